"""Bots: legal choices only, decisions from the view alone, and a strength smoke test."""

from __future__ import annotations

import math
import random
import threading
from dataclasses import replace

import pytest

from game.ai import BOTS, make_bot, think
from game.ai.determinize import determinize
from game.ai.expert import ExpertBot
from game.ai.greedy import ranked
from game.ai.heuristics import BRINK_MARGIN, SEARCH, utilities
from game.ai.search import TEMPERATURE, Budget, HardBot, _build_window, quiesce, rewards, slope, still_to_build
from game.match import Match
from game.rules import CastSpell, Pass, Setup, apply, legal_actions, new_game, to_act, view
from game.rules.actions import BuildRoom
from game.rules.queries import build_options
from game.rules.state import Outcome

ALL = sorted(BOTS)


def small(bot):
    """A hard bot with a tiny budget, so the tests stay quick."""
    if isinstance(bot, HardBot):
        bot.budget = Budget(seconds=0.05, iterations=12)
    return bot


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
    for name in ("random", "greedy", "easy", "normal", "hard", "expert"):
        assert make_bot(name, 1) is not None
    with pytest.raises(ValueError):
        make_bot("nope")


def test_a_searching_bot_takes_its_iterations_from_its_name():
    """``hard@N`` and a trial's ``name@N`` search N iterations a decision (a lever measured quickly);
    a bot that does not search, or a count that is not a positive whole number, is no bot."""
    trial = make_bot("hard-t4@40", 1)
    assert (trial.budget.iterations, trial.temperature) == (40, 4.3)
    assert make_bot("hard@7").budget.iterations == 7 and make_bot("hard").budget.iterations == Budget().iterations
    # the time limit guards a slow machine and no more: never under the Hard bot's, and as much longer as the count
    assert make_bot("hard@7").budget.seconds == Budget().seconds
    assert make_bot("hard-deep@4000").budget.seconds == 4000 / Budget().iterations * Budget().seconds
    for name in ("greedy@40", "expert@40", "hard@0", "hard@-3", "hard@x", "hard@", "nope@5"):
        with pytest.raises(ValueError):
            make_bot(name)
    assert Match.new(("hard@3", "greedy"), seed=1).seats == ("hard@3", "greedy")
    with pytest.raises(ValueError):
        Match.new(("hard@", "greedy"), seed=1)


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
    expert_a = ExpertBot(5, Budget(seconds=60.0, iterations=30)).choose(view(real, seat), legal)
    expert_b = ExpertBot(5, Budget(seconds=60.0, iterations=30)).choose(view(twin, seat), legal)
    assert expert_a == expert_b


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
            # centred on where each seat stood: the same logistic, of what each gained since
            c = rewards(st, w, baseline=[u[0] - 1.0, u[1] + 0.5])
            assert math.isclose(c[0], 1 / (1 + math.exp(-1.5 / TEMPERATURE)))
        else:
            seats = list(st.seats)
            seats[1] = seats[1]._replace(out=True)
            r = rewards(st._replace(seats=tuple(seats)), w)
            assert r[1] == 0.0 and math.isclose(sum(r), 1.0)
    done = st._replace(outcome=Outcome(winner=2, reason="souls"))
    assert rewards(done, w) == [0.0, 0.0, 1.0, 0.0]


def test_a_brink_blends_in_the_rewards_of_the_table_where_heroes_need_damage_to_spare():
    """``Weights.brink`` (the ``hard-brink`` trial): that share of a leaf's reward is the table's where this
    turn's Heroes die only with ``BRINK_MARGIN`` damage to spare."""
    st, _ = new_game(Setup(2, 12))
    bot = make_bot("greedy", 2)
    w = SEARCH[2]
    while rewards(st, w) == rewards(st, replace(w, margin=BRINK_MARGIN)):  # till a Hero dies with little to spare
        st, _ = apply(st, bot.choose(view(st, to_act(st)), legal_actions(st, to_act(st))))
    good, bad = rewards(st, w), rewards(st, replace(w, margin=BRINK_MARGIN))
    blend = rewards(st, replace(w, brink=0.1))
    assert all(math.isclose(x, 0.9 * g + 0.1 * b) for x, g, b in zip(blend, good, bad, strict=True))
    assert math.isclose(sum(blend), 1.0)


