"""The table's input: the places that can be chosen, the highlight over them, choose / confirm / take back, and
the keys (through the keymap), the controller and the mouse.

    input = TableInput(table, model, turns)
    input.key(event, actions)    # a key or controller event, read as the keymap's named actions
    input.point(pos); input.click(pos, button)
    input.choose(place)          # pick a place of the offer (a build or Spell then waits for Confirm)

Keys (DESIGN.md): Tab / Shift+Tab and the arrows move the highlight over what can be chosen; Enter chooses;
Space passes or confirms Done, and finishes the animation playing (held: fast-forward); Esc backs out of a
half-made choice, else opens the menu; 1-9, 0, - and = pick hand cards; Z zooms the highlighted card (or brings a
small dungeon forward; with nothing highlighted, each small dungeon in turn, Tab and the arrows going round); S
changes the speed; A toggles auto-pass; Shift+Space passes every Spell window until the next decision; F1 shows
the keys. Space never ends a Build turn in which a Room could be built (while the settings ask before it): it says
so and puts the highlight on Pass, which Enter then chooses (or a click on Pass).

What the table tells (:mod:`scenes.table.tips`): pointing at an icon or a number shows its meaning in a tooltip;
L / Shift+L (``look``, ``look_back``) go over them by keys, in reading order, and so do Tab and the arrows when
nothing can be chosen now (they never leave what can be chosen); Z on the one looked at zooms its card (the
discard pile: its list); Esc puts the look away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules import BuildRoom, CastSpell, Choose, DecisionKind, Pass
from scenes.keys import MODIFIERS, MOVES
from scenes.overlays.discard import DiscardPile
from scenes.overlays.dungeon import BroughtForward, small_seat_after
from scenes.overlays.help import TABLE_HELP, KeyHelp, table_help
from scenes.overlays.zoom import CardZoom
from scenes.table.model import Table, TableModel, Tip
from scenes.table.places import (
    NOWHERE,
    PASS,
    HandPlace,
    HeroPlace,
    Place,
    Pointed,
    RoomPlace,
    RowCard,
    SeatPlace,
    card_of,
)
from scenes.table.table_geometry import button_at, row_rects, strip_rects
from scenes.table.tips import card_note

if TYPE_CHECKING:
    from scenes.table.turns import Turns

# the actions that act on the person's decision: pressed while animations still play, they show the decision
# at once and act on it rather than being dropped
DECIDING = MOVES | {"choose"}
LOOKS = frozenset({"look", "look_back"})
def end_build_words(keymap) -> str:
    """The reminder that a Room could still be built, and how to end the Build turn all the same."""
    return (f"You could still build a Room. To end your Build turn without building: {keymap.first('choose')} "
            f"on Pass, or click it.")


class TableInput:
    """What the person points at and picks on one table: keys, clicks and pointing turned into changes of the
    table's ``model`` and calls on its ``turns``; ``table`` is the scene that owns them. It keeps no state of its
    own."""

    def __init__(self, table: Table, model: TableModel, turns: Turns) -> None:
        self.table = table
        self.model = model
        self.turns = turns

    @property
    def layout(self):
        return self.table.layout

    # ------------------------------------------------------------------ what the table tells (tooltips)
    def _infos(self) -> list:
        d = self.table.director
        return self.table.board.infos_of(d.shown, d.view, self.model.marks) if d.shown is not None else []

    def settle_tip(self) -> None:
        """Each update, once the board's marks are settled: the tooltip of the frame, the spot looked at by
        the keys (kept on its thing as the table changes; gone with it), else the one under the mouse once the
        animations have stopped (a tooltip does not chase a moving table, nor cost a frame its time)."""
        model = self.model
        model.tip = None
        if model.look is not None:
            rect = next((r for r, info in self._infos() if info == model.look), None)
            if rect is None:
                model.look = None
            else:
                model.tip = Tip(rect, model.look, True)
                return
        d = self.table.director
        if model.mouse is not None and d.shown is not None and d.idle:  # not while the table moves under it
            found = self.table.board.info_at(d.shown, d.view, model.marks, model.mouse)
            if found is not None:
                model.tip = Tip(*found, False)

    def _look(self, step: int) -> None:
        """The look keys: the next (``step`` 1) or previous info spot of the table, in reading order."""
        model = self.model
        infos = sorted(self._infos(), key=lambda ri: (ri[0].y // 40, ri[0].x))
        if not infos:
            return
        order = [info for _r, info in infos]
        if model.look in order:
            i = order.index(model.look) + step
        else:
            i = 0 if step > 0 else -1
        model.look = order[i % len(order)]
        self.settle_tip()

    def _look_closer(self) -> bool:
        """Zoom on the spot looked at: the discard pile's list, the card it belongs to; False if none."""
        look, v = self.model.look, self.table.director.view
        if look is None or v is None:
            return False
        if look.kind == "discard":
            if v.discard:
                self.table.open_overlay(DiscardPile(self.table.presentation))
            return True
        card = look.what if look.kind in ("health", "worth", "seeks", "lure", "item") else None
        if look.kind == "rider":  # the Item a Hero carries
            card = dict(v.carried).get(look.what)
        if look.slot is not None:
            card = v.seats[look.seat].dungeon[look.slot][-1]
        elif card is None and look.seat is not None:
            card = v.seats[look.seat].boss
        self._zoom(card)
        return True

    # ------------------------------------------------------------------ what may be chosen, in screen order
    def row_rects(self) -> list[tuple[Place, pygame.Rect]]:
        """Where the row of choices over the town shows each of them."""
        return row_rects(self.model.row_places(), self.layout)

    def place_rects(self) -> dict:
        """Every place on screen and its rectangle: the table's, the row's and Pass."""
        rects = {}
        for spot in self.table.geometry.spots:
            if spot.place is not None and not self._rider(spot):
                rects[spot.place] = spot.rect
        for place, rect in self.row_rects():
            rects[place] = rect
        rects[PASS] = self.layout.zone("button.pass")
        return rects

    @staticmethod
    def _rider(spot) -> bool:
        """Is ``spot`` an Item riding with a Hero? It points at the Hero, but the Hero stands elsewhere."""
        return isinstance(spot.place, HeroPlace) and spot.card != spot.place.hero

    def ordered_choices(self) -> list:
        """The places that can be chosen now, in reading order (Pass among them when it does something)."""
        offer = self.model.offer
        if offer is None:
            return []
        rects = self.place_rects()
        choices = [p for p in offer.choices() if p in rects and p != PASS]
        if self.model.pass_words(self.table.match):  # Pass, or Done once the picks spell out an action
            choices.append(PASS)
        return sorted(choices, key=lambda p: (rects[p].y // 40, rects[p].x))

    def keep_highlight_on_a_choice(self) -> None:
        """After the table is drawn (its places known): the highlight is on something that can be chosen."""
        choices = self.ordered_choices()
        if choices and self.model.highlight not in choices:
            self.model.highlight = choices[0]

    # ------------------------------------------------------------------ choosing
    def choose(self, place, by_pass_key: bool = False) -> None:
        """Pick ``place`` in the offer. A build, a Spell or a card of the hand chosen for a card's ability (the
        Spell Dark Laboratory has you discard) waits for Confirm (Enter or Space; Esc takes it back); another
        action is submitted at once. Passing a Build turn with a Room that could be built asks once more, if the
        settings say so, and then takes Pass chosen (Enter on it, a click): the pass key (``by_pass_key``) never
        ends it."""
        model = self.model
        if model.offer is None:
            return
        if model.pending is not None:
            if place == PASS or place == model.highlight:
                self._confirm()
            return
        if place == PASS:
            action = model.offer.done() or model.offer.pass_action
            if action is not None and self._ask_before_passing(action, by_pass_key):
                return
        else:
            action = model.offer.pick(place)
            if model.message == end_build_words(self.table.keymap):  # the person goes on to build or cast
                model.message = None
        if action is None:
            return
        if isinstance(action, (BuildRoom, CastSpell)) or (isinstance(action, Choose) and isinstance(place, HandPlace)):
            model.pending = action  # a card played, or given up from the hand (a Spell a card has you discard)
            model.highlight = PASS
            return
        self._confirm(action)

    def _ask_before_passing(self, action, by_pass_key: bool) -> bool:
        """True if this Pass would end a Build turn without building and is not taken (settings): the first
        time it is asked for, and whenever by the pass key (held, repeated or pressed again, it never ends the
        turn). The reminder says how, and the highlight goes to Pass."""
        model = self.model
        if not (isinstance(action, Pass) and self.table.settings.confirm_end_build
                and self.table.match.prompt().kind == DecisionKind.BUILD
                and any(isinstance(a, BuildRoom) for a in model.offer.legal)):
            return False
        words = end_build_words(self.table.keymap)
        if model.message == words and not by_pass_key:
            return False
        model.message = words
        model.highlight = PASS
        return True

    def _confirm(self, action=None) -> None:
        model = self.model
        turns = self.turns
        action = action or model.pending
        model.pending = None
        if self.table.sound is not None:
            self.table.sound.play("click")
        turns.submit(model.offer_step, action)

    def _take_back(self) -> bool:
        """Esc: the build or Spell waiting for Confirm, then the picks, are taken back one by one (the pick that
        made it wait goes with it: its place is to be chosen again, among the others lit)."""
        model = self.model
        if model.pending is not None:
            model.pending = None
            if model.offer is not None:
                model.offer.back()
            return True
        return model.offer is not None and model.offer.back()

    # ------------------------------------------------------------------ events
    def release(self, event) -> None:
        """A key or controller button let go: letting go of the pass key stops the fast-forward."""
        if event.type == pygame.CONTROLLERBUTTONUP or "pass" in self.table.keymap.actions_for(
                pygame.event.Event(pygame.KEYDOWN, key=event.key, mod=getattr(event, "mod", 0))):
            self.model.hurry = False

    def key(self, event, act: frozenset[str]) -> None:
        """A key or controller event and the keymap's named actions it gives."""
        model = self.model
        table, turns, director = self.table, self.turns, self.table.director
        modifier = event.type == pygame.KEYDOWN and event.key in MODIFIERS
        if model.asking is not None and self._strip_key(act):
            return
        if model.counting() and not modifier and "pass" not in act and (act or event.type == pygame.KEYDOWN):
            model.answer_hold = True
        hands = sorted(a for a in act if a.startswith("hand_"))
        if model.offer is None and not director.idle and (hands or act & DECIDING) and turns.awaits_viewer():
            director.catch_up()  # a key for the decision behind the animations: show it now, and take the key
            turns.offer_or_end()
        if act & LOOKS:
            self._look(-1 if "look_back" in act else 1)
        elif "pass" in act:
            if not director.idle:
                director.finish()
                model.hurry = True
            else:
                self.choose(PASS, by_pass_key=True)
        elif "pass_windows" in act:
            turns.pass_windows()
        elif act & MOVES:
            step = -1 if act & {"previous", "left", "up"} else 1
            if self.ordered_choices():
                model.look = None
                self._move_highlight(step)
            else:  # nothing to choose now: the keys look over the table instead
                self._look(step)
        elif "choose" in act:
            if model.highlight is not None and director.idle:
                self.choose(model.highlight)
        elif "back" in act:
            if model.look is not None:
                model.look = None
                self.settle_tip()
            elif self._take_back():
                model.highlight = None
            else:
                self.table.open_menu()
        elif "menu" in act:
            self.table.open_menu()
        elif "hint" in act:
            turns.ask_hint()
        elif hands:
            self._hand_key(int(hands[0][5:]) - 1)
        elif "zoom" in act:
            if not self._look_closer():
                aimed = model.highlight or model.hover.place
                seat = self._small_seat_of(aimed) if aimed else small_seat_after(table.presentation, None, 1)
                self._zoom(self.zoom_card() if seat is None else None, seat)
        elif "speed" in act:
            table.presentation.cycle_speed()
        elif "autopass" in act:
            model.auto_pass = not model.auto_pass
        elif "help" in act:
            table.open_overlay(KeyHelp(table_help(table.keymap, turns.hot_seat), TABLE_HELP, self.layout.zone("keys")))
        elif act & {"log_up", "log_down"}:
            model.scroll_log(3 if "log_up" in act else -3)

    def _strip_key(self, act) -> bool:
        """The "Any answer?" strip's keys: a hand card's key the person of that button (1 the first...),
        Space "No one", Enter the highlighted button, Tab and the arrows move between them. False for a key the
        table takes as ever (Esc, F1, S...)."""
        model = self.model
        turns = self.turns
        buttons = (*model.strip_people, None)
        hands = sorted(int(a[5:]) for a in act if a.startswith("hand_"))
        if "pass" in act:
            turns.strip_choose(None)
        elif hands:
            if hands[0] <= len(model.strip_people):
                turns.strip_choose(model.strip_people[hands[0] - 1])
        elif "choose" in act:
            turns.strip_choose(buttons[model.strip_focus % len(buttons)])
        elif act & MOVES:
            step = -1 if act & {"previous", "left", "up"} else 1
            model.strip_focus = (model.strip_focus + step) % len(buttons)
        elif not act & {"hint", "autopass", "pass_windows"}:
            return False
        return True

    def _move_highlight(self, step: int) -> None:
        model = self.model
        choices = self.ordered_choices()
        if not choices:
            return
        i = choices.index(model.highlight) + step if model.highlight in choices else (0 if step > 0 else -1)
        model.highlight = choices[i % len(choices)]
        offer = model.offer
        model.message = offer.why_not(model.highlight) if offer else None

    def _hand_key(self, index: int) -> None:
        v, viewer, offer = self.table.director.view, self.table.viewer, self.model.offer
        hand = v.seats[viewer].hand if v is not None and viewer is not None else None
        if not hand or index >= len(hand):
            return
        place = HandPlace(hand[index])
        self.model.highlight = place
        if offer is not None and self.table.director.idle and place in offer.choices():
            self.choose(place)

    # ------------------------------------------------------------------ the mouse
    def _spot_at(self, pos) -> Pointed:
        """What is under ``pos``: the row of choices first, then the table."""
        for place, rect in reversed(self.row_rects()):
            if rect.collidepoint(pos):
                return Pointed(place, place.card if isinstance(place, RowCard) else None)
        spot = self.table.geometry.hit(pos)
        return Pointed(spot.place, spot.card) if spot is not None else NOWHERE

    def _strip_button_at(self, pos) -> tuple[int | None] | None:
        """The strip's button at ``pos`` as a 1-tuple of whom it names (None: "No one"), or None."""
        if self.model.asking is None:
            return None
        return next(((who,) for who, rect in strip_rects(self.layout, self.model.strip_people)
                     if rect.collidepoint(pos)), None)

    def _button_at(self, pos) -> str | None:
        return button_at(self.layout, pos)

    def point(self, pos) -> None:
        """The mouse at ``pos``: what it points at, highlighted if it can be chosen, else why not."""
        model = self.model
        if pos != model.mouse:  # the mouse moved: it, not the look keys, says what the tooltip is about
            model.look = None
        model.mouse = pos
        model.hover_button = self._button_at(pos) or self._strip_button_at(pos)  # a name, or (whom,) on the strip
        model.hover = self._spot_at(pos)
        place = model.hover.place
        if model.counting() and place is not None:  # pointing at the table: the person is at work
            model.answer_hold = True
        if model.offer is None or place is None:
            return
        if place in model.offer.choices():
            model.highlight = place
            model.message = None
        else:
            model.message = model.offer.why_not(place)

    def repoint(self) -> None:
        """What the resting mouse is on now that the table has moved under it (a card played, a hand dealt):
        never a card that has left the place the mouse points at."""
        if self.model.mouse is not None:
            self.model.hover = self._spot_at(self.model.mouse)

    def click(self, pos, button: int) -> None:
        """A mouse button pressed at ``pos`` (canvas pixels)."""
        model = self.model
        table, turns = self.table, self.turns
        if button == 3:
            self._zoom(self._spot_at(pos).card)
            return
        if button != 1:
            return
        small = self._small_dungeon_at(pos)
        if small is not None and not (model.offer is not None and self._is_choice_at(pos)):
            self._zoom(None, small)
            return
        if not table.director.idle and self._button_at(pos) is None:
            table.director.finish()
            return
        name = self._button_at(pos)
        strip = self._strip_button_at(pos)
        if model.asking is not None and (strip is not None or name == "pass"):
            turns.strip_choose(strip[0] if strip is not None else None)
            return
        if model.counting() and name != "pass":
            model.answer_hold = True
        if name == "pass":
            self.choose(PASS)
        elif name == "hint":
            turns.ask_hint()
        elif name == "speed":
            table.presentation.cycle_speed()
        elif name == "menu":
            self.table.open_menu()
        elif self.layout.zone("discard").collidepoint(pos) and not (model.offer and self._is_choice_at(pos)):
            if table.director.view.discard:
                table.open_overlay(DiscardPile(table.presentation))
        else:
            place = self._spot_at(pos).place
            if place is not None and model.offer is not None:
                model.highlight = place
                self.choose(place)

    def _zoom(self, card: str | None, seat: int | None = None) -> None:
        """``seat``'s small dungeon brought forward, else ``card`` zoomed with its full text and why its numbers
        on the table differ from its face (neither: nothing)."""
        if seat is not None:
            self.table.open_overlay(BroughtForward(self.table.presentation, seat))
        elif card:
            d = self.table.director
            note = card_note(d.shown, d.view, card) if d.shown is not None else ""
            self.table.open_overlay(CardZoom(card, note))

    def _small_dungeon_at(self, pos) -> int | None:
        """The seat whose small dungeon (another seat's, in 3-4 players) is at ``pos``, or None."""
        v = self.table.director.view
        if v is None:
            return None
        for seat in range(v.players):
            if self.layout.card_size(seat) == "small" and self.layout.dungeon_area(seat).collidepoint(pos):
                return seat
        return None

    def _small_seat_of(self, place) -> int | None:
        """The seat of a place in a small dungeon (its Boss, a Room), or None."""
        if isinstance(place, (SeatPlace, RoomPlace)) and self.layout.card_size(place.seat) == "small":
            return place.seat
        return None

    def _is_choice_at(self, pos) -> bool:
        place = self._spot_at(pos).place
        return place is not None and place in self.model.offer.choices()

    def zoom_card(self) -> str | None:
        """The card under the mouse, else the highlighted one, else the card that asks, else the Hero in a
        dungeon."""
        model = self.model
        if model.hover.card:
            return model.hover.card
        if model.highlight is not None and self._card_of(model.highlight):
            return self._card_of(model.highlight)
        prompt = self.table.match.prompt() if model.offer is not None else None
        if prompt is not None and prompt.card:
            return prompt.card
        v = self.table.director.view
        walker = v.walker if v is not None else None
        return walker.hero if walker else None

    def _card_of(self, place) -> str | None:
        for spot in self.table.geometry.spots:
            if spot.place == place:
                return spot.card
        return card_of(place)
