import multiprocessing

# first of all: in a bot worker process of a frozen (PyInstaller) build this runs the worker and exits
multiprocessing.freeze_support()

import os  # noqa: E402
import sys  # noqa: E402

from game import logs  # noqa: E402


def _tell(path) -> None:  # a windowed build has no console: a message box names the log file
    from scenes.crash import show_crash

    show_crash(path)


logs.install(_tell)  # errors to the log file in the user's log folder

from game.cli import main  # noqa: E402

try:
    code = main()
    sys.stdout.flush()
except BrokenPipeError:
    # the reader of our output went away (``| head``): stop quietly, as command-line tools do
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    code = 0
raise SystemExit(code)
