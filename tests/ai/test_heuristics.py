"""The shared judgement (``game.ai.heuristics``): what its projection of a table counts."""

from __future__ import annotations

import math
import random
from dataclasses import replace

from game import rules
from game.ai import make_bot
from game.ai.heuristics import (
    DEFAULT,
    SEARCH,
    Weights,
    card_value,
    evaluate,
    kill_chance,
    project,
    seat_features,
    seat_utility,
)
from game.cards import CARDS
from game.rules import Setup, apply, card, legal_actions, new_game, to_act, view
from game.rules.events import EntranceBlocked, HeroLured, RoomBoosted, RoomDeactivated


def _a_wound_in_sight(seed: int):
    """A greedy two-player game played until the projection of the turn has a Hero wound a seat before
    the Adventure: the state and that seat, or None if the game ends first."""
    st, _ = new_game(Setup(2, seed))
    bot = make_bot("greedy", seed)
    while st.outcome is None:
        wounds = project(st)[1]
        if st.phase in ("build", "bait") and any(wounds):
            return st, next(s for s, w in enumerate(wounds) if w)
        seat = to_act(st)
        st, _ = apply(st, bot.choose(view(st, seat), legal_actions(st, seat)))
    return None


def _table_with_a_wound():
    return next(x for x in map(_a_wound_in_sight, range(1, 40)) if x is not None)


def test_a_boost_for_this_turn_counts_for_this_turns_heroes_only():
    """A Room's damage boost ends with the turn (the Crushinator's, Giant Size's): the projection lets it
    kill this turn's Heroes, but next turn's lure and each Room's lasting damage are what they were (R13)."""
    st, seat = _table_with_a_wound()
    boosted = rules.evolve(st, RoomBoosted(seat, None, 20))
    souls, wounds, nxt, damages = project(boosted)
    before = project(st)
    assert wounds[seat] == 0 and souls[seat] > before[0][seat]
    assert nxt == before[2] and damages == before[3]


def test_a_room_deactivated_this_turn_counts_again_next_turn():
    """A deactivated Room (R20) deals nothing this turn, but its damage counts again for next turn (R13)."""
    st, seat = _table_with_a_wound()
    room = st.seats[seat].dungeon[0][-1]
    frozen = rules.evolve(st, RoomDeactivated(seat, room))
    assert project(frozen)[3] == project(st)[3]


def test_a_hero_held_at_the_entrance_comes_in_next_turn():
    """A Hero kept waiting at a blocked entrance (Trepidation) is no Soul or Wound this turn: the
    projection counts it in that seat's next turn instead."""
    st, seat = _table_with_a_wound()
    hero = st.town[0]
    lured = rules.evolve(st, HeroLured(hero, seat))
    held = rules.evolve(lured, EntranceBlocked(seat))
    souls, wounds, nxt, _ = project(lured)
    held_souls, held_wounds, held_nxt, _ = project(held)
    worth = card(hero).souls
    assert souls[seat] + wounds[seat] - held_souls[seat] - held_wounds[seat] == worth
    assert abs(held_nxt[seat] - nxt[seat]) >= worth


def test_with_odds_a_hero_short_of_dying_is_part_soul_part_wound():
    """With ``odds`` (Hard's weights in four players) a Hero the Rooms' damage does not quite kill counts as the
    Souls and Wounds ``kill_chance`` gives: each Hero still one Soul or one Wound in all."""
    st, seat = _table_with_a_wound()
    sure = project(st)
    odds = project(st, replace(DEFAULT, odds=True))
    assert odds[1][seat] < sure[1][seat] and odds[0][seat] > sure[0][seat]
    assert abs(sum(odds[0]) + sum(odds[1]) - sum(sure[0]) - sum(sure[1])) < 1e-9
    assert [kill_chance(x, True) for x in (-4, 0, 1, 5, 9)] == [1.0, 0.94, 0.28, 0.19, 0.1]
    assert [kill_chance(x, False) for x in (0, 1)] == [1.0, 0.0]


def test_utility_is_the_weighted_features():
    """seat_utility is the Weights applied to seat_features, away from the game-ending thresholds."""
    st, _ = new_game(Setup(2, 9))
    rng = random.Random(2)
    while st.turn < 3 and st.outcome is None:
        seat = to_act(st)
        st, _ = apply(st, rng.choice(legal_actions(st, seat)))
    gain_s, gain_w, nxt, damages = project(st)
    for w in (DEFAULT, SEARCH[2], SEARCH[4], Weights(card=0.5, level=-1.0)):
        for seat in (0, 1):
            f = seat_features(st, seat, gain_s, gain_w, nxt, damages, True)
            assert f[0] < 10 and f[1] < 5
            signs = (1.0, -w.wound, -w.wound_late, w.next_turn, w.damage, w.room, w.level, w.hand, w.card)
            expected = sum(a * b for a, b in zip(signs, f, strict=True))
            assert math.isclose(seat_utility(st, seat, gain_s, gain_w, nxt, damages, True, w), expected)
    assert evaluate(st, 0, SEARCH[2]) != evaluate(st, 0, DEFAULT)


def test_every_card_in_hand_is_worth_keeping_to_the_search():
    """A fitted evaluation must not make a card in hand worth less than none: the search would then count
    shedding a card (casting a Spell, paying a Room ability's discard) as a gain in itself."""
    for players, w in SEARCH.items():
        for c in (*CARDS.rooms, *CARDS.spells):
            assert w.hand * card_value(c) + w.card > 0.1, (players, c)


def test_every_wound_costs_the_search():
    """A fitted evaluation may weigh Wounds past the third less than the first three (a fit to four-player
    games did), but never as a gain: the search would then walk a Hero to its own Boss for the sake of it."""
    for players, w in SEARCH.items():
        assert w.wound > 0 and w.wound + w.wound_late > 0, players
