"""Bots: each decides from a seat's view and the legal actions alone.

    bot = make_bot("greedy", seed=3)
    action = bot.choose(view(state, seat), legal_actions(state, seat))

Names: ``random``; ``greedy`` (= ``normal``), ``easy`` (greedy with deliberate mistakes), ``hard``
(information-set Monte Carlo tree search, ``game.ai.search``). The experiments on them live in ``research/``,
outside the game.

Every bot seat of a game is played through ``think(request)``: ``game.match.Match.bot_request()`` gives
a picklable ``BotRequest`` whose seed comes from the match's seed, the step and the seat, so the same
game plays alike in ``simulate``, in the screen's worker process and in a replay. To keep a window
responsive, run it in a worker process (``multiprocessing`` with the spawn start method)::

    pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
    future = pool.submit(think, match.bot_request())      # each frame: when future.done():
    match.submit(future.result(), at_step=request.step)     # StaleDecision if the game moved on
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from game.rules import Action, View

from .greedy import EasyBot, GreedyBot
from .random_bot import RandomBot
from .search import HardBot

BOTS = {"random": RandomBot, "greedy": GreedyBot, "normal": GreedyBot, "easy": EasyBot, "hard": HardBot}


def make_bot(name: str, seed: int = 0):
    """A new bot called ``name`` (one of ``BOTS``); ValueError for an unknown name."""
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(sorted(BOTS))}")
    return BOTS[name](seed)


def is_bot(name: str) -> bool:
    """Whether ``make_bot`` knows ``name``."""
    return name in BOTS


def bot_seed(match_seed: int, step: int, seat: int) -> int:
    """The seed of the bot deciding ``step`` for ``seat`` in the game of ``match_seed``: the same on
    every machine and in every process."""
    digest = hashlib.blake2b(f"{match_seed}/{step}/{seat}".encode(), digest_size=6).digest()
    return int.from_bytes(digest, "big")


@dataclass(frozen=True, slots=True)
class BotRequest:
    """One bot decision as plain data: the seat, the bot's name, its seed, the step it answers, the
    seat's view and its legal actions."""

    seat: int
    bot: str
    seed: int
    step: int
    view: View
    legal: tuple


def think(request: BotRequest, cancel=None) -> Action:
    """The action the bot of ``request`` takes; one of ``request.legal``. ``cancel`` (anything with
    ``is_set()``) cuts a long search short: the best action found so far is returned."""
    return make_bot(request.bot, request.seed).choose(request.view, list(request.legal), cancel)
