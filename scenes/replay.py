"""The replay viewer: a loaded match (finished or not) played again on the table from its recorded
events, through the same Board and Director as the table; nothing is ever submitted.

    ReplayScene(match, viewer=None, speed=1, on_close=None, autoquit=False, sound=None)

It starts playing from the first event. Keys, each with a button below the log (pointing at a button
says what it does and its key):

- Space: play / pause (at the end: play again from the start)
- Right or ".": one event on; Shift+Right or "]": on to the next decision
- Left or ",": one event back; Shift+Left or "[": back to the previous decision
- T / Shift+T: the start of the next / this (or the previous) turn; Home / End: the start / the end
- S: the speed, x1, x2, x4, instant; V / Shift+V: watch as P1 ... Pn or as a spectator
- Esc: close (``on_close()``, else the scene is popped); F1: the keys; the wheel, PgUp / PgDn: the log

A step forward plays its events' animations, then pauses. A step back, a jump or another viewer shows
the table at once, by a new director folded up to that point (a whole game folds in milliseconds).
"One event" passes over the bookkeeping events that show nothing (no animation, no log line); "a
decision" stops where a seat is about to decide: every event of the previous decision shown. A seat's
hidden cards are shown only when watching as that seat: the director's viewer. ``autoquit`` closes the
app once the end is shown.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable
from typing import NamedTuple

import pygame

from game.cards import CARDS
from game.rules import events as E
from game.rules import evolve, redact
from game.settings import SPEEDS
from game.wording import PHASES, describe_event
from scenes.art.kit import art
from scenes.art.palette import BONE, GOLD, INK, STONE
from scenes.keys import SPEED_WORDS
from scenes.overlays.help import REPLAY_HELP, KeyHelp, replay_help
from scenes.table.director import ANIMATIONS
from scenes.table.places import NOWHERE, Marks, Pointed
from scenes.table.presentation import Presentation, PresentedScene, speed_label
from scenes.ui.panels import LogPanel, see_through
from scenes.ui.text import draw_text
from scenes.ui.widgets import draw_big, draw_button, plate

GAP = 3
ROW_H = 20
FOCUS_FIELDS = ("spell", "room", "card", "boss", "hero")
"""The fields of an event that name the card it is about, the likeliest first."""
FOCUS_LOOKBACK = 12
"""How many of the latest events are searched for a card to show large."""


class Stops(NamedTuple):
    """Where the viewer's steps stop, as cursors (how many events are shown), each tuple rising."""

    events: tuple[int, ...]  # after each event that shows something, and the end
    decisions: tuple[int, ...]  # the first stop, the last event stop before each decision, and the end
    turns: tuple[int, ...]  # the first stop, then just after each turn starts (turns[n]: turn n)


def stops_of(match) -> Stops:
    """The stops of ``match``'s recorded events. An event shows something if it has an animation or a
    line in a spectator's log; the first stop is after the first that does. Every stop is an event stop:
    the events that show nothing just before a decision are shown with the decision."""
    state, events, decisions, turns = None, [], [], []
    for i, event in enumerate(match.events):
        kind = type(event)
        if kind in ANIMATIONS or (state is not None and describe_event(state, redact(event, None), None)):
            events.append(i + 1)
        if kind is E.DecisionMade:
            decisions.append(i)
        elif kind is E.TurnStarted:
            turns.append(i + 1)
        state = evolve(state, event)
    end = len(match.events)
    events = sorted({*events, end})
    decisions = {events[bisect_right(events, i) - 1] for i in decisions if i >= events[0]}
    return Stops(tuple(events), tuple(sorted({events[0], *decisions, end})), (events[0], *turns))


def _after(stops: tuple[int, ...], cursor: int) -> int:
    """The first stop after ``cursor``, or ``cursor`` at the end."""
    i = bisect_right(stops, cursor)
    return stops[i] if i < len(stops) else cursor


def _before(stops: tuple[int, ...], cursor: int) -> int:
    """The last stop before ``cursor``, or the first stop."""
    i = bisect_left(stops, cursor)
    return stops[i - 1] if i > 0 else stops[0]


class Control(NamedTuple):
    """A button of the viewer: ``name`` picks its face, ``hint`` is said when pointed at (its ``{action}``
    words said as that action's key: :meth:`Keymap.fill`)."""

    name: str
    rect: pygame.Rect
    hint: str
    action: Callable[[], object]


