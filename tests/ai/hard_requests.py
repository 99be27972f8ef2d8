"""Recorded decisions of the Hard bot: requests from seeded games and the action Hard chose for each.

``tests/ai/test_hard_requests.py`` replays them and requires the same actions, so a change to the bots' code
that should not change how Hard plays is checked to change nothing. The file was written, before such a
change, by ``python -m tests.ai.hard_requests`` (from the repository root); run it again only when Hard is
meant to play differently.

A request is taken from games that greedy bots play (fast), at decisions with a choice, a few of each kind
(Spell windows, builds, effects' choices, the opening discard, a Boss to keep) in two, three and four
players. Hard answers each with the iterations recorded beside it (most with a reduced count, a few with
its full count) and no time limit, so the answer depends on the request alone.
"""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path

from game.ai import make_bot
from game.ai.search import Budget, HardBot
from game.match import Match
from game.rules import View
from game.rules.codec import _from_json, _to_json, decode, encode
from game.rules.frames import Window
from game.rules.state import Walker
from game.rules.views import PlayerView

PATH = Path(__file__).with_name("hard_requests.json")
GAMES = ((2, 11, ()), (2, 12, ("i_choose_you",)), (3, 13, ()), (4, 14, ("machinations",)))
PER_KIND = 2  # requests of one kind of decision taken from one game
UNSEARCHED = {"OpeningDiscard", "PickBoss", "Draw", "Mulligan"}  # kinds of which one is taken
REDUCED = 150  # iterations of most requests
FULL_EVERY = 8  # every this many-th request is answered with Hard's full iteration count


def _value(x):
    """A view's field as JSON: a frozenset sorted, a Walker as a list, the rest as the codec writes it."""
    if isinstance(x, frozenset):
        return {"frozenset": sorted(map(_to_json, x), key=json.dumps)}
    return {"walker": list(x)} if isinstance(x, Walker) else _to_json(x)


def _back(x):
    """A view's field read back from ``_value``'s JSON."""
    if isinstance(x, dict) and "frozenset" in x:
        return frozenset(map(_from_json, x["frozenset"]))
    return Walker(*x["walker"]) if isinstance(x, dict) and "walker" in x else _from_json(x)


def encode_view(v: View) -> dict:
    out = {f.name: _value(getattr(v, f.name)) for f in fields(View) if f.name != "seats"}
    out["seats"] = [{f.name: _value(getattr(p, f.name)) for f in fields(PlayerView)} for p in v.seats]
    return out


def decode_view(data: dict) -> View:
    seats = tuple(PlayerView(**{k: _back(x) for k, x in p.items()}) for p in data["seats"])
    return View(**{k: _back(x) for k, x in data.items() if k != "seats"}, seats=seats)


def kind_of(view: View) -> str:
    """The kind of decision a request is: its frame's kind, a Spell window's with the window's kind."""
    top = view.flow[-1]
    return f"window-{top.kind}" if isinstance(top, Window) else type(top).__name__


def requests() -> list:
    """``(seed, view, legal)`` of the decisions recorded, in order: from each of ``GAMES`` (played by
    greedy bots), ``PER_KIND`` decisions with a choice of each kind spread evenly over the game (one of the
    kinds Hard does not search)."""
    out = []
    for players, seed, variants in GAMES:
        m = Match.new(("greedy",) * players, seed, frozenset(variants))
        by_kind: dict = {}
        while (request := m.bot_request()) is not None:
            if len(request.legal) > 1:
                by_kind.setdefault(kind_of(request.view), []).append((request.seed, request.view, request.legal))
            m.submit(make_bot("greedy", request.seed).choose(request.view, list(request.legal)), at_step=request.step)
        for kind, found in sorted(by_kind.items()):
            take = 1 if kind in UNSEARCHED else PER_KIND
            out += [found[len(found) * (j + 1) // (take + 1)] for j in range(min(take, len(found)))]
    return out


def budget(iterations: int) -> Budget:
    """Hard's budget with ``iterations`` and no time limit that could bind."""
    return Budget(seconds=1e9, iterations=iterations)


def record() -> list:
    rows = []
    for i, (seed, v, legal) in enumerate(requests()):
        iterations = Budget().iterations if i % FULL_EVERY == 0 else REDUCED
        action = HardBot(seed, budget(iterations)).choose(v, list(legal))
        rows.append({"seed": seed, "iterations": iterations, "view": encode_view(v),
                     "legal": [encode(a) for a in legal], "chosen": encode(action)})
    return rows


def load() -> list:
    """``(seed, iterations, view, legal, chosen)`` of every recorded request."""
    rows = json.loads(PATH.read_text(encoding="utf-8"))
    return [(r["seed"], r["iterations"], decode_view(r["view"]), tuple(decode(a) for a in r["legal"]),
             decode(r["chosen"])) for r in rows]


if __name__ == "__main__":
    PATH.write_text(json.dumps(record(), separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{PATH}: {len(json.loads(PATH.read_text(encoding='utf-8')))} requests")
