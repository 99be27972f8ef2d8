"""What a table shows and how fast, owned once: the viewer, the geometry, the board, the director and the speed.
The table and the replay each own one; switching the viewer or the speed goes through it.

    p = Presentation(match, viewer=1, speed=2, sound=sound, you=True)
    p.open(faces, sprites, font)     # the geometry and the board drawn with the art (once the window is open)
    p.speed = 4; p.cycle_speed()     # the director plays at that speed
    p.set_viewer(None, turn=False)   # everything shown so far told again as a spectator sees it
    p.seek(cursor)                   # the first ``cursor`` events shown at once (back: on a new director)

:class:`PresentedScene` is a screen that shows a presentation (the table, the replay): it reads the input
events alike for both and offers them as named actions, pointing, clicks and the wheel.
"""

from __future__ import annotations

import pygame

from game.settings import INSTANT, SPEEDS
from scenes.overlays.overlay import Overlay
from scenes.stack import Scene
from scenes.table.board import Board
from scenes.table.director import Director
from scenes.table.forward import draw_brought_forward
from scenes.table.layout import TableLayout
from scenes.table.table_geometry import TableGeometry


def speed_label(speed) -> str:
    """The speed button's face: x1, x2, x4, >> (instant)."""
    return ">>" if speed == INSTANT else f"x{speed}"


class Presentation:
    """The viewer, layout, board, director and speed of one screen (see the module docstring). ``you``: the
    viewer's seat is called "You" (a table); a replay names every seat."""

    def __init__(self, match, viewer: int | None, speed, sound=None, *, you: bool = True) -> None:
        self.match = match
        self.sound = sound
        self.you = you
        self.board: Board | None = None
        self.director = Director(match, viewer, None, sound, speed, you=you)

    def open(self, faces, sprites, font) -> None:
        """The board the director plays on, turned so that the viewer sits nearest."""
        self.board = Board.on(TableLayout(self.match.setup.players, self.viewer), faces, sprites, font)
        self.board.you = self.you
        self.director.board = self.board

    @property
    def viewer(self) -> int | None:
        """The seat whose hand is shown (None: a spectator, nobody's)."""
        return self.director.viewer

    @property
    def geometry(self) -> TableGeometry:
        """Where each thing of the table stands (the board, the director and the hit-testing read it)."""
        return self.board.geometry

    @property
    def layout(self) -> TableLayout:
        return self.board.geometry.layout

    @property
    def speed(self):
        """One of :data:`SPEEDS`: how fast the director plays."""
        return self.director.speed

    @speed.setter
    def speed(self, speed) -> None:
        self.director.speed = speed

    def cycle_speed(self) -> None:
        """The next speed, x1 after instant (and after a speed not in :data:`SPEEDS`)."""
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)] if self.speed in SPEEDS else 1

    def set_viewer(self, viewer: int | None, *, turn: bool = True) -> None:
        """Show the game to ``viewer`` from now on, everything shown so far told again in their words; with
        ``turn`` the table is turned so that they sit nearest (else it stays as it is)."""
        if turn:
            self.board.geometry.turn(TableLayout(self.match.setup.players, viewer))
        self.director.set_viewer(viewer)

    def draw_brought_forward(self, surface, seat: int, area: pygame.Rect) -> None:
        """``seat``'s dungeon as shown now, brought forward into ``area`` (:mod:`scenes.table.forward`)."""
        d = self.director
        draw_brought_forward(self.board, surface, d.shown, d.view, seat, area)

    def seek(self, cursor: int) -> None:
        """Show the first ``cursor`` events at once: forward on this director, back on a new one (its speed
        and viewer kept, its ``limit`` lifted)."""
        d = self.director
        if cursor < d.cursor:
            d = self.director = Director(self.match, d.viewer, self.board, self.sound, d.speed, you=self.you)
        d.fold_to(cursor)


class PresentedScene(Scene):
    """A screen showing a :class:`Presentation`: the table or the replay. Input events reach ``on_actions``
    (keys and controller, read through the keymap), ``on_release`` (a key or button let go), ``on_point``,
    ``on_click`` and ``on_wheel``; every event is consumed. Its overlays (:mod:`scenes.overlays`) are pushed
    over it by :meth:`open_overlay` and closed all at once; one opened during this frame, not yet on the
    stack, is offered the frame's later events as if it were."""

    def __init__(self, presentation: Presentation) -> None:
        self.presentation = presentation
        self.overlays: list[Overlay] = []  # open, bottom first

    def open_overlay(self, overlay: Overlay) -> None:
        """Push ``overlay`` over this screen; closing it closes every overlay of this screen. A screen that has
        left the stack opens none."""
        if self.stack is None:
            return
        overlay.on_close = self.close_overlays
        self.overlays.append(overlay)
        self.stack.push(overlay)

    def close_overlays(self) -> None:
        """Close every overlay of this screen; harmless once the screen, or the overlays, have left the stack."""
        for overlay in self.overlays:
            overlay.closed = True
            stack = self.stack if self.stack is not None else overlay.stack  # (an empty stack is falsy)
            if stack is not None:
                stack.remove(overlay)
        self.overlays = []

    def exit(self) -> None:
        """The screen has left the stack: its overlays leave with it (one whose push is still queued too)."""
        self.close_overlays()

    def overlay(self, kind: type[Overlay]) -> Overlay | None:
        """The open overlay of ``kind``, or None."""
        return next((o for o in self.overlays if isinstance(o, kind)), None)

    def overlay_open(self) -> bool:
        return bool(self.overlays)

    @property
    def director(self) -> Director:
        return self.presentation.director

    @property
    def board(self) -> Board:
        return self.presentation.board

    @property
    def geometry(self) -> TableGeometry:
        return self.presentation.geometry

    @property
    def layout(self) -> TableLayout:
        return self.presentation.layout

    @property
    def viewer(self) -> int | None:
        return self.presentation.viewer

    @property
    def speed(self):
        return self.presentation.speed

    def handle_event(self, event) -> bool:
        if self.overlays and self.overlays[-1].handle_event(event):
            return True
        if event.type in (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERAXISMOTION):
            self.on_actions(event, self.actions(event))
        elif event.type in (pygame.KEYUP, pygame.CONTROLLERBUTTONUP):
            self.on_release(event)
        elif event.type == pygame.MOUSEMOTION:
            self.on_point(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.on_click(event.pos, event.button)
        elif event.type == pygame.MOUSEWHEEL:
            self.on_wheel(event.y)
        return True

    def on_actions(self, event, actions: frozenset[str]) -> None:
        """A key or controller event and the named actions it gives (maybe none)."""

    def on_release(self, event) -> None:
        """A key or controller button let go."""

    def on_point(self, pos) -> None:
        """The mouse moved to ``pos`` (canvas pixels)."""

    def on_click(self, pos, button: int) -> None:
        """A mouse button pressed at ``pos``."""

    def on_wheel(self, lines: int) -> None:
        """The wheel turned ``lines`` (positive: away from the person)."""
