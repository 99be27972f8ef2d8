"""Continuation frames shared by card abilities: each gets the chosen answer as its last item."""

from __future__ import annotations

from .. import events as E
from ..effects import Ctx, destroy, kill
from ..queries import active_rooms, hand_spells
from ..registry import frame


@frame("discard")
def _discard(ctx: Ctx, f) -> None:
    ctx.pop()
    _, seat, chosen = f
    if chosen is not None:
        ctx.emit(E.CardsDiscarded(seat, (chosen,)))


@frame("heal")
def _heal(ctx: Ctx, f) -> None:
    """R21: a face-up Hero of your scorekeeping area turns face-down."""
    ctx.pop()
    _, seat, hero = f
    if hero is not None:
        ctx.emit(E.WoundHealed(seat, hero))


@frame("destroy_own")
def _destroy_own(ctx: Ctx, f) -> None:
    ctx.pop()
    _, seat, room = f
    if room is not None:
        destroy(ctx, seat, room)


@frame("kill_in_town")
def _kill_in_town(ctx: Ctx, f) -> None:
    ctx.pop()
    _, seat, hero = f
    if hero is not None and hero in ctx.st.town:
        kill(ctx, hero, seat)


def discard_a_spell(ctx: Ctx, seat: int, source: str) -> None:
    """Ask ``seat`` to discard one Spell of its choice (nothing if it holds none)."""
    from ..effects import ask

    ask(ctx, seat, "discard_spell", tuple(hand_spells(ctx.st, seat)), ("discard", seat), source=source)


def destroyable(st, seat: int) -> tuple:
    """R19: the Rooms of ``seat`` an effect may destroy (active ones)."""
    return tuple(active_rooms(st, seat))
