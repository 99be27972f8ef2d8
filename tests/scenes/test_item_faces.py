"""The Items expansion's cards on screen (R25-R31): every Item's face at each size the game draws cards, with its
name whole, its treasure mark and both its abilities; its small icon face-up and face-down; its picture drawn from
an object map of its own. Runs headless."""

from __future__ import annotations

import pytest

from game.cards import CARDS
from scenes import assets as paths
from scenes.art.card_geometry import CARD_W, ITEM_ICON, NAME_RECT, STAT_RECT, TYPE_RECT
from scenes.art.palette import BLOOD, LEAF, RGB
from scenes.ui.narrow_names import SHORT

ITEMS = sorted(CARDS.items)
SIZES = {"large": (64, 88), "small": (32, 44), "zoom": (128, 176), "hand": (64, 61), "narrow:48": (48, 88),
         "hand:48": (48, 61)}


@pytest.fixture(scope="module")
def faces(pygame_headless):
    from scenes.art.faces import CardFaces

    return CardFaces()


def _colours(surface, rect) -> set:
    x, y, w, h = rect
    return {tuple(surface.get_at((xx, yy)))[:3] for xx in range(x, x + w) for yy in range(y, y + h)}


def test_the_items_box_is_on_screen_whole():
    """R25: 20 Items (4 of each treasure type and 4 Universal), 4 Advanced Rooms, Excavation."""
    treasures = [item.treasure for item in CARDS.items.values()]
    assert len(ITEMS) == 20
    assert all(treasures.count(t) == 4 for t in ("cleric", "fighter", "mage", "thief", "universal"))
    assert all(room.advanced for room in CARDS.rooms_of("items")) and len(CARDS.rooms_of("items")) == 4
    assert [s.id for s in CARDS.spells_of("items")] == ["excavation"]


@pytest.mark.parametrize("item", ITEMS)
def test_an_item_face_composes_at_every_size(faces, item):
    for size, wanted in SIZES.items():
        assert faces.face(item, size).get_size() == wanted, size
    assert faces.frame_name(CARDS.items[item]) == "item" and faces.type_label(CARDS.items[item]) == "Item"


def test_the_item_frame_is_its_own(faces, pygame_headless):
    """An Item's frame differs from every other kind's, so an Item reads as one at a glance."""
    pygame = pygame_headless
    root = paths.assets_dir() / "ui" / "frames"
    item = pygame.image.tobytes(pygame.image.load(str(root / "item.png")), "RGBA")
    small = pygame.image.tobytes(pygame.image.load(str(root / "small_item.png")), "RGBA")
    for other in ("monster", "trap", "monster_adv", "trap_adv", "spell", "boss", "hero", "epic"):
        assert pygame.image.tobytes(pygame.image.load(str(root / f"{other}.png")), "RGBA") != item
        assert pygame.image.tobytes(pygame.image.load(str(root / f"small_{other}.png")), "RGBA") != small
    band = _colours(faces.face("extra_life"), (0, 30, 3, 20))
    assert RGB["w"] in band and all(RGB["w"] not in _colours(faces.face(c), (0, 30, 3, 20))
                                    for c in ("dark_altar", "freeze", "draculord", "nick_the_masher", "jackpot_stash"))