def test_a_rescaled_search_divides_by_the_softmax_slope_against_an_even_tables():
    """``slope``, the divisor of ``HardBot.rescaled`` (Hard in four players, the ``hard-slope`` trial in any): 1 at
    an even share, less as a seat's share nears 0 or 1, never under the floor."""
    assert slope(0.5, 2) == 1.0 and math.isclose(slope(0.25, 4), 1.0)
    assert math.isclose(slope(0.9, 2), 0.36) and math.isclose(slope(0.05, 4), 0.05 * 0.95 / 0.1875)
    assert slope(0.999, 2) == slope(0.0, 4) == 0.1


def test_the_shortlist_is_greedys_best_by_its_mean_score_over_the_samples():
    """``HardBot.samples`` (the ``hard-rank8`` trial): the root's candidates are the ``width`` best by the
    greedy judgement's mean score over that many determinizations, best first."""
    st, _ = new_game(Setup(2, 5))
    bot = make_bot("greedy", 1)
    while st.turn < 2 or len(legal_actions(st, to_act(st))) <= 6:
        st, _ = apply(st, bot.choose(view(st, to_act(st)), legal_actions(st, to_act(st))))
    seat = to_act(st)
    legal, v = legal_actions(st, seat), view(st, seat)
    hard = HardBot(3)
    hard.samples = 3
    rng = random.Random(3)
    total = {a: 0.0 for a in legal}
    for _ in range(3):
        for x, _, a in ranked(determinize(v, rng), seat, legal, SEARCH[2]):
            total[a] += x / 3
    short = hard.shortlist(v, legal, SEARCH[2])
    assert [a for _, _, a in short] == sorted(legal, key=lambda a: (-total[a], legal.index(a)))[:6]
    assert all(math.isclose(x, total[a]) for x, _, a in short)


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


def test_widening_has_another_seat_try_its_likeliest_build_first():
    """``hard-widen``: at another seat's Build turn the search first tries the Room ``leaf_build`` would
    build; once that is tried, any untried action, at random."""
    from game.ai.search import _likeliest, leaf_build

    st, seat = _first_build_of_turn_2(2, 9)
    legal = legal_actions(st, seat)
    likeliest = leaf_build(st, seat, [a for a in legal if isinstance(a, BuildRoom)])
    rng = random.Random(0)
    assert _likeliest(st, seat, legal, legal, rng) == likeliest
    rest = [a for a in legal if a != likeliest]
    assert {_likeliest(st, seat, legal, rest, random.Random(k)) for k in range(20)} <= set(rest)


@pytest.mark.parametrize("players", [2, 4])
def test_a_played_out_leaf_stops_at_the_end_of_the_turn_it_was_given(players):
    """``hard-playout``'s leaves: ``played_out`` plays the rules on, Heroes and all, to the end of the turn
    it is given (or the game's end), never past it, and builds a Room for every seat still to build."""
    from game.ai.search import played_out

    st, _ = _first_build_of_turn_2(players, 9)
    to_build = still_to_build(st)
    for turn in (st.turn, st.turn + 1):
        done = played_out(st, turn)
        assert done.outcome is not None or done.turn == turn + 1
    done = played_out(st, st.turn)
    for s in to_build:
        had = {c for pile in st.seats[s].dungeon for c in pile}
        assert any(c not in had for pile in done.seats[s].dungeon for c in pile), f"seat {s} built nothing"
    assert played_out(st, st.turn - 1) == st


def test_hard_again_is_hard_with_another_random_stream():
    """The ``hard-again`` control (not a lever): on the same decision it chooses as Hard does from the seed it
    turns into another stream, and its search is Hard's."""
    st, seat = _first_build_of_turn_2(2, 4)
    legal, v = legal_actions(st, seat), view(st, seat)
    again, hard = make_bot("hard-again@200", 9), make_bot("hard@200", 9 ^ 0x5EED)
    assert type(again).grow is HardBot.grow and again.search is HardBot.search
    assert again.choose(v, legal) == hard.choose(v, legal)
    assert again._rng.random() == hard._rng.random()


