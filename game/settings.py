"""The player's settings: how the game looks, sounds and plays, kept in ``settings.json`` in the data folder.

    settings, problem = load_settings()          # problem: None, or one line naming the file and the fault
    save_settings(replace(settings, speed=2))    # atomic: a temp file beside the file, then os.replace

The file is ``{"format": "bossmonster-settings", "version": 1, "window_scale": null, "fullscreen": false,
...}``: one key a field of :class:`Settings`. Unknown keys are ignored, and a field left out keeps its
default: a file written by hand without the format marker and version (``{"keys": {"choose": ["j"]}}``, as
the README shows) is read as this version. A field of the wrong type or out of range falls back to its default
alone; a damaged, foreign (another ``"format"``) or newer file gives every default. Either way the message
names the file, and loading never writes it. Nothing read is unpickled or evaluated.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Literal, get_args

from game.jsonfile import is_int, one_line, read_json, write_json_atomic
from game.saves import settings_path

FORMAT = "bossmonster-settings"
VERSION = 1
MAX_BYTES = 64 * 1024  # the file is some 300 bytes
Speed = Literal[1, 2, 4, "instant"]
"""An animation speed: times the normal pace, or at once (a mix of numbers and a word: a Literal, not an enum)."""
SPEEDS: tuple[Speed, ...] = get_args(Speed)
"""The animation speeds, slowest first."""
INSTANT: Speed = "instant"
WINDOW_SCALES = range(1, 7)


def _window_scale(value) -> bool:
    return value is None or (is_int(value) and value in WINDOW_SCALES)


def _flag(value) -> bool:
    return isinstance(value, bool)


def _volume(value) -> bool:
    return (is_int(value) or isinstance(value, float)) and 0 <= value <= 1  # NaN is not


def _speed(value) -> bool:
    return any(type(value) is type(speed) and value == speed for speed in SPEEDS)


def parse_speed(word: str) -> Speed:
    """The speed a command line names ("1", "2", "4", "instant"); ValueError for another word."""
    speed = next((s for s in SPEEDS if str(s) == word), None)
    if speed is None:
        raise ValueError(f"speed {word!r} is not one of {', '.join(map(str, SPEEDS))}")
    return speed


ANSWER_TIMES = (2, 3, 5, 0)
"""Seconds a hot-seat Spell window waits for an answer before it passes; 0: until Space."""


def _answer_time(value) -> bool:
    return is_int(value) and value in ANSWER_TIMES


def _keys(value) -> bool:
    return isinstance(value, tuple) and all(
        isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str) and isinstance(pair[1], tuple)
        and all(isinstance(name, str) for name in pair[1]) for pair in value)


CHECKS = {"window_scale": _window_scale, "fullscreen": _flag, "music_volume": _volume, "effects_volume": _volume,
          "speed": _speed, "auto_pass": _flag, "stop_every_window": _flag, "confirm_end_build": _flag,
          "colour_blind": _flag, "key_help": _flag, "guide": _flag, "answer_time": _answer_time, "keys": _keys,
          "whole_pixels": _flag}
"""Field name -> whether a value is one the field may hold."""


@dataclass(frozen=True)
class Settings:
    """Every setting, with its default; ValueError on a value a field may not hold (volumes are kept as
    floats)."""

    window_scale: int | None = None
    """The window is the canvas times this (1-6); None: as large as fits the desktop."""
    fullscreen: bool = False
    whole_pixels: bool = False
    """Scale the game's pixels by whole numbers only (black bars where they leave room); off: by a fraction
    where a whole scale would leave over a third of the window black."""
    music_volume: float = 0.35
    """0 (silent) to 1."""
    effects_volume: float = 0.6
    """0 (silent) to 1."""
    speed: Speed = 1
    """Animation speed, one of :data:`SPEEDS`."""
    auto_pass: bool = False
    """Pass Spell windows for the player when there is nothing to cast or build."""
    stop_every_window: bool = False
    """Stop at every Spell window with something to cast, not only where it could change something now."""
    confirm_end_build: bool = True
    """Ask before ending a Build turn without building."""
    answer_time: int = 3
    """Hot-seat: seconds a Spell window waits for an answer before it passes by itself (one of
    :data:`ANSWER_TIMES`; 0: until Space)."""
    colour_blind: bool = False
    """Treasure markers show shapes as well as colours."""
    key_help: bool = True
    """A line of key help on screen."""
    guide: bool = True
    """The first-game guide's notes; turned off after the first guided game."""
    keys: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """The actions given other keys than their defaults: (action, key names) pairs, kept in the file as
    ``"keys": {"choose": ["j"]}``. Which actions and key names exist is the screens' business
    (``scenes.keys``), which reports those it cannot use."""

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            if not CHECKS[field.name](value):
                raise ValueError(f"bad {field.name}: {value!r}")
            if CHECKS[field.name] is _volume:
                object.__setattr__(self, field.name, float(value))


