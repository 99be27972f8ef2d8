"""The ``hard`` bot: information-set Monte Carlo tree search (ISMCTS; Cowling, Powley and Whitehouse
2012), with a leaf evaluation fitted to game outcomes (``heuristics.SEARCH``).

Each iteration samples a determinization of the bot's view (``determinize``: a full table it cannot tell
from the real one) and plays down the search from the root, every seat choosing among the actions legal
*in that determinization* by UCB1 with availability counts, by its own share of the reward (in four
players, divided by how much that share moves at the seat's mean share so far: ``slope``). As in
multiple-observer ISMCTS, each seat keeps its own statistics, keyed by what *it* has seen happen: a Room
another seat built face-down shows only where it went, so no seat's choice in the search leans on a card
it could not see (the Room the bot is thinking of building, above all). A decision with one legal action
(a Spell window a seat can only pass, above all) is played through: it is no node. The iteration stops at
the first action never tried there, settles a half-resolved action (in the Build phase of a game of three
or four, the seats still to build each add a Room by a quick count, so a Room is never judged against
rivals who have not built yet), and scores the table: each seat's ``heuristics.utilities`` (the rest of the turn
projected, with the weights fitted for the number of players) turned into shares of one reward by a
softmax, so in a game of three or four each seat weighs every rival at once. Search stops at the end of
the current turn (the evaluation looks beyond it). The most visited root action is played. Decisions no
rival answers are not searched: the opening discard keeps the five cards a fitted model scores best
(``opening``), the rest go to the greedy judgement.

Budget: ``Budget(seconds, iterations)``; whichever runs out first stops the search (by default the
iterations, so a decision does not depend on the machine's speed). The search is
interruptible: pass ``cancel`` (a ``threading.Event`` or anything with ``is_set()``), checked between
iterations; when it is set the best action so far is returned at once.

The screen runs it, like every bot, through ``game.ai.think`` in a worker process; in the same process,
pass a ``threading.Event`` as ``cancel`` to ``HardBot.choose``.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from math import log, sqrt

from game import rules  # rules.evolve: the function (``from game.rules import evolve`` reads as the module)
from game.rules import (
    Action,
    BuildRoom,
    Pass,
    Phase,
    State,
    View,
    WindowKind,
    apply,
    build_options,
    card,
    legal_actions,
    room_built,
    room_damage,
    to_act,
)
from game.rules.frames import (
    BuildTurn,
    Choice,
    Draw,
    ExtraBuild,
    Mulligan,
    OpeningDiscard,
    PickBoss,
    SetupBuild,
    Window,
)

from .determinize import determinize
from .greedy import greedy_action, ranked
from .heuristics import DEFAULT, SEARCH, Weights, card_value, shares, utilities
from .opening import best_discard

TEMPERATURE = 2.0  # Souls of utility that multiply a seat's share of the reward by e
EXPLORE = 0.3  # the UCB1 exploration constant, for rewards in [0, 1]
WIDTH = 6  # root candidates searched (the greedy shortlist)
RESCALED = frozenset({4})  # the numbers of players where UCB1 divides a seat's mean reward by ``slope``


@dataclass(frozen=True)
class Budget:
    """Stop after ``iterations`` or ``seconds``, whichever comes first; a decision that places a Room
    (the one that shapes the turn) gets ``build_factor`` times both. By default the iteration count
    binds, so a decision is the same on every machine and in every process (its seed comes with the
    request). 1,000 iterations keep the p95 decision under the 1 s target (``python -m game bench --bot
    hard``). The time limit only guards a very slow machine; a screen that must stop sooner uses ``cancel``.
    In a game of three or four an iteration walks more seats' answers, and deeper trees make the slowest
    decisions slower still: there the iterations are ``crowd_factor`` times as many."""

    seconds: float = 2.0
    iterations: int = 1000
    build_factor: float = 1.6
    crowd_factor: float = 0.8  # the iterations' share in a game of three or four players

    def iterations_for(self, players: int, builds: bool) -> int:
        """The iterations of one decision in a game of ``players``; ``builds``: it places a Room."""
        crowd = self.crowd_factor if players > 2 else 1.0
        return int(self.iterations * crowd * (self.build_factor if builds else 1.0))


class Node:
    """One action's statistics at one point of the search, as the seat taking it has seen it."""

    __slots__ = ("visits", "avail", "reward")

    def __init__(self, players: int) -> None:
        self.visits = 0
        self.avail = 1
        self.reward = [0.0] * players


def rewards(st: State, w: Weights, temperature: float = TEMPERATURE) -> list:
    """Each seat's reward for a leaf, summing to 1: the winner takes all; otherwise a softmax of the
    seats' utilities (a seat out of the game gets 0), read as each seat's chance of winning."""
    if st.outcome is not None:
        return [1.0 if s == st.outcome.winner else 0.0 for s in range(len(st.seats))]
    return shares(utilities(st, w), temperature)


