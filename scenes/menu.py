"""A column of buttons driven by keys and mouse, shared by the title, new game, pause and game-over screens.

    menu = Menu([Item("New game", start), Item("Quit", quit_)], top=150)
    menu.handle_event(event)    # Tab / Shift+Tab / arrows move, Enter or Space presses, hover and click
    menu.draw(surface, font)

An item may also take Left / Right (``on_left`` / ``on_right``): the seat rows of the new-game screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.art.palette import BONE, GOLD, INK, RGB, SHADOW

GREY = RGB["s"]


@dataclass
class Item:
    label: str | Callable[[], str]
    on_press: Callable[[], None]
    on_left: Callable[[], None] | None = None
    on_right: Callable[[], None] | None = None
    enabled: Callable[[], bool] = lambda: True

    def text(self) -> str:
        return self.label() if callable(self.label) else self.label


class Menu:
    def __init__(self, items: list[Item], top: int, width: int = 160, height: int = 20, gap: int = 6,
                 centre_x: int = 320) -> None:
        self.items = items
        self.top, self.width, self.height, self.gap, self.centre_x = top, width, height, gap, centre_x
        self.index = 0

    def rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(self.centre_x - self.width // 2, self.top + i * (self.height + self.gap), self.width,
                            self.height) for i in range(len(self.items))]

    def _move(self, step: int) -> None:
        for _ in range(len(self.items)):
            self.index = (self.index + step) % len(self.items)
            if self.items[self.index].enabled():
                return

    def handle_event(self, event) -> bool:
        """Act on a key or mouse event; True if it was the menu's."""
        item = self.items[self.index]
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_TAB:
                self._move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            elif key == pygame.K_DOWN:
                self._move(1)
            elif key == pygame.K_UP:
                self._move(-1)
            elif key == pygame.K_LEFT and item.on_left:
                item.on_left()
            elif key == pygame.K_RIGHT and item.on_right:
                item.on_right()
            elif key in (pygame.K_LEFT, pygame.K_RIGHT):
                self._move(-1 if key == pygame.K_LEFT else 1)
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if item.enabled():
                    item.on_press()
            else:
                return False
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            for i, rect in enumerate(self.rects()):
                if rect.collidepoint(event.pos) and self.items[i].enabled():
                    self.index = i
                    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                        self._press_at(self.items[i], rect, event.pos)
                    return True
        return False

    @staticmethod
    def _press_at(item: Item, rect: pygame.Rect, pos) -> None:
        """A click on the left or right arrow of a row that has them steps it; elsewhere presses."""
        if item.on_left and pos[0] < rect.x + 16:
            item.on_left()
        elif item.on_right and pos[0] >= rect.right - 16:
            item.on_right()
        else:
            item.on_press()

    def draw(self, surface, font) -> None:
        for i, (item, rect) in enumerate(zip(self.items, self.rects(), strict=True)):
            enabled = item.enabled()
            hot = i == self.index and enabled
            pygame.draw.rect(surface, RGB["g"] if hot else SHADOW, rect)
            pygame.draw.rect(surface, GOLD if hot else (BONE if enabled else GREY), rect, 2 if hot else 1)
            colour = GOLD if hot else (BONE if enabled else GREY)
            text = item.text()
            font.draw(surface, text, (rect.centerx - font.width(text) // 2, rect.y + (rect.h - 9) // 2 + 1), colour,
                      shadow=INK)
            if item.on_left:
                font.draw(surface, "<", (rect.x + 5, rect.y + (rect.h - 9) // 2 + 1), colour)
                font.draw(surface, ">", (rect.right - 10, rect.y + (rect.h - 9) // 2 + 1), colour)


def draw_title(surface, font, text: str, centre: tuple[int, int], scale: int, colour=GOLD) -> None:
    """``text`` in the pixel font at ``scale``, centred, with a drop shadow."""
    shadow = pygame.transform.scale_by(font.render(text, INK), scale)
    image = pygame.transform.scale_by(font.render(text, colour), scale)
    rect = image.get_rect(center=centre)
    surface.blit(shadow, rect.move(scale, scale))
    surface.blit(image, rect)


def backdrop(surface) -> None:
    """The dark dungeon wall behind the menu screens."""
    surface.fill(INK)
    brick = RGB["d"]
    for y in range(0, surface.get_height(), 12):
        offset = 12 if (y // 12) % 2 else 0
        for x in range(-offset, surface.get_width(), 24):
            pygame.draw.rect(surface, brick, (x, y, 23, 11), 1)
