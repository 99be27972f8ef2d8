"""The decisions offered to a person: every legal action is reachable by pointing at table places, and
only legal actions come out (scenes/table/offer.py)."""

from __future__ import annotations

import random

import pytest

from game.cards import CARDS
from game.match import Match
from game.rules import BuildRoom, CastSpell, Choose, Discard, Pass
from scenes.keys import DEFAULT
from scenes.table.offer import Offer, place_of, places_of
from scenes.table.places import PASS, HandPlace, HeroPlace, OptionPlace, RoomPlace, RowCard, SeatPlace


def _decisions(seeds=range(12), players=(2, 3, 4)):
    """(match, legal) at every decision of a few seeded random games."""
    for seed in seeds:
        n = players[seed % len(players)]
        m = Match.new(("random",) * n, seed=seed, variants=frozenset({"i_choose_you"}) if seed % 3 == 0 else ())
        rng = random.Random(seed)
        while not m.over:
            legal = m.legal()
            yield m, legal
            m.submit(rng.choice(legal), at_step=m.step)


def _make(offer: Offer, action) -> object:
    """Point at the places of ``action`` one by one, as a person would; what the offer submits."""
    if isinstance(action, Discard):
        for card in action.cards:
            assert offer.pick(HandPlace(card)) is None
        return offer.done()
    if isinstance(action, Pass):
        return offer.pass_action
    made = None
    for place in places_of(offer.view, action):
        assert place in offer.choices(), (action, place, offer.choices())
        made = offer.pick(place)
    return made if made is not None else offer.done()


def test_every_legal_action_is_made_by_its_places_and_nothing_else_comes_out():
    checked = 0
    for m, legal in _decisions():
        view = m.view(m.to_act)
        for action in legal:
            assert _make(Offer(legal, view), action) == action
            checked += 1
    assert checked > 1000


def test_every_first_choice_leads_only_to_legal_actions():
    rng = random.Random(4)
    for m, legal in _decisions(seeds=range(3)):
        offer = Offer(legal, m.view(m.to_act))
        if offer.discarding:
            continue
        made = None
        while made is None and offer.choices():
            made = offer.pick(rng.choice(offer.choices()))
        made = made or offer.done()
        assert made in legal


def test_the_opening_discard_picks_two_then_done():
    m = Match.new(("human", "random"), seed=1)
    seat = m.to_act
    offer = Offer(m.legal(), m.view(seat))
    assert offer.discarding and offer.discard_count == 2
    hand = m.view(seat).seats[seat].hand
    offer.pick(HandPlace(hand[0]))
    assert offer.done() is None and "1 more" in offer.step_prompt(DEFAULT)
    offer.pick(HandPlace(hand[3]))
    assert isinstance(offer.done(), Discard) and set(offer.done().cards) == {hand[0], hand[3]}
    offer.pick(HandPlace(hand[0]))  # unpick
    assert offer.done() is None
    assert offer.back() and offer.selected == ()


def test_building_lights_the_places_the_room_may_go_and_says_why_not_elsewhere():
    """R9: an ordinary Room goes on a new pile or over any Room; an Advanced Room only over a Room that
    shares a treasure type."""
    for m, legal in _decisions(seeds=range(4)):
        builds = [a for a in legal if isinstance(a, BuildRoom)]
        advanced = [a for a in builds if CARDS.get(a.room).advanced]
        if not builds:
            continue
        offer = Offer(legal, m.view(m.to_act))
        room = (advanced or builds)[0].room
        offer.pick(HandPlace(room))
        lit = set(offer.choices())
        assert lit == {RoomPlace(a.seat, -1 if a.over is None else a.over) for a in builds if a.room == room}
        assert "Build" in offer.step_prompt(DEFAULT)
        piles = m.view(m.to_act).seats[m.to_act].dungeon
        for slot in [-1, *range(len(piles))]:
            place = RoomPlace(m.to_act, slot)
            if place not in lit:
                assert offer.why_not(place), place
        assert offer.back() and offer.picked == ()
        if advanced:
            return
    pytest.fail("no Advanced Room build was met")


def test_a_spell_target_is_picked_on_the_table():
    for m, legal in _decisions(seeds=range(6)):
        casts = [a for a in legal if isinstance(a, CastSpell) and a.targets]
        if not casts:
            continue
        view = m.view(m.to_act)
        offer = Offer(legal, view)
        offer.pick(HandPlace(casts[0].spell))
        targets = offer.choices()
        assert place_of(view, casts[0].targets[0]) in targets
        assert all(isinstance(p, (HeroPlace, RoomPlace, SeatPlace, RowCard, OptionPlace)) for p in targets)
        assert offer.pass_action is None  # half a choice made: Pass waits for Esc
        return
    pytest.fail("no targeted Spell was met")


def test_named_options_and_offered_cards_are_choices_of_the_row():
    kinds = set()
    for m, legal in _decisions(seeds=range(12)):
        for a in legal:
            if isinstance(a, Choose):
                kinds.add(type(place_of(m.view(m.to_act), a.choice)))
    assert {OptionPlace, RowCard, HeroPlace, SeatPlace} <= kinds


def test_pass_is_a_place_of_its_own():
    m = Match.new(("human", "random"), seed=2)
    while not any(isinstance(a, Pass) for a in m.legal()):
        m.submit(m.legal()[0], at_step=m.step)
    offer = Offer(m.legal(), m.view(m.to_act))
    assert offer.pass_action == Pass(m.to_act)
    assert places_of(offer.view, Pass(m.to_act)) == (PASS,)
