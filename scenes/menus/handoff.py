"""Hot-seat: the screen between two people at one computer. It covers the whole table and shows nobody's
cards: "Pass the computer to <name>, playing <Boss>", and a button "<name> is ready".

It cannot be passed by accident, by the last person's keys (see :mod:`scenes.ui.settle`): for
:data:`READY_AFTER` seconds after it appears it takes no input at all; a key already down when it appeared,
or pressed during that time, counts only once released and pressed again (so neither a held key nor its
repeats pass it); Space, the key that passes and hurries on the table, never passes it. Then Enter
(choose) or a click on the button does: a deliberate act of the next person. Esc (back, or a controller's
Start) opens the menu over it (``on_menu``), as on the table.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.art.palette import BONE, GOLD, SHADOW, STONE
from scenes.stack import Scene
from scenes.ui.geometry import CENTRE_X, HANDOFF_BUTTON, HANDOFF_PANEL
from scenes.ui.settle import SETTLE_AFTER, Settling
from scenes.ui.text import draw_text
from scenes.ui.widgets import backdrop, draw_big, draw_button, panel, plate, text_top

READY_AFTER = SETTLE_AFTER
"""Seconds during which the screen takes no input."""


class HandoffScene(Scene):
    opaque = True

    def __init__(self, name: str, boss: str, on_ready: Callable[[], None],
                 on_menu: Callable[[], None] | None = None) -> None:
        self.name, self.boss, self.on_ready, self.on_menu = name, boss, on_ready, on_menu
        self.settle = Settling(READY_AFTER)
        self.done = False
        self.pressing = False  # the mouse button went down on the button once the screen was ready
        self.nudged = -9.0  # when a key that does not pass the screen was pressed: say which one does
        self.mouse = None  # where the mouse points, in canvas pixels

    @property
    def t(self) -> float:
        """Seconds since the screen appeared."""
        return self.settle.t

    @property
    def ready(self) -> bool:
        return self.settle.ready

    def enter(self, stack) -> None:
        self.settle.start(self.keymap)

    def handle_event(self, event) -> bool:
        if self.done or not self.settle.takes(event):
            return True
        if event.type in (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN):
            if "choose" in self.actions(event):
                self._go()
            elif self.actions(event) & {"back", "menu"} and self.on_menu is not None:
                self.on_menu()
            else:
                self.nudged = self.t
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressing = HANDOFF_BUTTON.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pressing and HANDOFF_BUTTON.collidepoint(event.pos):
                self._go()
            self.pressing = False
        return True

    def _go(self) -> None:
        self.done = True
        self.stack.pop()
        self.on_ready()

    def update(self, dt: float) -> None:
        self.settle.update(dt)

    def draw(self, surface) -> None:
        backdrop(surface)
        panel(surface, HANDOFF_PANEL)
        draw_text(surface, "Pass the computer to", (CENTRE_X, 116), STONE, "center")
        draw_big(surface, self.name, (CENTRE_X, 148), 3)
        draw_text(surface, f"playing {self.boss}" if self.boss else "to keep a Boss", (CENTRE_X, 174), BONE, "center")
        if not self.ready:
            _, colour = plate(surface, HANDOFF_BUTTON, "disabled")
            filled = HANDOFF_BUTTON.inflate(-4, -4)
            filled.w = round(filled.w * self.settle.progress)
            pygame.draw.rect(surface, SHADOW, filled)  # fills up while the screen is not yet ready
            draw_text(surface, "One moment...", (HANDOFF_BUTTON.centerx, text_top(HANDOFF_BUTTON)), colour, "center")
            return
        hovered = self.mouse is not None and HANDOFF_BUTTON.collidepoint(self.mouse)
        look = "pressed" if self.pressing and hovered else "highlighted"  # the one thing to choose: Enter does it
        draw_button(surface, HANDOFF_BUTTON, f"{self.name} is ready", look)
        nudge = self.t - self.nudged < 1.2
        k = self.keymap.first
        draw_text(surface, f"{k('choose')}, or click the button, when you are ready", (CENTRE_X, 236),
                  GOLD if nudge else BONE, "center")
        menu = f"; {k('back')} opens the menu" if self.on_menu is not None and k("back") else ""
        draw_text(surface, f"({k('pass')} does not pass this screen{menu})", (CENTRE_X, 246),
                  GOLD if nudge else STONE, "center")
