"""The table layouts: Tiled maps (``assets/maps/table_2p.tmx``, 3p, 4p, tileset ``tiles.tsx``) that are
sources, edited in Tiled and read with pytmx as data. These tests check the zones the screens need, not
the bytes: a layout changed in Tiled passes as long as every zone is still there and fits.

Each map (orthogonal, 8x8 tiles, 80x45 = the 640x360 canvas) has a tile layer ``table`` and an object
layer ``zones`` whose rectangles name every place the table screen draws into:

- ``dungeon.p<seat>.entrance``, ``.room0`` .. ``.room4`` (room0 = leftmost, next to the entrance),
  ``.boss``, ``.score`` (Souls, Wounds, name, hand size). Seat 0 is the viewer, at the bottom, large
  cards; the others are above (large in 2 players, small 32x44 cards with 3-4 players).
- ``town``, ``hand``, ``hero_deck``, ``epic_deck``, ``room_deck``, ``spell_deck``, ``discard``, ``prompt``
  (what is asked, in words), ``log``,
  ``zoom`` (the hovered card at 2x), ``button.pass``, ``button.speed``, ``button.menu``; with Items, ``item_deck``
  and ``items_town`` (the Items waiting in town).

Object properties: ``kind`` (zone/button), ``card`` (large/small/zoom: the face size drawn there),
``seat`` (int, dungeon zones only).
"""

from __future__ import annotations

import itertools
import shutil
from xml.etree import ElementTree

import pytest

from scenes.assets import assets_dir

MAPS = assets_dir() / "maps"
CANVAS = (640, 360)
SEAT_ZONES = ["entrance", "room0", "room1", "room2", "room3", "room4", "boss", "score"]
TABLE_ZONES = ["town", "hand", "hero_deck", "epic_deck", "room_deck", "spell_deck", "discard", "prompt", "log", "zoom",
               "button.pass", "button.hint", "button.speed", "button.menu", "item_deck", "items_town"]
OVERLAY_AREAS = ["strip.buttons", "strip.countdown", "discard_pile", "dungeon_forward", "keys",
                 "replay.keys"]
CARD_SIZES = {"large": (64, 88), "small": (32, 44), "zoom": (128, 176)}


