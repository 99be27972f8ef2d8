"""The keys of a screen, made from the keymap: the table's (F1) and the replay's.

    KeyHelp(table_help(keymap, hot_seat), TABLE_HELP, layout.zone("keys"))
    KeyHelp(replay_help(keymap), REPLAY_HELP, layout.zone("replay.keys"), click_buttons=(1,))
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from scenes.art.kit import art
from scenes.art.palette import BONE, GOLD, STONE
from scenes.keys import HAND_ACTIONS, HAND_KEYS, SPEED_WORDS, key_word
from scenes.overlays.overlay import Overlay
from scenes.ui.panels import see_through
from scenes.ui.text import draw_text
from scenes.ui.widgets import draw_big

HELP_ACTIONS = ("next", "previous", "left", "right", "up", "down", "choose", "pass", "pass_windows", "back", "menu",
                "zoom", "look", "look_back", "hint", "speed", "autopass", "log_up", "log_down", "fullscreen", "help")
"""The actions the table's key help lists (the hand's numbers are one line)."""
TABLE_WORDS = {"next": "move the highlight over what can be chosen", "previous": "move the highlight back",
               "left": "move the highlight", "right": "move the highlight", "up": "move the highlight",
               "down": "move the highlight", "choose": "choose the highlighted",
               "pass": "pass / done; hurries animations (hold)", "back": "back out of a choice; the menu",
               "menu": "the menu",
               "zoom": "the card with its full text and rulings (right click too); a small dungeon, full size",
               "look": "what an icon or number means (pointing at it too)",
               "look_back": "what an icon or number means (pointing at it too)",
               "hint": "what the Hard bot would do", "speed": f"animation speed {SPEED_WORDS}",
               "pass_windows": "pass every Spell window until your next decision",
               "autopass": "auto-pass Spell windows with nothing to cast", "log_up": "scroll the log (wheel too)",
               "log_down": "scroll the log (wheel too)", "fullscreen": "fullscreen", "help": "these keys"}
ARROW_ACTIONS = ("left", "right", "up", "down")


def table_help(keymap, hot_seat: bool = False) -> list[tuple[str, str]]:
    """The rows of the table's key help (F1), made from ``keymap``: (keys, what they do). Actions with the
    same words share a row (the arrows by their first keys); the hand's nine keys are one row."""
    rows: list[tuple[str, str]] = [("Mouse", "point at a card to see it large; click what is lit to choose it")]
    for action in HELP_ACTIONS:
        keys = keymap.describe(action)
        if action in ARROW_ACTIONS:
            keys = keys.split(" / ")[0]
        if not keys or (action == "pass_windows" and hot_seat):
            continue
        what = "(no auto-pass in hot-seat)" if action == "autopass" and hot_seat else TABLE_WORDS[action]
        if rows[-1][1] == what:
            rows[-1] = (f"{rows[-1][0]}, {keys}", what)
        else:
            rows.append((keys, what))
        if action == "autopass":
            hand = [keymap.describe(a) for a in HAND_ACTIONS]
            hand_keys = "1-9 0 - =" if hand == [key_word(k) for k in HAND_KEYS] else " ".join(k or "-" for k in hand)
            rows.append((hand_keys, "pick a card of your hand"))
    return rows


REPLAY_WORDS = (("pass", "play / pause"), ("right", "one event on"), ("step", "on to the next decision"),
                ("left", "one event back"), ("step_back", "back to the previous decision"),
                ("turn_next", "the next turn"), ("turn_previous", "the start of this turn, or the one before"),
                ("to_start", "the start"), ("to_end", "the end"), ("speed", f"speed {SPEED_WORDS}"),
                ("viewer", "watch as P1, P2... (their hand shown) or a spectator"), ("viewer_back", "the other way"),
                ("log_up", "scroll the log up (wheel)"), ("log_down", "scroll the log down"),
                ("back", "close the replay"), ("help", "these keys"))


def replay_help(keymap) -> list[tuple[str, str]]:
    """The rows of the replay's key help, made from ``keymap``: (keys, what they do)."""
    return [(keymap.describe(a), what) for a, what in REPLAY_WORDS if keymap.keys[a]]


class HelpLook(NamedTuple):
    """How a screen's key help looks in its panel: its title (drawn big or not), where the rows start and the
    room kept under them, the two columns, and a closing line (or none)."""

    title: str
    big: bool
    rows_top: int  # from the panel's top
    kept: int  # of the panel's height, not for the rows
    columns: tuple[int, int]  # the keys' and the words' left, from the panel's left
    footer: str | None


TABLE_HELP = HelpLook("Keys", False, 28, 32, (16, 140), None)
REPLAY_HELP = HelpLook("Replay keys", True, 34, 52, (14, 110), "Any key or a click closes this")


class KeyHelp(Overlay):
    """``rows`` of (keys, what they do) in ``look``, on a panel over ``area``; a key or a click (of
    ``click_buttons``) closes it."""

    def __init__(self, rows: list[tuple[str, str]], look: HelpLook, area: pygame.Rect,
                 click_buttons: tuple[int, ...] | None = None) -> None:
        self.rows, self.look, self.area, self.click_buttons = rows, look, area, click_buttons

    def paint(self, surface) -> None:
        _faces, _sprites, font = art()
        look, area = self.look, self.area
        see_through(surface, area, 245)
        if look.big:
            draw_big(surface, look.title, (area.centerx, area.y + 14), 2)
        else:
            draw_text(surface, look.title, (area.centerx, area.y + 8), GOLD, "center")
        step = min(18, (area.h - look.kept) // len(self.rows))
        for i, (keys, what) in enumerate(self.rows):
            y = area.y + look.rows_top + i * step
            draw_text(surface, keys, (area.x + look.columns[0], y), GOLD)
            draw_text(surface, what, (area.x + look.columns[1], y), BONE)
        if look.footer:
            draw_text(surface, look.footer, (area.centerx, area.bottom - 14), STONE, "center")
