"""Generators of our own 8-bit art, font, sounds and icons, from the text sources in ``assets/src``.

``python -m tools.art.build`` regenerates every generated file under ``assets/`` (byte-identically);
``python -m tools.art.contact_sheet`` and ``python -m tools.art.layout_preview`` render review sheets.
The Tiled table layouts (``assets/maps/*.tmx``, ``tiles.tsx``) are sources edited in Tiled, not generated.
"""

from pathlib import Path

SOURCE_DIR = Path(__file__).resolve().parents[2] / "assets" / "src"
"""The text pixel maps and recipes the generators read (``assets/src`` of the source checkout)."""
