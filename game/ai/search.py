"""The ``hard`` bot: single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley
and Whitehouse 2012), with a leaf evaluation fitted to game outcomes (``heuristics.SEARCH``).

Each iteration samples a determinization of the bot's view (``determinize``: a full table it cannot tell
from the real one), walks the one shared tree from the root choosing among the actions legal *in that
determinization* by UCB1 with availability counts (every seat's decisions are nodes; each seat picks by
its own share of the reward), adds one new node, settles a half-resolved action, and scores the table:
each seat's ``heuristics.utilities`` (the rest of the turn projected, with the weights fitted for the
number of players) turned into shares of one reward by a softmax, so in a game of three or four each
seat weighs every rival at once. Search stops at the end of the current turn (the evaluation looks
beyond it). The most visited root action is played.

Budget: ``Budget(seconds, iterations)``; whichever runs out first stops the search. The search is
interruptible: pass ``cancel`` (a ``threading.Event`` or anything with ``is_set()``), checked between
iterations; when it is set the best action so far is returned at once.

How the screen should call a bot without freezing (the rules objects are picklable frozen data):

    from concurrent.futures import ProcessPoolExecutor
    from game.ai.search import decide
    pool = ProcessPoolExecutor(max_workers=1)          # once, when the table opens
    future = pool.submit(decide, view(state, seat), legal_actions(state, seat), "hard", seed, 0.5)
    ...                                                 # each frame: keep drawing; when future.done():
    match.submit(future.result())

``decide(view, legal, name, seed, seconds)`` serves every bot name (the cheap bots answer in
milliseconds; running them the same way keeps one code path). To abandon a decision (the player quit
the table) cancel the future and drop the pool with ``pool.shutdown(wait=False, cancel_futures=True)``;
a decision never runs longer than its budget. In the same process, pass a ``threading.Event`` as
``cancel`` to ``HardBot.choose`` instead.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from game.rules import Action, Pass, State, View, apply, legal_actions, to_act
from game.rules.actions import BuildRoom

from .determinize import determinize
from .greedy import greedy_action, ranked
from .heuristics import DEFAULT, SEARCH, Weights, shares, utilities

TEMPERATURE = 2.0  # Souls of utility that multiply a seat's share of the reward by e
EXPLORE = 0.3  # the UCB1 exploration constant, for rewards in [0, 1]


@dataclass(frozen=True)
class Budget:
    """Stop after ``seconds`` or ``iterations``, whichever comes first; a decision that places a Room
    (the one that shapes the turn) gets ``build_factor`` times both."""

    seconds: float = 0.15
    iterations: int = 600
    build_factor: float = 1.6


class Node:
    __slots__ = ("visits", "avail", "reward", "children")

    def __init__(self, players: int) -> None:
        self.visits = 0
        self.avail = 0
        self.reward = [0.0] * players
        self.children: dict = {}


def rewards(st: State, w: Weights) -> list:
    """Each seat's reward for a leaf, summing to 1: the winner takes all; otherwise a softmax of the
    seats' utilities (a seat out of the game gets 0), read as each seat's chance of winning."""
    if st.outcome is not None:
        return [1.0 if s == st.outcome.winner else 0.0 for s in range(len(st.seats))]
    return shares(utilities(st, w), TEMPERATURE)


def leaf_action(st: State, seat: int, legal: list, w: Weights = DEFAULT) -> Action:
    """How a leaf settles a pending choice: an extra build as greedy would, any other choice passed if it
    may be, else its first option."""
    builds = [a for a in legal if isinstance(a, BuildRoom)]
    if builds:
        return greedy_action(st, seat, builds + [a for a in legal if isinstance(a, Pass)], w=w)
    return next((a for a in legal if isinstance(a, Pass)), legal[0])


def quiesce(st: State, turn: int, limit: int = 6, w: Weights = DEFAULT) -> State:
    """Settle a leaf before scoring it: declared Spells resolve (answers pass) and pending choices of a
    card's effect are taken by ``leaf_action``; so a leaf never stops halfway through an action."""
    for _ in range(limit):
        if st.outcome is not None or st.turn != turn or not st.flow:
            return st
        top = st.flow[-1]
        seat = st.waiting
        if top[0] == "window" and top[1] == "respond" and st.casting:
            st, _ = apply(st, Pass(seat))
        elif top[0] in ("choose", "extra_build"):
            st, _ = apply(st, leaf_action(st, seat, legal_actions(st, seat), w))
        else:
            return st
    return st