def _map(players: int):
    import pytmx

    return pytmx.TiledMap(str(MAPS / f"table_{players}p.tmx"), load_images=False)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_zone_the_screens_need_is_named(players):
    zones = {obj.name for obj in _map(players).get_layer_by_name("zones")}
    required = TABLE_ZONES + [f"dungeon.p{s}.{z}" for s in range(players) for z in SEAT_ZONES]
    assert not [name for name in required if name not in zones]
    assert not any(name.startswith(f"dungeon.p{players}.") for name in zones)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_zones_lie_inside_the_canvas_without_overlaps(players):
    tm = _map(players)
    assert tm.orientation == "orthogonal"
    assert (tm.width * tm.tilewidth, tm.height * tm.tileheight) == CANVAS
    layer = tm.get_layer_by_name("zones")
    zones = {obj.name: (obj.x, obj.y, obj.width, obj.height) for obj in layer}
    ids = [obj.id for obj in layer]
    assert len(ids) == len(set(ids)) == len(zones) and int(tm.nextobjectid) > max(ids)
    for name, (x, y, w, h) in zones.items():
        assert w > 0 and h > 0 and x >= 0 and y >= 0 and x + w <= CANVAS[0] and y + h <= CANVAS[1], name
    for (a, (ax, ay, aw, ah)), (b, (bx, by, bw, bh)) in itertools.combinations(zones.items(), 2):
        assert not (ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah), f"{a} overlaps {b}"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_area_drawn_over_the_table_is_named_inside_the_canvas(players):
    """The ``overlays`` layer: the "Any answer?" strip's buttons and countdown over the hand, and the overlays'
    panels (they lie over the zones, so they stand in a layer of their own)."""
    layer = _map(players).get_layer_by_name("overlays")
    areas = {obj.name: (obj.x, obj.y, obj.width, obj.height) for obj in layer}
    assert sorted(areas) == sorted(OVERLAY_AREAS)
    for name, (x, y, w, h) in areas.items():
        assert w > 0 and h > 0 and x >= 0 and y >= 0 and x + w <= CANVAS[0] and y + h <= CANVAS[1], name
    hand = next(obj for obj in _map(players).get_layer_by_name("zones") if obj.name == "hand")
    for name in ("strip.buttons", "strip.countdown"):
        x, y, w, h = areas[name]
        assert hand.x <= x and x + w <= hand.x + hand.width and hand.y <= y and y + h <= hand.y + hand.height, name


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_new_room_place_is_where_the_room_lands(players):
    """The lit "New Room" place (the setup build's, every build's) lies on the table, just left of the Boss in
    an empty dungeon, else just left of the leftmost Room: where the Room is drawn once built."""
    from types import SimpleNamespace

    import pygame

    from scenes.table.board import Board
    from scenes.table.layout import MAX_ROOMS, TableLayout

    canvas = pygame.Rect((0, 0), CANVAS)
    for viewer in range(players):
        board = Board.on(TableLayout(players, viewer), None, None, None)
        for rooms in range(MAX_ROOMS):
            view = SimpleNamespace(seats=[SimpleNamespace(dungeon=(("r",),) * rooms)] * players)
            built = SimpleNamespace(seats=[SimpleNamespace(dungeon=(("r",),) * (rooms + 1))] * players)
            for seat in range(players):
                new = board.geometry.room_rect(view, seat, -1)
                right = board.layout.seat_zone(seat, "boss") if rooms == 0 else board.geometry.room_rect(view, seat, 0)
                assert canvas.contains(new), (players, viewer, seat, rooms, new)
                assert new.size == right.size and new.y == right.y and 0 <= right.x - new.right <= 4, \
                    (players, viewer, seat, rooms, new, right)
                assert new == board.geometry.room_rect(built, seat, 0)  # built to the left: slot 0 of one Room more


@pytest.mark.parametrize("players", [2, 3, 4])
def test_card_zones_hold_the_faces_they_name(players):
    for obj in _map(players).get_layer_by_name("zones"):
        card = obj.properties.get("card")
        if obj.name.startswith("dungeon."):
            assert obj.properties.get("seat") == int(obj.name.split(".")[1][1:]), obj.name
        if card in CARD_SIZES and (".room" in obj.name or obj.name.endswith(".boss")):
            assert (obj.width, obj.height) >= CARD_SIZES[card], obj.name


def test_tileset_matches_the_generated_tile_sheet(pygame_headless):
    from tools.art.tiles import TILE, TILES

    tm = _map(2)
    tileset = tm.tilesets[0]
    assert (tileset.tilewidth, tileset.tileheight) == (TILE, TILE) and tileset.tilecount == len(TILES)
    sheet = pygame_headless.image.load(str(MAPS / "tiles.png"))
    assert sheet.get_size() == (TILE * len(TILES), TILE)
    tsx = ElementTree.parse(MAPS / "tiles.tsx").getroot()
    names = [tile.find("properties/property[@name='name']").get("value") for tile in tsx.iter("tile")]
    assert names == TILES
    for players in (2, 3, 4):
        tm = _map(players)
        used = {gid for row in tm.get_layer_by_name("table").data for gid in row}
        assert used and 0 not in used, players
        assert {tm.get_tile_properties_by_gid(gid).get("name") for gid in used} <= set(TILES), players


