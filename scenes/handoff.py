"""Hot-seat: the screen between two people at one computer. It covers the whole table and shows nobody's
cards: "Pass to <name> - <Boss>", then any key or a click when that person is ready."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.art.palette import BONE, GOLD
from scenes.stack import Scene
from scenes.widgets import STONE, backdrop, draw_big, draw_text, panel


class HandoffScene(Scene):
    opaque = True

    def __init__(self, name: str, boss: str, on_ready: Callable[[], None]) -> None:
        self.name, self.boss, self.on_ready = name, boss, on_ready
        self.t = 0.0
        self.done = False

    def handle_event(self, event) -> bool:
        ready = (event.type == pygame.KEYDOWN and event.key not in (pygame.K_F11,)) or \
            (event.type == pygame.MOUSEBUTTONUP and event.button == 1)
        if ready and not self.done and self.t > 0.3:  # a key still held from the last move does not count
            self.done = True
            self.stack.pop()
            self.on_ready()
        return True

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface) -> None:
        backdrop(surface)
        panel(surface, pygame.Rect(120, 110, 400, 140))
        draw_text(surface, "Pass the computer to", (320, 128), STONE, "centre")
        draw_big(surface, self.name, (320, 160), 3)
        draw_text(surface, f"playing {self.boss}", (320, 186), BONE, "centre")
        blink = GOLD if int(self.t * 2) % 2 == 0 else BONE
        draw_text(surface, "Press a key or click when you are ready", (320, 222), blink, "centre")
