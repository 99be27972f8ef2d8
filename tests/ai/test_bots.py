"""Bots: legal choices only, decisions from the view alone, and a strength smoke test."""

from __future__ import annotations

import math
import random
import threading

import pytest

from game.ai import BOTS, make_bot, think
from game.ai.heuristics import SEARCH, utilities
from game.ai.search import TEMPERATURE, Budget, HardBot, _build_window, quiesce, rewards, slope, still_to_build
from game.match import Match
from game.rules import CastSpell, Pass, Setup, apply, legal_actions, new_game, to_act, view
from game.rules.actions import BuildRoom
from game.rules.queries import build_options
from game.rules.state import Outcome

ALL = sorted(BOTS)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_only_choose_legal_actions(players):
    """Every bot name, over seeded games of 2-4 players and the variants, played as every bot seat is
    (``think``); the hard bot's search is cut to one iteration (its cancel is set) to keep the test quick."""
    hurry = threading.Event()
    hurry.set()
    variants = (frozenset(), frozenset({"i_choose_you"}), frozenset({"no_opening_discard", "machinations"}),
                frozenset({"hard_mode", "i_choose_you"}))
    for game in range(4):
        names = tuple(ALL[(game + players + s) % len(ALL)] for s in range(players))
        m = Match.new(names, seed=100 * players + game, variants=variants[game])
        while (request := m.bot_request()) is not None:
            action = think(request, hurry)
            assert action in request.legal
            m.submit(action, at_step=request.step)
        assert m.state.outcome is not None


def test_make_bot_names():
    """The bots a player meets, and no other: the research's (``expert``, the trials, ``hard@N``) are not the
    game's, nor a seat's."""
    for name in ("random", "greedy", "easy", "normal", "hard"):
        assert make_bot(name, 1) is not None
    for name in ("nope", "expert", "hard-t4", "hard@300"):
        with pytest.raises(ValueError):
            make_bot(name)
        with pytest.raises(ValueError):
            Match.new((name, "greedy"), seed=1)


def _twin_states(seed: int, min_turn: int = 2):
    """A decision of some seat with a real choice, and a copy whose other hands and deck orders differ:
    a Room of an opponent's hand trades places with one of the Room deck, a Spell likewise, and every
    deck is reordered."""
    rng = random.Random(seed)
    st, _ = new_game(Setup(2, seed))
    bot = make_bot("greedy", seed)
    while to_act(st) is not None:
        seat = to_act(st)
        legal = legal_actions(st, seat)
        other = st.seats[1 - seat]
        rooms = [c for c in other.hand if design_of(c) in _ROOM_IDS]
        spells = [c for c in other.hand if design_of(c) not in _ROOM_IDS]
        if st.turn >= min_turn and len(legal) > 2 and rooms and st.room_deck and spells and st.spell_deck:
            hand = list(other.hand)
            deck_rooms, deck_spells = list(st.room_deck), list(st.spell_deck)
            i, j = hand.index(rooms[0]), hand.index(spells[0])
            hand[i], deck_rooms[0] = deck_rooms[0], hand[i]
            hand[j], deck_spells[0] = deck_spells[0], hand[j]
            rng.shuffle(deck_rooms)
            rng.shuffle(deck_spells)
            hero = list(st.hero_deck)
            rng.shuffle(hero)
            seats = list(st.seats)
            seats[1 - seat] = other._replace(hand=tuple(hand))
            twin = st._replace(seats=tuple(seats), room_deck=tuple(deck_rooms), spell_deck=tuple(deck_spells),
                               hero_deck=tuple(hero), seed=st.seed + 1)
            return st, twin, seat
        st, _ = apply(st, bot.choose(view(st, seat), legal))
    raise AssertionError("no suitable decision found")


from game.cards import CARDS, design_of  # noqa: E402

_ROOM_IDS = frozenset(CARDS.rooms)


@pytest.mark.parametrize("seed", [3, 8])
def test_decisions_depend_on_the_view_only(seed):
    """Two states that differ only in an opponent's hand and the deck orders: same view, same
    legal actions, and the same decision from greedy and from hard (fixed iteration budget)."""
    real, twin, seat = _twin_states(seed)
    assert real.seats[1 - seat].hand != twin.seats[1 - seat].hand
    assert view(real, seat) == view(twin, seat)
    legal = legal_actions(real, seat)
    assert legal == legal_actions(twin, seat)
    for name in ("greedy", "easy"):
        a = make_bot(name, 5).choose(view(real, seat), legal)
        b = make_bot(name, 5).choose(view(twin, seat), legal)
        assert a == b
    hard_a = HardBot(5, Budget(seconds=60.0, iterations=40)).choose(view(real, seat), legal)
    hard_b = HardBot(5, Budget(seconds=60.0, iterations=40)).choose(view(twin, seat), legal)
    assert hard_a == hard_b


