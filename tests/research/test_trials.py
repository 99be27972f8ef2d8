"""The trials (``research.trials``) and the names ``research.bots.make_bot`` knows."""

from __future__ import annotations

import math
import random
import threading

import pytest

from game.ai.determinize import determinize
from game.ai.greedy import ranked
from game.ai.heuristics import SEARCH, utilities
from game.ai.search import TEMPERATURE, Budget, HardBot, still_to_build
from game.rules import CastSpell, Pass, Setup, apply, legal_actions, new_game, to_act, view
from research.bots import BOTS, make_bot
from research.trials import TRIALS, HardCentred, HardShortlist, played_out
from tests.ai.test_bots import _first_build_of_turn_2


def test_every_trial_chooses_a_legal_action(monkeypatch):
    """Each trial and ``expert`` (its parts one after another), asked in turn along a seeded game of greedy
    bots, their searches cut to one iteration."""
    monkeypatch.setenv("EXPERT_PROCESSES", "0")
    hurry = threading.Event()
    hurry.set()
    names = sorted(set(BOTS) - {"random", "greedy", "normal", "easy"})
    st, _ = new_game(Setup(2, 31))
    greedy = make_bot("greedy", 1)
    asked = 0
    while st.outcome is None and asked < 2 * len(names):
        seat = to_act(st)
        legal = legal_actions(st, seat)
        if len(legal) > 1:
            name = names[asked % len(names)]
            asked += 1
            assert make_bot(name, asked).choose(view(st, seat), legal, hurry) in legal, name
        st, _ = apply(st, greedy.choose(view(st, seat), legal))
    assert asked == 2 * len(names)


def test_a_searching_bot_takes_its_iterations_from_its_name():
    """``hard@N`` and a trial's ``name@N`` search N iterations a decision (a lever measured quickly);
    a bot that does not search, or a count that is not a positive whole number, is no bot."""
    trial = make_bot("hard-t4@40", 1)
    assert (trial.budget.iterations, trial.temperature) == (40, 4.3)
    assert make_bot("hard@7").budget.iterations == 7 and make_bot("hard").budget.iterations == Budget().iterations
    # the time limit guards a slow machine and no more: never under the Hard bot's, and as much longer as the count
    assert make_bot("hard@7").budget.seconds == Budget().seconds
    assert make_bot("hard-2000@4000").budget.seconds == 4000 / Budget().iterations * Budget().seconds
    for name in ("greedy@40", "expert@40", "hard@0", "hard@-3", "hard@x", "hard@", "nope@5"):
        with pytest.raises(ValueError):
            make_bot(name)


def test_the_settings_trials_are_hard_with_one_setting_changed():
    """A trial that changes one of Hard's settings keeps the others as Hard has them."""
    hard = HardBot(1)
    settings = ("weights", "temperature", "explore", "width", "rescaled")
    for name, changed in (("hard-t4", "temperature"), ("hard-e15", "explore"), ("hard-w12", "width"),
                          ("hard-slope", "rescaled"), ("hard-odds", "weights"), ("hard-tempo", "weights")):
        trial = TRIALS[name](1)
        assert [s for s in settings if getattr(trial, s) != getattr(hard, s)] == [changed], name
    tempo = TRIALS["hard-tempo"](1).weights
    assert all(math.isclose(tempo[n].room, SEARCH[n].room + 0.5) for n in SEARCH)


def test_the_shortlist_is_greedys_best_by_its_mean_score_over_the_samples():
    """``hard-rank8``: the root's candidates are the ``width`` best by the greedy judgement's mean score over
    ``samples`` determinizations, best first."""
    st, _ = new_game(Setup(2, 5))
    bot = make_bot("greedy", 1)
    while st.turn < 2 or len(legal_actions(st, to_act(st))) <= 6:
        st, _ = apply(st, bot.choose(view(st, to_act(st)), legal_actions(st, to_act(st))))
    seat = to_act(st)
    legal, v = legal_actions(st, seat), view(st, seat)
    trial = HardShortlist(3)
    trial.samples = 3
    rng = random.Random(3)
    total = {a: 0.0 for a in legal}
    for _ in range(3):
        for x, _, a in ranked(determinize(v, rng), seat, legal, SEARCH[2]):
            total[a] += x / 3
    assert trial.shortlist(v, legal, SEARCH[2]) == sorted(legal, key=lambda a: (-total[a], legal.index(a)))[:6]


@pytest.mark.parametrize("players", [2, 4])
def test_a_played_out_leaf_stops_at_the_end_of_the_turn_it_was_given(players):
    """``hard-playout``'s leaves: ``played_out`` plays the rules on, Heroes and all, to the end of the turn
    it is given (or the game's end), never past it, and builds a Room for every seat still to build."""
    st, _ = _first_build_of_turn_2(players, 9)
    w = SEARCH[players]
    to_build = still_to_build(st)
    for turn in (st.turn, st.turn + 1):
        done = played_out(st, turn, w)
        assert done.outcome is not None or done.turn == turn + 1
    done = played_out(st, st.turn, w)
    for s in to_build:
        had = {c for pile in st.seats[s].dungeon for c in pile}
        assert any(c not in had for pile in done.seats[s].dungeon for c in pile), f"seat {s} built nothing"
    assert played_out(st, st.turn - 1, w) == st


def test_centred_leaves_reward_what_each_seat_gained_since_the_root():
    """``hard-centred``: the same logistic of the two seats' utilities as Hard's leaves, of what each gained
    since where it stood at the root."""
    st, seat = _first_build_of_turn_2(2, 9)
    w = SEARCH[2]
    u = utilities(st, w)
    trial = HardCentred(1)
    trial.baseline = [u[0] - 1.0, u[1] + 0.5]
    reward = trial.leaf_reward(st, st.turn, w)
    assert math.isclose(reward[0], 1 / (1 + math.exp(-1.5 / TEMPERATURE))) and math.isclose(sum(reward), 1.0)


def test_hard_again_is_hard_with_another_random_stream():
    """The ``hard-again`` control (not a lever): on the same decision it chooses as Hard does from the seed it
    turns into another stream, and its search is Hard's."""
    st, seat = _first_build_of_turn_2(2, 4)
    legal, v = legal_actions(st, seat), view(st, seat)
    again, hard = make_bot("hard-again@200", 9), make_bot("hard@200", 9 ^ 0x5EED)
    assert type(again).grow is HardBot.grow and type(again).leaf_reward is HardBot.leaf_reward
    assert again.choose(v, legal) == hard.choose(v, legal)
    assert again._rng.random() == hard._rng.random()


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
