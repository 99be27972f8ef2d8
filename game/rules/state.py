"""The game state: immutable named tuples that share every part an event leaves unchanged.

Decks are tuples with the top card first. A dungeon is a tuple of piles, slot 0 the leftmost (the
entrance side, entered first); a pile lists its Rooms bottom to top, so ``pile[-1]`` is the Room in
play. Heroes and Bosses are named by card id, Rooms and Spells by instance id (``freeze#2``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

from game.cards import CARDS

from .kinds import Phase

VARIANTS = frozenset({"i_choose_you", "machinations", "hard_mode", "no_opening_discard"})


@dataclass(frozen=True)
class Setup:
    """How a game starts: the number of players (2-4), a seed, and optional variants."""

    players: int
    seed: int = 0
    variants: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 4:
            raise ValueError(f"players must be 2, 3 or 4, not {self.players}")
        unknown = set(self.variants) - VARIANTS
        if unknown:
            raise ValueError(f"unknown variant(s): {', '.join(sorted(unknown))}")
        object.__setattr__(self, "variants", frozenset(self.variants))


class Outcome(NamedTuple):
    winner: int
    reason: str


class Walker(NamedTuple):
    """The Hero inside a dungeon: whose, which, and the Room it stands in (None between Rooms, R19)."""

    seat: int
    hero: str
    slot: int | None


class Player(NamedTuple):
    boss: str | None  # None until kept ("I Choose You")
    hand: tuple = ()  # once eliminated: the cards that left the game unseen (R24)
    dungeon: tuple = ()
    souls: tuple = ()  # Heroes face-down in the scorekeeping area
    wounds: tuple = ()  # Heroes face-up in the scorekeeping area
    entrance: tuple = ()  # Heroes waiting at the entrance, in arrival order
    leveled: bool = False
    out: bool = False  # eliminated
    conceded: bool = False  # gave up; eliminated at the end of the turn


class State(NamedTuple):
    players: int
    seed: int
    variants: frozenset
    rng: int  # random draws made so far
    turn: int
    phase: Phase
    active: int | None
    xp_order: tuple
    seats: tuple  # a Player per seat
    room_deck: tuple
    spell_deck: tuple
    hero_deck: tuple
    epic_deck: tuple
    boss_pile: tuple  # Bosses not in play
    discard: tuple  # oldest first
    town: tuple  # Heroes in town, first revealed first
    removed: tuple  # cards out of the game
    casting: tuple  # (seat, spell, targets) declared and not yet resolved; the newest last
    facedown: frozenset  # Rooms built face-down this Build phase
    inactive: frozenset  # deactivated Rooms
    walker: Walker | None  # the Hero inside a dungeon
    damage: tuple  # ((hero, damage), ...)
    health: tuple  # (((hero, source card), extra Health until end of turn), ...)
    boosts: tuple  # (((room id, or seat for every Room of that seat), source card), extra damage until end of turn)
    doubled: frozenset  # (seat, source card) of each doubling of a seat's Room treasure this turn
    used: frozenset  # once-per-turn marks: card ids, and (card, targets)
    delayed: tuple  # (seat, room) whose Level Up check / build effect waits for End of Turn
    no_build: bool  # Kobold Strike: no more Rooms this turn
    blocked: frozenset  # seats no Hero may enter this turn (Trepidation)
    gained: frozenset  # seats that gained a Soul this turn
    waiting: int | None  # the seat that must decide now
    flow: tuple  # the engine's bookmark: frames still to run, the next one last
    outcome: Outcome | None
    handles: tuple = ()  # (handle, room) of each face-down Room: the name others may target it by (R17)


def fast_replace(cls):
    """Give a NamedTuple a ``_replace`` several times faster than the generic one (a hot path)."""
    index = {name: i for i, name in enumerate(cls._fields)}
    new = tuple.__new__

    def _replace(self, **changes):
        values = list(self)
        for name, value in changes.items():
            values[index[name]] = value
        return new(cls, values)

    cls._replace = _replace
    return cls


fast_replace(Player)
fast_replace(State)


@cache
def card(instance: str):
    """The card definition behind a card or instance id."""
    return CARDS.get(instance)


FACE_DOWN = "face-down#"


def face_down_handle(turn: int, seat: int, k: int) -> str:
    """The name of ``seat``'s ``k``-th Room built face-down in ``turn``: it stays with the card while it
    is face-down and tells nothing about it (R17, R24)."""
    return f"{FACE_DOWN}{turn}.{seat}.{k}"


def next_handle(st: State, seat: int) -> str:
    """The handle of the next Room ``seat`` builds face-down in this turn."""
    prefix = face_down_handle(st.turn, seat, 0)[:-1]
    return face_down_handle(st.turn, seat, sum(h.startswith(prefix) for h, _ in st.handles))


def is_handle(item) -> bool:
    """Is ``item`` the handle of a face-down Room (``face_down_handle``)?"""
    return type(item) is str and item.startswith(FACE_DOWN)


def handle_of(st: State, room: str) -> str | None:
    """The handle of face-down ``room``, or None."""
    return next((h for h, r in st.handles if r == room), None)


def pair_get(pairs: tuple, key, default=0):
    for k, v in pairs:
        if k == key:
            return v
    return default


def pair_set(pairs: tuple, key, value) -> tuple:
    rest = tuple(p for p in pairs if p[0] != key)
    return rest if value is None else (*rest, (key, value))


def with_seat(st: State, seat: int, player: Player) -> tuple:
    seats = list(st.seats)
    seats[seat] = player
    return tuple(seats)


def alive(st: State) -> tuple:
    """Seats still in the game, in XP order."""
    return tuple(s for s in st.xp_order if not st.seats[s].out)


def souls(p: Player) -> int:
    return sum(card(h).souls for h in p.souls)


def wounds(p: Player) -> int:
    return sum(card(h).souls for h in p.wounds)


def xp_order_of(bosses: tuple) -> tuple:
    return tuple(sorted(range(len(bosses)), key=lambda s: (-CARDS.bosses[bosses[s]].xp, s)))


def room_instances() -> tuple:
    return tuple(f"{r.id}#{i}" for r in CARDS.rooms.values() for i in range(1, r.copies + 1))


def spell_instances() -> tuple:
    return tuple(f"{s.id}#{i}" for s in CARDS.spells.values() for i in range(1, s.copies + 1))


_ROOM_INSTANCES = frozenset(room_instances())
_SPELL_INSTANCES = frozenset(spell_instances())


def is_room(instance: str) -> bool:
    return instance in _ROOM_INSTANCES


def is_spell(instance: str) -> bool:
    return instance in _SPELL_INSTANCES


def hero_decks(players: int, hard_mode: bool) -> tuple[tuple, tuple]:
    """The ordinary and Epic Hero cards used with this many players (R2), in card order."""
    ordinary, epic = [], []
    for h in CARDS.heroes.values():
        if h.min_players > players or (hard_mode and not h.epic and h.health == 4):
            continue
        (epic if h.epic else ordinary).append(h.id)
    return tuple(ordinary), tuple(epic)
