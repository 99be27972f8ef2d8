"""Item abilities (the Items variant, R25-R31), by item id; then the expansion's Rooms and Spell.

Each Item registers up to two things: its Boss ability as an ``ItemPower`` in ``ITEM_POWERS`` (targets and
effect; the flow declares it, lets it be answered, turns the Item face-down and then calls ``use``), and its
Hero ability as one small function in the ``ITEM_*`` hook table of the moment it acts (``registry.py`` lists
them: arriving, entering a Room, leaving one alive, getting through, Health, damage taken, death).
"""

from __future__ import annotations

from .. import events as E
from ..effects import Ctx, ask, damage, destroy, discard_at_random, draw, keep_one_face_up, kill, score_item
from ..frames import StripItem
from ..kinds import Phase
from ..queries import active_rooms, hand_rooms, hand_spells, is_active, owner_of, tops, walker_in
from ..registry import (
    ACTIVATED,
    ITEM_ARRIVE,
    ITEM_DEATH,
    ITEM_ENTER,
    ITEM_HEALTH,
    ITEM_LEAVE,
    ITEM_POWERS,
    ITEM_SHIELD,
    ITEM_SILENCES,
    ITEM_SPELL_BANS,
    ITEM_THROUGH,
    ITEM_WAITING,
    ON_ENTER,
    SPELLS,
    Activated,
    ItemPower,
    SpellPower,
    frame,
)
from ..state import alive, card, carrying, is_spell, pair_get
from .common import discard_rooms, opponents, room_pairs


def _heroes_in_dungeons(st) -> list:
    """Every Hero in a dungeon: the one walking, and those waiting at an entrance."""
    heroes = [st.walker.hero] if st.walker is not None else []
    return heroes + [h for s in alive(st) for h in st.seats[s].entrance]


def _dungeon_of(st, hero: str) -> int | None:
    """The seat whose dungeon ``hero`` is in (walking or at the entrance), or None."""
    if st.walker is not None and st.walker.hero == hero:
        return st.walker.seat
    return next((s for s in alive(st) if hero in st.seats[s].entrance), None)


def _rooms_anywhere(st, test) -> list:
    return [(r,) for s in alive(st) for r in tops(st, s) if is_active(st, r) and test(card(r))]


def _deactivate(ctx: Ctx, room: str) -> bool:
    if not is_active(ctx.st, room):
        return False
    ctx.emit(E.RoomDeactivated(owner_of(ctx.st, room), room))
    return True


def _walker_in_room(st, seat: int, slot: int) -> bool:
    return st.walker is not None and st.walker.seat == seat and st.walker.slot == slot


# ---------------------------------------------------------------- Cleric

# Extra Life: death passes the carrier by: it goes back to town and leaves its Item, face-up (our reading,
# R31), with the Boss whose dungeon it was in (the one that would have scored it).
def _extra_life_saves(ctx: Ctx, seat: int, hero: str, item: str) -> bool:
    ctx.emit(E.HeroMoved(hero, "town", None))
    score_item(ctx, seat, item, face_up=True)
    return True


ITEM_DEATH["extra_life"] = _extra_life_saves
# Boss: your Wounds do not make you lose at this turn's end check.
ITEM_POWERS["extra_life"] = ItemPower(
    lambda st, seat: [()] if seat not in st.wounds_ignored else [],
    lambda ctx, seat, item, t: ctx.emit(E.WoundsIgnored(seat, item)) or True)


# Holy Hand Grenade: through your dungeon alive, two random Room cards of your hand are discarded; Boss: each
# opponent discards a Room card at random.
def _grenade_through(ctx: Ctx, seat: int, hero: str, item: str) -> None:
    for _ in range(2):
        discard_at_random(ctx, seat, tuple(hand_rooms(ctx.st, seat)))


def _grenade_use(ctx: Ctx, seat: int, item: str, targets: tuple) -> bool:
    for s in opponents(ctx.st, seat):
        discard_at_random(ctx, s, tuple(hand_rooms(ctx.st, s)))
    return True


