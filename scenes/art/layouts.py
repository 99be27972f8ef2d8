"""Table layouts for 2, 3 and 4 players, written as Tiled maps (TMX 1.10, orthogonal, 8x8 tiles, 80x45).

Each map has a tile layer ``table`` (the painted table) and an object layer ``zones`` whose rectangles
name every place the table screen draws into. Zone names:

- ``dungeon.p<seat>.entrance``, ``.room0`` .. ``.room4`` (room0 = leftmost, next to the entrance),
  ``.boss``, ``.score`` (Souls, Wounds, name, hand size). Seat 0 is the viewer, at the bottom, large
  cards; the others are above (large in 2 players, small 32x44 cards with 3-4 players).
- ``town``, ``hand``, ``hero_deck``, ``epic_deck``, ``room_deck``, ``spell_deck``, ``discard``, ``log``,
  ``zoom`` (the hovered card at 2x), ``button.pass``, ``button.speed``, ``button.menu``.

Object properties: ``kind`` (zone/button), ``card`` (large/small: the face size drawn there),
``seat`` (int, dungeon zones only).
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

from .pixelmaps import Canvas, parse_swap, transform

W, H = 640, 360
TILE = 8
COLS, ROWS = W // TILE, H // TILE
LARGE = (64, 88)
SMALL = (32, 44)

TILES = ["table", "table2", "felt", "brick", "floor", "panel", "panel_edge", "wood_edge"]


def _dungeon_large(zones: dict, seat: int, y: int) -> None:
    p = f"dungeon.p{seat}"
    zones[f"{p}.entrance"] = (4, y, 22, 88, "large", seat)
    for i in range(5):
        zones[f"{p}.room{i}"] = (28 + i * 66, y, 64, 88, "large", seat)
    zones[f"{p}.boss"] = (28 + 5 * 66, y, 64, 88, "large", seat)
    zones[f"{p}.score"] = (426, y, 74, 88, "large", seat)


def _dungeon_small(zones: dict, seat: int, x0: int, y: int) -> None:
    p = f"dungeon.p{seat}"
    zones[f"{p}.score"] = (x0, y, 208, 11, "small", seat)
    zones[f"{p}.entrance"] = (x0, y + 13, 10, 44, "small", seat)
    for i in range(5):
        zones[f"{p}.room{i}"] = (x0 + 11 + i * 33, y + 13, 32, 44, "small", seat)
    zones[f"{p}.boss"] = (x0 + 11 + 5 * 33, y + 13, 32, 44, "small", seat)


def layout(players: int) -> dict[str, tuple]:
    """name -> (x, y, w, h, card size, seat or None)."""
    if players not in (2, 3, 4):
        raise ValueError(players)
    z: dict[str, tuple] = {}
    if players == 2:
        _dungeon_large(z, 1, 6)
        mid, right_top = 104, 4
    else:
        others = players - 1
        span = 632 // others
        for i in range(others):
            _dungeon_small(z, i + 1, 4 + i * span + (span - 208) // 2, 4)
        mid, right_top = 66 if players == 4 else 70, 64
    _dungeon_large(z, 0, 204)
    z["hand"] = (4, 296, 496, 62, "large", None)
    # middle band: town (up to 4 large Hero cards) and the decks
    band = 204 - mid - 4
    ty = mid + max(0, (band - 92) // 2)
    z["town"] = (4, ty, 268, 92, "large", None)
    z["hero_deck"] = (280, ty + 2, 32, 44, "small", None)
    z["epic_deck"] = (280, ty + 48, 32, 44, "small", None)
    z["room_deck"] = (318, ty + 2, 32, 44, "small", None)
    z["spell_deck"] = (318, ty + 48, 32, 44, "small", None)
    z["discard"] = (358, ty + 2, 64, 88, "large", None)
    # right column: zoom, log, buttons
    z["zoom"] = (506, right_top, 128, 176, "zoom", None)
    z["log"] = (504, right_top + 180, 132, 330 - right_top - 180, None, None)
    z["button.pass"] = (504, 336, 60, 20, None, None)
    z["button.speed"] = (568, 336, 30, 20, None, None)
    z["button.menu"] = (602, 336, 34, 20, None, None)
    return z


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


def tile_grid(zones: dict) -> list[list[int]]:
    grid = [[1 + ((x * 7 + y * 3) % 5 == 0) for x in range(COLS)] for y in range(ROWS)]

    def fill(rect, gid, pad=0):
        x, y, w, h = rect[:4]
        for ty in range(max(0, (y - pad) // TILE), min(ROWS, (y + h + pad + TILE - 1) // TILE)):
            for tx in range(max(0, (x - pad) // TILE), min(COLS, (x + w + pad + TILE - 1) // TILE)):
                grid[ty][tx] = gid

    for name, rect in zones.items():
        if name.startswith("dungeon.") and not name.endswith(".score"):
            fill(rect, 4 if rect[4] == "large" else 5, 2)
    fill(zones["town"], 3, 2)
    fill((zones["zoom"][0] - 2, zones["zoom"][1], 134, 360 - zones["zoom"][1]), 6)
    fill((zones["zoom"][0] - 2, zones["zoom"][1], 134, 1), 7)
    return grid


def tmx(players: int, zones: dict) -> str:
    grid = tile_grid(zones)
    objects = []
    for oid, (name, (x, y, w, h, card, seat)) in enumerate(sorted(zones.items()), 1):
        kind = "button" if name.startswith("button.") else "zone"
        props = [f'    <property name="kind" value="{kind}"/>']
        if card:
            props.append(f'    <property name="card" value="{card}"/>')
        if seat is not None:
            props.append(f'    <property name="seat" type="int" value="{seat}"/>')
        objects.append(
            f'  <object id="{oid}" name={quoteattr(name)} type="{kind}" '
            f'x="{x}" y="{y}" width="{w}" height="{h}">\n'
            f"   <properties>\n" + "\n".join(props) + "\n   </properties>\n  </object>"
        )
    csv = ",\n".join(",".join(str(g) for g in row) for row in grid)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="3" nextobjectid="{len(zones) + 1}">\n'
        " <properties>\n"
        f'  <property name="players" type="int" value="{players}"/>\n'
        " </properties>\n"
        ' <tileset firstgid="1" source="tiles.tsx"/>\n'
        f' <layer id="1" name="table" width="{COLS}" height="{ROWS}">\n'
        f'  <data encoding="csv">\n{csv}\n</data>\n'
        " </layer>\n"
        ' <objectgroup id="2" name="zones">\n' + "\n".join(objects) + "\n </objectgroup>\n</map>\n"
    )


def tsx() -> str:
    n = len(TILES)
    tiles = "\n".join(
        f' <tile id="{i}">\n  <properties>\n   <property name="name" value="{name}"/>\n'
        "  </properties>\n </tile>"
        for i, name in enumerate(TILES)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<tileset version="1.10" tiledversion="1.10.2" name="table" tilewidth="{TILE}" tileheight="{TILE}" '
        f'tilecount="{n}" columns="{n}">\n'
        f' <image source="tiles.png" width="{n * TILE}" height="{TILE}"/>\n{tiles}\n</tileset>\n'
    )


def build(maps, out: Path, save) -> None:
    import pygame

    folder = out / "maps"
    folder.mkdir(parents=True, exist_ok=True)
    tiles = tile_canvases(maps)
    sheet = pygame.Surface((TILE * len(tiles), TILE), pygame.SRCALPHA, 32)
    for i, c in enumerate(tiles):
        sheet.blit(c.to_surface(), (i * TILE, 0))
    save(sheet, folder / "tiles.png")
    (folder / "tiles.tsx").write_text(tsx(), encoding="utf-8")
    for players in (2, 3, 4):
        (folder / f"table_{players}p.tmx").write_text(tmx(players, layout(players)), encoding="utf-8")
