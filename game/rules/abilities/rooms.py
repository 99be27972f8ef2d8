"""Room abilities: ongoing modifiers, triggers and activated abilities, by card id."""

from __future__ import annotations

from .. import events as E
from ..effects import Ctx, ask, damage, destroy, discard_at_random, draw, kill, once_per_turn
from ..frames import (
    CentipedeSecond,
    CentipedeSwap,
    DrawOne,
    DrawTwoRooms,
    ExtraBuild,
    Heal,
    SpecterDiscard,
    SuccubusKind,
    SuccubusTake,
    TakeDiscard,
    ToEntrance,
)
from ..kinds import Phase
from ..queries import active_rooms, hand_rooms, hand_spells, is_active, tops, walker_in
from ..registry import (
    ACTIVATED,
    BUILD_BLOCKERS,
    DAMAGE_AURAS,
    ON_BUILD,
    ON_DEATH,
    ON_ENTER,
    ON_OTHER_BUILT,
    ON_OTHER_DESTROYED,
    ON_SPELL,
    START_OF_TURN_DRAW,
    X_DAMAGE,
    Activated,
    frame,
)
from ..state import alive, card, is_spell
from .common import discard_a_spell, discard_rooms, distinct, opponents, room_pairs

# Goblin Armory: Monster Rooms directly next to it deal +1 damage.
DAMAGE_AURAS["goblin_armory"] = (
    lambda st, seat, tops, aura, slot: 1 if abs(aura - slot) == 1 and card(tops[slot]).is_monster else 0
)

# Dizzygas Hallway: the next Room to the right (toward the Boss), if a Trap Room, deals +2 damage.
DAMAGE_AURAS["dizzygas_hallway"] = (
    lambda st, seat, tops, aura, slot: 2 if slot == aura + 1 and card(tops[slot]).is_trap else 0
)

# Monster's Ballroom: X = the active Monster Rooms of its dungeon, itself included.
X_DAMAGE["monster_s_ballroom"] = lambda st, seat: sum(card(r).is_monster for r in active_rooms(st, seat))

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


# Once-per-turn triggers are used up only when their effect happens: a "may" declined (Vampire Bordello,
# Brainsucker Hive) or an effect with nothing to act on (Open Grave, Succubus Spa) leaves the trigger for
# the next Hero that dies there this turn.
def _vampire_bordello(ctx: Ctx, seat: int, room: str, hero: str) -> None:
    wounds = ctx.st.seats[seat].wounds
    if wounds and room not in ctx.st.used:
        ask(ctx, seat, "heal", wounds, Heal(seat, room), optional=True, source=room)


ON_DEATH["vampire_bordello"] = _vampire_bordello


def _dark_laboratory(ctx: Ctx, seat: int, room: str) -> None:
    ctx.emit(E.AbilityUsed(seat, room, ()))
    draw(ctx, seat, "spell", 2)
    discard_a_spell(ctx, seat, room)


ON_BUILD["dark_laboratory"] = _dark_laboratory

# Construction Zone: you may build one more Room at once (marked used when that Room is built).
ON_BUILD["construction_zone"] = lambda ctx, seat, room: ctx.push(ExtraBuild(seat, None, room))


def _liger_s_den(ctx: Ctx, seat: int, room: str, spell: str) -> None:
    if once_per_turn(ctx, seat, room, (spell,)):
        draw(ctx, seat, "spell", 1)


ON_SPELL["liger_s_den"] = _liger_s_den


def _recycling_center(ctx: Ctx, seat: int, room: str, destroyed: str) -> None:
    ask(ctx, seat, "recycle", ("draw",), DrawTwoRooms(seat, room), optional=True, source=room)


ON_OTHER_DESTROYED["recycling_center"] = _recycling_center


@frame(DrawTwoRooms)
def _draw_two_rooms(ctx: Ctx, f: DrawTwoRooms) -> None:
    """The Recycling Center fires when its owner accepts."""
    ctx.pop()
    if f.answer is not None:
        ctx.emit(E.AbilityUsed(f.seat, f.room, ()))
        draw(ctx, f.seat, "room", 2)


# Bottomless Pit: destroy this Room to kill the Hero in it.
def _pit_targets(st, seat: int, room: str):
    hero = walker_in(st, seat, room)
    return [(hero,)] if hero is not None else []


