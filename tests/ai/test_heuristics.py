"""The shared judgement (``game.ai.heuristics``): what its projection of a table counts."""

from __future__ import annotations

from dataclasses import replace

from game import rules
from game.ai import make_bot
from game.ai.heuristics import DEFAULT, kill_chance, project
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
    lasting = replace(DEFAULT, turn_end=False)  # the trial hard-lasting4's count: the boost lasts
    assert project(boosted, lasting)[3][seat] == [d + 20 for d in before[3][seat]]


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
    """With ``odds`` (the ``hard-odds`` trial) a Hero the Rooms' damage does not quite kill counts as the
    Souls and Wounds ``kill_chance`` gives: each Hero still one Soul or one Wound in all."""
    st, seat = _table_with_a_wound()
    sure = project(st)
    odds = project(st, replace(DEFAULT, odds=True))
    assert odds[1][seat] < sure[1][seat] and odds[0][seat] > sure[0][seat]
    assert abs(sum(odds[0]) + sum(odds[1]) - sum(sure[0]) - sum(sure[1])) < 1e-9
    assert [kill_chance(x, True) for x in (-4, 0, 1, 5, 9)] == [1.0, 0.94, 0.28, 0.19, 0.1]
    assert [kill_chance(x, False) for x in (0, 1)] == [1.0, 0.0]


def test_a_margin_turns_the_heroes_the_rooms_only_just_kill_into_wounds():
    """With ``margin`` (the ``hard-brink`` trial's second table) a Hero of this turn dies only if the Rooms
    outdamage it by that much: Souls only ever become Wounds, and a Hero killed with little to spare is one."""
    st, seat = _table_with_a_wound()
    spare = replace(DEFAULT, margin=3.0)
    turned = False
    for boost in range(12):
        table = rules.evolve(st, RoomBoosted(seat, None, boost)) if boost else st
        sure, strict = project(table), project(table, spare)
        assert strict[0][seat] <= sure[0][seat]
        assert abs(sum(strict[0]) + sum(strict[1]) - sum(sure[0]) - sum(sure[1])) < 1e-9
        turned |= strict[0][seat] < sure[0][seat]
    assert turned
