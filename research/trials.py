"""Trials: the Hard bot (``game.ai.search``) with one lever each, to measure that lever alone against ``hard``
on the same deals (``python -m research.tournament``). research/README.md says what each one changes and what
it measured; none is offered to players.

Most change one of Hard's own settings (``HardBot``'s keyword arguments); the others carry their own code, over
the search's seams (``HardBot.shortlist``, ``search``, ``grow``, ``leaf_reward``) or around ``choose``.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial

from game.ai.determinize import determinize
from game.ai.greedy import greedy_action, ranked
from game.ai.heuristics import SEARCH, Weights, shares, utilities
from game.ai.search import Budget, HardBot, leaf_build, quiesce, rewards
from game.rules import BuildRoom, CastSpell, Pass, State, View, WindowKind, apply, legal_actions, to_act
from game.rules.frames import Window

from .value import NET2


def _each(**change) -> dict:
    """``SEARCH`` with ``change`` made to the weights of every number of players."""
    return {n: replace(w, **change) for n, w in SEARCH.items()}


def played_out(st: State, turn: int, w: Weights, limit: int = 400) -> State:
    """``st`` played on by the rules to the end of ``turn`` (or of the game) by a quick policy: every seat
    builds the Room ``leaf_build`` picks, passes whatever it may pass and otherwise takes the first option;
    ``quiesce``d instead if ``limit`` actions do not get there."""
    for _ in range(limit):
        if st.outcome is not None or st.turn > turn or not st.flow:
            return st
        seat = to_act(st)
        acts = legal_actions(st, seat)
        builds = [a for a in acts if isinstance(a, BuildRoom)]
        a = leaf_build(st, seat, builds) if builds else next((b for b in acts if isinstance(b, Pass)), acts[0])
        st, _ = apply(st, a)
    return quiesce(st, min(st.turn, turn), w=w)


def root_utilities(view: View, w: Weights, rng: random.Random, samples: int = 8) -> list:
    """Each seat's utility where a search begins, the mean over ``samples`` determinizations (a seat
    out of the game: 0)."""
    total = [0.0] * view.players
    for _ in range(samples):
        for i, x in enumerate(utilities(determinize(view, rng), w)):
            total[i] += x or 0.0
    return [x / samples for x in total]


class HardCentred(HardBot):
    """Leaf rewards of what each seat gained since the root (``root_utilities``), not of where it stands."""

    def grow(self, view, legal, w, rng, *rest, **options):
        self.baseline = root_utilities(view, w, rng)
        return super().grow(view, legal, w, rng, *rest, **options)

    def leaf_reward(self, st, last, w):
        leaf = quiesce(st, min(st.turn, last), w=w)
        if leaf.outcome is not None:
            return rewards(leaf, w, self.temperature)
        gained = [None if x is None else x - b for x, b in zip(utilities(leaf, w), self.baseline, strict=True)]
        return shares(gained, self.temperature)


class HardNet(HardBot):
    """In two players, leaves scored by a small network's chance of winning (``value.NET2``) wherever it has
    one, not by the linear evaluation."""

    def __init__(self, seed: int = 0, budget: Budget | None = None, net=NET2) -> None:
        super().__init__(seed, budget)
        self.net = net

    def leaf_reward(self, st, last, w):
        leaf = quiesce(st, min(st.turn, last), w=w)
        p = self.net.chance(leaf) if leaf.outcome is None and leaf.players == 2 else None
        return rewards(leaf, w, self.temperature) if p is None else [p, 1.0 - p]


class HardPlayout(HardBot):
    """Each leaf played on by a quick policy (``played_out``) to the end of the turn ``turns`` after the
    search's last, before it is scored."""

    def __init__(self, seed: int = 0, budget: Budget | None = None, turns: int = 1) -> None:
        super().__init__(seed, budget)
        self.turns = turns

    def leaf_reward(self, st, last, w):
        return rewards(played_out(st, last + self.turns, w), w, self.temperature)


class HardShortlist(HardBot):
    """The root's candidates are the greedy judgement's best by its mean score over ``samples``
    determinizations, not one."""

    samples = 8

    def shortlist(self, view, legal, w):
        total = [0.0] * len(legal)
        index = {a: i for i, a in enumerate(legal)}
        for _ in range(self.samples):
            for x, _, a in ranked(determinize(view, self._rng), view.seat, legal, w):
                total[index[a]] += x / self.samples
        best = sorted(range(len(legal)), key=lambda i: (-total[i], i))
        return [legal[i] for i in best[: self.width]]


