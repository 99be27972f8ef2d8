"""The determinizer: sampled states the deciding seat cannot tell from the real one."""

from __future__ import annotations

import random

import pytest

from game.ai.determinize import determinize
from game.rules import HIDDEN, ActivateAbility, Choose, Pass, Setup, apply, legal_actions, new_game, to_act, view
from game.rules.effects import Ctx
from game.rules.engine import run

from rules.invariants import check
from rules.scenarios import PHASE_FRAMES, Table, act


@pytest.mark.parametrize("players,variants", [(2, ()), (3, ()), (4, ()), (2, ("i_choose_you",)),
                                              (3, ("machinations", "hard_mode")), (2, ("items",)),
                                              (4, ("items", "i_choose_you"))])
def test_samples_agree_with_the_view(players, variants):
    """view(sampled) == view(real) for the deciding seat, every card in exactly one place, and the same
    legal actions; over random games, at every decision."""
    for game in range(6):
        rng = random.Random(game)
        st, _ = new_game(Setup(players, 50 + game, frozenset(variants)))
        while to_act(st) is not None:
            seat = to_act(st)
            v = view(st, seat)
            sampled = determinize(v, rng)
            assert view(sampled, seat) == v
            check(sampled)
            legal = legal_actions(st, seat)
            assert legal_actions(sampled, seat) == legal
            st, _ = apply(st, rng.choice(legal))


def test_samples_vary_what_is_hidden():
    st, _ = new_game(Setup(3, 9))
    rng = random.Random(0)
    while st.turn < 2:
        st, _ = apply(st, rng.choice(legal_actions(st)))
    seat = to_act(st)
    v = view(st, seat)
    hands = {determinize(v, random.Random(k)).seats[(seat + 1) % 3].hand for k in range(10)}
    decks = {determinize(v, random.Random(k)).room_deck for k in range(10)}
    assert len(hands) > 1 and len(decks) > 1


def test_a_pending_ability_whose_room_went_back_into_the_deck():
    """Dark Altar destroyed to pay its cost, then shuffled into an empty Room deck with the discard pile
    (Recycling Center draws, R23) before its effect resolves: every seat still sees which ability it
    answers (it was announced), and samples of its view agree with it and can be played on."""
    table = Table(bosses=("robobo", "gorgona")).dungeon(0, "recycling_center#1", "dark_altar#1")
    table.dungeon(1, "goblin_armory#1").hand(1, "freeze#1", "golem_factory#1").discard("annihilator#1")
    st = table.state()
    st = st._replace(room_deck=(), discard=st.discard + st.room_deck)  # every other Room discarded
    ctx = Ctx(st)
    ctx.push(*PHASE_FRAMES["build"])
    run(ctx)
    assert ctx.st.active == 1  # seat 0 uses Dark Altar in seat 1's Build turn: seat 1 may answer it (R17)
    st = act(act(ctx.st, Pass(1)), ActivateAbility(0, "dark_altar#1", ("annihilator#1",)))
    st = act(st, Choose(0, "draw"))
    assert "dark_altar#1" in st.room_deck and st.casting
    rng = random.Random(0)
    while st.casting:
        seat = to_act(st)
        v = view(st, seat)
        assert HIDDEN not in repr(v.flow)
        sampled = determinize(v, rng)
        assert view(sampled, seat) == v
        check(sampled)
        legal = legal_actions(st, seat)
        assert legal_actions(sampled, seat) == legal
        for a in legal:
            apply(sampled, a)
        st = act(st, Pass(seat))
    assert "annihilator#1" in st.seats[0].hand
