"""The settings screen, in its own panel over the screen below (dimmed): the title or a table. One row a
setting, in groups (window, sound, play, help), then Back. Every change is handed at once to
``on_change(settings)``: the caller saves it and puts it into effect with :func:`apply_settings`. Back or
Esc closes the screen.

Focus order, top to bottom: the rows as :data:`GROUPS` lists them, then Keys (the Keys page,
:mod:`scenes.menus.keys_page`) and Back; the first row is highlighted
first. Left / Right (or a click on an arrow) change a row; Enter (or a click elsewhere on it) steps it on.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, NamedTuple

import pygame

from game.settings import INSTANT, SPEEDS, Settings
from scenes.art.palette import STONE
from scenes.stack import Scene
from scenes.ui.geometry import CENTRE_X
from scenes.ui.text import draw_text
from scenes.ui.widgets import Button, Choice, FocusList, dim, draw_big, footer, panel

ON_OFF = ((False, "Off"), (True, "On"))
VOLUMES = tuple((n / 10, "Off" if n == 0 else f"{n * 10}%") for n in range(11))
OFFERED_SCALES = (1, 2, 3, 4)


class Row(NamedTuple):
    """One setting on the screen: the field of :class:`Settings` it changes, its label, its options
    ((value, word) pairs) and the note shown while it is highlighted. A word or the note names a key as
    ``{action}``, said as the keymap has it (:meth:`Keymap.fill`)."""

    field: str
    label: str
    options: Sequence[tuple[Any, str]]
    note: str


GROUPS = (
    (Row("window_scale", "Window size", ((None, "Auto"), *((n, f"{n}x") for n in OFFERED_SCALES)),
         "The window at 1x to 4x the game's pixels, or Auto to fit your screen."),
     Row("fullscreen", "Fullscreen", ON_OFF, "Fill the whole screen. {fullscreen} switches it too, anywhere."),
     Row("whole_pixels", "Whole pixels only", ON_OFF,
         "Every pixel the same size, with black bars; off: fill more of the window.")),
    (Row("music_volume", "Music volume", VOLUMES, "How loud the music plays."),
     Row("effects_volume", "Effects volume", VOLUMES, "How loud the sound effects play.")),
    (Row("speed", "Animation speed", tuple((s, "Instant" if s == INSTANT else f"x{s}") for s in SPEEDS),
         "How fast the table moves. In a game, {speed} changes it and {pass} hurries it."),
     Row("auto_pass", "Auto-pass", ON_OFF, "Pass for you when a Spell window leaves you nothing to play."),
     Row("stop_every_window", "Stop at every Spell window", ON_OFF,
         "Off: stop only where a card of yours could change something now."),
     Row("confirm_end_build", "Ask before skipping Build", ON_OFF,
         "Ask before a Build turn ends without a Room built."),
     Row("answer_time", "Hot-seat time to answer", ((2, "2 s"), (3, "3 s"), (5, "5 s"), (0, "Until {pass}")),
         "How long a Spell window waits for a person's answer.")),
    (Row("colour_blind", "Colour-blind markers", ON_OFF, "Treasure markers show shapes as well as colours."),
     Row("key_help", "Key help on screen", ON_OFF, "A line naming the keys along the bottom of the table."),
     Row("guide", "First-game guide", ON_OFF, "Notes on each step of a first game; they stop once seen.")),
)
KEYS_NOTE = "The key of every action: choose one, then press its new key."
BACK_NOTE = "Changes take effect at once and are kept for next time."
WIDTH, GROUP_GAP = 300, 6
VALUE_X = 190
TOP = 48
PANEL = (6, 334)
"""Top and bottom of the panel: from the top of the canvas down to just above the footer."""
ROWS_END = PANEL[1] - 42
"""Where the rows end at the latest: the note and the Keys and Back buttons fit below, in the panel."""
ROW_STEP = min(20, (ROWS_END - TOP - GROUP_GAP * len(GROUPS)) // sum(map(len, GROUPS)))
"""From one row to the next: 20, or less when there are more rows than fit at 20."""
ROW_HEIGHT = ROW_STEP - 2


class Volume(Choice):
    """A :class:`Choice` of a volume from 0 to 1 in tenths that stops at either end (an odd value, such as
    a default of 0.35, steps to the tenth beside it)."""

    def step(self, step: int) -> bool:
        tenths = self.value * 10
        n = math.floor(tenths + 1e-6) + 1 if step > 0 else math.ceil(tenths - 1e-6) - 1
        value = min(10, max(0, n)) / 10
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)
        return True

    @property
    def word(self) -> str:
        return "Off" if self.value == 0 else f"{round(self.value * 100)}%"


class SettingsScene(Scene):
    """Change ``settings`` row by row, calling ``on_change(new_settings)`` on every change; Back or Esc
    calls ``on_close()``, or pops the scene when there is none."""

    opaque = False

    def __init__(self, settings: Settings, on_change: Callable[[Settings], object],
                 on_close: Callable[[], object] | None = None) -> None:
        self.settings = settings
        self.on_change = on_change
        self.on_close = on_close
        self.notes: dict[Choice | Button, str] = {}
        self.worded: dict[Choice, tuple] = {}  # the choices whose words name a key, and those words unfilled
        y = TOP
        for group in GROUPS:
            for row in group:
                self.notes[self._choice(row, pygame.Rect(CENTRE_X - WIDTH // 2, y, WIDTH, ROW_HEIGHT))] = row.note
                y += ROW_STEP
            y += GROUP_GAP
        self.note_y = y + 1
        self.keys = Button(pygame.Rect(CENTRE_X - 120, y + 16, 110, 20), "Keys", self.open_keys)
        self.notes[self.keys] = KEYS_NOTE
        self.back = Button(pygame.Rect(CENTRE_X + 10, y + 16, 110, 20), "Back", self.close)
        self.notes[self.back] = BACK_NOTE
        self.focus = FocusList(list(self.notes))

    def _choice(self, row: Row, rect: pygame.Rect) -> Choice:
        value = getattr(self.settings, row.field)
        options = row.options
        if row.field == "window_scale" and value not in OFFERED_SCALES + (None,):  # 5x or 6x, set in the file
            options = (*options, (value, f"{value}x"))
        kind = Volume if options is VOLUMES else Choice
        choice = kind(rect, row.label, options, value, on_change=lambda v, field=row.field: self._set(field, v),
                      value_x=VALUE_X)
        if any("{" in word for _value, word in options):
            self.worded[choice] = tuple(options)
        return choice

    def _set(self, field: str, value) -> None:
        self.settings = replace(self.settings, **{field: value})
        self.on_change(self.settings)

    def open_keys(self) -> None:
        from scenes.menus.keys_page import KeysScene

        self.stack.push(KeysScene(lambda keys: self._set("keys", keys)))

    def handle_event(self, event) -> bool:
        if "back" in self.actions(event):
            self.close()
        else:
            self.focus.handle_event(event, self.keymap)
        return True

    def draw(self, surface) -> None:
        dim(surface, 215)
        panel(surface, pygame.Rect(CENTRE_X - WIDTH // 2 - 24, PANEL[0], WIDTH + 48, PANEL[1] - PANEL[0]))
        draw_big(surface, "Settings", (CENTRE_X, (PANEL[0] + TOP) // 2), 2)
        for choice, options in self.worded.items():  # in the keys of now: a remap on the Keys page shows at once
            choice.options = tuple((value, self.keymap.fill(word)) for value, word in options)
        self.focus.draw(surface)
        note = self.keymap.fill(self.notes[self.focus.focused])
        draw_text(surface, note, (CENTRE_X, self.note_y), STONE, "center")
        k = self.keymap.first
        footer(surface, f"{self.keymap.arrows()} or {k('next')} move  -  {k('left')} / {k('right')} change  -  "
                        f"{k('choose')} chooses  -  {k('back')} goes back")


def apply_settings(settings: Settings, app=None, sound=None) -> None:
    """Put into effect at once what can be: the sound's volumes, the app's window size, fullscreen and whole
    pixels (a table takes its own through ``TableScene.apply_settings``). The other settings are read where they
    are used."""
    if sound is not None:
        sound.set_volumes(settings.effects_volume, settings.music_volume)
    if app is not None:
        app.presenter.set_window_scale(settings.window_scale)
        app.presenter.set_whole_pixels(settings.whole_pixels)
        app.presenter.set_fullscreen(settings.fullscreen)
