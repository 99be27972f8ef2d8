"""Another seat's dungeon brought forward at full size, over the table dimmed; Tab and the arrows go round the
small dungeons."""

from __future__ import annotations

import pygame

from scenes.overlays.overlay import Overlay
from scenes.ui.widgets import dim

ROUND = frozenset({"next", "previous", "left", "right"})


def small_seat_after(presentation, seat: int | None, step: int) -> int | None:
    """The small dungeon after (``step`` 1) or before (-1) ``seat``'s, round the table; with ``seat`` None the
    one a Hero walks in, else the first; None in a game of two."""
    layout, view = presentation.layout, presentation.director.view
    seats = [s for s in range(presentation.match.setup.players) if layout.card_size(s) == "small"]
    if not seats:
        return None
    if seat is None:
        walker = view.walker if view is not None else None
        return walker.seat if walker is not None and walker.seat in seats else seats[0]
    return seats[(seats.index(seat) + step) % len(seats)]


class BroughtForward(Overlay):
    """``seat``'s dungeon as ``presentation`` shows it now."""

    def __init__(self, presentation, seat: int) -> None:
        self.presentation, self.seat = presentation, seat

    def handle_event(self, event) -> bool:
        if not self.closed and event.type in (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN):
            act = self.actions(event)
            if act & ROUND:
                self.seat = small_seat_after(self.presentation, self.seat, -1 if act & {"previous", "left"} else 1)
                return True
        return super().handle_event(event)

    def paint(self, surface) -> None:
        p = self.presentation
        dim(surface, 170)
        p.draw_brought_forward(surface, self.seat, p.layout.zone("dungeon_forward"))
