"""Spell powers: legal targets and effect, by card id."""

from __future__ import annotations

from .. import events as E
from ..effects import Ctx, redirect_walk
from ..queries import owner_of, tops
from ..registry import SPELLS, SpellPower
from ..state import alive, card


def _rooms_in_play(st, test=lambda st, room: True):
    return [(r,) for s in alive(st) for r in tops(st, s) if test(st, r)]


def _active(st, room: str) -> bool:
    return room not in st.inactive and room not in st.facedown


def _walker(st):
    return [(st.walker[1],)] if st.walker is not None else []


# Freeze: deactivate one Room in any dungeon until end of turn. A face-down Room is named by its place
# (``facedown@seat.slot``) so the target does not tell what it is; its build effect and any Level Up it
# completes then wait for End of Turn.
def _freeze_targets(st, seat: int):
    for s in alive(st):
        for slot, pile in enumerate(st.seats[s].dungeon):
            room = pile[-1]
            if room in st.facedown:
                yield (f"facedown@{s}.{slot}",)
            elif room not in st.inactive:
                yield (room,)


def _freeze(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    target = targets[0]
    if target.startswith("facedown@"):
        s, slot = map(int, target.removeprefix("facedown@").split("."))
        ctx.emit(E.RoomDeactivated(s, ctx.st.seats[s].dungeon[slot][-1]))
    else:
        ctx.emit(E.RoomDeactivated(owner_of(ctx.st, target), target))


SPELLS["freeze"] = SpellPower(targets=_freeze_targets, resolve=_freeze)


# Counterspell: cancel the Spell just declared.
def _counter(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    for caster, declared, _ in ctx.st.casting:
        if declared == targets[0]:
            ctx.emit(E.SpellCancelled(caster, declared, spell))


SPELLS["counterspell"] = SpellPower(
    targets=lambda st, seat: [(st.casting[-1][1],)] if st.casting else [],
    resolve=_counter,
    cancel=True,
)

# Fear: a Hero in any dungeon goes back to town (its damage does not carry over).
SPELLS["fear"] = SpellPower(
    targets=lambda st, seat: _walker(st),
    resolve=lambda ctx, seat, spell, t: ctx.emit(E.HeroMoved(t[0], "town", None)),
)

# Giant Size: a Monster Room deals +3 damage until end of turn.
SPELLS["giant_size"] = SpellPower(
    targets=lambda st, seat: _rooms_in_play(st, lambda st, r: _active(st, r) and card(r).kind == "monster"),
    resolve=lambda ctx, seat, spell, t: ctx.emit(E.RoomBoosted(owner_of(ctx.st, t[0]), t[0], 3)),
)


# Kobold Strike: no more Rooms this turn; face-down Rooms go back to their owners' hands.
def _kobold(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    for s in alive(ctx.st):
        for slot in reversed(range(len(ctx.st.seats[s].dungeon))):
            room = ctx.st.seats[s].dungeon[slot][-1]
            if room in ctx.st.facedown:
                ctx.emit(E.RoomReturned(s, room, slot))
    ctx.emit(E.BuildingStopped())


SPELLS["kobold_strike"] = SpellPower(targets=lambda st, seat: [()], resolve=_kobold)

# Princess in Peril: a Hero in town goes to the caster's entrance.
SPELLS["princess_in_peril"] = SpellPower(
    targets=lambda st, seat: [(h,) for h in st.town],
    resolve=lambda ctx, seat, spell, t: ctx.emit(E.HeroMoved(t[0], "entrance", seat)),
)

# Teleportation: a Hero in the caster's dungeon goes back to the first Room and walks on.
SPELLS["teleportation"] = SpellPower(
    targets=lambda st, seat: [(st.walker[1],)] if st.walker is not None and st.walker[0] == seat else [],
    resolve=lambda ctx, seat, spell, t: redirect_walk(ctx, 0),
)
