"""The match moving on at the table: who acts, the bots, hints, the hand-off, autosave, the guide, the Spell
windows passed by themselves (smart stops, auto-pass) and the hot-seat "Any answer?" strip's timing. Nothing here
draws.

    turns = Turns(table, model, autosave=True, autoquit=False, guide=False)
    turns.update(dt)             # every frame, once the director has moved on: bots, offers, countdowns, notes
    turns.submit(step, action)   # one of Match.legal(), as the person or a bot decided it

A person is offered a decision (the model's ``offer``) once the director has shown every event; a bot's request
goes to the worker at once and its answer is submitted when it comes (an answer for an old step is dropped).
The decision at hand lives in the table's :class:`~scenes.table.model.TableModel`, which this updates and the
input and the HUD read; what is kept here is the machinery: the hand-off, the strip's rounds, the guide's notes.
"""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

from game import saves
from game.ai import BotRequest, bot_seed, think
from game.cards import CARDS
from game.match import HUMAN, StaleDecision
from game.rules import (
    SPELL_WINDOWS,
    Action,
    BuildRoom,
    CastSpell,
    Choose,
    Concede,
    DecisionKind,
    Pass,
    UseItem,
    same_round,
    still_asked,
    worth_a_stop,
)
from scenes.bots import BotError
from scenes.overlays.guide import GuideNote
from scenes.overlays.summary import Summary
from scenes.table.model import Hint, Table, TableModel
from scenes.table.offer import Offer

ANSWER_GUARD = 0.4
"""Seconds an "Any answer?" strip takes no key: a Space meant for the window before does not pass this one."""
GUIDE = {  # "{pass}": the key of that action, as the keymap says it (Keymap.fill)
    "discard": "Your aim: ten Souls win the game; five Wounds put you out. A Hero that dies in your dungeon gives "
               "you Souls, one that reaches your Boss a Wound. First keep your five best cards: pick two to "
               "discard, then {pass}.",
    "mulligan": "This hand holds four Advanced Rooms or four Rooms of one treasure: you may swap it for a new one "
                "with the Mulligan button (once), or keep it and discard two cards.",
    "danger": "Careful: one more Wound and you are out! A Hero is coming to your dungeon: make sure your Rooms "
              "kill it (a Spell may help), or it reaches your Boss.",
    "build": "Your Build turn. Pick a Room in your hand (click it, or press its number): every place it may go "
             "lights up. A new Room goes left of the others; an Advanced Room goes over a Room that shares one of "
             "its treasures. Then confirm with {choose} or {pass}.",
    "reveal": "The Rooms built face-down this turn are turned face-up: from now on their treasure and damage count.",
    "bait": "The Bait: each Hero in town goes to the dungeon with the most treasure of its type (the marks on the "
            "Heroes said where). A tie keeps the Hero in town for another turn.",
    "walk": "A Hero walks into your dungeon from the left, Room by Room, each Room hitting it for its damage. If its "
            "Health runs out it dies and you gain its Souls; if it reaches your Boss you take a Wound.",
    "spell": "A Spell window: a Spell you may cast now is lit in your hand. Cast it, or pass with {pass}.",
    "end": "End of the turn. Ten Souls win the game; five Wounds and a Boss is out. New Heroes come to town "
           "at the start of every turn.",
}
SEEN_AFTER = "end"
"""The note after which the guide has been seen: a whole turn explained, later games go without it."""
GUIDE_EVENTS = {"RoomRevealed": "reveal", "HeroEnteredRoom": "walk"}
GUIDE_PHASES = {"bait": "bait", "end": "end"}


class Verdict(NamedTuple):
    """What the "Any answer?" strip was told for a round of a hot-seat Spell window: the person who answers
    (their decision is handed to them), or None: no one. It holds for the people the round still asks (the
    others pass) until the round ends or anyone does more than pass."""

    answerer: int | None


