"""The adventure on the table: Heroes walk a lane of their own over the Rooms' pictures (names, types and
damage stay readable), wait side by side at an entrance, above the raised hand card."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.cards import CARDS
from scenes.overlays.dungeon import BroughtForward
from scenes.table.layout import MAX_ROOMS, TableLayout
from scenes.table.places import NOWHERE

PICTURE = {"large": (22, 56), "small": (0, 24)}
"""The rows of a card face between its name band and its type line (a small face has no name band)."""


@pytest.fixture(scope="module")
def kit():
    pygame.display.set_mode((640, 360))
    from scenes.art.kit import art

    return art()


def _board(kit, players: int, viewer: int = 0):
    from scenes.table.board import Board

    return Board.on(TableLayout(players, viewer), *kit)


def _view(players: int, rooms: int, waiting: int = 0, seat: int = 0):
    seats = [SimpleNamespace(dungeon=[("x",)] * rooms, entrance=[]) for _ in range(players)]
    seats[seat].entrance = ["h"] * waiting
    return SimpleNamespace(seats=seats, carried=())


def _frame(board, seat):
    return board.geometry.hero_frame(board.sprites.walk("fighter")[0], seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_walking_hero_stands_in_the_picture_of_each_room_and_of_the_boss(kit, players):
    board = _board(kit, players)
    for seat in range(players):
        size = board.layout.card_size(seat)
        top, bottom = PICTURE[size]
        for rooms in range(1, MAX_ROOMS + 1):
            v = _view(players, rooms)
            for slot in (*range(rooms), rooms):  # each Room, then the Boss
                card = board.geometry.walker_rect(v, seat, slot)
                sprite = _frame(board, seat).get_rect(midbottom=board.geometry.feet(card, seat)).move(0, 2)
                assert card.contains(sprite), (players, seat, rooms, slot)
                assert card.y + top <= sprite.y and sprite.bottom <= card.y + bottom, (players, seat, slot)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_heroes_waiting_stand_side_by_side_inside_the_table(kit, players):
    board = _board(kit, players)
    for seat in range(players):
        for rooms in range(MAX_ROOMS + 1):
            for waiting in (1, 2, 3, 4):
                v = _view(players, rooms, waiting, seat)
                xs = [board.geometry.entrance_feet(v, seat, i)[0] for i in range(waiting)]
                if board.layout.card_size(seat) == "small":  # one behind the other, at its own entrance
                    assert set(xs) == {board.geometry.entrance_rect(v, seat).centerx}, (players, seat, xs)
                    continue
                assert all(a - b >= 8 for a, b in zip(xs, xs[1:], strict=False)), (players, seat, rooms, xs)
                half = board.geometry.hero_width(seat) // 2
                assert xs[-1] - half >= 0 and xs[0] + half <= 640, (players, seat, rooms, xs)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_raised_hand_card_leaves_the_heroes_at_ones_entrance_in_sight(kit, players):
    board = _board(kit, players)
    frame = _frame(board, 0)
    for count in range(1, 9):
        raised = board.geometry.raised_rect(board.geometry.hand_rects(count)[0])
        for rooms in range(MAX_ROOMS + 1):
            feet = board.geometry.entrance_feet(_view(players, rooms, 3), 0, 0)
            assert frame.get_rect(midbottom=feet).move(0, 2).bottom <= raised.y, (players, rooms)


def test_a_queue_tag_is_the_heros_first_name_never_a_title():
    from scenes.table.table_geometry import TITLES, short_name

    names = {CARDS.get(h).name: short_name(h) for h in CARDS.heroes}
    assert all(tag and tag in name and "," not in tag for name, tag in names.items())
    assert not any(word.lower() in TITLES for tag in names.values() for word in tag.split())
    assert names["Sir Digby Apple, Ace Detective"] == "Digby" and names["The Fool"] == "Fool"
    assert names["Fire's Breath, Heroine of Arcadia"] == "Fire's Breath"


def _queues(board, view):
    """Every Hero card in queues of one to four, the longest labels first, then each in turn."""
    heroes = sorted(CARDS.heroes, key=lambda h: -board.font.width(CARDS.get(h).name))
    widest = sorted(heroes, key=lambda h: -sum(label.rect.w for label in board.geometry.hero_labels(
        view, [(h, pygame.Rect(300, 200, 24, 32))])))
    for waiting in (1, 2, 3, 4):
        yield widest[:waiting]
        for i in range(0, len(heroes), waiting):
            yield (heroes[i:] + heroes)[:waiting]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_heroes_waiting_at_an_entrance_keep_their_names_and_health_whole_and_apart(kit, players):
    """Issue 50: "The Fool" and "Delatorious" never merge into "Foolelatorious", a name never covers another's
    "6/6": every waiting Hero's short name and Health stand whole in its own badge, over its head (under its
    feet in a top dungeon's crowded queue), none over another, inside the canvas, with 1-4 Heroes at one
    entrance and 0-5 Rooms."""
    from scenes.table.places import Marks
    from scenes.table.table_geometry import short_name

    canvas = pygame.Rect(0, 0, 640, 360)
    board = _board(kit, players)
    for seat in range(players):
        for rooms in range(MAX_ROOMS + 1):
            v = _view(players, rooms, 0, seat)
            v.health, v.damage = (), ()
            for queue in _queues(board, v):
                v.seats[seat].entrance = list(queue)
                v.damage = tuple((h, CARDS.get(h).health - 1) for h in queue[1::2])  # "1/13": both kinds of Health
                labels = board.geometry.entrance_labels(v, seat, Marks())
                shown = board.geometry.entrance_shown(v, seat, Marks())
                if board.layout.card_size(seat) == "small":  # its first Hero and a count; brought forward: all
                    assert not labels and len(shown) == 1
                    continue
                assert [label.hero for label in labels] == list(queue)
                for label, (_i, hero, _feet, sprite) in zip(labels, shown, strict=True):
                    assert label.name == short_name(hero) and label.health == board.geometry.health_words(v, hero)[0]
                    width = board.font.width(label.name) + 5 + board.font.width(label.health) + 4
                    assert label.rect.w == width and canvas.contains(label.rect), (players, seat, rooms, label)
                    assert label.rect.x + 4 <= sprite.centerx <= label.rect.right - 4, label  # over its own Hero
                    assert label.rect.bottom <= sprite.y + 2 or label.rect.y >= sprite.bottom  # head and feet clear
                    assert label.rect.contains(label.health_rect)
                for i, a in enumerate(labels):
                    assert not any(a.rect.colliderect(b.rect) for b in labels[i + 1:]), (players, seat, rooms, queue)


def test_a_dungeon_brought_forward_shows_every_waiting_hero_with_its_label(kit):
    """Four Heroes at an entrance before five Rooms, brought forward: all four stand left of the cards, their
    labels whole and apart, off the cards, above the footer."""
    from scenes.table.table_geometry import short_name

    board = _board(kit, 4)
    area = board.layout.zone("dungeon_forward")
    for rooms in range(MAX_ROOMS + 1):
        v = _view(4, rooms, 0, 1)
        v.health, v.damage = (), ()
        cards = board.geometry.forward_cards(v, 1, area)
        for queue in _queues(board, v):
            v.seats[1].entrance = list(queue)
            stood, labels = board.geometry.forward_queue(v, 1, area)
            assert [hero for hero, _feet in stood] == [label.hero for label in labels] == list(queue)
            assert all(area.x + 12 <= feet[0] <= cards[0].x - 12 for _hero, feet in stood), (rooms, stood)
            for i, label in enumerate(labels):
                assert label.name == short_name(label.hero) and area.contains(label.rect)
                assert label.rect.bottom <= area.bottom - 14 and not label.rect.colliderect(cards[0])
                assert not any(label.rect.colliderect(b.rect) for b in labels[i + 1:]), (rooms, queue)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_hit_number_stays_in_the_rooms_picture_and_off_the_heros_health(kit, players):
    """Issue 50: a hit's number never hides the Room or the Hero's Health: in every dungeon, large and small, in
    each Room, for hits of 1 to 12 and Health of one or two digits, the number stands inside the picture of the
    Room the Hero is in (its name, type and damage in sight), covers at most a third of it, and never the
    walking Hero's Health."""
    from scenes.table.director import _bright_number

    board = _board(kit, players)
    hero = max(CARDS.heroes, key=lambda h: CARDS.get(h).health)  # "12/13": the widest Health
    for seat in range(players):
        small = board.layout.card_size(seat) == "small"
        for rooms in range(1, MAX_ROOMS + 1):
            for slot in range(rooms):
                v = _view(players, rooms)
                v.health, v.damage = (), ((hero, 1),)
                v.walker = SimpleNamespace(hero=hero, seat=seat, slot=slot)
                card = board.geometry.walker_rect(v, seat, slot)
                sprite = board.geometry.sprite_rect(hero, board.geometry.feet(card, seat), seat)
                health = board.geometry.walker_health_rect(v, hero, sprite)
                picture = card.inflate(0, -((44 - 24) if small else (88 - 34))).move(0, -10 if small else -5)
                for amount in (1, 4, 12):
                    plate = _bright_number(board.sprites.damage_number(amount), 1 if small else 2)
                    for rise in (0, 5, 10):
                        at = board.geometry.hit_rect(v, seat, hero, sprite, plate.get_size(), rise)
                        assert picture.contains(at), (players, seat, rooms, slot, amount, at, picture)
                        assert at.w * at.h * 3 <= picture.w * picture.h and not at.colliderect(health), \
                            (players, seat, slot, amount, at, health)


