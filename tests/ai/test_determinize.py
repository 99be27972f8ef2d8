"""The determinizer: sampled states the deciding seat cannot tell from the real one."""

from __future__ import annotations

import random

import pytest

from game.ai.determinize import determinize
from game.rules import Setup, apply, legal_actions, new_game, to_act, view

from rules.invariants import check


@pytest.mark.parametrize("players,variants", [(2, ()), (3, ()), (4, ()), (2, ("i_choose_you",)),
                                              (3, ("machinations", "hard_mode"))])
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
