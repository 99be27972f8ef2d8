"""The "Dungeon 5x7" font sheet (``assets/fonts/dungeon5x7.png`` + ``.json``), drawn from the glyph pixel
maps in ``assets/src/font.txt``. The game loads it with :class:`scenes.art.font.PixelFont`.
"""

from __future__ import annotations

import json
from pathlib import Path

from .pixelmaps import PixelMap

CELL_HEIGHT = 9  # 7 rows of capitals + 2 rows of descenders
LINE_HEIGHT = 10
SPACING = 1
NAMES = {"space": " "}


def glyph_maps(maps: dict[str, PixelMap]) -> dict[str, PixelMap]:
    glyphs = {}
    for name, pm in maps.items():
        ch = NAMES.get(name, name)
        if len(ch) != 1:
            raise ValueError(f"font map {name!r} is not one character")
        rows = list(pm)[:CELL_HEIGHT]
        rows += ["." * len(rows[0])] * (CELL_HEIGHT - len(rows))
        glyphs[ch] = tuple(rows)
    return glyphs


def build_sheet(maps: dict[str, PixelMap], png: Path, meta: Path) -> None:
    """Render the glyphs (white on transparent) into one sheet plus a JSON of their positions."""
    import pygame

    glyphs = glyph_maps(maps)
    order = sorted(glyphs)
    per_row = 16
    cell_w = max(len(g[0]) for g in glyphs.values()) + 1
    rows = (len(order) + per_row - 1) // per_row
    sheet = pygame.Surface((per_row * cell_w, rows * CELL_HEIGHT), pygame.SRCALPHA, 32)
    sheet.fill((0, 0, 0, 0))
    index = {}
    for i, ch in enumerate(order):
        gx, gy = (i % per_row) * cell_w, (i // per_row) * CELL_HEIGHT
        pm = glyphs[ch]
        for y, row in enumerate(pm):
            for x, c in enumerate(row):
                if c != ".":
                    sheet.set_at((gx + x, gy + y), (255, 255, 255, 255))
        index[ch] = [gx, gy, len(pm[0])]
    pygame.image.save(sheet, str(png))
    meta.write_text(json.dumps({"name": "Dungeon 5x7", "cell_height": CELL_HEIGHT, "line_height": LINE_HEIGHT,
                                "spacing": SPACING, "glyphs": index}, indent=1, sort_keys=True) + "\n",
                    encoding="utf-8")
