"""The title screen: the game's name, heroes walking by, and the menu (New game, Quit)."""

from __future__ import annotations

import pygame

from scenes.art.kit import art
from scenes.art.palette import GOLD, RGB
from scenes.menu import Item, Menu, backdrop, draw_title
from scenes.stack import Scene

WALKERS = ("fighter", "mage", "thief", "cleric", "fool")


class TitleScene(Scene):
    def __init__(self, on_new_game, on_quit=None) -> None:
        self.on_quit = on_quit
        self.menu = Menu([Item("New game", on_new_game), Item("Quit", self.quit)], top=200)
        self.t = 0.0

    def quit(self) -> None:
        if self.on_quit is not None:
            self.on_quit()
        else:
            self.stack.clear()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.quit()
            return True
        return self.menu.handle_event(event)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface) -> None:
        faces, sprites, font = art()
        backdrop(surface)
        draw_title(surface, font, "BOSS MONSTER", (320, 70), 5)
        draw_title(surface, font, "fan edition", (320, 112), 2, RGB["s"])
        floor = 300
        pygame.draw.line(surface, RGB["n"], (0, floor + 2), (640, floor + 2), 2)
        for i, cls in enumerate(WALKERS):
            frames = sprites.walk(cls)
            x = int((self.t * 28 + i * 140) % 760) - 60
            frame = frames[int(self.t * 8 + i) % len(frames)]
            surface.blit(frame, frame.get_rect(midbottom=(x, floor + 2)))
        boss = faces.face("king_croak")
        surface.blit(boss, boss.get_rect(midbottom=(584, floor)))
        self.menu.draw(surface, font)
        note = "An unofficial fan game, not affiliated with the publisher"
        font.draw(surface, note, (320 - font.width(note) // 2, 344), RGB["s"])
        font.draw(surface, "Tab / arrows, Enter", (8, 8), GOLD)
