"""Where the assets folder is, from a source checkout and from a PyInstaller bundle."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ENV = "BOSSMONSTER_ASSETS"


def assets_dir() -> Path:
    """The ``assets`` folder: ``$BOSSMONSTER_ASSETS`` if set, else ``sys._MEIPASS/assets`` inside a
    PyInstaller bundle, else ``<repository>/assets`` next to the ``scenes`` package."""
    override = os.environ.get(ENV)
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def source_dir() -> Path:
    """The text pixel maps and recipes the generator reads (``assets/src``)."""
    return Path(__file__).resolve().parents[2] / "assets" / "src"