@pytest.fixture(scope="module")
def played():
    from game.match import Match

    m = Match.new(("greedy", "greedy"), seed=3)
    m.play_bots()
    return m


def _animation_of(played, kit, kind):
    """The director at the first event of type ``kind`` of the played game, its animation started."""
    from scenes.table.director import Director

    d = Director(played, 0, _board(kit, 2))
    d.fold_to(next(i for i, e in enumerate(played.events) if isinstance(e, kind)))
    assert d._start_next()
    return d, played.events[d.cursor - 1]


def _redness(surface, rect) -> float:
    """How red ``rect`` looks on the whole: the mean of red over the other channels."""
    seen = [surface.get_at((x, y)) for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2)]
    return sum(c.r - max(c.g, c.b) for c in seen) / len(seen)


def test_a_hero_killed_leaves_a_skull_then_a_soul_flying_to_the_score(played, kit):
    from game.rules import events as E
    from scenes.art.palette import BONE

    d, event = _animation_of(played, kit, E.HeroKilled)
    seat = d.view.seats[event.seat]
    assert d.current.duration >= 0.8
    blank = pygame.Surface((640, 360))
    early, late = blank.copy(), blank.copy()
    d.current.paint(early, 0.3)
    d.current.paint(late, d.current.duration - 0.05)
    assert early.get_bounding_rect().h and late.get_bounding_rect().h
    feet = d.geometry.hero_feet(d.view, event.hero)[1]
    above = pygame.Rect(feet[0] - 12, feet[1] - 50, 24, 40).clip(early.get_rect())
    assert any(early.get_at((x, y))[:3] == BONE for x in range(above.x, above.right)
               for y in range(above.y, above.bottom))  # the skull over the Hero
    score = d.geometry.score_rect(seat.seat)
    assert late.get_bounding_rect().colliderect(score.inflate(40, 40))  # the Soul near the score at the end


