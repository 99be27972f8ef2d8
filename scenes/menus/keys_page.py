"""The Keys page of the settings: every action of the keymap, named in words ("Card 11 of your hand"), with
its keys ("no key" for none), two columns of rows. Choose a row, then press the new key (Esc cancels): the
action answers that key alone from then on. A key another
action takes is refused, the reason said under the rows. "Reset keys to defaults" gives every action its
default keys. Every change is handed at once to ``on_change(overrides)`` ((action, key names) pairs, as
``Settings.keys`` keeps them).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.art.palette import BLOOD, GOLD, INK, STONE
from scenes.keys import ACTIONS, NO_KEY, TITLES, event_name, key_word
from scenes.stack import Scene
from scenes.ui.geometry import CENTRE_X
from scenes.ui.text import draw_text
from scenes.ui.widgets import Button, FocusList, backdrop, draw_big, footer, plate, text_top

COLUMN_WIDTH, ROW_HEIGHT, ROW_STEP, TOP = 292, 12, 14, 36
COLUMNS_X = (22, 326)
PER_COLUMN = (len(ACTIONS) + 1) // 2
KEYS_X = 186
"""Where a row's keys start, from its left edge (after the longest name)."""


class KeyRow(Button):
    """One action (``named``): its name, then its keys."""

    def __init__(self, rect: pygame.Rect, action: str, page: KeysScene) -> None:
        super().__init__(rect, action, lambda: page.listen(action))
        self.named, self.page = action, page

    def draw(self, surface: pygame.Surface, look: str) -> None:
        inner, colour = plate(surface, self.rect, look)
        y = text_top(inner)
        draw_text(surface, TITLES[self.named], (inner.x + 5, y), colour if look != "normal" else STONE)
        if self.page.listening == self.named:
            words = "press a key..."
        else:
            words = " / ".join(key_word(n) for n in self.page.keymap.keys[self.named])
        draw_text(surface, words or NO_KEY, (inner.x + KEYS_X, y), colour if words else STONE)


class KeysScene(Scene):
    """The keys of every action, remapped one at a time; see the module docstring."""

    def __init__(self, on_change: Callable[[tuple], object]) -> None:
        self.on_change = on_change
        self.listening: str | None = None
        self.message: str | None = None
        rows = [KeyRow(pygame.Rect(COLUMNS_X[i // PER_COLUMN], TOP + (i % PER_COLUMN) * ROW_STEP,
                                   COLUMN_WIDTH, ROW_HEIGHT), action, self) for i, action in enumerate(ACTIONS)]
        bottom = TOP + PER_COLUMN * ROW_STEP + 4
        self.reset = Button(pygame.Rect(CENTRE_X - 150, bottom, 180, 16), "Reset keys to defaults", self.reset_keys)
        self.back = Button(pygame.Rect(CENTRE_X + 40, bottom, 110, 16), "Back", self.close)
        self.rows = rows
        self.focus = FocusList([*rows, self.reset, self.back])
        self.note_y = bottom + 23

    def listen(self, action: str) -> None:
        """Wait for the new key of ``action``."""
        self.listening, self.message = action, None

    def reset_keys(self) -> None:
        self.listening, self.message = None, "Every action has its default keys again."
        self.on_change(())

    def handle_event(self, event) -> bool:
        if self.listening is not None:
            self._listen(event)
            return True
        if "back" in self.actions(event):
            self.close()
        else:
            self.focus.handle_event(event, self.keymap)
        return True

    def _listen(self, event) -> None:
        action = self.listening
        if event.type == pygame.CONTROLLERBUTTONDOWN and "back" in self.actions(event):
            self.listening = None
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.listening, self.message = None, f"{TITLES[action]} keeps its keys."
            return
        name = event_name(event)
        if name is None:
            return  # Shift alone: wait for the key it goes with
        self.listening = None
        other = self.keymap.conflict(action, name)
        if other is not None:
            self.message = f"{key_word(name)} is already the key of {TITLES[other]}: remap that first, or pick " \
                           f"another key."
            return
        keymap = self.keymap.with_keys(action, (name,))
        if not keymap.keys["back"] and not keymap.keys["choose"]:
            self.message = f"One of {TITLES['choose']} and {TITLES['back']} must keep a key."
            return
        self.message = f"{TITLES[action]} is now {key_word(name)}."
        self.on_change(tuple(sorted(keymap.overrides().items())))

    def draw(self, surface) -> None:
        backdrop(surface)
        draw_big(surface, "Keys", (CENTRE_X, 20), 2)
        self.focus.draw(surface)
        if self.listening is not None:
            note, colour = f"Press the new key for {TITLES[self.listening]} (Esc cancels).", GOLD
        elif self.message is not None:
            note, colour = self.message, BLOOD if "already" in self.message or "must" in self.message else STONE
        else:
            focused = self.focus.focused
            note = (self.keymap.fill(ACTIONS[focused.named][1]) if isinstance(focused, KeyRow)
                    else "Keys are kept in settings.json.")
            colour = STONE
        band = surface.get_rect(height=15, y=self.note_y - 4)
        pygame.draw.rect(surface, INK, band)
        draw_text(surface, note, (CENTRE_X, self.note_y), colour, "center")
        k = self.keymap.first
        footer(surface, f"{self.keymap.arrows()} or {k('next')} move  -  {k('choose')} remaps  -  "
                        f"{k('back')} goes back")
