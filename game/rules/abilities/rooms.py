"""Room abilities: ongoing modifiers, triggers and activated abilities, by card id."""

from __future__ import annotations

from .. import events as E
from ..effects import Ctx, ask, damage, destroy, draw, kill, once_per_turn
from ..queries import active_rooms, walker_in
from ..registry import (
    ACTIVATED,
    BUILD_BLOCKERS,
    DAMAGE_AURAS,
    ON_BUILD,
    ON_DEATH,
    ON_ENTER,
    ON_OTHER_DESTROYED,
    ON_SPELL,
    X_DAMAGE,
    Activated,
)
from ..state import card
from .common import discard_a_spell


def _monster(room: str) -> bool:
    return card(room).kind == "monster"


# Goblin Armory: Monster Rooms directly next to it deal +1 damage.
DAMAGE_AURAS["goblin_armory"] = (
    lambda st, seat, tops, aura, slot: 1 if abs(aura - slot) == 1 and _monster(tops[slot]) else 0
)

# Dizzygas Hallway: the next Room to the right (toward the Boss), if a Trap Room, deals +2 damage.
DAMAGE_AURAS["dizzygas_hallway"] = (
    lambda st, seat, tops, aura, slot: 2 if slot == aura + 1 and not _monster(tops[slot]) else 0
)

# Monster's Ballroom: X = the active Monster Rooms of its dungeon, itself included.
X_DAMAGE["monster_s_ballroom"] = lambda st, seat: sum(_monster(r) for r in active_rooms(st, seat))

# Neanderthal Cave: no Advanced Room on top of it.
BUILD_BLOCKERS["neanderthal_cave"] = lambda new_room: new_room.advanced


def _minotaur(ctx: Ctx, seat: int, room: str, hero: str, slot: int) -> int | None:
    """The first time a Hero enters it in an Adventure phase, it goes back to the previous Room."""
    st = ctx.st
    if slot == 0 or (room, (hero,)) in st.used:
        return None
    previous = st.seats[seat].dungeon[slot - 1][-1]
    if previous in st.inactive:
        return None
    ctx.emit(E.AbilityUsed(seat, room, (hero,)))
    return slot - 1


ON_ENTER["minotaur_s_maze"] = _minotaur


def _golem_factory(ctx: Ctx, seat: int, room: str, hero: str) -> None:
    if once_per_turn(ctx, seat, room, (hero,)):
        draw(ctx, seat, "room", 1)


ON_DEATH["golem_factory"] = _golem_factory


def _vampire_bordello(ctx: Ctx, seat: int, room: str, hero: str) -> None:
    wounds = ctx.st.seats[seat].wounds
    if wounds and once_per_turn(ctx, seat, room, (hero,)):
        ask(ctx, seat, "heal", wounds, ("heal", seat), optional=True, source=room)


ON_DEATH["vampire_bordello"] = _vampire_bordello


def _dark_laboratory(ctx: Ctx, seat: int, room: str) -> None:
    draw(ctx, seat, "spell", 2)
    discard_a_spell(ctx, seat, room)


ON_BUILD["dark_laboratory"] = _dark_laboratory

ON_BUILD["construction_zone"] = lambda ctx, seat, room: ctx.push(("extra_build", seat))


def _liger_s_den(ctx: Ctx, seat: int, room: str, spell: str) -> None:
    if once_per_turn(ctx, seat, room, (spell,)):
        draw(ctx, seat, "spell", 1)


ON_SPELL["liger_s_den"] = _liger_s_den


def _recycling_center(ctx: Ctx, seat: int, room: str, destroyed: str) -> None:
    ask(ctx, seat, "recycle", ("draw",), ("draw_two_rooms", seat), optional=True, source=room)


ON_OTHER_DESTROYED["recycling_center"] = _recycling_center


def _draw_two_rooms(ctx: Ctx, f) -> None:
    ctx.pop()
    if f[2] is not None:
        draw(ctx, f[1], "room", 2)


from ..registry import frame  # noqa: E402

frame("draw_two_rooms")(_draw_two_rooms)


# Bottomless Pit: destroy this Room to kill the Hero in it.
def _pit_targets(st, seat: int, room: str):
    hero = walker_in(st, seat, room)
    return [(hero,)] if hero is not None else []


def _pit_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> None:
    destroy(ctx, seat, room)
    hero = targets[0]
    if ctx.st.walker is not None and ctx.st.walker[1] == hero:
        kill(ctx, hero, seat)


ACTIVATED["bottomless_pit"] = Activated(_pit_targets, _pit_use, phases=("adventure",))


# Boulder Ramp: destroy another Room of yours to deal 5 damage to the Hero in this Room.
def _ramp_targets(st, seat: int, room: str):
    hero = walker_in(st, seat, room)
    if hero is None:
        return []
    return [(other, hero) for other in active_rooms(st, seat) if other != room]


def _ramp_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> None:
    other, hero = targets
    destroy(ctx, seat, other)
    if ctx.st.walker is not None and ctx.st.walker[1] == hero:
        damage(ctx, hero, 5)


ACTIVATED["boulder_ramp"] = Activated(_ramp_targets, _ramp_use, phases=("adventure",))


# Jackpot Stash: destroy this Room; the treasure of your Rooms is doubled until end of turn.
def _jackpot_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> None:
    destroy(ctx, seat, room)
    ctx.emit(E.TreasureDoubled(seat))


ACTIVATED["jackpot_stash"] = Activated(lambda st, seat, room: [()], _jackpot_use)


# All-Seeing Eye: once per turn, discard a Spell to cancel an opponent's Spell.
def _eye_targets(st, seat: int, room: str):
    if not st.casting or st.casting[-1][0] == seat or room in st.used:
        return []
    return [(c,) for c in st.seats[seat].hand if hasattr(card(c), "phases")]


def _eye_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> None:
    caster, spell, _ = ctx.st.casting[-1]
    ctx.emit(E.CardsDiscarded(seat, targets))
    ctx.emit(E.SpellCancelled(caster, spell, room))


ACTIVATED["all_seeing_eye"] = Activated(_eye_targets, _eye_use, respond_only=True)
