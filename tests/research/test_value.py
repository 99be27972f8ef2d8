"""The two-player leaf network (``research.value``), the trial that plays by it and its trainer
(``research.fit_value``)."""

from __future__ import annotations

import math
import random

import pytest

from game.ai.heuristics import SEARCH
from game.ai.search import quiesce, rewards
from game.rules import Setup, apply, legal_actions, new_game, to_act
from research.trials import HardNet
from research.value import GAME_FEATURES, NET2, SEAT_FEATURES, features


def sampled_states(games: int = 6, every: int = 7) -> list:
    """Two-player states along random games, one decision in ``every``."""
    out = []
    for seed in range(games):
        rng = random.Random(seed)
        st, _ = new_game(Setup(2, 500 + seed))
        step = 0
        while st.outcome is None:
            step += 1
            if step % every == 0:
                out.append(st)
            seat = to_act(st)
            st, _ = apply(st, rng.choice(legal_actions(st, seat)))
    return out


STATES = sampled_states()


def test_the_network_reads_each_seat_and_the_game():
    judged = [f for f in map(features, STATES) if f is not None]
    assert len(judged) > 30
    for a, b, g in judged:
        assert len(a) == len(b) == len(SEAT_FEATURES) and len(g) == len(GAME_FEATURES)
        assert a[0] < 10 and a[1] < 5 and b[0] < 10 and b[1] < 5


def test_swapping_the_seats_swaps_the_odds():
    for f in filter(None, map(features, STATES)):
        a, b, g = f
        assert math.isclose(NET2.log_odds(a, b, g), -NET2.log_odds(b, a, g), abs_tol=1e-9)


def test_a_soul_helps_and_a_wound_hurts_in_the_network():
    """Nothing in a network's shape makes a Soul good; its fit must: one more Soul raises a seat's odds
    and one more Wound lowers them, on every table sampled."""
    souls, wounds, cards = (SEAT_FEATURES.index(n) for n in ("souls", "wounds", "wound_cards"))
    for a, b, g in filter(None, map(features, STATES)):
        base = NET2.log_odds(a, b, g)
        richer = a[:souls] + (a[souls] + 1,) + a[souls + 1:]
        assert NET2.log_odds(richer, b, g) > base
        hurt = list(a)
        hurt[wounds] += 1
        hurt[wounds + 1] = max(0.0, hurt[wounds] - 3)
        hurt[cards] += 1
        assert NET2.log_odds(tuple(hurt), b, g) < base


def test_the_net_trials_leaves_take_the_networks_chance_where_it_has_one():
    """``hard-net``: a leaf, settled as Hard settles it, is worth the network's chance of winning; where the
    network has no say (the projection decides the game), the linear evaluation's reward."""
    w = SEARCH[2]
    bot = HardNet(0)
    judged = decided = 0
    for st in STATES:
        r = bot.leaf_reward(st, st.turn, w)
        assert math.isclose(sum(r), 1.0)
        leaf = quiesce(st, st.turn, w=w)
        p = NET2.chance(leaf) if leaf.outcome is None else None
        if p is None:
            decided += 1
            assert r == rewards(leaf, w)  # the linear evaluation's ±WIN
        else:
            judged += 1
            assert r == [p, 1.0 - p]
    assert judged and decided


def test_the_trainer_fits_logged_games_and_prints_a_network(tmp_path, capsys):
    pytest.importorskip("numpy")
    from game.cli import main as cli
    from research import value
    from research.fit_value import main

    args = ["simulate", "--seats", "greedy,random", "--games", "12", "--seed", "8", "--log-dir", str(tmp_path)]
    assert cli(args) == 0
    capsys.readouterr()
    assert main(["--logs", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "12 games" in out and "held-out log loss: network" in out
    namespace = {"Net": value.Net}
    exec(out[out.index("NET2 = Net("):], namespace)
    net = namespace["NET2"]
    assert len(net.mine) == len(net.out) and all(len(row) == len(SEAT_FEATURES) for row in net.mine)
    assert net.sharpness > 0
    f = next(filter(None, map(features, STATES)))
    assert math.isfinite(net.log_odds(*f))
