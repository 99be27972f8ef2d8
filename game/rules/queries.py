"""Derived facts of a state: what Rooms are in play, their damage, treasure totals, build positions."""

from __future__ import annotations

from .actions import BuildRoom
from .registry import BUILD_BLOCKERS, DAMAGE_AURAS, X_DAMAGE
from .state import State, card, is_room, is_spell, pair_get


def is_active(st: State, room: str) -> bool:
    """Face-up and not deactivated: the Room has its damage, treasure and ability."""
    return room not in st.inactive and room not in st.facedown


def tops(st: State, seat: int) -> tuple:
    """The Room on top of each pile of ``seat``'s dungeon, slot 0 first."""
    return tuple(pile[-1] for pile in st.seats[seat].dungeon)


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


def room_damage(st: State, seat: int, slot: int) -> int:
    """What the Room at ``slot`` deals to a Hero entering it now (R20, R22)."""
    room_tops = tops(st, seat)
    room = room_tops[slot]
    if not is_active(st, room):
        return 0
    d = card(room)
    base = X_DAMAGE[d.id](st, seat) if d.x_damage else d.damage
    total = base + pair_get(st.boosts, room) + pair_get(st.boosts, seat)
    for aura_slot, other in enumerate(room_tops):
        aura = DAMAGE_AURAS.get(card(other).id)
        if aura is not None and is_active(st, other):
            total += aura(st, seat, room_tops, aura_slot, slot)
    return max(0, total)


def treasure(st: State, seat: int, kind: str) -> int:
    """The ``kind`` treasure of a dungeon for the Bait (R11): active Rooms (doubled when a Jackpot
    Stash was used) plus the Boss's icons."""
    rooms = sum(card(r).treasure.count(kind) for r in active_rooms(st, seat))
    if seat in st.doubled:
        rooms *= 2
    return rooms + card(st.seats[seat].boss).treasure.count(kind)


def health(st: State, hero: str) -> int:
    return card(hero).health + pair_get(st.health, hero)


def can_build_over(st: State, seat: int, slot: int, new_room) -> bool:
    """R9 (b): may ``new_room`` (a definition) go on top of the pile at ``slot``?"""
    top = st.seats[seat].dungeon[slot][-1]
    if not is_active(st, top):
        return False
    top_def = card(top)
    if new_room.advanced and not set(top_def.treasure) & set(new_room.treasure):
        return False
    blocker = BUILD_BLOCKERS.get(top_def.id)
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
