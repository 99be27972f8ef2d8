"""The new-game screen: how many seats (2-4), who plays each one (a person, with a name, or a bot of some
strength), the seed (blank: random) and the variants. Start hands them to ``on_start``; Back or Esc returns
to the title.

Focus order, top to bottom: Players, each seat and its name, Seed, the variants, Back, Start (highlighted
first, so Enter twice from the title starts a game against one bot).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.match import HUMAN, NAME_LENGTH
from scenes.art.palette import STONE
from scenes.stack import Scene
from scenes.ui.geometry import CENTRE_X
from scenes.ui.geometry import NEW_GAME_ROW as ROW
from scenes.ui.text import draw_text
from scenes.ui.widgets import Button, Choice, FocusList, TextField, backdrop, draw_big, footer, panel

KINDS = (HUMAN, "easy", "normal", "hard")
"""The seat kinds offered, in the order Left / Right steps through them (each one of ``game.match.SEAT_KINDS``)."""
KIND_WORDS = {HUMAN: "Human", "easy": "Easy bot", "normal": "Normal bot", "hard": "Hard bot"}
KIND_NOTES = {HUMAN: "A person at this screen plays this seat.",
              "easy": "Easy bot: now and then settles for a lesser move.",
              "normal": "Normal bot: takes the best move it sees one step ahead.",
              "hard": "Hard bot: searches ahead before each move; a tough opponent."}
DEFAULT_BOT = "normal"
MAX_SEATS = 4
ROW_STEP = 22
VARIANTS = (("i_choose_you", "I Choose You"), ("machinations", "Machinations"), ("hard_mode", "Hard Mode"),
            ("no_opening_discard", "No opening discard"), ("items", "Items"))
VARIANT_NOTES = {"i_choose_you": "I Choose You: each player is dealt two Bosses and keeps one.",
                 "machinations": "Machinations: a player who gains no Soul in a turn draws a card.",
                 "hard_mode": "Hard Mode: the ordinary Heroes with 4 Health leave the Hero deck.",
                 "no_opening_discard": "No opening discard: keep the whole opening hand.",
                 "items": "Items: Heroes carry Items; kill them to use the Items' Boss abilities."}


def kind_word(kind: str) -> str:
    """A seat kind as the screens name it: "Human", "Hard bot" (also bots not offered here: "Greedy bot")."""
    return KIND_WORDS.get(kind, f"{kind.capitalize()} bot")


class NewGameScene(Scene):
    """Choose the seats, then ``on_start(seats)`` with their kinds, e.g. ("human", "hard", "normal")."""

    def __init__(self, on_start: Callable[..., object], in_progress: bool = False) -> None:
        """``on_start(seats, seed=None | int, variants=frozenset(...), names=(...))``; ``in_progress``: a game is
        in progress, which starting this one keeps under Load (the screen says so)."""
        self.on_start = on_start
        self.in_progress = in_progress
        self.players = Choice(pygame.Rect(ROW.x, ROW.y - 26, ROW.w, ROW.h), "Players",
                              [(n, str(n)) for n in range(2, MAX_SEATS + 1)], 2, on_change=self._seat_count,
                              value_x=110)
        options = [(kind, KIND_WORDS[kind]) for kind in KINDS]
        self.rows = [Choice(ROW.move(0, i * ROW_STEP), f"P{i + 1}", options, HUMAN if i == 0 else DEFAULT_BOT,
                            value_x=50, idle="empty seat", on_change=lambda _v: self._names_enabled())
                     for i in range(MAX_SEATS)]
        self.names = [TextField(pygame.Rect(ROW.right + 8, ROW.y + i * ROW_STEP, 170, ROW.h), "Name",
                                limit=NAME_LENGTH, hint="(optional)", value_x=40) for i in range(MAX_SEATS)]
        seed_y = ROW.y + MAX_SEATS * ROW_STEP + 6
        self.seed = TextField(pygame.Rect(ROW.x, seed_y, ROW.w, ROW.h), "Seed", limit=9, allowed="0123456789",
                              hint="random", value_x=110)
        width = (self.names[0].rect.right - ROW.x - 8) // 2
        self.variants = [Choice(pygame.Rect(ROW.x + (i % 2) * (width + 8), seed_y + 24 + (i // 2) * ROW_STEP, width,
                                            ROW.h), word, [(False, "Off"), (True, "On")], False, value_x=width - 64)
                         for i, (_key, word) in enumerate(VARIANTS)]
        below = seed_y + 24 + (len(VARIANTS) + 1) // 2 * ROW_STEP + 10
        self.back = Button(pygame.Rect(ROW.x, below, 110, 20), "Back", self._back)
        self.start = Button(pygame.Rect(self.names[0].rect.right - 110, below, 110, 20), "Start", self._start)
        seat_widgets = [w for row, name in zip(self.rows, self.names, strict=True) for w in (row, name)]
        self.focus = FocusList([self.players, *seat_widgets, self.seed, *self.variants, self.back, self.start])
        self.focus.focus(self.start)
        self._seat_count(self.players.value)

    @property
    def seats(self) -> tuple[str, ...]:
        """The kinds of the seats in the game, P1 first."""
        return tuple(row.value for row in self.rows[:self.players.value])

    def _seat_count(self, count: int) -> None:
        for i, row in enumerate(self.rows):
            row.enabled = i < count
        self._names_enabled()

    def _names_enabled(self) -> None:
        for row, name in zip(self.rows, self.names, strict=True):
            name.enabled = row.enabled and row.value == HUMAN

    @property
    def options(self) -> dict:
        """The seed (None: random), the variants and the people's names chosen."""
        return {"seed": int(self.seed.text) if self.seed.text else None,
                "variants": frozenset(key for (key, _w), c in zip(VARIANTS, self.variants, strict=True) if c.value),
                "names": tuple(name.text if name.enabled else "" for name in self.names[:self.players.value])}

    def _start(self) -> None:
        self.on_start(self.seats, **self.options)

    def _back(self) -> None:
        self.stack.pop()

    def handle_event(self, event) -> bool:
        if "back" in self.actions(event):
            self._back()
            return True
        return self.focus.handle_event(event, self.keymap)

    def note(self) -> str:
        """The line under the panel: what the highlighted widget is for."""
        focused = self.focus.focused
        if focused in self.rows and focused.enabled:
            return KIND_NOTES[focused.value]
        if focused in self.variants:
            return VARIANT_NOTES[VARIANTS[self.variants.index(focused)][0]]
        if focused is self.seed:
            return "The same seed and seats deal the same game again. Blank: a new one."
        if focused in self.names:
            return "A name for the hand-off screen and the log of a hot-seat game."
        if self.in_progress:
            return "The game in progress is kept under Load when this one starts."
        return "Who sits at the table? Each seat is a person or a bot."

    def draw(self, surface) -> None:
        backdrop(surface)
        draw_big(surface, "New game", (CENTRE_X, 32), 3)
        area = self.players.rect.union(self.start.rect).inflate(28, 20)
        area.h += 16
        panel(surface, area)
        self.focus.draw(surface)
        draw_text(surface, self.note(), (area.centerx, self.back.rect.bottom + 10), STONE, "center")
        k = self.keymap.first
        footer(surface, f"{self.keymap.arrows()} or {k('next')} move  -  {k('left')} / {k('right')} change a seat  -  "
                        f"{k('choose')} chooses  -  {k('back')} goes back")
