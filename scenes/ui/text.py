"""Words on the canvas, drawn one way: every screen's text goes through :func:`draw_text`.

    draw_text(surface, "Keys", (CENTRE_X, 40), GOLD, "center")   # its left, centre or right at ``pos``
"""

from __future__ import annotations

import pygame

from scenes.art.kit import art
from scenes.art.palette import BONE, INK

ALIGNS = ("left", "center", "right")


def draw_text(surface, text: str, pos, colour=BONE, align: str = "left", shadow=INK) -> pygame.Rect:
    """One line of ``text`` in the pixel font at 1x, its top at ``pos[1]`` and its left, centre or right at
    ``pos[0]`` (``align``, one of :data:`ALIGNS`; ValueError for another), over a 1-px drop shadow in
    ``shadow`` (None: none); the rectangle of the letters."""
    if align not in ALIGNS:
        raise ValueError(f"align {align!r} is not one of {', '.join(ALIGNS)}")
    font = art()[2]
    x, y = pos
    w = font.width(text)
    if align == "center":
        x -= w // 2
    elif align == "right":
        x -= w
    surface.blit(font.text_image(text, colour, shadow), (x, y))
    return pygame.Rect(x, y, w, font.height)