class HardBuildsOnly(HardBot):
    """Only the decisions that place a Room are searched; every other one is the greedy judgement's, as greedy
    itself takes it."""

    def choose(self, view, legal, cancel=None):
        if len(legal) > 1 and not any(isinstance(a, BuildRoom) for a in legal):
            self.last_iterations = 0
            return greedy_action(determinize(view, self._rng), view.seat, legal, self._rng)
        return super().choose(view, legal, cancel)


class HardMore(HardBot):
    """Twice the iterations and twice the time limit."""

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        super().__init__(seed, budget or Budget(seconds=4.0, iterations=2000))


class HardCrowd(HardBot):
    """In three or four players, 1.25 times the two-player iterations, not ``Budget.crowd_factor``'s 0.8; three
    times Hard's time limit, so that two games sharing a core stop on the iterations."""

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        super().__init__(seed, budget or Budget(seconds=6.0, crowd_factor=1.25))


class HardAgain(HardBot):
    """Not a lever: Hard itself, drawing from another random stream (chance's share of a paired comparison)."""

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        super().__init__(seed ^ 0x5EED, budget)


class HardRestrained(HardBot):
    """In an Adventure window the search weighs casting a Spell only where the greedy judgement (one ply, on
    a determinization from a stream of its own) ranks some cast above passing."""

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        super().__init__(seed, budget)
        self._judge = random.Random(seed ^ 0xCA57)  # Hard's own stream stays as it is

    def choose(self, view, legal, cancel=None):
        top = view.flow[-1] if view.flow else None
        if (isinstance(top, Window) and top.kind == WindowKind.ADVENTURE and any(isinstance(a, Pass) for a in legal)
                and any(isinstance(a, CastSpell) for a in legal)):
            for _, _, a in ranked(determinize(view, self._judge), view.seat, legal, self.weights[view.players]):
                if isinstance(a, CastSpell):
                    break
                if isinstance(a, Pass):
                    legal = [b for b in legal if not isinstance(b, CastSpell)]
                    break
        return super().choose(view, legal, cancel)


# each trial by its name: a factory of ``(seed, budget=None)``, as ``research.bots.make_bot`` calls it
TRIALS = {
    "hard-t4": partial(HardBot, temperature=4.3),
    "hard-t1": partial(HardBot, temperature=1.0),
    "hard-t3": partial(HardBot, temperature=3.0),
    "hard-e15": partial(HardBot, explore=0.15),
    "hard-e50": partial(HardBot, explore=0.5),
    "hard-w12": partial(HardBot, width=12),
    "hard-slope": partial(HardBot, rescaled=frozenset({2, 3, 4})),
    "hard-odds": partial(HardBot, weights=_each(odds=True)),
    "hard-tempo": partial(HardBot, weights={n: replace(w, room=w.room + 0.5) for n, w in SEARCH.items()}),
    "hard-greedyfit": partial(HardBot, weights={**SEARCH, 2: Weights(
        wound=1.87, wound_late=1.04, next_turn=0.78, damage=0.68, room=0.44, level=0.0, hand=0.33, card=0.14)}),
    "hard-refit4": partial(HardBot, weights={**SEARCH, 4: Weights(
        wound=0.82, wound_late=-0.50, next_turn=0.16, damage=0.59, room=0.64, level=-0.35, hand=0.0, card=0.23)}),
    "hard-refit2": partial(HardBot, weights={**SEARCH, 2: Weights(
        wound=1.46, wound_late=-1.22, next_turn=0.64, damage=0.37, room=0.75, level=-0.88, hand=0.0, card=0.30)}),
    "hard-refit3": partial(HardBot, weights={**SEARCH, 2: Weights(
        wound=1.30, wound_late=0.0, next_turn=0.67, damage=1.37, room=-0.62, level=-0.68, hand=0.0, card=0.22)}),
    "hard-refit4t": partial(HardBot, weights={**SEARCH, 4: Weights(
        wound=1.02, wound_late=0.96, next_turn=0.24, damage=1.28, room=-0.16, level=-0.99, hand=0.26, card=-0.02)}),
    "hard-tuned": partial(HardBot, weights={**SEARCH, 2: Weights(wound=0.96, growth=0.9, damage=0.405)}),
    "hard-centred": HardCentred,
    "hard-net": HardNet,
    "hard-net-s2": partial(HardNet, net=replace(NET2, sharpness=2.0)),
    "hard-playout": HardPlayout,
    "hard-playout0": partial(HardPlayout, turns=0),
    "hard-rank8": HardShortlist,
    "hard-builds": HardBuildsOnly,
    "hard-2000": HardMore,
    "hard-crowd": HardCrowd,
    "hard-again": HardAgain,
    "hard-restrained": HardRestrained,
}
