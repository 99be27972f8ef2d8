"""What the table draws around the board: the status line and prompt panel, the buttons, the log, the card
pointed at, the row of choices and the hot-seat "Any answer?" strip (the overlays are :mod:`scenes.overlays`).

    hud = Hud(table, model, font)
    hud.prompt_panel()           # where the prompt panel stands and what it says (a pure reading of the table)
    hud.draw_prompt(surface, view) ...

It only reads: the table's model (:mod:`scenes.table.model`: the decision, the highlight, the strip, the tooltip,
the log's scroll) and the scene's match, settings and keys; drawing changes nothing.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from game.cards import CARDS
from game.match import HUMAN
from game.rules import DecisionKind
from game.wording import PHASES, option_words
from scenes.art.palette import BLOOD, BONE, GOLD, HINT, HOT, SHADOW, STONE
from scenes.overlays.zoom import card_texts
from scenes.table.board import seat_title
from scenes.table.model import Table, TableModel
from scenes.table.places import PASS, RowCard
from scenes.table.presentation import speed_label
from scenes.table.table_geometry import log_rect, prompt_rect, row_rects, strip_rects
from scenes.table.tips import card_note, tip_lines, tip_rect, tip_words
from scenes.ui.panels import see_through
from scenes.ui.text import draw_text
from scenes.ui.widgets import draw_button


def key_help(keymap) -> str:
    """The key reminder on the prompt's last line, in the keymap's keys: "Tab Enter Space Esc  H:hint F1"."""
    first = [keymap.describe(a).split(" / ")[0] for a in ("next", "choose", "pass", "back")]
    return f"{' '.join(k for k in first if k)}  {keymap.describe('hint').split(' / ')[0]}:hint " \
           f"{keymap.describe('help').split(' / ')[0]}"


ZOOM_TITLE_KEPT = 22  # a 1x card's title: what a rules text over the foot of the card in the zoom never covers


def zoom_lines(font, card: str, width: int) -> list[str]:
    """The rules text the hover panel shows under a card, wrapped to ``width``: its text, or an Item's two
    abilities, each from a new line (none for a card without text)."""
    return [line for text in card_texts(card) for line in font.wrap(text, width)]


def seat_boss(v, seat: int) -> str:
    """A seat by its Boss's name, as the log names it."""
    return CARDS.get(v.seats[seat].boss).name


OPTION_TEXT_W = 60  # the words on a named option's button, a card wide


def two_lines(font, text: str, width: int) -> tuple[str, ...] | None:
    """``text`` on one line, or on two as even as can be (after its colon, if it has one), none wider than
    ``width``; None when it does not fit in two."""
    if font.width(text) <= width:
        return (text,)
    words = text.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    fits = [s for s in splits if max(font.width(s[0]), font.width(s[1])) <= width]
    if not fits:
        return None
    colon = [s for s in fits if s[0].endswith(":")]
    return min(colon or fits, key=lambda s: max(font.width(s[0]), font.width(s[1])))


class PromptPanel(NamedTuple):
    """The prompt panel of a frame: where it stands and the lines it shows (see :meth:`Hud.prompt_panel`)."""

    rect: pygame.Rect
    lines: tuple  # the question, wrapped
    colour: tuple
    message: tuple  # a why-not or an error, wrapped, in red at the bottom
    key_help: bool  # the key reminder on its last line
    hinted: int = 0  # the first lines are the hint's, drawn in the hint's colour


