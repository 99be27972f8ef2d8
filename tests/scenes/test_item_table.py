"""Items on the table (the Items variant, R25-R31): the Item deck, the Items waiting in town, each seat's Items and
the Item each Hero carries are drawn where nothing else stands; a face-up Item's Boss ability is picked by keys and
by mouse like a Spell, the KeepItem choice by keys; they explain themselves in tooltips; without the variant the
table draws none of it."""

from __future__ import annotations

import pygame
import pytest
from test_picking import _table

from game.cards import CARDS
from game.rules import CastSpell, Choose, DecisionKind, UseItem, item_ids, view
from game.rules import events as E
from scenes.dev.shots import HUMAN_SEATS, _game_where
from scenes.table.board import Board
from scenes.table.layout import MAX_ROOMS, TableLayout
from scenes.table.places import HeroPlace, ItemPlace, Marks, RowCard
from scenes.table.tips import Info, card_note, tip_words
from scenes.ui.geometry import CANVAS

ITEMS = frozenset({"items"})
KEY = {"next": pygame.K_TAB, "choose": pygame.K_RETURN}


def _press(app, table, key) -> None:
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
    app.stack.update(0.016)


def _tab_to(app, table, place) -> None:
    """Tab until ``place`` is highlighted (it must be among the choices)."""
    for _ in range(60):
        if table.model.highlight == place:
            return
        _press(app, table, KEY["next"])
    raise AssertionError(f"Tab never reached {place}: {table.input.ordered_choices()}")


def _last_decision(match):
    return next(e.action for e in reversed(match.events) if isinstance(e, E.DecisionMade))


def _using(m) -> bool:
    return m.to_act == 0 and any(isinstance(a, UseItem) and a.targets for a in m.legal())


def test_a_face_up_item_s_boss_ability_is_used_by_keys(app):
    """R29: the face-up Item in the person's panel is a choice like a Spell in hand: Tab to it, Enter, then Tab to
    its target and Enter: the UseItem the rules offer is made."""
    match = _game_where(HUMAN_SEATS[2], _using, 1, ITEMS)
    table = _table(app, match)
    wanted = next(a for a in match.legal() if isinstance(a, UseItem) and a.targets)
    _tab_to(app, table, ItemPlace(wanted.item))
    _press(app, table, KEY["choose"])
    assert table.model.offer.picked == (ItemPlace(wanted.item),)
    assert ItemPlace(wanted.item) in table.model.marks.selected  # framed as picked, as a Spell in hand
    assert CARDS.get(wanted.item).name in table.model.offer.step_prompt(table.keymap)
    target = next(p for p in table.model.offer.choices() if table.model.offer.first_action(p) == wanted)
    _tab_to(app, table, target)
    _press(app, table, KEY["choose"])
    assert _last_decision(match) == wanted


def test_a_face_up_item_s_boss_ability_is_used_by_mouse(app):
    """R29: a click on the face-up Item under the person's score, then on its target, makes the UseItem."""
    match = _game_where(HUMAN_SEATS[3], _using, 1, ITEMS)
    table = _table(app, match)
    wanted = next(a for a in match.legal() if isinstance(a, UseItem) and a.targets)
    rects = table.input.place_rects()
    score = table.geometry.score_rect(0)
    item_rect = rects[ItemPlace(wanted.item)]
    assert score.x <= item_rect.x and item_rect.bottom <= score.bottom  # in the person's own panel
    table.input.click(item_rect.center, 1)
    app.stack.update(0.016)
    target = next(p for p in table.model.offer.choices() if table.model.offer.first_action(p) == wanted)
    table.input.click(table.input.place_rects()[target].center, 1)
    app.stack.update(0.016)
    assert _last_decision(match) == wanted


def test_the_item_kept_face_up_is_chosen_by_keys_in_the_row(app):
    """R28: holding two face-up Items, the person is offered both in the row of choices over the town; Tab and
    Enter keep the one chosen face-up."""
    match = _game_where(HUMAN_SEATS[2], lambda m: m.to_act == 0 and m.prompt().kind == DecisionKind.KEEP_ITEM,
                        10, ITEMS)
    table = _table(app, match)
    choices = [a for a in match.legal() if isinstance(a, Choose)]
    assert len(choices) == 2
    assert {p for p in table.model.row_places()} == {RowCard(a.choice) for a in choices}
    kept = choices[1]
    _tab_to(app, table, RowCard(kept.choice))
    _press(app, table, KEY["choose"])
    assert _last_decision(match) == kept
    assert kept.choice in match.view(0).seats[0].items_up


