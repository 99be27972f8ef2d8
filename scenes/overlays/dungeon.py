"""Another seat's dungeon brought forward at full size, over the table dimmed."""

from __future__ import annotations

from scenes.overlays.overlay import Overlay
from scenes.widgets import dim


class BroughtForward(Overlay):
    """``seat``'s dungeon as ``presentation`` shows it now."""

    def __init__(self, presentation, seat: int) -> None:
        self.presentation, self.seat = presentation, seat

    def paint(self, surface) -> None:
        p = self.presentation
        dim(surface, 170)
        p.board.draw_brought_forward(surface, p.director.shown, p.director.view, self.seat,
                                     p.layout.zone("dungeon_forward"))