@pytest.mark.parametrize("item", ITEMS)
def test_an_item_face_names_it_whole_and_marks_both_abilities_and_its_treasure(faces, item):
    """Both abilities labelled (the Hero's green, the Boss's red) in the stats strip of the large and the narrow
    face; the small face shows the Hero and the Boss icons; the treasure mark (Universal: the four-colour one)
    stands in the type strip."""
    card = CARDS.items[item]
    for width in (CARD_W, 48):
        lines, spacing = faces.card_name_lines(card, NAME_RECT[2] - (CARD_W - width) - 4)
        assert 1 <= len(lines) <= 2
        letters = "".join(c for c in "".join(lines) if c.isalpha())
        assert letters in ("".join(c for c in name if c.isalpha()) for name in (card.name, SHORT.get(card.name, "")))
        assert all(faces.font.width(line, spacing) <= NAME_RECT[2] - (CARD_W - width) - 4 for line in lines)
        size = "large" if width == CARD_W else f"narrow:{width}"
        face = faces.face(item, size)
        x, y, w, h = STAT_RECT
        strip = (x + 1, y + 1, w - (CARD_W - width) - 2, h - 2)
        left, right = (strip[0], strip[1], strip[2] // 2, strip[3]), (strip[0] + strip[2] // 2, strip[1],
                                                                      strip[2] // 2, strip[3])
        assert LEAF in _colours(face, left) and BLOOD in _colours(face, right), size
        tx, ty, tw, _th = TYPE_RECT
        mark = faces.figure_rects(card, size)["treasure"]
        assert mark[0] + mark[2] <= tx + tw - (CARD_W - width)
        icon = faces.icon(card.treasure)
        for dx in range(icon.get_width()):
            for dy in range(icon.get_height()):
                assert face.get_at((mark[0] + dx, mark[1] + dy)) == icon.get_at((dx, dy)) or not icon.get_at(
                    (dx, dy)).a, (size, dx, dy)
    small = faces.face(item, "small")
    for name, x in (("hero", 2), ("boss", 12)):
        icon = faces.icon(name)
        assert all(small.get_at((x + dx, 27 + dy)) == icon.get_at((dx, dy)) for dx in range(icon.get_width())
                   for dy in range(icon.get_height()) if icon.get_at((dx, dy)).a), name


def test_the_detail_panel_gives_both_abilities_labelled(faces):
    from scenes.art.faces import item_abilities

    card = CARDS.items["magic_mirror"]
    (hero, hero_text), (boss, boss_text) = item_abilities(card)
    assert hero.startswith("Hero ability") and boss.startswith("Boss ability")
    assert (hero_text, boss_text) == (card.hero_text, card.boss_text)
    short = faces.detail("magic_mirror", 160).get_height()
    assert short > faces.detail("freeze", 160).get_height()  # two texts and their headings, not one


@pytest.mark.parametrize("item", ITEMS)
def test_an_items_icon_face_up_and_face_down(faces, pygame_headless, item):
    """The small icon the table sets beside a Hero: its object, framed in its treasure type's colour; face-down
    (spent, yet public: R25) the same object dimmed, so a glance tells the two apart and still names the Item."""
    pygame = pygame_headless
    up, down = faces.item_icon(item), faces.item_icon(item, face_up=False)
    assert up.get_size() == down.get_size() == (ITEM_ICON, ITEM_ICON)
    assert pygame.image.tobytes(up, "RGBA") != pygame.image.tobytes(down, "RGBA")
    bright = sum(sum(tuple(up.get_at((x, y)))[:3]) for x in range(ITEM_ICON) for y in range(ITEM_ICON))
    dim = sum(sum(tuple(down.get_at((x, y)))[:3]) for x in range(ITEM_ICON) for y in range(ITEM_ICON))
    assert dim < bright * 0.7
    from tools.art.ui import ITEM_COLOUR

    assert tuple(up.get_at((ITEM_ICON // 2, 1)))[:3] == RGB[ITEM_COLOUR[CARDS.items[item].treasure]]
    from scenes.art.faces import CardFaces

    assert CardFaces(scale=2).item_icon(item).get_size() == (2 * ITEM_ICON, 2 * ITEM_ICON)


LARGER = {"oversized_sword": "sword_huge"}
"""Items whose picture draws their object larger than their icon can hold."""


def test_every_item_has_its_own_object_map_and_picture(pygame_headless):
    """Each Item's picture shows its own object (``it_<item id>`` in assets/src/items.txt), which also makes its
    icon: no two icons alike."""
    from tools.art import SOURCE_DIR
    from tools.art.build import load_maps
    from tools.art.illustrations import load_recipes

    maps = load_maps(SOURCE_DIR)
    recipes = load_recipes(SOURCE_DIR / "cards.toml")["card"]
    seen = set()
    for item in ITEMS:
        pm = maps[f"it_{item}"]
        assert len(pm[0]) <= ITEM_ICON - 4 and len(pm) <= ITEM_ICON - 4, item
        drawn = {layer[0] for layer in recipes[item]["layers"]}
        assert LARGER.get(item, f"it_{item}") in drawn, item
        icon = (paths.assets_dir() / "ui" / "items" / f"{item}.png").read_bytes()
        assert icon not in seen, item
        seen.add(icon)