def test_a_guessed_face_down_room_is_the_most_appealing_of_the_first_few_that_fit():
    """``hard-guess``: with an ``appeal``, another seat's face-down Room in a determinization is the one the
    appeal likes best among the first ``among`` unseen Rooms that may stand there; the view is kept all the
    same, and without one the sample is the uniform one, draw for draw."""
    from game.ai.determinize import seen_cards
    from game.ai.search import build_appeal
    from game.rules import card, may_stand_on, room_instances

    st, seat = _first_build_of_turn_2(2, 9)
    rival = 1 - seat
    st, _ = apply(st, next(a for a in legal_actions(st, seat) if isinstance(a, BuildRoom)))
    while to_act(st) != rival or not any(isinstance(a, BuildRoom) for a in legal_actions(st, rival)):
        st, _ = apply(st, legal_actions(st, to_act(st))[0])
    st, _ = apply(st, next(a for a in legal_actions(st, rival) if isinstance(a, BuildRoom) and a.over is None))
    v = view(st, seat)
    slot = next(i for i, pile in enumerate(v.seats[rival].dungeon) if pile[-1] is None)
    boss = v.seats[rival].boss

    def appeal(room, b):
        return build_appeal(room, b, set())

    uniform = [determinize(v, random.Random(k)) for k in range(30)]
    guessed = [determinize(v, random.Random(k), appeal, 3) for k in range(30)]
    assert [d.seats[rival].dungeon[slot] for d in uniform] == [
        determinize(v, random.Random(k), None, 3).seats[rival].dungeon[slot] for k in range(30)]
    for d in guessed:
        assert view(d, seat) == v
    mean = [sum(appeal(d.seats[rival].dungeon[slot][-1], boss) for d in ds) / 30 for ds in (uniform, guessed)]
    assert mean[1] > mean[0]
    unseen = [r for r in room_instances() if r not in seen_cards(v)]
    best = max(appeal(r, boss) for r in unseen if may_stand_on(card(r), None))  # a new slot: no Advanced Room
    assert appeal(determinize(v, random.Random(1), appeal, len(unseen)).seats[rival].dungeon[slot][-1], boss) == best


def _adventure_casts(seed: int, limit: int = 40):
    """Up to ``limit`` (state, seat) of a two-player game of greedy bots where a seat in an Adventure window
    may cast a Spell or pass."""
    st, _ = new_game(Setup(2, seed))
    bots = [make_bot("greedy", seed + s) for s in range(2)]
    found = []
    while st.outcome is None and len(found) < limit:
        seat = to_act(st)
        legal = legal_actions(st, seat)
        top = st.flow[-1] if st.flow else None
        if (getattr(top, "kind", None) == "adventure" and any(isinstance(a, CastSpell) for a in legal)
                and any(isinstance(a, Pass) for a in legal)):
            found.append((st, seat))
        st, _ = apply(st, legal[0] if len(legal) == 1 else bots[seat].choose(view(st, seat), legal))
    return found


def test_restrained_weighs_a_cast_in_the_adventure_only_where_the_judgement_ranks_one_above_passing():
    """``hard-restrained``: in an Adventure window it searches what Hard searches, without the casts when the
    greedy judgement (on its own determinization) ranks passing above every cast; Hard's stream is untouched."""
    seen = {True: 0, False: 0}  # decisions where the casts were kept, and where they were dropped
    for st, seat in (x for seed in range(20) for x in _adventure_casts(seed)):
        v, legal = view(st, seat), legal_actions(st, seat)
        judged = ranked(determinize(v, random.Random(3 ^ 0xCA57)), seat, legal, SEARCH[2])
        kept = isinstance(next(a for _, _, a in judged if isinstance(a, CastSpell | Pass)), CastSpell)
        if seen[kept] < 3:
            seen[kept] += 1
            searched = legal if kept else [a for a in legal if not isinstance(a, CastSpell)]
            assert make_bot("hard-restrained@30", 3).choose(v, legal) == make_bot("hard@30", 3).choose(v, searched)
        if min(seen.values()) == 3:
            break
    assert seen == {True: 3, False: 3}