def explained(match, step: int, action: Action) -> Hint:
    """The hint of ``action`` at ``step`` with its reason, from the view of the seat to act alone (R24)."""
    from game.hints import explain  # only once a hint is asked for: the table opens without it

    return Hint(step, action, explain(match.view(match.to_act), action) if step == match.step else None)


def hint_request(match) -> BotRequest:
    """The hard bot's request for the person to act: their view and legal actions only, the bot's seed."""
    seat = match.to_act
    return BotRequest(seat, "hard", bot_seed(match.setup.seed, match.step, seat), match.step,
                      match.view(seat), tuple(match.legal()))


class Turns:
    """The turn machinery of one table (see the module docstring); ``table`` is the scene that owns it and
    ``model`` its model, which this keeps up to date."""

    def __init__(self, table: Table, model: TableModel, *, autosave: bool, autoquit: bool, guide: bool) -> None:
        self.table = table
        self.model = model
        match = table.match
        humans = [s for s, kind in enumerate(match.seats) if kind == HUMAN]
        self.last_seen: dict[int, int] = {}  # person's seat -> events shown when they last had the screen
        self.handing_off = False
        self.autosave = autosave
        self.autoquit = autoquit
        self.asked_step = -1
        self.over_handled = False
        self.can_guide = len(humans) == 1  # the first-game notes are for one person at the screen
        self.guide = guide and self.can_guide  # the notes, each shown once a game
        self.noted: set[str] = set()
        self.guide_cursor = 0
        # hot-seat Spell windows (see the scene's docstring)
        self.verdict: Verdict | None = None  # the strip's answer, for the rest of its round
        self.asking_step = -1
        self.answering = -1  # the step at which the person asked chose to answer: no countdown for them
        self.strip_t = 0.0  # seconds the strip has shown

    @property
    def match(self):
        return self.table.match

    @property
    def director(self):
        return self.table.director

    @property
    def hot_seat(self) -> bool:
        return self.model.hot_seat

    # ------------------------------------------------------------------ every frame
    def update(self, dt: float) -> None:
        """Bots asked and answered, the next decision offered (or the end handled), countdowns, guide notes."""
        self._ask_bot()
        if self.director.idle and not self._noting():
            self.offer_or_end()
        self._count_down(dt)
        if self.guide and not self._noting() and not self.match.over:  # no note over the end of the game
            self._guide_note()

    def _noting(self) -> bool:
        """Is a note of the guide on screen (the table waits)?"""
        return self.table.overlay(GuideNote) is not None

    def _count_down(self, dt: float) -> None:
        """The hot-seat countdown of a Spell window: the strip's, or the person's own; it stands still while
        an overlay is open, an animation plays, or (their own) once they started doing something."""
        model = self.model
        if self.table.overlay_open() or not self.director.idle:
            return
        if model.asking is not None:
            self.strip_t += dt
            if model.answer_left is None:  # "until Space"
                return
        elif model.answer_left is None or model.offer is None or model.answer_hold or model.pending is not None:
            return
        model.answer_left -= dt
        if model.answer_left > 0:
            return
        if model.asking is not None:
            self._settle_strip(None)  # the time ran out: no one answers this round
        else:
            self.submit(model.offer_step, next(a for a in model.offer.legal if isinstance(a, Pass)))

    def _guide_note(self) -> None:
        """The guide's next note, once its moment has been shown (each note once a game)."""
        events = self.match.events
        for i in range(self.guide_cursor, self.director.cursor):
            e = events[i]
            name = type(e).__name__
            topic = GUIDE_EVENTS.get(name) or (GUIDE_PHASES.get(e.phase) if name == "PhaseStarted" else None)
            if name == "HeroEnteredRoom" and e.seat != self.table.viewer:
                topic = None
            if name == "HeroLured" and e.seat == self.table.viewer and self._wounds() >= 4:
                topic = "danger"
            if topic and topic not in self.noted:
                self.guide_cursor = i + 1
                self._show_note(topic)
                return
        self.guide_cursor = self.director.cursor
        offer = self.model.offer
        if offer is not None:
            legal = offer.legal
            if offer.discarding:
                self._show_note("discard")
                if any(isinstance(a, Choose) for a in legal):
                    self._show_note("mulligan")
            elif any(isinstance(a, BuildRoom) for a in legal):
                self._show_note("build")
            elif any(isinstance(a, CastSpell) for a in legal):
                self._show_note("spell")

    def _show_note(self, topic: str) -> None:
        """The guide's note on ``topic``, unless it was shown this game (one note at a time: a second waits
        for the next frame that asks for it). Its last note (the end of a turn) means the guide has been seen:
        the table's ``on_guide_seen()`` is called, so that later games go without it."""
        if topic not in self.noted and not self._noting():
            self.noted.add(topic)
            self.table.open_overlay(GuideNote(self.table.keymap.fill(GUIDE[topic]), on_stop=self.stop_guide))
            if topic == SEEN_AFTER and self.table.on_guide_seen is not None:
                self.table.on_guide_seen()

    def taken_up(self) -> None:
        """The game was taken up again, shown as it stands at once: the guide speaks of what happens from now on."""
        self.guide_cursor = self.director.cursor

    def set_guide(self, on: bool) -> None:
        """Turn the guide's notes on or off in this game (the setting changed): on, they speak of what
        happens from now on."""
        if on and self.can_guide and not self.guide:
            self.guide_cursor = self.director.cursor
        self.guide = on and self.can_guide

    def stop_guide(self) -> None:
        """No more notes, in this game or later ones (the person said so on a note)."""
        self.guide = False
        if self.table.on_guide_seen is not None:
            self.table.on_guide_seen()

    def _wounds(self) -> int:
        """The Wounds of the person on screen, as the table shows them."""
        v = self.director.view
        return sum(CARDS.get(h).souls for h in v.seats[self.table.viewer].wounds) if v is not None else 0

    def _ask_bot(self) -> None:
        m, bots, model = self.match, self.table.bots, self.model
        if bots is not None and model.hint is not None and model.hint.action is None and model.hint.step == m.step:
            answer = bots.poll()
            if answer is not None:
                model.hint = explained(m, *answer)
        if bots is None or m.over or m.seats[m.to_act] == HUMAN:
            return
        if self.asked_step != m.step:
            bots.ask(m.bot_request())
            self.asked_step = m.step
        try:
            answer = bots.poll()
        except BotError as exc:  # never seen in play; the game goes on with the simplest bot
            failed = f"The {m.seats[m.to_act]} bot failed ({exc}); the greedy bot made this move."
            self.submit(m.step, think(dataclasses.replace(m.bot_request(), bot="greedy")))
            self.model.message = failed
            return
        if answer is not None:
            self.submit(*answer)

    def offer_or_end(self) -> None:
        """The decision of the person on screen offered (or handed off, or asked on the strip, or auto-passed);
        at the end of the game, ``on_over`` once."""
        m, table = self.match, self.table
        if m.over:
            if self.hot_seat and table.viewer is not None:
                self._go_public()  # everyone looks at the end of the game
            if not self.over_handled:
                self.over_handled = True
                if table.on_over is not None:
                    table.on_over(table)
                if self.autoquit:
                    table.stack.clear()
            return
        seat = m.to_act
        if m.seats[seat] != HUMAN or self.model.offer_step == m.step or self.handing_off:
            return
        if self.model.asking is not None and self.asking_step == m.step:
            return
        self.model.asking = None
        answer = self.hot_seat and self._is_answer(seat)
        if answer and self.verdict is not None and self.answering != m.step:
            if self.verdict.answerer != seat:  # the strip said someone else answers this round, or no one
                self._pass_for(seat)
                return
            self.answering = m.step  # the one who said they answer: their window, without a countdown
        if answer and self.answering != m.step and (seat != table.viewer or self._people_asked() != (seat,)):
            self._ask_publicly(seat)  # everyone at once, on one strip (the person on screen too, unless alone)
            return
        if seat != table.viewer:
            self._hand_off(seat)
            return
        legal = m.legal()
        if answer or (self.hot_seat and m.prompt().kind in SPELL_WINDOWS):
            pass  # what a hot-seat person's hand can do in a Spell window never shows in how the screen goes on
        elif legal == [Pass(seat)] or (not self.hot_seat and self._passes_by_itself(legal)):
            self.submit(m.step, legal[-1])
            return
        self.model.offer_decision(Offer(legal, m.view(seat)), m.step,
                                  self.answer_seconds() if answer and self.answering != m.step else None)

    def _is_answer(self, seat: int) -> bool:
        """Is the decision of ``seat`` a Spell window in which it answers: any but its own Build turn?"""
        kind = self.match.prompt().kind
        return kind in SPELL_WINDOWS and not (kind == DecisionKind.BUILD and self.match.state.active == seat)

    def answer_seconds(self) -> float | None:
        """How long a hot-seat Spell window waits for an answer (None: until Space)."""
        answer_time = self.table.settings.answer_time
        return float(answer_time) if answer_time else None

    def _people_asked(self) -> tuple[int, ...]:
        """The people the Spell window asking now asks in this round, the one asked now first (public facts:
        who holds Spell cards, whose Rooms could be used)."""
        m = self.match
        return tuple(s for s in still_asked(m.state) if m.seats[s] == HUMAN)

    def _ask_publicly(self, seat: int) -> None:
        """A hot-seat Spell window: the table turns to nobody's hand and the "Any answer?" strip asks every
        person of the round at once, with one countdown."""
        if self.table.viewer is not None:
            self._go_public()
        self.asking_step = self.match.step
        self.model.ask_on_strip(seat, self._people_asked() or (seat,), self.answer_seconds())
        self.strip_t = 0.0

    def strip_choose(self, answerer: int | None) -> None:
        """The strip told who answers this round (a seat of :attr:`strip_people`), or None: no one. The person
        the match asks now gets the hand-off if it is them, else passes; the round's other people are passed
        for as it asks them, but the one who answers."""
        seat = self.model.asking
        if seat is None or self.strip_t < ANSWER_GUARD or (
                answerer is not None and answerer not in self.model.strip_people):
            return
        self._settle_strip(answerer)

    def _settle_strip(self, answerer: int | None) -> None:
        """The strip's round is told: ``answerer`` answers (None: no one)."""
        seat = self.model.asking
        self.verdict = Verdict(answerer)
        self.model.end_countdown()
        if answerer == seat:
            self.answering = self.match.step
            self._hand_off(seat)
        else:
            self._pass_for(seat)

    def people_playing(self) -> list[int]:
        """The seats of people still in the game (not out, not conceded)."""
        m = self.match
        return [s for s, p in enumerate(m.state.seats) if m.seats[s] == HUMAN and not (p.out or p.conceded)]

    def concede(self, seat: int) -> None:
        """``seat`` gives up; the game goes on without it (in hot-seat, from nobody's hand)."""
        self.match.submit(Concede(seat))
        self.model.asking = None
        self.verdict = None
        if self.hot_seat and self.table.viewer is not None:
            self._go_public()
        else:
            self._forget_the_person()

    def _pass_for(self, seat: int) -> None:
        m = self.match
        self.submit(m.step, next(a for a in m.legal() if isinstance(a, Pass)))

    def _go_public(self) -> None:
        """Nobody's hand on screen from now on: the table, the log and every text as a spectator sees them."""
        table = self.table
        self.last_seen[table.viewer] = self.director.cursor
        table.presentation.set_viewer(None, turn=False)  # the table stays turned as it was
        self._forget_the_person()

    def _forget_the_person(self) -> None:
        """What the person leaving the screen was doing or looking at: none of it is kept for the next."""
        self.model.forget_the_person()
        self.table.close_overlays()

    def _passes_by_itself(self, legal) -> bool:
        """One person and bots: is this Spell window passed for them? With auto-pass, one with nothing to cast
        or build; after the pass-every-window key, any until their next decision; else, unless the settings
        say "Stop at every Spell window", one where nothing they may do could change anything now
        (:func:`game.rules.worth_a_stop`). Their own Build turn is a decision, never passed by itself."""
        m = self.match
        seat = m.to_act
        if Pass(seat) not in legal:
            return False
        if self.model.auto_pass and self._nothing_to_play(legal):
            return True
        if not self._is_answer(seat):
            return False
        return self.model.passing_windows or (not self.table.settings.stop_every_window
                                        and not worth_a_stop(m.view(seat), legal))

    def pass_windows(self) -> None:
        """The pass-every-window key (one person and bots): this Spell window and every one after it pass,
        until the person's next decision."""
        m, model = self.match, self.model
        if self.hot_seat or m.over:
            return
        model.passing_windows = True
        if model.offer is not None and model.pending is None and m.to_act == self.table.viewer \
                and self._is_answer(m.to_act) and Pass(m.to_act) in model.offer.legal:
            self.submit(model.offer_step, Pass(m.to_act))

    def _nothing_to_play(self, legal) -> bool:
        """For auto-pass: a Spell window in which no Spell can be cast, no Item's Boss ability used (R29: like a
        Spell) and no Room built (a Room's ability alone does not hold the game up)."""
        return self.match.prompt().kind in SPELL_WINDOWS and Pass(self.match.to_act) in legal \
            and not any(isinstance(a, (CastSpell, UseItem, BuildRoom)) for a in legal)

    def _hand_off(self, seat: int) -> None:
        """Another person must decide: cover the table until they say they are ready, then turn it to them."""
        from scenes.menus.handoff import HandoffScene

        if self.table.viewer is not None:
            self.last_seen[self.table.viewer] = self.director.cursor
        self.handing_off = True
        self._forget_the_person()
        boss = self.match.state.seats[seat].boss
        self.table.stack.push(HandoffScene(self.match.name(seat), CARDS.get(boss).name if boss else None,
                                           lambda: self._turn_to(seat), self.table.open_menu))

    def _turn_to(self, seat: int) -> None:
        """The table as ``seat`` sees it, with what happened since they last looked."""
        self.handing_off = False
        self.table.presentation.set_viewer(seat)
        self._forget_the_person()
        summary = self.director.lines_since(self.last_seen[seat])[-14:] if seat in self.last_seen else []
        if summary:
            self.table.open_overlay(Summary(self.match.name(seat), summary))

    def submit(self, step: int, action) -> None:
        """``action`` submitted at ``step`` (dropped if the match has moved on), then autosaved."""
        before = self.match.state
        try:
            self.match.submit(action, at_step=step)
        except StaleDecision:
            return
        if self.verdict is not None and not (isinstance(action, Pass) and same_round(before, self.match.state)):
            self.verdict = None  # the strip's round is over
        self.model.decided()
        if self.autosave:
            try:
                saves.save(self.match, saves.autosave_path())
            except OSError as exc:
                self.model.message = f"Autosave failed: {exc.strerror or exc}"

    def ask_hint(self) -> None:
        """What the hard bot would do here, from this person's view only; shown, not done."""
        m, bots, model = self.match, self.table.bots, self.model
        if model.offer is None or model.hint is not None or m.to_act != self.table.viewer \
                or m.seats[m.to_act] != HUMAN:
            return
        request = hint_request(m)
        model.hint = Hint(request.step, None)
        if bots is not None:
            bots.ask(request)
        else:
            model.hint = explained(m, request.step, think(request))

    # ------------------------------------------------------------------ questions the input asks
    def awaits_viewer(self) -> bool:
        """Does the match wait for the person on screen (the animations still showing what led there)?"""
        m = self.match
        return not m.over and m.to_act == self.table.viewer and m.seats[m.to_act] == HUMAN and not self.handing_off
