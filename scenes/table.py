"""The table: a match drawn as the viewer sees it, its events played by the director, its decisions
made by mouse and keys, bots thinking in a worker process.

    TableScene(match, speed=2, bots=BotWorker(), sound=Sound(), on_over=show_game_over)

Every decision comes from ``Match.legal()`` through an :class:`~scenes.offer.Offer`; the scene never
builds an Action, and never waits: a person is offered a decision once the director has shown every
event, while a bot's request goes to the worker at once and its answer is submitted when it comes
(an answer for an old step is dropped).

A table opened on a game already under way (Continue, Load: decisions were made) shows it as it stands at
once: the director folds every event so far without animations (their log lines written), and only what
happens from then on is animated.

Keys (DESIGN.md): Tab / Shift+Tab and the arrows move the highlight over what can be chosen; Enter
chooses; Space passes or confirms Done, and finishes the animation playing (held: fast-forward); Esc
backs out of a half-made choice, else opens the menu; 1-9, 0, - and = pick hand cards; Z zooms the highlighted card;
a click on another seat's small dungeon (or Z on its highlighted Boss or Room) brings it forward, full size;
S changes the speed; A toggles auto-pass; F1 shows the keys; F11 (the app) fullscreen.

Hot-seat (two or more people at one screen): the table shows one person's hand at a time, and a hand-off
screen comes before another person's decision. ``viewer`` is the person whose hand is on screen, or None:
nobody's, the table as a spectator sees it. So that nobody, person or bot, can tell a castable hand from a
dead one, a person's Spell window ("build" when answering another's Build turn, "adventure", "respond")
never depends on what their hand can do:

- the person on screen sees their window with a countdown (the setting ``answer_time``); it passes by itself
  when the time runs out, unless they have started doing something (a key, a click, pointing at the table);
  Space passes at once. Their own Build turn never passes by itself; auto-pass is off;
- another person's window hands nothing off: the table turns to nobody's hand and an "Any answer?" strip
  names the person asked, with the same countdown and two buttons, "<name> answers" (Enter: the hand-off to
  them, who may then cast or pass at leisure) and "No one" (Space, or the time running out: they pass).
  The table stays nobody's until the next decision that is not such an answer, which hands off as ever.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import NamedTuple

import pygame

from game import saves
from game.ai import BotRequest, bot_seed, think
from game.cards import CARDS
from game.match import HUMAN, StaleDecision
from game.rules import BuildRoom, CastSpell, Choose, Concede, Discard, Pass
from game.settings import Settings
from scenes.art.kit import art
from scenes.art.palette import BONE, GOLD, INK, RGB, SHADOW
from scenes.board import Board, Marks, seat_name
from scenes.bots import BotError
from scenes.director import SPEEDS, Director
from scenes.keys import HAND_ACTIONS, HAND_KEYS, key_word
from scenes.layout import TableLayout
from scenes.offer import PASS, Offer, places_of
from scenes.stack import Scene
from scenes.table_parts import LogPanel, see_through

GREY, RED = RGB["s"], RGB["r"]
PHASES = {"setup": "Setup", "beginning": "Beginning", "build": "Build", "bait": "Bait", "adventure": "Adventure",
          "end": "End of turn"}
SPELL_WINDOWS = ("build", "adventure", "respond")
ANSWER_GUARD = 0.4
"""Seconds an "Any answer?" strip takes no key: a Space meant for the window before does not pass this one."""
STRIP_BUTTONS = ("answer", "none")
def key_help(keymap) -> str:
    """The key reminder on the prompt's last line, in the keymap's keys: "Tab Enter Space Esc  H:hint F1"."""
    first = [keymap.describe(a).split(" / ")[0] for a in ("next", "choose", "pass", "back")]
    return f"{' '.join(k for k in first if k)}  {keymap.describe('hint').split(' / ')[0]}:hint " \
           f"{keymap.describe('help').split(' / ')[0]}"


HELP_ACTIONS = ("next", "previous", "left", "right", "up", "down", "choose", "pass", "back", "menu", "zoom",
                "hint", "speed", "autopass", "log_up", "log_down", "fullscreen", "help")
"""The actions the table's key help lists (the hand's numbers are one line)."""
LOG_KEPT = 22  # canvas pixels of the log a long prompt leaves uncovered (two lines)


def hand_key_labels(keymap) -> tuple[str, ...]:
    """The first key of each hand card's action, as its badge shows it ("" for none)."""
    return tuple(keymap.first(a) for a in HAND_ACTIONS)


def zoom_text(card: str) -> str:
    """The rules text the hover panel shows under a card ("" for a card without one)."""
    return getattr(CARDS.get(card), "text", "") or ""


class PromptPanel(NamedTuple):
    """The prompt panel of a frame: where it stands and the lines it shows (see ``TableScene.prompt_panel``)."""

    rect: pygame.Rect
    lines: tuple  # the question, wrapped
    colour: tuple
    message: tuple  # a why-not or an error, wrapped, in red at the bottom
    key_help: bool  # the key reminder on its last line
END_BUILD = "You could still build a Room. Pass again to end your Build turn without building."
GUIDE = {
    "discard": "Your aim: ten Souls win the game; five Wounds put you out. A Hero that dies in your dungeon gives "
               "you Souls, one that reaches your Boss a Wound. First keep your five best cards: pick two to "
               "discard, then Space.",
    "mulligan": "This hand holds four Advanced Rooms or four Rooms of one treasure: you may swap it for a new one "
                "with the Mulligan button (once), or keep it and discard two cards.",
    "danger": "Careful: one more Wound and you are out! A Hero is coming to your dungeon: make sure your Rooms "
              "kill it (a Spell may help), or it reaches your Boss.",
    "build": "Your Build turn. Pick a Room in your hand (click it, or press its number): every place it may go "
             "lights up. A new Room goes left of the others; an Advanced Room goes over a Room that shares one of "
             "its treasures. Then confirm with Enter or Space.",
    "reveal": "The Rooms built face-down this turn are turned face-up: from now on their treasure and damage count.",
    "bait": "The Bait: each Hero in town goes to the dungeon with the most treasure of its type (the marks on the "
            "Heroes said where). A tie keeps the Hero in town for another turn.",
    "walk": "A Hero walks into your dungeon from the left, Room by Room, each Room hitting it for its damage. If its "
            "Health runs out it dies and you gain its Souls; if it reaches your Boss you take a Wound.",
    "spell": "A Spell window: a Spell you may cast now is lit in your hand. Cast it, or pass with Space.",
    "end": "End of the turn. Ten Souls win the game; five Wounds and a Boss is out. New Heroes come to town "
           "at the start of every turn.",
}
GUIDE_EVENTS = {"RoomRevealed": "reveal", "HeroEnteredRoom": "walk"}
GUIDE_PHASES = {"bait": "bait", "end": "end"}
# the actions that act on the person's decision: pressed while animations still play, they show the decision
# at once and act on it rather than being dropped
DECIDING = frozenset({"next", "previous", "left", "right", "up", "down", "choose"})
MODIFIERS = (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT)
ROW_STEP = 68
ZOOM_FACE_KEPT = 62  # a 1x card's title and picture: what a rules text under it in the zoom never covers


