"""Our own "Dungeon 5x7" pixel font: the run-time loader (the sheet is drawn by ``tools.art.font``).

    font = PixelFont.load()                    # assets/fonts/dungeon5x7.png + .json
    surf = font.render("Dark Altar", (242, 238, 226), shadow=(16, 14, 26))
    font.draw(screen, "Pass", (10, 10), colour)
    lines = font.wrap(card.text, 120)

Text is drawn at 1x; scale the finished surface by whole numbers if needed.
"""

from __future__ import annotations

import json
from pathlib import Path

from scenes.assets import asset

from .palette import BONE

FALLBACK = "?"
TEXT_CACHE = 4096  # rendered words kept (and their widths); the cache starts afresh when full


class PixelFont:
    def __init__(self, sheet, meta: dict) -> None:
        self.sheet = sheet
        self.height = meta["cell_height"]
        self.line_height = meta["line_height"]
        self.spacing = meta["spacing"]
        self.glyphs = {ch: tuple(v) for ch, v in meta["glyphs"].items()}
        self._tinted: dict[tuple[int, int, int], object] = {}
        self._images: dict[tuple, object] = {}
        self._widths: dict[tuple, int] = {}

    @classmethod
    def load(cls, folder: Path | None = None) -> PixelFont:
        import pygame

        folder = folder or asset("fonts")
        sheet = pygame.image.load(str(folder / "dungeon5x7.png"))
        if pygame.display.get_surface() is not None:
            sheet = sheet.convert_alpha()
        meta = json.loads((folder / "dungeon5x7.json").read_text(encoding="utf-8"))
        return cls(sheet, meta)

    def _glyph(self, ch: str) -> tuple[int, int, int]:
        return self.glyphs.get(ch) or self.glyphs.get(ch.upper()) or self.glyphs[FALLBACK]

    def width(self, text: str, spacing: int | None = None) -> int:
        """Width in pixels; ``spacing`` overrides the 1-px gap between letters (0 = condensed)."""
        if not text:
            return 0
        key = (text, spacing)
        known = self._widths.get(key)
        if known is not None:
            return known
        if len(self._widths) >= TEXT_CACHE:
            self._widths.clear()
        sp = self.spacing if spacing is None else spacing
        width = sum(self._glyph(ch)[2] + (sp if ch != " " else self.spacing) for ch in text) - sp
        self._widths[key] = width
        return width

    def size(self, text: str) -> tuple[int, int]:
        return self.width(text), self.height

    def _sheet_in(self, colour):
        import pygame

        colour = tuple(colour)[:3]
        if colour not in self._tinted:
            tinted = self.sheet.copy()
            tinted.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
            self._tinted[colour] = tinted
        return self._tinted[colour]

    def draw(self, surface, text: str, pos: tuple[int, int], colour=BONE, shadow=None,
             spacing: int | None = None) -> int:
        """Draw ``text`` with its top-left at ``pos``; returns the width drawn. ``shadow`` adds a
        1-px drop shadow (down-right) in that colour."""
        x, y = pos
        sp = self.spacing if spacing is None else spacing
        if shadow is not None:
            self.draw(surface, text, (x + 1, y + 1), shadow, spacing=spacing)
        sheet = self._sheet_in(colour)
        for ch in text:
            gx, gy, w = self._glyph(ch)
            surface.blit(sheet, (x, y), (gx, gy, w, self.height))
            x += w + (sp if ch != " " else self.spacing)
        return self.width(text, spacing)

    def text_image(self, text: str, colour=BONE, shadow=None):
        """``render``'s image, kept for the next frame: screens redraw the same words every frame. Treat
        it as read-only."""
        key = (text, tuple(colour), tuple(shadow) if shadow is not None else None)
        image = self._images.get(key)
        if image is None:
            if len(self._images) >= TEXT_CACHE:
                self._images.clear()
            image = self._images[key] = self.render(text, colour, shadow)
        return image

    def render(self, text: str, colour=BONE, shadow=None):
        import pygame

        w = max(1, self.width(text) + (1 if shadow else 0))
        surf = pygame.Surface((w, self.height + (1 if shadow else 0)), pygame.SRCALPHA, 32)
        surf.fill((0, 0, 0, 0))
        self.draw(surf, text, (0, 0), colour, shadow)
        return surf

    def wrap(self, text: str, width: int, spacing: int | None = None) -> list[str]:
        """Greedy word wrap to ``width`` pixels; words longer than a line are cut."""
        lines: list[str] = []
        for para in text.split("\n"):
            line = ""
            for word in para.split():
                trial = f"{line} {word}" if line else word
                if self.width(trial, spacing) <= width:
                    line = trial
                    continue
                if line:
                    lines.append(line)
                while self.width(word, spacing) > width:
                    cut = len(word)
                    while cut > 1 and self.width(word[:cut], spacing) > width:
                        cut -= 1
                    lines.append(word[:cut])
                    word = word[cut:]
                line = word
            lines.append(line)
        return lines
