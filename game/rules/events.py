"""What happened: past-tense, frozen events, the only input of ``evolve``.

The names and fields listed in DESIGN.md ("Events every consumer may rely on") are a contract with the
screen, the saves and the checks; the others are this engine's own. Hidden fields (drawn cards, deck
orders, face-down Rooms) are blanked by ``redact`` for the seats that may not see them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .codec import register, text
from .kinds import Phase


class Event:
    __slots__ = ()

    def __str__(self) -> str:
        return text(self)


def _event(cls):
    return register(dataclass(frozen=True, slots=True)(cls))


@_event
class GameStarted(Event):
    players: int
    seed: int | None
    variants: tuple
    bosses: tuple  # card id per seat; with "I Choose You" None each, and no xp_order, until BossesRevealed
    xp_order: tuple


@_event
class BossesOffered(Event):
    seat: int
    bosses: tuple


@_event
class BossChosen(Event):
    """``seat`` keeps ``boss`` ("I Choose You"); None for the others until ``BossesRevealed``."""

    seat: int
    boss: str | None


@_event
class BossesRevealed(Event):
    """Every seat has kept its Boss: ``bosses`` per seat and the ``xp_order`` they make."""

    bosses: tuple
    xp_order: tuple


@_event
class DeckShuffled(Event):
    deck: str  # "room", "spell", "hero", "epic"
    cards: tuple | None  # the new order, top first; None when redacted
    count: int
    from_discard: bool = False


@_event
class TurnStarted(Event):
    turn: int


@_event
class PhaseStarted(Event):
    phase: Phase


@_event
class PlayerActivated(Event):
    seat: int | None


@_event
class CardsDrawn(Event):
    seat: int
    deck: str
    cards: tuple | None
    count: int


@_event
class CardsDiscarded(Event):
    seat: int
    cards: tuple
    random: bool = False


@_event
class CardsReturned(Event):
    """A hand goes back into its decks (mulligan); the decks are shuffled next."""

    seat: int
    cards: tuple | None
    count: int


@_event
class CardsTaken(Event):
    """Cards move into ``seat``'s hand from the discard pile (``from_seat`` None) or a hand."""

    seat: int
    cards: tuple | None
    from_seat: int | None = None
    random: bool = False


@_event
class CardsSearched(Event):
    """``seat`` searches a Room or Spell deck and takes ``cards`` into its hand (a shuffle follows)."""

    seat: int
    deck: str
    cards: tuple | None  # None when redacted
    count: int


@_event
class HandShown(Event):
    seat: int
    to_seat: int
    cards: tuple | None


@_event
class HeroRevealed(Event):
    hero: str
    epic: bool


@_event
class RoomBuilt(Event):
    seat: int
    room: str | None  # None when redacted (face-down)
    slot: int
    covered: str | None
    face_down: bool
    handle: str | None = None  # a face-down Room's handle (``state.face_down_handle``), seen by all


@_event
class RoomRevealed(Event):
    seat: int
    room: str
    slot: int


@_event
class RoomReturned(Event):
    """A face-down Room goes back to its owner's hand."""

    seat: int
    room: str | None
    slot: int
    handle: str | None = None


@_event
class EffectDelayed(Event):
    """A deactivated Room's 'when you build' effect waits for End of Turn (R10)."""

    seat: int
    room: str


@_event
class LevelUp(Event):
    seat: int
    boss: str


@_event
class SpellCast(Event):
    seat: int
    spell: str
    targets: tuple


@_event
class SpellResolved(Event):
    """A Spell's effect is over (``wasted``: its target was gone); it goes to the discard pile."""

    seat: int
    spell: str
    wasted: bool = False


@_event
class SpellCancelled(Event):
    seat: int
    spell: str
    by: str


@_event
class AbilityUsed(Event):
    """``seat`` uses ``card``'s ability (a trigger, or an activated ability: its cost follows). ``pending``:
    its effect waits while the players ahead in priority answer (R17), until ``AbilityResolved``."""

    seat: int
    card: str
    targets: tuple
    pending: bool = False


@_event
class AbilityResolved(Event):
    """A pending ability's effect is over (``wasted``: its target was gone)."""

    seat: int
    card: str
    wasted: bool = False


@_event
class HeroLured(Event):
    hero: str
    seat: int


@_event
class HeroEnteredRoom(Event):
    hero: str
    seat: int
    slot: int
    room: str


@_event
class HeroDamaged(Event):
    hero: str
    amount: int
    total: int


@_event
class HeroHealthRaised(Event):
    """``hero`` has ``amount`` more Health until end of turn, given by card ``source``."""

    hero: str
    amount: int
    source: str | None = None


@_event
class HeroKilled(Event):
    hero: str
    seat: int
    souls: int


@_event
class HeroReachedBoss(Event):
    hero: str
    seat: int
    wounds: int


@_event
class HeroMoved(Event):
    hero: str
    to: str  # "town", "entrance", "removed", "room"
    seat: int | None
    slot: int | None = None


@_event
class RoomDestroyed(Event):
    seat: int
    room: str
    slot: int
    uncovered: str | None


@_event
class RoomDeactivated(Event):
    seat: int
    room: str | None  # None when redacted (a face-down Room)
    face_down: bool = False
    handle: str | None = None  # a face-down Room's handle


@_event
class RoomReactivated(Event):
    seat: int
    room: str


@_event
class RoomsSwapped(Event):
    seat: int
    slots: tuple


@_event
class RoomBoosted(Event):
    """``room`` deals ``amount`` more damage until end of turn (``room`` None: every Room of ``seat``), given
    by card ``source``."""

    seat: int
    room: str | None
    amount: int
    source: str | None = None


@_event
class TreasureDoubled(Event):
    """The treasure of ``seat``'s Rooms is doubled until end of turn, by card ``source``."""

    seat: int
    source: str | None = None


@_event
class BuildingStopped(Event):
    """No more Rooms can be built this turn."""


@_event
class WoundHealed(Event):
    seat: int
    hero: str


@_event
class HeroRemoved(Event):
    """A Soul leaves a scorekeeping area and the game."""

    seat: int
    hero: str


@_event
class EntranceBlocked(Event):
    seat: int


@_event
class TurnCleanedUp(Event):
    """End of Turn: 'until end of turn' effects, once-per-turn marks and Hero damage are cleared."""


@_event
class PlayerConceded(Event):
    """The seat gave up: from now its decisions are made for it (Pass where it may, else the first offered)
    and it is eliminated at the end of the turn."""

    seat: int


@_event
class PlayerEliminated(Event):
    seat: int


@register
@dataclass(frozen=True, slots=True)
class Score:
    souls: int
    wounds: int

    def __str__(self) -> str:
        return f"{self.souls}/{self.wounds}"


@_event
class GameEnded(Event):
    winner: int
    reason: str
    scores: tuple  # a Score per seat


@_event
class DecisionMade(Event):
    """The first event of every ``apply``: ``seat`` chose ``action``. A ``secret`` decision (a hidden
    discard, a mulligan, a Room built face-down, a card picked from a hidden place) shows others only
    that the seat decided: ``redact`` blanks its action for them."""

    seat: int
    action: object  # an Action; None when redacted
    secret: bool = False


@_event
class AwaitingDecision(Event):
    """The engine stops here: ``seat`` must choose. ``flow`` is the engine's own bookmark."""

    seat: int
    flow: tuple | None
