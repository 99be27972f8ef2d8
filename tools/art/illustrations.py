"""Card illustrations (48x32) composed from the text pixel maps and the recipes in assets/src/cards.toml."""

from __future__ import annotations

import tomllib
from pathlib import Path

from .pixelmaps import Canvas, PixelMap, parse_swap, size

WIDTH, HEIGHT = 48, 32

# Where hands are on each hero body (x, y from the body's top-left): (right hand, left hand).
HANDS = {
    "fighter": ((11, 3), (0, 3)), "pants": ((11, 3), (0, 3)), "cleric": ((12, 3), (0, 3)),
    "mage": ((11, 3), (0, 3)), "thief": ((11, 3), (0, 3)), "fool": ((11, 3), (0, 3)),
}
# Grip point of each held item (x, y inside its map) and the map that draws it.
ITEMS = {
    "sword": ("w_sword", (2, 8)), "mace": ("w_mace", (2, 7)), "dagger": ("w_dagger", (1, 4)),
    "bow": ("w_bow", (0, 3)), "shield": ("w_shield", (3, 2)), "book": ("w_book", (3, 2)),
    "katana": ("w_katana", (1, 9)), "hammer": ("w_hammer", (1, 5)), "lantern": ("w_lantern", (1, 0)),
    "magnifier": ("w_magnifier", (5, 6)), "fire": ("w_fire", (2, 4)), "hourglass": ("w_hourglass", (2, 2)),
    "basket": ("w_basket", (3, 1)), "flower": ("w_flower", (1, 4)), "runesword": ("w_runesword", (2, 8)),
    "wand": ("w_wand", (0, 3)), "hook": ("w_hook", (2, 5)), "scroll": ("w_scroll", (3, 2)),
    "nunchaku": ("w_nunchaku", (0, 1)), "staff": ("staff", (2, 10)), "axe": ("axe", (2, 6)),
    "spear": ("spear", (2, 9)), "flag": ("flag", (0, 8)), "lion": ("x_lion", (4, 3)),
}
# Hat offsets relative to the head's top-left.
HATS = {
    "helmet": (-1, -2), "horned": (-1, -2), "wizard": (-1, -7), "hood": (-1, -2), "mitre": (0, -5),
    "crown": (0, -3), "halo": (0, -4), "pirate": (-1, -3), "deerstalker": (-1, -2), "samurai": (-1, -4),
    "ninja": (0, 0), "morion": (-1, -3), "bandana": (0, 0), "feather": (0, -3), "wreath": (0, -1),
    "tiara": (0, -2), "cap": (0, -1), "jester": (0, -3),
}
BODY_Y = 13
HEAD_Y = 6


def load_recipes(path: Path) -> dict:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _opts(layer: list) -> dict:
    opts = {"flip": False, "outline": "k", "swap": None, "tile": False}
    for opt in layer[3:]:
        if opt == "flip":
            opts["flip"] = True
        elif opt == "noline":
            opts["outline"] = None
        elif opt == "tile":
            opts["tile"] = True
        elif opt.startswith("swap="):
            opts["swap"] = parse_swap(opt[5:])
        else:
            raise ValueError(f"unknown layer option {opt!r}")
    return opts


def background(maps: dict[str, PixelMap], spec: dict) -> Canvas:
    from .pixelmaps import transform

    c = Canvas(WIDTH, HEIGHT)
    wall = transform(maps[spec["wall"]], swap=parse_swap(spec.get("wall_swap", "")))
    c.tile(wall, 0, 0, WIDTH, HEIGHT, offset=spec.get("wall_offset", 0))
    if "floor" in spec:
        fy = spec.get("floor_y", 25)
        floor = transform(maps[spec["floor"]], swap=parse_swap(spec.get("floor_swap", "")))
        c.tile(floor, 0, fy, WIDTH, HEIGHT - fy)
        for x in range(WIDTH):
            c.put(x, fy - 1, "k")
    return c


def layers(c: Canvas, maps: dict[str, PixelMap], items: list) -> None:
    for layer in items:
        name, x, y = layer[0], layer[1], layer[2]
        o = _opts(layer)
        if o["tile"]:
            c.tile(maps[name], x, y)
        else:
            c.blit(maps[name], x, y, flip=o["flip"], swap=o["swap"], outline=o["outline"])