def test_a_build_never_overwrites_a_hand_edited_layout(tmp_path, pygame_headless):
    from tools.art.build import PARTS, build

    shutil.copytree(MAPS, tmp_path / "maps")
    edited = tmp_path / "maps" / "table_2p.tmx"
    edited.write_text(edited.read_text(encoding="utf-8").replace('name="town"', 'name="town"  '),
                      encoding="utf-8")
    before = {p.name: p.read_bytes() for p in (tmp_path / "maps").iterdir() if p.suffix in (".tmx", ".tsx")}
    assert "maps" not in PARTS
    build(tmp_path, only=("tiles",))
    after = {p.name: p.read_bytes() for p in (tmp_path / "maps").iterdir() if p.suffix in (".tmx", ".tsx")}
    assert after == before
    assert (tmp_path / "maps" / "tiles.png").read_bytes() == (MAPS / "tiles.png").read_bytes()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_colour_blind_totals_stay_inside_the_score(players, pygame_headless):
    """Colour-blind mode's initials ("C9 F9 M9 T9") never run past a score panel into the side panel: where
    icons and initials do not both fit, the initials stand alone."""
    import pygame

    from scenes.table.board import Board
    from scenes.table.layout import TableLayout
    from scenes.ui.widgets import font

    drawn = []
    board = Board.on(TableLayout(players, 0), None, None, font())
    board.letters = True
    board.faces = type("Faces", (), {"icon": lambda self, name: pygame.Surface((8, 8))})()
    board._text = lambda surface, text, pos, *a, **k: drawn.append(pygame.Rect(pos, (font().width(text), 9))) \
        or drawn[-1]
    surface = pygame.Surface(CANVAS)
    totals = dict.fromkeys(("cleric", "fighter", "mage", "thief"), 9)
    for seat in range(players):
        rect = board.geometry.score_rect(seat)
        drawn.clear()
        board.totals(surface, totals, 19, (rect.x + 2, rect.y + 2), rect.right, two_lines=rect.h >= 20)
        assert all(r.right <= rect.right for r in drawn), (seat, rect, drawn)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_card_of_a_long_hand_shows_whole_in_the_hand_row(players, pygame_headless):
    """Up to twelve cards in hand lie side by side inside the hand's row, none under another: a long hand
    has narrower cards rather than hidden names."""
    from scenes.table.board import Board
    from scenes.table.layout import TableLayout

    board = Board.on(TableLayout(players, 0), None, None, None)
    zone = board.layout.zone("hand")
    for count in range(1, 13):
        rects = board.geometry.hand_rects(count)
        assert all(zone.contains(r) for r in rects), (count, rects)
        assert all(a.right < b.x for a, b in zip(rects, rects[1:], strict=False)), count
        assert min(r.w for r in rects) >= 36, count


@pytest.mark.parametrize("players", [2, 3, 4])
def test_heroes_in_town_stand_side_by_side(players, pygame_headless):
    """Up to sixteen Heroes in town stand inside the town, none under another: whole cards, narrower ones,
    then two rows of small ones."""
    from scenes.table.board import Board
    from scenes.table.layout import TableLayout

    board = Board.on(TableLayout(players, 0), None, None, None)
    zone = board.layout.zone("town")
    for count in range(1, 15):
        rects = board.geometry.town_rects(count)
        assert all(zone.contains(r) for r in rects), (count, rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), count


@pytest.mark.parametrize("players", [3, 4])
def test_the_names_under_a_small_dungeon_are_never_under_the_zoom_nor_the_town(players):
    """Issue 26: a small dungeon's Room names (up to three lines under its cards) stay in sight whatever the
    zoom shows."""
    import pygame

    from scenes.table.board import NAME_LINE, NAME_LINES
    from scenes.table.layout import TableLayout

    for viewer in range(players):
        layout = TableLayout(players, viewer)
        covers = [layout.zone("zoom"), layout.zone("town")]
        for seat in range(players):
            if layout.card_size(seat) != "small":
                continue
            for part in ("room0", "room1", "room2", "room3", "room4", "boss"):
                card = layout.seat_zone(seat, part)
                names = pygame.Rect(card.x, card.bottom, card.w + 1, 1 + NAME_LINES * NAME_LINE)
                assert not any(names.colliderect(c) for c in covers), (players, viewer, seat, part)


