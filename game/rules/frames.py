"""The engine's flow frames: one NamedTuple per kind, read by field name.

The flow is a stack of frames, the next to run last (``State.flow``). Each kind's step function (and, for
a decision, its options and answer) is registered in ``registry.FRAMES`` by class. A frame that continues
a choice has an ``answer`` field, None until the choice fills it (``Choice.then``). Frames travel in the
``AwaitingDecision`` event and round-trip through ``codec.encode``/``decode`` as their own types.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .codec import register
from .kinds import WindowKind
from .state import fast_replace

ALL: list[type] = []  # every frame class, in the order defined here
_NAMES: dict[type, str] = {}


def _eq(a, b) -> bool:
    return type(a) is type(b) and tuple.__eq__(a, b)


def _ne(a, b) -> bool:
    return not _eq(a, b)


def _frame(cls):
    """Class decorator: frames of two kinds never compare equal (``Deal(0) != LevelCheck(0)``); a fast
    ``_replace``; a JSON form (codec); a snake_case name (``name_of``)."""
    ALL.append(cls)
    _NAMES[cls] = re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()
    cls.__eq__, cls.__ne__ = _eq, _ne
    return register(fast_replace(cls))


def name_of(frame) -> str:
    """The snake_case name of a frame's kind: ``"opening_discard"`` for an ``OpeningDiscard``."""
    return _NAMES[type(frame)]


# ---------------------------------------------------------------- setup (R3-R6)

@_frame
class StartGame(NamedTuple):
    """The setup to run: ``offers`` are each seat's two offered Bosses ("I Choose You"), or None."""

    offers: tuple | None


@_frame
class PickBoss(NamedTuple):
    """``seat`` keeps one of ``bosses`` ("I Choose You"), hidden from the others until all have chosen."""

    seat: int
    bosses: tuple


@_frame
class RevealBosses(NamedTuple):
    """Every seat has kept a Boss ("I Choose You"): the Bosses and the XP order are shown at once."""


@_frame
class Deal(NamedTuple):
    """``seat`` draws its opening hand."""

    seat: int


@_frame
class Mulligans(NamedTuple):
    """Without the opening discard: ask every seat whether it takes a mulligan (R5), whether or not its
    hand allows one, so being asked tells nothing of a hand (R24)."""


@_frame
class Mulligan(NamedTuple):
    """``seat`` may take a mulligan (if its hand allows one)."""

    seat: int


@_frame
class OpeningDiscard(NamedTuple):
    """R4: ``order`` (XP order; empty until it starts) discard two cards each; ``asked`` is the index in
    ``order`` of the seat choosing now; ``chosen`` the pairs chosen so far, hidden until all have chosen.
    A seat whose hand allows a mulligan (R5) may take it instead, once (``mulliganed``), then discards
    from its new hand: the mulligan is offered inside this decision, which every seat is asked anyway."""

    order: tuple = ()
    asked: int = 0
    chosen: tuple = ()
    mulliganed: tuple = ()


@_frame
class SetupBuilds(NamedTuple):
    """Every seat builds its first Room face-down, in XP order (R6)."""


@_frame
class SetupBuild(NamedTuple):
    """``seat`` builds its first Room face-down."""

    seat: int


# ---------------------------------------------------------------- the turn (R7-R13)

@_frame
class Turn(NamedTuple):
    """A new turn: its five phases."""


@_frame
class Beginning(NamedTuple):
    """The Beginning phase: Heroes revealed, a card drawn by each seat."""


@_frame
class Draw(NamedTuple):
    """``seat``'s Beginning-of-Turn draw (a choice when a Room lets it draw from another deck)."""

    seat: int


@_frame
class BuildPhase(NamedTuple):
    """The Build phase: each seat's build turn, then the reveal."""


@_frame
class BuildTurn(NamedTuple):
    """``seat``'s build turn, still to come; ``extra`` Room builds granted before it came (Motivation)."""

    seat: int
    extra: int = 0