def _figure(c: Canvas, maps: dict[str, PixelMap], r: dict, x0: int, body_y: int = BODY_Y,
            body_map: PixelMap | None = None) -> None:
    body = r["body"]
    bmap = body_map or maps[f"body_{body}"]
    bw, _ = size(bmap)
    swap = parse_swap(r.get("swap", ""))
    (rx, ry), (lx, ly) = HANDS[body]
    hx = x0 + (bw - 8) // 2
    head_y = body_y - (BODY_Y - HEAD_Y)
    c.blit(bmap, x0, body_y, swap=swap)
    head = maps[f"head_{r['head']}"]
    c.blit(head, hx, head_y, swap={"o": r.get("hair", "n")})
    if "hat" in r:
        dx, dy = HATS[r["hat"]]
        c.blit(maps[f"hat_{r['hat']}"], hx + dx, head_y + dy, swap=parse_swap(r.get("hat_swap", "")))
    if "weapon" in r:
        name, (gx, gy) = ITEMS[r["weapon"]]
        c.blit(maps[name], x0 + rx + 1 - gx, body_y + ry - gy)
    if "offhand" in r:
        name, (gx, gy) = ITEMS[r["offhand"]]
        w, _ = size(maps[name])
        c.blit(maps[name], x0 + lx - 1 - (w - 1 - gx), body_y + ly - gy, flip=True)


def _bubble(c: Canvas, cx: int, cy: int, radius: int) -> None:
    for y in range(c.height):
        for x in range(c.width):
            d2 = (x - cx) ** 2 + (y - cy) ** 2
            if (radius - 1) ** 2 <= d2 <= radius ** 2 + radius // 2:
                c.put(x, y, "c")
    for x, y in ((cx - radius // 2, cy - radius // 2 - 1), (cx - radius // 2 - 1, cy - radius // 2)):
        c.put(x, y, "w")


def hero(maps: dict[str, PixelMap], bgs: dict, r: dict, epic: bool) -> Canvas:
    c = background(maps, bgs[r["bg"]])
    extra = r.get("extra")
    x0 = 18
    if "pair" in r:
        x0 = 27
    elif extra in ("dragon", "coins", "chest"):
        x0 = 11
    elif extra == "squid":
        x0 = 26
    if epic:
        for sx, sy in ((3, 3), (41, 6), (6, 18), (38, 20)):
            c.blit(maps["sparkle"], sx, sy, outline=None)
    if extra == "wings":
        c.blit(maps["x_wings"], x0 - 5, BODY_Y - 5)
    if epic:
        red_body = "r" in r.get("swap", "")
        c.blit(maps["x_cape"], x0 - 2, BODY_Y + 1, swap={"r": "m", "m": "r"} if red_body else None)
    if "pair" in r:
        p = r["pair"]
        if epic:
            c.blit(maps["x_cape"], 9 - 2, BODY_Y + 1, swap={"r": "b", "m": "d"})
        _figure(c, maps, p, 9)
    _figure(c, maps, r, x0)
    if extra == "dragon":
        c.blit(maps["dragonling"], x0 + 18, 13)
    elif extra == "coins":
        c.blit(maps["coins"], x0 + 18, 25)
        c.blit(maps["coins"], x0 + 22, 21)
    elif extra == "chest":
        c.blit(maps["chest"], x0 + 17, 16)
    elif extra == "squid":
        c.blit(maps["x_squid"], 3, 12)
        c.blit(maps["x_squid"], 12, 17, swap={"m": "r"})
    elif extra == "bubble":
        _bubble(c, x0 + 6, 15, 12)
    return c


def all_illustrations(src: Path, maps: dict[str, PixelMap], cards) -> dict[str, Canvas]:
    """Every card id -> its illustration canvas. ``cards`` is ``game.cards.CARDS``."""
    recipes = load_recipes(src / "cards.toml")
    bgs, card_r, hero_r = recipes["bg"], recipes.get("card", {}), recipes.get("hero", {})
    out: dict[str, Canvas] = {}
    for card in cards.all():
        if card.id in hero_r:
            out[card.id] = hero(maps, bgs, hero_r[card.id], card.epic)
        elif card.id in card_r:
            r = card_r[card.id]
            c = background(maps, bgs[r["bg"]])
            layers(c, maps, r.get("layers", []))
            out[card.id] = c
        else:
            raise KeyError(f"no illustration recipe for card {card.id!r} in cards.toml")
    return out