def leaf_action(st: State, seat: int, legal: list, w: Weights = DEFAULT) -> Action:
    """How a leaf settles a pending choice: an extra build as greedy would, any other choice passed if it
    may be, else its first option."""
    builds = [a for a in legal if isinstance(a, BuildRoom)]
    if builds:
        return greedy_action(st, seat, builds + [a for a in legal if isinstance(a, Pass)], w=w)
    return _pass_or_first(legal)


def _pass_or_first(legal: list) -> Action:
    """A pass if ``legal`` holds one, else its first action."""
    return next((a for a in legal if isinstance(a, Pass)), legal[0])


def leaf_build(st: State, seat: int, builds) -> BuildRoom | None:
    """The Room a leaf has ``seat`` build, among ``builds``, by a quick count: its value in hand, more
    for treasure the Heroes in town look for, less for a Room it covers."""
    boss = st.seats[seat].boss
    wanted = {card(h).treasure for h in st.town}

    def score(a: BuildRoom) -> float:
        v = build_appeal(a.room, boss, wanted)
        return v if a.over is None else v - 1.0 - 0.25 * room_damage(st, seat, a.over)

    return max(builds, key=score, default=None)


def build_appeal(room: str, boss: str, wanted: set) -> float:
    """A Room's appeal to the seat of ``boss`` by a quick count: its value in hand, more for each treasure
    it shows that a Hero in town looks for (``wanted``)."""
    return card_value(room, boss) + 0.3 * sum(k in wanted for k in card(room).treasure)


def still_to_build(st: State) -> list:
    """The seats yet to build a Room in this Build phase (or the setup's): the active seat, if its open
    window holds a build and has not gone past it since it last acted, then the seats whose turn to build
    is still to come."""
    if st.no_build:
        return []
    top = st.flow[-1]
    seats = [st.active] if _build_window(top) and top.builds > 0 and top.asked == 0 else []
    return seats + [f.seat for f in reversed(st.flow) if isinstance(f, BuildTurn | SetupBuild)]


def _build_window(frame) -> bool:
    return isinstance(frame, Window) and frame.kind == WindowKind.BUILD


def built_out(st: State) -> State:
    """``st`` with every seat still to build given one Room face-down (``leaf_build``'s choice): a
    table to score, not one to play on (the turn's flow is left as it was)."""
    for seat in still_to_build(st):
        a = None if st.seats[seat].out else leaf_build(st, seat, build_options(st, seat))
        if a is not None:
            st = rules.evolve(st, room_built(st, a, face_down=True))
    return st


def quiesce(st: State, turn: int, limit: int = 6, w: Weights = DEFAULT) -> State:
    """Settle a leaf before scoring it: declared Spells resolve (answers pass) and pending choices of a
    card's effect are taken by ``leaf_action``; so a leaf never stops halfway through an action. In three
    or four players a leaf in the Build phase is scored ``built_out``: never against rivals who have not
    built yet. In two the search answers the one rival itself (built-out leaves measured worse there)."""
    for _ in range(limit):
        if st.outcome is not None or st.turn != turn or not st.flow:
            return st
        top = st.flow[-1]
        seat = st.waiting
        if isinstance(top, Window) and top.kind == WindowKind.RESPOND and st.casting:
            st, _ = apply(st, Pass(seat))
        elif isinstance(top, Choice | ExtraBuild):
            st, _ = apply(st, leaf_action(st, seat, legal_actions(st, seat), w))
        else:
            break
    building = st.outcome is None and st.phase in (Phase.SETUP, Phase.BUILD) and st.flow and st.players > 2
    return built_out(st) if building else st


