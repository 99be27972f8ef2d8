"""The first-game guide's note, at the top (the notes speak of the town and the person's own dungeon). The
table waits while it shows. Any key or click goes on; back (Esc) goes on without any more notes."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.art.kit import art
from scenes.art.palette import BONE, GOLD, STONE
from scenes.overlays.overlay import Overlay
from scenes.ui.geometry import GUIDE_AT
from scenes.ui.panels import see_through
from scenes.ui.text import draw_text

WIDTH = 300  # of the words


class GuideNote(Overlay):
    """The guide's ``text``; a key or a click goes on; back also calls ``on_stop()`` (no more notes)."""

    def __init__(self, text: str, on_stop: Callable[[], object] | None = None) -> None:
        self.text = text
        self.on_stop = on_stop

    def handle_event(self, event) -> bool:
        pressed = event.type in (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN)
        if pressed and not self.closed and self.on_stop is not None and "back" in self.actions(event):
            self.on_stop()
        return super().handle_event(event)

    def paint(self, surface) -> None:
        _faces, _sprites, font = art()
        lines = font.wrap(self.text, WIDTH)
        area = pygame.Rect(GUIDE_AT, (WIDTH + 16, 34 + font.line_height * len(lines)))
        see_through(surface, area, 245)
        pygame.draw.rect(surface, GOLD, area, 1)
        draw_text(surface, "Guide", (area.x + 8, area.y + 6), GOLD)
        for i, line in enumerate(lines):
            draw_text(surface, line, (area.x + 8, area.y + 19 + i * font.line_height), BONE)
        words = "A key or a click goes on"
        if self.on_stop is not None:
            words += f"  -  {self.keymap.first('back')}: no more notes"
        draw_text(surface, words, (area.centerx, area.bottom - 11), STONE, "center")
