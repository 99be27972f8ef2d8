"""The word a windowed build gives when it stops on an error: a system message box naming the log file.

    show_crash(path)      # called by game.logs after an uncaught exception, when there is no console

A packaged build started by a double-click has no console, so the traceback it would print is read by
nobody; ``game.logs`` writes it to the log file, and this says where that is. Nothing is shown under the
``dummy`` or ``offscreen`` video drivers (tests, CI), where a message box would wait for a click forever
or fail.
"""

from __future__ import annotations

import os
from pathlib import Path

TITLE = "Boss Monster stopped"
HEADLESS_DRIVERS = ("dummy", "offscreen")


def message(path: Path) -> str:
    return f"Boss Monster stopped because of an error.\n\nThe details are in this file:\n{path}"


def show_crash(path: Path) -> bool:
    """Show the message box naming ``path``; False if none could be shown."""
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in HEADLESS_DRIVERS:
        return False
    import pygame

    try:
        pygame.display.message_box(TITLE, message(path), message_type="error")
    except (pygame.error, AttributeError, TypeError):
        return False
    return True
