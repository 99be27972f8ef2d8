"""Finding the assets folder (source checkout or PyInstaller bundle): see :mod:`scenes.art.paths`."""

from scenes.art.paths import asset, assets_dir

__all__ = ["asset", "assets_dir"]
