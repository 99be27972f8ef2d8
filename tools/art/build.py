"""Regenerate every generated asset from the text sources in assets/src (deterministic, byte-identical).

    python -m tools.art.build              # writes into assets/
    python -m tools.art.build --out DIR    # writes into DIR (same tree as assets/)
    python -m tools.art.build --only cards,ui

Parts: font, cards, ui, sprites, tiles, sound, icons.

The table layouts (assets/maps/table_<n>p.tmx and tiles.tsx) are sources edited in Tiled: no part writes
them, so a build never overwrites a hand-edited layout. The ``tiles`` part draws only their tile sheet
(assets/maps/tiles.png).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from scenes.art.palette import RGB
from scenes.assets import assets_dir

from . import SOURCE_DIR, pixelmaps

PARTS = ("font", "cards", "ui", "sprites", "tiles", "sound", "icons")


def _init_pygame():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    return pygame


def load_maps(src: Path) -> dict:
    return pixelmaps.load(p for p in src.glob("*.txt") if p.name != "font.txt")


def save(surface, path: Path) -> None:
    import pygame

    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))


def build_font(src: Path, out: Path) -> None:
    from .font import build_sheet

    maps = pixelmaps.load([src / "font.txt"])
    (out / "fonts").mkdir(parents=True, exist_ok=True)
    build_sheet(maps, out / "fonts" / "dungeon5x7.png", out / "fonts" / "dungeon5x7.json")


def build_cards(src: Path, out: Path, maps: dict) -> None:
    from game.cards import CARDS

    from .illustrations import all_illustrations

    for card_id, canvas in sorted(all_illustrations(src, maps, CARDS).items()):
        save(canvas.to_surface(), out / "cards" / f"{card_id}.png")


def build_ui(src: Path, out: Path, maps: dict) -> None:
    from scenes.art.font import PixelFont

    from . import ui


    font = PixelFont.load(out / "fonts")
    for name in ui.FRAMES:
        save(ui.frame(name).to_surface(), out / "ui" / "frames" / f"{name}.png")
        save(ui.small_frame(name).to_surface(), out / "ui" / "frames" / f"small_{name}.png")
    for name in ui.ICONS:
        save(ui.icon(maps, name).to_surface(), out / "ui" / "icons" / f"{name}.png")
    for name in ui.MINI_ICONS:
        save(ui.mini_icon(maps, name).to_surface(), out / "ui" / "icons" / f"mini_{name}.png")
    import pygame

    for deck, spec in ui.BACKS.items():
        surf = ui.back(maps, deck).to_surface()
        label = spec[4]
        font.draw(surf, label, ((ui.CARD_W - font.width(label)) // 2, ui.CARD_H - 18), RGB[ui.BORDER[deck]])
        save(surf, out / "ui" / "backs" / f"{deck}.png")
        small = pygame.Surface((ui.SMALL_W, ui.SMALL_H), pygame.SRCALPHA, 32)
        small.fill((0, 0, 0, 0))
        # the small back: the large one's middle, re-framed
        small.blit(surf, (0, 0), ((ui.CARD_W - ui.SMALL_W) // 2, (ui.CARD_H - ui.SMALL_H) // 2 - 4,
                                  ui.SMALL_W, ui.SMALL_H))
        frame = pixelmaps.Canvas(ui.SMALL_W, ui.SMALL_H)
        frame.frame(0, 0, ui.SMALL_W, ui.SMALL_H, "k")
        frame.frame(1, 1, ui.SMALL_W - 2, ui.SMALL_H - 2, ui.BORDER[deck])
        ui._round_corners(frame)
        fs = frame.to_surface()
        small.blit(fs, (0, 0))
        for x, y in ((0, 0), (ui.SMALL_W - 1, 0), (0, ui.SMALL_H - 1), (ui.SMALL_W - 1, ui.SMALL_H - 1)):
            small.set_at((x, y), (0, 0, 0, 0))
        save(small, out / "ui" / "backs" / f"small_{deck}.png")


    from game.cards import CARDS

    for item in CARDS.items.values():
        save(ui.item_icon(maps, item.id, item.treasure).to_surface(), out / "ui" / "items" / f"{item.id}.png")


def build_sprites(src: Path, out: Path, maps: dict) -> None:
    from . import sprites_gen

    sprites_gen.build(maps, out, save, src)


def build_tiles(src: Path, out: Path, maps: dict) -> None:
    from . import tiles

    tiles.build(maps, out, save)


def build_sound(src: Path, out: Path) -> None:
    from . import sound

    sound.build(out)


def build_icons(src: Path, out: Path, maps: dict) -> None:
    from . import appicon

    appicon.build(maps, out, save)


def build(out: Path | None = None, only: tuple[str, ...] = PARTS, src: Path | None = None) -> Path:
    _init_pygame()
    src = src or SOURCE_DIR
    out = Path(out) if out else assets_dir()
    out.mkdir(parents=True, exist_ok=True)
    maps = load_maps(src)
    if "font" in only:
        build_font(src, out)
    if "cards" in only:
        build_cards(src, out, maps)
    if "ui" in only:
        if not (out / "fonts" / "dungeon5x7.png").exists():
            build_font(src, out)
        build_ui(src, out, maps)
    if "sprites" in only:
        build_sprites(src, out, maps)
    if "tiles" in only:
        build_tiles(src, out, maps)
    if "sound" in only:
        build_sound(src, out)
    if "icons" in only:
        build_icons(src, out, maps)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.art.build", description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=None, help="output folder (default: the assets folder)")
    ap.add_argument("--only", default=",".join(PARTS), help=f"comma-separated parts of {','.join(PARTS)}")
    args = ap.parse_args(argv)
    only = tuple(p.strip() for p in args.only.split(",") if p.strip())
    bad = set(only) - set(PARTS)
    if "maps" in bad:
        ap.error("the table layouts (assets/maps/*.tmx, tiles.tsx) are sources: edit them in Tiled; "
                 "'tiles' draws their tile sheet")
    if bad:
        ap.error(f"unknown parts: {', '.join(sorted(bad))}")
    out = build(args.out, only)
    print(f"assets written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
