"""``python -m research.tournament``: ``simulate``'s games with the research's bots, and runs set side by side
deal by deal (``research.paired``)."""

import json
import re

from game.cli import _play_one
from research.tournament import main, play_one


def test_a_tournament_plays_the_games_simulate_plays():
    """The same job gives the same game, bot seeds and all, whether ``simulate`` or the research plays it."""
    for job in ((0, 2, ["greedy", "random"], 4, [], True, None, False),
                (3, 3, ["easy", "greedy", "random"], 9, ["machinations"], True, None, False)):
        here, there = play_one(job), _play_one(job)
        assert {k: v for k, v in here.items() if k != "times"} == {k: v for k, v in there.items() if k != "times"}
        assert [len(t) for t in here["times"].values()] == [len(t) for t in there["times"].values()]


def test_a_trial_takes_its_seat_and_a_logged_run_says_its_seats(tmp_path, capsys):
    assert main(["--seats", "hard-t4@3,greedy", "--games", "2", "--seed", "5", "--log-dir", str(tmp_path)]) == 0
    assert "hard-t4@3" in capsys.readouterr().out
    assert json.loads((tmp_path / "run.json").read_text()) == {"seats": ["hard-t4@3", "greedy"], "rotate": True}
    assert main(["--seats", "hard-nope,greedy", "--games", "2"]) == 2
    assert "unknown bot 'hard-nope'" in capsys.readouterr().err


def test_a_run_paired_with_a_logged_one_sets_their_wins_deal_by_deal(tmp_path, capsys):
    base = ["--games", "6", "--seed", "7"]
    assert main([*base, "--seats", "greedy,random", "--log-dir", str(tmp_path)]) == 0
    logged_out = capsys.readouterr().out
    greedy_wins = int(re.search(r"greedy +(\d+) wins", logged_out).group(1))

    assert main([*base, "--seats", "greedy,random", "--paired", str(tmp_path)]) == 0
    same = capsys.readouterr().out
    assert f"6 deals both played: greedy won {greedy_wins} here, greedy {greedy_wins} there; both {greedy_wins}, " \
           "only here 0, only there 0" in same
    assert "difference +0.0 points (95% CI +0.0 to +0.0)" in same

    # the other bot first: entry 0 sits where random sat, so it wins here exactly the deals random won there
    assert main([*base, "--seats", "random,greedy", "--paired", str(tmp_path)]) == 0
    swapped = capsys.readouterr().out
    random_wins = int(re.search(r"random +(\d+) wins", swapped).group(1))
    assert f"random won {random_wins} here, greedy {greedy_wins} there; both 0" in swapped

    # a run logged in two parts (the second from the seed where the first stopped) pairs as one
    first, second = tmp_path / "first", tmp_path / "second"
    assert main(["--seats", "greedy,random", "--games", "2", "--seed", "7", "--log-dir", str(first)]) == 0
    assert main(["--seats", "greedy,random", "--games", "4", "--seed", "9", "--log-dir", str(second)]) == 0
    assert main([*base, "--seats", "greedy,random", "--paired", str(first), str(second)]) == 0
    assert f"6 deals both played: greedy won {greedy_wins} here, greedy {greedy_wins} there" in capsys.readouterr().out

    # a run whose seats kept their places: its folder says so, and only the even games' seats match a rotated run's
    kept = tmp_path / "kept"
    assert main([*base, "--seats", "greedy,random", "--no-rotate", "--log-dir", str(kept)]) == 0
    assert main([*base, "--seats", "greedy,random", "--no-rotate", "--paired", str(kept)]) == 0
    assert "6 deals both played" in capsys.readouterr().out.split("paired with")[-1]
    assert main([*base, "--seats", "greedy,random", "--paired", str(kept)]) == 0
    assert "3 deals both played" in capsys.readouterr().out

    # the same seeds in a game of three, or with a variant, are other deals
    assert main([*base, "--seats", "greedy,random,random", "--paired", str(tmp_path)]) == 0
    assert "no deal both played" in capsys.readouterr().out
    assert main([*base, "--seats", "greedy,random", "--variants", "hard_mode", "--paired", str(tmp_path)]) == 0
    assert "no deal both played" in capsys.readouterr().out


def test_a_paired_run_skips_damaged_logs_and_refuses_a_folder_with_none(tmp_path, capsys):
    assert main(["--seats", "greedy,random", "--games", "3", "--seed", "7", "--log-dir",
                 str(tmp_path)]) == 0
    (tmp_path / "game_00001.jsonl").write_text('{"type": "GameStarted", "players": 2, "seed": 8}\n')  # cut short
    (tmp_path / "game_00002.jsonl").write_text("not json\n")
    capsys.readouterr()
    assert main(["--seats", "greedy,random", "--games", "3", "--seed", "7", "--paired",
                 str(tmp_path)]) == 0
    assert "1 deal both played" in capsys.readouterr().out

    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["--seats", "greedy,random", "--games", "3", "--paired", str(empty)]) == 2
    assert f"--paired: no finished game logged in {empty}" in capsys.readouterr().err
