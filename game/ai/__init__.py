"""Bots: each decides from a seat's view and the legal actions alone.

    bot = make_bot("greedy", seed=3)
    action = bot.choose(view(state, seat), legal_actions(state, seat))

Names: ``random``; ``greedy`` (= ``normal``), ``easy`` (greedy with deliberate mistakes), ``hard``
(information-set Monte Carlo tree search, ``game.ai.search``). For the screen, run a bot's decision in a
worker process with ``game.ai.search.decide`` (see that module's docstring).
"""

from __future__ import annotations

from .greedy import EasyBot, GreedyBot
from .random_bot import RandomBot
from .search import HardBot

BOTS = {"random": RandomBot, "greedy": GreedyBot, "normal": GreedyBot, "easy": EasyBot, "hard": HardBot}


def make_bot(name: str, seed: int = 0):
    """A new bot called ``name`` (one of ``BOTS``); ValueError for an unknown name."""
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(sorted(BOTS))}") from None