def seat_boss(v, seat: int) -> str:
    """A seat by its Boss's name, as the log names it."""
    return CARDS.get(v.seats[seat].boss).name


def hint_request(match) -> BotRequest:
    """The hard bot's request for the person to act: their view and legal actions only, the bot's seed."""
    seat = match.to_act
    return BotRequest(seat, "hard", bot_seed(match.setup.seed, match.step, seat), match.step,
                      match.view(seat), tuple(match.legal()))


def speed_label(speed) -> str:
    return ">>" if speed == "instant" else f"x{speed}"


class TableScene(Scene):
    """One match on the table; see the module docstring."""

    def __init__(self, match, *, viewer: int | None = None, speed=1, bots=None, sound=None,
                 on_over: Callable | None = None, on_title: Callable | None = None, on_menu: Callable | None = None,
                 autoquit: bool = False, autosave: bool = True, auto_pass: bool | None = None,
                 settings: Settings | None = None, guide: bool = False) -> None:
        self.match = match
        humans = [s for s, kind in enumerate(match.seats) if kind == HUMAN]
        self.hot_seat = len(humans) > 1  # people take turns at this screen: a hand-off between them
        self.viewer = viewer if viewer is not None or self.hot_seat else (humans[0] if humans else None)
        self.last_seen: dict[int, int] = {}  # person's seat -> events shown when they last had the screen
        self.summary: list[str] = []  # what happened since the person on screen last looked
        self.handing_off = False
        self.speed = speed
        self.bots = bots
        self.sound = sound
        self.on_over = on_over
        self.on_title = on_title
        self.on_menu = on_menu
        self.settings = settings or Settings()
        self.autoquit = autoquit
        self.autosave = autosave
        self.auto_pass = self.settings.auto_pass if auto_pass is None else auto_pass
        self.offer: Offer | None = None
        self.offer_step = -1
        self.asked_step = -1
        self.highlight: tuple | None = None
        self.hover = None  # the Spot under the mouse
        self.hover_button: str | None = None
        self.message: str | None = None  # why a pointed place cannot be chosen, an error
        self.pinned: str | None = None  # a card zoomed with its full text
        self.browsing = False  # the discard pile laid out
        self.looking: int | None = None  # the seat whose small dungeon is brought forward, at full size
        self.help = False
        self.hurry = False
        self.over_handled = False
        self.pending = None  # a build or Spell made, waiting for Confirm (Esc takes it back)
        self.guide = guide and len(humans) == 1  # the first-game notes, each shown once, for one person
        self.note: str | None = None  # the guide's note on screen
        self.noted: set[str] = set()
        self._guide_cursor = 0
        self.hint: tuple | None = None  # (step, action or None while the hard bot thinks)
        # hot-seat Spell windows (see the module docstring)
        self.asking: int | None = None  # the person asked on the "Any answer?" strip, while it shows
        self.asking_step = -1
        self.answering = -1  # the step at which the person asked chose to answer: no countdown for them
        self.answer_left: float | None = None  # seconds before the strip or the person's window passes
        self.answer_hold = False  # the person on screen started doing something: their window waits
        self.strip_t = 0.0  # seconds the strip has shown
        self.strip_focus = "answer"  # the strip's highlighted button

    # ------------------------------------------------------------------ lifecycle
    def enter(self, stack) -> None:
        self.faces, self.sprites, self.font = art()
        self.log_panel = LogPanel(self.font)
        self.board = Board(TableLayout(self.match.setup.players, self.viewer), self.faces, self.sprites, self.font)
        self.board.letters = self.settings.colour_blind
        self.board.hand_keys = hand_key_labels(stack.keymap)
        self.director = Director(self.match, self.viewer, self.board, self.sound, self.speed)
        if self.match.actions:  # a game taken up again (Continue, Load): it stands as it was left at once
            self.director.catch_up()
            self._guide_cursor = self.director.cursor
        if self.sound is not None:
            self.sound.start_music()

    def exit(self) -> None:
        if self.sound is not None:
            self.sound.stop_music()

    @property
    def layout(self) -> TableLayout:
        return self.board.layout

    # ------------------------------------------------------------------ the game moving on
    def update(self, dt: float) -> None:
        if self.note is None:
            self.director.update(dt, hurry=self.hurry)
        self._ask_bot()
        if self.director.idle and self.note is None:
            self._offer_or_end()
        self._count_down(dt)
        if self.guide and self.note is None:
            self._guide_note()

    def _count_down(self, dt: float) -> None:
        """The hot-seat countdown of a Spell window: the strip's, or the person's own; it stands still while
        an overlay is open, an animation plays, or (their own) once they started doing something."""
        if self._overlay_open() or not self.director.idle:
            return
        if self.asking is not None:
            self.strip_t += dt
            if self.answer_left is None:  # "until Space"
                return
        elif self.answer_left is None or self.offer is None or self.answer_hold or self.pending is not None:
            return
        self.answer_left -= dt
        if self.answer_left > 0:
            return
        if self.asking is not None:
            self._pass_for(self.asking)
        else:
            self._submit(self.offer_step, next(a for a in self.offer.legal if isinstance(a, Pass)))

    def _guide_note(self) -> None:
        """The guide's next note, once its moment has been shown (each note once a game)."""
        events = self.match.events
        for i in range(self._guide_cursor, self.director.cursor):
            e = events[i]
            name = type(e).__name__
            topic = GUIDE_EVENTS.get(name) or (GUIDE_PHASES.get(e.phase) if name == "PhaseStarted" else None)
            if name == "HeroEnteredRoom" and e.seat != self.viewer:
                topic = None
            if name == "HeroLured" and e.seat == self.viewer and self._wounds() >= 4:
                topic = "danger"
            if topic and topic not in self.noted:
                self._guide_cursor = i + 1
                self._show_note(topic)
                return
        self._guide_cursor = self.director.cursor
        if self.offer is not None:
            legal = self.offer.legal
            if self.offer.discarding:
                self._show_note("discard")
                if any(isinstance(a, Choose) for a in legal):
                    self._show_note("mulligan")
            elif any(isinstance(a, BuildRoom) for a in legal):
                self._show_note("build")
            elif any(isinstance(a, CastSpell) for a in legal):
                self._show_note("spell")

    def _show_note(self, topic: str) -> None:
        """The guide's note on ``topic``, unless it was shown this game (one note at a time: a second waits
        for the next frame that asks for it)."""
        if topic not in self.noted and self.note is None:
            self.noted.add(topic)
            self.note = GUIDE[topic]

    def _wounds(self) -> int:
        """The Wounds of the person on screen, as the table shows them."""
        v = self.director.view
        return sum(CARDS.get(h).souls for h in v.seats[self.viewer].wounds) if v is not None else 0

    def _keep_highlight_on_a_choice(self) -> None:
        """After the table is drawn (its places known): the highlight is on something that can be chosen."""
        choices = self._ordered_choices()
        if choices and self.highlight not in choices:
            self.highlight = choices[0]

    def _ask_bot(self) -> None:
        m = self.match
        if self.bots is not None and self.hint is not None and self.hint[1] is None and self.hint[0] == m.step:
            answer = self.bots.poll()
            if answer is not None:
                self.hint = answer
        if self.bots is None or m.over or m.seats[m.to_act] == HUMAN:
            return
        if self.asked_step != m.step:
            self.bots.ask(m.bot_request())
            self.asked_step = m.step
        try:
            answer = self.bots.poll()
        except BotError as exc:  # never seen in play; the game goes on with the simplest bot
            failed = f"The {m.seats[m.to_act]} bot failed ({exc}); the greedy bot made this move."
            self._submit(m.step, think(dataclasses.replace(m.bot_request(), bot="greedy")))
            self.message = failed
            return
        if answer is not None:
            self._submit(*answer)

    def _offer_or_end(self) -> None:
        m = self.match
        if m.over:
            if self.hot_seat and self.viewer is not None:
                self._go_public()  # everyone looks at the end of the game
            if not self.over_handled:
                self.over_handled = True
                if self.on_over is not None:
                    self.on_over(self)
                if self.autoquit:
                    self.stack.clear()
            return
        seat = m.to_act
        if m.seats[seat] != HUMAN or self.offer_step == m.step or self.handing_off:
            return
        if self.asking is not None and self.asking_step == m.step:
            return
        self.asking = None
        answer = self.hot_seat and self._is_answer(seat)
        if seat != self.viewer:
            if answer and self.answering != m.step:
                self._ask_publicly(seat)
            else:
                self._hand_off(seat)
            return
        legal = m.legal()
        if answer or (self.hot_seat and m.prompt().kind in SPELL_WINDOWS):
            pass  # what a hot-seat person's hand can do in a Spell window never shows in how the screen goes on
        elif legal == [Pass(seat)] or (self.auto_pass and not self.hot_seat and self._nothing_to_play(legal)):
            self._submit(m.step, legal[-1])
            return
        self.offer = Offer(legal, m.view(seat))
        self.offer_step = m.step
        self.highlight = None
        self.answer_hold = False
        self.answer_left = self._answer_seconds() if answer and self.answering != m.step else None

    def _is_answer(self, seat: int) -> bool:
        """Is the decision of ``seat`` a Spell window in which it answers: any but its own Build turn?"""
        kind = self.match.prompt().kind
        return kind in SPELL_WINDOWS and not (kind == "build" and self.match.state.active == seat)

    def _answer_seconds(self) -> float | None:
        """How long a hot-seat Spell window waits for an answer (None: until Space)."""
        return float(self.settings.answer_time) if self.settings.answer_time else None

    def _ask_publicly(self, seat: int) -> None:
        """Another person's Spell window: the table turns to nobody's hand and the "Any answer?" strip names
        them."""
        if self.viewer is not None:
            self._go_public()
        self.asking, self.asking_step = seat, self.match.step
        self.answer_left = self._answer_seconds()
        self.strip_t = 0.0
        self.strip_focus = "answer"

    def _strip_choose(self, button: str) -> None:
        """"<name> answers": the hand-off to them; "No one": they pass."""
        seat = self.asking
        if seat is None or self.strip_t < ANSWER_GUARD:
            return
        if button == "answer":
            self.answering = self.match.step
            self.asking = None
            self.answer_left = None
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
        self.asking = None
        if self.hot_seat and self.viewer is not None:
            self._go_public()
        else:
            self._forget_the_person()

    def _pass_for(self, seat: int) -> None:
        m = self.match
        self._submit(m.step, next(a for a in m.legal() if isinstance(a, Pass)))

    def _go_public(self) -> None:
        """Nobody's hand on screen from now on: the table, the log and every text as a spectator sees them."""
        self.last_seen[self.viewer] = self.director.cursor
        self.viewer = None
        self.director.set_viewer(None)
        self._forget_the_person()

    def _forget_the_person(self) -> None:
        """What the person leaving the screen was doing or looking at: none of it is kept for the next."""
        self.offer = None
        self.pending = None
        self.hint = None
        self.highlight = None
        self.hover = None
        self.message = None
        self._close_overlays()
        self.log_panel.scroll = 0

    def _nothing_to_play(self, legal) -> bool:
        """For auto-pass: a Spell window in which no Spell can be cast and no Room built (a Room's ability
        alone does not hold the game up)."""
        return self.match.prompt().kind in SPELL_WINDOWS and Pass(self.match.to_act) in legal \
            and not any(isinstance(a, (CastSpell, BuildRoom)) for a in legal)

    def _hand_off(self, seat: int) -> None:
        """Another person must decide: cover the table until they say they are ready, then turn it to them."""
        from game.cards import CARDS
        from scenes.handoff import HandoffScene

        if self.viewer is not None:
            self.last_seen[self.viewer] = self.director.cursor
        self.handing_off = True
        self._forget_the_person()
        boss = self.match.state.seats[seat].boss
        self.stack.push(HandoffScene(self.match.name(seat), CARDS.get(boss).name if boss else None,
                                     lambda: self._turn_to(seat)))

    def _turn_to(self, seat: int) -> None:
        """The table as ``seat`` sees it, with what happened since they last looked."""
        self.handing_off = False
        self.viewer = seat
        self.board.layout = TableLayout(self.match.setup.players, seat)
        self.director.set_viewer(seat)
        self._forget_the_person()
        self.summary = self.director.lines_since(self.last_seen[seat])[-14:] if seat in self.last_seen else []

    def _submit(self, step: int, action) -> None:
        try:
            self.match.submit(action, at_step=step)
        except StaleDecision:
            return
        self.offer = None
        self.pending = None
        self.hint = None
        self.highlight = None
        self.message = None
        self.asking = None
        self.answer_left = None
        if self.autosave:
            try:
                saves.save(self.match, saves.autosave_path())
            except OSError as exc:
                self.message = f"Autosave failed: {exc.strerror or exc}"

    def _choose(self, place) -> None:
        """Pick ``place`` in the offer. A build or a Spell it completes waits for Confirm (Enter or Space;
        Esc takes it back); another action is submitted at once. Passing a Build turn with a Room that could
        be built asks once more, if the settings say so."""
        if self.offer is None:
            return
        if self.pending is not None:
            if place == PASS or place == self.highlight:
                self._confirm()
            return
        if place == PASS:
            action = self.offer.done() or self.offer.pass_action
            if action is not None and self._ask_before_passing(action):
                return
        else:
            action = self.offer.pick(place)
            if self.message == END_BUILD:  # the person has gone on to build or cast after all
                self.message = None
        if action is None:
            return
        if isinstance(action, (BuildRoom, CastSpell)):
            self.pending = action
            self.highlight = PASS
            return
        self._confirm(action)

    def _ask_before_passing(self, action) -> bool:
        """True if this Pass ends a Build turn without building and must be said twice (settings)."""
        if not (isinstance(action, Pass) and self.settings.confirm_end_build and self.match.prompt().kind == "build"
                and any(isinstance(a, BuildRoom) for a in self.offer.legal)):
            return False
        if self.message == END_BUILD:
            return False
        self.message = END_BUILD
        return True

    def _confirm(self, action=None) -> None:
        action = action or self.pending
        self.pending = None
        if self.sound is not None:
            self.sound.play("click")
        self._submit(self.offer_step, action)

    def _take_back(self) -> bool:
        """Esc: the build or Spell waiting for Confirm, then the picks, are taken back one by one."""
        if self.pending is not None:
            self.pending = None
            return True
        return self.offer is not None and self.offer.back()

    def ask_hint(self) -> None:
        """What the hard bot would do here, from this person's view only; shown, not done."""
        if self.offer is None or self.hint is not None or self.match.to_act != self.viewer \
                or self.match.seats[self.match.to_act] != HUMAN:
            return
        request = hint_request(self.match)
        self.hint = (request.step, None)
        if self.bots is not None:
            self.bots.ask(request)
        else:
            self.hint = (request.step, think(request))

    # ------------------------------------------------------------------ what may be chosen, in screen order
    def _row_places(self) -> list:
        if self.offer is None:
            return []
        return [p for p in self.offer.choices() if p[0] in ("card", "option")]

    def _row_rects(self) -> list[tuple[tuple, pygame.Rect]]:
        places = self._row_places()
        if not places:
            return []
        town = self.layout.zone("town")
        width = self.layout.zone("hand").w
        step = min(ROW_STEP, (width - 64) // max(1, len(places) - 1)) if len(places) > 1 else 0
        total = step * (len(places) - 1) + 64
        x0 = town.x + max(0, (width - total) // 2)
        out = []
        for i, place in enumerate(places):
            if place[0] == "card":
                out.append((place, pygame.Rect(x0 + i * step, town.y + 2, 64, 88)))
            else:
                out.append((place, pygame.Rect(x0 + i * step, town.centery - 10, 64, 20)))
        return out

    def _place_rects(self) -> dict:
        rects = {}
        for spot in self.board.spots:
            if spot.place is not None:
                rects[spot.place] = spot.rect
        for place, rect in self._row_rects():
            rects[place] = rect
        rects[PASS] = self.layout.zone("button.pass")
        return rects

    def _ordered_choices(self) -> list:
        if self.offer is None:
            return []
        rects = self._place_rects()
        choices = [p for p in self.offer.choices() if p in rects and p != PASS]
        if self._pass_words():  # Pass, or Done once the picks spell out an action
            choices.append(PASS)
        return sorted(choices, key=lambda p: (rects[p].y // 40, rects[p].x))

    def _pass_words(self) -> str | None:
        """The label of the Pass / Done / Confirm button now, or None when it does nothing."""
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
            return {"mulligan": "Keep", "opening_discard": "Done"}.get(self.match.prompt().kind, "Pass")
        return None

    # ------------------------------------------------------------------ input
    def handle_event(self, event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERAXISMOTION):
            self._key(event)
        elif event.type == pygame.KEYUP and "pass" in self.keymap.actions_for(
                pygame.event.Event(pygame.KEYDOWN, key=event.key, mod=getattr(event, "mod", 0))):
            self.hurry = False
        elif event.type == pygame.CONTROLLERBUTTONUP:
            self.hurry = False
        elif event.type == pygame.MOUSEMOTION:
            self._point(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._click(event.pos, event.button)
        elif event.type == pygame.MOUSEWHEEL:
            self.log_panel.scroll_by(event.y)
        return True

    def _awaits_viewer(self) -> bool:
        """Does the match wait for the person on screen (the animations still showing what led there)?"""
        m = self.match
        return not m.over and m.to_act == self.viewer and m.seats[m.to_act] == HUMAN and not self.handing_off

    def _overlay_open(self) -> bool:
        return bool(self.pinned or self.browsing or self.help or self.summary or self.note
                    or self.looking is not None)

    def _close_overlays(self) -> None:
        self.pinned, self.browsing, self.help, self.summary, self.note = None, False, False, [], None
        self.looking = None

    def _key(self, event) -> None:
        """A key or controller event, read as the keymap's named actions."""
        act = self.actions(event)
        modifier = event.type == pygame.KEYDOWN and event.key in MODIFIERS
        if self.looking is not None and act & {"next", "previous", "left", "right"}:
            self.looking = self._small_seat_after(self.looking, -1 if act & {"previous", "left"} else 1)
            return
        if self._overlay_open():
            if not modifier and (act or event.type != pygame.CONTROLLERAXISMOTION):
                self._close_overlays()
            return
        if self.asking is not None and self._strip_key(act):
            return
        if self._counting() and not modifier and "pass" not in act and (act or event.type == pygame.KEYDOWN):
            self.answer_hold = True
        hands = sorted(a for a in act if a.startswith("hand_"))
        if self.offer is None and not self.director.idle and (hands or act & DECIDING) and self._awaits_viewer():
            self.director.catch_up()  # a key for the decision behind the animations: show it now, and take the key
            self._offer_or_end()
        if "pass" in act:
            if not self.director.idle:
                self.director.finish()
                self.hurry = True
            else:
                self._choose(PASS)
        elif act & {"next", "previous", "left", "right", "up", "down"}:
            self._move_highlight(-1 if act & {"previous", "left", "up"} else 1)
        elif "choose" in act:
            if self.highlight is not None and self.director.idle:
                self._choose(self.highlight)
        elif "back" in act:
            if self._take_back():
                self.highlight = None
            else:
                self._open_menu()
        elif "menu" in act:
            self._open_menu()
        elif "hint" in act:
            self.ask_hint()
        elif hands:
            self._hand_key(int(hands[0][5:]) - 1)
        elif "zoom" in act:
            aimed = self.highlight or (self.hover[0] if self.hover else None)
            self.looking = self._small_seat_of(aimed) if aimed else self._small_seat_after(None, 1)
            if self.looking is None:
                self.pinned = self._zoom_card()
        elif "speed" in act:
            self.cycle_speed()
        elif "autopass" in act:
            self.auto_pass = not self.auto_pass
        elif "help" in act:
            self.help = True
        elif act & {"log_up", "log_down"}:
            self.log_panel.scroll_by(3 if "log_up" in act else -3)

    def _counting(self) -> bool:
        """Is the person on screen's own Spell window counting down?"""
        return self.offer is not None and self.asking is None and self.answer_left is not None

    def _strip_key(self, act) -> bool:
        """The "Any answer?" strip's keys: Space "No one", Enter the highlighted button, Tab and the arrows
        move between the two; nothing of a hand. False for a key the table takes as ever (Esc, F1, S...)."""
        if "pass" in act:
            self._strip_choose("none")
        elif "choose" in act:
            self._strip_choose(self.strip_focus)
        elif act & {"next", "previous", "left", "right", "up", "down"}:
            self.strip_focus = STRIP_BUTTONS[1 - STRIP_BUTTONS.index(self.strip_focus)]
        elif not act & {"hint", "autopass", *HAND_ACTIONS}:
            return False
        return True

    def _move_highlight(self, step: int) -> None:
        choices = self._ordered_choices()
        if not choices:
            return
        i = choices.index(self.highlight) + step if self.highlight in choices else (0 if step > 0 else -1)
        self.highlight = choices[i % len(choices)]
        self.message = self.offer.why_not(self.highlight) if self.offer else None

    def _hand_key(self, index: int) -> None:
        v = self.director.view
        hand = v.seats[self.viewer].hand if v is not None and self.viewer is not None else None
        if not hand or index >= len(hand):
            return
        place = ("hand", hand[index])
        self.highlight = place
        if self.offer is not None and self.director.idle and place in self.offer.choices():
            self._choose(place)

    def cycle_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)] if self.speed in SPEEDS else 1
        self.director.speed = self.speed

    def _open_menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu(self)
            return
        from scenes.pause import PauseMenu

        self.stack.push(PauseMenu())

    def _spot_at(self, pos):
        """(place, card) under ``pos``: the row of choices first, then the table."""
        for place, rect in reversed(self._row_rects()):
            if rect.collidepoint(pos):
                return place, (place[1] if place[0] == "card" else None)
        spot = self.board.hit(pos)
        return (spot.place, spot.card) if spot is not None else (None, None)

    def _strip_button_at(self, pos) -> str | None:
        if self.asking is None:
            return None
        return next((name for name, rect in self._strip_rects().items() if rect.collidepoint(pos)), None)

    def _strip_rects(self) -> dict[str, pygame.Rect]:
        """Where the "Any answer?" strip's buttons are: in the hand's place (nobody's hand is on screen)."""
        zone = self.layout.zone("hand")
        answer = pygame.Rect(zone.x + 8, zone.bottom - 25, 156, 19)
        return {"answer": answer, "none": pygame.Rect(answer.right + 10, answer.y, 110, 19)}

    def _button_at(self, pos) -> str | None:
        for name in ("pass", "hint", "speed", "menu"):
            if self.layout.zone(f"button.{name}").collidepoint(pos):
                return name
        return None

    def _point(self, pos) -> None:
        self.hover_button = self._button_at(pos) or self._strip_button_at(pos)
        place, card = self._spot_at(pos)
        self.hover = (place, card)
        if self._counting() and place is not None:  # pointing at the table: the person is at work
            self.answer_hold = True
        if self.offer is None or place is None:
            return
        if place in self.offer.choices():
            self.highlight = place
            self.message = None
        else:
            self.message = self.offer.why_not(place)

    def _click(self, pos, button: int) -> None:
        if self._overlay_open():
            self._close_overlays()
            return
        if button == 3:
            self.pinned = self._spot_at(pos)[1]
            return
        if button != 1:
            return
        small = self._small_dungeon_at(pos)
        if small is not None and not (self.offer is not None and self._is_choice_at(pos)):
            self.looking = small
            return
        if not self.director.idle and self._button_at(pos) is None:
            self.director.finish()
            return
        name = self._button_at(pos)
        if self.asking is not None and (self._strip_button_at(pos) or name == "pass"):
            self._strip_choose(self._strip_button_at(pos) or "none")
            return
        if self._counting() and name != "pass":
            self.answer_hold = True
        if name == "pass":
            self._choose(PASS)
        elif name == "hint":
            self.ask_hint()
        elif name == "speed":
            self.cycle_speed()
        elif name == "menu":
            self._open_menu()
        elif self.layout.zone("discard").collidepoint(pos) and not (self.offer and self._is_choice_at(pos)):
            self.browsing = bool(self.director.view.discard)
        else:
            place, _card = self._spot_at(pos)
            if place is not None and self.offer is not None:
                self.highlight = place
                self._choose(place)

    def _small_dungeon_at(self, pos) -> int | None:
        """The seat whose small dungeon (another seat's, in 3-4 players) is at ``pos``, or None."""
        v = self.director.view
        if v is None:
            return None
        for seat in range(v.players):
            if self.layout.card_size(seat) == "small" and self.layout.dungeon_area(seat).collidepoint(pos):
                return seat
        return None

    def _small_seat_after(self, seat: int | None, step: int) -> int | None:
        """The small dungeon after (``step`` 1) or before (-1) ``seat``'s, round the table; with ``seat`` None
        the one a Hero walks in, else the first; None in a game of two."""
        seats = [s for s in range(self.match.setup.players) if self.layout.card_size(s) == "small"]
        if not seats:
            return None
        if seat is None:
            walker = self.director.view.walker if self.director.view is not None else None
            return walker[0] if walker and walker[0] in seats else seats[0]
        return seats[(seats.index(seat) + step) % len(seats)]

    def _small_seat_of(self, place) -> int | None:
        """The seat of a place in a small dungeon (its Boss, a Room), or None."""
        if place and place[0] in ("seat", "room") and isinstance(place[1], int) \
                and self.layout.card_size(place[1]) == "small":
            return place[1]
        return None

    def _is_choice_at(self, pos) -> bool:
        place, _ = self._spot_at(pos)
        return place is not None and place in self.offer.choices()

    def _zoom_card(self) -> str | None:
        """The card under the mouse, else the highlighted one, else the card that asks, else the Hero in a
        dungeon."""
        if self.hover and self.hover[1]:
            return self.hover[1]
        if self.highlight is not None and self._card_of(self.highlight):
            return self._card_of(self.highlight)
        prompt = self.match.prompt() if self.offer is not None else None
        if prompt is not None and prompt.card:
            return prompt.card
        walker = self.director.view.walker if self.director.view is not None else None
        return walker[1] if walker else None

    def _card_of(self, place) -> str | None:
        for spot in self.board.spots:
            if spot.place == place:
                return spot.card
        if place and place[0] in ("card", "hand", "hero"):
            return place[1]
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        d = self.director
        if d.shown is None:
            surface.fill(INK)
            return
        v = d.view
        lit = frozenset(self.offer.choices()) if self.offer is not None and d.idle else frozenset()
        if self.pending is not None:
            lit = frozenset(places_of(v, self.pending)[1:])
        thinking = self.match.to_act if self.bots is not None and not self.match.over \
            and self.match.seats[self.match.to_act] != HUMAN else None
        hinted = self._hinted(v)
        marks = Marks(lit=lit, highlight=self.highlight if lit else None,
                      selected=self._selected(), hinted=hinted,
                      hidden=d.hidden(), hover=self.hover[0] if self.hover else None, thinking=thinking)
        self.board.draw(surface, d.shown, v, marks)
        if lit:
            self._keep_highlight_on_a_choice()
            self._draw_row(surface)
        d.draw(surface)
        pointing = bool(self.hover and self.hover[1])
        if not pointing:
            self._draw_zoom(surface)  # under the prompt, which a long question may stretch over it
        self._draw_prompt(surface, v)
        self._draw_log(surface)
        if pointing:
            self._draw_zoom(surface)  # the card pointed at, with its text, over all
        self._draw_buttons(surface)
        if self.asking is not None:
            self._draw_strip(surface, v)
        if self.browsing:
            self._draw_browse(surface, v)
        if self.looking is not None:
            self._draw_looking(surface, v)
        if self.pinned:
            self._draw_pinned(surface)
        if self.help:
            self._draw_help(surface)
        if self.summary:
            self._draw_summary(surface)
        if self.note:
            self._draw_note(surface)

    def _hinted(self, v) -> frozenset:
        """The places of the hinted action (the cards of a discard)."""
        action = self.hint[1] if self.hint else None
        if action is None:
            return frozenset()
        if isinstance(action, Discard):
            return frozenset(("hand", c) for c in action.cards)
        return frozenset(places_of(v, action))

    def _draw_note(self, surface) -> None:
        lines = self.font.wrap(self.note, 300)  # at the top: the notes speak of the town and your own dungeon
        area = pygame.Rect(100, 4, 316, 34 + self.font.line_height * len(lines))
        see_through(surface, area, 245)
        pygame.draw.rect(surface, GOLD, area, 1)
        self.board.text(surface, "Guide", (area.x + 8, area.y + 6), GOLD)
        for i, line in enumerate(lines):
            self.board.text(surface, line, (area.x + 8, area.y + 19 + i * self.font.line_height), BONE)
        self.board.text(surface, "A key or a click goes on", (area.centerx, area.bottom - 11), GREY, "center")

    def _draw_summary(self, surface) -> None:
        lines = [wrapped for line in self.summary for wrapped in self.font.wrap(line, 360)][-20:]
        area = pygame.Rect(60, 40, 380, 34 + self.font.line_height * len(lines))
        see_through(surface, area, 245)
        self.board.text(surface, f"Since your last turn, {self.match.name(self.viewer)}:", (area.x + 8, area.y + 6),
                        GOLD)
        for i, line in enumerate(lines):
            self.board.text(surface, line, (area.x + 8, area.y + 20 + i * self.font.line_height), BONE)
        self.board.text(surface, "A key or a click closes this", (area.centerx, area.bottom - 11), GREY, "center")

    def _selected(self) -> frozenset:
        """Hand cards picked: for a discard, or the Room or Spell being played."""
        if self.offer is None:
            return frozenset()
        return frozenset([("hand", c) for c in self.offer.selected] + [p for p in self.offer.picked if p[0] == "hand"])

    def _draw_row(self, surface) -> None:
        rows = self._row_rects()
        if not rows:
            return
        area = rows[0][1].unionall([r for _, r in rows]).inflate(12, 12)
        see_through(surface, area, 215)
        for place, rect in rows:
            hot = place == self.highlight
            if place[0] == "card":
                surface.blit(self.faces.face(place[1]), rect)
            else:
                pygame.draw.rect(surface, SHADOW if not hot else RGB["g"], rect)
                label = self._option_label(place)
                self.board.text(surface, label, (rect.centerx, rect.y + 6), GOLD if hot else BONE, "center")
            pygame.draw.rect(surface, BONE if hot else GOLD, rect.inflate(4, 4), 2 if hot else 1)

    def _option_label(self, place) -> str:
        action = self.offer.first_action(place) if self.offer else None
        if action is None:
            return str(place[1])
        words = self.match.describe(action)
        return words if self.font.width(words) <= 60 else str(place[1]).capitalize()

    def _status(self, v) -> str:
        """Turn, phase and who is asked, in one short line."""
        m = self.match
        phase = PHASES.get(v.phase, v.phase) if self.director.phase is not None else ""  # "" as a turn begins
        turn = f"Turn {v.turn} {phase}".rstrip() if v.turn else PHASES.get(v.phase, "Setup")
        if v.outcome is not None:
            return f"{turn} - game over"
        if not self.director.idle:
            return turn
        seat = m.to_act
        who = "your move" if seat == self.viewer and m.seats[seat] == HUMAN else seat_name(v, seat)
        if self.asking is not None:
            who = m.name(self.asking)
        elif self._counting() and not self.answer_hold:
            who = f"your move, {math.ceil(max(0.0, self.answer_left))}s"
        for text in (f"{turn} - {who}", f"{phase or turn} - {who}"):
            if self.font.width(text) <= self.layout.zone("prompt").w - 6:
                return text
        return who

    def _prompt_text(self) -> tuple[str | None, tuple]:
        """What the prompt panel says under the status line, and in which colour."""
        if self.pending is not None:
            k = self.keymap.first
            return (f"{self.match.describe(self.pending)}? {k('choose')} or {k('pass')}: confirm. "
                    f"{k('back')}: take it back."), GOLD
        if self.offer is not None and self.director.idle:
            text = self.offer.step_prompt() or str(self.match.prompt())
            if self.hint is not None:
                hint = "The hard bot is thinking..." if self.hint[1] is None else self.match.describe(self.hint[1])
                text = f"Hint: {hint}  -  {text}"
            return text, GOLD
        if self.asking is not None and self.director.idle:
            name = self.match.name(self.asking)
            k = self.keymap.first
            return f"Any answer from {name}? {k('choose')}: {name} answers. {k('pass')}: no one.", GOLD
        if not self.match.over and self.match.seats[self.match.to_act] != HUMAN and self.director.idle:
            v = self.director.view
            return f"{seat_name(v, self.match.to_act)} ({self.match.seats[self.match.to_act]}) is deciding...", BONE
        return None, BONE

    def prompt_panel(self) -> PromptPanel:
        """The prompt panel as it is to be drawn: the status line, the question and any message in full,
        the panel growing over the log (then over the zoom) when they need the room."""
        zone, log, zoom = self.layout.zone("prompt"), self.layout.zone("log"), self.layout.zone("zoom")
        width = zone.w - 6
        text, colour = self._prompt_text()
        lines = tuple(self.font.wrap(text, width)) if text else ()
        message = tuple(self.font.wrap(self.message, width)) if self.message else ()
        key_help = self.settings.key_help and self.offer is not None and not self.message and self.hint is None
        needed = 14 + (len(lines) + len(message) + key_help) * self.font.line_height
        bottom = min(log.bottom - LOG_KEPT, max(zone.bottom, zone.y + needed))
        top = max(zoom.y, min(zone.y, bottom - needed))
        rect = pygame.Rect(zone.x, top, zone.w, bottom - top)
        return PromptPanel(rect, lines, colour, message, key_help)

    def _draw_prompt(self, surface, v) -> None:
        panel = self.prompt_panel()
        rect, lh = panel.rect, self.font.line_height
        see_through(surface, rect, 230 if rect.y >= self.layout.zone("prompt").y else 255)  # opaque over the zoom
        self.board.text(surface, self._status(v), (rect.x + 3, rect.y + 2), GREY)
        for i, line in enumerate(panel.lines):
            self.board.text(surface, line, (rect.x + 3, rect.y + 13 + i * lh), panel.colour)
        for i, line in enumerate(panel.message):
            self.board.text(surface, line, (rect.x + 3, rect.bottom - 2 - (len(panel.message) - i) * 10), RED)
        if panel.key_help:
            self.board.text(surface, key_help(self.keymap), (rect.x + 3, rect.bottom - 11), GREY)

    def _draw_log(self, surface) -> None:
        log, prompt = self.layout.zone("log"), self.prompt_panel().rect
        top = max(log.y, prompt.bottom + 4)
        self.log_panel.draw(surface, pygame.Rect(log.x, top, log.w, log.bottom - top), self.director.log)

    def _draw_zoom(self, surface) -> None:
        """The card pointed at (or highlighted, or asking): at 2x where the zone holds it, or, when it has
        rules text, whole at 1x with its text beneath (over the foot of the card when the zone is short: its
        title and picture stay in sight; rulings and glossary stay on Z)."""
        rect = self.layout.zone("zoom")
        card = self._zoom_card()
        if card is None:
            return
        text = zoom_text(card)
        big = self.faces.face(card, "zoom")
        if not text and big.get_height() <= rect.h:
            surface.blit(big, rect)
            return
        face = self.faces.face(card)
        surface.blit(face, face.get_rect(midtop=(rect.centerx, rect.y)))
        if not text:
            return
        lines = self.font.wrap(text, rect.w - 6)
        top = max(rect.y + ZOOM_FACE_KEPT, min(rect.y + face.get_height() + 2,
                                               rect.bottom - 5 - len(lines) * self.font.line_height))
        box = pygame.Rect(rect.x, top, rect.w, rect.bottom - top)
        see_through(surface, box, 245)
        for i, line in enumerate(lines):
            self.board.text(surface, line, (box.x + 3, box.y + 3 + i * self.font.line_height), BONE)

    def _draw_buttons(self, surface) -> None:
        offered = self.offer is not None and self.director.idle
        words = {"pass": self._pass_words() if self.director.idle else None,
                 "hint": "Hint" if offered and self.hint is None else None, "speed": speed_label(self.speed),
                 "menu": "Menu"}
        for name, label in words.items():
            rect = self.layout.zone(f"button.{name}")
            enabled = label is not None
            hot = enabled and (self.hover_button == name or (name == "pass" and self.highlight == PASS))
            pygame.draw.rect(surface, RGB["g"] if hot else SHADOW, rect)
            pygame.draw.rect(surface, (GOLD if hot else BONE) if enabled else GREY, rect, 1)
            if name == "pass" and self.hint is not None and isinstance(self.hint[1], Pass):
                pygame.draw.rect(surface, RGB["c"], rect.inflate(4, 4), 1)
            self.board.text(surface, label or {"pass": "Pass", "hint": "Hint"}[name], (rect.centerx, rect.y + 6),
                            (GOLD if hot else BONE) if enabled else GREY, "center")
        rect = self.layout.zone("button.pass")
        if self._counting() and self.director.idle:
            self._draw_countdown(surface, pygame.Rect(rect.x, rect.y - 4, rect.w, 2))
        elif self.auto_pass and not self.hot_seat:
            self.board.text(surface, "auto-pass", (rect.centerx, rect.y - 10), GREY, "center")

    def _draw_countdown(self, surface, bar: pygame.Rect) -> None:
        """A bar that shrinks as the time to answer runs out (stands still once the person is at work)."""
        total = self._answer_seconds() or 1.0
        pygame.draw.rect(surface, SHADOW, bar)
        left = bar.copy()
        left.w = round(bar.w * max(0.0, min(1.0, self.answer_left / total)))
        pygame.draw.rect(surface, GREY if self.answer_hold else GOLD, left)

    def _draw_strip(self, surface, v) -> None:
        """"Any answer?": in the hand's place, the person asked now, what the window answers, the time left
        and the two buttons. Public facts only: the strip is shown to everyone at the screen."""
        zone = self.layout.zone("hand")
        see_through(surface, zone, 240)
        pygame.draw.rect(surface, GOLD, zone, 1)
        name = self.match.name(self.asking)
        self.board.text(surface, f"Any answer?  {name}'s turn to answer, with a Spell or an ability.",
                        (zone.x + 8, zone.y + 5), GOLD)
        self.board.text(surface, self._window_words(v), (zone.x + 8, zone.y + 17), BONE)
        k = self.keymap.first
        labels = {"answer": f"{name} answers ({k('choose')})", "none": f"No one ({k('pass')})"}
        for button, rect in self._strip_rects().items():
            hot = button == self.strip_focus or self.hover_button == button
            pygame.draw.rect(surface, RGB["g"] if hot else SHADOW, rect)
            pygame.draw.rect(surface, GOLD if hot else BONE, rect, 2 if button == self.strip_focus else 1)
            self.board.text(surface, labels[button], (rect.centerx, rect.y + 6), GOLD if hot else BONE, "center")
        right = pygame.Rect(zone.right - 150, zone.bottom - 19, 140, 4)
        if self.answer_left is None:
            self.board.text(surface, f"waits for {k('choose')} or {k('pass')}",
                            (right.right, right.y - 4), GREY, "right")
        else:
            self._draw_countdown(surface, right)
            self.board.text(surface, f"{math.ceil(max(0.0, self.answer_left))} s", (right.right, right.y - 12), GOLD,
                            "right")

    def _window_words(self, v) -> str:
        """The Spell window the strip asks about, from public facts only."""
        kind = self.match.prompt().kind
        if kind == "respond" and v.casting:
            caster, spell, _targets = v.casting[-1]
            return f"An answer to {seat_boss(v, caster)}'s {CARDS.get(spell).name}, before it takes effect."
        if kind == "build":
            return f"{seat_boss(v, v.active)} is building: a Build Spell now?"
        if v.walker:
            seat, hero, _slot = v.walker
            return f"{CARDS.get(hero).name} is in {seat_boss(v, seat)}'s dungeon: an Adventure Spell now?"
        return "The Adventure phase: an Adventure Spell now?"

    def _draw_browse(self, surface, v) -> None:
        area = pygame.Rect(8, 8, 488, 284)
        see_through(surface, area, 240)
        self.board.text(surface, f"Discard pile: {len(v.discard)} cards (newest last) - click or Esc to close",
                        (area.x + 6, area.y + 4), GOLD)
        per_row = 14
        for i, card in enumerate(v.discard[-70:]):
            r = pygame.Rect(area.x + 6 + (i % per_row) * 34, area.y + 18 + (i // per_row) * 46, 32, 44)
            surface.blit(self.faces.face(card, "small"), r)

    def _draw_looking(self, surface, v) -> None:
        """Another seat's dungeon brought forward, over the table dimmed."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*INK, 170))
        surface.blit(shade, (0, 0))
        self.board.draw_brought_forward(surface, self.director.shown, v, self.looking, pygame.Rect(60, 70, 520, 150))

    def _draw_pinned(self, surface) -> None:
        from game.cards import CARDS

        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*INK, 225))
        surface.blit(shade, (0, 0))
        face = self.faces.face(self.pinned, "zoom")
        surface.blit(face, (40, 60))
        card = CARDS.get(self.pinned)
        detail = self.faces.detail(card, 300)
        surface.blit(detail, (190, 60))
        from scenes.gallery import card_zoom_lines

        lines = [line for extra in card_zoom_lines(self.pinned)[1:] for line in self.font.wrap(extra, 292)]
        if lines:
            box = pygame.Rect(190, 66 + detail.get_height(), 300, 6 + self.font.line_height * len(lines))
            see_through(surface, box, 235)
            for i, line in enumerate(lines):
                self.board.text(surface, line, (box.x + 4, box.y + 3 + i * self.font.line_height), GREY)
        self.board.text(surface, "Esc, Z or a click closes", (320, 340), GREY, "center")

    def _draw_help(self, surface) -> None:
        area = pygame.Rect(60, 40, 520, 280)
        see_through(surface, area, 245)
        keys = table_help(self.keymap, self.hot_seat)
        self.board.text(surface, "Keys", (area.centerx, area.y + 8), GOLD, "center")
        step = min(18, (area.h - 32) // len(keys))
        for i, (k, what) in enumerate(keys):
            y = area.y + 28 + i * step
            self.board.text(surface, k, (area.x + 16, y), GOLD)
            self.board.text(surface, what, (area.x + 140, y), BONE)


TABLE_WORDS = {"next": "move the highlight over what can be chosen", "previous": "move the highlight back",
               "left": "move the highlight", "right": "move the highlight", "up": "move the highlight",
               "down": "move the highlight", "choose": "choose the highlighted",
               "pass": "pass / done; hurries animations (hold)", "back": "back out of a choice; the menu",
               "menu": "the menu",
               "zoom": "the card with its full text and rulings (right click too); a small dungeon, full size",
               "hint": "what the Hard bot would do", "speed": "animation speed x1, x2, x4, instant",
               "autopass": "auto-pass Spell windows with nothing to cast", "log_up": "scroll the log (wheel too)",
               "log_down": "scroll the log (wheel too)", "fullscreen": "fullscreen", "help": "these keys"}
ARROW_ACTIONS = ("left", "right", "up", "down")


def table_help(keymap, hot_seat: bool = False) -> list[tuple[str, str]]:
    """The rows of the table's key help (F1), made from ``keymap``: (keys, what they do). Actions with the
    same words share a row (the arrows by their first keys); the hand's nine keys are one row."""
    rows: list[tuple[str, str]] = [("Mouse", "point at a card to see it large; click what is lit to choose it")]
    for action in HELP_ACTIONS:
        keys = keymap.describe(action)
        if action in ARROW_ACTIONS:
            keys = keys.split(" / ")[0]
        if not keys:
            continue
        what = "(no auto-pass in hot-seat)" if action == "autopass" and hot_seat else TABLE_WORDS[action]
        if rows[-1][1] == what:
            rows[-1] = (f"{rows[-1][0]}, {keys}", what)
        else:
            rows.append((keys, what))
        if action == "autopass":
            hand = [keymap.describe(a) for a in HAND_ACTIONS]
            hand_keys = "1-9 0 - =" if hand == [key_word(k) for k in HAND_KEYS] else " ".join(k or "-" for k in hand)
            rows.append((hand_keys, "pick a card of your hand"))
    return rows