@pytest.mark.parametrize("players", [3, 4])
def test_the_names_under_a_small_dungeon_never_run_into_the_towns_felt(players, pygame_headless):
    """Issue 50: three lines of a Room's name under a small card (their drop shadow too) end above the town's
    green felt as the map draws it, and the felt is the town's: it starts no lower than the town zone."""
    import pygame

    from scenes.table.board import NAME_LINE, NAME_LINES
    from scenes.table.layout import TableLayout
    from scenes.ui.widgets import font

    tm = _map(players)
    layer = tm.get_layer_by_name("table")
    felt = [pygame.Rect(x * tm.tilewidth, y * tm.tileheight, tm.tilewidth, tm.tileheight)
            for y, row in enumerate(layer.data) for x, gid in enumerate(row)
            if tm.get_tile_properties_by_gid(gid).get("name") == "felt"]
    felt = felt[0].unionall(felt[1:])
    layout = TableLayout(players, 0)
    town = layout.zone("town")
    assert felt.y <= town.y <= felt.y + 4, (felt, town)
    drawn = 1 + (NAME_LINES - 1) * NAME_LINE + font().height + 1  # the last line's letters and their shadow
    for seat in range(1, players):
        for part in ("room0", "room1", "room2", "room3", "room4", "boss"):
            card = layout.seat_zone(seat, part)
            names = pygame.Rect(card.x, card.bottom, card.w + 1, drawn)
            assert not names.colliderect(felt) and not names.colliderect(town), (players, seat, part, names, felt)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_scores_name_each_seat_as_the_log_does_and_stay_inside(players, pygame_headless, monkeypatch):
    """Issue 50: a score names its seat "P2 Gorgona": its place and its Boss by the very words the log uses
    (``wording.boss_of``), never "P2" in one place and "Gorgona" in the other. With the longest Boss names,
    nine Souls, four Wounds and a hand of twelve, every word of the row stays inside the score."""
    import pygame

    from game.cards import CARDS
    from game.match import Match
    from game.rules import evolve, view
    from game.wording import boss_of, describe_event
    from scenes.art.kit import art
    from scenes.dev.shots import _advance
    from scenes.table import board as board_module
    from scenes.table.board import Board
    from scenes.table.layout import TableLayout
    from scenes.table.places import Marks

    pygame.display.set_mode(CANVAS)
    faces, sprites, font = art()
    m = Match.new(("human",) + ("greedy",) * (players - 1), seed=5)
    assert _advance(m, lambda mm: mm.state.turn >= 3)
    before = None
    for event in m.events:  # the log's line of a Room that seat 1 builds names it by its Boss
        if type(event).__name__ == "RoomBuilt" and event.seat == 1:
            assert describe_event(before, event, 0).startswith(f"{boss_of(before, 1)} builds")
            break
        before = evolve(before, event)
    st = m.state
    longest = sorted(CARDS.bosses, key=lambda b: -font.width(CARDS.get(b).name))
    heroes, cards = list(CARDS.heroes), st.room_deck[:8] + st.spell_deck[:4]
    st = st._replace(seats=tuple(p._replace(boss=longest[i], souls=tuple(heroes[:9]), wounds=tuple(heroes[9:13]),
                                            hand=cards) for i, p in enumerate(st.seats)))
    board = Board.on(TableLayout(players, 0), faces, sprites, font)
    drawn = []
    real = board_module.draw_text
    monkeypatch.setattr(board_module, "draw_text", lambda surface, text, pos, *a, **k: drawn.append(
        (text, real(surface, text, pos, *a, **k))) or drawn[-1][1])
    v = view(st, 0)
    for seat in range(players):
        drawn.clear()
        board._score(pygame.Surface(CANVAS), st, v, seat, Marks())
        rect = board.geometry.score_rect(seat)
        title = "You" if seat == 0 else f"P{seat + 1}"
        assert drawn[0][0] == f"{title} {boss_of(st, seat)}", drawn[0]
        assert all(rect.contains(r) and r.right <= rect.right - 4 for _text, r in drawn), (players, seat, rect, drawn)
