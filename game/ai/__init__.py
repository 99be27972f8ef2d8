"""Bots: each decides from a seat's view and the legal actions alone.

    bot = make_bot("random", seed=3)
    action = bot.choose(view(state, seat), legal_actions(state, seat))
"""

from __future__ import annotations

from .random_bot import RandomBot

BOTS = {"random": RandomBot}


def make_bot(name: str, seed: int = 0):
    """A new bot called ``name`` (one of ``BOTS``); ValueError for an unknown name."""
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(sorted(BOTS))}") from None