def test_a_hero_reaching_the_boss_strikes_it_red_then_the_wound_flies_to_the_score(played, kit):
    from game.rules import events as E
    from scenes.table.director import TIMES
    from scenes.table.places import Marks

    d, event = _animation_of(played, kit, E.HeroReachedBoss)
    boss = d.board.layout.seat_zone(event.seat, "boss")
    before = pygame.Surface((640, 360))
    d.board.draw(before, d.shown, d.view, Marks())
    struck = before.copy()
    d.current.paint(struck, TIMES.walk + 0.05)
    assert _redness(struck, boss) > _redness(before, boss) + 40  # the red flash on the Boss
    end = pygame.Surface((640, 360))
    d.current.paint(end, d.current.duration - 0.02)
    assert end.get_bounding_rect().colliderect(d.geometry.score_rect(event.seat).inflate(40, 40))


def _four_player_table(app):
    from game.match import Match
    from scenes.dev.shots import _advance
    from scenes.table import TableScene

    m = Match.new(("human", "greedy", "greedy", "greedy"), seed=14)
    assert _advance(m, lambda mm: mm.state.turn >= 4 and mm.to_act == 0)
    table = TableScene(m, speed="instant", autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    assert app._frame()
    return table


def test_a_click_on_another_seats_small_dungeon_brings_it_forward_and_any_key_sends_it_back(app):
    table = _four_player_table(app)
    for seat in (1, 2, 3):
        table.input.click(table.layout.seat_zone(seat, "score").center, 1)
        assert table.overlay(BroughtForward).seat == seat
        assert app._frame()
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0))
        assert table.overlay(BroughtForward) is None
    table.input.click(table.layout.seat_zone(0, "boss").center, 1)  # one's own dungeon is already large
    assert table.overlay(BroughtForward) is None


