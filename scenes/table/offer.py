"""One decision offered to a person: the legal actions, indexed by the table places they touch.

The screen never builds an Action. It shows the places of :meth:`Offer.choices`; each pick narrows the
legal actions to those whose places start with the picks so far, and once one action is left (or the
picks spell one out exactly and the player says Done) that action, one of ``Match.legal()``, is returned.

The places are the named types of :mod:`scenes.table.places`.

The opening discard picks a set: hand cards toggle, and Done takes the set once it is legal.
"""

from __future__ import annotations

from game.cards import CARDS, design_of
from game.rules import (
    Action,
    ActivateAbility,
    BuildRoom,
    CastSpell,
    Choose,
    Discard,
    Pass,
    UseItem,
    is_handle,
    may_stand_on,
)
from game.wording import MULLIGAN, name
from scenes.table.places import (
    PASS,
    HandPlace,
    HeroPlace,
    ItemPlace,
    OptionPlace,
    Place,
    RoomPlace,
    RowCard,
    SeatPlace,
)


def place_of(view, item) -> Place:
    """The table place that shows ``item`` (a target, a choice or a card) to the viewer of ``view``."""
    if isinstance(item, bool):
        return OptionPlace(item)
    if isinstance(item, int):
        return SeatPlace(item)
    if isinstance(item, tuple):
        return RoomPlace(item[0], item[1])  # a (seat, slot) pile, as the rules name it
    if is_handle(item):  # a face-down Room, named by its handle
        return next((RoomPlace(seat, slot) for h, seat, slot in view.handles if h == item), RowCard(item))
    me = view.seats[view.seat] if view.seat is not None else None
    if me is not None and me.hand and item in me.hand:
        return HandPlace(item)
    for pv in view.seats:
        for slot, pile in enumerate(pv.dungeon):
            if pile and pile[-1] == item:
                return RoomPlace(pv.seat, slot)
        if item in pv.entrance:
            return HeroPlace(item)
    if item in view.town or (view.walker and view.walker.hero == item):
        return HeroPlace(item)
    if item in view.items_town or any(item in pv.items_up or item in pv.items_down for pv in view.seats):
        return ItemPlace(item)
    return RowCard(item) if is_card(item) else OptionPlace(item)


def is_card(item) -> bool:
    """Is ``item`` a card id (or an instance id such as ``dark_altar#2``)?"""
    try:
        CARDS.get(item)
    except KeyError:
        return False
    return True


def places_of(view, action: Action) -> tuple[Place, ...]:
    """The places a person points at, in order, to make ``action``."""
    if isinstance(action, Pass):
        return (PASS,)
    if isinstance(action, BuildRoom):
        return (HandPlace(action.room), RoomPlace(action.seat, -1 if action.over is None else action.over))
    if isinstance(action, CastSpell):
        return (HandPlace(action.spell), *(place_of(view, t) for t in action.targets))
    if isinstance(action, ActivateAbility):
        return (place_of(view, action.card), *(place_of(view, t) for t in action.targets))
    if isinstance(action, UseItem):
        return (ItemPlace(action.item), *(place_of(view, t) for t in action.targets))
    if isinstance(action, Choose):
        if isinstance(place := place_of(view, action.choice), ItemPlace):
            return (RowCard(action.choice),)  # which Item stays face-up (R28): the cards side by side in the row
        return (place,)
    raise TypeError(f"no places for {action!r}")