ITEM_THROUGH["holy_hand_grenade"] = _grenade_through
ITEM_POWERS["holy_hand_grenade"] = ItemPower(lambda st, seat: [()], _grenade_use)


# Inquisitor's Robes: the first Advanced Room the carrier leaves alive is destroyed; Boss: destroy an Advanced
# Room in any dungeon.
def _robes_leave(ctx: Ctx, seat: int, hero: str, item: str, slot: int, room: str) -> None:
    if card(room).advanced and is_active(ctx.st, room) and (item, (hero,)) not in ctx.st.used:
        ctx.emit(E.AbilityUsed(seat, item, (hero,)))
        destroy(ctx, seat, room)


def _robes_use(ctx: Ctx, seat: int, item: str, targets: tuple) -> bool:
    room = targets[0]
    owner = owner_of(ctx.st, room)
    if owner is None or not is_active(ctx.st, room):
        return False
    destroy(ctx, owner, room)
    return True


ITEM_LEAVE["inquisitor_s_robes"] = _robes_leave
ITEM_POWERS["inquisitor_s_robes"] = ItemPower(lambda st, seat: _rooms_anywhere(st, lambda d: d.advanced), _robes_use)


# Staff of Healing: while the carrier waits at your entrance, it and every Hero there have 2 more Health this
# turn (given as your Adventure turn starts).
def _staff_waiting(ctx: Ctx, seat: int, hero: str, item: str) -> None:
    for h in ctx.st.seats[seat].entrance:
        ctx.emit(E.HeroHealthRaised(h, 2, item))


ITEM_WAITING["staff_of_healing"] = _staff_waiting


# Staff of Healing (Boss): heal one ordinary Wound (R31: an ordinary face-up Hero turns face-down).
def _staff_use(ctx: Ctx, seat: int, item: str, targets: tuple) -> bool:
    if targets[0] not in ctx.st.seats[seat].wounds:
        return False
    ctx.emit(E.WoundHealed(seat, targets[0]))
    return True


ITEM_POWERS["staff_of_healing"] = ItemPower(
    lambda st, seat: [(h,) for h in st.seats[seat].wounds if not card(h).epic], _staff_use)


# ---------------------------------------------------------------- Fighter

# Goblin Suit: ordinary Monster Rooms deal the carrier no damage; Boss: your ordinary Monster Rooms deal 1 more
# damage this turn.
def _goblin_suit_shield(st, seat: int, hero: str, item: str, slot: int, amount: int) -> int:
    d = card(st.seats[seat].dungeon[slot][-1])
    return 0 if d.is_monster and not d.advanced else amount


def _goblin_suit_use(ctx: Ctx, seat: int, item: str, targets: tuple) -> bool:
    for room in active_rooms(ctx.st, seat):
        if card(room).is_monster and not card(room).advanced:
            ctx.emit(E.RoomBoosted(seat, room, 1, item))
    return True


ITEM_SHIELD["goblin_suit"] = _goblin_suit_shield
ITEM_POWERS["goblin_suit"] = ItemPower(lambda st, seat: [()], _goblin_suit_use)


# Claws of the Berserker: +1 Health per Monster Room of the dungeon the carrier is in; Boss: any Hero gets +1
# Health per Monster Room of your dungeon this turn.
def _monsters(st, seat: int) -> int:
    return sum(card(r).is_monster for r in active_rooms(st, seat))


def _claws_health(st, hero: str, item: str) -> int:
    seat = _dungeon_of(st, hero)
    return 0 if seat is None else _monsters(st, seat)


def _claws_use(ctx: Ctx, seat: int, item: str, targets: tuple) -> bool:
    amount = _monsters(ctx.st, seat)
    if amount:
        ctx.emit(E.HeroHealthRaised(targets[0], amount, item))
    return True


ITEM_HEALTH["claws_of_the_berserker"] = _claws_health
ITEM_POWERS["claws_of_the_berserker"] = ItemPower(
    lambda st, seat: [(h,) for h in _heroes_in_dungeons(st) + list(st.town)], _claws_use)