@_frame
class Reveal(NamedTuple):
    """Face-down Rooms turn up; Level Up checks and build effects follow, in XP order (R8, R10)."""


@_frame
class LevelCheck(NamedTuple):
    """``seat``'s Boss levels up if its dungeon first has five Rooms (R10)."""

    seat: int


@_frame
class BuildEffect(NamedTuple):
    """The "when you build this Room" effect of ``room`` in ``seat``'s dungeon."""

    seat: int
    room: str


@_frame
class BuildOrder(NamedTuple):
    """The "when you build" effects of ``seat``'s ``rooms`` (revealed together, or delayed together) resolve
    in the order its owner chooses (R8): ``answer``, when chosen, first, then the others."""

    seat: int
    rooms: tuple
    answer: str | None = None


@_frame
class Bait(NamedTuple):
    """The Bait phase: each Hero in town goes to the dungeon that lures it (R11)."""


@_frame
class Adventure(NamedTuple):
    """The Adventure phase: each seat's adventure turn (R12)."""


@_frame
class AdventureTurn(NamedTuple):
    """``seat``'s adventure turn, still to come."""

    seat: int


@_frame
class NextHero(NamedTuple):
    """The next Hero at ``seat``'s entrance walks in, until none is left."""

    seat: int


@_frame
class Walk(NamedTuple):
    """``hero`` in ``seat``'s dungeon: ``stage`` ("pre", "enter", "damage", "leave") at ``slot`` (-1
    before the first Room); ``room`` is the Room entered (None until then)."""

    seat: int
    hero: str
    stage: str
    slot: int
    room: str | None = None


@_frame
class EndOfTurn(NamedTuple):
    """The End of Turn phase: Rooms reactivate, delayed effects run (R13)."""


@_frame
class Cleanup(NamedTuple):
    """This turn's effects end; then the draws of "Machinations" and the end check."""


@_frame
class CheckEnd(NamedTuple):
    """Eliminations and the end of the game (R14, R15); else a new turn."""


# ---------------------------------------------------------------- Spells and choices (R17, R18)

@_frame
class Window(NamedTuple):
    """A Spell window of ``kind``: seats in priority ``order``; ``asked`` is the index of the seat asked next,
    ``passes`` the passes in a row; ``builds`` the active seat's Room builds left (a Build window), ``spell``
    the Spell being answered (a respond window)."""

    kind: WindowKind
    order: tuple
    asked: int = 0
    passes: int = 0
    builds: int = 0
    spell: str | None = None


@_frame
class Resolve(NamedTuple):
    """``seat``'s declared ``spell`` resolves on ``targets``, unless it was cancelled."""

    seat: int
    spell: str
    targets: tuple


@_frame
class ResolveAbility(NamedTuple):
    """``seat``'s Room ``card``, activated while another seat had priority, takes effect on ``targets``
    once the players ahead of it have answered (R17)."""

    seat: int
    card: str
    targets: tuple


@_frame
class Choice(NamedTuple):
    """``seat`` picks one of ``options`` (or passes when ``optional``) for ``kind``, asked by card
    ``source``; the answer fills the ``answer`` of frame ``then``, which runs next."""

    seat: int
    kind: str
    options: tuple
    optional: bool
    then: tuple
    source: str | None = None


# kinds of Choice whose options come from a hidden place (the Room deck): asked even with none to offer,
# and their options hidden from the others, so that neither tells what that place holds (R24; with no
# option the search is wasted, as 002 says)
SEARCHES = frozenset({"search_monster", "search_trap"})


@_frame
class ExtraBuild(NamedTuple):
    """``seat`` may build one more Room face-up at once (only card ``only``, if given); ``source``, a
    Room, is marked used when it does."""

    seat: int
    only: str | None = None
    source: str | None = None


# ---------------------------------------------------------------- what a choice continues into

