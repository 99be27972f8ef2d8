"""Save files: a game as its setup, its seats and its decisions, in versioned JSON.

    save(match, path)          # atomic: a temp file beside ``path``, then os.replace
    match = load(path)         # replays every decision; SaveError if anything is wrong
    save_named(match, "Before the big fight")   # saves/Before the big fight.json; list_saves()
    keep_autosave()            # the game in progress moved to saves/ ("You vs Normal turn 7") before a new one
    keep_replay(match)         # a finished game into replays/, the newest 20 kept; list_replays()

A save is ``{"format": "bossmonster-save", "version": 1, "setup": {"players", "seed", "variants"},
"seats": [...], "actions": [...], "step": n, "outcome": null | {"winner", "reason"}}``. Loading replays
the actions through the rules and checks that they lead to the step and the outcome the file records,
so a damaged, hand-edited or foreign file is refused with a one-line ``SaveError`` naming the file and
what is wrong. Loading never writes. Nothing read is unpickled or evaluated.

The data folder (``data_dir``) holds ``settings.json``, ``autosave.json`` (the running game), ``saves/``
and ``replays/``: platformdirs' user data folder, or ``$BOSSMONSTER_HOME`` when set.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path

from game.jsonfile import is_int, one_line, read_json, replace_file, write_json_atomic
from game.match import Match
from game.rules import Action, IllegalActionError, Setup, decode, encode

FORMAT = "bossmonster-save"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024  # a long game's save is some 100 kB
REPLAYS_KEPT = 20
NAME_LENGTH = 60
WINDOWS_DEVICES = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)), *(f"lpt{i}" for i in range(1, 10))}


class SaveError(Exception):
    """A save file that cannot be loaded; the message is one line naming the file and the fault."""


def data_dir() -> Path:
    """The folder of settings, the autosave, saves and replays (created if missing)."""
    home = os.environ.get("BOSSMONSTER_HOME")
    if home:
        path = Path(home)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("bossmonster", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def settings_path() -> Path:
    return data_dir() / "settings.json"


def saves_dir() -> Path:
    return _subdir("saves")


def replays_dir() -> Path:
    return _subdir("replays")


def _subdir(name: str) -> Path:
    path = data_dir() / name
    path.mkdir(exist_ok=True)
    return path


def list_saves() -> list[Path]:
    """The files in ``saves/``, newest first (unread: a damaged one is listed, and refused by ``load``)."""
    return _newest_first(saves_dir())


def list_replays() -> list[Path]:
    """The files in ``replays/``, newest first (unread: a damaged one is listed, and refused by ``load``)."""
    return _newest_first(replays_dir())


def _newest_first(folder: Path) -> list[Path]:
    """The ``.json`` files of ``folder`` (not the temp files of a write under way), the most recently
    written first; one that vanishes or cannot be looked at while listing is left out."""
    dated = []
    for path in folder.glob("*.json"):
        try:
            if not path.name.startswith(".") and path.is_file():
                dated.append((path.stat().st_mtime_ns, path.name, path))
        except OSError:
            continue
    return [path for _, _, path in sorted(dated, reverse=True)]


# ---------------------------------------------------------------- writing

def to_json(match: Match) -> dict:
    """The save of ``match`` as JSON-ready data."""
    outcome = match.state.outcome
    return {
        "format": FORMAT,
        "version": VERSION,
        "setup": {"players": match.setup.players, "seed": match.setup.seed,
                  "variants": sorted(match.setup.variants)},
        "seats": list(match.seats),
        "names": list(match.names),
        "actions": [encode(a) for a in match.actions],
        "step": match.step,
        "outcome": None if outcome is None else {"winner": outcome.winner, "reason": outcome.reason},
        # for the lists of saves and replays, read without replaying the game (``describe``)
        "summary": {"turn": match.state.turn, "bosses": [p.boss for p in match.state.seats]},
    }


def save(match: Match, path) -> None:
    """Write ``match`` to ``path`` atomically: a reader sees the old file or the new one, never half."""
    write_json_atomic(Path(path), to_json(match))


def named_path(name: str, folder: Path | None = None) -> Path:
    """Where ``save_named(match, name)`` writes: ``saves/<name>.json`` (or in ``folder``), the name made
    safe for a file on every system (what is not a letter, a digit, a space, ``-`` or ``_`` becomes ``_``;
    spaces and ``_`` at either end go). ValueError, with a message for the player, for a name that is empty once made
    safe, longer than :data:`NAME_LENGTH` characters, or a name Windows keeps for a device."""
    if not isinstance(name, str):
        raise ValueError(f"a save's name is words, not {type(name).__name__}")
    stem = re.sub(r"[^\w\- ]", "_", name)
    stem = re.sub(r"_+", "_", re.sub(r"\s+", " ", stem)).strip(" _")
    if not any(c.isalnum() for c in stem):
        raise ValueError("give the save a name with at least one letter or digit")
    if len(stem) > NAME_LENGTH:
        raise ValueError(f"a save's name may be at most {NAME_LENGTH} characters long, not {len(stem)}")
    if stem.lower() in WINDOWS_DEVICES:
        raise ValueError(f"{stem!r} is a name Windows keeps for a device; choose another")
    return (folder or saves_dir()) / f"{stem}.json"


def save_named(match: Match, name: str, folder: Path | None = None) -> Path:
    """Save ``match`` into ``saves/`` (or ``folder``: ``replays_dir()`` for a replay) under ``name`` made safe
    (see :func:`named_path`, which raises ValueError for a name it cannot make safe), replacing a file of
    that name; the path written."""
    path = named_path(name, folder)
    save(match, path)
    return path


def keep_autosave(now: datetime | None = None) -> Path | None:
    """Keep the game in progress before another takes its place in ``autosave.json``: the file is moved into
    ``saves/`` under a name made of its players and its turn ("You vs Normal turn 7"; " 2", " 3"... when that
    name is taken), where Load lists it. A file that is no save (damaged) is moved aside in the data folder as
    ``autosave-damaged-<date>-<time>.json``. The path it went to; None when there is no autosave. OSError if it
    cannot be moved."""
    source = autosave_path()
    if not source.is_file():
        return None
    try:
        stem = _players_and_turn(read_json(source, MAX_BYTES, "save file"))
        folder = saves_dir()
    except (ValueError, KeyError, IndexError, TypeError, AttributeError):
        stem, folder = f"autosave-damaged-{(now or datetime.now()):%Y%m%d-%H%M%S}", data_dir()
    path, n = folder / f"{stem}.json", 1
    while path.exists():
        n += 1
        path = folder / f"{stem} {n}.json"
    replace_file(str(source), path)
    return path


def _players_and_turn(data: dict) -> str:
    """A save's file name from its data: who plays ("You vs Normal", "Ann vs Bea vs Hard") and its turn, made
    safe for a file (see :func:`named_path`). KeyError, TypeError... for data that is no save."""
    seats, turn = data["seats"], data["summary"]["turn"]
    names = data.get("names") or [""] * len(seats)
    people = sum(kind == "human" for kind in seats)
    who = [name or ("You" if people == 1 else f"P{i + 1}") if kind == "human" else name or str(kind).capitalize()
           for i, (kind, name) in enumerate(zip(seats, names, strict=True))]
    when = f"turn {int(turn)}" if turn else "setting up"
    room = NAME_LENGTH - len(when) - 4  # the " turn 12" and a " 2" if the name is taken
    return named_path(f"{' vs '.join(who)[:room].strip()} {when}").stem


def keep_replay(match: Match, now: datetime | None = None, conceded: bool = False) -> Path:
    """Write the finished (or ``conceded``) ``match`` into ``replays/`` as ``<date>_<time>_<seats>.json``
    (e.g. ``2026-11-23_2215_human-hard.json``; ``_conceded`` added for a conceded game; ``_2``, ``_3``...
    when that name is taken), in the format of a save, then delete all but the newest
    :data:`REPLAYS_KEPT` files there; the path written. ValueError if the game is neither."""
    if not (match.over or conceded):
        raise ValueError("only a finished or conceded game is kept as a replay")
    folder = replays_dir()
    stem = f"{(now or datetime.now()):%Y-%m-%d_%H%M}_{'-'.join(match.seats)}" + ("_conceded" if conceded else "")
    path, n = folder / f"{stem}.json", 1
    while path.exists():
        n += 1
        path = folder / f"{stem}_{n}.json"
    save(match, path)
    for old in _newest_first(folder)[REPLAYS_KEPT:]:
        if old != path:
            old.unlink(missing_ok=True)
    return path


# ---------------------------------------------------------------- reading

def load(path) -> Match:
    """The match a save file holds, replayed decision by decision; SaveError if it cannot be."""
    path = Path(path)
    try:
        return from_json(_read(path))
    except SaveError as exc:
        raise SaveError(f"{path}: {one_line(str(exc), 160)}") from None
    except RecursionError:
        raise SaveError(f"{path}: damaged (nested too deeply)") from None


def describe(path) -> str | None:
    """A save or replay in a few words for a list, read from its summary without replaying it: "turn 7:
    Robobo, Gorgona" ("setting up: ..." before turn 1) or "Ann (Robobo) won on turn 9" ("... won while setting
    up": a game conceded before turn 1); None for a file
    without one (older, or damaged)."""
    from game.cards import CARDS

    try:
        data = read_json(Path(path), MAX_BYTES, "save file")
        turn, bosses = data["summary"]["turn"], data["summary"]["bosses"]
        names = data.get("names") or [""] * len(bosses)
        boss = [CARDS.bosses[b].name if b is not None else "?" for b in bosses]
        outcome = data.get("outcome")
        if outcome is not None:
            w = outcome["winner"]
            who = f"{names[w]} ({boss[w]})" if names[w] else boss[w]
            return f"{who} won {f'on turn {int(turn)}' if turn else 'while setting up'}"
        return f"{f'turn {int(turn)}' if turn else 'setting up'}: {', '.join(boss)}"
    except (ValueError, KeyError, IndexError, TypeError, AttributeError):
        return None


def _read(path: Path):
    try:
        return read_json(path, MAX_BYTES, "save file")
    except ValueError as exc:
        raise SaveError(str(exc)) from None


def from_json(data) -> Match:
    """The match ``data`` (as written by ``to_json``) describes; SaveError if it is not a valid save."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not a Boss Monster save")
    version = data.get("version")
    if not is_int(version) or version < 1:
        raise SaveError(f"bad format version {version!r}")
    if version > VERSION:
        raise SaveError(f"made by a newer version of the game (save format {version}; this one reads "
                        f"{VERSION})")
    setup = _setup(data.get("setup"))
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise SaveError("bad seats (expected a list of seat kinds)")
    try:
        match = Match(setup, tuple(seats), data.get("names"))
    except ValueError as exc:
        raise SaveError(f"bad seats ({exc})") from None
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise SaveError("bad actions (expected a list)")
    for i, item in enumerate(actions, 1):
        action = _action(i, item)
        try:
            match.submit(action)
        except IllegalActionError as exc:
            raise SaveError(f"decision {i} does not replay ({exc})") from None
        except Exception as exc:  # a hand-edited field of an unexpected type; never let it escape
            raise SaveError(f"decision {i} is damaged ({type(exc).__name__})") from None
    _check_result(match, data)
    return match


def _setup(raw) -> Setup:
    if not isinstance(raw, dict):
        raise SaveError("bad setup (expected an object)")
    players, seed, variants = raw.get("players"), raw.get("seed"), raw.get("variants", [])
    if not is_int(players) or not is_int(seed):
        raise SaveError("bad setup (players and seed must be whole numbers)")
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise SaveError("bad setup (variants must be a list of names)")
    try:
        return Setup(players, seed, frozenset(variants))
    except ValueError as exc:
        raise SaveError(f"bad setup ({exc})") from None


def _action(i: int, item) -> Action:
    try:
        action = decode(item)
    except (ValueError, TypeError) as exc:
        raise SaveError(f"decision {i} is damaged ({exc})") from None
    if not isinstance(action, Action):
        raise SaveError(f"decision {i} is not a decision ({type(action).__name__})")
    return action


def _check_result(match: Match, data: dict) -> None:
    step, outcome = data.get("step", match.step), data.get("outcome")
    if step != match.step:
        raise SaveError(f"records step {step!r} but its decisions make {match.step}")
    got = match.state.outcome
    want = None if got is None else {"winner": got.winner, "reason": got.reason}
    if outcome != want:
        raise SaveError("its decisions do not lead to the outcome it records")