class HardBot:
    """The ``hard`` bot (the module docstring says how it searches), with Hard's own settings: ``weights``, the
    leaf evaluation's for each number of players; ``temperature``, the leaf rewards' softmax (``rewards``);
    ``explore``, UCB1's constant; ``width``, the root candidates searched (the greedy shortlist); ``rescaled``,
    the numbers of players where UCB1 divides each seat's mean reward by the softmax's slope at that seat's
    mean reward so far (``slope``), so options still part on a lopsided table, where shares barely move."""

    name = "hard"

    def __init__(self, seed: int = 0, budget: Budget | None = None, *, weights: dict = SEARCH,
                 temperature: float = TEMPERATURE, explore: float = EXPLORE, width: int = WIDTH,
                 rescaled: frozenset = RESCALED) -> None:
        self._rng = random.Random(seed)
        self.budget = budget or Budget()
        self.weights, self.temperature, self.explore = weights, temperature, explore
        self.width, self.rescaled = width, rescaled
        self.last_iterations = 0

    def choose(self, view: View, legal: list[Action], cancel=None) -> Action:
        self.last_iterations = 0
        builds = any(isinstance(a, BuildRoom) for a in legal)
        deadline = time.perf_counter() + self.budget.seconds * (self.budget.build_factor if builds else 1.0)
        self._max_iterations = self.budget.iterations_for(view.players, builds)
        if len(legal) == 1:
            return legal[0]
        w = self.weights[view.players]
        top = view.flow[-1] if view.flow else None
        if isinstance(top, OpeningDiscard):
            return best_discard(view, legal)
        if isinstance(top, Mulligan | Draw | PickBoss):
            # decisions with no opponent to answer them: the greedy judgement is as good as any
            st = determinize(view, self._rng)
            return greedy_action(st, view.seat, legal, self._rng, w=w)
        if len(legal) > self.width:
            legal = self.shortlist(view, legal, w)
        return self.search(view, legal, w, cancel, deadline)

    def shortlist(self, view: View, legal: list, w: Weights) -> list:
        """The ``width`` best of ``legal`` by the greedy judgement on a determinization, best first: the
        candidates the search compares."""
        return [a for _, _, a in ranked(determinize(view, self._rng), view.seat, legal, w)[: self.width]]

    def search(self, view: View, legal: list, w: Weights, cancel, deadline: float) -> Action:
        """The root action of ``legal`` that ``grow`` visits most."""
        root, self.last_iterations = self.grow(view, legal, w, self._rng, self._max_iterations, deadline, cancel)
        return best_of(root, view.seat)

    def grow(self, view: View, legal: list, w: Weights, rng: random.Random, max_iterations: int, deadline: float,
             cancel=None) -> tuple[dict, int]:
        """One search from ``view`` among the root actions ``legal``: ``(root, iterations)``, the statistics
        (a ``Node``) of each root action tried."""
        players, last, explore = view.players, view.turn, self.explore
        # each seat's statistics, keyed by what that seat has seen happen in the search so far
        tables: list = [{} for _ in range(players)]
        root: dict = {}  # the bot's own first choice, among the shortlisted ``legal``
        rescaled = players in self.rescaled
        scale, total = [1.0] * players, [0.0] * players  # ``rescaled``: each seat's divisor, and its reward so far
        iterations = 0
        while iterations < max_iterations:
            if iterations and (time.perf_counter() > deadline or (cancel is not None and cancel.is_set())):
                break
            iterations += 1
            st = determinize(view, rng)
            seen: list = [()] * players
            path = []
            while st.outcome is None and st.turn <= last:
                seat = to_act(st)
                if path:
                    acts = legal_actions(st, seat)
                    if len(acts) == 1:  # nothing to learn: play it, and go on
                        a = acts[0]
                        shown = _shown(st, a)
                        seen = [h + (a if s == seat else shown,) for s, h in enumerate(seen)]
                        st, _ = apply(st, a)
                        continue
                    row = tables[seat].setdefault(seen[seat], {})
                else:
                    acts, row = legal, root
                untried = []
                for a in acts:
                    node = row.get(a)
                    if node is None:
                        untried.append(a)
                    else:
                        node.avail += 1
                if untried:
                    if not path:
                        a = untried[0]
                    elif isinstance(untried[-1], Pass):
                        a = untried[-1]  # most answers are a pass: try it first
                    else:
                        a = rng.choice(untried)
                    node = row[a] = Node(players)
                else:  # UCB1 with availability counts; the first best on a tie
                    best = -math.inf
                    for b in acts:
                        n = row[b]
                        score = n.reward[seat] / n.visits / scale[seat] + explore * sqrt(log(n.avail) / n.visits)
                        if score > best:
                            best, a, node = score, b, n
                shown = _shown(st, a)
                seen = [h + (a if s == seat else shown,) for s, h in enumerate(seen)]
                path.append(node)
                st, _ = apply(st, a)
                if untried:
                    break
            reward = self.leaf_reward(st, last, w)
            for node in path:
                node.visits += 1
                r = node.reward
                for i in range(players):
                    r[i] += reward[i]
            if rescaled:
                for i in range(players):
                    total[i] += reward[i]
                    scale[i] = slope(total[i] / iterations, players)
        return root, iterations

    def leaf_reward(self, st: State, last: int, w: Weights) -> list:
        """Each seat's reward for an iteration that stopped at ``st`` (the search looks no further than the
        turn ``last``): the table ``quiesce``d, then ``rewards``."""
        return rewards(quiesce(st, min(st.turn, last), w=w), w, self.temperature)

def slope(share: float, players: int, floor: float = 0.1) -> float:
    """How much a seat's softmax share moves with its utility at ``share``, against how much it moves at an
    even table's (``1 / players``): ``share * (1 - share)`` over the even table's, at least ``floor``."""
    even = 1.0 / players
    return max(floor, share * (1.0 - share) / (even * (1.0 - even)))


def best_of(root: dict, seat: int) -> Action:
    """The most visited root action (the higher reward to ``seat`` on a tie; the first of those)."""
    return max(root.items(), key=lambda kv: (kv[1].visits, kv[1].reward[seat]))[0]


def _shown(st: State, a: Action):
    """``a`` as the other seats see it: a Room built face-down shows only where it went."""
    top = st.flow[-1] if st.flow else None
    if isinstance(a, BuildRoom) and (isinstance(top, SetupBuild) or _build_window(top)):
        return ("face-down", a.seat, a.over)
    return a
