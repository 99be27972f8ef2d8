"""The log file, and what an uncaught error leaves behind: a record in it, and (without a console) a word.

    path = install(tell)     # in game.__main__, right after multiprocessing.freeze_support()

``install`` sends warnings and errors (the game's and its libraries', through :mod:`logging`) to
``bossmonster.log`` in the user's log folder (:func:`log_dir`): platformdirs' user log folder, or
``$BOSSMONSTER_HOME/logs`` when that is set. The file is made only when something is written to it, and
is rotated at 512 kB (two old ones kept).

An uncaught exception is written there with its traceback and what was running (version, system,
arguments). From a console the traceback also goes to stderr as always. A windowed build (PyInstaller,
no console to read) calls ``tell(path)`` instead, which shows a short message naming the file (the
screens' ``scenes.crash.show_crash``). A windowed build on Windows has no stdout or stderr at all: stand-ins
take their place, so a ``print`` never fails; what goes to stderr is logged as a warning, stdout is dropped.

This module never imports pygame: the message is the caller's.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import platform
import sys
import threading
from collections.abc import Callable
from pathlib import Path

FILE_NAME = "bossmonster.log"
MAX_BYTES = 512 * 1024
BACKUPS = 2
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger("bossmonster")


def log_dir() -> Path:
    """The folder of the log file: ``$BOSSMONSTER_HOME/logs``, else platformdirs' user log folder
    (``~/.local/state/bossmonster/log``, ``%LOCALAPPDATA%\\bossmonster\\Logs``, ``~/Library/Logs/bossmonster``).
    Not created here."""
    home = os.environ.get("BOSSMONSTER_HOME")
    if home:
        return Path(home) / "logs"
    import platformdirs

    return Path(platformdirs.user_log_dir("bossmonster", appauthor=False))


def frozen() -> bool:
    """True in a packaged (PyInstaller) build."""
    return bool(getattr(sys, "frozen", False))


def has_console() -> bool:
    """False when nobody can read stderr: a frozen build without a terminal (a double-click)."""
    if not frozen():
        return True
    stream = sys.__stderr__
    try:
        return stream is not None and stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def install(tell: Callable[[Path], None] | None = None) -> Path:
    """Log warnings and errors to the log file and record uncaught exceptions there (see the module
    docstring); ``tell(path)`` is called after an uncaught exception when there is no console. The path
    of the log file."""
    path = log_dir() / FILE_NAME
    root = logging.getLogger()
    if not any(getattr(h, "bossmonster", False) for h in root.handlers):
        handler = _LazyFileHandler(path)
        handler.bossmonster = True
        handler.setLevel(logging.WARNING)
        handler.setFormatter(logging.Formatter(FORMAT))
        root.addHandler(handler)
        if root.level > logging.WARNING:
            root.setLevel(logging.WARNING)
    logging.captureWarnings(True)
    if sys.stdout is None:
        sys.stdout = _LogStream(logging.INFO)
    if sys.stderr is None:
        sys.stderr = _LogStream(logging.WARNING)

    previous = sys.excepthook

    def excepthook(kind, value, tb) -> None:
        if issubclass(kind, KeyboardInterrupt):
            previous(kind, value, tb)
            return
        log.critical("the game stopped on an uncaught error\n%s", _context(), exc_info=(kind, value, tb))
        if not isinstance(sys.stderr, _LogStream):
            previous(kind, value, tb)  # the traceback on stderr, as without this module
        if tell is not None and not has_console():
            try:
                tell(path)
            except Exception:  # the message is a courtesy: the log already holds the error
                log.exception("could not show the error message")

    def thread_excepthook(args) -> None:
        if args.exc_type is not SystemExit:
            log.error("uncaught error in thread %s", getattr(args.thread, "name", "?"),
                      exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
        previous_thread(args)

    previous_thread = threading.excepthook
    sys.excepthook = excepthook
    threading.excepthook = thread_excepthook
    return path


def _context() -> str:
    try:
        from importlib.metadata import version

        ours = version("bossmonster")
    except Exception:
        ours = "?"
    return (f"bossmonster {ours}, Python {platform.python_version()}, {platform.platform()}, "
            f"{'frozen' if frozen() else 'from source'}, arguments {sys.argv[1:]!r}")


class _LazyFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating file handler whose folder and file are made at the first record (none if all goes well)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True)

    def _open(self):
        Path(self.baseFilename).parent.mkdir(parents=True, exist_ok=True)
        return super()._open()


class _LogStream:
    """Stands in for a missing stdout or stderr (a windowed Windows build): each line written is logged."""

    def __init__(self, level: int) -> None:
        self.level = level
        self._pending = ""

    def write(self, text: str) -> int:
        self._pending += text
        *lines, self._pending = self._pending.split("\n")
        for line in lines:
            if line.strip():
                log.log(self.level, "%s", line)
        return len(text)

    def flush(self) -> None:
        if self._pending.strip():
            log.log(self.level, "%s", self._pending)
        self._pending = ""

    def isatty(self) -> bool:
        return False
