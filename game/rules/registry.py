"""Where rules code registers what it knows: flow frames and card abilities.

The engine looks cards up here by card id; the modules of ``game.rules.abilities`` fill the tables
when they are imported. A card id missing from every table simply has no ability in play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .kinds import Phase

# Flow frames (see engine.py and frames.py): frame class -> function.
FRAMES: dict[type, Callable] = {}  # (ctx, frame) -> seat that must decide, or None to go on
OPTIONS: dict[type, Callable] = {}  # (state, frame, seat) -> iterator of legal actions
ANSWERS: dict[type, Callable] = {}  # (ctx, frame, action) -> None: apply a legal answer


def frame(kind: type, options: Callable | None = None, answer: Callable | None = None):
    """Decorator registering the step function of frames of class ``kind`` (and, for decisions, their
    options and answer)."""

    def deco(fn):
        FRAMES[kind] = fn
        if options is not None:
            OPTIONS[kind] = options
            ANSWERS[kind] = answer
        return fn

    return deco


@dataclass(frozen=True, slots=True)
class SpellPower:
    """A Spell's targets and effect. ``targets(st, seat)`` lists every legal target tuple."""

    targets: Callable  # (st, seat) -> iterable of tuples
    resolve: Callable  # (ctx, seat, spell, targets) -> None
    cancel: bool = False  # a cancel: cast only in answer to a declared Spell


@dataclass(frozen=True, slots=True)
class Activated:
    """An activated Room ability: usable in Spell windows of ``phases`` while the Room is active. Its
    ``cost`` is paid when it is activated; its effect (``use``) may wait for the answers of players ahead
    in priority (R17) and reports whether it acted (False: wasted, its target gone)."""

    targets: Callable  # (st, seat, room) -> iterable of target tuples (costs chosen there too)
    use: Callable  # (ctx, seat, room, targets) -> bool
    phases: tuple = (Phase.BUILD, Phase.ADVENTURE)
    cancel: bool = False  # a cancel: used only in answer to a declared Spell, and at once
    cost: Callable | None = None  # (ctx, seat, room, targets) -> None: destroy this Room, discard cards...
    # (st, seat, room) -> bool: could it be used now, judged from what every seat may know (R24); None:
    # it has targets now (when those depend only on public facts and counts of cards in hand)
    ready: Callable | None = None


SPELLS: dict[str, SpellPower] = {}
ACTIVATED: dict[str, Activated] = {}
LEVEL_UPS: dict[str, Callable] = {}  # boss id -> (ctx, seat)
ON_BUILD: dict[str, Callable] = {}  # room id -> (ctx, seat, room): "when you build this Room"
ON_OTHER_BUILT: dict[str, Callable] = {}  # (ctx, seat, room, built): another Room of yours is built
ON_ENTER: dict[str, Callable] = {}  # (ctx, seat, room, hero, slot) -> slot to re-enter, or None
ON_DEATH: dict[str, Callable] = {}  # (ctx, seat, room, hero): a Hero dies in this Room
ON_OTHER_DESTROYED: dict[str, Callable] = {}  # (ctx, seat, room, destroyed): another Room of yours goes
ON_SPELL: dict[str, Callable] = {}  # (ctx, seat, room, spell): its owner's Spell resolved
DAMAGE_AURAS: dict[str, Callable] = {}  # (st, seat, tops, aura_slot, slot) -> extra damage for slot
X_DAMAGE: dict[str, Callable] = {}  # (st, seat) -> printed damage of an "X" Room
BUILD_BLOCKERS: dict[str, Callable] = {}  # top room id -> (new room definition) -> True if forbidden
START_OF_TURN_DRAW: dict[str, str] = {}  # room id -> extra deck its owner may draw from instead


def implemented() -> set[str]:
    """Card ids whose ability the rules play."""
    tables = (SPELLS, ACTIVATED, LEVEL_UPS, ON_BUILD, ON_OTHER_BUILT, ON_ENTER, ON_DEATH,
              ON_OTHER_DESTROYED, ON_SPELL, DAMAGE_AURAS, X_DAMAGE, BUILD_BLOCKERS, START_OF_TURN_DRAW)
    return set().union(*tables)
