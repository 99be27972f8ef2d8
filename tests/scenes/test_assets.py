"""The assets the screens load: generated art, sounds and font (``tools.art``), found from source and from a
bundle, and loaded by ``scenes.art``. The Tiled table layouts are checked in test_layouts.py. Runs headless."""

from __future__ import annotations

import hashlib
import itertools
import struct
from pathlib import Path

from game.cards import CARDS
from scenes import assets as paths

ASSETS = paths.assets_dir()
SFX = ["build", "reveal", "step", "hit", "kill", "wound", "level_up", "spell", "cancel", "win", "lose"]


def test_every_card_has_an_illustration(pygame_headless):
    pygame = pygame_headless
    for card in CARDS.all():
        path = ASSETS / "cards" / f"{card.id}.png"
        assert path.is_file(), card.id
        assert pygame.image.load(str(path)).get_size() == (48, 32), card.id
    # the base set's 96 designs and the Items box's 25 (20 Items, 4 Rooms, Excavation)
    assert len(CARDS.all()) == 96 + 25


def test_no_two_card_images_are_identical(pygame_headless):
    pygame = pygame_headless
    seen: dict[bytes, str] = {}
    for card in CARDS.all():
        data = pygame.image.tobytes(pygame.image.load(str(ASSETS / "cards" / f"{card.id}.png")), "RGBA")
        assert data not in seen, f"{card.id} looks exactly like {seen.get(data)}"
        seen[data] = card.id


def test_font_loads_and_covers_every_card_text(pygame_headless):
    from scenes.art.font import PixelFont

    font = PixelFont.load()
    assert font.height <= 9 and font.line_height <= 10
    text = "".join(c.name + getattr(c, "text", "") + getattr(c, "title", "") + getattr(c, "hero_text", "")
                   + getattr(c, "boss_text", "") + "".join(getattr(c, "rulings", ())) for c in CARDS.all())
    missing = {ch for ch in text if ch not in font.glyphs}
    assert not missing
    surf = font.render("Dark Altar 0123", (255, 255, 255))
    assert surf.get_height() == font.height and surf.get_width() == font.width("Dark Altar 0123")
    lines = font.wrap("one two three four", 40)
    assert " ".join(lines) == "one two three four" and len(lines) > 1
    assert all(font.width(line) <= 40 for line in lines)
    assert (ASSETS / "LICENSES").read_text(encoding="utf-8").count("Dungeon 5x7")


def test_sounds_and_music_load_headless():
    import pygame

    pygame.mixer.init(frequency=22050, size=-16, channels=1)
    try:
        for name in SFX:
            sound = pygame.mixer.Sound(str(ASSETS / "sfx" / f"{name}.wav"))
            assert 0.03 < sound.get_length() < 3, name
        music = pygame.mixer.Sound(str(ASSETS / "music" / "dungeon_loop.wav"))
        assert music.get_length() >= 4
    finally:
        pygame.mixer.quit()


def _digest_tree(root: Path, skip: str = "src") -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file() and p.relative_to(root).parts[0] != skip}


def test_regenerating_assets_is_byte_identical(tmp_path, pygame_headless):
    from tools.art.build import build

    build(tmp_path)
    fresh = _digest_tree(tmp_path)
    committed = _digest_tree(ASSETS)
    assert fresh, "the generator wrote nothing"
    changed = [name for name, digest in fresh.items() if committed.get(name) != digest]
    assert not changed, f"regenerate assets (python -m tools.art.build): {changed[:10]}"
    # the Tiled layouts are sources: the build draws only their tile sheet
    assert sorted(p.name for p in (tmp_path / "maps").iterdir()) == ["tiles.png"]


def test_card_faces_compose_for_every_card(pygame_headless):
    from scenes.art.card_geometry import DECKS
    from scenes.art.faces import CardFaces

    faces = CardFaces()
    for card in CARDS.all():
        assert faces.face(card.id).get_size() == (64, 88)
        assert faces.face(card.id, "small").get_size() == (32, 44)
        assert faces.face(card, "zoom").get_size() == (128, 176)
        assert faces.detail(card.id, 160).get_width() == 160
    assert faces.face("dark_altar#2") is faces.face("dark_altar")
    assert faces.deactivated("dark_altar").get_size() == (88, 64)
    for deck in DECKS:
        assert faces.back(deck).get_size() == (64, 88)
        assert faces.back(deck, "small").get_size() == (32, 44)
    assert CardFaces(scale=2).face("freeze").get_size() == (128, 176)


def test_treasure_icons_differ_by_shape_not_only_colour(pygame_headless):
    pygame = pygame_headless
    for mini in ("", "mini_"):
        masks = {}
        for name in ("cleric", "fighter", "mage", "thief"):
            surf = pygame.image.load(str(ASSETS / "ui" / "icons" / f"{mini}{name}.png"))
            # the shape a colour-blind player sees: the coloured pixels inside the ink outline
            ink = pygame.mask.from_threshold(surf, (16, 14, 26, 255), (1, 1, 1, 255))
            shape = pygame.mask.from_surface(surf)
            shape.erase(ink, (0, 0))
            masks[name] = bytes(shape.to_surface().get_view("1").raw)
        for a, b in itertools.combinations(masks, 2):
            assert masks[a] != masks[b], (mini, a, b)


