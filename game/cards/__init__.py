"""Card definitions of the base set and of the Items expansion (Tools of Hero-Kind): plain, immutable data
loaded once from TOML.

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
BOXES = ("base", "items")
"""Where a card comes from: the base set, or the Items expansion (played with the variant "items")."""


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
    box: str = "base"

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
    box: str = "base"


@dataclass(frozen=True, slots=True)
class Item:
    """An Item of the expansion: carried by a Hero (its Hero ability), then kept by a Boss (its Boss ability,
    usable once while the Item lies face-up)."""

    number: str
    id: str
    name: str
    treasure: str  # a treasure type, or "universal"
    hero_text: str
    boss_text: str
    rulings: tuple[str, ...] = ()

    @property
    def universal(self) -> bool:
        return self.treasure == "universal"


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
    items: dict[str, Item]

    def get(self, card_id: str) -> Boss | Room | Spell | Hero | Item:
        """The definition of a card id or of an instance id such as ``dark_altar#2``."""
        base = design_of(card_id)
        for table in (self.rooms, self.spells, self.heroes, self.bosses, self.items):
            if base in table:
                return table[base]
        raise KeyError(card_id)

    def all(self) -> list[Boss | Room | Spell | Hero | Item]:
        """Every card of every box."""
        return [*self.bosses.values(), *self.rooms.values(), *self.spells.values(), *self.heroes.values(),
                *self.items.values()]

    def rooms_of(self, *boxes: str) -> list[Room]:
        """The Room designs of these boxes, in data order."""
        return [r for r in self.rooms.values() if r.box in boxes]

    def spells_of(self, *boxes: str) -> list[Spell]:
        """The Spell designs of these boxes, in data order."""
        return [s for s in self.spells.values() if s.box in boxes]


def _tuple(value) -> tuple:
    return tuple(value) if isinstance(value, list) else (value,)


def _parse(raw: dict, box: str) -> dict[str, dict]:
    """The cards of one data file, by kind and id."""
    bosses = {
        b["id"]: Boss(
            number=b["number"], id=b["id"], name=b["name"], title=b["title"], xp=b["xp"],
            treasure=_tuple(b["treasure"]), text=b["text"], rulings=tuple(b.get("rulings", ())),
            todo=b.get("ability") == "todo",
        )
        for b in raw.get("boss", ())
    }
    rooms = {
        r["id"]: Room(
            number=r["number"], id=r["id"], name=r["name"], kind=r["kind"], advanced=r["advanced"],
            damage=0 if r["damage"] == "X" else r["damage"], x_damage=r["damage"] == "X",
            treasure=_tuple(r["treasure"]), copies=r["copies"], text=r["text"],
            rulings=tuple(r.get("rulings", ())), todo=r.get("ability") == "todo", box=box,
        )
        for r in raw.get("room", ())
    }
    spells = {
        s["id"]: Spell(
            number=s["number"], id=s["id"], name=s["name"], phases=_tuple(s["phases"]),
            copies=s["copies"], text=s["text"], rulings=tuple(s.get("rulings", ())),
            todo=s.get("ability") == "todo", box=box,
        )
        for s in raw.get("spell", ())
    }
    heroes = {
        h["id"]: Hero(
            number=h["number"], id=h["id"], name=h["name"], treasure=h["treasure"], health=h["health"],
            epic=h["epic"], min_players=h["min_players"], text=h.get("text", ""),
        )
        for h in raw.get("hero", ())
    }
    items = {
        i["id"]: Item(
            number=i["number"], id=i["id"], name=i["name"], treasure=i["treasure"], hero_text=i["hero_text"],
            boss_text=i["boss_text"], rulings=tuple(i.get("rulings", ())),
        )
        for i in raw.get("item", ())
    }
    return {"bosses": bosses, "rooms": rooms, "spells": spells, "heroes": heroes, "items": items}


_FILES = {"base": "data/base_set.toml", "items": "data/tools_of_hero_kind.toml"}


def load(data: dict[str, bytes] | None = None) -> CardSet:
    """Parse the card data files, one per box (the packaged ones when ``data`` is None)."""
    if data is None:
        data = {box: resources.files(__package__).joinpath(path).read_bytes() for box, path in _FILES.items()}
    tables: dict[str, dict] = {"bosses": {}, "rooms": {}, "spells": {}, "heroes": {}, "items": {}}
    for box, text in data.items():
        for kind, cards in _parse(tomllib.loads(text.decode("utf-8")), box).items():
            tables[kind].update(cards)
    return CardSet(**tables)


CARDS: CardSet = load()
