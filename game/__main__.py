import os
import sys

from game.cli import main

try:
    code = main()
    sys.stdout.flush()
except BrokenPipeError:
    # the reader of our output went away (``| head``): stop quietly, as command-line tools do
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    code = 0
raise SystemExit(code)
