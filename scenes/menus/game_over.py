"""The game-over screen, over the finished table: the winner with its Boss card, how the game ended, the
game's figures (the turn it ended on, the Room in which the most Heroes died), every seat's Souls and Wounds
(eliminated seats marked), then Play again or Title (Esc: Title).

The result is seen before anything is chosen: for a second the screen takes no input, and a key held or
pressed from the game before counts only once released (:mod:`scenes.ui.settle`). No button has the focus at
first: Tab or an arrow key picks one (Enter then chooses it), or a click does. Space, which hurries the
table's animations, never chooses here.

    GameOverScene(summary_of(match), on_play_again=..., on_title=...)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.cards import CARDS
from game.records import Deadliest, deadliest_room
from game.rules import events as E
from game.rules import evolve
from game.wording import describe_outcome
from scenes.art.kit import art
from scenes.art.palette import BLOOD, BONE, GOLD, INK, SHADOW, SLATE, STONE
from scenes.menus.new_game import kind_word
from scenes.stack import Scene
from scenes.ui.geometry import CANVAS, CENTRE_X
from scenes.ui.settle import Settling
from scenes.ui.text import draw_text
from scenes.ui.widgets import FocusList, buttons, dim, draw_big, font, lettering, panel

PANEL_X, PANEL_W = 110, 420
TABLE_TOP = 156
"""Where the table of seats starts, below the panel's top."""
ROW_H = 28
SOULS_X, WOUNDS_X = 330, 384


@dataclass(frozen=True)
class SeatResult:
    """How one seat ended the game."""

    name: str  # the seat's Boss's name, as the game log names seats
    boss: str  # the Boss's card id
    kind: str  # "human" or a bot name
    souls: int
    wounds: int
    eliminated: bool


@dataclass(frozen=True)
class GameSummary:
    """A finished game: the winning seat, one sentence on how it won, every seat (P1 first), the turn it
    ended on and the Room in which the most Heroes died (None if none died in one)."""

    winner: int
    headline: str
    seats: tuple[SeatResult, ...]
    turns: int = 0
    deadliest: Deadliest | None = None

    def figures(self) -> list[str]:
        """The game's figures in words, a line each: "Over on turn 9.", "Deadliest Room: P2's Dark Altar,
        3 Heroes died in it."."""
        lines = [f"Over on turn {self.turns}."]
        if self.deadliest is not None:
            d = self.deadliest
            heroes = "1 Hero" if d.kills == 1 else f"{d.kills} Heroes"
            lines.append(f"Deadliest Room: P{d.seat + 1}'s {CARDS.get(d.room).name}, {heroes} died in it.")
        return lines


def summary_of(match) -> GameSummary:
    """The summary of a finished :class:`game.match.Match`; ValueError while the game goes on. Souls and
    Wounds count as the rules do (an Epic Hero is worth two); an eliminated seat's are those it had when it
    went out (its cards then leave the game, R15)."""
    st = match.state
    if st.outcome is None:
        raise ValueError("the game is not over")
    figures = {**_figures_when_out(match.events), **{s: _figures(p) for s, p in enumerate(st.seats) if not p.out}}
    seats = tuple(SeatResult(CARDS.get(p.boss).name, p.boss, kind, *figures.get(s, (0, 0)), p.out)
                  for s, (p, kind) in enumerate(zip(st.seats, match.seats, strict=True)))
    return GameSummary(st.outcome.winner, describe_outcome(st), seats, st.turn, deadliest_room(match.events))


def _figures_when_out(events) -> dict[int, tuple[int, int]]:
    """The (Souls, Wounds) of each seat eliminated in ``events`` (a whole game's), as they stood just before."""
    out, st = {}, None
    for event in events:
        if isinstance(event, E.PlayerEliminated):
            out[event.seat] = _figures(st.seats[event.seat])
        st = evolve(st, event)
    return out


def _figures(p) -> tuple[int, int]:
    return _worth(p.souls), _worth(p.wounds)


def _worth(heroes: tuple) -> int:
    return sum(CARDS.get(h).souls for h in heroes)


