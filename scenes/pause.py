"""The menu over a table (Esc): Resume, Title, Quit. The table below stops while it is open."""

from __future__ import annotations

import pygame

from scenes.stack import Scene
from scenes.widgets import FocusList, buttons, dim, draw_big, panel


class PauseMenu(Scene):
    opaque = False

    def __init__(self, table) -> None:
        self.table = table
        self.focus = FocusList(buttons([("Resume", self.resume), ("Title", self.title), ("Quit", self.quit)],
                                       pygame.Rect(260, 150, 120, 18), (0, 26)))

    def resume(self) -> None:
        self.stack.pop()

    def title(self) -> None:
        if self.table.on_title is not None:
            self.table.on_title(self.table)
        else:
            self.stack.clear()

    def quit(self) -> None:
        self.stack.clear()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume()
        else:
            self.focus.handle_event(event)
        return True

    def draw(self, surface) -> None:
        dim(surface)
        panel(surface, pygame.Rect(230, 100, 180, 150))
        draw_big(surface, "Paused", (320, 124), 2)
        self.focus.draw(surface)
