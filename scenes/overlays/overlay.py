"""The overlay scene: pushed over a screen, drawn over it, closed by a key or a click.

An :class:`Overlay` lets the screen below update (its animations and bots go on) and draws over it. A key
press (not a modifier alone), a controller button, a stick push that means an action, or a click (of
``click_buttons``, when set) closes it, through ``close()``: ``on_close()`` when the screen that opened it
set one (to close all of its overlays at once), else it is popped. Those events go no further; once closed it
draws nothing and takes no event until the stack lets it go. Pointing,
the wheel and letting go of a key reach the screen below, unless the overlay is ``modal``.
"""

from __future__ import annotations

import pygame

from scenes.keys import MODIFIERS
from scenes.stack import Scene

PRESSES = (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERAXISMOTION, pygame.MOUSEBUTTONDOWN)


class Overlay(Scene):
    """A scene over another (see the module docstring)."""

    opaque = False
    updates_below = True
    modal = False
    """True: every event stops here; False: pointing, the wheel and letting go reach the screen below."""
    click_buttons: tuple[int, ...] | None = None
    """The mouse buttons whose click closes it (None: any); another button's click does nothing."""

    def closes(self, event) -> bool:
        """Does ``event`` close the overlay?"""
        if event.type == pygame.KEYDOWN:
            return event.key not in MODIFIERS
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            return True
        if event.type == pygame.CONTROLLERAXISMOTION:
            return bool(self.actions(event))
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self.click_buttons is None or event.button in self.click_buttons
        return False

    def handle_event(self, event) -> bool:
        if self.closed:
            return False
        if self.closes(event):
            self.close()
            return True
        return self.modal or event.type in PRESSES

    def draw(self, surface) -> None:
        if not self.closed:
            self.paint(surface)

    def paint(self, surface) -> None:
        """Draw the overlay over the screen below."""
