"""The Records page, from the title: games played and won against each bot level and in hot-seat, by Boss,
the longest winning streak and the quickest win (:mod:`game.records` says what a game counts for). Back,
Esc or Enter closes it.

    RecordsScene(summarise(games), message=problem)
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.cards import CARDS
from game.records import HOT_SEAT, GameRecord, Summary, Tally
from scenes.art.palette import BLOOD, BONE, GOLD, SHADOW, SLATE, STONE
from scenes.menus.new_game import kind_word
from scenes.stack import Scene
from scenes.ui.geometry import CENTRE_X, RECORDS_AGAINST, RECORDS_BACK, RECORDS_BOSSES, RECORDS_PANEL
from scenes.ui.text import draw_text
from scenes.ui.widgets import Button, FocusList, backdrop, draw_big, font, footer, panel

PANEL, BACK, LEFT, RIGHT = RECORDS_PANEL, RECORDS_BACK, RECORDS_AGAINST, RECORDS_BOSSES
PLAYED_X, WON_X, RATE_X = 176, 220, 262
"""Where the figures' columns are centred, from the left of a table."""
ROW_STEP = 14
HOW_IT_COUNTS = ("A game counts when it ends; a conceded game is a loss. One person against bots counts under "
                 "the strongest bot; two or more people, under hot-seat (no streak).")


def against_word(against: str) -> str:
    """What a game counts under, in words: "Hard bot", "Hot-seat"."""
    return "Hot-seat" if against == HOT_SEAT else kind_word(against)


def rate(tally: Tally) -> str:
    """The share of games won, "60%"; "-" before any game."""
    return f"{round(100 * tally.won / tally.played)}%" if tally.played else "-"


def streak_words(summary: Summary) -> str:
    if summary.longest_streak == 0:
        return "Longest winning streak: no win against bots yet"
    games = "game" if summary.longest_streak == 1 else "games"
    return f"Longest winning streak: {summary.longest_streak} {games} (now {summary.current_streak})"


def quickest_words(win: GameRecord | None) -> str:
    if win is None:
        return "Quickest win: none yet"
    boss = win.bosses[win.people[0]]
    name = CARDS.get(boss).name if boss is not None else "your Boss"
    turns = "1 turn" if win.turns == 1 else f"{win.turns} turns"
    return f"Quickest win: {turns}, {name} against {_a(against_word(win.against))}"


def _a(words: str) -> str:
    return f"{'an' if words[0] in 'AEIOU' else 'a'} {words}"


class RecordsScene(Scene):
    """The records added up (``summary``), and ``message`` (a damaged records file set aside) under them."""

    def __init__(self, summary: Summary, message: str | None = None,
                 on_close: Callable[[], object] | None = None) -> None:
        self.summary, self.message, self.on_close = summary, message, on_close
        self.back = Button(BACK, "Back", self.close)
        self.focus = FocusList([self.back])

    def handle_event(self, event) -> bool:
        if "back" in self.actions(event):
            self.close()
        else:
            self.focus.handle_event(event, self.keymap)
        return True

    def draw(self, surface) -> None:
        backdrop(surface)
        draw_big(surface, "Records", (CENTRE_X, 30), 3)
        panel(surface, PANEL)
        s = self.summary
        self._table(surface, LEFT, "Against", [(against_word(k), t) for k, t in s.against])
        bosses = [(CARDS.get(boss).name, t) for boss, t in s.bosses]
        self._table(surface, RIGHT, "Your Bosses", bosses, empty="No Boss played yet.")
        y = LEFT.bottom + 4
        pygame.draw.line(surface, SHADOW, (LEFT.x, y), (RIGHT.right, y))
        games = "No game counted yet." if s.games == 0 else f"{s.games} game{'s' if s.games != 1 else ''} counted."
        for i, (line, colour) in enumerate(((games, BONE), (streak_words(s), BONE), (quickest_words(s.quickest_win),
                                                                                       BONE))):
            draw_text(surface, line, (LEFT.x, y + 6 + i * 11), colour)
        lines = font().wrap(self.message, PANEL.w - 32)[:2] if self.message else \
            font().wrap(HOW_IT_COUNTS, PANEL.w - 32)[:2]
        for i, line in enumerate(lines):
            draw_text(surface, line, (LEFT.x, PANEL.bottom - 26 + i * 10), BLOOD if self.message else STONE)
        self.focus.draw(surface)
        k = self.keymap.first
        footer(surface, f"{k('choose')} or {k('back')} goes back")

    @staticmethod
    def _table(surface, box: pygame.Rect, title: str, rows: list[tuple[str, Tally]], empty: str = "") -> None:
        draw_text(surface, title, (box.x, box.y), GOLD)
        for x, word in ((PLAYED_X, "Played"), (WON_X, "Won"), (RATE_X, "Rate")):
            draw_text(surface, word, (box.x + x, box.y), STONE, "right" if x == RATE_X else "center")
        pygame.draw.line(surface, SHADOW, (box.x, box.y + 11), (box.right, box.y + 11))
        if not rows:
            draw_text(surface, empty, (box.x, box.y + 16), STONE)
        for i, (label, tally) in enumerate(rows[:(box.h - 16) // ROW_STEP]):
            y = box.y + 16 + i * ROW_STEP
            colour = BONE if tally.played else SLATE
            draw_text(surface, label, (box.x, y), colour)
            draw_text(surface, str(tally.played), (box.x + PLAYED_X, y), colour, "center")
            draw_text(surface, str(tally.won), (box.x + WON_X, y), colour, "center")
            draw_text(surface, rate(tally), (box.x + RATE_X, y), colour, "right")