def test_greedy_beats_random_smoke():
    """30 seeded two-player games, seats alternating: greedy wins at least 70%."""
    from game.cli import _play_one

    results = [_play_one((i, 2, ["greedy", "random"], 7, [], True, None, False)) for i in range(30)]
    wins = sum(r["winner"] == 0 for r in results)
    assert wins >= 21, f"greedy won only {wins} of 30"


def test_hard_search_is_interruptible():
    """A cancel flag set before the search stops it after one iteration."""
    import threading

    st, _ = new_game(Setup(2, 4))
    bot = make_bot("greedy", 1)
    while st.phase in ("setup",) or st.turn < 1 or len(legal_actions(st)) < 3:
        seat = to_act(st)
        st, _ = apply(st, bot.choose(view(st, seat), legal_actions(st, seat)))
    seat = to_act(st)
    flag = threading.Event()
    flag.set()
    hard = HardBot(1, Budget(seconds=30.0, iterations=10_000))
    action = hard.choose(view(st, seat), legal_actions(st, seat), cancel=flag)
    assert action in legal_actions(st, seat)
    assert hard.last_iterations <= 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_searches_fewer_iterations_where_more_seats_answer(players):
    """The iteration count binds (a long time limit), at ``Budget.crowd_factor`` of it in three or four
    players, where each iteration walks more seats' answers; a Room placed gets ``build_factor`` times it."""
    st, _ = new_game(Setup(players, 6))
    bot = make_bot("greedy", 1)
    budget = Budget(seconds=60.0, iterations=40)
    searched = set()
    while len(searched) < 2:
        seat = to_act(st)
        legal = legal_actions(st, seat)
        builds = any(isinstance(a, BuildRoom) for a in legal)
        if st.turn >= 1 and len(legal) > 2 and builds not in searched:
            hard = HardBot(1, budget)
            hard.choose(view(st, seat), legal)
            expected = 40 * (0.8 if players > 2 else 1.0) * (1.6 if builds else 1.0)
            assert hard.last_iterations == int(expected)
            searched.add(builds)
        st, _ = apply(st, bot.choose(view(st, seat), legal))


def test_think_runs_in_a_spawn_worker_and_chooses_alike():
    """A BotRequest is plain picklable data and its bot's seed comes with it: a spawn worker process (as
    the screen runs bots), with another hash seed, makes the same decisions as this process, the hard
    bot's searches included (its budget is counted in iterations, not seconds)."""
    import multiprocessing
    import os
    from concurrent.futures import ProcessPoolExecutor

    hurry = threading.Event()
    hurry.set()
    m = Match.new(("hard", "greedy"), seed=5)
    requests = {"hard": [], "greedy": []}
    while min(map(len, requests.values())) < 2 and (request := m.bot_request()) is not None:
        if len(request.legal) > 1 and len(requests[request.bot]) < 2 and m.state.turn >= 1:
            requests[request.bot].append(request)
        m.submit(think(request, hurry), at_step=request.step)
    chosen = requests["hard"] + requests["greedy"]
    assert len(chosen) == 4
    old = os.environ.get("PYTHONHASHSEED")
    os.environ["PYTHONHASHSEED"] = "12345"
    try:
        with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as pool:
            remote = [pool.submit(think, r).result(timeout=120) for r in chosen]
    finally:
        if old is None:
            del os.environ["PYTHONHASHSEED"]
        else:
            os.environ["PYTHONHASHSEED"] = old
    assert remote == [think(r) for r in chosen]


