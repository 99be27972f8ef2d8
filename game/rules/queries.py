"""Derived facts of a state: what Rooms are in play, their damage, treasure totals, build positions."""

from __future__ import annotations

from typing import NamedTuple

from game.cards import TREASURES

from .actions import BuildRoom
from .registry import BUILD_BLOCKERS, DAMAGE_AURAS, ITEM_HEALTH, ITEM_SILENCES, ITEM_SPELL_BANS, X_DAMAGE
from .state import _ROOM_INSTANCES, State, card, carrying, is_room, is_spell


def is_active(st: State, room: str) -> bool:
    """Face-up and not deactivated: the Room has its damage, treasure and ability."""
    return room not in st.inactive and room not in st.facedown


def has_text(st: State, seat: int, room: str) -> bool:
    """Does ``room``, in ``seat``'s dungeon, have its ability now? Not when a card strips its text (Cheat Code:
    for the turn, or while its carrier walks that dungeon); its name, damage, treasure and kind stay."""
    if st.silenced and room in st.silenced:
        return False
    w = st.walker
    if st.carried and w is not None and w.seat == seat:
        return carrying(st, w.hero) not in ITEM_SILENCES
    return True


def spells_barred(st: State, seat: int) -> bool:
    """May ``seat`` cast no Spell now? In the Adventure phase while a Hero carrying a barring Item (Ring of
    Invisibility) waits at its entrance or walks its dungeon."""
    if not st.carried or st.phase != "adventure":
        return False
    w = st.walker
    heroes = (*st.seats[seat].entrance, *((w.hero,) if w is not None and w.seat == seat else ()))
    return any(carrying(st, h) in ITEM_SPELL_BANS for h in heroes)


def tops(st: State, seat: int) -> tuple:
    """The Room on top of each pile of ``seat``'s dungeon, slot 0 first."""
    return tuple([pile[-1] for pile in st.seats[seat].dungeon])


def active_rooms(st: State, seat: int) -> list:
    """The active Rooms (``is_active``) on top of ``seat``'s piles, slot 0 first."""
    return [r for r in tops(st, seat) if is_active(st, r)]


def room_count(st: State, seat: int) -> int:
    """Rooms that count as Rooms: face-up and active (R20)."""
    return len(active_rooms(st, seat))


def slot_of(st: State, seat: int, room: str) -> int | None:
    for slot, pile in enumerate(st.seats[seat].dungeon):
        if pile[-1] == room:
            return slot
    return None


def owner_of(st: State, room: str) -> int | None:
    """The seat whose dungeon shows ``room`` on top of a pile."""
    for seat, p in enumerate(st.seats):
        for pile in p.dungeon:
            if pile[-1] == room:
                return seat
    return None


_auras: dict = {}  # Room instance -> the damage aura it gives (None: none)


def _aura_table() -> dict:
    """Fill ``_auras`` from the registry, once the abilities are imported."""
    for r in _ROOM_INSTANCES:
        _auras[r] = DAMAGE_AURAS.get(card(r).id)
    return _auras


class Figure(NamedTuple):
    """A number of the table as the rules count it now: ``base`` (the printed number, or an "X" Room's
    value), the ``modifiers`` that change it, each an (amount, source card instance or None) pair, and the
    ``total`` the rules use."""

    base: int
    modifiers: tuple
    total: int


def room_damage(st: State, seat: int, slot: int) -> int:
    """What the Room at ``slot`` deals to a Hero entering it now (R20, R22)."""
    return _room_damage(st, seat, slot, None)


def room_damage_figure(st: State, seat: int, slot: int) -> Figure:
    """``room_damage`` with its parts: the printed damage (an "X" Room's value), each neighbour's bonus and
    boost with the card that gives it, the total. A Room with no damage now (deactivated, face-down) has its
    printed damage as base, no modifiers and a total of 0."""
    room = st.seats[seat].dungeon[slot][-1]
    if room is None or not is_active(st, room):
        d = card(room) if room is not None else None
        return Figure(d.damage if d is not None and not d.x_damage else 0, (), 0)
    parts: list = []
    total = _room_damage(st, seat, slot, parts)
    return Figure(parts[0][0], tuple(parts[1:]), total)


def _room_damage(st: State, seat: int, slot: int, parts: list | None) -> int:
    """The one count behind ``room_damage`` and ``room_damage_figure``: with a list ``parts``, the base is
    appended first, then each modifier, as (amount, source) pairs."""
    dungeon = st.seats[seat].dungeon
    room = dungeon[slot][-1]
    if room in st.inactive or room in st.facedown:  # not ``is_active``
        return 0
    d = card(room)
    base = X_DAMAGE[d.id](st, seat) if d.x_damage else d.damage
    total = base
    if parts is not None:
        parts.append((base, None))
    for (target, source), amount in st.boosts:
        if target == room or target == seat:
            total += amount
            if parts is not None:
                parts.append((amount, source))
    room_tops = None  # built only for a dungeon with an aura (most have none)
    auras = _auras or _aura_table()
    for aura_slot, pile in enumerate(dungeon):
        other = pile[-1]
        aura = auras[other]
        if aura is not None and is_active(st, other) and has_text(st, seat, other):
            if room_tops is None:
                room_tops = tops(st, seat)
            extra = aura(st, seat, room_tops, aura_slot, slot)
            total += extra
            if extra and parts is not None:
                parts.append((extra, other))
    return max(0, total)


