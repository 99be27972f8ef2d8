"""Hero walk cycles and effects, generated from the hero kit (assets/src/heroes.txt) and code.

Writes assets/heroes/<class>.png and <class>_epic.png (4 walk frames in a row, facing right),
assets/heroes/heroes.json, and assets/fx/*.png + fx.json (hit, death, wound, crumble, digits).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from .illustrations import _figure
from .pixelmaps import Canvas, PixelMap, parse_swap, transform

CELL_W, CELL_H = 24, 28
FRAMES = 4
BODY_Y = 14
SHADE = {"s": "g", "g": "d", "d": "k", "n": "d", "w": "s", "p": "o", "y": "o", "r": "m", "b": "d",
         "l": "b", "o": "n", "m": "d", "e": "d", "f": "e", "c": "l", "k": "k"}

CLASSES = {
    "cleric": {"body": "cleric", "head": "short", "hair": "n", "weapon": "mace"},
    "fighter": {"body": "fighter", "head": "short", "hair": "o", "hat": "helmet", "weapon": "sword",
                "offhand": "shield"},
    "mage": {"body": "mage", "head": "beard", "hair": "w", "hat": "wizard", "weapon": "staff"},
    "thief": {"body": "thief", "head": "short", "hair": "n", "hat": "hood", "weapon": "dagger"},
    "fool": {"body": "fool", "head": "short", "hair": "y", "hat": "jester", "weapon": "wand"},
}
EPIC = {
    "cleric": {"hat": "mitre", "swap": "sy", "cape": "b"},
    "fighter": {"hat": "horned", "swap": "sy go ny", "cape": "r"},
    "mage": {"hat": "wizard", "hat_swap": "bm ly", "swap": "bm lr", "cape": "d"},
    "thief": {"hat": "crown", "swap": "nd od dk", "cape": "m"},
}
ROBES = ("cleric", "mage")
STRIDE = [
    "..LLL..RRR..",
    ".LLL....RRR.",
    ".LLL....RRR.",
    "LLL......RRR",
    "BBB......CCC",
]
PASS = [
    "...LLLRRR...",
    "...LLLRRR...",
    "....LLRR....",
    "....LLRR....",
    "...BBBCCC...",
]
FEET = ["nnn......nnn", "..nnn.nnn...", ".nnn....nnn.", "..nnn.nnn..."]


def walk_body(body: PixelMap, legged: bool, frame: int) -> PixelMap:
    rows = list(body)
    w = len(rows[0])
    if legged:
        leg, boot = rows[9][3], rows[12][2]
        pattern = STRIDE if frame in (0, 2) else PASS
        front, back = (leg, SHADE.get(leg, leg)), (boot, SHADE.get(boot, boot))
        if frame == 2:
            front, back = (front[1], front[0]), (back[1], back[0])
        new = []
        for row in pattern:
            row = row.replace("L", front[1]).replace("R", front[0])
            row = row.replace("B", back[1]).replace("C", back[0])
            new.append(row.ljust(w, "."))
        rows[8:13] = new
    else:
        rows[-1] = FEET[frame].ljust(w, ".")[:w]
    return tuple(rows)


def walk_frames(maps: dict[str, PixelMap], cls: str, epic: bool) -> list[Canvas]:
    r = dict(CLASSES[cls])
    if epic:
        r.update({k: v for k, v in EPIC[cls].items() if k != "cape"})
    frames = []
    for f in range(FRAMES):
        c = Canvas(CELL_W, CELL_H)
        bob = 1 if f in (1, 3) else 0
        body = transform(maps[f"body_{r['body']}"], swap=parse_swap(r.get("swap", "")))
        body = walk_body(body, r["body"] not in ROBES, f)
        x0 = 5
        if epic:
            cape = EPIC[cls]["cape"]
            c.blit(maps["x_cape"], x0 - 3, BODY_Y + 1 - bob,
                   swap={"r": cape, "m": SHADE.get(cape, "k")})
            for i, (sx, sy) in enumerate(((1, 3), (20, 6), (2, 15), (21, 18))):
                if (i + f) % 2 == 0:
                    c.put(sx, sy, "y")
                    c.put(sx + 1, sy, "w")
        rr = dict(r)
        rr.pop("swap", None)
        _figure(c, maps, rr, x0, body_y=BODY_Y - bob, body_map=body)
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
            "feet_y": BODY_Y + 12, "sheets": {}}
    for cls in CLASSES:
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
