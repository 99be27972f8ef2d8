"""Where the game finds its assets at run time, from a source checkout and from a PyInstaller bundle.

    from scenes.assets import asset
    asset("fonts", "dungeon5x7.png")     # -> <assets folder>/fonts/dungeon5x7.png

The screens only *load* assets (``scenes.art``: the pixel font, card faces, hero sprites; the Tiled
table layouts in ``assets/maps``). Everything under ``assets/`` that is generated is made at build time by
the ``tools`` package of a source checkout (``python -m tools.art.build``), which the game never imports.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ENV = "BOSSMONSTER_ASSETS"


def assets_dir() -> Path:
    """The ``assets`` folder: ``$BOSSMONSTER_ASSETS`` if set, else ``sys._MEIPASS/assets`` inside a
    PyInstaller bundle (build_exe.spec puts it there: in the one-folder build ``_MEIPASS`` is the
    ``_internal`` folder beside the executable, in a macOS app ``Contents/Frameworks``, whose data
    PyInstaller links to ``Contents/Resources``), else ``<repository>/assets`` next to the ``scenes`` package."""
    override = os.environ.get(ENV)
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parents[1] / "assets"


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)
