"""The 16-colour palette used by every asset, one character per colour in the text pixel maps.

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
"""Each colour by its one name (the screens' roles for them are in scenes/ui/palette.py)."""


def rgb(ch: str) -> tuple[int, int, int]:
    return RGB[ch]
