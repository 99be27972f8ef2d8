"""The evaluation fitter (``research.fit``)."""

from __future__ import annotations

import math
import random

from game.ai.heuristics import FEATURES
from research.fit import conditional_logit, log_loss, main, play_and_record, record_log


def test_conditional_logit_recovers_known_coefficients():
    """Rows drawn from a known model, two to four seats a row: the fit finds its coefficients again."""
    rng = random.Random(4)
    true = [1.5, -0.8]
    rows = []
    for _ in range(4000):
        feats = [[rng.gauss(0, 1), rng.gauss(0, 1)] for _ in range(rng.choice((2, 3, 4)))]
        weights = [math.exp(sum(a * b for a, b in zip(true, f, strict=True))) for f in feats]
        rows.append((feats, rng.choices(range(len(feats)), weights)[0]))
    w = conditional_logit(rows)
    assert all(abs(a - b) < 0.15 for a, b in zip(w, true, strict=True)), w
    assert log_loss(w, rows) < log_loss([0.0, 0.0], rows)


def test_one_recorded_game_gives_each_seats_features_and_the_winner():
    for players in (2, 4):
        rows = play_and_record(11, players)
        assert rows
        assert all(2 <= len(feats) <= players and all(len(f) == len(FEATURES) for f in feats) for feats, _ in rows)
        assert len({won for feats, won in rows if len(feats) == players}) == 1  # one game, one winner
        assert all(0 <= won < len(feats) for feats, won in rows)


def test_games_simulate_wrote_are_fitted_from_their_events(tmp_path, capsys):
    """``--logs``: the states replayed from a tournament's event logs, labelled with its winners; a game of
    another number of players, or cut off, gives nothing; ``--without`` fixes a feature's weight at 0."""
    from game.cli import main as cli

    assert cli(["simulate", "--seats", "greedy,random", "--games", "6", "--seed", "3", "--log-dir", str(tmp_path)]) == 0
    capsys.readouterr()
    paths = sorted(tmp_path.glob("game_*.jsonl"))
    rows = record_log(str(paths[0]))
    assert rows and all(len(feats) == 2 and len(feats[0]) == len(FEATURES) for feats, _ in rows)
    assert len({won for _, won in rows}) == 1
    assert record_log(str(paths[0]), players=4) == []
    lines = paths[1].read_text(encoding="utf-8").splitlines()
    paths[1].write_text("\n".join(lines[: len(lines) // 2]) + "\n", encoding="utf-8")
    assert record_log(str(paths[1])) == []
    assert main(["--players", "2", "--logs", str(tmp_path), "--without", "hand_value"]) == 0
    out = capsys.readouterr().out
    assert "samples from 5 games" in out
    assert "hand_value     +0.0000" in out and ", hand=0.00," in out
