"""The new-game screen: two to four seats, each a person or a bot of some strength, then Start."""

from __future__ import annotations

import pygame

from scenes.art.kit import art
from scenes.art.palette import RGB
from scenes.menu import Item, Menu, backdrop, draw_title
from scenes.stack import Scene

KINDS = ("human", "easy", "normal", "hard")
KIND_WORDS = {"human": "Human", "easy": "Bot - Easy", "normal": "Bot - Normal", "hard": "Bot - Hard"}


class NewGameScene(Scene):
    """``on_start(seats)`` gets the seat kinds, e.g. ("human", "hard", "normal")."""

    def __init__(self, on_start, seats=("human", "normal")) -> None:
        self.on_start = on_start
        self.seats = list(seats)
        self.menu = self._menu()

    def _menu(self) -> Menu:
        rows = [Item(lambda i=i: f"P{i + 1}  {KIND_WORDS[self.seats[i]]}", lambda i=i: self._step(i, 1),
                     on_left=lambda i=i: self._step(i, -1), on_right=lambda i=i: self._step(i, 1))
                for i in range(len(self.seats))]
        rows += [Item("Add a seat", self._add, enabled=lambda: len(self.seats) < 4),
                 Item("Remove a seat", self._remove, enabled=lambda: len(self.seats) > 2),
                 Item("Start", lambda: self.on_start(tuple(self.seats))),
                 Item("Back", self._back)]
        menu = Menu(rows, top=90, width=200, gap=5)
        menu.index = getattr(self, "menu", menu).index if hasattr(self, "menu") else 0
        return menu

    def _step(self, seat: int, step: int) -> None:
        self.seats[seat] = KINDS[(KINDS.index(self.seats[seat]) + step) % len(KINDS)]

    def _add(self) -> None:
        self.seats.append("normal")
        self.menu = self._menu()

    def _remove(self) -> None:
        self.seats.pop()
        self.menu = self._menu()
        self.menu.index = min(self.menu.index, len(self.menu.items) - 1)

    def _back(self) -> None:
        self.stack.pop()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        return self.menu.handle_event(event)

    def draw(self, surface) -> None:
        _faces, _sprites, font = art()
        backdrop(surface)
        draw_title(surface, font, "New game", (320, 40), 3)
        hint = "Left / Right or a click on the arrows changes a seat; Enter on Start begins"
        font.draw(surface, hint, (320 - font.width(hint) // 2, 66), RGB["s"])
        self.menu.draw(surface, font)
