"""What a seat can do: imperative, frozen, with a short text form and a JSON form.

``over`` of BuildRoom is the slot of the Room pile to build on, or None to start a new pile at the
left end of the dungeon (slot 0 is the leftmost pile, the one a Hero enters first).

A choice (``Choose.choice``) and each Spell or ability target is a card id, a seat number, a pile
``(seat, slot)`` or a named option such as "room", "spell", "draw" or "mulligan"; never a string to
parse. In the text form a pile reads ``[seat,slot]``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .codec import register, short


class Action:
    __slots__ = ()

    def __str__(self) -> str:
        return self.text()


@register
@dataclass(frozen=True, slots=True)
class BuildRoom(Action):
    seat: int
    room: str
    over: int | None = None

    def text(self) -> str:
        where = "left" if self.over is None else f"over {self.over}"
        return f"P{self.seat} build {self.room} {where}"


@register
@dataclass(frozen=True, slots=True)
class CastSpell(Action):
    seat: int
    spell: str
    targets: tuple = ()

    def text(self) -> str:
        aim = f" -> {' '.join(map(short, self.targets))}" if self.targets else ""
        return f"P{self.seat} cast {self.spell}{aim}"


@register
@dataclass(frozen=True, slots=True)
class ActivateAbility(Action):
    seat: int
    card: str
    targets: tuple = ()

    def text(self) -> str:
        aim = f" -> {' '.join(map(short, self.targets))}" if self.targets else ""
        return f"P{self.seat} use {self.card}{aim}"


@register
@dataclass(frozen=True, slots=True)
class Choose(Action):
    seat: int
    choice: str | int | tuple

    def text(self) -> str:
        return f"P{self.seat} choose {short(self.choice)}"


@register
@dataclass(frozen=True, slots=True)
class Pass(Action):
    seat: int

    def text(self) -> str:
        return f"P{self.seat} pass"


@register
@dataclass(frozen=True, slots=True)
class Discard(Action):
    seat: int
    cards: tuple

    def text(self) -> str:
        return f"P{self.seat} discard {' '.join(self.cards)}"


@register
@dataclass(frozen=True, slots=True)
class Concede(Action):
    """A seat gives up: it takes no more decisions and leaves the game at the end of the turn (at once when
    only one other seat is left). Any seat still playing may concede at any moment, not only when asked."""

    seat: int

    def text(self) -> str:
        return f"P{self.seat} concede"


@register
@dataclass(frozen=True, slots=True)
class UseItem(Action):
    """The Boss ability of ``item``, face-up in ``seat``'s scorekeeping area (R29): offered wherever ``seat``
    could cast a Spell."""

    seat: int
    item: str
    targets: tuple = ()

    def text(self) -> str:
        aim = f" -> {' '.join(map(short, self.targets))}" if self.targets else ""
        return f"P{self.seat} use item {self.item}{aim}"
