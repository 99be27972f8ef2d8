"""The tile sheet of the table layouts (``assets/maps/tiles.png``: 8x8 tiles in one row), drawn from the
tile pixel maps in ``assets/src``.

The layouts themselves are not generated: ``assets/maps/table_2p.tmx`` (3p, 4p) and the tileset
``tiles.tsx`` are the sources, edited in Tiled (a zone moved there moves on screen without code). The
tiles keep the order of ``TILES`` (tile id = index, Tiled gid = index + 1), which ``tiles.tsx`` names.
"""

from __future__ import annotations

from pathlib import Path

from .pixelmaps import Canvas, parse_swap, transform

TILE = 8

TILES = ["table", "table2", "felt", "brick", "floor", "panel", "panel_edge", "wood_edge"]


def tile_canvases(maps) -> list[Canvas]:
    def tiled(name, swap=""):
        c = Canvas(TILE, TILE)
        c.tile(transform(maps[name], swap=parse_swap(swap)))
        return c

    table2 = tiled("t_table")
    table2.put(2, 5, "o")
    table2.put(6, 1, "o")
    panel = Canvas(TILE, TILE, "k")
    panel.put(3, 3, "d")
    edge = Canvas(TILE, TILE, "k")
    edge.rect(0, 0, TILE, 1, "d")
    wood_edge = tiled("t_table")
    wood_edge.rect(0, 0, TILE, 2, "o")
    return [tiled("t_table"), table2, tiled("t_felt"), tiled("t_brick", "gd dk kd"),
            tiled("t_floor", "sg gd"),
            panel, edge, wood_edge]


def build(maps, out: Path, save) -> None:
    import pygame

    folder = out / "maps"
    folder.mkdir(parents=True, exist_ok=True)
    tiles = tile_canvases(maps)
    sheet = pygame.Surface((TILE * len(tiles), TILE), pygame.SRCALPHA, 32)
    for i, c in enumerate(tiles):
        sheet.blit(c.to_surface(), (i * TILE, 0))
    save(sheet, folder / "tiles.png")