def to_json(settings: Settings) -> dict:
    """``settings`` as the JSON-ready data of a settings file."""
    data = asdict(settings)
    data["keys"] = {action: list(names) for action, names in settings.keys}
    return {"format": FORMAT, "version": VERSION, **data}


def save_settings(settings: Settings, path=None) -> None:
    """Write ``settings`` to ``path`` (default: ``settings.json`` in the data folder) atomically; OSError if
    it cannot be written."""
    write_json_atomic(Path(path) if path is not None else settings_path(), to_json(settings))


def load_settings(path=None) -> tuple[Settings, str | None]:
    """The settings in ``path`` (default: ``settings.json`` in the data folder) and None; with a one-line
    message naming the file when some or all of it could not be used (then those settings are the
    defaults). A missing file gives the defaults and no message. Never writes."""
    path = Path(path) if path is not None else settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = _read(path)
    except ValueError as exc:
        return Settings(), f"{path}: {exc}; using the default settings"
    data, bad_keys = _key_entries(data)
    present = [field.name for field in fields(Settings) if field.name in data]
    bad = [name for name in present if not CHECKS[name](data[name])] + bad_keys
    settings = Settings(**{name: data[name] for name in present if name not in bad})
    if not bad:
        return settings, None
    which = "it" if len(bad) == 1 else "them"
    return settings, f"{path}: bad {', '.join(bad)}; using the default for {which}"


def _key_entries(data: dict) -> tuple[dict, list[str]]:
    """``data`` with its ``"keys"`` object as (action, key names) pairs, and the names of the entries that
    are not a list of strings (``keys.choose``; ``keys`` if it is no object at all), which are left out."""
    raw = data.get("keys")
    if "keys" not in data:
        return data, []
    if not isinstance(raw, dict):
        return {k: v for k, v in data.items() if k != "keys"}, ["keys"]
    good, bad = [], []
    for action, names in raw.items():
        if isinstance(names, list) and all(isinstance(name, str) for name in names):
            good.append((action, tuple(names)))
        else:
            bad.append(f"keys.{one_line(action, 20)}")
    return {**data, "keys": tuple(good)}, bad


def _read(path: Path) -> dict:
    """The fields of the settings file at ``path``; ValueError saying what is wrong if it is not one."""
    if not path.is_file():
        raise ValueError("not a file")
    data = read_json(path, MAX_BYTES, "settings file")
    if not isinstance(data, dict) or data.get("format", FORMAT) != FORMAT:
        raise ValueError("not a Boss Monster settings file")
    version = data.get("version", VERSION)  # a file written by hand says neither: the current one
    if not is_int(version) or version < 1:
        raise ValueError(f"bad format version {one_line(repr(version), 40)}")
    if version > VERSION:
        raise ValueError(f"made by a newer version of the game (this one reads settings format {VERSION})")
    return data
