"""The menu over a table (Esc): Resume, then whatever the app offers there (settings, save, rules, concede,
title); Quit. The table below stops while it is open; a screen opened from it (Settings, Save game, Rules)
comes back to it when closed."""

from __future__ import annotations

from collections.abc import Callable

from scenes.stack import Scene
from scenes.ui.geometry import CENTRE_X, pause_menu
from scenes.ui.widgets import FocusList, buttons, dim, draw_big, panel


class PauseMenu(Scene):
    opaque = False

    def __init__(self, items: list[tuple[str, Callable[[], object]]] = ()) -> None:
        entries = [("Resume", self.back_to_game), *items, ("Quit", self.quit)]
        self.box, first = pause_menu(len(entries))
        self.focus = FocusList(buttons(entries, first, (0, 22)))

    def back_to_game(self) -> None:
        """Resume: close the menu (not the lifecycle's ``resume``, which the stack calls when a screen
        opened from the menu closes)."""
        self.stack.pop()

    def quit(self) -> None:
        self.stack.clear()

    def handle_event(self, event) -> bool:
        if self.actions(event) & {"back", "menu"}:
            self.back_to_game()
        else:
            self.focus.handle_event(event, self.keymap)
        return True

    def draw(self, surface) -> None:
        dim(surface)
        panel(surface, self.box)
        draw_big(surface, "Paused", (CENTRE_X, self.box.y + 22), 2)
        self.focus.draw(surface)