def _destroy_this(ctx: Ctx, seat: int, room: str, targets: tuple) -> None:
    destroy(ctx, seat, room)


def _walking(ctx: Ctx, hero: str) -> bool:
    return ctx.st.walker is not None and ctx.st.walker.hero == hero


def _pit_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> bool:
    if not _walking(ctx, targets[0]):
        return False
    kill(ctx, targets[0], seat)
    return True


ACTIVATED["bottomless_pit"] = Activated(_pit_targets, _pit_use, phases=(Phase.ADVENTURE,), cost=_destroy_this)


# Boulder Ramp: destroy another Room of yours to deal 5 damage to the Hero in this Room.
def _ramp_targets(st, seat: int, room: str):
    hero = walker_in(st, seat, room)
    if hero is None:
        return []
    return [(other, hero) for other in active_rooms(st, seat) if other != room]


def _destroy_other(ctx: Ctx, seat: int, room: str, targets: tuple) -> None:
    destroy(ctx, seat, targets[0])


def _ramp_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> bool:
    if not _walking(ctx, targets[1]):
        return False
    damage(ctx, targets[1], 5)
    return True


ACTIVATED["boulder_ramp"] = Activated(_ramp_targets, _ramp_use, phases=(Phase.ADVENTURE,), cost=_destroy_other)


# Jackpot Stash: destroy this Room; the treasure of your Rooms is doubled until end of turn.
def _jackpot_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> bool:
    ctx.emit(E.TreasureDoubled(seat, room))
    return True


ACTIVATED["jackpot_stash"] = Activated(lambda st, seat, room: [()], _jackpot_use, cost=_destroy_this)


# All-Seeing Eye: once per turn, discard a Spell to cancel an opponent's Spell.
def _eye_targets(st, seat: int, room: str):
    if not st.casting or st.casting[-1][0] == seat or not is_spell(st.casting[-1][1]) or room in st.used:
        return []
    return [(c,) for c in hand_spells(st, seat)]


def _discard_targets(ctx: Ctx, seat: int, room: str, targets: tuple) -> None:
    ctx.emit(E.CardsDiscarded(seat, targets))


def _eye_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> bool:
    caster, spell, _ = ctx.st.casting[-1]
    ctx.emit(E.SpellCancelled(caster, spell, room))
    return True


ACTIVATED["all_seeing_eye"] = Activated(_eye_targets, _eye_use, cancel=True, cost=_discard_targets)


# Dark Altar: destroy this Room to take a card of your choice from the discard pile. The card is named
# when the ability is used (like a Spell's target, R17), so Dark Altar cannot take itself back.
def _altar_targets(st, seat: int, room: str):
    return [(c,) for c in distinct(st.discard)]


def _altar_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> bool:
    if targets[0] not in ctx.st.discard:
        return False
    ctx.emit(E.CardsTaken(seat, targets))
    return True


ACTIVATED["dark_altar"] = Activated(_altar_targets, _altar_use, cost=_destroy_this)


# Open Grave: once per turn, when a Hero dies here, take a Room card of your choice from the discard pile.
def _open_grave(ctx: Ctx, seat: int, room: str, hero: str) -> None:
    rooms = discard_rooms(ctx.st)
    if rooms and once_per_turn(ctx, seat, room, (hero,)):
        ask(ctx, seat, "take_room", rooms, TakeDiscard(seat, None, 1), source=room)


ON_DEATH["open_grave"] = _open_grave


# Specter's Sanctum: when built, its owner chooses an opponent, who discards a Spell at random.
def _specter(ctx: Ctx, seat: int, room: str) -> None:
    victims = tuple(s for s in opponents(ctx.st, seat) if hand_spells(ctx.st, s))
    ask(ctx, seat, "specter_victim", victims, SpecterDiscard(seat, room), source=room)


@frame(SpecterDiscard)
def _specter_discard(ctx: Ctx, f: SpecterDiscard) -> None:
    ctx.pop()
    seat, room, victim = f.seat, f.room, f.answer
    if victim is not None:
        ctx.emit(E.AbilityUsed(seat, room, (victim,)))
        discard_at_random(ctx, victim, tuple(hand_spells(ctx.st, victim)))


