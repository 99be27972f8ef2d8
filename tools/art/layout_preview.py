"""Render each table layout (assets/maps/table_<n>p.tmx) to PNG: empty with zone names, and a sample
table with cards in the zones (to judge readability at 1x).

    python -m tools.art.layout_preview [OUT_DIR]

writes OUT_DIR (default out/) /layout_2p.png, layout_2p_sample.png, ... layout_4p_sample.png.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from scenes.art.palette import RGB
from scenes.assets import asset


def load_zones(path: Path) -> dict[str, tuple[int, int, int, int, dict]]:
    """name -> (x, y, w, h, properties) from a layout's ``zones`` object layer (no images needed)."""
    import pytmx

    tm = pytmx.TiledMap(str(path), load_images=False)
    out = {}
    for obj in tm.get_layer_by_name("zones"):
        out[obj.name] = (int(obj.x), int(obj.y), int(obj.width), int(obj.height), dict(obj.properties))
    return out


def render_table(path: Path):
    """The tile layer of a layout, drawn with pytmx + pygame (needs a display mode; dummy driver is fine)."""
    import pygame
    import pytmx.util_pygame

    tm = pytmx.util_pygame.load_pygame(str(path))
    surf = pygame.Surface((tm.width * tm.tilewidth, tm.height * tm.tileheight))
    for layer in tm.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, image in layer.tiles():
                surf.blit(image, (x * tm.tilewidth, y * tm.tileheight))
    return surf


def render(players: int, sample: bool = False):
    import pygame

    from scenes.art.faces import CardFaces
    from scenes.art.font import PixelFont

    path = asset("maps", f"table_{players}p.tmx")
    surf = render_table(path)
    zones = load_zones(path)
    font = PixelFont.load()
    if sample:
        _sample(surf, zones, CardFaces(), font, players)
        return surf
    for name, (x, y, w, h, props) in sorted(zones.items()):
        colour = RGB["y"] if props.get("kind") == "button" else RGB["c"]
        pygame.draw.rect(surf, colour, (x, y, w, h), 1)
        label = name.removeprefix("dungeon.")
        if w < font.width(label) + 4:
            label = label.split(".")[-1]
        if w < font.width(label) + 4 and label.startswith("room"):
            label = label[-1]
        font.draw(surf, label, (x + 2, y + 2), RGB["w"], shadow=RGB["k"])
    return surf


def _sample(surf, zones, faces, font, players: int) -> None:
    from game.cards import CARDS

    rooms = list(CARDS.rooms)
    bosses = list(CARDS.bosses)
    heroes = [h for h in CARDS.heroes.values() if not h.epic]
    spells = list(CARDS.spells)
    for seat in range(players):
        p = f"dungeon.p{seat}"
        size = zones[f"{p}.room0"][4]["card"]
        for i in range(5 - seat % 2):
            x, y, *_ = zones[f"{p}.room{i}"]
            card = rooms[(seat * 7 + i * 3) % len(rooms)]
            if i == 2 and seat == 0:
                offset = 12 if size == "large" else 6
                surf.blit(faces.deactivated(card, size), (x - offset, y + offset))
            else:
                surf.blit(faces.face(card, size), (x, y))
        x, y, *_ = zones[f"{p}.boss"]
        surf.blit(faces.face(bosses[seat * 2], size), (x, y))
        x, y, w, h, _ = zones[f"{p}.score"]
        font.draw(surf, f"P{seat + 1} {CARDS.bosses[bosses[seat * 2]].name}", (x + 2, y + 1), RGB["y"])
        if h > 20:
            surf.blit(faces.icon("soul"), (x + 2, y + 14))
            font.draw(surf, "Souls 3", (x + 13, y + 14))
            surf.blit(faces.icon("wound"), (x + 2, y + 26))
            font.draw(surf, "Wounds 1", (x + 13, y + 26))
            font.draw(surf, "Hand 5", (x + 2, y + 38))
        else:
            sx = x + 120
            surf.blit(faces.icon("soul"), (sx, y + 1))
            font.draw(surf, "3", (sx + 10, y + 1))
            surf.blit(faces.icon("wound"), (sx + 20, y + 1))
            font.draw(surf, "1", (sx + 30, y + 1))
            font.draw(surf, "H5", (sx + 40, y + 1))
    x, y, w, h, _ = zones["town"]
    for i in range(min(4, players + 1)):
        surf.blit(faces.face(heroes[i * 5].id), (x + i * 68, y + 2))
    for deck, back in (("hero_deck", "hero"), ("epic_deck", "epic"), ("room_deck", "room"),
                       ("spell_deck", "spell")):
        x, y, *_ = zones[deck]
        surf.blit(faces.back(back, "small"), (x, y))
    x, y, *_ = zones["discard"]
    surf.blit(faces.face("cave_in"), (x, y))
    x, y, w, h, _ = zones["hand"]
    hand = [rooms[3], rooms[17], spells[6], spells[2], rooms[26]]
    for i, card in enumerate(hand):
        surf.blit(faces.face(card), (x + i * 68, y))
    x, y, w, h, _ = zones["zoom"]
    surf.blit(faces.face("all_seeing_eye", "zoom"), (x, y))
    x, y, w, h, _ = zones["log"]
    lines = ["Turn 3 - Build", "P2 built Dark Altar", "P3 cast Freeze", "Nick the Masher",
             "enters P1's dungeon",
             "Golem Factory hits 2", "Nick dies: +1 soul", "P1 levels up!"]
    for i, line in enumerate(lines[: h // 10]):
        font.draw(surf, line, (x + 3, y + 2 + i * 10), RGB["s"] if i % 2 else RGB["w"])
    import pygame

    for name, label in (("button.pass", "Pass"), ("button.speed", "x2"), ("button.menu", "Menu")):
        x, y, w, h, _ = zones[name]
        pygame.draw.rect(surf, RGB["d"], (x, y, w, h))
        pygame.draw.rect(surf, RGB["y"], (x, y, w, h), 1)
        font.draw(surf, label, (x + (w - font.width(label)) // 2, y + 6), RGB["w"])


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path("out")
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    pygame.display.set_mode((1, 1))
    for players in (2, 3, 4):
        for sample in (False, True):
            name = f"layout_{players}p{'_sample' if sample else ''}.png"
            pygame.image.save(render(players, sample), str(out / name))
            print(out / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
