"""Card frames, backs and icons, generated from code and the icon pixel maps (assets/src/icons.txt).

Card geometry (1x, pixels) and the image names come from :mod:`scenes.art.card_geometry`, shared with the
run-time composition of faces (:mod:`scenes.art.faces`).
"""

from __future__ import annotations

from scenes.art.card_geometry import (  # noqa: F401  (re-exported for the build and the contact sheet)
    CARD_H,
    CARD_W,
    FRAMES,
    ICONS,
    ILLU_POS,
    MINI_ICONS,
    NAME_RECT,
    SMALL_H,
    SMALL_ILLU,
    SMALL_W,
    STAT_RECT,
    TYPE_RECT,
)

from .pixelmaps import Canvas, PixelMap

# kind -> (outer band, inner panel)
FRAME_COLOURS = {
    "monster": ("o", "n"), "trap": ("s", "g"), "spell": ("l", "b"), "boss": ("r", "m"),
    "hero": ("f", "e"), "epic": ("y", "o"),
}


def _round_corners(c: Canvas) -> None:
    w, h = c.width, c.height
    for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        c.cells[y][x] = "."
    for x, y in ((1, 1), (w - 2, 1), (1, h - 2), (w - 2, h - 2)):
        c.cells[y][x] = "k"


def frame(name: str) -> Canvas:
    kind = name.removesuffix("_adv")
    outer, inner = FRAME_COLOURS[kind]
    c = Canvas(CARD_W, CARD_H, outer)
    c.frame(0, 0, CARD_W, CARD_H, "k")
    if name.endswith("_adv"):
        c.frame(1, 1, CARD_W - 2, CARD_H - 2, "y")
        c.frame(2, 2, CARD_W - 4, CARD_H - 4, "o")
    c.rect(3, 3, CARD_W - 6, CARD_H - 6, inner)
    x, y, w, h = NAME_RECT
    c.rect(x, y, w, h, "k")
    c.frame(x, y, w, h, "d")
    ix, iy = ILLU_POS
    c.frame(ix - 1, iy - 1, 50, 34, "k")
    for rect in (TYPE_RECT, STAT_RECT):
        x, y, w, h = rect
        c.rect(x, y, w, h, "k")
        c.frame(x, y, w, h, "d")
    # a bevel: light top-left edge of the inner panel
    for xx in range(3, CARD_W - 3):
        c.put(xx, CARD_H - 3, "k")
    _round_corners(c)
    return c


def small_frame(name: str) -> Canvas:
    kind = name.removesuffix("_adv")
    outer, inner = FRAME_COLOURS[kind]
    c = Canvas(SMALL_W, SMALL_H, inner)
    c.frame(0, 0, SMALL_W, SMALL_H, "k")
    c.frame(1, 1, SMALL_W - 2, SMALL_H - 2, "y" if name.endswith("_adv") else outer)
    x, y, w, h = SMALL_ILLU
    c.frame(x - 1, y - 1, w + 2, h + 2, "k")
    c.rect(2, 26, 28, 16, "k")
    _round_corners(c)
    return c


def icon(maps: dict[str, PixelMap], name: str) -> Canvas:
    pm = maps[f"i_{name}"]
    c = Canvas(len(pm[0]) + 2, len(pm) + 2)
    c.blit(pm, 1, 1)
    return c


def mini_icon(maps: dict[str, PixelMap], name: str) -> Canvas:
    pm = maps[f"m_{name}"]
    c = Canvas(len(pm[0]) + 2, len(pm) + 2)
    c.blit(pm, 1, 1)
    return c


BACKS = {
    # deck: (tile, swap, emblem, emblem swap, label)
    "room": ("t_brick", "", "emblem_door", "", "ROOM"),
    "spell": ("t_void", "db kd", "rune", "", "SPELL"),
    "hero": ("t_grass", "fl ec nb", "w_shield", "rb", "HERO"),
    "epic": ("t_gold", "", "hat_crown", "", "EPIC"),
}


def back(maps: dict[str, PixelMap], deck: str, font_draw=None) -> Canvas:
    from .pixelmaps import parse_swap, transform

    tile, swap, emblem, eswap, _label = BACKS[deck]
    c = Canvas(CARD_W, CARD_H, "k")
    c.tile(transform(maps[tile], swap=parse_swap(swap)), 3, 3, CARD_W - 6, CARD_H - 6)
    c.frame(0, 0, CARD_W, CARD_H, "k")
    border = {"room": "o", "spell": "l", "hero": "f", "epic": "y"}[deck]
    c.frame(1, 1, CARD_W - 2, CARD_H - 2, border)
    c.frame(2, 2, CARD_W - 4, CARD_H - 4, "k")
    pm = transform(maps[emblem], swap=parse_swap(eswap))
    w, h = len(pm[0]), len(pm)
    scale = 2 if w <= 14 else 1
    big = tuple("".join(ch * scale for ch in row) for row in pm for _ in range(scale))
    w, h = w * scale, h * scale
    # a dark plate behind the emblem
    c.rect((CARD_W - w) // 2 - 4, (CARD_H - h) // 2 - 8, w + 8, h + 8, "k")
    c.frame((CARD_W - w) // 2 - 4, (CARD_H - h) // 2 - 8, w + 8, h + 8, border)
    c.blit(big, (CARD_W - w) // 2, (CARD_H - h) // 2 - 4)
    c.rect(10, CARD_H - 20, CARD_W - 20, 12, "k")
    c.frame(10, CARD_H - 20, CARD_W - 20, 12, border)
    _round_corners(c)
    return c