class Hud:
    """The table's panels, buttons and overlays; ``table`` is the scene that owns it, ``model`` its model."""

    def __init__(self, table: Table, model: TableModel, font) -> None:
        self.table = table
        self.model = model
        self.font = font

    @property
    def layout(self):
        return self.table.layout

    # ------------------------------------------------------------------ what the panels say
    def status(self, v) -> str:
        """Turn, phase and who is asked, in one short line."""
        m, table, model = self.table.match, self.table, self.model
        phase = PHASES.get(v.phase, v.phase) if table.director.phase is not None else ""  # "" as a turn begins
        turn = f"Turn {v.turn} {phase}".rstrip() if v.turn else PHASES.get(v.phase, "Setup")
        if v.outcome is not None:
            return f"{turn} - game over"
        if not table.director.idle:
            return turn
        seat = m.to_act
        who = "your move" if seat == table.viewer and m.seats[seat] == HUMAN else seat_title(v, seat)
        if model.asking is not None:
            who = "any answer?"
        elif model.counting() and not model.answer_hold:
            who = f"your move, {math.ceil(max(0.0, model.answer_left))}s"
        for text in (f"{turn} - {who}", f"{phase or turn} - {who}"):
            if self.font.width(text) <= self.layout.zone("prompt").w - 6:
                return text
        return who

    def _prompt_text(self) -> tuple[str | None, tuple]:
        """What the prompt panel says under the status line, and in which colour."""
        m, model, director = self.table.match, self.model, self.table.director
        k = self.table.keymap.first
        if model.pending is not None:
            return (f"{m.describe(model.pending, me=model.pending.seat)}? {k('choose')} or {k('pass')}: confirm. "
                    f"{k('back')}: take it back."), GOLD
        if model.offer is not None and director.idle:
            return model.offer.step_prompt(self.table.keymap) or str(m.prompt()), GOLD
        if model.asking is not None and director.idle:
            keys = [k(f"hand_{i}") for i in range(1, len(model.strip_people) + 1)]
            who = "/".join(keys) if all(keys) else "A name"
            return f"Any answer? {who}: who answers. {k('pass')}: no one.", GOLD
        if not m.over and m.seats[m.to_act] != HUMAN and director.idle:
            return f"{seat_title(director.view, m.to_act)} is deciding...", BONE
        return None, BONE

    def _hint_text(self) -> str | None:
        """The hint over the prompt, with why it is good: "Hint: Build Dark Altar face-down as a new Room - the
        Cleric in town comes to you, and 5 damage kills it."."""
        m, model = self.table.match, self.model
        if model.hint is None or model.pending is not None or model.offer is None or not self.table.director.idle:
            return None
        if model.hint.action is None:
            return "Hint: the hard bot is thinking..."
        why = f" - {model.hint.why}" if model.hint.why else ""
        return f"Hint: {m.describe(model.hint.action, me=model.hint.action.seat)}{why}."

    def prompt_panel(self) -> PromptPanel:
        """The prompt panel as it is to be drawn: the status line, the question and any message in full,
        the panel growing over the log (then over the zoom) when they need the room."""
        model = self.model
        width = self.layout.zone("prompt").w - 6
        text, colour = self._prompt_text()
        hint = self._hint_text()
        hinted = tuple(self.font.wrap(hint, width)) if hint else ()
        lines = hinted + (tuple(self.font.wrap(text, width)) if text else ())
        message = tuple(self.font.wrap(model.message, width)) if model.message else ()
        key_help = self.table.settings.key_help and model.offer is not None and not model.message \
            and model.hint is None
        needed = 14 + (len(lines) + len(message) + key_help) * self.font.line_height
        rect = prompt_rect(self.layout, needed, self.font.line_height)
        return PromptPanel(rect, lines, colour, message, key_help, len(hinted))

    # ------------------------------------------------------------------ drawing
    def draw_prompt(self, surface, v) -> None:
        panel = self.prompt_panel()
        rect, lh = panel.rect, self.font.line_height
        see_through(surface, rect, 230 if rect.y >= self.layout.zone("prompt").y else 255)  # opaque over the zoom
        draw_text(surface, self.status(v), (rect.x + 3, rect.y + 2), STONE)
        for i, line in enumerate(panel.lines):
            draw_text(surface, line, (rect.x + 3, rect.y + 13 + i * lh), HINT if i < panel.hinted else panel.colour)
        for i, line in enumerate(panel.message):
            draw_text(surface, line, (rect.x + 3, rect.bottom - 2 - (len(panel.message) - i) * 10), BLOOD)
        if panel.key_help:
            draw_text(surface, key_help(self.table.keymap), (rect.x + 3, rect.bottom - 11), STONE)

    def log_rect(self) -> pygame.Rect:
        """The log's panel: its zone, under the prompt panel when that grows over it."""
        return log_rect(self.layout, self.prompt_panel().rect)

    def draw_log(self, surface) -> None:
        self.model.log.draw(surface, self.log_rect(), self.table.director.log)

    def draw_zoom(self, surface) -> None:
        """The card pointed at (or highlighted, or asking): at 2x where the zone holds it, or, when it has
        rules text, whole at 1x with its text beneath (over the foot of the card when the zone is short, over
        its picture too for the longest texts in the short zoom of four players: its title stays in sight, or for
        the very longest, an Item's two abilities, heads the words;
        rulings and glossary stay on Z)."""
        faces = self.table.faces
        rect = self.layout.zone("zoom")
        card = self.model.zoom
        if card is None:
            return
        text = zoom_lines(self.font, card, rect.w - 6)
        d = self.table.director
        note = card_note(d.shown, d.view, card)  # why the table shows other numbers than the face, first
        big = faces.face(card, "zoom")
        if not text and not note and big.get_height() <= rect.h:
            surface.blit(big, rect)
            return
        face = faces.face(card)
        surface.blit(face, face.get_rect(midtop=(rect.centerx, rect.y)))
        if not text and not note:
            return
        lh = self.font.line_height
        lines = [(line, GOLD) for line in self.font.wrap(note, rect.w - 6)] if note else []
        lines += [(line, BONE) for line in text]
        top = max(rect.y + ZOOM_TITLE_KEPT, min(rect.y + face.get_height() + 2, rect.bottom - 5 - len(lines) * lh))
        if rect.bottom - 5 - len(lines) * lh < top:  # words longer than all but the title: the name heads them
            lines.insert(0, (CARDS.get(card).name, GOLD))
            del lines[(rect.h - 5) // lh:]  # the rest on the zoom key's page
            top = max(rect.y, rect.bottom - 5 - len(lines) * lh)
        box = pygame.Rect(rect.x, top, rect.w, rect.bottom - top)
        see_through(surface, box, 245)
        for i, (line, colour) in enumerate(lines):
            draw_text(surface, line, (box.x + 3, box.y + 3 + i * lh), colour)

    def draw_tip(self, surface) -> None:
        """The tooltip of the icon or number pointed at (or looked at by the keys, framed): its meaning in words,
        on a small panel beside it, whole on the canvas and never over it."""
        tip, d = self.model.tip, self.table.director
        if tip is None or d.shown is None:
            return
        rect, info, by_keys = tip
        words = tip_words(info, d.shown, d.view, self.table.board.you, self.table.keymap.first("zoom"))
        if not words:
            return
        lines = tip_lines(self.font, words)
        lh = self.font.line_height
        size = (max(self.font.width(line) for line in lines) + 7, len(lines) * lh + 5)
        box = tip_rect(rect, size)
        if by_keys:
            pygame.draw.rect(surface, HINT, rect.inflate(4, 4), 1)
        see_through(surface, box, 245)
        pygame.draw.rect(surface, GOLD if by_keys else STONE, box, 1)
        for i, line in enumerate(lines):
            draw_text(surface, line, (box.x + 3, box.y + 3 + i * lh), BONE)

    def draw_buttons(self, surface) -> None:
        table, model = self.table, self.model
        idle = table.director.idle
        offered = model.offer is not None and idle
        words = {"pass": model.pass_words(table.match) if idle else None,
                 "hint": "Hint" if offered and model.hint is None else None, "speed": speed_label(table.speed),
                 "menu": "Menu"}
        for name, label in words.items():
            rect = self.layout.zone(f"button.{name}")
            enabled = label is not None
            hot = enabled and (model.hover_button == name or (name == "pass" and model.highlight == PASS))
            look = "highlighted" if hot else "normal" if enabled else "disabled"
            draw_button(surface, rect, label or {"pass": "Pass", "hint": "Hint"}[name], look, "flat")
            if name == "pass" and model.pass_hinted():
                pygame.draw.rect(surface, HINT, rect.inflate(4, 4), 1)
        rect = self.layout.zone("button.pass")
        if model.counting() and idle:
            self._draw_countdown(surface, pygame.Rect(rect.x, rect.y - 4, rect.w, 2))
        elif model.passing_windows and not model.hot_seat:
            draw_text(surface, "passing windows", (rect.centerx, rect.y - 10), STONE, "center")
        elif model.auto_pass and not model.hot_seat:
            draw_text(surface, "auto-pass", (rect.centerx, rect.y - 10), STONE, "center")

    def _draw_countdown(self, surface, bar: pygame.Rect) -> None:
        """A bar that shrinks as the time to answer runs out (stands still once the person is at work)."""
        model = self.model
        total = model.answer_total or 1.0
        pygame.draw.rect(surface, SHADOW, bar)
        left = bar.copy()
        left.w = round(bar.w * max(0.0, min(1.0, model.answer_left / total)))
        pygame.draw.rect(surface, STONE if model.answer_hold else GOLD, left)

    def draw_strip(self, surface, v) -> None:
        """"Any answer?": in the hand's place, one question to every person the window's round asks, what the
        window answers, the time left and a button a person ("<name> answers (1)") and "No one". Public facts
        only: the strip is shown to everyone at the screen, and it never says whom the match asks first."""
        model = self.model
        zone = self.layout.zone("hand")
        see_through(surface, zone, 240)
        pygame.draw.rect(surface, GOLD, zone, 1)
        several = len(model.strip_people) > 1
        draw_text(surface, f"Any answer?  {'Who answers' if several else 'An answer'}, with a Spell or an ability?",
                  (zone.x + 8, zone.y + 5), GOLD)
        draw_text(surface, self._window_words(v), (zone.x + 8, zone.y + 17), BONE)
        k = self.table.keymap.first
        buttons = strip_rects(self.layout, model.strip_people)
        for i, (who, rect) in enumerate(buttons):
            label = f"No one ({k('pass')})" if who is None else self._answer_label(who, i + 1, rect.w - 8)
            hot = i == model.strip_focus or model.hover_button == (who,)
            draw_button(surface, rect, label, "highlighted" if hot else "normal", "flat")
            if i == model.strip_focus:
                pygame.draw.rect(surface, GOLD, rect, 2)  # the keys' choice, framed twice as thick
        right = self.layout.zone("strip.countdown")
        if model.answer_left is None:
            draw_text(surface, "waits for a key", (right.right, zone.y + 5), STONE, "right")
        else:
            self._draw_countdown(surface, right)
            draw_text(surface, f"{math.ceil(max(0.0, model.answer_left))} s", (right.right, zone.y + 5), GOLD,
                      "right")

    def _answer_label(self, seat: int, n: int, width: int) -> str:
        """"Ann answers (1)": the strip's button of ``seat``, the ``n``-th, in at most ``width`` pixels."""
        name, key = self.table.match.name(seat), self.table.keymap.first(f"hand_{n}")
        key = f" ({key})" if key else ""
        for label in (f"{name} answers{key}", f"{name}{key}"):
            if self.font.width(label) <= width:
                return label
        while name and self.font.width(f"{name}.{key}") > width:
            name = name[:-1]
        return f"{name}.{key}"

    def _window_words(self, v) -> str:
        """The Spell window the strip asks about, from public facts only."""
        kind = self.table.match.prompt().kind
        if kind == DecisionKind.RESPOND and v.casting:
            caster, spell, _targets = v.casting[-1]
            return f"An answer to {seat_boss(v, caster)}'s {CARDS.get(spell).name}, before it takes effect."
        if kind == DecisionKind.BUILD:
            return f"{seat_boss(v, v.active)} is building: a Build Spell now?"
        if v.walker:
            hero, owner = CARDS.get(v.walker.hero).name, seat_boss(v, v.walker.seat)
            return f"{hero} is in {owner}'s dungeon: an Adventure Spell now?"
        return "The Adventure phase: an Adventure Spell now?"

    def draw_row(self, surface) -> None:
        """The row of choices over the town: cards from elsewhere and named options."""
        rows = row_rects(self.model.row_places(), self.layout)
        if not rows:
            return
        highlight = self.model.highlight
        area = rows[0][1].unionall([r for _, r in rows]).inflate(12, 12)
        see_through(surface, area, 215)
        for place, rect in rows:
            hot = place == highlight
            if isinstance(place, RowCard):
                surface.blit(self.table.faces.face(place.card), rect)
            else:
                pygame.draw.rect(surface, SHADOW if not hot else HOT, rect)
                label = self._option_label(place)
                top = rect.y + (rect.h - len(label) * self.font.line_height) // 2 + 1
                for i, line in enumerate(label):
                    draw_text(surface, line, (rect.centerx, top + i * self.font.line_height), GOLD if hot else BONE,
                              "center")
            pygame.draw.rect(surface, BONE if hot else GOLD, rect.inflate(4, 4), 2 if hot else 1)

    def _option_label(self, place) -> tuple[str, ...]:
        """A named option's words on its button, on one or two lines of at most ``OPTION_TEXT_W`` pixels: what
        it does ("Draw a / Room card", "Mulligan: / a new hand") in the words of the seat choosing, else the
        option alone ("Turn it / face-up")."""
        offer = self.table.model.offer
        action = offer.first_action(place) if offer else None
        if action is None:
            return (option_words(place.name),)
        return two_lines(self.font, self.table.match.describe(action, me=action.seat), OPTION_TEXT_W) or \
            two_lines(self.font, option_words(place.name), OPTION_TEXT_W) or (option_words(place.name),)