@_frame
class DrawOne(NamedTuple):
    """``seat`` draws a card from deck ``answer`` ("room" or "spell"), if any; ``source``, a Room, is
    marked used when it does."""

    seat: int
    source: str | None = None
    answer: str | None = None


@_frame
class DiscardChosen(NamedTuple):
    """``seat`` discards card ``answer``, if any."""

    seat: int
    answer: str | None = None


@_frame
class Heal(NamedTuple):
    """Hero ``answer`` of ``seat``'s Wounds turns face-down (R21), if any; ``source``, a Room, is marked
    used when it does."""

    seat: int
    source: str | None = None
    answer: str | None = None


@_frame
class DestroyOwn(NamedTuple):
    """``seat`` destroys its Room ``answer``, if any."""

    seat: int
    answer: str | None = None


@_frame
class KillInTown(NamedTuple):
    """Hero ``answer``, in town, dies and scores for ``seat``."""

    seat: int
    answer: str | None = None


@_frame
class TakeDiscard(NamedTuple):
    """``seat`` takes card ``answer`` from the discard pile, then chooses again while ``remaining`` > 1;
    ``source``, a Room, is marked used."""

    seat: int
    source: str | None
    remaining: int
    answer: str | None = None


@_frame
class ToEntrance(NamedTuple):
    """Hero ``answer`` goes to ``seat``'s entrance (from town or a Hero deck); ``source``, a Room, is
    marked used."""

    seat: int
    source: str | None
    answer: str | None = None


@_frame
class CerebellusDraw(NamedTuple):
    """Cerebellus: ``seat`` draws three Spells and discards one, if ``answer`` is "draw"."""

    seat: int
    answer: str | None = None


@_frame
class DraculordShow(NamedTuple):
    """Draculord: seat ``answer`` shows its hand to ``seat``, who picks a card to take."""

    seat: int
    answer: int | None = None


@_frame
class TakeFromHand(NamedTuple):
    """``seat`` takes card ``answer`` from ``victim``'s hand."""

    seat: int
    victim: int
    answer: str | None = None


@_frame
class SearchTake(NamedTuple):
    """King Croak / Cleopatra: ``seat`` takes Advanced ``kind`` Room ``answer`` from the Room deck or the
    discard pile, and may build it at once."""

    seat: int
    kind: str
    answer: str | None = None


@_frame
class DrawTwoRooms(NamedTuple):
    """Recycling Center ``room``: ``seat`` draws two Rooms, if ``answer`` is "draw"."""

    seat: int
    room: str
    answer: str | None = None


@_frame
class SpecterDiscard(NamedTuple):
    """Specter's Sanctum ``room``: seat ``answer`` discards a Spell at random."""

    seat: int
    room: str
    answer: int | None = None


@_frame
class SuccubusKind(NamedTuple):
    """Succubus Spa ``room``: ``seat`` chooses the kind of card ("room" or "spell") to take from seat
    ``answer``."""

    seat: int
    room: str
    answer: int | None = None


@_frame
class SuccubusTake(NamedTuple):
    """Succubus Spa: ``seat`` takes a random card of kind ``answer`` from ``victim``'s hand."""

    seat: int
    victim: int
    answer: str | None = None


@_frame
class CentipedeSecond(NamedTuple):
    """Centipede Tunnel ``room``: ``seat`` picked pile ``answer`` ``(seat, slot)`` (None: no swap) and
    chooses the other pile of that dungeon."""

    seat: int
    room: str
    answer: tuple | None = None


# continuations that ask the second part of a choice made in two parts (Succubus Spa: whom, then which
# kind; Centipede Tunnel: a pile, then the other): bots may judge the two parts as one decision
SECOND_PARTS = (SuccubusKind, CentipedeSecond)


@_frame
class CentipedeSwap(NamedTuple):
    """Centipede Tunnel ``room``: ``seat`` swaps piles ``first`` and ``answer`` (two ``(seat, slot)``
    of one dungeon)."""

    seat: int
    room: str
    first: tuple
    answer: tuple | None = None
