"""The table: a match drawn as the viewer sees it, its events played by the director, its decisions
made by mouse and keys, bots thinking in a worker process.

    TableScene(match, speed=2, bots=BotWorker(), sound=Sound(), on_over=show_game_over)

Every decision comes from ``Match.legal()`` through an :class:`~scenes.table.offer.Offer`; the scene never
builds an Action, and never waits: a person is offered a decision once the director has shown every
event, while a bot's request goes to the worker at once and its answer is submitted when it comes
(an answer for an old step is dropped).

A table opened on a game already under way (Continue, Load: decisions were made) shows it as it stands at
once: the director folds every event so far without animations (their log lines written), and only what
happens from then on is animated.

The scene owns its parts and asks each frame of them: :class:`~scenes.table.turns.Turns` (the match moving
on), :class:`~scenes.table.input.TableInput` (places, highlight, keys and mouse; its docstring has the keys)
and :class:`~scenes.table.hud.Hud` (the panels around the board).

Hot-seat (two or more people at one screen): the table shows one person's hand at a time, and a hand-off
screen comes before another person's decision. ``viewer`` is the person whose hand is on screen, or None:
nobody's, the table as a spectator sees it. So that nobody, person or bot, can tell a castable hand from a
dead one, a person's Spell window ("build" when answering another's Build turn, "adventure", "respond")
never depends on what their hand can do:

- a Spell window in which people answer hands nothing off: the table turns to nobody's hand and one "Any
  answer?" strip asks every person the window's round asks (``game.rules.still_asked``: public facts), with
  one countdown (the setting ``answer_time``) and a button each, "<name> answers (1)", and "No one" (Space, or
  the time running out). The person named gets the hand-off when the match asks them, and their window at
  leisure; the round's others are passed for as the match asks them, without a sign; a Spell cast (anything
  but a pass) ends the round, and the next window asks on a new strip. The table stays nobody's until the next
  decision that is not such an answer, which hands off as ever;
- a person alone in their window's round, whose hand is on screen, sees it with the same countdown; it passes
  by itself when the time runs out, unless they have started doing something (a key, a click, pointing at
  the table); Space passes at once. A Build turn never passes by itself; auto-pass and smart stops are off.

With one person and bots, the screen stops in a Spell window only where a card of theirs could change
something now (``game.rules.worth_a_stop``), unless the settings stop at every window.
"""

from __future__ import annotations

from collections.abc import Callable

from game.match import HUMAN
from game.settings import Settings
from scenes.art.kit import art
from scenes.art.palette import INK
from scenes.keys import hand_key_labels
from scenes.overlays.guide import GuideNote
from scenes.table.board import Marks
from scenes.table.hud import Hud
from scenes.table.input import TableInput
from scenes.table.offer import places_of
from scenes.table.presentation import Presentation, PresentedScene
from scenes.table.turns import Turns


class TableScene(PresentedScene):
    """One match on the table; see the module docstring."""

    def __init__(self, match, *, viewer: int | None = None, speed=1, bots=None, sound=None,
                 on_over: Callable | None = None, on_menu: Callable | None = None,
                 autoquit: bool = False, autosave: bool = True, auto_pass: bool | None = None,
                 settings: Settings | None = None, guide: bool = False,
                 on_guide_seen: Callable[[], object] | None = None) -> None:
        """``on_guide_seen()``: the guide's notes have been seen through, or stopped for good."""
        self.match = match
        self.on_guide_seen = on_guide_seen
        self.settings = settings or Settings()
        self.bots = bots
        self.sound = sound
        self.on_over = on_over
        self.on_menu = on_menu
        self.turns = Turns(self, autosave=autosave, autoquit=autoquit, auto_pass=auto_pass, guide=guide)
        humans = [s for s, kind in enumerate(match.seats) if kind == HUMAN]
        viewer = viewer if viewer is not None or self.turns.hot_seat else (humans[0] if humans else None)
        super().__init__(Presentation(match, viewer, speed, sound))
        self.input = TableInput(self)
        self.marks = Marks()  # what the board shows over the cards this frame (settled in update)

    # ------------------------------------------------------------------ lifecycle
    def enter(self, stack) -> None:
        self.faces, self.sprites, self.font = art()
        self.hud = Hud(self, self.font)
        self.presentation.open(self.faces, self.sprites, self.font)
        self.board.letters = self.settings.colour_blind
        self.board.hand_keys = hand_key_labels(stack.keymap)
        if self.match.actions:  # a game taken up again (Continue, Load): it stands as it was left at once
            self.director.catch_up()
            self.turns.guide_cursor = self.director.cursor
        if self.sound is not None:
            self.sound.start_music()

    def exit(self) -> None:
        super().exit()
        if self.sound is not None:
            self.sound.stop_music()

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        if self.overlay(GuideNote) is None:
            self.director.update(dt, hurry=self.input.hurry)
        self.turns.update(dt)
        self._settle()

    def _settle(self) -> None:
        """What this frame shows, decided before it is drawn: the board's marks and where everything stands
        (what clicks hit), the highlight on something that can be chosen, the log's scroll within the log."""
        if self.director.shown is None:
            return
        self.marks = self._marks()
        self.board.place(self.director.view, self.marks)
        if self.marks.lit:
            before = self.input.highlight
            self.input.keep_highlight_on_a_choice()
            if self.input.highlight != before:  # the marks follow the highlight in this very frame
                self.marks = self._marks()
                self.board.place(self.director.view, self.marks)
        self.input.settle_tip()
        self.hud.log_panel.clamp(self.hud.log_rect(), self.director.log)

    def _marks(self) -> Marks:
        """What the board shows over the cards now: lit, highlighted, picked and hinted places, what the
        animation draws itself, what the mouse is on, the bot thinking."""
        d, m, turns, inp = self.director, self.match, self.turns, self.input
        v = d.view
        lit = frozenset(turns.offer.choices()) if turns.offer is not None and d.idle else frozenset()
        if turns.pending is not None:
            lit = frozenset(places_of(v, turns.pending)[1:])
        thinking = m.to_act if self.bots is not None and not m.over and m.seats[m.to_act] != HUMAN else None
        return Marks(lit=lit, highlight=inp.highlight if lit else None, selected=inp.selected(),
                     hinted=inp.hinted(v), hidden=d.hidden(), hover=inp.hover.place, thinking=thinking)

    def on_actions(self, event, actions) -> None:
        self.input.key(event, actions)

    def on_release(self, event) -> None:
        self.input.release(event)

    def on_point(self, pos) -> None:
        self.input.point(pos)

    def on_click(self, pos, button: int) -> None:
        self.input.click(pos, button)

    def on_wheel(self, lines: int) -> None:
        self.hud.log_panel.scroll_by(lines)

    def draw(self, surface) -> None:
        """The frame :meth:`update` settled; nothing is changed here."""
        d, turns, inp, hud = self.director, self.turns, self.input, self.hud
        if d.shown is None:
            surface.fill(INK)
            return
        v = d.view
        self.board.draw(surface, d.shown, v, self.marks)
        if self.marks.lit:
            hud.draw_row(surface)
        d.draw(surface)
        pointing = bool(inp.hover.card)
        if not pointing:
            hud.draw_zoom(surface)  # under the prompt, which a long question may stretch over it
        hud.draw_prompt(surface, v)
        hud.draw_log(surface)
        if pointing:
            hud.draw_zoom(surface)  # the card pointed at, with its text, over all
        hud.draw_buttons(surface)
        if turns.asking is not None:
            hud.draw_strip(surface, v)
        hud.draw_tip(surface)
