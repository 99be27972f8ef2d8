"""Hero walk cycles and effects, generated from the side-view walkers (assets/src/walkers.txt) and code.

Writes assets/heroes/<class>.png and <class>_epic.png (4 walk frames in a row, in profile facing right),
assets/heroes/heroes.json, and assets/fx/*.png + fx.json (hit, death, wound, crumble, digits).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from .pixelmaps import Canvas, PixelMap, parse_swap, transform

CELL_W, CELL_H = 24, 28
FRAMES = 4
FEET_Y = 26
SHADE = {"s": "g", "g": "d", "d": "k", "n": "d", "w": "s", "p": "o", "y": "o", "r": "m", "b": "d",
         "l": "b", "o": "n", "m": "d", "e": "d", "f": "e", "c": "l", "k": "k"}

# ------------------------------------------------------------------------ walk cycles (side view, profile)
# Each hero walks to the right in profile: head, hat, torso, held item and cape come from the pixel maps in
# assets/src/walkers.txt; the legs and arms, which move, are the poses below ('L' leg, 'B' boot, 'A' sleeve,
# 'P' hand, 'R' robe, 'T' robe trim), recoloured per class. The near limbs are drawn in full colour in front
# of the body, the far ones shaded behind it.
#
# Frame 0: contact, near leg forward.   Frame 1: passing, near leg under the body, far leg lifted.
# Frame 2: contact, far leg forward.    Frame 3: passing, far leg under the body, near leg lifted.
# The body rides 1 px higher on the passing frames; the arms swing against the legs.
HIP_X, HIP_Y = 10, 21
TORSO = (8, 14)
HEAD = (7, 7)
SHOULDER = (10, 15)
LEGS = {
    "fwd": (0, ("LL....", "LL....", ".LL...", ".LL...", "..LL..", "..BBBB")),
    "back": (-3, ("...LL", "..LL.", "..LL.", ".LL..", "LL...", "BBB..")),
    "support": (0, ("LL..", "LL..", "LL..", "LL..", "LL..", "LL..", "BBBB")),
    "lift": (-1, (".LL.", "..LL", "..LL", ".LL.", "LL..", "BBB.")),
}
FAR_ARMS = {
    "fwd": (0, ("AA...", ".AA..", "..AA.", "...PP")),
    "back": (-5, (".....AA", "....AA.", "..AAA..", "PAA....")),
    "mid": (0, ("AA", "AA", "AA", "P.")),
}
# the near arm holds the item forward: its map and where its hand is; the forearm grows by the class's
# reach ('+'), so that a long staff stands clear of the face
NEAR_ARMS = {
    "back": (("AA...", "AA...", "AA...", ".AA+P"), (4, 3)),
    "mid": (("AA....", "AA....", ".AAA+P"), (5, 2)),
    "fwd": (("AA.....", ".AAAA+P"), (6, 1)),
}
SKIRTS = {  # robes, over the legs: x and y offsets from the hip, rows
    "contact": (-3, 0, (".RRRRRRR.", ".RRRRRRRR", "RRRRRRRRR", "TTTTTTTTTT")),
    "pass": (-2, 0, (".RRRRRR", ".RRRRRR", ".RRRRRRR", ".TTTTTTT")),
}
POSES = [  # near leg, far leg, near arm, far arm, bob
    ("fwd", "back", "back", "fwd", 0),
    ("support", "lift", "mid", "mid", 1),
    ("back", "fwd", "fwd", "back", 0),
    ("lift", "support", "mid", "mid", 1),
]
FAR = dict(SHADE, p="n", y="o", w="s")  # colours of the far limbs
# held items: map and grip (the pixel under the hand)
ITEMS_HELD = {
    "sword": ("pw_sword", (1, 7)), "mace": ("pw_mace", (1, 5)), "staff": ("pw_staff", (2, 12)),
    "dagger": ("pw_dagger", (1, 4)), "marotte": ("pw_marotte", (1, 6)),
}
WALKERS = {
    "cleric": {"torso": "cleric", "hair": "n", "robe": "w", "trim": "y", "leg": "n", "boot": "n",
               "sleeve": "w", "item": "mace"},
    "fighter": {"torso": "fighter", "hair": "g", "hat": ("helmet", -1, -2), "leg": "s", "boot": "n",
                "sleeve": "s", "item": "sword", "back": ("pw_shield_back", 4, 15)},
    "mage": {"torso": "mage", "head": "beard", "hair": "w", "hat": ("wizard", -1, -5), "robe": "b",
             "trim": "l", "leg": "n", "boot": "n", "sleeve": "b", "item": "staff", "reach": 2},
    "thief": {"torso": "thief", "hair": "n", "hat": ("hood", -1, -2), "leg": "d", "boot": "n",
              "sleeve": "n", "item": "dagger", "reach": 1},
    "fool": {"torso": "fool", "hair": "y", "hat": ("jester", -2, -4), "leg": "r", "far_leg": "y",
             "boot": "y", "sleeve": "r", "item": "marotte", "reach": 1},
}
EPIC = {
    "cleric": {"hat": ("mitre", 0, -5), "cape": "b", "item_swap": "sy go"},
    "fighter": {"hat": ("helmet_horned", -1, -2), "cape": "m", "torso_swap": "wy ny", "item_swap": "sc"},
    "mage": {"hat": ("wizard_epic", -1, -5), "cape": "m", "trim": "y", "item_swap": "cy lo"},
    "thief": {"hat_extra": ("crown", 0, -3), "cape": "e", "item_swap": "sy"},
}


def _pose(rows: tuple[str, ...], colours: dict[str, str]) -> PixelMap:
    table = str.maketrans(colours)
    width = max(len(r) for r in rows)
    return tuple(r.translate(table).ljust(width, ".") for r in rows)


def _stack(parts: list[tuple[PixelMap, int, int]]) -> tuple[PixelMap, int, int]:
    """Layer maps into one (later ones on top), so that a single outline goes around all of them: a hat
    sits on its head without an ink line across the face. Returns the map and its top-left offset."""
    x0 = min(dx for _pm, dx, _dy in parts)
    y0 = min(dy for _pm, _dx, dy in parts)
    x1 = max(dx + len(pm[0]) for pm, dx, _dy in parts)
    y1 = max(dy + len(pm) for pm, _dx, dy in parts)
    c = Canvas(x1 - x0, y1 - y0)
    for pm, dx, dy in parts:
        c.blit(pm, dx - x0, dy - y0, outline=None)
    return c.rows(), x0, y0


def _head(maps: dict[str, PixelMap], r: dict) -> tuple[PixelMap, int, int]:
    parts = [(transform(maps[f"pw_head{'_beard' if r.get('head') == 'beard' else ''}"], swap={"o": r["hair"]}),
              0, 0)]
    for key, swap in (("hat", r.get("hat_swap", "")), ("hat_extra", "")):
        if key in r:
            name, dx, dy = r[key]
            parts.append((transform(maps[f"pw_{name}"], swap=parse_swap(swap)), dx, dy))
    return _stack(parts)


def walk_frames(maps: dict[str, PixelMap], cls: str, epic: bool) -> list[Canvas]:
    r = dict(WALKERS[cls])
    if epic:
        r.update(EPIC[cls])
    near = {"L": r["leg"], "B": r["boot"], "A": r["sleeve"], "P": r.get("hand", "p"),
            "R": r.get("robe", "."), "T": r.get("trim", ".")}
    far = {k: FAR.get(v, v) for k, v in near.items()}
    if "far_leg" in r:
        far["L"] = r["far_leg"]
    head, hx0, hy0 = _head(maps, r)
    torso = transform(maps[f"pw_torso_{r['torso']}"], swap=parse_swap(r.get("torso_swap", "")))
    item, (gx, gy) = ITEMS_HELD[r["item"]]
    item = transform(maps[item], swap=parse_swap(r.get("item_swap", "")))
    reach = r.get("reach", 0)
    frames = []
    for f, (nleg, fleg, narm, farm, bob) in enumerate(POSES):
        c = Canvas(CELL_W, CELL_H)
        up = -bob
        if epic:
            cape = maps["pw_cape_b" if bob else "pw_cape_a"]
            c.blit(cape, TORSO[0] + 2 - len(cape[0]), TORSO[1] + up,
                   swap={"c": r["cape"], "d": SHADE.get(r["cape"], "k")})
            for i, (sx, sy) in enumerate(((1, 3), (20, 6), (2, 15), (21, 18))):
                if (i + f) % 2 == 0:
                    c.put(sx, sy, "y")
                    c.put(sx + 1, sy, "w")
        # behind the body: the far arm and leg, shaded, and whatever is slung on the back
        dx, rows = FAR_ARMS[farm]
        c.blit(_pose(rows, far), SHOULDER[0] + dx, SHOULDER[1] + up)
        dx, rows = LEGS[fleg]
        c.blit(_pose(rows, far), HIP_X + dx, HIP_Y + up)
        if "back" in r:
            name, bx, by = r["back"]
            c.blit(maps[name], bx, by + up)
        dx, rows = LEGS[nleg]
        c.blit(_pose(rows, near), HIP_X + dx, HIP_Y + up)
        if "robe" in r:
            sx, sy, rows = SKIRTS["pass" if bob else "contact"]
            c.blit(_pose(rows, near), HIP_X + sx, HIP_Y + sy + up)
        c.blit(torso, TORSO[0], TORSO[1] + up)
        if epic:  # the cape falls over the back of the shoulder
            c.rect(TORSO[0], TORSO[1] + 1 + up, 1, 2, r["cape"])
        c.blit(head, HEAD[0] + hx0, HEAD[1] + hy0 + up)
        # in front: the item, then the near arm whose hand closes on it
        rows, (hx, hy) = NEAR_ARMS[narm]
        rows = tuple(row.replace("+", "A" * reach) for row in rows)
        hand = (SHOULDER[0] + hx + reach - 1, SHOULDER[1] + hy + up)
        c.blit(item, hand[0] - gx, hand[1] - gy)
        c.blit(_pose(rows, near), SHOULDER[0], SHOULDER[1] + up)
        frames.append(c)
    return frames


def sheet(frames: list[Canvas]):
    import pygame

    w, h = frames[0].width, frames[0].height
    surf = pygame.Surface((w * len(frames), h), pygame.SRCALPHA, 32)
    surf.fill((0, 0, 0, 0))
    for i, fr in enumerate(frames):
        surf.blit(fr.to_surface(), (i * w, 0))
    return surf


# ---------------------------------------------------------------------------------------------- effects
def hit_frames() -> list[Canvas]:
    out = []
    for f in range(3):
        c = Canvas(16, 16)
        r = (2, 5, 7)[f]
        core = ("w", "y", "o")[f]
        for i in range(-r, r + 1):
            c.put(8 + i, 8, core if abs(i) < r else "r")
            c.put(8, 8 + i, core if abs(i) < r else "r")
        for i in range(-(r // 2), r // 2 + 1):
            c.put(8 + i, 8 + i, "y")
            c.put(8 + i, 8 - i, "y")
        if f == 0:
            c.rect(7, 7, 3, 3, "w")
        out.append(c)
    return out


def death_frames(maps: dict[str, PixelMap]) -> list[Canvas]:
    out = []
    rng = random.Random(7)
    puffs = [(rng.randint(-6, 6), rng.randint(-6, 4)) for _ in range(10)]
    for f in range(6):
        c = Canvas(24, 24)
        if f < 4:
            spread = 2 + f * 2
            col = ("w", "s", "s", "g")[f]
            for dx, dy in puffs:
                cx, cy = 12 + dx * spread // 6, 14 + dy * spread // 6
                rad = 3 - f // 2
                for y in range(-rad, rad + 1):
                    for x in range(-rad, rad + 1):
                        if x * x + y * y <= rad * rad:
                            c.put(cx + x, cy + y, col)
        if f >= 2:
            c.blit(maps["soul"], 9, 10 - (f - 2) * 2)
        if f == 5:
            c.put(7, 4, "w")
            c.put(17, 6, "y")
        out.append(c)
    return out


def wound_frames() -> list[Canvas]:
    drop = ("..r..", ".rrr.", "rwrrr", "rrrrm", ".rmm.")
    out = []
    for f in range(4):
        c = Canvas(12, 16)
        if f < 3:
            c.blit(drop, 3, 1 + f * 4)
        else:
            for x, y in ((1, 13), (3, 12), (8, 12), (10, 13), (5, 14), (6, 14)):
                c.put(x, y, "r")
            c.rect(3, 14, 6, 1, "m")
        out.append(c)
    return out


def crumble_frames(width: int = 64, height: int = 88) -> list[Canvas]:
    """Overlays drawn over a Room face: cracks spread, then rubble and dust fall."""
    rng = random.Random(11)
    cracks = []
    for _ in range(7):
        x, y = rng.randint(4, width - 5), rng.randint(2, 20)
        path = []
        for _ in range(60):
            path.append((x, y))
            x += rng.choice((-1, 0, 0, 1))
            y += 1
            if y >= height - 2:
                break
        cracks.append(path)
    rubble = [(rng.randint(2, width - 6), rng.randint(0, height // 2), rng.randint(2, 4)) for _ in range(18)]
    out = []
    for f in range(6):
        c = Canvas(width, height)
        for path in cracks:
            for x, y in path[: (f + 1) * 14]:
                c.put(x, y, "k")
        if f >= 3:
            for x, y, s in rubble:
                yy = y + (f - 2) ** 2 * 4
                c.rect(x, yy, s, s, "g")
                c.put(x, yy, "s")
            for _ in range(f * 6):
                c.put(rng.randint(0, width - 1), height - 1 - rng.randint(0, 8 * (f - 2)), "s")
        out.append(c)
    return out


def digit_glyphs(font_maps: dict[str, PixelMap]) -> tuple[list[Canvas], dict]:
    from .font import glyph_maps

    glyphs = glyph_maps(font_maps)
    cells, index = [], {}
    x = 0
    for ch in "0123456789+-":
        g = tuple(row.replace("w", "r") for row in glyphs[ch][:7])
        c = Canvas(len(g[0]) + 2, 9)
        c.blit(g, 1, 1)
        for yy in range(1, 3):
            for xx in range(c.width):
                if c.get(xx, yy) == "r":
                    c.put(xx, yy, "o")
        cells.append(c)
        index[ch] = [x, c.width]
        x += c.width
    return cells, index


def build(maps: dict[str, PixelMap], out: Path, save, src: Path) -> None:
    import pygame

    from . import pixelmaps

    meta = {"frame_w": CELL_W, "frame_h": CELL_H, "frames": FRAMES, "facing": "right",
            "feet_y": FEET_Y, "sheets": {}}
    for cls in WALKERS:
        for epic in (False, True):
            if epic and cls not in EPIC:
                continue
            name = f"{cls}_epic" if epic else cls
            save(sheet(walk_frames(maps, cls, epic)), out / "heroes" / f"{name}.png")
            meta["sheets"][name] = f"{name}.png"
    (out / "heroes").mkdir(parents=True, exist_ok=True)
    (out / "heroes" / "heroes.json").write_text(json.dumps(meta, indent=1, sort_keys=True) + "\n",
                                                encoding="utf-8")
    fx = {}
    for name, frames in (("hit", hit_frames()), ("death", death_frames(maps)), ("wound", wound_frames()),
                         ("crumble", crumble_frames())):
        save(sheet(frames), out / "fx" / f"{name}.png")
        fx[name] = {"file": f"{name}.png", "frame_w": frames[0].width, "frame_h": frames[0].height,
                    "frames": len(frames)}
    font_maps = pixelmaps.load([src / "font.txt"])
    cells, index = digit_glyphs(font_maps)
    surf = pygame.Surface((sum(c.width for c in cells), 9), pygame.SRCALPHA, 32)
    surf.fill((0, 0, 0, 0))
    x = 0
    for c in cells:
        surf.blit(c.to_surface(), (x, 0))
        x += c.width
    save(surf, out / "fx" / "digits.png")
    fx["digits"] = {"file": "digits.png", "height": 9, "glyphs": index}
    (out / "fx" / "fx.json").write_text(json.dumps(fx, indent=1, sort_keys=True) + "\n", encoding="utf-8")
