"""Spell powers: legal targets and effect, by card id."""

from __future__ import annotations

from .. import events as E
from ..effects import Ctx, damage, destroy, draw, kill, redirect_walk
from ..queries import active_rooms, health, is_active, owner_of, room_count, tops, walker_in
from ..registry import SPELLS, SpellPower
from ..state import alive, card, handle_of, is_handle, is_spell, pair_get, souls


def _rooms_in_play(st, test=lambda st, room: True):
    return [(r,) for s in alive(st) for r in tops(st, s) if test(st, r)]


def _walker(st):
    return [(st.walker.hero,)] if st.walker is not None else []


# Freeze: deactivate one Room in any dungeon until end of turn. A face-down Room is named by its handle,
# which stays with the card and does not tell what it is (R17, R24); its build effect and any Level Up it
# completes then wait for End of Turn.
def _freeze_targets(st, seat: int):
    handles = {room: handle for handle, room in st.handles}
    for s in alive(st):
        for pile in st.seats[s].dungeon:
            room = pile[-1]
            if room not in st.inactive:
                yield (handles.get(room, room),)


def _freeze(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    target = targets[0]
    if is_handle(target):
        room = pair_get(ctx.st.handles, target)
        ctx.emit(E.RoomDeactivated(owner_of(ctx.st, room), room, face_down=True, handle=target))
    else:
        ctx.emit(E.RoomDeactivated(owner_of(ctx.st, target), target))


SPELLS["freeze"] = SpellPower(targets=_freeze_targets, resolve=_freeze)


# Counterspell: cancel the Spell just declared.
def _counter(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    for caster, declared, _ in ctx.st.casting:
        if declared == targets[0]:
            ctx.emit(E.SpellCancelled(caster, declared, spell))


SPELLS["counterspell"] = SpellPower(
    targets=lambda st, seat: [(st.casting[-1][1],)] if st.casting and is_spell(st.casting[-1][1]) else [],
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
    targets=lambda st, seat: _rooms_in_play(st, lambda st, r: is_active(st, r) and card(r).is_monster),
    resolve=lambda ctx, seat, spell, t: ctx.emit(E.RoomBoosted(owner_of(ctx.st, t[0]), t[0], 3, spell)),
)


# Kobold Strike: no more Rooms this turn; face-down Rooms go back to their owners' hands.
def _kobold(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    for s in alive(ctx.st):
        for slot in reversed(range(len(ctx.st.seats[s].dungeon))):
            room = ctx.st.seats[s].dungeon[slot][-1]
            if room in ctx.st.facedown:
                ctx.emit(E.RoomReturned(s, room, slot, handle_of(ctx.st, room)))
    ctx.emit(E.BuildingStopped())


SPELLS["kobold_strike"] = SpellPower(targets=lambda st, seat: [()], resolve=_kobold)

# Princess in Peril: a Hero in town goes to the caster's entrance.
SPELLS["princess_in_peril"] = SpellPower(
    targets=lambda st, seat: [(h,) for h in st.town],
    resolve=lambda ctx, seat, spell, t: ctx.emit(E.HeroMoved(t[0], "entrance", seat)),
)

# Teleportation: a Hero in the caster's dungeon goes back to the first Room and walks on.
def _teleport(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    """The Hero exits its Room for the first one: with lethal damage it dies on the way out (002, 4b:
    "Any Hero that exits a Room with damage equal to its Health is killed"), which its walk does next."""
    hero = targets[0]
    if pair_get(ctx.st.damage, hero) < health(ctx.st, hero):
        redirect_walk(ctx, 0)


SPELLS["teleportation"] = SpellPower(
    targets=lambda st, seat: [(st.walker.hero,)] if st.walker is not None and st.walker.seat == seat else [],
    resolve=_teleport,
)


# Annihilator: a Trap Room deals +3 damage until end of turn.
SPELLS["annihilator"] = SpellPower(
    targets=lambda st, seat: _rooms_in_play(st, lambda st, r: is_active(st, r) and card(r).is_trap),
    resolve=lambda ctx, seat, spell, t: ctx.emit(E.RoomBoosted(owner_of(ctx.st, t[0]), t[0], 3, spell)),
)

# Assassin: the Hero in an opponent's dungeon gets +3 Health until end of turn.
SPELLS["assassin"] = SpellPower(
    targets=lambda st, seat: [(st.walker.hero,)] if st.walker is not None and st.walker.seat != seat else [],
    resolve=lambda ctx, seat, spell, t: ctx.emit(E.HeroHealthRaised(t[0], 3, spell)),
)


# Cave-In: destroy an active Room of your dungeon; the Hero in it dies (and triggers nothing there).
def _cave_in(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    hero = walker_in(ctx.st, seat, targets[0])
    destroy(ctx, seat, targets[0])
    if hero is not None and ctx.st.walker is not None and ctx.st.walker.hero == hero:
        kill(ctx, hero, seat)


SPELLS["cave_in"] = SpellPower(
    targets=lambda st, seat: [(r,) for r in active_rooms(st, seat)],
    resolve=_cave_in,
)

# Exhaustion: X damage to the Hero in your dungeon, X = your active Rooms (deactivated ones not counted).
SPELLS["exhaustion"] = SpellPower(
    targets=lambda st, seat: [(st.walker.hero,)] if st.walker is not None and st.walker.seat == seat else [],
    resolve=lambda ctx, seat, spell, t: damage(ctx, t[0], room_count(ctx.st, seat)),
)


# Jeopardy: every player discards their hand, then draws one Spell and two Rooms (XP order).
def _jeopardy(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    for s in alive(ctx.st):
        hand = ctx.st.seats[s].hand
        if hand:
            ctx.emit(E.CardsDiscarded(s, hand))
    for s in alive(ctx.st):
        draw(ctx, s, "spell", 1)
        draw(ctx, s, "room", 2)


SPELLS["jeopardy"] = SpellPower(targets=lambda st, seat: [()], resolve=_jeopardy)


# Motivation: with fewer Rooms than some opponent, one more Room build in your Build turn of this phase.
def _motivation_targets(st, seat: int):
    from ..flow import can_grant_build

    mine = room_count(st, seat)
    if any(room_count(st, s) > mine for s in alive(st) if s != seat) and can_grant_build(st, seat):
        return [()]
    return []


def _motivation(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    from ..flow import grant_build

    grant_build(ctx, seat)


SPELLS["motivation"] = SpellPower(targets=_motivation_targets, resolve=_motivation)


# Soul Harvest: remove a Soul of your scorekeeping area from the game, then draw two Spells.
def _soul_harvest(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    ctx.emit(E.HeroRemoved(seat, targets[0]))
    draw(ctx, seat, "spell", 2)


SPELLS["soul_harvest"] = SpellPower(
    targets=lambda st, seat: [(h,) for h in st.seats[seat].souls],
    resolve=_soul_harvest,
)

# Trepidation: no Hero enters the dungeon of a player with two Souls more than the caster, this turn.
SPELLS["trepidation"] = SpellPower(
    targets=lambda st, seat: [(s,) for s in alive(st) if s != seat and s not in st.blocked
                              and souls(st.seats[s]) >= souls(st.seats[seat]) + 2],
    resolve=lambda ctx, seat, spell, t: ctx.emit(E.EntranceBlocked(t[0])),
)


# Zombie Attack: a Soul of an opponent goes back to that opponent's entrance with +2 Health this turn.
def _zombie_attack(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    hero = targets[0]
    owner = next(s for s in alive(ctx.st) if hero in ctx.st.seats[s].souls)
    ctx.emit(E.HeroMoved(hero, "entrance", owner))
    ctx.emit(E.HeroHealthRaised(hero, 2, spell))


SPELLS["zombie_attack"] = SpellPower(
    targets=lambda st, seat: [(h,) for s in alive(st) if s != seat for h in st.seats[s].souls],
    resolve=_zombie_attack,
)
