import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))


def pytest_terminal_summary(terminalreporter):
    """Say how many card abilities are still to be written (marked ``ability = "todo"``)."""
    from game.cards import CARDS

    todo = sorted(c.name for c in CARDS.all() if getattr(c, "todo", False))
    terminalreporter.write_line(f"card abilities not written yet: {len(todo)}"
                                + (f" ({', '.join(todo)})" if todo else ""))
