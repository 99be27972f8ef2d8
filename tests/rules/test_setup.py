"""Components and setup: R1-R6."""

from collections import Counter

import pytest

from game.cards import CARDS
from game.rules import BuildRoom, Choose, Discard, Pass, Setup, apply, legal_actions, new_game, to_act
from game.rules import events as E
from game.rules.flow import may_mulligan
from game.rules.frames import Mulligans, Turn
from game.rules.state import card, hero_decks

from rules.scenarios import Table, events_of


def test_r1_base_set_counts():
    """R1: 8 Bosses, 75 Rooms in 31 designs, 31 Spells in 16 designs, 25 ordinary and 16 Epic Heroes."""
    assert len(CARDS.bosses) == 8
    rooms, spells = CARDS.rooms_of("base"), CARDS.spells_of("base")
    assert len(rooms) == 31 and sum(r.copies for r in rooms) == 75
    assert len(spells) == 16 and sum(s.copies for s in spells) == 31
    heroes = Counter(h.epic for h in CARDS.heroes.values())
    assert heroes[False] == 25 and heroes[True] == 16


@pytest.mark.parametrize("players,ordinary,epic", [(2, 13, 8), (3, 17, 12), (4, 25, 16)])
def test_r2_hero_decks_by_player_count(players, ordinary, epic):
    """R2: Hero decks by the minimum-player icon."""
    st, _ = new_game(Setup(players, seed=5))
    assert len(st.hero_deck) == ordinary and len(st.epic_deck) == epic
    assert all(not card(h).epic for h in st.hero_deck) and all(card(h).epic for h in st.epic_deck)


def test_r2_epic_heroes_only_once_the_ordinary_deck_is_empty():
    """R2: ordinary Heroes are revealed before Epic ones; Epics follow once the ordinary deck is empty."""
    ordinary, _ = hero_decks(2, False)
    events = []
    Table().town(*ordinary[:-1]).start("beginning", collect=events)
    reveals = events_of(events, E.HeroRevealed)
    assert [(r.hero, r.epic) for r in reveals] == [(ordinary[-1], False), (reveals[1].hero, True)]


def test_r3_one_random_boss_each_and_xp_order():
    """R3: a random Boss per player; XP order (highest XP first) decides who acts first."""
    bosses = set()
    for seed in range(12):
        st, events = new_game(Setup(3, seed))
        started = events[0]
        assert isinstance(started, E.GameStarted)
        assert len(set(started.bosses)) == 3
        xp = [CARDS.bosses[started.bosses[s]].xp for s in started.xp_order]
        assert xp == sorted(xp, reverse=True)
        bosses.add(started.bosses)
    assert len(bosses) > 1


def test_r3_i_choose_you_deals_two_keeps_one():
    """R3 variant "I Choose You": each player is dealt two Bosses and keeps one."""
    st, events = new_game(Setup(2, 3, frozenset({"i_choose_you"})))
    offered = events_of(events, E.BossesOffered)
    assert [len(o.bosses) for o in offered] == [2, 2]
    seat = to_act(st)
    legal = legal_actions(st)
    assert sorted(a.choice for a in legal) == sorted(offered[seat].bosses)
    keep = offered[seat].bosses[1]
    st, events = apply(st, Choose(seat, keep))
    assert st.seats[seat].boss == keep
    assert events_of(events, E.BossChosen)[0].boss == keep


def test_r4_opening_hand_and_hidden_discards():
    """R4: 5 Rooms and 2 Spells, then each discards two; nobody's discard shows until all chose."""
    st, _ = new_game(Setup(2, 11))
    for p in st.seats:
        kinds = Counter("room" if hasattr(card(c), "kind") else "spell" for c in p.hand)
        assert kinds == {"room": 5, "spell": 2}
    first = to_act(st)
    assert all(isinstance(a, Discard) and len(a.cards) == 2 for a in legal_actions(st))
    st, events = apply(st, legal_actions(st)[-1])
    assert not events_of(events, E.CardsDiscarded)
    assert to_act(st) != first
    st, events = apply(st, legal_actions(st)[-1])
    assert len(events_of(events, E.CardsDiscarded)) == 2
    assert all(len(p.hand) == 5 for p in st.seats)


def test_r4_variant_no_opening_discard():
    """R4 variant: the opening discard is skipped; each seat is only asked whether it takes a mulligan (R5,
    asked of every seat so that being asked tells nothing, R24), then builds."""
    st, _ = new_game(Setup(2, 11, frozenset({"no_opening_discard"})))
    assert all(len(p.hand) == 7 for p in st.seats)
    for seat in st.xp_order:
        assert to_act(st) == seat and Pass(seat) in legal_actions(st)
        st, _ = apply(st, Pass(seat))
    assert all(len(p.hand) == 7 for p in st.seats)
    assert all(isinstance(a, BuildRoom) for a in legal_actions(st))


def test_r5_mulligan_eligibility():
    """R5: four Advanced Rooms, or four Rooms of one treasure type, allow a mulligan."""
    four_fighter = Table().hand(0, "goblin_armory#1", "golem_factory#1", "neanderthal_cave#1",
                                "minotaur_s_maze#1", "dark_altar#1").state()
    assert may_mulligan(four_fighter, 0)
    four_advanced = Table().hand(0, "dracolich_lair#1", "beast_menagerie#1", "liger_s_den#1",
                                 "the_crushinator#1", "dark_altar#1").state()
    assert may_mulligan(four_advanced, 0)
    mixed = Table().hand(0, "dracolich_lair#1", "goblin_armory#1", "liger_s_den#1", "dark_altar#1",
                         "bottomless_pit#1").state()
    assert not may_mulligan(mixed, 0)


def test_r5_mulligan_draws_a_new_hand():
    """R5: an eligible player may shuffle the hand back and draw a new one, once."""
    table = Table().hand(0, "goblin_armory#1", "golem_factory#1", "neanderthal_cave#1",
                         "minotaur_s_maze#1", "dark_altar#1", "freeze#1", "fear#1")
    st = table.start(frames=(Mulligans(), Turn()))
    assert to_act(st) == 1 and legal_actions(st) == [Pass(1)]  # asked too (R24), though it may only keep
    st, _ = apply(st, Pass(1))
    assert to_act(st) == 0
    assert set(legal_actions(st)) == {Choose(0, "mulligan"), Pass(0)}
    st, events = apply(st, Choose(0, "mulligan"))
    assert events_of(events, E.CardsReturned)
    drawn = events_of(events, E.CardsDrawn)
    assert [(d.deck, d.count) for d in drawn[:2]] == [("room", 5), ("spell", 2)]
    assert Counter(hasattr(card(c), "kind") for c in drawn[0].cards + drawn[1].cards) == {True: 5, False: 2}


def test_r6_first_room_face_down_then_revealed_together():
    """R6: each builds one Room face-down in XP order; all are revealed at once; no Spells."""
    st, _ = new_game(Setup(2, 4, frozenset({"no_opening_discard"})))
    while Pass(to_act(st)) in legal_actions(st):  # decline any mulligan (R5)
        st, _ = apply(st, Pass(to_act(st)))
    first = to_act(st)
    assert first == st.xp_order[0]
    legal = legal_actions(st)
    assert legal and all(isinstance(a, BuildRoom) and a.over is None for a in legal)
    assert all(not card(a.room).advanced for a in legal)
    st, events = apply(st, legal[0])
    built = events_of(events, E.RoomBuilt)
    assert built[0].face_down and not events_of(events, E.RoomRevealed)
    st, events = apply(st, legal_actions(st)[0])
    assert len(events_of(events, E.RoomRevealed)) == 2
    assert not st.facedown
