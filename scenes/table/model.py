"""The table's model: the decision a seat is making and what the person at the screen is pointing at, in one
place, owned by the scene. The turns (:mod:`scenes.table.turns`, the match moving on) and the input
(:mod:`scenes.table.input`, keys and mouse) change it through the calls below; the HUD and the board only read it.

    model = TableModel(hot_seat=False, auto_pass=False)
    model.offer_decision(offer, step, countdown=None)   # a decision offered to the person on screen
    model.decided()                                     # an action submitted: nothing half-made is kept
    model.forget_the_person()                           # another person comes to the screen
    model.selected(); model.hinted(view); model.pass_words(match); model.counting()   # what the screen shows

The decision: ``offer`` (the legal actions indexed by places), ``offer_step``, ``pending`` (a build, a Spell or a
hand card chosen, waiting for Confirm), ``hint``, ``message`` (why a place cannot be chosen, an error). The hot-seat
"Any answer?" strip: ``asking`` (the person the match asks while it shows), ``strip_people``, ``strip_focus``; the
countdown ``answer_left`` of ``answer_total`` seconds and ``answer_hold``. Where the person looks: ``highlight``,
``hover``, ``hover_button``, ``mouse``, ``look`` and ``tip`` (the tooltip), the card in the zoom (``zoom``), the
log's scroll (``log``) and the frame's ``marks``.

:class:`Table` names what the parts may ask of the scene that owns them (so that no part imports the scene).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple, Protocol

import pygame

from game.rules import Action, Discard, Pass
from scenes.table.offer import Offer, places_of
from scenes.table.places import NOWHERE, HandPlace, ItemPlace, Marks, OptionPlace, Place, Pointed, RowCard
from scenes.table.tips import Info

if TYPE_CHECKING:
    from scenes.ui.panels import LogPanel


class Hint(NamedTuple):
    """What the hard bot would do at ``step``: ``action``, or None while it thinks; ``why`` it is good, in a
    clause (``game.hints.explain``), once known."""

    step: int
    action: Action | None
    why: str | None = None


class Tip(NamedTuple):
    """The tooltip of a frame: the spot it tells about, what it tells, and whether the look keys chose it."""

    rect: pygame.Rect
    info: Info
    by_keys: bool


@dataclass
class TableModel:
    """The decision at hand and where the person looks (see the module docstring)."""

    hot_seat: bool  # people take turns at this screen: a hand-off between them
    auto_pass: bool  # one person and bots: Spell windows with nothing to play pass by themselves
    passing_windows: bool = False  # one person: every Spell window passes until their next decision
    # the decision at hand
    offer: Offer | None = None
    offer_step: int = -1
    pending: Action | None = None
    message: str | None = None
    hint: Hint | None = None
    # the hot-seat "Any answer?" strip and the countdown of a Spell window
    asking: int | None = None
    strip_people: tuple[int, ...] = ()
    strip_focus: int = 0  # the strip's highlighted button: a person's, then "No one"
    answer_left: float | None = None  # seconds before the strip or the person's window passes (None: until a key)
    answer_total: float | None = None  # the seconds it started with
    answer_hold: bool = False  # the person on screen started doing something: their window waits
    # where the person looks
    highlight: Place | None = None
    hover: Pointed = NOWHERE  # what the mouse is on
    hover_button: str | tuple | None = None  # a button's name, or (whom,) on the strip
    mouse: tuple[int, int] | None = None  # where the mouse points (canvas pixels)
    look: Info | None = None  # the info spot the look keys are on
    tip: Tip | None = None
    zoom: str | None = None  # the card the zoom shows (pointed at, highlighted, asking...)
    hurry: bool = False  # the pass key is held: animations fast-forward
    marks: Marks = field(default_factory=Marks)  # what the board shows over the cards this frame
    log: LogPanel | None = None  # the log's scroll (set once the table has its font)

    # ------------------------------------------------------------------ changes
    def offer_decision(self, offer: Offer, step: int, countdown: float | None) -> None:
        """``offer`` is the person's decision at ``step``, with a countdown of ``countdown`` seconds (None: none)."""
        self.passing_windows = False  # a decision: the key's "until your next decision" is over
        self.offer, self.offer_step = offer, step
        self.highlight = None
        self.answer_hold = False
        self.answer_left = self.answer_total = countdown

    def ask_on_strip(self, seat: int, people: tuple[int, ...], countdown: float | None) -> None:
        """The "Any answer?" strip asks ``people``; the match asks ``seat`` now."""
        self.asking = seat
        self.strip_people = people
        self.answer_left = self.answer_total = countdown
        self.strip_focus = 0

    def end_countdown(self) -> None:
        """No strip and no countdown any more."""
        self.asking = None
        self.answer_left = None

    def _drop_decision(self) -> None:
        self.offer = self.pending = self.hint = self.message = self.highlight = None

    def decided(self) -> None:
        """An action was submitted: the decision, its picks, hint and message are gone."""
        self._drop_decision()
        self.end_countdown()

    def forget_the_person(self) -> None:
        """What the person leaving the screen was doing or looking at: none of it is kept for the next."""
        self._drop_decision()
        self.hover = NOWHERE
        self.look = self.tip = None
        if self.log is not None:
            self.log.scroll = 0

    def scroll_log(self, lines: int) -> None:
        """The log scrolled ``lines`` back (positive) or forward."""
        if self.log is not None:
            self.log.scroll_by(lines)

    # ------------------------------------------------------------------ readings
    def counting(self) -> bool:
        """Is the person on screen's own Spell window counting down?"""
        return self.offer is not None and self.asking is None and self.answer_left is not None

    def selected(self) -> frozenset:
        """Hand cards picked: for a discard, or the Room or Spell being played; an Item whose Boss ability is being
        used."""
        offer = self.offer
        if offer is None:
            return frozenset()
        return frozenset([HandPlace(c) for c in offer.selected]
                         + [p for p in offer.picked if isinstance(p, (HandPlace, ItemPlace))])

    def hinted(self, view) -> frozenset:
        """The places of the hinted action (the cards of a discard)."""
        action = self.hint.action if self.hint else None
        if action is None:
            return frozenset()
        if isinstance(action, Discard):
            return frozenset(HandPlace(c) for c in action.cards)
        return frozenset(places_of(view, action))

    def row_places(self) -> list[Place]:
        """The choices shown in the row over the town: cards from elsewhere and named options."""
        if self.offer is None:
            return []
        return [p for p in self.offer.choices() if isinstance(p, (RowCard, OptionPlace))]

    def pass_words(self, match) -> str | None:
        """The label of the Pass / Done / Confirm button now (``match``: the game it is a decision of), or None
        when it does nothing."""
        o = self.offer
        if self.asking is not None:
            return "No one"
        if o is None:
            return None
        if self.pending is not None:
            return "Confirm"
        if o.done() is not None:
            return "Done"
        if o.pass_action is not None:
            return {"mulligan": "Keep", "opening_discard": "Done"}.get(match.prompt().kind, "Pass")
        return None

    def pass_hinted(self) -> bool:
        """Is the hint to pass (the Pass button framed)?"""
        return self.hint is not None and isinstance(self.hint.action, Pass)


class Table(Protocol):
    """What the table's parts (turns, input, HUD) may ask of the scene that owns them: they read these (read-only,
    some are properties of the scene) and call its methods; the only state of it they change is its model."""

    match: object
    settings: object
    keymap: object
    bots: object
    sound: object
    stack: object
    model: TableModel
    presentation: object  # the viewer, the speed; and through it:
    director: object
    geometry: object
    layout: object
    board: object
    viewer: int | None
    speed: object
    on_over: object
    on_guide_seen: object

    def open_overlay(self, overlay) -> None: ...

    def close_overlays(self) -> None: ...

    def overlay(self, kind): ...

    def overlay_open(self) -> bool: ...

    def open_menu(self) -> None: ...
