"""The new-game screen: how many seats (2-4), and who plays each one: a person or a bot of some strength.
Start hands the seat kinds to ``on_start``; Back or Esc returns to the title.

Focus order, top to bottom: Players, P1-P4 (the seats in the game), Back, Start (highlighted first, so
Enter twice from the title starts a game against one bot).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.match import HUMAN
from scenes.stack import Scene
from scenes.widgets import STONE, Button, Choice, FocusList, backdrop, draw_big, draw_text, footer, panel

KINDS = (HUMAN, "easy", "normal", "hard")
"""The seat kinds offered, in the order Left / Right steps through them (each one of ``game.match.SEAT_KINDS``)."""
KIND_WORDS = {HUMAN: "Human", "easy": "Easy bot", "normal": "Normal bot", "hard": "Hard bot"}
KIND_NOTES = {HUMAN: "A person at this screen plays this seat.",
              "easy": "Easy bot: now and then settles for a lesser move.",
              "normal": "Normal bot: takes the best move it sees one step ahead.",
              "hard": "Hard bot: searches ahead before each move; a tough opponent."}
DEFAULT_BOT = "normal"
MAX_SEATS = 4
ROW = pygame.Rect(200, 102, 240, 18)
ROW_STEP = 24


def kind_word(kind: str) -> str:
    """A seat kind as the screens name it: "Human", "Hard bot" (also bots not offered here: "Greedy bot")."""
    return KIND_WORDS.get(kind, f"{kind.capitalize()} bot")


class NewGameScene(Scene):
    """Choose the seats, then ``on_start(seats)`` with their kinds, e.g. ("human", "hard", "normal")."""

    def __init__(self, on_start: Callable[[tuple[str, ...]], object]) -> None:
        self.on_start = on_start
        self.players = Choice(pygame.Rect(ROW.x, ROW.y - 30, ROW.w, ROW.h), "Players",
                              [(n, str(n)) for n in range(2, MAX_SEATS + 1)], 2, on_change=self._seat_count,
                              value_x=120)
        options = [(kind, KIND_WORDS[kind]) for kind in KINDS]
        self.rows = [Choice(ROW.move(0, i * ROW_STEP), f"P{i + 1}", options, HUMAN if i == 0 else DEFAULT_BOT,
                            value_x=60, idle="empty seat") for i in range(MAX_SEATS)]
        below = ROW.y + MAX_SEATS * ROW_STEP + 34
        self.back = Button(pygame.Rect(ROW.x, below, 110, 20), "Back", self._back)
        self.start = Button(pygame.Rect(ROW.right - 110, below, 110, 20), "Start", self._start)
        self.focus = FocusList([self.players, *self.rows, self.back, self.start])
        self.focus.focus(self.start)
        self._seat_count(self.players.value)

    @property
    def seats(self) -> tuple[str, ...]:
        """The kinds of the seats in the game, P1 first."""
        return tuple(row.value for row in self.rows[:self.players.value])

    def _seat_count(self, count: int) -> None:
        for i, row in enumerate(self.rows):
            row.enabled = i < count

    def _start(self) -> None:
        self.on_start(self.seats)

    def _back(self) -> None:
        self.stack.pop()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        return self.focus.handle_event(event)

    def draw(self, surface) -> None:
        backdrop(surface)
        draw_big(surface, "New game", (320, 32), 3)
        panel(surface, self.players.rect.union(self.back.rect).inflate(48, 28))
        self.focus.draw(surface)
        focused = self.focus.focused
        if focused in self.rows and focused.enabled:
            note = KIND_NOTES[focused.value]
        else:
            note = "Who sits at the table? Each seat is a person or a bot."
        draw_text(surface, note, (320, ROW.y + MAX_SEATS * ROW_STEP + 6), STONE, "centre")
        footer(surface, "Arrows or Tab move  -  Left / Right change a seat  -  Enter chooses  -  Esc goes back")