ON_BUILD["specter_s_sanctum"] = _specter


# Succubus Spa: once per turn, when a Hero dies here, take a random Room or Spell (its owner's choice of
# kind) from the hand of an opponent of its choice: first the opponent (one holding cards), then the kind
# ("room" or "spell", of those that opponent holds).
def _succubus(ctx: Ctx, seat: int, room: str, hero: str) -> None:
    victims = tuple(s for s in opponents(ctx.st, seat) if ctx.st.seats[s].hand)
    if victims and once_per_turn(ctx, seat, room, (hero,)):
        ask(ctx, seat, "succubus_victim", victims, SuccubusKind(seat, room), source=room)


def _succubus_kinds(st, victim: int) -> tuple:
    return tuple(kind for kind, cards in (("room", hand_rooms(st, victim)), ("spell", hand_spells(st, victim)))
                 if cards)


@frame(SuccubusKind)
def _succubus_kind(ctx: Ctx, f: SuccubusKind) -> None:
    ctx.pop()
    if f.answer is None:
        return
    ask(ctx, f.seat, "succubus_kind", _succubus_kinds(ctx.st, f.answer), SuccubusTake(f.seat, f.answer),
        source=f.room)


@frame(SuccubusTake)
def _succubus_take(ctx: Ctx, f: SuccubusTake) -> None:
    ctx.pop()
    seat, victim, kind = f.seat, f.victim, f.answer
    if kind is None:
        return
    cards = tuple(hand_rooms(ctx.st, victim) if kind == "room" else hand_spells(ctx.st, victim))
    if cards:
        from ..rng import pick

        taken = cards[pick(len(cards), *ctx.rng())]
        ctx.emit(E.CardsTaken(seat, (taken,), victim, random=True))


ON_DEATH["succubus_spa"] = _succubus


# Dracolich Lair: once per turn, discard two Room cards to take a Room card of your choice from the
# discard pile (one of those already there before the two are discarded).
def _dracolich_targets(st, seat: int, room: str):
    if room in st.used or not discard_rooms(st):
        return
    yield from room_pairs(st, seat)


def _dracolich_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> bool:
    options = discard_rooms(_without_discarded(ctx.st, targets))
    ask(ctx, seat, "take_room", options, TakeDiscard(seat, None, 1), source=room)
    return bool(options)


def _without_discarded(st, cards: tuple):
    """``st`` as if ``cards``, just discarded, were not in the discard pile."""
    return st._replace(discard=tuple(c for c in st.discard if c not in cards))


ACTIVATED["dracolich_lair"] = Activated(_dracolich_targets, _dracolich_use, cost=_discard_targets)


# Beast Menagerie: once per turn, when you build another Monster Room, draw a Room card.
def _menagerie(ctx: Ctx, seat: int, room: str, built: str) -> None:
    if card(built).is_monster and once_per_turn(ctx, seat, room, (built,)):
        draw(ctx, seat, "room", 1)


ON_OTHER_BUILT["beast_menagerie"] = _menagerie


# Brainsucker Hive: once per turn, when a Hero dies here, you may draw a Spell card.
def _brainsucker(ctx: Ctx, seat: int, room: str, hero: str) -> None:
    if room not in ctx.st.used:
        ask(ctx, seat, "draw_spell", ("spell",), DrawOne(seat, room), optional=True, source=room)


ON_DEATH["brainsucker_hive"] = _brainsucker

# Haunted Library: the Beginning of Turn draw may come from the Spell deck.
START_OF_TURN_DRAW["haunted_library"] = "spell"


# Witch's Kitchen: once per turn, discard a Monster Room card from your hand to draw a Spell card.
def _kitchen_targets(st, seat: int, room: str):
    if room in st.used:
        return []
    return [(c,) for c in distinct(c for c in hand_rooms(st, seat) if card(c).is_monster)]


def _kitchen_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> bool:
    draw(ctx, seat, "spell", 1)
    return True


# which Rooms of a hand are Monster Rooms is hidden: others may only know that it holds Room cards
ACTIVATED["witch_s_kitchen"] = Activated(_kitchen_targets, _kitchen_use, cost=_discard_targets,
                                         ready=lambda st, seat, room: room not in st.used
                                         and bool(hand_rooms(st, seat)))


