"""What happened since a person last had the screen (hot-seat): the log lines since then, newest last."""

from __future__ import annotations

import pygame

from scenes.art.kit import art
from scenes.art.palette import BONE, GOLD, STONE
from scenes.overlays.overlay import Overlay
from scenes.ui.geometry import SUMMARY_AT
from scenes.ui.panels import see_through
from scenes.ui.text import draw_text

WIDTH = 360  # of the words
KEPT = 20  # lines, the newest


class Summary(Overlay):
    """``lines`` told to ``name``; a key or a click closes it."""

    def __init__(self, name: str, lines: list[str]) -> None:
        self.name, self.lines = name, lines

    def paint(self, surface) -> None:
        _faces, _sprites, font = art()
        lines = [wrapped for line in self.lines for wrapped in font.wrap(line, WIDTH)][-KEPT:]
        area = pygame.Rect(SUMMARY_AT, (WIDTH + 20, 34 + font.line_height * len(lines)))
        see_through(surface, area, 245)
        draw_text(surface, f"Since your last turn, {self.name}:", (area.x + 8, area.y + 6), GOLD)
        for i, line in enumerate(lines):
            draw_text(surface, line, (area.x + 8, area.y + 20 + i * font.line_height), BONE)
        draw_text(surface, "A key or a click closes this", (area.centerx, area.bottom - 11), STONE, "center")
