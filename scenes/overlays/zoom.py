"""A card zoomed with its full text, its rulings and the glossary entries of the words it uses.

    CardZoom(card)      # the table's (Z, a right click): the face at 2x, the card's detail, then the rest
    GalleryZoom(card)   # the gallery's: the face at 2x and every line on a panel of its own
"""

from __future__ import annotations

import pygame

from game.cards import CARDS
from scenes.art.kit import art
from scenes.art.palette import BONE, GOLD, STONE
from scenes.overlays.overlay import Overlay
from scenes.rules_text import glossary, keywords_in
from scenes.ui.geometry import CLOSE_NOTE, GALLERY_ZOOM_PANEL, ZOOM_WORDS
from scenes.ui.panels import see_through
from scenes.ui.text import draw_text
from scenes.ui.widgets import dim, panel


def card_zoom_lines(card_id: str) -> list[str]:
    """A card's rules text, rulings and the glossary entries of the words it uses, as lines of text."""
    card = CARDS.get(card_id)
    lines = [getattr(card, "text", "") or ""]
    lines += [f"Ruling: {r}" for r in getattr(card, "rulings", ())]
    lines += [f"{term[0].upper() + term[1:]}: {glossary()[term]}" for term in keywords_in(lines[0])]
    return [line for line in lines if line]


class CardZoom(Overlay):
    """The table's zoom of ``card``: Esc, Z or a click closes it. ``note``: why the table shows other numbers than
    its face (``scenes.table.tips.card_note``), first, in gold."""

    def __init__(self, card: str, note: str = "") -> None:
        self.card = card
        self.note = note

    def paint(self, surface) -> None:
        faces, _sprites, font = art()
        dim(surface, 225)
        surface.blit(faces.face(self.card, "zoom"), (40, 60))
        detail = faces.detail(CARDS.get(self.card), ZOOM_WORDS.w)
        surface.blit(detail, ZOOM_WORDS)
        lines = [(line, GOLD) for line in font.wrap(self.note, ZOOM_WORDS.w - 8)] if self.note else []
        lines += [(line, STONE) for extra in card_zoom_lines(self.card)[1:]
                  for line in font.wrap(extra, ZOOM_WORDS.w - 8)]
        if lines:
            box = pygame.Rect(ZOOM_WORDS.x, ZOOM_WORDS.y + 6 + detail.get_height(), ZOOM_WORDS.w,
                              6 + font.line_height * len(lines))
            see_through(surface, box, 235)
            for i, (line, colour) in enumerate(lines):
                draw_text(surface, line, (box.x + 4, box.y + 3 + i * font.line_height), colour)
        k = self.keymap.first
        draw_text(surface, f"{k('back')}, {k('zoom')} or a click closes", CLOSE_NOTE, STONE, "center")


class GalleryZoom(Overlay):
    """The gallery's zoom of ``card``: any key, button or click closes it, and nothing reaches the gallery."""

    modal = True

    def __init__(self, card: str) -> None:
        self.card = card

    def closes(self, event) -> bool:
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN)

    def paint(self, surface) -> None:
        faces, _sprites, font = art()
        dim(surface, 225)
        panel(surface, GALLERY_ZOOM_PANEL)  # the text stands on its own ground, not on the gallery
        surface.blit(faces.face(self.card, "zoom"), (24, 60))
        y = 60
        draw_text(surface, CARDS.get(self.card).name, (170, y), GOLD, shadow=None)
        y += 14
        for line in card_zoom_lines(self.card):
            for part in font.wrap(line, 440):
                draw_text(surface, part, (170, y), BONE)
                y += font.line_height
            y += 4
        draw_text(surface, "A key or a click closes", CLOSE_NOTE, STONE, shadow=None)
