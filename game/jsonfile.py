"""The game's JSON files, read and written one way: saves, replays, settings and records.

    write_json_atomic(path, data)                 # a temp file beside ``path``, then os.replace
    data = read_json(path, max_bytes, "save file")  # ValueError with a short reason for anything but JSON

Nothing read is unpickled or evaluated; a file is never half written: a failed write leaves the old one.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

REPLACE_TRIES = 6
"""How often a write's last step is tried on Windows while another program holds the file (see :func:`replace_file`)."""


def write_json_atomic(path: Path, data) -> None:
    """Write ``data`` as JSON to ``path`` by a temp file in the same folder and ``os.replace``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, separators=(",", ":"))
            out.flush()
            os.fsync(out.fileno())
        replace_file(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def replace_file(tmp: str, path: Path) -> None:
    """``os.replace(tmp, path)``. On Windows a file that another program has open (a virus scanner or the
    search indexer reading the autosave just written) cannot be replaced for a moment: PermissionError
    (access denied) is tried again for up to about 0.6 s before it is given up. Elsewhere it is final."""
    for attempt in range(REPLACE_TRIES):
        try:
            os.replace(tmp, path)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == REPLACE_TRIES - 1:
                raise
            time.sleep(0.02 * 2 ** attempt)  # 20, 40 ... 320 ms


def read_json(path: Path, max_bytes: int, what: str):
    """The JSON data in the file at ``path``; ValueError with a short reason if there is none: no file, a
    folder (named as not a ``what``), unreadable, over ``max_bytes``, not UTF-8, empty, not JSON."""
    if not path.exists():
        raise ValueError("no such file")
    if path.is_dir():
        raise ValueError(f"is a folder, not a {what}")
    if not path.is_file():
        raise ValueError("is not a regular file")
    try:
        with path.open("rb") as f:
            raw = f.read(max_bytes + 1)
    except OSError as exc:
        raise ValueError(f"cannot be read ({exc.strerror or exc})") from None
    if len(raw) > max_bytes:
        raise ValueError(f"too large for a {what} (over {max_bytes} bytes)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("damaged (not UTF-8 text)") from None
    if not text.strip():
        raise ValueError("empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"damaged (not JSON: {exc.msg} at line {exc.lineno})") from None
    except RecursionError:
        raise ValueError("damaged (nested too deeply)") from None
    except ValueError:  # e.g. a number too long to read
        raise ValueError("damaged (not JSON)") from None


def is_int(value) -> bool:
    """Is ``value``, read from JSON, a whole number (not ``true`` / ``false``)?"""
    return isinstance(value, int) and not isinstance(value, bool)


def one_line(text: str, limit: int) -> str:
    """``text`` on one line, cut to ``limit`` characters (for a message quoting a file's own content)."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
