"""Words on the canvas, drawn one way.

    draw_text(surface, font, "Keys", (320, 40), GOLD, "center")   # its left, centre or right at ``pos``
"""

from __future__ import annotations

import pygame

from scenes.art.palette import BONE, INK

ALIGNS = ("left", "center", "right")


def draw_text(surface, font, text: str, pos, colour=BONE, align: str = "left", shadow=INK) -> pygame.Rect:
    """``text`` with its left, centre or right at ``pos`` (``align``, one of :data:`ALIGNS`; ValueError for
    another) and a drop shadow in ``shadow``; the rectangle of the words."""
    if align not in ALIGNS:
        raise ValueError(f"align {align!r} is not one of {', '.join(ALIGNS)}")
    x, y = pos
    w = font.width(text)
    if align == "center":
        x -= w // 2
    elif align == "right":
        x -= w
    surface.blit(font.text_image(text, colour, shadow), (x, y))
    return pygame.Rect(x, y, w, font.height)