class ReplayScene(PresentedScene):
    """The replay of one match; see the module docstring."""

    def __init__(self, match, viewer: int | None = None, speed=1, on_close: Callable[[], object] | None = None,
                 autoquit: bool = False, sound=None) -> None:
        """ValueError for a viewer that is not a seat of ``match`` (nor None) or a speed not in SPEEDS."""
        if viewer is not None and viewer not in range(match.setup.players):
            raise ValueError(f"viewer {viewer!r} is not a seat of this game (0-{match.setup.players - 1}) or None")
        if speed not in SPEEDS:
            raise ValueError(f"speed {speed!r} is not one of {', '.join(map(str, SPEEDS))}")
        super().__init__(Presentation(match, viewer, speed, sound, you=False))
        self.match = match
        self.on_close = on_close
        self.autoquit = autoquit
        self.sound = sound
        self.stops = stops_of(match)
        self.playing = True
        self.hover = NOWHERE  # what the mouse is on
        self.marks = Marks()  # what the board shows over the cards this frame (settled in update)
        self.hover_control: Control | None = None

    # ------------------------------------------------------------------ lifecycle
    def enter(self, stack) -> None:
        self.faces, self.sprites, self.font = art()
        self.presentation.open(self.faces, self.sprites, self.font)
        self.log = LogPanel(self.font)
        self.controls = self._controls()
        if self.sound is not None:
            self.sound.start_music()

    def exit(self) -> None:
        super().exit()
        if self.sound is not None:
            self.sound.stop_music()

    def _controls(self) -> list[Control]:
        """The buttons: the table's button row (turn, speed, viewer, close) and the transport row above it."""
        left, right = self.board.layout.zone("button.pass").x, self.board.layout.zone("button.menu").right
        bottom = self.board.layout.zone("button.pass").y
        top = bottom - ROW_H - 4
        width = right - left
        step = (width + GAP) // 5
        row = [("back_decision", "Back to the previous decision ({step_back})", self.back_decision),
               ("back_event", "One event back ({left})", self.back_event),
               ("play", "Play / pause ({pass})", self.toggle_play),
               ("event", "One event on ({right})", self.step_event),
               ("decision", "On to the next decision ({step})", self.step_decision)]
        controls = [Control(name, pygame.Rect(left + i * step, top, step - GAP, ROW_H), hint, action)
                    for i, (name, hint, action) in enumerate(row)]
        widths = (44, 24, 28, width - 44 - 24 - 28 - 3 * 2)
        row = [("turn", "Turn: < back ({turn_previous}), > on ({turn_next})", self._turn_click),
               ("speed", f"Speed {SPEED_WORDS} ({{speed}})", self.presentation.cycle_speed),
               ("viewer", "Watch as P1, P2... or a spectator ({viewer})", self.cycle_viewer),
               ("close", "Close the replay ({back})", self.close)]
        x = left
        for (name, hint, action), w in zip(row, widths, strict=True):
            controls.append(Control(name, pygame.Rect(x, bottom, w, ROW_H), hint, action))
            x += w + 2
        return controls

    # ------------------------------------------------------------------ where the replay is
    @property
    def at_end(self) -> bool:
        """Every recorded event is shown and no animation plays."""
        return self.director.current is None and self.director.cursor >= len(self.match.events)

    def _settle(self) -> int:
        """Bring the play to rest where it is heading (the current animation finished; paused, the
        stop it was stepping to reached); the cursor."""
        d = self.director
        if self.playing:
            d.finish()
        else:
            d.fold_to(max(d.cursor, d.end))
        return d.cursor

    def _pause_at(self, cursor: int) -> None:
        self.playing = False
        self.director.limit = cursor

    def _seek(self, cursor: int) -> None:
        """Show the first ``cursor`` events at once (see :meth:`Presentation.seek`). The play goes on from there
        if it was playing."""
        self.presentation.seek(cursor)
        self.director.limit = None if self.playing else cursor
        self.log.scroll = 0

    # ------------------------------------------------------------------ what the controls do
    def toggle_play(self) -> None:
        if self.playing:
            self._pause_at(self._settle())
            return
        if self.at_end:
            self._seek(self.stops.events[0])
        self.playing = True
        self.director.limit = None

    def step_event(self) -> None:
        self._pause_at(_after(self.stops.events, self._settle()))

    def step_decision(self) -> None:
        self._pause_at(_after(self.stops.decisions, self._settle()))

    def back_event(self) -> None:
        self._pause_at(self._settle())
        self._seek(_before(self.stops.events, self.director.cursor))

    def back_decision(self) -> None:
        self._pause_at(self._settle())
        self._seek(_before(self.stops.decisions, self.director.cursor))

    def next_turn(self) -> None:
        self._seek(_after(self.stops.turns, self._settle()))

    def previous_turn(self) -> None:
        self._seek(_before(self.stops.turns, self._settle()))

    def to_start(self) -> None:
        self._settle()
        self._seek(self.stops.events[0])

    def to_end(self) -> None:
        self._settle()
        self._seek(len(self.match.events))

    def cycle_viewer(self, step: int = 1) -> None:
        """The next seat to watch as, the spectator (None) after the last seat."""
        order = [*range(self.match.setup.players), None]
        cursor = self._settle()
        self.presentation.set_viewer(order[(order.index(self.viewer) + step) % len(order)])
        self._seek(cursor)

    def _turn_click(self, pos=None) -> None:
        turn = next(c for c in self.controls if c.name == "turn").rect
        if pos is not None and pos[0] < turn.centerx:
            self.previous_turn()
        else:
            self.next_turn()

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        d = self.director
        d.update(dt)
        if self.playing and d.idle:
            self._pause_at(d.cursor)
        if self.autoquit and self.at_end and not self.closed:
            self.closed = True
            self.stack.clear()
        self.marks = Marks(hidden=d.hidden(), hover=self.hover.place)
        self.geometry.place(d.view, self.marks)
        self.log.clamp(self._log_rect(), d.log)

    def _log_rect(self) -> pygame.Rect:
        """The log's panel: the prompt's column, from its top down to the buttons."""
        prompt = self.layout.zone("prompt")
        return pygame.Rect(prompt.x, prompt.y, prompt.w, self.controls[0].rect.y - 4 - prompt.y)

    # ------------------------------------------------------------------ input
    def on_wheel(self, lines: int) -> None:
        self.log.scroll_by(lines)

    def on_actions(self, event, act) -> None:
        """A key or controller event and its named actions (see :data:`REPLAY_ACTIONS`)."""
        does = {"pass": self.toggle_play, "choose": self.toggle_play, "right": self.step_event,
                "left": self.back_event, "step": self.step_decision, "next": self.step_decision,
                "step_back": self.back_decision, "previous": self.back_decision, "down": self.step_decision,
                "up": self.back_decision, "turn_next": self.next_turn,
                "turn_previous": self.previous_turn, "to_start": self.to_start, "to_end": self.to_end,
                "speed": self.presentation.cycle_speed, "viewer": lambda: self.cycle_viewer(1),
                "viewer_back": lambda: self.cycle_viewer(-1), "back": self.close, "menu": self.close,
                "help": self.show_keys, "log_up": lambda: self.log.scroll_by(3),
                "log_down": lambda: self.log.scroll_by(-3)}
        for action in REPLAY_ACTIONS:
            if action in act and action in does:
                does[action]()
                return

    def show_keys(self) -> None:
        """The replay's keys, over it; a key or a left click closes them."""
        self.open_overlay(KeyHelp(replay_help(self.keymap), REPLAY_HELP, self.layout.zone("replay.keys"),
                                  click_buttons=(1,)))

    def _control_at(self, pos) -> Control | None:
        return next((c for c in self.controls if c.rect.collidepoint(pos)), None)

    def on_point(self, pos) -> None:
        self.hover_control = self._control_at(pos)
        spot = self.geometry.hit(pos) if self.hover_control is None else None
        self.hover = Pointed(spot.place, spot.card) if spot is not None else NOWHERE

    def on_click(self, pos, button: int) -> None:
        if button != 1:
            return
        control = self._control_at(pos)
        if control is None:
            self.director.finish()  # a click on the table finishes the animation playing
        elif control.name == "turn":
            self._turn_click(pos)
        else:
            control.action()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        d = self.director
        if d.shown is None:
            surface.fill(INK)
            return
        self.board.draw(surface, d.shown, d.view, self.marks)
        d.draw(surface)
        layout = self.board.layout
        self._draw_status(surface)
        self.log.draw(surface, self._log_rect(), d.log)
        card = self._focus()
        if card is not None:
            surface.blit(self.faces.face(card, "zoom"), layout.zone("zoom"))
        self._draw_controls(surface)
        if self.hover_control is not None:
            self._draw_hint(surface, self.keymap.fill(self.hover_control.hint))

    def _focus(self) -> str | None:
        """The card shown large: the one pointed at, else the Hero in a dungeon, else the last card the
        events shown (or being shown) name, as the viewer sees them."""
        d = self.director
        if self.hover.card is not None:
            return self.hover.card
        if d.view.walker:
            return d.view.walker.hero
        for event in reversed(self.match.events[max(0, d.cursor - FOCUS_LOOKBACK):d.cursor]):
            seen = redact(event, self.viewer)
            card = next((c for c in (getattr(seen, f, None) for f in FOCUS_FIELDS) if isinstance(c, str)), None)
            if card is not None:
                return card
        return None

    def _draw_status(self, surface) -> None:
        """A badge right of the discard pile: Replay, the turn and phase, playing or paused at which
        decision, and whom the table is watched as."""
        layout = self.board.layout
        town = layout.zone("town")
        rect = pygame.Rect(layout.zone("discard").right + 4, town.y, 0, town.h)
        rect.w = layout.zone("prompt").x - 4 - rect.x
        see_through(surface, rect, 200)
        title = draw_big(surface, "Replay", (rect.centerx, rect.y + 12), 2)
        v, m = self.director.view, self.match
        if self.at_end:
            state = f"P{m.state.outcome.winner + 1} wins!" if m.over else "Not finished"
        else:
            state = "Playing" if self.playing else "Paused"
        if self.viewer is None:
            watching = "Spectator"
        else:
            boss = v.seats[self.viewer].boss
            who = self.match.name(self.viewer)
            watching = f"{who} {CARDS.get(boss).name}" if boss else who
        phase = PHASES.get(v.phase, "") if v.turn and self.director.phase else ""  # none as a turn begins
        lines = ((f"Turn {v.turn}" if v.turn else "Setup", BONE), (phase, STONE),
                 (state, GOLD if self.playing else BONE), (f"Decision {self.director.decisions}/{m.step}", STONE),
                 (watching, BONE))
        y = title.bottom + 4
        for text, colour in lines:
            if self.font.width(text) > rect.w - 4:
                text = text.split()[0]
            draw_text(surface, text, (rect.centerx, y), colour, "center")
            y += self.font.line_height + (4 if colour is STONE and text.startswith("Decision") else 0)

    def _draw_hint(self, surface, hint: str) -> None:
        """What the pointed button does, in a box just above the buttons."""
        left, right = self.controls[0].rect.x, self.controls[4].rect.right
        lines = self.font.wrap(hint, right - left - 6)
        rect = pygame.Rect(left, 0, right - left, 4 + self.font.line_height * len(lines))
        rect.bottom = self.controls[0].rect.y - 2
        see_through(surface, rect, 245)
        pygame.draw.rect(surface, GOLD, rect, 1)
        for i, line in enumerate(lines):
            draw_text(surface, line, (rect.x + 3, rect.y + 2 + i * self.font.line_height), GOLD)

    def _draw_controls(self, surface) -> None:
        for c in self.controls:
            look = "highlighted" if c is self.hover_control else "normal"
            label = self._label(c.name)
            if label is None:
                _, colour = plate(surface, c.rect, look, "flat")
                _glyph(surface, c.name if c.name != "play" else ("pause" if self.playing else "play"), c.rect, colour)
                continue
            colour = draw_button(surface, c.rect, label, look, "flat")
            if c.name == "turn":
                for tip, back in ((c.rect.x + 3, c.rect.x + 6), (c.rect.right - 4, c.rect.right - 7)):
                    y = c.rect.centery
                    pygame.draw.polygon(surface, colour, [(back, y - 3), (tip, y), (back, y + 3)])

    def _label(self, name: str) -> str | None:
        """The words on a button, or None for one drawn as a glyph."""
        if name == "turn":
            return f"T{self.director.view.turn}" if self.director.view.turn else "Setup"
        if name == "speed":
            return speed_label(self.speed)
        if name == "viewer":
            return "Spec" if self.viewer is None else f"P{self.viewer + 1}"
        if name == "close":
            return "Back"
        return None


