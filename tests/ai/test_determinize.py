"""The determinizer: sampled states the deciding seat cannot tell from the real one."""

from __future__ import annotations

import random

import pytest

from game.ai.determinize import determinize
from game.rules import Setup, apply, legal_actions, new_game, to_act, view

from rules.invariants import check


@pytest.mark.parametrize("infer", [False, True])
@pytest.mark.parametrize("players,variants", [(2, ()), (3, ()), (4, ()), (2, ("i_choose_you",)),
                                              (3, ("machinations", "hard_mode"))])
def test_samples_agree_with_the_view(players, variants, infer):
    """view(sampled) == view(real) for the deciding seat, every card in exactly one place, and the same
    legal actions; over random games, at every decision; with others' face-down Rooms guessed too."""
    for game in range(6):
        rng = random.Random(game)
        st, _ = new_game(Setup(players, 50 + game, frozenset(variants)))
        while to_act(st) is not None:
            seat = to_act(st)
            v = view(st, seat)
            sampled = determinize(v, rng, infer)
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


def test_a_guessed_face_down_room_is_one_its_builder_liked_best():
    """With ``infer``, another seat's face-down Room is the best by ``room_guess_value`` of the Rooms
    sampled for it, the rest left in its hand: it is never worth less than a Room left in its hand, which
    plain sampling often gives."""
    from game.ai.determinize import room_guess_value
    from game.cards import CARDS, design_of
    from game.rules import card

    st, _ = new_game(Setup(2, 4))
    rng = random.Random(1)
    while not any(pile[-1] is None for pile in view(st, 0).seats[1].dungeon):
        st, _ = apply(st, rng.choice(legal_actions(st)))
    v = view(st, 0)
    boss = v.seats[1].boss
    wanted = {card(h).treasure for h in v.town}

    def margins(infer: bool) -> list:
        out = []
        for k in range(100):
            sampled = determinize(v, random.Random(k), infer)
            built = next(pile[-1] for pile in sampled.seats[1].dungeon if pile[-1] in sampled.facedown)
            held = [c for c in sampled.seats[1].hand if design_of(c) in CARDS.rooms]
            out.append(room_guess_value(built, boss, wanted)
                       - max((room_guess_value(r, boss, wanted) for r in held), default=0.0))
        return out

    assert min(margins(True)) >= 0.0 > min(margins(False))