def _room_treasure(st: State, seat: int) -> dict:
    """The treasure icons of ``seat``'s active Rooms, by kind (not doubled)."""
    out = dict.fromkeys(TREASURES, 0)
    for pile in st.seats[seat].dungeon:
        r = pile[-1]
        if is_active(st, r):
            for k in card(r).treasure:
                out[k] += 1
    return out


def _doublers(st: State, seat: int) -> list:
    """The cards doubling ``seat``'s Room treasure this turn (two doublings still double once)."""
    return sorted((source or "" for s, source in st.doubled if s == seat))


def treasures(st: State, seat: int) -> dict:
    """A dungeon's treasure of each kind for the Bait (R11): its active Rooms' icons (doubled when a
    Jackpot Stash was used) plus its Boss's."""
    out = _room_treasure(st, seat)
    if st.doubled and _doublers(st, seat):
        for k in out:
            out[k] *= 2
    boss = st.seats[seat].boss
    if boss is not None:  # None until kept ("I Choose You")
        for k in card(boss).treasure:
            out[k] += 1
    return out


def treasure_figures(st: State, seat: int) -> dict:
    """``treasures`` with its parts, by kind: the base (the Rooms' and the Boss's icons) and, when the Rooms'
    treasure is doubled, the Rooms' icons again with the card that doubles them."""
    rooms, totals = _room_treasure(st, seat), treasures(st, seat)
    doublers = _doublers(st, seat) if st.doubled else []
    out = {}
    for k, total in totals.items():
        extra = ((rooms[k], doublers[0] or None),) if doublers and rooms[k] else ()
        out[k] = Figure(total - sum(a for a, _ in extra), extra, total)
    return out


def treasure(st: State, seat: int, kind: str) -> int:
    """A dungeon's ``kind`` treasure for the Bait (R11)."""
    return treasures(st, seat)[kind]


def lure_target(hero: str, seats: tuple, totals: dict, souls: dict) -> int | None:
    """R11: the seat of ``seats`` (XP order) that lures ``hero``, given each seat's ``treasures`` and
    Souls: the strictly highest total of the Hero's treasure (none if nobody has any); The Fool goes to the
    strictly fewest Souls. A tie keeps the Hero in town (None)."""
    kind = card(hero).treasure
    if kind == "fewest_souls":
        low = min(souls[s] for s in seats)
        best = [s for s in seats if souls[s] == low]
    else:
        high = max(totals[s][kind] for s in seats)
        if high <= 0:
            return None
        best = [s for s in seats if totals[s][kind] == high]
    return best[0] if len(best) == 1 else None


def health(st: State, hero: str) -> int:
    """``hero``'s Health now: printed, plus what raises it until end of turn, plus its Item's (R27)."""
    total = card(hero).health
    for (h, _source), amount in st.health:
        if h == hero:
            total += amount
    if st.carried:
        total += _item_health(st, hero)
    return total


def _item_health(st: State, hero: str) -> int:
    item = carrying(st, hero)
    raise_ = ITEM_HEALTH.get(item) if item is not None else None
    return raise_(st, hero, item) if raise_ is not None else 0


def health_figure(st: State, hero: str) -> Figure:
    """``health`` with its parts: the printed Health and each raise with the card that gives it."""
    extra = tuple((amount, source) for (h, source), amount in st.health if h == hero)
    if st.carried and (amount := _item_health(st, hero)):
        extra = (*extra, (amount, carrying(st, hero)))
    base = card(hero).health
    return Figure(base, extra, base + sum(a for a, _ in extra))


def can_build_over(st: State, seat: int, slot: int, new_room) -> bool:
    """R9 (b): may ``new_room`` (a definition) go on top of the pile at ``slot``?"""
    top = st.seats[seat].dungeon[slot][-1]
    return is_active(st, top) and may_stand_on(new_room, card(top))


def may_stand_on(new_room, below) -> bool:
    """R9: may Room definition ``new_room`` stand on Room definition ``below`` (None: start a new pile)?
    An ordinary Room over any Room; an Advanced Room only over one sharing a treasure type (and not over
    Neanderthal Cave), never on a new pile."""
    if below is None:
        return not new_room.advanced
    if new_room.advanced and not set(below.treasure) & set(new_room.treasure):
        return False
    blocker = BUILD_BLOCKERS.get(below.id)
    return blocker is None or not blocker(new_room)


def build_options(st: State, seat: int, new_pile_only: bool = False):
    """Every BuildRoom ``seat`` may make from its hand (R9)."""
    p = st.seats[seat]
    room_left = len(p.dungeon) < 5
    for r in p.hand:
        if not is_room(r):
            continue
        d = card(r)
        if room_left and not d.advanced:
            yield BuildRoom(seat, r, None)
        if new_pile_only:
            continue
        for slot in range(len(p.dungeon)):
            if can_build_over(st, seat, slot, d):
                yield BuildRoom(seat, r, slot)


def hand_rooms(st: State, seat: int) -> list:
    return [c for c in st.seats[seat].hand if is_room(c)]


def hand_spells(st: State, seat: int) -> list:
    return [c for c in st.seats[seat].hand if is_spell(c)]


def walker_in(st: State, seat: int, room: str) -> str | None:
    """The Hero standing in ``room`` of ``seat``'s dungeon, if any."""
    w = st.walker
    if w is None or w[0] != seat or w[2] is None:
        return None
    pile = st.seats[seat].dungeon
    if w[2] < len(pile) and pile[w[2]][-1] == room:
        return w[1]
    return None
