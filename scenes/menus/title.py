"""The title screen: the game's name in big letters, two Bosses between torches, Heroes walking the
floor, and the menu. Esc quits.

The menu is :meth:`TitleScene.items`, one (label, action) pair a line: a new entry is one more pair.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.art.kit import art
from scenes.art.palette import BLOOD, EARTH, EMBER, GOLD, INK, SHADOW, SLATE, STONE
from scenes.stack import Scene
from scenes.ui.geometry import CANVAS, CENTRE_X, TITLE_NAME, title_menu
from scenes.ui.text import draw_text
from scenes.ui.widgets import FocusList, backdrop, buttons, draw_big

NAME = "BOSS MONSTER"
CONTINUE = "Continue"
BOSSES = ("draculord", "cleopatra")
WALKERS = ("fighter", "mage", "thief", "cleric", "fool")
FLOOR = 304
WALK_SPEED = 26  # canvas pixels a second
STEP_RATE = 8  # walk frames a second


def torch(surface: pygame.Surface, x: int, y: int, t: float) -> None:
    """A wall torch, drawn with 2x2 pixels, its flame's foot at (``x``, ``y``), flickering with time ``t``."""
    small = pygame.Surface((8, 20), pygame.SRCALPHA)
    lick = int(t * 6) % 3 - 1
    pygame.draw.rect(small, EARTH, (3, 8, 2, 8))
    pygame.draw.rect(small, STONE, (1, 10, 6, 1))
    pygame.draw.rect(small, BLOOD, (1, 4, 6, 4))
    pygame.draw.rect(small, EMBER, (2 + lick, 1, 4, 6))
    pygame.draw.rect(small, GOLD, (3, 4, 2, 3))
    pygame.draw.rect(small, EMBER, (4 - lick, 0, 1, 1))
    big = pygame.transform.scale_by(small, 2)
    surface.blit(big, big.get_rect(midtop=(x, y - 16)))


class TitleScene(Scene):
    """The first screen: New game, the ``more`` entries given (Continue, Load ...), Quit (``on_quit()``, by
    default clearing the stack so the app exits). ``message`` shows under the menu: in red (a damaged save, say),
    or in gold where it is ``news``, not a fault (a game conceded and kept). The
    highlight starts on Continue when there is one (Enter takes up the game in progress), else on New game."""

    def __init__(self, on_new_game: Callable[[], object], on_quit: Callable[[], object] | None = None,
                 more: list[tuple[str, Callable[[], object]]] = (), message: str | None = None,
                 news: bool = False) -> None:
        self.on_new_game = on_new_game
        self.on_quit = on_quit
        self.more = list(more)
        self.message = message
        self.news = news
        items = self.items()
        labels = [label for label, _action in items]
        self.focus = FocusList(buttons(items, *title_menu(len(items))),
                               labels.index(CONTINUE) if CONTINUE in labels else 0)
        self.t = 0.0

    def items(self) -> list[tuple[str, Callable[[], object]]]:
        """The menu, top to bottom."""
        return [("New game", self.on_new_game), *self.more, ("Quit", self.quit)]

    def quit(self) -> None:
        if self.on_quit is not None:
            self.on_quit()
        else:
            self.stack.clear()

    def handle_event(self, event) -> bool:
        if "back" in self.actions(event):
            self.quit()
            return True
        return self.focus.handle_event(event, self.keymap)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface) -> None:
        faces, sprites, _font = art()
        backdrop(surface)
        draw_big(surface, NAME, TITLE_NAME, 5)
        draw_text(surface, "unofficial fan edition", (CENTRE_X, 92), STONE, "center")
        for x, boss in zip((84, 556), BOSSES, strict=True):
            face = faces.face(boss)
            rect = face.get_rect(midbottom=(x, 246))
            pygame.draw.rect(surface, INK, rect.move(3, 3))
            surface.blit(face, rect)
            torch(surface, x + (64 if x < CENTRE_X else -64), 150, self.t + x)
        self._floor(surface)
        for i, cls in enumerate(WALKERS):
            frames = sprites.walk(cls)
            x = int((self.t * WALK_SPEED + i * 136) % 700) - 30
            frame = frames[int(self.t * STEP_RATE + i) % len(frames)]
            surface.blit(frame, frame.get_rect(midbottom=(x, FLOOR)))
        self.focus.draw(surface)
        if self.message:
            for i, line in enumerate(art()[2].wrap(self.message, 560)[:2]):
                draw_text(surface, line, (CENTRE_X, 308 + 9 * i), GOLD if self.news else BLOOD, "center")
        k = self.keymap.first
        draw_text(surface, f"{self.keymap.arrows()} move  -  {k('choose')} chooses  -  {k('back')} quits",
                  (CENTRE_X, 326), STONE, "center")
        draw_text(surface, "A fan game, not affiliated with the publisher of Boss Monster", (CENTRE_X, 344), SLATE,
                  "center")

    @staticmethod
    def _floor(surface) -> None:
        pygame.draw.rect(surface, INK, (0, FLOOR, CANVAS.w, CANVAS.h - FLOOR))
        pygame.draw.line(surface, STONE, (0, FLOOR), (CANVAS.right - 1, FLOOR))
        for x in range(0, CANVAS.w, 32):
            pygame.draw.rect(surface, SHADOW, (x, FLOOR + 1, 31, 9), 1)