def test_hero_walk_cycles_and_effects(pygame_headless):
    from scenes.art.sprites import HeroSprites

    hs = HeroSprites()
    for cls in ("cleric", "fighter", "mage", "thief", "fool"):
        frames = hs.walk(cls)
        assert len(frames) >= 4
        assert len({bytes(pygame_headless.image.tobytes(f, "RGBA")) for f in frames}) >= 2, cls
    for cls in ("cleric", "fighter", "mage", "thief"):
        assert hs.walk(cls, epic=True)[0].get_size() == hs.walk(cls)[0].get_size()
        assert pygame_headless.image.tobytes(hs.walk(cls, epic=True)[0], "RGBA") != \
            pygame_headless.image.tobytes(hs.walk(cls)[0], "RGBA")
    assert len(hs.walk_for(CARDS.heroes["the_fool"])) >= 4
    for name in ("hit", "death", "wound", "crumble"):
        assert len(hs.fx(name)) >= 3
    assert hs.damage_number(12).get_width() > hs.damage_number(1).get_width()
    assert len(hs.crumble(pygame_headless.Surface((64, 88)), frames=4)) == 4


def test_walkers_stand_on_the_feet_row(pygame_headless):
    from scenes.art.sprites import HeroSprites

    hs = HeroSprites()
    feet_y, ink = hs.meta["feet_y"], (16, 14, 26, 255)
    for name, frames in hs.all_walks().items():
        for i, frame in enumerate(frames):
            w, h = frame.get_size()
            # a boot on the feet row in every frame; below it at most the outline, so nothing is cut off
            assert any(frame.get_at((x, feet_y)).a and frame.get_at((x, feet_y)) != ink for x in range(w)), (name, i)
            for y in range(feet_y + 1, h):
                assert all(not frame.get_at((x, y)).a or frame.get_at((x, y)) == ink for x in range(w)), (name, i)


def test_app_icons_are_valid_containers(pygame_headless):
    assert pygame_headless.image.load(str(ASSETS / "icons" / "icon.png")).get_size() == (256, 256)
    ico = (ASSETS / "icons" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    icns = (ASSETS / "icons" / "icon.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_assets_hold_no_code_and_say_their_licences():
    assert not [p for p in ASSETS.rglob("*") if p.suffix in (".py", ".pyc", ".sh", ".exe")]
    text = (ASSETS / "LICENSES").read_text(encoding="utf-8")
    for folder in ("cards", "ui", "heroes", "fx", "fonts", "maps", "sfx", "music", "icons", "src"):
        assert f"{folder}/" in text, folder


def test_assets_found_in_a_pyinstaller_bundle(monkeypatch, tmp_path):
    import sys

    monkeypatch.delenv(paths.ENV, raising=False)
    assert paths.assets_dir() == ASSETS
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.assets_dir() == tmp_path / "assets"


def test_assets_load_from_a_folder_with_a_space_and_accents(tmp_path, monkeypatch, pygame_headless):
    """A game unzipped under C:\\Users\\Jöhn Dœ\\Downloads\\Boss Monster: the font, card faces, hero sprites,
    the Tiled layouts with their tile sheet, the rules, the sounds and the window icon all load from there."""
    import shutil

    import pytmx
    from pytmx.util_pygame import load_pygame

    from scenes.app import ICON, App
    from scenes.art.faces import CardFaces
    from scenes.art.sprites import HeroSprites
    from scenes.rules_text import glossary, sections
    from scenes.table.layout import read_zones

    pygame = pygame_headless
    folder = tmp_path / "Jöhn Dœ" / "Downloads" / "Boss Monster" / "assets"
    shutil.copytree(ASSETS, folder, ignore=shutil.ignore_patterns("src"))
    monkeypatch.setenv(paths.ENV, str(folder))
    assert paths.asset("maps", "table_2p.tmx") == folder / "maps" / "table_2p.tmx"
    App(window_size=(640, 360), fps=0)  # its icon from there

    faces = CardFaces()  # and its pixel font
    assert faces.root == folder and faces.face("dark_altar").get_size() == (64, 88)
    assert faces.font.width("Jöhn Dœ") > 0
    sprites = HeroSprites()
    assert sprites.root == folder and sprites.walk("fighter")
    for players in (2, 3, 4):
        assert "town" in read_zones.__wrapped__(players)  # uncached: read from the copy
        tmx = str(paths.asset("maps", f"table_{players}p.tmx"))
        assert pytmx.TiledMap(tmx, load_images=False).get_layer_by_name("zones")
        tiled = load_pygame(tmx)  # the tile sheet, found relative to the map
        assert any(image for layer in tiled.visible_layers if hasattr(layer, "tiles") for *_, image in layer.tiles())
    assert sections.__wrapped__() and glossary.__wrapped__()
    assert pygame.image.load(str(paths.asset(*ICON))).get_size() == (32, 32)
    pygame.mixer.init(frequency=22050, size=-16, channels=1)
    try:
        assert pygame.mixer.Sound(str(paths.asset("sfx", "build.wav"))).get_length() > 0
        pygame.mixer.music.load(str(paths.asset("music", "dungeon_loop.wav")))
    finally:
        pygame.mixer.quit()
