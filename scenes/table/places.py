"""The places of the table a decision touches, each a named type (equal only to a place of its own kind):

- ``HandPlace(card)``: a card in the viewer's hand;
- ``RoomPlace(seat, slot)``: the Room on top of that pile; slot ``-1`` is the free place left of the Rooms
  (where a new Room goes);
- ``HeroPlace(hero)``: a Hero in town, at an entrance or in a dungeon;
- ``SeatPlace(seat)``: a player (pointed at by their Boss or name);
- ``ItemPlace(item)``: an Item (the Items variant) where it lies: in a seat's scorekeeping area, face-up (its
  Boss ability may be used) or face-down, or waiting in town (Items are single cards: the id names the place);
- ``RowCard(card)``: a card shown only in the row of choices (from the discard pile, a deck, a hand);
- ``OptionPlace(name)``: a named answer ("room", "spell", "mulligan" ...), a button in that row;
- ``PASS``: Pass / Done / No.

``DeckPlace(deck)`` and ``DISCARD`` are pointed at, never chosen. ``FlyingCard(card)`` is no place: a hand
card an animation draws on its way (the table leaves it out of the hand meanwhile). ``Pointed(place, card)`` is
what the mouse is on. ``Marks`` say what the table shows over its places in a frame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple


@dataclass(frozen=True, slots=True)
class HandPlace:
    card: str


@dataclass(frozen=True, slots=True)
class RoomPlace:
    seat: int
    slot: int


@dataclass(frozen=True, slots=True)
class HeroPlace:
    hero: str


@dataclass(frozen=True, slots=True)
class SeatPlace:
    seat: int


@dataclass(frozen=True, slots=True)
class ItemPlace:
    item: str


@dataclass(frozen=True, slots=True)
class RowCard:
    card: str


@dataclass(frozen=True, slots=True)
class OptionPlace:
    name: object  # a word, or True / False


@dataclass(frozen=True, slots=True)
class PassPlace:
    pass


@dataclass(frozen=True, slots=True)
class DeckPlace:
    deck: str  # hero, epic, room, spell, item


@dataclass(frozen=True, slots=True)
class DiscardPlace:
    pass


@dataclass(frozen=True, slots=True)
class FlyingCard:
    card: str


PASS = PassPlace()
DISCARD = DiscardPlace()
Place = (HandPlace | RoomPlace | HeroPlace | SeatPlace | ItemPlace | RowCard | OptionPlace | PassPlace | DeckPlace
         | DiscardPlace)


class Pointed(NamedTuple):
    """What the mouse is on: a place (or None) and the card drawn there (or None)."""

    place: Place | None
    card: str | None


NOWHERE = Pointed(None, None)


def card_of(place: Place | None) -> str | None:
    """The card a place names by itself (a hand card, a card of the row, a Hero, an Item), else None."""
    if isinstance(place, (HandPlace, RowCard)):
        return place.card
    if isinstance(place, ItemPlace):
        return place.item
    if isinstance(place, HeroPlace):
        return place.hero
    return None


@dataclass
class Marks:
    """What the table shows on top of the cards: lit places (may be picked), the highlighted one, the
    selected hand cards, things an animation is drawing itself, and the hovered hand card."""

    lit: frozenset = frozenset()
    highlight: Place | None = None
    selected: frozenset = frozenset()
    hinted: frozenset = frozenset()  # the places of the hinted action
    hidden: frozenset = frozenset()  # places or FlyingCards an animation draws instead
    hover: Place | None = None
    thinking: int | None = None  # a bot seat that is thinking