# Oversized Sword: the carrier has 5 more Health; Boss: a Hero in any dungeon has 5 more Health this turn.
ITEM_HEALTH["oversized_sword"] = lambda st, hero, item: 5
ITEM_POWERS["oversized_sword"] = ItemPower(
    lambda st, seat: [(h,) for h in _heroes_in_dungeons(st)],
    lambda ctx, seat, item, t: ctx.emit(E.HeroHealthRaised(t[0], 5, item)) or True)


# Vorpal Blade (Boss): kill any Hero whose damage is at least half its Health (rounded up); it scores for the
# dungeon it is in, or for you in town.
def _vorpal_targets(st, seat: int):
    from ..queries import health

    heroes = _heroes_in_dungeons(st) + list(st.town)
    return [(h,) for h in heroes if pair_get(st.damage, h) * 2 >= health(st, h) and pair_get(st.damage, h) > 0]


def _vorpal_use(ctx: Ctx, seat: int, item: str, targets: tuple) -> bool:
    hero = targets[0]
    if (hero,) not in _vorpal_targets(ctx.st, seat):
        return False
    where = _dungeon_of(ctx.st, hero)
    kill(ctx, hero, seat if where is None else where)
    return True


ITEM_POWERS["vorpal_blade"] = ItemPower(_vorpal_targets, _vorpal_use)
# Hero: through your dungeon alive, you carry one more Wound until this turn's end check.
ITEM_THROUGH["vorpal_blade"] = lambda ctx, seat, hero, item: ctx.emit(E.WoundAdded(seat, 1, item))


# ---------------------------------------------------------------- Mage

# Antimagic Lizard: through your dungeon alive, two random Spell cards of your hand are discarded; Boss: an
# opponent of your choice discards a Spell card at random.
def _lizard_through(ctx: Ctx, seat: int, hero: str, item: str) -> None:
    for _ in range(2):
        discard_at_random(ctx, seat, tuple(hand_spells(ctx.st, seat)))


def _lizard_use(ctx: Ctx, seat: int, item: str, targets: tuple) -> bool:
    spells = tuple(hand_spells(ctx.st, targets[0]))
    discard_at_random(ctx, targets[0], spells)
    return bool(spells)


ITEM_THROUGH["antimagic_lizard"] = _lizard_through
ITEM_POWERS["antimagic_lizard"] = ItemPower(
    lambda st, seat: [(s,) for s in opponents(st, seat) if hand_spells(st, s)], _lizard_use)


# Ice Rod: every Room the carrier walks out of alive stays deactivated this turn; Boss: deactivate a Room of an
# opponent's dungeon this turn.
def _ice_rod_leave(ctx: Ctx, seat: int, hero: str, item: str, slot: int, room: str) -> None:
    _deactivate(ctx, room)


ITEM_LEAVE["ice_rod"] = _ice_rod_leave
ITEM_POWERS["ice_rod"] = ItemPower(
    lambda st, seat: [(r,) for s in opponents(st, seat) for r in active_rooms(st, s)],
    lambda ctx, seat, item, t: _deactivate(ctx, t[0]))