# The Crushinator: destroy another Room of yours; all your Rooms deal +2 damage until end of turn.
def _crush_targets(st, seat: int, room: str):
    return [(other,) for other in active_rooms(st, seat) if other != room]


def _crush_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> bool:
    ctx.emit(E.RoomBoosted(seat, None, 2, room))
    return True


ACTIVATED["the_crushinator"] = Activated(_crush_targets, _crush_use, cost=_destroy_other)


# Centipede Tunnel: when built, you may swap two Room piles of any one dungeon: first a pile
# ``(seat, slot)`` (or pass), then the other pile of that dungeon. Like any targeting effect it names
# active Rooms only.
def _swappable(st, s: int) -> list:
    return [slot for slot, r in enumerate(tops(st, s)) if is_active(st, r)]


def _centipede(ctx: Ctx, seat: int, room: str) -> None:
    st = ctx.st
    piles = tuple((s, slot) for s in alive(st) if len(slots := _swappable(st, s)) >= 2 for slot in slots)
    ask(ctx, seat, "swap_first", piles, CentipedeSecond(seat, room), optional=True, source=room)


@frame(CentipedeSecond)
def _centipede_second(ctx: Ctx, f: CentipedeSecond) -> None:
    ctx.pop()
    if f.answer is None:
        return
    s, first = f.answer
    piles = tuple((s, slot) for slot in _swappable(ctx.st, s) if slot != first)
    ask(ctx, f.seat, "swap_second", piles, CentipedeSwap(f.seat, f.room, f.answer), source=f.room)


@frame(CentipedeSwap)
def _centipede_swap(ctx: Ctx, f: CentipedeSwap) -> None:
    ctx.pop()
    if f.answer is not None:
        piles = tuple(sorted((f.first, f.answer)))
        ctx.emit(E.AbilityUsed(f.seat, f.room, piles))
        ctx.emit(E.RoomsSwapped(piles[0][0], (piles[0][1], piles[1][1])))


ON_BUILD["centipede_tunnel"] = _centipede


# Mimic Vault: when built, an ordinary Hero of town (its owner's choice) goes to its entrance; a must.
def _mimic(ctx: Ctx, seat: int, room: str) -> None:
    heroes = tuple(h for h in ctx.st.town if not card(h).epic)
    ask(ctx, seat, "mimic_hero", heroes, ToEntrance(seat, room), source=room)


ON_BUILD["mimic_vault"] = _mimic


# Monstrous Monument: when built, take a Monster Room card of your choice from the discard pile.
def _monument(ctx: Ctx, seat: int, room: str) -> None:
    ask(ctx, seat, "take_room", discard_rooms(ctx.st, lambda d: d.is_monster),
        TakeDiscard(seat, room, 1), source=room)


ON_BUILD["monstrous_monument"] = _monument


# Torture Chamber: destroy this Room; an opponent of your choice discards a Room card at random. With no
# opponent holding a Room card it may still be used, and is wasted.
def _torture_targets(st, seat: int, room: str):
    victims = [(s,) for s in opponents(st, seat) if hand_rooms(st, s)]
    return victims or [()]


def _torture_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> bool:
    rooms = tuple(hand_rooms(ctx.st, targets[0])) if targets else ()
    if rooms:
        discard_at_random(ctx, targets[0], rooms)
    return bool(rooms)


ACTIVATED["torture_chamber"] = Activated(_torture_targets, _torture_use, cost=_destroy_this)


# Zombie Prison: destroy this Room; a Soul of an opponent's scorekeeping area goes back to that
# opponent's entrance (it walks this turn if that player's Adventure turn has not ended).
def _prison_targets(st, seat: int, room: str):
    return [(h,) for s in opponents(st, seat) for h in st.seats[s].souls]


def _prison_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> bool:
    hero = targets[0]
    owner = next((s for s in opponents(ctx.st, seat) if hero in ctx.st.seats[s].souls), None)
    if owner is None:
        return False
    ctx.emit(E.HeroMoved(hero, "entrance", owner))
    return True


ACTIVATED["zombie_prison"] = Activated(_prison_targets, _prison_use, cost=_destroy_this)