class Offer:
    """The legal actions of one decision of the viewer, and the picks made so far."""

    def __init__(self, legal, view) -> None:
        self.view = view
        self.legal = tuple(legal)
        discards = [a for a in self.legal if isinstance(a, Discard)]
        self.discards = {frozenset(a.cards): a for a in discards}
        self.discard_count = len(discards[0].cards) if discards else 0
        self.selected: tuple[str, ...] = ()  # hand cards picked for a discard
        self._places = {a: places_of(view, a) for a in self.legal if not isinstance(a, Discard)}
        self.picked: tuple[Place, ...] = ()

    @property
    def discarding(self) -> bool:
        return bool(self.discards)

    def _candidates(self) -> list[Action]:
        n = len(self.picked)
        return [a for a, ps in self._places.items() if ps[:n] == self.picked]

    def choices(self) -> list[Place]:
        """The places that may be picked now (Pass included when it is one), without repeats."""
        if self.discarding:
            me = self.view.seats[self.view.seat]
            return [HandPlace(c) for c in me.hand] + [self._places[a][0] for a in self._places]
        n = len(self.picked)
        seen: dict = {}
        for a in self._candidates():
            ps = self._places[a]
            if len(ps) > n:
                seen.setdefault(ps[n], None)
        return list(seen)

    def first_action(self, place) -> Action | None:
        """Some legal action that ``place`` starts, now (for its description on hover)."""
        n = len(self.picked)
        return next((a for a in self._candidates() if self._places[a][n:n + 1] == (place,)), None)

    def pick(self, place) -> Action | None:
        """Pick ``place``: the action it completes, or None if more picks are needed (or it is not a
        choice now, which changes nothing)."""
        if self.discarding:
            if not isinstance(place, HandPlace):  # the mulligan, offered with the opening discard
                return next((a for a, ps in self._places.items() if ps == (place,)), None)
            card = place.card
            self.selected = tuple(c for c in self.selected if c != card) if card in self.selected \
                else (*self.selected, card)
            return None
        if place not in self.choices():
            return None
        self.picked = (*self.picked, place)
        candidates = self._candidates()
        if len(candidates) == 1 and len(self._places[candidates[0]]) == len(self.picked):
            return candidates[0]
        return None

    def done(self) -> Action | None:
        """The action the picks spell out exactly (or the discard of the selected cards), if legal."""
        if self.discarding:
            return self.discards.get(frozenset(self.selected))
        return next((a for a in self._candidates() if self._places[a] == self.picked), None)

    def back(self) -> bool:
        """Undo the last pick; False when there was nothing to undo."""
        if self.selected:
            self.selected = self.selected[:-1]
            return True
        if self.picked:
            self.picked = self.picked[:-1]
            return True
        return False

    @property
    def pass_action(self) -> Action | None:
        """Pass / Done / No, when the decision offers it and nothing is half picked."""
        if self.picked:
            return None
        return next((a for a in self.legal if isinstance(a, Pass)), None)

    def step_prompt(self, keymap) -> str | None:
        """What the next pick is for, in words (keys as ``keymap`` says them), once a first pick is made (None
        before)."""
        if self.discarding:
            left = self.discard_count - len(self.selected)
            if left > 0:
                more = " more" if self.selected else ""
                mulligan = f", or {MULLIGAN}" if not self.selected and len(self._places) else ""
                return f"Pick {left}{more} card{'s' if left > 1 else ''} to discard{mulligan}."
            return f"Done ({keymap.first('pass')}) discards them." if self.done() else "That is too many: unpick one."
        if not self.picked:
            return None
        first = self._candidates()[0]
        if isinstance(first, BuildRoom):
            return f"Build {name(first.room)}: pick a lit place in your dungeon ({keymap.first('back')}: back)."
        card = first.spell if isinstance(first, CastSpell) else first.item if isinstance(first, UseItem) \
            else getattr(first, "card", None)
        what = "the next target" if len(self.picked) > 1 else "a target"
        return f"{name(card)}: pick {what} ({keymap.first('back')}: back)." if card else None

    def why_not(self, place) -> str | None:
        """Why ``place`` cannot take the Room being built, in words (None if it can, or if no Room is
        being built)."""
        if not self.picked or not isinstance(self.picked[0], HandPlace) or not isinstance(place, RoomPlace) \
                or place in self.choices():
            return None
        room = self.picked[0].card
        if not any(isinstance(a, BuildRoom) and a.room == room for a in self._candidates()):
            return None
        seat, slot = place.seat, place.slot
        if seat != self.view.seat:
            return "You build only in your own dungeon."
        new = CARDS.get(design_of(room))
        piles = self.view.seats[seat].dungeon
        if slot == -1:
            if len(piles) >= 5:
                return "Your dungeon has five Rooms: build over one of them."
            return f"{new.name} is Advanced: build it over a Room that shares a treasure type."
        top = piles[slot][-1]
        if top in self.view.inactive:
            return "A deactivated Room cannot be built over."
        if top in self.view.facedown:
            return "A face-down Room cannot be built over before it is revealed."
        below = CARDS.get(design_of(top))
        if new.advanced and not set(new.treasure) & set(below.treasure):
            return f"{new.name} is Advanced: it needs a Room that shares a treasure type."
        if not may_stand_on(new, below):
            return f"{new.name} cannot be built over {below.name}."
        return f"Now {new.name} may only start a new Room, left of the others."
