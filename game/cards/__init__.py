"""Card definitions of the base set: plain, immutable data loaded once from TOML.

This package knows nothing of the rules: it only says what is printed on each card.

    >>> from game.cards import CARDS
    >>> CARDS.rooms["dark_altar"].damage
    1
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources

TREASURES = ("cleric", "fighter", "mage", "thief")


def design_of(card_id: str) -> str:
    """The design id of a card or instance id: ``"dark_altar#2"`` -> ``"dark_altar"``; a Hero's or a
    Boss's id is its own."""
    return card_id.split("#", 1)[0]


def copy_of(instance_id: str) -> int:
    """The copy number of a Room or Spell instance id: ``"dark_altar#2"`` -> 2."""
    return int(instance_id.rsplit("#", 1)[1])


@dataclass(frozen=True, slots=True)
class Boss:
    number: str
    id: str
    name: str
    title: str
    xp: int
    treasure: tuple[str, ...]
    text: str
    rulings: tuple[str, ...] = ()
    todo: bool = False


@dataclass(frozen=True, slots=True)
class Room:
    number: str
    id: str
    name: str
    kind: str  # "monster" or "trap"
    advanced: bool
    damage: int  # printed damage; an "X" card prints 0 and computes its value in the rules
    x_damage: bool
    treasure: tuple[str, ...]
    copies: int
    text: str
    rulings: tuple[str, ...] = ()
    todo: bool = False

    @property
    def is_monster(self) -> bool:
        return self.kind == "monster"

    @property
    def is_trap(self) -> bool:
        return self.kind == "trap"


@dataclass(frozen=True, slots=True)
class Spell:
    number: str
    id: str
    name: str
    phases: tuple[str, ...]  # subset of ("build", "adventure")
    copies: int
    text: str
    rulings: tuple[str, ...] = ()
    todo: bool = False


@dataclass(frozen=True, slots=True)
class Hero:
    number: str
    id: str
    name: str
    treasure: str  # a treasure type, or "fewest_souls" for The Fool
    health: int
    epic: bool
    min_players: int
    text: str = ""

    @property
    def souls(self) -> int:
        """Souls this Hero is worth when killed (and Wounds when it reaches the Boss)."""
        return 2 if self.epic else 1


@dataclass(frozen=True, slots=True)
class CardSet:
    bosses: dict[str, Boss]
    rooms: dict[str, Room]
    spells: dict[str, Spell]
    heroes: dict[str, Hero]

    def get(self, card_id: str) -> Boss | Room | Spell | Hero:
        """The definition of a card id or of an instance id such as ``dark_altar#2``."""
        base = design_of(card_id)
        for table in (self.rooms, self.spells, self.heroes, self.bosses):
            if base in table:
                return table[base]
        raise KeyError(card_id)

    def all(self) -> list[Boss | Room | Spell | Hero]:
        return [*self.bosses.values(), *self.rooms.values(), *self.spells.values(), *self.heroes.values()]


def _tuple(value) -> tuple:
    return tuple(value) if isinstance(value, list) else (value,)


def load(data: bytes | None = None) -> CardSet:
    """Parse a card data file (the packaged base set when ``data`` is None)."""
    if data is None:
        data = resources.files(__package__).joinpath("data/base_set.toml").read_bytes()
    raw = tomllib.loads(data.decode("utf-8"))
    bosses = {
        b["id"]: Boss(
            number=b["number"], id=b["id"], name=b["name"], title=b["title"], xp=b["xp"],
            treasure=_tuple(b["treasure"]), text=b["text"], rulings=tuple(b.get("rulings", ())),
            todo=b.get("ability") == "todo",
        )
        for b in raw["boss"]
    }
    rooms = {
        r["id"]: Room(
            number=r["number"], id=r["id"], name=r["name"], kind=r["kind"], advanced=r["advanced"],
            damage=0 if r["damage"] == "X" else r["damage"], x_damage=r["damage"] == "X",
            treasure=_tuple(r["treasure"]), copies=r["copies"], text=r["text"],
            rulings=tuple(r.get("rulings", ())), todo=r.get("ability") == "todo",
        )
        for r in raw["room"]
    }
    spells = {
        s["id"]: Spell(
            number=s["number"], id=s["id"], name=s["name"], phases=_tuple(s["phases"]),
            copies=s["copies"], text=s["text"], rulings=tuple(s.get("rulings", ())),
            todo=s.get("ability") == "todo",
        )
        for s in raw["spell"]
    }
    heroes = {
        h["id"]: Hero(
            number=h["number"], id=h["id"], name=h["name"], treasure=h["treasure"], health=h["health"],
            epic=h["epic"], min_players=h["min_players"], text=h.get("text", ""),
        )
        for h in raw["hero"]
    }
    return CardSet(bosses=bosses, rooms=rooms, spells=spells, heroes=heroes)


CARDS: CardSet = load()
