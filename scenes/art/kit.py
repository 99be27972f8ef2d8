"""The art every screen shares, loaded once: card faces, hero sprites and the pixel font."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1)
def art():
    """(CardFaces, HeroSprites, PixelFont), loaded on first use (after the window is open)."""
    from .faces import CardFaces
    from .sprites import HeroSprites

    faces = CardFaces()
    return faces, HeroSprites(), faces.font
