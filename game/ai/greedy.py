"""The ``greedy`` bot (``normal`` on the screens) and ``easy``, its error-prone cousin.

One-ply judgement: the bot samples one table consistent with its view (``determinize``), tries each legal
action on it with the rules engine, lets any Spell answers pass so a declared Spell resolves, and scores
the result with ``heuristics.evaluate`` (the rest of the turn projected: Bait by treasure, each Hero's
walk by Room damage, Souls against Wounds, next turn's likely Heroes, cards in hand). So it builds for
the Heroes in town and the Hero deck, keeps damage ahead of what it lures, declines to lure what would
wound it, and spends a Spell or ability only when the projection says it kills, saves a Wound or steals
a lure. A few decisions have a rule instead: the Boss kept in "I Choose You" (the higher XP), the opening
discard (the two weakest cards), mulligans (never), and the Room-or-Spell draw.
"""

from __future__ import annotations

import random

from game.cards import CARDS
from game.rules import (
    Action,
    Choose,
    Discard,
    Pass,
    State,
    View,
    WindowKind,
    apply,
    card,
    hand_rooms,
    hand_spells,
)
from game.rules.frames import SECOND_PARTS, Choice, Draw, Mulligan, OpeningDiscard, PickBoss, Window

from .determinize import determinize
from .heuristics import DEFAULT, Weights, card_value, evaluate


def settle(st: State, me: int, depth: int = 1, limit: int = 8, w: Weights = DEFAULT) -> State:
    """Let everybody pass the answers to a declared Spell; take ``me``'s own follow-up choice (the
    target an ability asks for) as well as greedy would, ``depth`` levels deep; a choice made in two
    parts (``frames.SECOND_PARTS``) counts as one level."""
    for _ in range(limit):
        if st.outcome is not None or not st.flow:
            return st
        top = st.flow[-1]
        if isinstance(top, Window) and top.kind == WindowKind.RESPOND and st.casting:
            st, _ = apply(st, Pass(st.waiting))
            continue
        if isinstance(top, Choice) and top.seat == me and depth > 0 and st.waiting == me:
            options = [Choose(me, o) for o in top.options] + ([Pass(me)] if top.optional else [])
            if not options:
                return st
            best = None
            whole = isinstance(top.then, SECOND_PARTS)
            for a in options:
                nxt = settle(apply(st, a)[0], me, depth if whole and isinstance(a, Choose) else depth - 1, limit, w)
                score = evaluate(nxt, me, w)
                if best is None or score > best[0]:
                    best = (score, nxt)
            return best[1]
        return st
    return st


def opening_discard(st: State, seat: int, legal: list) -> Action:
    boss = st.seats[seat].boss
    hand = st.seats[seat].hand

    def keep_score(a: Discard) -> float:
        kept = [c for c in hand if c not in a.cards]
        score = sum(card_value(c, boss) for c in kept)
        ordinary = [c for c in kept if c in hand_rooms(st, seat) and not _advanced(c)]
        if not ordinary:
            score -= 3.0
        return score

    return max((a for a in legal if isinstance(a, Discard)), key=keep_score)


def _advanced(c: str) -> bool:
    return bool(getattr(card(c), "advanced", False))


def ranked(st: State, seat: int, legal: list, w: Weights = DEFAULT) -> list:
    """(score, index, action) for every legal action, best first."""
    top = st.flow[-1] if st.flow else None
    if isinstance(top, OpeningDiscard):
        best = opening_discard(st, seat, legal)
        return [(1.0, 0, best)] + [(0.0, i + 1, a) for i, a in enumerate(legal) if a != best]
    if isinstance(top, PickBoss):  # nothing is dealt yet to judge by: the Boss that acts first (R3)
        return sorted(((CARDS.bosses[a.choice].xp, i, a) for i, a in enumerate(legal)), key=lambda x: (-x[0], x[1]))
    if isinstance(top, Mulligan):
        return [(1.0, 0, Pass(seat))] + [(0.0, 1, a) for a in legal if not isinstance(a, Pass)]
    if isinstance(top, Draw):
        want = "spell" if len(hand_spells(st, seat)) < 2 and len(hand_rooms(st, seat)) >= 2 else "room"
        return sorted(((1.0 if a.choice == want else 0.0, i, a) for i, a in enumerate(legal)),
                      key=lambda x: (-x[0], x[1]))
    scored = []
    for i, a in enumerate(legal):
        nxt = settle(apply(st, a)[0], seat, w=w)
        scored.append((evaluate(nxt, seat, w), i, a))
    scored.sort(key=lambda x: (-x[0], x[1]))
    return scored


def greedy_action(st: State, seat: int, legal: list, rng: random.Random | None = None, noise: float = 0.0,
                  w: Weights = DEFAULT):
    """The greedy choice on a full (determinized) state; with ``noise``, sometimes one of the next best."""
    if len(legal) == 1:
        return legal[0]
    scored = ranked(st, seat, legal, w)
    if noise and rng is not None and rng.random() < noise:
        return rng.choice(scored[:3])[2]
    return scored[0][2]


class GreedyBot:
    """Decides from the view alone: one sampled table, one-ply lookahead, heuristic evaluation."""

    name = "greedy"
    noise = 0.0
    weights = DEFAULT

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View, legal: list[Action], cancel=None) -> Action:
        if len(legal) == 1:
            return legal[0]
        st = determinize(view, self._rng)
        return greedy_action(st, view.seat, legal, self._rng, self.noise, self.weights)


class EasyBot(GreedyBot):
    """Greedy, but a third of its real choices go to one of its three best candidates at random."""

    name = "easy"
    noise = 0.35
