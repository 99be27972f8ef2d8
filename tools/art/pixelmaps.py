"""Text pixel maps: one character per palette colour, composed on a character canvas.

File format (``assets/src/*.txt``)::

    # a comment
    @name
    ..kk..
    .kyyk.

A map starts at ``@name`` and runs until the next blank line. Short rows are padded with ``.``
(transparent). Maps are drawn *without* their outline: :meth:`Canvas.blit` adds the 1-px ink outline
around every part, which keeps one outline style across all the art.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from scenes.art.palette import RGB, TRANSPARENT

PixelMap = tuple[str, ...]


def parse(text: str, source: str = "<text>") -> dict[str, PixelMap]:
    maps: dict[str, PixelMap] = {}
    name: str | None = None
    rows: list[str] = []

    def close() -> None:
        nonlocal name, rows
        if name is not None:
            if not rows:
                raise ValueError(f"{source}: map {name!r} is empty")
            width = max(len(r) for r in rows)
            maps[name] = tuple(r.ljust(width, TRANSPARENT) for r in rows)
        name, rows = None, []

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        if line.startswith("@"):
            close()
            name = line[1:].strip()
            if name in maps:
                raise ValueError(f"{source}:{lineno}: map {name!r} defined twice")
        elif not line:
            close()
        elif line.startswith("#") and name is None:
            continue
        elif name is not None:
            bad = set(line) - set(RGB) - {TRANSPARENT}
            if bad:
                raise ValueError(f"{source}:{lineno}: unknown colour characters {sorted(bad)} in {name!r}")
            rows.append(line)
    close()
    return maps


def load(paths: Iterable[Path]) -> dict[str, PixelMap]:
    maps: dict[str, PixelMap] = {}
    for path in sorted(paths):
        for name, rows in parse(path.read_text(encoding="utf-8"), str(path)).items():
            if name in maps:
                raise ValueError(f"{path}: map {name!r} already defined in another file")
            maps[name] = rows
    return maps


def size(pm: PixelMap) -> tuple[int, int]:
    return (len(pm[0]), len(pm))


def transform(pm: PixelMap, *, flip: bool = False, swap: Mapping[str, str] | None = None) -> PixelMap:
    rows = [r[::-1] if flip else r for r in pm]
    if swap:
        table = str.maketrans(dict(swap))
        rows = [r.translate(table) for r in rows]
    return tuple(rows)


def parse_swap(spec: str) -> dict[str, str]:
    """``"rb yo"`` -> {"r": "b", "y": "o"}: recolour pairs."""
    out = {}
    for pair in spec.split():
        if len(pair) != 2 or pair[0] not in RGB or pair[1] not in RGB:
            raise ValueError(f"bad colour swap {pair!r}")
        out[pair[0]] = pair[1]
    return out


class Canvas:
    """A grid of palette characters; the single place where art is composed."""

    def __init__(self, width: int, height: int, fill: str = TRANSPARENT) -> None:
        self.width, self.height = width, height
        self.cells = [[fill] * width for _ in range(height)]

    def get(self, x: int, y: int) -> str:
        if 0 <= x < self.width and 0 <= y < self.height:
            return self.cells[y][x]
        return TRANSPARENT

    def put(self, x: int, y: int, ch: str) -> None:
        if ch != TRANSPARENT and 0 <= x < self.width and 0 <= y < self.height:
            self.cells[y][x] = ch

    def rect(self, x: int, y: int, w: int, h: int, ch: str) -> None:
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                self.put(xx, yy, ch)

    def frame(self, x: int, y: int, w: int, h: int, ch: str) -> None:
        for xx in range(x, x + w):
            self.put(xx, y, ch)
            self.put(xx, y + h - 1, ch)
        for yy in range(y, y + h):
            self.put(x, yy, ch)
            self.put(x + w - 1, yy, ch)

    def tile(self, pm: PixelMap, x: int = 0, y: int = 0, w: int | None = None, h: int | None = None,
             offset: int = 0) -> None:
        """Repeat a pattern over a rectangle (no outline). ``offset`` shifts alternate pattern rows."""
        w = self.width - x if w is None else w
        h = self.height - y if h is None else h
        pw, ph = size(pm)
        for yy in range(h):
            row = pm[yy % ph]
            shift = offset * ((yy // ph) % 2)
            for xx in range(w):
                self.put(x + xx, y + yy, row[(xx + shift) % pw])

    def blit(self, pm: PixelMap, x: int, y: int, *, flip: bool = False, swap: Mapping[str, str] | None = None,
             outline: str | None = "k") -> None:
        pm = transform(pm, flip=flip, swap=swap)
        w, h = size(pm)
        if outline:
            for yy in range(-1, h + 1):
                for xx in range(-1, w + 1):
                    if _opaque(pm, xx, yy):
                        continue
                    if any(_opaque(pm, xx + dx, yy + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                        self.put(x + xx, y + yy, outline)
        for yy, row in enumerate(pm):
            for xx, ch in enumerate(row):
                self.put(x + xx, y + yy, ch)

    def rows(self) -> PixelMap:
        return tuple("".join(r) for r in self.cells)

    def to_surface(self):
        return to_surface(self.rows())


def _opaque(pm: PixelMap, x: int, y: int) -> bool:
    return 0 <= y < len(pm) and 0 <= x < len(pm[0]) and pm[y][x] != TRANSPARENT


def to_surface(pm: PixelMap, scale: int = 1):
    import pygame

    w, h = size(pm)
    surf = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    surf.fill((0, 0, 0, 0))
    for y, row in enumerate(pm):
        for x, ch in enumerate(row):
            if ch != TRANSPARENT:
                surf.set_at((x, y), (*RGB[ch], 255))
    if scale != 1:
        surf = pygame.transform.scale(surf, (w * scale, h * scale))
    return surf
