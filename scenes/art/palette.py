"""The 16-colour palette used by every asset and screen, one character per colour in the text pixel maps, and
the roles some colours play on every screen.

    from scenes.art.palette import BONE, GOLD, STONE, HOT

Our own choice of colours, in the spirit of 8-bit consoles: a near-black outline, two stone greys, warm
browns and golds for torchlight, and clear primaries for the four treasure types. ``.`` is transparent.
"""

from __future__ import annotations

# char -> (name, rgb)
COLOURS: dict[str, tuple[str, tuple[int, int, int]]] = {
    "k": ("ink", (16, 14, 26)),
    "d": ("shadow", (58, 42, 78)),
    "b": ("navy", (40, 68, 140)),
    "l": ("sky", (88, 142, 224)),
    "c": ("ice", (146, 226, 232)),
    "w": ("bone", (242, 238, 226)),
    "s": ("stone", (156, 154, 170)),
    "g": ("slate", (92, 88, 112)),
    "n": ("earth", (124, 74, 44)),
    "o": ("ember", (224, 136, 48)),
    "y": ("gold", (246, 212, 76)),
    "r": ("blood", (202, 54, 58)),
    "m": ("wine", (118, 30, 58)),
    "p": ("flesh", (236, 178, 142)),
    "e": ("moss", (56, 136, 60)),
    "f": ("leaf", (154, 210, 66)),
}
TRANSPARENT = "."
RGB: dict[str, tuple[int, int, int]] = {ch: rgb for ch, (_name, rgb) in COLOURS.items()}
BY_NAME: dict[str, tuple[int, int, int]] = {name: rgb for _ch, (name, rgb) in COLOURS.items()}

INK = BY_NAME["ink"]
SHADOW = BY_NAME["shadow"]
NAVY = BY_NAME["navy"]
SKY = BY_NAME["sky"]
ICE = BY_NAME["ice"]
BONE = BY_NAME["bone"]
STONE = BY_NAME["stone"]
SLATE = BY_NAME["slate"]
EARTH = BY_NAME["earth"]
EMBER = BY_NAME["ember"]
GOLD = BY_NAME["gold"]
BLOOD = BY_NAME["blood"]
WINE = BY_NAME["wine"]
FLESH = BY_NAME["flesh"]
MOSS = BY_NAME["moss"]
LEAF = BY_NAME["leaf"]
"""Each colour by its one name."""

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


def rgb(ch: str) -> tuple[int, int, int]:
    return RGB[ch]
