"""The menu over a table (Esc): Resume, Title, Quit. The table below stops while it is open."""

from __future__ import annotations

import pygame

from scenes.art.palette import BONE, GOLD, INK, RGB, SHADOW
from scenes.stack import Scene

ITEMS = ("Resume", "Title", "Quit")


class PauseMenu(Scene):
    opaque = False

    def __init__(self, table) -> None:
        self.table = table
        self.index = 0

    def _rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(260, 140 + i * 26, 120, 20) for i in range(len(ITEMS))]

    def _activate(self, item: str) -> None:
        if item == "Resume":
            self.stack.pop()
        elif item == "Title" and self.table.on_title is not None:
            self.table.on_title(self.table)
        else:
            self.stack.clear()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.stack.pop()
            elif event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT):
                back = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
                self.index = (self.index + (-1 if back else 1)) % len(ITEMS)
            elif event.key in (pygame.K_UP, pygame.K_LEFT):
                self.index = (self.index - 1) % len(ITEMS)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._activate(ITEMS[self.index])
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            for i, rect in enumerate(self._rects()):
                if rect.collidepoint(event.pos):
                    self.index = i
                    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                        self._activate(ITEMS[i])
        return True

    def draw(self, surface) -> None:
        font = self.table.font
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*INK, 170))
        surface.blit(shade, (0, 0))
        panel = pygame.Rect(240, 110, 160, 130)
        pygame.draw.rect(surface, INK, panel)
        pygame.draw.rect(surface, SHADOW, panel, 1)
        font.draw(surface, "Paused", (panel.centerx - font.width("Paused") // 2, panel.y + 10), GOLD)
        for i, (item, rect) in enumerate(zip(ITEMS, self._rects(), strict=True)):
            hot = i == self.index
            pygame.draw.rect(surface, RGB["g"] if hot else SHADOW, rect)
            pygame.draw.rect(surface, GOLD if hot else BONE, rect, 1)
            font.draw(surface, item, (rect.centerx - font.width(item) // 2, rect.y + 6), GOLD if hot else BONE)