def _triangle(surface, colour, x: int, y: int, direction: int) -> None:
    """A filled triangle 5 wide and 9 tall, its base at ``x``, pointing right (1) or left (-1)."""
    pygame.draw.polygon(surface, colour, [(x, y - 4), (x + 4 * direction, y), (x, y + 4)])


def _glyph(surface, name: str, rect: pygame.Rect, colour) -> None:
    """The media-player sign of a transport button, centred in ``rect``."""
    x, y = rect.center
    if name == "play":
        _triangle(surface, colour, x - 2, y, 1)
    elif name == "pause":
        for bar in (x - 3, x + 1):
            pygame.draw.rect(surface, colour, (bar, y - 4, 2, 9))
    else:
        twice = name in ("decision", "back_decision")
        direction = 1 if name in ("event", "decision") else -1
        width = 5 * (2 if twice else 1) + 2
        start = x - direction * width // 2
        for i in range(2 if twice else 1):
            base = start + direction * 5 * i
            _triangle(surface, colour, base, y, direction)
        bar = start + direction * (width - 2) - (1 if direction < 0 else 0)
        pygame.draw.rect(surface, colour, (bar, y - 4, 2, 9))


REPLAY_ACTIONS = ("pass", "choose", "right", "left", "step", "next", "step_back", "previous", "down", "up",
                  "turn_next", "turn_previous", "to_start", "to_end", "speed", "viewer", "viewer_back", "back",
                  "menu", "help", "log_up", "log_down")
"""The actions a replay answers, first first when a key gives two."""