class GameOverScene(Scene):
    """The summary over the dimmed table; modal: nothing reaches the table below."""

    opaque = False

    def __init__(self, summary: GameSummary, on_play_again: Callable[[], object],
                 on_title: Callable[[], object], more: list[tuple[str, Callable[[], object]]] = ()) -> None:
        """``more``: further (label, action) buttons between Play again and Title (Watch replay ...)."""
        self.summary = summary
        self.on_title = on_title
        height = TABLE_TOP + 16 + len(summary.seats) * ROW_H + 48
        self.panel = pygame.Rect(PANEL_X, (CANVAS.h - height) // 2, PANEL_W, height)
        items = [("Play again", on_play_again), *more, ("Title", on_title)]
        width = 104 if len(items) <= 2 else 92
        step = width + (16 if len(items) <= 2 else 8)
        left = CENTRE_X - (step * len(items) - (step - width)) // 2
        self.focus = FocusList(buttons(items, pygame.Rect(left, self.panel.bottom - 36, width, 20), (step, 0)))
        self.settle = Settling()
        self.chosen = False  # a button has the focus (by Tab, an arrow or the mouse): Enter may choose it
        self.nudged = -9.0  # when Enter was pressed with no button chosen: say how to choose one

    def enter(self, stack) -> None:
        self.settle.start(self.keymap)

    def update(self, dt: float) -> None:
        self.settle.update(dt)

    def handle_event(self, event) -> bool:
        if not self.settle.takes(event) or not self.settle.ready:
            return True  # the result is seen first; the mouse hovering meanwhile picks nothing either
        actions = self.actions(event)
        if actions:
            if "back" in actions:
                self.on_title()
                return True
            if "pass" in actions:
                return True
            if not self.chosen:
                self._choose_by_key(actions)
                return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and self.focus.widget_at(event.pos):
            self.chosen = True
        self.focus.handle_event(event, self.keymap)
        return True

    def _choose_by_key(self, actions) -> None:
        """The first key on the buttons: next, right or down gives the first the focus; previous, left or up
        the last; choose says how to choose."""
        if actions & {"next", "previous", "left", "right", "up", "down"}:
            self.chosen = True
            backwards = bool(actions & {"previous", "left", "up"})
            self.focus.index = len(self.focus.widgets) - 1 if backwards else 0
        elif "choose" in actions:
            self.nudged = self.settle.t

    def draw(self, surface) -> None:
        faces = art()[0]
        s = self.summary
        winner = s.seats[s.winner]
        dim(surface)
        box = self.panel
        panel(surface, box)
        draw_big(surface, "Game over", (CENTRE_X, box.y + 22), 3)
        face = faces.face(winner.boss)
        card = face.get_rect(topleft=(box.x + 24, box.y + 48))
        surface.blit(face, card)
        pygame.draw.rect(surface, GOLD, card.inflate(4, 4), 1)
        x = card.right + 18
        draw_text(surface, f"P{s.winner + 1}  -  {kind_word(winner.kind)}", (x, card.y + 4), STONE)
        surface.blit(lettering(f"{winner.name} wins!", 2), (x, card.y + 18))
        width, step = box.right - 20 - x, font().line_height
        headline = font().wrap(s.headline, width)[:2]
        figures = [line for figure in s.figures() for line in font().wrap(figure, width)][:5 - len(headline)]
        for i, line in enumerate(headline):
            draw_text(surface, line, (x, card.y + 46 + i * step), BONE)
        for i, line in enumerate(figures, len(headline)):
            draw_text(surface, line, (x, card.y + 50 + i * step), STONE)
        self._table(surface)
        self._buttons(surface)

    def _buttons(self, surface) -> None:
        for widget in self.focus.widgets:
            look = "disabled" if not self.settle.ready else self.focus.look(widget) if self.chosen else "normal"
            widget.draw(surface, look)
        if self.settle.ready and not self.chosen:
            nudge = self.settle.t - self.nudged < 1.2
            k = self.keymap.first
            arrows = self.keymap.arrows("the arrows")
            draw_text(surface, f"{k('next')} or {arrows} pick a button, {k('choose')} chooses it",
                      (CENTRE_X, self.panel.bottom - 12),
                      GOLD if nudge else STONE, "center")

    def _table(self, surface) -> None:
        faces = art()[0]
        left, right = self.panel.x + 20, self.panel.right - 20
        y = self.panel.y + TABLE_TOP
        draw_text(surface, "Seat", (left + 40, y), STONE)
        draw_text(surface, "Souls", (SOULS_X, y), STONE, "center")
        draw_text(surface, "Wounds", (WOUNDS_X, y), STONE, "center")
        pygame.draw.line(surface, SHADOW, (left, y + 12), (right, y + 12))
        for i, seat in enumerate(self.summary.seats):
            row = pygame.Rect(left, y + 16 + i * ROW_H, right - left, ROW_H - 4)
            won, out = i == self.summary.winner, seat.eliminated
            pygame.draw.rect(surface, SLATE if won else INK if out else SHADOW, row)
            if out:
                pygame.draw.rect(surface, SHADOW, row, 1)
            surface.blit(faces.face(seat.boss, "small"), (row.x + 2, row.y + 1), (0, 0, 32, row.h - 2))
            draw_text(surface, f"P{i + 1}  {seat.name}", (row.x + 40, row.y + 3),
                      GOLD if won else STONE if out else BONE)
            draw_text(surface, kind_word(seat.kind), (row.x + 40, row.y + 13), SLATE if out else STONE)
            middle = row.y + 8
            for x, icon, count, colour in ((SOULS_X, "soul", seat.souls, STONE if out else BONE),
                                           (WOUNDS_X, "wound", seat.wounds, BLOOD if seat.wounds else BONE)):
                surface.blit(faces.icon(icon), (x - 12, middle - 1))
                draw_text(surface, str(count), (x + 1, middle), colour)
            if out:
                draw_text(surface, "Eliminated", (right - 6, middle), BLOOD, "right")
            elif won:
                draw_text(surface, "Winner", (right - 6, middle), GOLD, "right")
                surface.blit(faces.icon("epic"), (right - 6 - font().width("Winner") - 12, middle))