class HardBot:
    name = "hard"

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        self._rng = random.Random(seed)
        self.budget = budget or Budget()
        self.width = 6  # root candidates searched (the greedy shortlist)
        self.weights: Weights | None = None  # None: heuristics.SEARCH for the number of players
        self.last_iterations = 0

    def choose(self, view: View, legal: list[Action], cancel=None) -> Action:
        self.last_iterations = 0
        factor = self.budget.build_factor if any(isinstance(a, BuildRoom) for a in legal) else 1.0
        deadline = time.perf_counter() + self.budget.seconds * factor
        self._max_iterations = int(self.budget.iterations * factor)
        if len(legal) == 1:
            return legal[0]
        w = self.weights or SEARCH[view.players]
        top = view.flow[-1] if view.flow else ("",)
        if top[0] in ("opening_discard", "mulligan", "draw", "pick_boss"):
            # decisions with no opponent to answer them: the greedy judgement is as good as any
            st = determinize(view, self._rng)
            return greedy_action(st, view.seat, legal, self._rng, w=w)
        if len(legal) > self.width:
            # the greedy judgement on one sample shortlists the candidates the search compares
            st = determinize(view, self._rng)
            legal = [a for _, _, a in ranked(st, view.seat, legal, w)[: self.width]]
        return self._search(view, legal, w, cancel, deadline)

    def _search(self, view: View, legal: list, w: Weights, cancel, deadline: float) -> Action:
        rng = self._rng
        me = view.seat
        players = view.players
        root = Node(players)
        legal_set = set(legal)
        turn = view.turn
        c = EXPLORE
        iterations = 0
        while iterations < self._max_iterations:
            if iterations and (time.perf_counter() > deadline or (cancel is not None and cancel.is_set())):
                break
            iterations += 1
            st = determinize(view, rng)
            node = root
            path = [(root, None)]
            while st.outcome is None and st.turn == turn:
                seat = to_act(st)
                acts = legal if node is root else legal_actions(st, seat)
                if node is root:
                    acts = [a for a in acts if a in legal_set]
                untried = [a for a in acts if a not in node.children]
                for a in acts:
                    child = node.children.get(a)
                    if child is not None:
                        child.avail += 1
                if untried:
                    if node is root:
                        a = untried[0]
                    elif isinstance(untried[-1], Pass):
                        a = untried[-1]  # most answers are a pass: try it first
                    else:
                        a = rng.choice(untried)
                    child = Node(players)
                    child.avail = 1
                    node.children[a] = child
                    st, _ = apply(st, a)
                    path.append((child, seat))
                    break
                best, best_score = None, -1.0
                for a in acts:
                    ch = node.children.get(a)
                    if ch is None:
                        continue
                    score = ch.reward[seat] / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                    if score > best_score:
                        best, best_score = a, score
                if best is None:
                    break
                node = node.children[best]
                st, _ = apply(st, best)
                path.append((node, seat))
            reward = rewards(quiesce(st, turn, w=w), w)
            for n, _seat in path:
                n.visits += 1
                r = n.reward
                for i in range(players):
                    r[i] += reward[i]
        self.last_iterations = iterations
        best = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].reward[me]))
        return best[0]



def decide(view: View, legal: list, name: str, seed: int, seconds: float | None = None,
           iterations: int | None = None) -> Action:
    """One decision of bot ``name`` from ``view`` and ``legal`` (a top-level function, so a
    ProcessPoolExecutor can run it in a worker)."""
    from . import make_bot

    bot = make_bot(name, seed)
    if isinstance(bot, HardBot) and (seconds is not None or iterations is not None):
        bot.budget = Budget(seconds if seconds is not None else bot.budget.seconds,
                            iterations if iterations is not None else bot.budget.iterations)
    return bot.choose(view, legal)
