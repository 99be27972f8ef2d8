"""``decision(state)``: what the seat to act is asked, as plain data for screens, words and bots."""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import design_of

from .frames import Choice, Draw, ExtraBuild, PickBoss, Walk, Window, name_of
from .kinds import DecisionKind, WindowKind
from .queries import active_rooms
from .registry import START_OF_TURN_DRAW
from .state import State


@dataclass(frozen=True, slots=True)
class Decision:
    """The pending decision. ``kind`` is the turn's step asking (a :class:`DecisionKind`) or, for a card's
    choice, the choice's kind (``heal``, ``draculord_take`` …)."""

    seat: int
    kind: DecisionKind | str
    options: tuple = ()  # a card's choice: what may be chosen
    optional: bool = False  # a card's choice: the seat may decline (Pass)
    source: str | None = None  # the card that asks (a card or instance id)
    only: str | None = None  # extra_build: the one Room that may be built
    casting: tuple | None = None  # respond: (caster, spell, targets) being answered
    cancels_only: bool = False  # respond: the seat may only cancel it
    hero: str | None = None  # adventure: the Hero walking (or about to)
    owner: int | None = None  # adventure: whose dungeon it walks
    slot: int | None = None  # adventure: its Room's slot; None before it enters, -1 between Rooms
    victim: int | None = None  # a choice about another seat's hand
    first: tuple | None = None  # the pile already picked, when a choice picks two


def decision(st: State) -> Decision | None:
    """The decision the seat to act must make, or None when the game is over."""
    if st.outcome is not None or st.waiting is None:
        return None
    from .flow import cancels_only

    f, seat = st.flow[-1], st.waiting
    if isinstance(f, PickBoss):
        return Decision(seat, DecisionKind.PICK_BOSS, options=f.bosses)
    if isinstance(f, Draw):
        source = next((r for r in active_rooms(st, seat) if design_of(r) in START_OF_TURN_DRAW), None)
        return Decision(seat, DecisionKind.DRAW, source=source)
    if isinstance(f, ExtraBuild):
        return Decision(seat, DecisionKind.EXTRA_BUILD, only=f.only, source=f.source)
    if isinstance(f, Window):
        if f.kind == WindowKind.BUILD:
            return Decision(seat, DecisionKind.BUILD)
        if f.kind == WindowKind.RESPOND:
            casting = next(c for c in st.casting if c[1] == f.spell)
            return Decision(seat, DecisionKind.RESPOND, casting=casting, source=f.spell,
                            cancels_only=cancels_only(st, f, seat))
        return _adventure(st, seat)
    if isinstance(f, Choice):
        then = f.then
        return Decision(seat, f.kind, options=f.options, optional=f.optional, source=f.source,
                        victim=getattr(then, "victim", None), first=getattr(then, "first", None))
    return Decision(seat, DecisionKind(name_of(f)))


def _adventure(st: State, seat: int) -> Decision:
    walk = next((f for f in reversed(st.flow) if isinstance(f, Walk)), None)
    if walk is None:
        return Decision(seat, DecisionKind.ADVENTURE)
    if st.walker is None or st.walker.hero != walk.hero:
        if walk.hero not in st.seats[walk.seat].entrance:  # sent away (Fear) or gone: no Hero to speak of
            return Decision(seat, DecisionKind.ADVENTURE)
        slot = None
    else:
        slot = -1 if st.walker.slot is None else st.walker.slot
    return Decision(seat, DecisionKind.ADVENTURE, hero=walk.hero, owner=walk.seat, slot=slot)