# Magic Mirror (Hero): just before the carrier walks in, your Rooms swap into the opposite order for good.
def _mirror_arrive(ctx: Ctx, seat: int, hero: str, item: str) -> None:
    n = len(ctx.st.seats[seat].dungeon)
    for a in range(n // 2):
        ctx.emit(E.RoomsSwapped(seat, (a, n - 1 - a)))


ITEM_ARRIVE["magic_mirror"] = _mirror_arrive


# Magic Mirror (Boss): use the Boss ability of any face-up Item on the table (in a scorekeeping area, waiting
# in town or carried) as if you held it; its targets follow its id.
def _face_up_items(st) -> list:
    items = [*st.items_town, *(i for _, i in st.carried)]
    return items + [i for s in alive(st) for i in st.seats[s].items_up]


def _mirror_targets(st, seat: int):
    for other in _face_up_items(st):
        power = ITEM_POWERS.get(other)
        if other == "magic_mirror" or power is None or power.cancel or st.phase not in power.phases:
            continue
        for t in power.targets(st, seat):
            yield (other, *t)


def _mirror_use(ctx: Ctx, seat: int, item: str, targets: tuple) -> bool:
    return ITEM_POWERS[targets[0]].use(ctx, seat, item, targets[1:])


ITEM_POWERS["magic_mirror"] = ItemPower(_mirror_targets, _mirror_use)


# Necronomicon: through your dungeon alive, every opponent draws a Spell card; Boss: draw a Spell card.
def _necronomicon_through(ctx: Ctx, seat: int, hero: str, item: str) -> None:
    for s in opponents(ctx.st, seat):
        draw(ctx, s, "spell", 1)


ITEM_THROUGH["necronomicon"] = _necronomicon_through
ITEM_POWERS["necronomicon"] = ItemPower(
    lambda st, seat: [()], lambda ctx, seat, item, t: draw(ctx, seat, "spell", 1) or True)


# ---------------------------------------------------------------- Thief

# Bag of Holding: each Room with two or more treasure icons the carrier leaves alive is destroyed; Boss: take
# such a Room card from the discard pile.
def _rich(d) -> bool:
    return len(d.treasure) >= 2


def _bag_leave(ctx: Ctx, seat: int, hero: str, item: str, slot: int, room: str) -> None:
    if _rich(card(room)) and is_active(ctx.st, room):
        destroy(ctx, seat, room)


def _bag_use(ctx: Ctx, seat: int, item: str, targets: tuple) -> bool:
    if targets[0] not in ctx.st.discard:
        return False
    ctx.emit(E.CardsTaken(seat, targets))
    return True


ITEM_LEAVE["bag_of_holding"] = _bag_leave
ITEM_POWERS["bag_of_holding"] = ItemPower(lambda st, seat: [(r,) for r in discard_rooms(st, _rich)], _bag_use)


# Ten Foot Pole / Pet Monster: on the carrier's arrival, the Trap (Monster) Room closest to your entrance is
# deactivated this turn; Boss: deactivate a Trap (Monster) Room anywhere this turn.
def _closest(kind: str):
    def arrive(ctx: Ctx, seat: int, hero: str, item: str) -> None:
        room = next((r for r in active_rooms(ctx.st, seat) if card(r).kind == kind), None)
        if room is not None:
            _deactivate(ctx, room)

    return arrive


for _item, _kind in (("ten_foot_pole", "trap"), ("pet_monster", "monster")):
    ITEM_ARRIVE[_item] = _closest(_kind)
    ITEM_POWERS[_item] = ItemPower(lambda st, seat, kind=_kind: _rooms_anywhere(st, lambda d: d.kind == kind),
                                   lambda ctx, seat, item, t: _deactivate(ctx, t[0]))


# The Bomb: stepping into your last Room, the carrier destroys it before it acts, and walks on; Boss: destroy a
# Room of yours with a Hero in it; that Hero takes 5 damage.
def _bomb_enter(ctx: Ctx, seat: int, hero: str, item: str, slot: int, room: str) -> int | None:
    if slot != len(ctx.st.seats[seat].dungeon) - 1 or not is_active(ctx.st, room):
        return None
    destroy(ctx, seat, room)
    return len(ctx.st.seats[seat].dungeon)  # R19: past the Room beneath, if any, to the Boss


def _bomb_targets(st, seat: int):
    w = st.walker
    if w is None or w.seat != seat or w.slot is None:
        return []
    room = st.seats[seat].dungeon[w.slot][-1]
    return [(room, w.hero)] if is_active(st, room) else []


def _bomb_use(ctx: Ctx, seat: int, item: str, targets: tuple) -> bool:
    room, hero = targets
    if walker_in(ctx.st, seat, room) != hero:
        return False
    destroy(ctx, seat, room)
    damage(ctx, hero, 5)
    return True


ITEM_ENTER["the_bomb"] = _bomb_enter
ITEM_POWERS["the_bomb"] = ItemPower(_bomb_targets, _bomb_use, phases=("adventure",))


# Cheat Code: while the carrier is in your dungeon, your Rooms have no ability text; Boss: a Room in any dungeon
# has none for the rest of the turn.
ITEM_SILENCES.add("cheat_code")
ITEM_POWERS["cheat_code"] = ItemPower(
    lambda st, seat: [(r,) for s in alive(st) for r in active_rooms(st, s) if r not in st.silenced],
    lambda ctx, seat, item, t: owner_of(ctx.st, t[0]) is not None and (
        ctx.emit(E.RoomSilenced(owner_of(ctx.st, t[0]), t[0], item)) or True))


# ---------------------------------------------------------------- Universal

# Boots of Jumping (Hero): whenever the carrier survives a Room, it jumps over the next one.
def _boots_leave(ctx: Ctx, seat: int, hero: str, item: str, slot: int, room: str) -> int | None:
    dungeon = ctx.st.seats[seat].dungeon
    if slot + 1 >= len(dungeon):
        return None
    ctx.emit(E.HeroSkippedRoom(hero, seat, slot + 1, dungeon[slot + 1][-1]))
    return slot + 2


ITEM_LEAVE["boots_of_jumping"] = _boots_leave
# Boss: a Hero in any dungeon (walking, or waiting at an entrance) jumps over the next Room in its path.
ITEM_POWERS["boots_of_jumping"] = ItemPower(
    lambda st, seat: [(h,) for h in _heroes_in_dungeons(st) if h not in st.jumping],
    lambda ctx, seat, item, t: _dungeon_of(ctx.st, t[0]) is not None and (
        ctx.emit(E.HeroWillJump(t[0], item)) or True),
    phases=("adventure",))


# Star of Invulnerability (Hero): your first three Rooms (active ones, counted from the entrance) deal the
# carrier no damage.
def _star_shield(st, seat: int, hero: str, item: str, slot: int, amount: int) -> int:
    room = st.seats[seat].dungeon[slot][-1]
    return 0 if room in active_rooms(st, seat)[:3] else amount


ITEM_SHIELD["star_of_invulnerability"] = _star_shield
# Boss: a face-up Hero of your scorekeeping area that got through your dungeon this turn leaves the game.
ITEM_POWERS["star_of_invulnerability"] = ItemPower(
    lambda st, seat: [(h,) for h in st.seats[seat].wounds if h in st.reached],
    lambda ctx, seat, item, t: t[0] in ctx.st.seats[seat].wounds and (ctx.emit(E.HeroRemoved(seat, t[0])) or True))


# Ring of Invisibility (Boss): cancel a Spell another seat casts during your own Adventure turn.
def _ring_targets(st, seat: int):
    if st.phase != Phase.ADVENTURE or st.active != seat or not st.casting:
        return []
    caster, spell, _ = st.casting[-1]
    return [(spell,)] if caster != seat and is_spell(spell) else []


def _ring_use(ctx: Ctx, seat: int, item: str, targets: tuple) -> bool:
    for caster, declared, _ in ctx.st.casting:
        if declared == targets[0]:
            ctx.emit(E.SpellCancelled(caster, declared, item))
            return True
    return False


ITEM_SPELL_BANS.add("ring_of_invisibility")  # Hero: no Spells for you while the carrier is at or in your dungeon
ITEM_POWERS["ring_of_invisibility"] = ItemPower(_ring_targets, _ring_use, phases=("adventure",), cancel=True)


# ---------------------------------------------------------------- the expansion's Rooms and Spell (R31)

def _once(st, room: str) -> bool:
    return room not in st.used


# Burial Mound: once per turn, discard two Room cards to turn a face-down Item of yours face-up (R28's limit
# applies). Any two Room cards will do, so whether it can be used tells nothing hidden (R24).
def _mound_targets(st, seat: int, room: str):
    down = st.seats[seat].items_down
    if not down or not _once(st, room):
        return
    for pair in room_pairs(st, seat):
        for item in down:
            yield (*pair, item)


def _discard_two(ctx: Ctx, seat: int, room: str, targets: tuple) -> None:
    ctx.emit(E.CardsDiscarded(seat, targets[:2]))


def _mound_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> bool:
    item = targets[2]
    if item not in ctx.st.seats[seat].items_down:
        return False
    ctx.emit(E.ItemFlipped(seat, item, True))
    keep_one_face_up(ctx, seat)
    return True


ACTIVATED["burial_mound"] = Activated(_mound_targets, _mound_use, cost=_discard_two)


# Orcish Smithy: once per turn, Build phase only: an Item waiting in town goes to a Hero of your choice (in town
# or at an entrance) that carries none, whatever its treasure type.
def _smithy_targets(st, seat: int, room: str):
    if not st.items_town or not _once(st, room):
        return []
    heroes = [h for h in (*st.town, *(h for s in alive(st) for h in st.seats[s].entrance)) if carrying(st, h) is None]
    return [(item, hero) for item in st.items_town for hero in heroes]


def _smithy_use(ctx: Ctx, seat: int, room: str, targets: tuple) -> bool:
    item, hero = targets
    if item not in ctx.st.items_town or carrying(ctx.st, hero) is not None:
        return False
    ctx.emit(E.ItemAttached(item, hero))
    return True


ACTIVATED["orcish_smithy"] = Activated(_smithy_targets, _smithy_use, phases=("build",))


# Artificer's Workbench: once per turn, turn one of your face-up Items face-down (spent, its Boss ability
# unused: R30) to draw a Spell card.
def _workbench_cost(ctx: Ctx, seat: int, room: str, targets: tuple) -> None:
    if targets[0] in ctx.st.seats[seat].items_up:
        ctx.emit(E.ItemFlipped(seat, targets[0], False))


ACTIVATED["artificer_s_workbench"] = Activated(
    lambda st, seat, room: [(i,) for i in st.seats[seat].items_up if i not in {c[1] for c in st.casting}]
    if _once(st, room) else [],
    lambda ctx, seat, room, t: draw(ctx, seat, "spell", 1) or True, cost=_workbench_cost)


# Magnetic Ceiling: once per turn, as a Hero carrying an Item enters it (after the Hero's and Item's own
# abilities, before the damage), its owner may strip the Item and keep it face-down.
def _ceiling(ctx: Ctx, seat: int, room: str, hero: str, slot: int) -> None:
    if carrying(ctx.st, hero) is not None and _once(ctx.st, room):
        ask(ctx, seat, "strip_item", ("strip",), StripItem(seat, room, hero), optional=True, source=room)


@frame(StripItem)
def _strip_item(ctx: Ctx, f: StripItem) -> None:
    ctx.pop()
    item = carrying(ctx.st, f.hero)
    if f.answer is not None and item is not None:
        ctx.emit(E.AbilityUsed(f.seat, f.room, (f.hero,)))
        score_item(ctx, f.seat, item, face_up=False)


ON_ENTER["magnetic_ceiling"] = _ceiling


# Excavation: flip an Item of any scorekeeping area. The target names the side it lies on when declared, so an
# Item its holder uses in answer (R30) is not turned up again: the Spell is wasted.
def _excavation_targets(st, seat: int):
    for s in alive(st):
        p = st.seats[s]
        yield from ((i, "face_up") for i in p.items_up)
        yield from ((i, "face_down") for i in p.items_down)


def _excavation(ctx: Ctx, seat: int, spell: str, targets: tuple) -> None:
    item, side = targets
    owner = next(s for s in alive(ctx.st) if item in ctx.st.seats[s].items_up + ctx.st.seats[s].items_down)
    ctx.emit(E.ItemFlipped(owner, item, side == "face_down"))
    if side == "face_down":
        keep_one_face_up(ctx, owner)


SPELLS["excavation"] = SpellPower(targets=_excavation_targets, resolve=_excavation)
