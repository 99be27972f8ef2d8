"""The discard pile laid out, newest last, as the screen below shows it now."""

from __future__ import annotations

import pygame

from scenes.art.kit import art
from scenes.art.palette import GOLD
from scenes.overlays.overlay import Overlay
from scenes.ui.panels import see_through
from scenes.ui.text import draw_text

PER_ROW = 14
SHOWN = 70  # the newest cards that fit
CELL = (34, 46)


class DiscardPile(Overlay):
    """The discard pile of ``presentation``'s view (it follows the game going on below)."""

    def __init__(self, presentation) -> None:
        self.presentation = presentation

    def paint(self, surface) -> None:
        faces, _sprites, font = art()
        discard, area = self.presentation.director.view.discard, self.presentation.layout.zone("discard_pile")
        see_through(surface, area, 240)
        draw_text(surface, f"Discard pile: {len(discard)} cards (newest last) - click or "
                  f"{self.keymap.first('back')} to close",
                  (area.x + 6, area.y + 4), GOLD)
        for i, card in enumerate(discard[-SHOWN:]):
            cell = pygame.Rect(area.x + 6 + (i % PER_ROW) * CELL[0], area.y + 18 + (i // PER_ROW) * CELL[1], 32, 44)
            surface.blit(faces.face(card, "small"), cell)
