"""One way to draw text (scenes/ui/text.py): one spelling of each alignment, another refused."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui.text import draw_text


def test_text_stands_left_centred_or_right_of_its_point_and_another_spelling_is_refused(pygame_headless):
    pygame.display.set_mode((640, 360))
    canvas = pygame.Surface((640, 360))
    left = draw_text(canvas, "Keys", (320, 40))
    centred = draw_text(canvas, "Keys", (320, 40), align="center")
    right = draw_text(canvas, "Keys", (320, 40), align="right")
    assert left.x == 320 and centred.centerx in (320, 321) and right.right == 320 and left.w == centred.w == right.w
    with pytest.raises(ValueError, match="centre"):
        draw_text(canvas, "Keys", (320, 40), align="centre")
