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

The scene owns its parts and asks each frame of them. The decision at hand and where the person looks live in
one :class:`~scenes.table.model.TableModel`: :class:`~scenes.table.turns.Turns` (the match moving on) and
:class:`~scenes.table.input.TableInput` (keys and mouse; its docstring has the keys) change it, the
:class:`~scenes.table.hud.Hud` (the panels around the board) and the board only read it; where everything stands
is the presentation's :class:`~scenes.table.table_geometry.TableGeometry`. Other screens reach the table through its
methods (:meth:`TableScene.apply_settings`, :meth:`TableScene.game_settings`, :meth:`TableScene.concede`...),
never its parts.

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

import dataclasses
from collections.abc import Callable

from game.match import HUMAN
from game.settings import Settings
from scenes.art.kit import art
from scenes.art.palette import INK
from scenes.keys import hand_key_labels
from scenes.overlays.guide import GuideNote
from scenes.table.hud import Hud
from scenes.table.input import TableInput
from scenes.table.model import TableModel
from scenes.table.offer import places_of
from scenes.table.places import Marks
from scenes.table.presentation import Presentation, PresentedScene
from scenes.table.turns import Turns
from scenes.ui.panels import LogPanel


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
        humans = [s for s, kind in enumerate(match.seats) if kind == HUMAN]
        self.model = TableModel(hot_seat=len(humans) > 1,
                                auto_pass=self.settings.auto_pass if auto_pass is None else auto_pass)
        self.turns = Turns(self, self.model, autosave=autosave, autoquit=autoquit, guide=guide)
        viewer = viewer if viewer is not None or self.model.hot_seat else (humans[0] if humans else None)
        super().__init__(Presentation(match, viewer, speed, sound))
        self.input = TableInput(self, self.model, self.turns)

    # ------------------------------------------------------------------ lifecycle
    def enter(self, stack) -> None:
        self.faces, self.sprites, self.font = art()
        self.model.log = LogPanel(self.font)
        self.hud = Hud(self, self.model, self.font)
        self.presentation.open(self.faces, self.sprites, self.font)
        self._show_settings(self.settings, stack.keymap)
        if self.match.actions:  # a game taken up again (Continue, Load): it stands as it was left at once
            self.director.catch_up()
            self.turns.taken_up()
        if self.sound is not None:
            self.sound.start_music()

    def exit(self) -> None:
        super().exit()
        if self.sound is not None:
            self.sound.stop_music()

    # ------------------------------------------------------------------ what other screens ask of the table
    def apply_settings(self, settings: Settings, keymap) -> None:
        """``settings`` (and the keys of ``keymap``) from now on: the speed, auto-pass, the guide's notes and
        what the board shows (colour-blind letters, the hand's keys); the others are read where they are used."""
        self.settings = settings
        self.presentation.speed = settings.speed
        self.model.auto_pass = settings.auto_pass
        self.turns.set_guide(settings.guide)
        self._show_settings(settings, keymap)

    def _show_settings(self, settings: Settings, keymap) -> None:
        if self.board is not None:
            self.board.letters = settings.colour_blind
            self.board.hand_keys = hand_key_labels(keymap)

    def game_settings(self, settings: Settings) -> Settings:
        """``settings`` as this game plays them now: its speed, auto-pass, and the guide (when it may guide)."""
        turns = self.turns
        return dataclasses.replace(settings, speed=self.speed, auto_pass=self.model.auto_pass,
                                   guide=turns.guide if turns.can_guide else settings.guide)

    @property
    def handing_off(self) -> bool:
        """Is the table covered for a hand-off (nobody's seat on screen)?"""
        return self.turns.handing_off

    def people_playing(self) -> list[int]:
        """The seats of people still in the game (not out, not conceded)."""
        return self.turns.people_playing()

    def concede(self, seat: int) -> None:
        """``seat`` gives up; the game goes on without it."""
        self.turns.concede(seat)

    def open_menu(self) -> None:
        """The menu over the table (the app's, else a plain pause menu)."""
        if self.on_menu is not None:
            self.on_menu(self)
            return
        from scenes.menus.pause import PauseMenu

        self.stack.push(PauseMenu())

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        if self.overlay(GuideNote) is None:
            self.director.update(dt, hurry=self.model.hurry)
        self.turns.update(dt)
        self._settle()

    def _settle(self) -> None:
        """What this frame shows, decided before it is drawn: the board's marks and where everything stands
        (what clicks hit), the highlight on something that can be chosen, the tooltip, the card zoomed, the log's
        scroll within the log."""
        if self.director.shown is None:
            return
        model = self.model
        model.marks = self._marks()
        self.geometry.place(self.director.view, model.marks)
        if model.marks.lit:
            before = model.highlight
            self.input.keep_highlight_on_a_choice()
            if model.highlight != before:  # the marks follow the highlight in this very frame
                model.marks = self._marks()
                self.geometry.place(self.director.view, model.marks)
        self.input.repoint()
        self.input.settle_tip()
        model.zoom = self.input.zoom_card()
        model.log.clamp(self.hud.log_rect(), self.director.log)

    def _marks(self) -> Marks:
        """What the board shows over the cards now: lit, highlighted, picked and hinted places, what the
        animation draws itself, what the mouse is on, the bot thinking."""
        d, m, model = self.director, self.match, self.model
        v = d.view
        lit = frozenset(model.offer.choices()) if model.offer is not None and d.idle else frozenset()
        if model.pending is not None:
            lit = frozenset(places_of(v, model.pending)[1:])
        thinking = m.to_act if self.bots is not None and not m.over and m.seats[m.to_act] != HUMAN else None
        return Marks(lit=lit, highlight=model.highlight if lit else None, selected=model.selected(),
                     hinted=model.hinted(v), hidden=d.hidden(), hover=model.hover.place, thinking=thinking)

    def on_actions(self, event, actions) -> None:
        self.input.key(event, actions)

    def on_release(self, event) -> None:
        self.input.release(event)

    def on_point(self, pos) -> None:
        self.input.point(pos)

    def on_click(self, pos, button: int) -> None:
        self.input.click(pos, button)

    def on_wheel(self, lines: int) -> None:
        self.model.scroll_log(lines)

    def draw(self, surface) -> None:
        """The frame :meth:`update` settled; nothing is changed here."""
        d, model, hud = self.director, self.model, self.hud
        if d.shown is None:
            surface.fill(INK)
            return
        v = d.view
        self.board.draw(surface, d.shown, v, model.marks)
        if model.marks.lit:
            hud.draw_row(surface)
        d.draw(surface)
        pointing = bool(model.hover.card)
        if not pointing:
            hud.draw_zoom(surface)  # under the prompt, which a long question may stretch over it
        hud.draw_prompt(surface, v)
        hud.draw_log(surface)
        if pointing:
            hud.draw_zoom(surface)  # the card pointed at, with its text, over all
        hud.draw_buttons(surface)
        if model.asking is not None:
            hud.draw_strip(surface, v)
        hud.draw_tip(surface)