def test_by_keys_z_with_nothing_highlighted_brings_the_small_dungeons_forward_one_after_another(app):
    """Issue 26: the dungeons are readable by keys alone: Z, then Tab / the arrows go round them."""
    table = _four_player_table(app)
    table.model.highlight, table.model.hover = None, NOWHERE

    def press(code):
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))

    def looking():
        shown = table.overlay(BroughtForward)
        return None if shown is None else shown.seat

    press(pygame.K_z)
    seen = [looking()]
    assert seen[0] in (1, 2, 3)
    for _ in range(2):
        press(pygame.K_TAB)
        seen.append(looking())
    assert sorted(seen) == [1, 2, 3]
    press(pygame.K_LEFT)
    assert looking() == seen[1]
    press(pygame.K_x)
    assert looking() is None


def test_a_dungeon_brought_forward_shows_only_what_the_viewer_may_see(app, monkeypatch):
    table = _four_player_table(app)
    v = table.director.view
    drawn = []
    real = table.board.faces.face
    monkeypatch.setattr(table.board.faces, "face", lambda card, size="large": drawn.append(card) or real(card, size))
    canvas = pygame.Surface((640, 360))
    for seat in (1, 2, 3):
        pv = v.seats[seat]
        seen = {pile[-1] for pile in pv.dungeon} | {pv.boss, *pv.entrance} | ({v.walker.hero} if v.walker else set())
        drawn.clear()
        table.presentation.draw_brought_forward(canvas, seat, pygame.Rect(60, 70, 520, 150))
        assert drawn and set(drawn) <= seen - {None}, (seat, set(drawn) - seen)
        assert len(drawn) == sum(pile[-1] is not None for pile in pv.dungeon) + (pv.boss is not None)


@pytest.mark.parametrize("players", [3, 4])
def test_a_small_dungeons_room_names_stand_under_its_cards_in_three_short_lines(kit, players):
    """Issue 26: every Room's name readable under a small card: whole words where they fit, long ones broken
    at a syllable with a hyphen, never cut (a few long names have a short form)."""
    from scenes.table.board import NAME_LINE, NAME_LINES
    from scenes.ui.narrow_names import SHORT

    def letters(text: str) -> str:
        return "".join(c for c in text if c.isalpha())

    board = _board(kit, players)
    width = board.layout.room(1, 0, 1).w + 1
    for card in (*CARDS.rooms, *CARDS.bosses):
        lines = board.name_lines(card, width)
        assert 1 <= len(lines) <= NAME_LINES and all(board.font.width(line) <= width for line in lines)
        name = CARDS.get(card).name
        assert letters("".join(lines)) in (letters(name), letters(SHORT.get(name, ""))), lines
    for seat in range(1, players):
        under = board.layout.room(seat, 0, 1)
        town = board.geometry.town_rects(1)[0]
        assert under.bottom + 1 + NAME_LINES * NAME_LINE <= town.y, (players, seat)  # above the town's cards
