"""Pieces of the table's right-hand column that more than one screen draws: the see-through panel and
the game log.

    see_through(surface, rect)            # an ink panel the table shows through, framed in shadow
    log = LogPanel(font)
    log.scroll_by(3)                      # older lines (the wheel, PgUp); scroll_by(-3) newer
    log.clamp(rect, director.log)         # each update: never scrolled past the oldest line
    log.draw(surface, rect, director.log) # wrapped to the panel, the newest lines bright, scrolled
"""

from __future__ import annotations

import pygame

from scenes.art.palette import BONE, INK, SHADOW, STONE
from scenes.ui.text import draw_text

LOG_KEPT = 60
"""How many of the newest log entries are wrapped and can be scrolled back to."""


def see_through(surface, rect: pygame.Rect, alpha: int = 230) -> None:
    """An ink panel over ``rect`` at ``alpha`` (0-255), framed in shadow."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    panel.fill((*INK, alpha))
    surface.blit(panel, rect)
    pygame.draw.rect(surface, SHADOW, rect, 1)


class LogPanel:
    """A game log drawn in a panel: each entry wrapped to the panel's width (continuations indented by a
    space), wrapped again only when the log or the width changes; the last three lines bright unless
    scrolled back."""

    def __init__(self, font) -> None:
        self.font = font
        self.scroll = 0  # lines scrolled back from the newest
        self._wrapped: tuple = ((), -1, [])  # (the entries wrapped, width, lines)

    def scroll_by(self, lines: int) -> None:
        """Scroll ``lines`` back (positive: older) or forward; never past the newest line."""
        self.scroll = max(0, self.scroll + lines)

    def lines(self, log: list, width: int) -> list[str]:
        """The newest :data:`LOG_KEPT` entries of ``log`` wrapped to ``width`` pixels. They are wrapped again
        whenever an entry differs from those last wrapped: a log told again in another person's words may
        have as many lines as the old one."""
        entries = tuple(log[-LOG_KEPT:])
        cached, wrapped_to, lines = self._wrapped
        if cached != entries or wrapped_to != width:
            lines = [(part if i == 0 else " " + part) for entry in entries
                     for i, part in enumerate(self.font.wrap(entry, width))]
            self._wrapped = (entries, width, lines)
        return lines

    def _room(self, rect: pygame.Rect) -> int:
        return (rect.h - 4) // self.font.line_height

    def clamp(self, rect: pygame.Rect, log: list) -> None:
        """Never scrolled back past the oldest line of ``log`` shown in ``rect`` (each update, before drawing)."""
        self.scroll = min(self.scroll, max(0, len(self.lines(log, rect.w - 6)) - self._room(rect)))

    def draw(self, surface, rect: pygame.Rect, log: list, alpha: int = 200) -> None:
        """The log in ``rect``, scrolled as :meth:`clamp` left it."""
        see_through(surface, rect, alpha)
        lines = self.lines(log, rect.w - 6)
        room = self._room(rect)
        end = len(lines) - self.scroll
        shown = lines[max(0, end - room):end]
        for i, line in enumerate(shown):
            colour = BONE if i >= len(shown) - 3 or self.scroll else STONE
            draw_text(surface, line, (rect.x + 3, rect.y + 2 + i * self.font.line_height), colour)
