"""``research.tune``: weights moved by what wins against greedy."""

from dataclasses import replace

from game.ai.heuristics import DEFAULT
from research.tune import moves, tune, wins

SEEDS = range(999_300, 999_302)


def test_greedy_against_itself_wins_each_deal_once():
    """Each deal is played from both seats by bots seeded alike, so the same weights win exactly half."""
    assert wins(DEFAULT, SEEDS) == len(SEEDS)


def test_a_weight_is_tried_smaller_and_larger_or_either_side_of_zero():
    assert moves(1.0) == (0.6, 1.5)
    assert moves(0.0) == (0.3, -0.3)


def test_tuning_keeps_only_a_move_that_wins_more_by_the_margin():
    lines = []
    tuned = tune(DEFAULT, SEEDS, rounds=1, margin=0.0, names=("damage",), out=lines.append)
    assert lines[0] == f"start: {len(SEEDS)} of {2 * len(SEEDS)}"
    tried = [replace(DEFAULT, damage=round(v, 3)) for v in moves(DEFAULT.damage)]
    better = [w for w in tried if wins(w, SEEDS) > len(SEEDS)]
    assert tuned == (better[0] if better else DEFAULT)
    assert tune(DEFAULT, SEEDS, rounds=1, margin=1.0, names=("damage",), out=lambda line: None) == DEFAULT
