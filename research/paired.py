"""A lever measured alone: a tournament's wins set deal by deal beside another run's on the same deals.

    p = pair(logged("runs/t4"), logged("runs/hard"))   # folders ``research.tournament --log-dir`` wrote
    print(describe(p, "hard-t4", "hard"))

``python -m research.tournament --paired DIR`` does this for the games it has just played. A *deal*
(``deal``) is a game's number of players, its variants, its seed and the seat entry 0 (the first of
``--seats``) sat in; a deal's result is whether entry 0 won it. Two runs of the same ``--seed`` play the
same deals, and most end alike: the deals they part on tell the lever's effect, and the interval is a paired
difference's, much narrower than two runs' own intervals side by side. A run with ``--log-dir`` leaves
``run.json`` beside its games (its seats, and whether they rotated); a folder without one (``python -m game
simulate --log-dir`` writes none) is read as a run whose seats rotated, as tournaments do by default.
"""

from __future__ import annotations

import json
import math
import os
import re
from dataclasses import dataclass

from game.cli import entries

RUN_FILE = "run.json"


def entry_seat(index: int, players: int, rotate: bool) -> int:
    """The seat entry 0 takes in game ``index`` of a run."""
    return entries(index, players, rotate).index(0)


def deal(players: int, variants, seed: int, seat: int) -> tuple:
    """The key of a deal: two games of the same key are the same deal."""
    return players, tuple(sorted(variants)), seed, seat


def write_run(log_dir: str, names: list, rotate: bool) -> None:
    """Leave what ``logged`` needs to know of a run in its log folder."""
    with open(os.path.join(log_dir, RUN_FILE), "w", encoding="utf-8") as out:
        json.dump({"seats": names, "rotate": rotate}, out)


def run_seats(log_dir: str) -> list | None:
    """The ``--seats`` of the run logged in ``log_dir``, if it said."""
    return _run(log_dir).get("seats")


def _run(log_dir: str) -> dict:
    try:
        with open(os.path.join(log_dir, RUN_FILE), encoding="utf-8") as f:
            run = json.load(f)
        return run if isinstance(run, dict) else {}
    except (OSError, ValueError):
        return {}


def logged(log_dir: str) -> dict:
    """``{deal: whether entry 0 won}`` for every finished game logged in ``log_dir``; a game cut short, or a
    file that is not a game's log, is left out."""
    rotate = _run(log_dir).get("rotate", True)
    deals = {}
    for name in sorted(os.listdir(log_dir)):
        game = re.fullmatch(r"game_(\d+)\.jsonl", name)
        if game is None:
            continue
        try:
            with open(os.path.join(log_dir, name), encoding="utf-8") as f:
                lines = [line for line in f.read().splitlines() if line.strip()]
            start, end = json.loads(lines[0]), json.loads(lines[-1])
            if start.get("type") != "GameStarted" or end.get("type") != "GameEnded":
                continue
            players = int(start["players"])
            seat = entry_seat(int(game[1]), players, rotate)
            deals[deal(players, start["variants"], int(start["seed"]), seat)] = end["winner"] == seat
        except (OSError, ValueError, IndexError, KeyError, TypeError):
            continue
    return deals


@dataclass(frozen=True)
class Paired:
    """Two runs' results on the deals both played: entry 0's wins in each, and in both."""

    deals: int
    here: int
    there: int
    both: int

    @property
    def only_here(self) -> int:
        return self.here - self.both

    @property
    def only_there(self) -> int:
        return self.there - self.both

    def difference(self) -> float:
        """Entry 0's win rate here less there, over the deals both played."""
        return (self.here - self.there) / self.deals

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        """The difference's 95 % interval (normal, for paired results)."""
        d, n = self.difference(), self.deals
        half = z * math.sqrt(max(0.0, (self.only_here + self.only_there) / n - d * d) / n)
        return d - half, d + half


def pair(here: dict, there: dict) -> Paired:
    """Two runs' ``{deal: entry 0 won}`` on the deals both played."""
    common = here.keys() & there.keys()
    return Paired(len(common), sum(here[d] for d in common), sum(there[d] for d in common),
                  sum(here[d] and there[d] for d in common))


def describe(p: Paired, name_here: str, name_there: str) -> str:
    """``p`` in two lines a reader can take in."""
    if not p.deals:
        return "  no deal both played (the same --seed, number of players and variants?)"
    low, high = p.interval()
    deals = f"{p.deals} deal" + ("s" if p.deals != 1 else "")
    return (f"  {deals} both played: {name_here} won {p.here} here, {name_there} {p.there} there; "
            f"both {p.both}, only here {p.only_here}, only there {p.only_there}\n"
            f"  difference {100 * p.difference():+.1f} points (95% CI {100 * low:+.1f} to {100 * high:+.1f})")
