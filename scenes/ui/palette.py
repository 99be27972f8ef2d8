"""The screens' colours: each of the palette's sixteen by its one name (scenes/art/palette.py), and the roles
some of them play on every screen.

    from scenes.ui.palette import BONE, GOLD, STONE, HOT
"""

from scenes.art.palette import (
    BLOOD,
    BONE,
    EARTH,
    EMBER,
    FLESH,
    GOLD,
    ICE,
    INK,
    LEAF,
    MOSS,
    NAVY,
    SHADOW,
    SKY,
    SLATE,
    STONE,
    WINE,
)

HOT = SLATE
"""The ground of a button pointed at or highlighted."""
LIT = GOLD
"""The frame of a place that can be chosen now."""
HIGHLIGHT = BONE
"""The frame of the place the keys have highlighted."""
SELECTED = LEAF
"""The frame of a hand card picked (a discard, the Room or Spell being played)."""
HINT = ICE
"""The frame of the places of the hard bot's hint."""

__all__ = ["BLOOD", "BONE", "EARTH", "EMBER", "FLESH", "GOLD", "ICE", "INK", "LEAF", "MOSS", "NAVY", "SHADOW", "SKY",
           "SLATE", "STONE", "WINE", "HOT", "LIT", "HIGHLIGHT", "SELECTED", "HINT"]