def test_search_rewards_are_shares_of_winning():
    """The hard bot's leaf reward: shares summing to 1, 0 for a seat out of the game, a softmax of the
    seats' utilities (so in two players, the logistic of their difference), all to the winner at the end."""
    for players in (2, 4):
        st, _ = new_game(Setup(players, 12))
        rng = random.Random(players)
        while st.turn < 3:
            seat = to_act(st)
            st, _ = apply(st, rng.choice(legal_actions(st, seat)))
        w = SEARCH[players]
        r = rewards(st, w)
        assert math.isclose(sum(r), 1.0) and all(0.0 < x < 1.0 for x in r)
        if players == 2:
            u = utilities(st, w)
            assert math.isclose(r[0], 1 / (1 + math.exp(-(u[0] - u[1]) / TEMPERATURE)))
        else:
            seats = list(st.seats)
            seats[1] = seats[1]._replace(out=True)
            r = rewards(st._replace(seats=tuple(seats)), w)
            assert r[1] == 0.0 and math.isclose(sum(r), 1.0)
    done = st._replace(outcome=Outcome(winner=2, reason="souls"))
    assert rewards(done, w) == [0.0, 0.0, 1.0, 0.0]


def test_a_rescaled_search_divides_by_the_softmax_slope_against_an_even_tables():
    """``slope``, the divisor of ``HardBot.rescaled`` (Hard in four players): 1 at an even share, less as a seat's
    share nears 0 or 1, never under the floor."""
    assert slope(0.5, 2) == 1.0 and math.isclose(slope(0.25, 4), 1.0)
    assert math.isclose(slope(0.9, 2), 0.36) and math.isclose(slope(0.05, 4), 0.05 * 0.95 / 0.1875)
    assert slope(0.999, 2) == slope(0.0, 4) == 0.1


def test_other_seats_see_a_face_down_build_only_by_its_place():
    """In the search each seat's statistics are keyed by what it has seen: a Room built face-down in
    the Build phase shows only its seat and place, a Spell cast shows in full."""
    from game.ai.search import _shown

    st, _ = new_game(Setup(2, 6))
    bot = make_bot("greedy", 1)
    while not (_build_window(st.flow[-1]) and any(isinstance(a, BuildRoom) for a in legal_actions(st, to_act(st)))):
        seat = to_act(st)
        st, _ = apply(st, bot.choose(view(st, seat), legal_actions(st, seat)))
    seat = to_act(st)
    legal = legal_actions(st, seat)
    builds = [a for a in legal if isinstance(a, BuildRoom)]
    assert {_shown(st, a) for a in builds} == {("face-down", seat, a.over) for a in builds}
    assert all(_shown(st, a) == a for a in legal if isinstance(a, CastSpell))


def _first_build_of_turn_2(players: int, seed: int):
    """A greedy game of ``players`` played to the first Room build of turn 2, and who is to build it."""
    st, _ = new_game(Setup(players, seed))
    bot = make_bot("greedy", 2)
    while not (st.turn >= 2 and _build_window(st.flow[-1])
               and any(isinstance(a, BuildRoom) for a in legal_actions(st, to_act(st)))):
        seat = to_act(st)
        st, _ = apply(st, bot.choose(view(st, seat), legal_actions(st, seat)))
    return st, to_act(st)


def test_a_leaf_in_the_build_phase_is_scored_after_every_seat_has_built():
    """In three or four players the search's leaf (``quiesce``) is scored as if the seats still to build
    had each built a Room face-down (``built_out``), so a Room is never judged against rivals who have
    not built yet; in two players the leaf is left as it is."""
    st, first = _first_build_of_turn_2(4, 9)
    assert still_to_build(st)[0] == first
    declined, _ = apply(st, Pass(first))
    assert first not in still_to_build(declined), "a seat that passed up its build is not built for"
    st, _ = apply(st, next(a for a in legal_actions(st, first) if isinstance(a, BuildRoom)))
    pending = [s for s, p in enumerate(st.seats) if s != first and not p.out
               and next(build_options(st, s), None) is not None]
    assert pending, "the deal should leave rivals still to build"
    settled = quiesce(st, st.turn)
    for s, (before, after) in enumerate(zip(st.seats, settled.seats, strict=True)):
        had = {c for pile in before.dungeon for c in pile}
        grown = [c for pile in after.dungeon for c in pile if c not in had]
        assert len(grown) == (1 if s in pending else 0)
        assert all(c in settled.facedown and c in before.hand for c in grown)

    st, first = _first_build_of_turn_2(2, 9)
    st, _ = apply(st, next(a for a in legal_actions(st, first) if isinstance(a, BuildRoom)))
    assert still_to_build(st) == [1 - first]
    assert quiesce(st, st.turn) == st


