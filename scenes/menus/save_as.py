"""Name a game and save it (from the pause menu): a text field, Save and Back; a refused name says why."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.art.palette import BLOOD, STONE
from scenes.stack import Scene
from scenes.ui.geometry import CENTRE_X, SAVE_BACK, SAVE_BUTTON, SAVE_FIELD, SAVE_PANEL
from scenes.ui.text import draw_text
from scenes.ui.widgets import Button, FocusList, TextField, dim, draw_big, panel


class SaveAsScene(Scene):
    """``on_save(name)`` saves and returns None, or returns why it could not (the scene then stays)."""

    opaque = False

    def __init__(self, name: str, on_save: Callable[[str], str | None]) -> None:
        self.on_save = on_save
        self.field = TextField(SAVE_FIELD, "Name", name, limit=40, value_x=44)
        self.save = Button(SAVE_BUTTON, "Save", self._save)
        self.back = Button(SAVE_BACK, "Back", lambda: self.stack.pop())
        self.focus = FocusList([self.field, self.back, self.save])
        self.message: str | None = None

    def _save(self) -> None:
        self.message = self.on_save(self.field.text)
        if self.message is None:
            self.stack.pop()

    def handle_event(self, event) -> bool:
        typed = event.type == pygame.KEYDOWN and getattr(event, "unicode", "").isprintable() \
            and getattr(event, "unicode", "") and self.focus.focused is self.field
        actions = frozenset() if typed else self.actions(event)
        if "back" in actions:
            self.stack.pop()
        elif "choose" in actions and self.focus.focused is self.field:
            self._save()
        else:
            self.focus.handle_event(event, self.keymap)
        return True

    def draw(self, surface) -> None:
        dim(surface)
        panel(surface, SAVE_PANEL)
        draw_big(surface, "Save game", (CENTRE_X, 124), 2)
        self.focus.draw(surface)
        words = self.message or f"Type a name, then {self.keymap.first('choose')}"
        draw_text(surface, words, (CENTRE_X, 212), BLOOD if self.message else STONE, "center")
