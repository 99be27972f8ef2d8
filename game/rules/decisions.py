"""``decision(state)``: what the seat to act is asked, as plain data for screens, words and bots."""

from __future__ import annotations

from dataclasses import dataclass

from .queries import active_rooms
from .registry import START_OF_TURN_DRAW
from .state import State, card


@dataclass(frozen=True, slots=True)
class Decision:
    """The pending decision. ``kind`` is the frame's kind (``pick_boss``, ``mulligan``,
    ``opening_discard``, ``setup_build``, ``draw``, ``build``, ``adventure``, ``respond``,
    ``extra_build``) or, for a card's choice, the choice's kind (``heal``, ``draculord_take`` …)."""

    seat: int
    kind: str
    options: tuple = ()  # a card's choice: what may be chosen
    optional: bool = False  # a card's choice: the seat may decline (Pass)
    source: str | None = None  # the card that asks (a card or instance id)
    only: str | None = None  # extra_build: the one Room that may be built
    builds_left: int = 0  # build: Room builds the active player has left
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

    f = st.flow[-1]
    name, seat = f[0], st.waiting
    if name == "pick_boss":
        return Decision(seat, name, options=f[2])
    if name == "draw":
        source = next((r for r in active_rooms(st, seat) if card(r).id in START_OF_TURN_DRAW), None)
        return Decision(seat, name, source=source)
    if name == "extra_build":
        return Decision(seat, name, only=f[2] if len(f) > 2 else None, source=f[3] if len(f) > 3 else None)
    if name == "window":
        kind = f[1]
        if kind == "build":
            return Decision(seat, kind, builds_left=f[5])
        if kind == "respond":
            casting = next(c for c in st.casting if c[1] == f[5])
            return Decision(seat, kind, casting=casting, source=f[5], cancels_only=cancels_only(st, f, seat))
        return _adventure(st, seat)
    if name == "choose":
        _, _, kind, options, optional, then, source = f
        victim = then[2] if then[0] == "take_from_hand" else None
        return Decision(seat, kind, options=options, optional=optional, source=source, victim=victim)
    return Decision(seat, name)


def _adventure(st: State, seat: int) -> Decision:
    walk = next((f for f in reversed(st.flow) if f[0] == "walk"), None)
    if walk is None:
        return Decision(seat, "adventure")
    _, owner, hero, stage, _, _ = walk
    if st.walker is None or st.walker[1] != hero:
        slot = None
    else:
        slot = -1 if st.walker[2] is None else st.walker[2]
    return Decision(seat, "adventure", hero=hero, owner=owner, slot=slot)