def _crowded(players: int, down: int = 4, viewer: int = 0):
    """A game with Items, every seat with five Rooms, a face-up Item and ``down`` face-down ones, three Items waiting
    in town, and the Heroes in town, at the entrances and walking carrying the next ones (the Items' ids come round
    again once all are out: a picture of the most the table shows, not a game)."""
    from itertools import cycle, islice

    match = _game_where(HUMAN_SEATS[players], lambda m: m.state.turn >= 3 and m.state.walker is not None, 1, ITEMS)
    st = match.state
    heroes = [*st.town, *(h for p in st.seats for h in p.entrance), st.walker.hero]
    pool = list(islice(cycle(item_ids()), players * (1 + down) + 3 + len(heroes)))
    rooms = [pile for p in st.seats for pile in p.dungeon] * MAX_ROOMS
    seats = []
    for p in st.seats:
        mine, pool = pool[:1 + down], pool[1 + down:]
        seats.append(p._replace(dungeon=tuple(rooms[:MAX_ROOMS]), items_up=tuple(mine[:1]), items_down=tuple(mine[1:])))
    st = st._replace(seats=tuple(seats), items_town=tuple(pool[:3]), carried=tuple(zip(heroes, pool[3:], strict=True)))
    return st, view(st, viewer)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_items_stand_on_the_canvas_clear_of_the_cards_and_panels(app, players):
    """R25-R28 on screen, at 2, 3 and 4 players, crowded: the Item deck and the Items in town stand in their zones;
    each seat's Items lie inside the canvas, clear of every Room, Boss, the town, the hand and the right-hand
    column, of the other Items, and of any other seat's panel; each Hero's Item stands by its Hero."""
    from scenes.art.kit import art

    st, v = _crowded(players, down=6)
    board = Board.on(TableLayout(players, 0), *art())
    g, layout = board.geometry, board.layout
    marks = Marks()
    assert g.item_deck_rect() == layout.zone("item_deck")
    town = g.town_items(v, marks)
    assert [s.item for s in town] == list(v.items_town)
    assert all(layout.zone("items_town").contains(s.rect) for s in town)
    cards = [layout.zone(z) for z in ("town", "hand", "prompt", "log", "zoom", "discard", "item_deck",
                                      "items_town")]
    for seat in range(players):
        cards += [g.room_rect(v, seat, slot) for slot in range(len(v.seats[seat].dungeon))]
        cards.append(g.boss_rect(v, seat))
    panel = []
    for seat in range(players):
        mine = g.panel_items(v, seat, marks)
        assert [s.item for s in mine] == [*v.seats[seat].items_up, *v.seats[seat].items_down]
        for spot in mine:
            assert CANVAS.contains(spot.rect), (seat, spot)
            assert spot.rect.collidelist(cards) < 0, (seat, spot, cards[spot.rect.collidelist(cards)])
            others = [g.score_rect(s) for s in range(players) if s != seat]
            assert spot.rect.collidelist(others) < 0, (seat, spot)
        panel += [s.rect for s in mine]
    assert not any(a.colliderect(b) for i, a in enumerate(panel) for b in panel[i + 1:] if a.w == b.w == 20)
    board.draw(pygame.display.get_surface(), st, v, marks)  # draws without fault
    riders = g.riders(v, marks)
    assert {(r.hero, r.item) for r in riders} >= {(h, i) for h, i in v.carried if h in v.town}
    for rider in riders:
        assert CANVAS.contains(rider.rect)
        hero = next(s.rect for s in g.table_spots(v, marks)
                    if s.place == HeroPlace(rider.hero) and s.card == rider.hero)
        assert rider.rect.inflate(8, 8).colliderect(hero), rider  # beside its Hero, or on its card


