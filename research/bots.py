"""The bots a research tournament may seat: the game's (``game.ai.BOTS``), ``expert`` and the trials.

``name@N`` (``hard@300``, ``hard-t4@300``) is the Hard bot or a trial searching N iterations a decision
(``Budget.iterations_for``: more for a Room placed, fewer in three or four players), to screen a lever quickly
at a smaller budget.
"""

from __future__ import annotations

from game.ai import BOTS as GAME_BOTS
from game.ai.search import Budget

from .expert import ExpertBot
from .trials import TRIALS

BOTS = {**GAME_BOTS, "expert": ExpertBot, **TRIALS}
SEARCHERS = {"hard", *TRIALS}  # the bots whose iterations ``name@N`` sets


def make_bot(name: str, seed: int = 0):
    """A new bot called ``name`` (one of ``BOTS``, or a searcher's ``name@N``); ValueError for an unknown name."""
    base, at, iterations = name.partition("@")
    if base not in BOTS or (at and not (base in SEARCHERS and iterations.isdigit() and int(iterations) > 0)):
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(sorted(BOTS))} (hard@N and a trial's "
                         "name@N: N iterations a decision)")
    if at:
        # the time limit only guards a very slow machine: it grows with N, so the count still ends the search
        full = Budget()
        n = int(iterations)
        return BOTS[base](seed, Budget(seconds=full.seconds * max(1.0, n / full.iterations), iterations=n))
    return BOTS[base](seed)


class Known:
    """The names ``make_bot`` knows, as ``game.cli.tournament`` asks for them (``in``, and a sorted list)."""

    def __contains__(self, name) -> bool:
        try:
            make_bot(name)
        except ValueError:
            return False
        return True

    def __iter__(self):
        return iter([*BOTS, "hard@N", "<trial>@N"])