def test_without_the_variant_nothing_of_the_items_is_drawn_or_pointed_at(app):
    from scenes.art.kit import art

    match = _game_where(HUMAN_SEATS[3], lambda m: m.state.turn >= 2, 1)
    v = match.view(0)
    board = Board.on(TableLayout(3, 0), *art())
    assert not board.geometry.item_spots(v, Marks())
    assert not [info for _r, info in board.infos_of(match.state, v, Marks()) if info.kind in ("item", "rider")
                or info.what == "item"]


def test_items_explain_themselves_in_tooltips_and_the_zoom(app):
    """R26-R30 in words: the Item deck, an Item waiting in town, a face-up and a face-down Item in a panel, and the
    Item a Hero carries each have a tooltip that names it; the carrier's zoom names its Item and both abilities."""
    from scenes.art.kit import art

    st, v = _crowded(2, down=2)
    board = Board.on(TableLayout(2, 0), *art())
    infos = [info for _r, info in board.infos_of(st, v, Marks())]
    assert Info("deck", what="item") in infos
    assert "Item deck" in tip_words(Info("deck", what="item"), st, v)
    waiting = v.items_town[0]
    assert Info("item", None, what=waiting) in infos
    assert CARDS.get(waiting).name in tip_words(Info("item", what=waiting), st, v)
    up, down = v.seats[1].items_up[0], v.seats[1].items_down[0]
    assert "face-up" in tip_words(Info("item", 1, what=up), st, v)
    assert "face-down" in tip_words(Info("item", 1, what=down), st, v)
    assert "yours" in tip_words(Info("item", 0, what=v.seats[0].items_up[0]), st, v)
    hero, item = v.carried[0]
    assert Info("rider", what=hero) in infos
    words = tip_words(Info("rider", what=hero), st, v)
    assert CARDS.get(item).name in words and CARDS.get(hero).name in words
    note = card_note(st, v, hero)
    assert CARDS.get(item).name in note and CARDS.get(item).boss_text in note


def test_a_hero_carrying_oversized_sword_shows_its_raised_health(app):
    """Oversized Sword (R27): its carrier has 5 more Health, and the table says so where it shows the Health (the
    rules' health_figure: gold, the total raised)."""
    from scenes.art.kit import art
    from scenes.art.palette import GOLD

    st, _v = _crowded(2, down=0)
    hero = st.town[0]
    st = st._replace(carried=((hero, "oversized_sword"),), damage=())
    v = view(st, 0)
    board = Board.on(TableLayout(2, 0), *art())
    board.geometry.numbers(st, v)
    raised = CARDS.get(hero).health + 5
    assert board.geometry.health_words(v, hero) == (f"{raised}/{raised}", GOLD)
    assert "Oversized Sword" in card_note(st, v, hero)


def test_a_small_dungeon_brought_forward_shows_the_items_its_heroes_carry(app, monkeypatch):
    """R27: brought forward, a small dungeon's waiting and walking Heroes keep their Items by them."""
    from scenes.art.kit import art
    from scenes.table.forward import draw_brought_forward

    st, v = _crowded(3, down=1)
    seat = v.walker.seat  # the dungeon a Hero walks in (crowded: every Hero carries an Item)
    board = Board.on(TableLayout(3, 0), *art())
    drawn = []
    monkeypatch.setattr(board, "rider", lambda surface, item, rect: drawn.append(item))
    draw_brought_forward(board, pygame.display.get_surface(), st, v, seat, pygame.Rect(60, 70, 520, 150))
    carried = dict(v.carried)
    heroes = [*v.seats[seat].entrance, *([v.walker.hero] if v.walker and v.walker.seat == seat else [])]
    assert drawn and drawn == [carried[h] for h in heroes if h in carried]


def test_auto_pass_never_passes_a_window_in_which_an_item_could_be_used(app):
    """R29: a face-up Item's Boss ability is used "whenever a Spell could be cast": with auto-pass on, a Spell window
    in which the person could use one waits for them, as one with a Spell to cast does."""
    match = _game_where(HUMAN_SEATS[3], _using, 1, ITEMS)
    table = _table(app, match)
    legal = match.legal()
    assert not any(isinstance(a, CastSpell) for a in legal)
    assert not table.turns._nothing_to_play(legal)
    assert table.turns._nothing_to_play([a for a in legal if not isinstance(a, UseItem)])
