"""The player's records: every game played at this computer that ended, kept in ``records.json`` in the data
folder, and what they add up to (the Records page), plus the figures of one finished game (the game-over
screen).

    problem = record_game(match)     # when a game ends, or is conceded: a loss; the same game counts once
    records, problem = load_records()
    tally = summarise(records)       # played and won by opponent, by Boss; the longest streak; the quickest win
    rebuilt = records_from_replays() # the same records, read back from the replays kept

What a game counts for (only games a person played; bots among themselves count for no one):
- one person against bots: under the strongest bot at the table ("Hard bot" beats "Normal bot"), a win when
  that person's seat won; these games alone make the winning streak and the quickest win;
- two or more people (hot-seat): under Hot-seat, a win when a person won (not a bot); no streak;
- by Boss: every person's Boss counts a game played, and a win when that seat won.
A conceded game counts as a loss for the people who conceded it, whoever wins later or whether the game
goes on among the bots. Everything is worked out from the game itself (:func:`record_of`), so the records
and the replays say the same.

The file is ``{"format": "bossmonster-records", "version": 1, "games": [{"game", "seats", "bosses",
"winner", "turns"}, ...]}``, oldest first, written atomically. A damaged, foreign or newer file is set
aside (renamed ``records-damaged-<time>.json`` beside it, never deleted) with a one-line message, and the
records start again empty. Nothing read is unpickled or evaluated.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game.cards import CARDS
from game.jsonfile import is_int, read_json, write_json_atomic
from game.match import HUMAN, Match
from game.rules import encode
from game.rules import events as E
from game.saves import SaveError, data_dir, list_replays, load

FORMAT = "bossmonster-records"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024  # a game's entry is some 150 bytes
HOT_SEAT = "hot-seat"
LEVELS = ("random", "easy", "greedy", "normal", "hard", "expert")
"""The bots from weakest to strongest (``expert``: games played before it was retired); another bot (a trial,
``hard@N``) counts as Hard's equal."""
OFFERED = ("easy", "normal", "hard")
"""The levels the Records page always lists, played or not (those of the new-game screen)."""


def records_path() -> Path:
    return data_dir() / "records.json"


@dataclass(frozen=True)
class GameRecord:
    """One finished (or conceded) game a person played: a key naming the game (the same game, kept twice,
    counts once), who sat where, their Bosses, the winning seat (None: conceded and not over), and the
    turn it ended on."""

    game: str
    seats: tuple[str, ...]
    bosses: tuple[str | None, ...]
    winner: int | None
    turns: int

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(i for i, kind in enumerate(self.seats) if kind == HUMAN)

    @property
    def against(self) -> str:
        """What the game counts under: :data:`HOT_SEAT`, or the strongest bot one person played against."""
        if len(self.people) > 1:
            return HOT_SEAT
        return max((level_of(kind) for kind in self.seats if kind != HUMAN), key=_strength)

    @property
    def won(self) -> bool:
        """A person won (in a one-person game: that person)."""
        return self.winner is not None and self.winner in self.people

    def to_json(self) -> dict:
        return {"game": self.game, "seats": list(self.seats), "bosses": list(self.bosses), "winner": self.winner,
                "turns": self.turns}


def level_of(bot: str) -> str:
    """A bot's level: its name without an ``@N`` budget."""
    return bot.partition("@")[0]


def _strength(level: str) -> float:
    return LEVELS.index(level) if level in LEVELS else LEVELS.index("hard") + 0.5


def game_key(match: Match) -> str:
    """A short key that names the game: the same setup, seats and decisions give the same key."""
    text = json.dumps({"setup": [match.setup.players, match.setup.seed, sorted(match.setup.variants)],
                       "seats": list(match.seats), "actions": [encode(a) for a in match.actions]},
                      sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=10).hexdigest()


def record_of(match: Match) -> GameRecord | None:
    """The record of a game that ended or was conceded; None when no person played it."""
    if HUMAN not in match.seats:
        return None
    outcome = match.state.outcome
    return GameRecord(game_key(match), tuple(match.seats), tuple(p.boss for p in match.state.seats),
                      None if outcome is None else outcome.winner, match.state.turn)


# ---------------------------------------------------------------- the file

def load_records(path: Path | None = None) -> tuple[tuple[GameRecord, ...], str | None]:
    """The records kept, oldest first, and None; a missing file gives none. A file that is not a records file
    of this game (damaged, foreign, newer) is set aside (:func:`set_aside`) and gives none, with a message
    naming both files."""
    path = path or records_path()
    if not path.exists():
        return (), None
    try:
        return _parse(read_json(path, MAX_BYTES, "records file")), None
    except ValueError as exc:
        return (), _set_aside_message(path, str(exc))


def record_game(match: Match, path: Path | None = None) -> str | None:
    """Add the game ``match`` (ended or conceded) to the records, unless no person played it or it is there
    already; None, or a one-line message (a damaged file set aside, or the file could not be written)."""
    record = record_of(match)
    if record is None:
        return None
    path = path or records_path()
    games, problem = load_records(path)
    if any(g.game == record.game for g in games):
        return problem
    try:
        save_records((*games, record), path)
    except OSError as exc:
        return "; ".join(filter(None, (problem, f"The game could not be added to the records: "
                                                f"{exc.strerror or exc}")))
    return problem


def save_records(games: Iterable[GameRecord], path: Path | None = None) -> None:
    """Write ``games`` (oldest first) atomically; OSError if it cannot be."""
    write_json_atomic(path or records_path(),
                      {"format": FORMAT, "version": VERSION, "games": [g.to_json() for g in games]})


def set_aside(path: Path) -> Path:
    """Rename ``path`` to ``records-damaged-<time>.json`` beside it (``_2`` ... if taken); the new path."""
    stem = f"{path.stem}-damaged-{datetime.now():%Y%m%d-%H%M%S}"
    target, n = path.with_name(f"{stem}.json"), 1
    while target.exists():
        n += 1
        target = path.with_name(f"{stem}_{n}.json")
    path.replace(target)
    return target


def _set_aside_message(path: Path, fault: str) -> str:
    try:
        kept = set_aside(path)
    except OSError as exc:
        return f"{path}: {fault}; it could not be set aside ({exc.strerror or exc}), so the records start empty"
    return f"{path}: {fault}; kept as {kept.name}, and the records start again"


def _parse(data) -> tuple[GameRecord, ...]:
    """The records in a file's ``data``; ValueError saying what is wrong if it holds none."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a Boss Monster records file")
    version = data.get("version")
    if not is_int(version) or version < 1:
        raise ValueError("bad format version")
    if version > VERSION:
        raise ValueError(f"made by a newer version of the game (this one reads records format {VERSION})")
    games = data.get("games")
    if not isinstance(games, list):
        raise ValueError("damaged (no list of games)")
    return tuple(_game(i, item) for i, item in enumerate(games, 1))


def _game(i: int, item) -> GameRecord:
    try:
        seats, bosses = tuple(item["seats"]), tuple(item["bosses"])
        record = GameRecord(item["game"], seats, bosses, item["winner"], item["turns"])
        ok = (isinstance(record.game, str) and 2 <= len(seats) <= 4 and len(bosses) == len(seats)
              and all(isinstance(s, str) for s in seats) and HUMAN in seats
              and all(b is None or b in CARDS.bosses for b in bosses)
              and (record.winner is None or (is_int(record.winner) and 0 <= record.winner < len(seats)))
              and is_int(record.turns) and record.turns >= 0)
    except (TypeError, KeyError):
        ok = False
    if not ok:
        raise ValueError(f"damaged (game {i} is not a game's record)")
    return record


def records_from_replays(paths: Iterable[Path] | None = None) -> tuple[GameRecord, ...]:
    """The records the replays kept say, oldest first (default: every file of ``replays/``); a replay that
    cannot be loaded, or that no person played, is left out, and the same game kept twice counts once."""
    paths = list(reversed(list_replays())) if paths is None else list(paths)
    records, seen = [], set()
    for path in paths:
        try:
            record = record_of(load(path))
        except SaveError:
            continue
        if record is not None and record.game not in seen:
            seen.add(record.game)
            records.append(record)
    return tuple(records)


# ---------------------------------------------------------------- what they add up to

@dataclass(frozen=True)
class Tally:
    played: int = 0
    won: int = 0

    def add(self, won: bool) -> Tally:
        return Tally(self.played + 1, self.won + int(won))


@dataclass(frozen=True)
class Summary:
    """The records added up: played and won by what a game counts under (the offered bot levels always,
    others once played, hot-seat last), by Boss (most played first), the longest and the current winning
    streak and the quickest win (of the games one person played against bots)."""

    games: int
    against: tuple[tuple[str, Tally], ...]
    bosses: tuple[tuple[str, Tally], ...]
    longest_streak: int
    current_streak: int
    quickest_win: GameRecord | None


def summarise(games: Iterable[GameRecord]) -> Summary:
    """What ``games`` (oldest first) add up to; see :class:`Summary`."""
    games = tuple(games)
    against = {level: Tally() for level in OFFERED}
    bosses: dict[str, Tally] = {}
    longest = streak = 0
    quickest = None
    for g in games:
        against[g.against] = against.get(g.against, Tally()).add(g.won)
        for seat in g.people:
            boss = g.bosses[seat]
            if boss is not None:
                bosses[boss] = bosses.get(boss, Tally()).add(g.winner == seat)
        if g.against == HOT_SEAT:
            continue
        streak = streak + 1 if g.won else 0
        longest = max(longest, streak)
        if g.won and (quickest is None or g.turns < quickest.turns):
            quickest = g
    order = sorted(against, key=lambda k: (k == HOT_SEAT, _strength(k) if k != HOT_SEAT else 0, k))
    return Summary(len(games), tuple((k, against[k]) for k in order),
                   tuple(sorted(bosses.items(), key=lambda kv: (-kv[1].played, -kv[1].won, kv[0]))),
                   longest, streak, quickest)


# ---------------------------------------------------------------- one game's figures

@dataclass(frozen=True)
class Deadliest:
    """The Room in which the most Heroes died: its card id, whose dungeon it is, and how many."""

    room: str
    seat: int
    kills: int


def deadliest_room(events: Iterable) -> Deadliest | None:
    """The Room of the game's ``events`` in which the most Heroes died (a Hero dies in the Room it entered
    last; the first Room to reach the most wins a tie); None when no Hero died in a Room."""
    where: dict[str, tuple[int, str]] = {}
    kills: dict[tuple[int, str], int] = {}
    best = None
    for e in events:
        if isinstance(e, E.HeroEnteredRoom):
            where[e.hero] = (e.seat, e.room)
        elif isinstance(e, (E.HeroMoved, E.HeroLured, E.HeroReachedBoss)):
            where.pop(e.hero, None)  # out of the Room it was in
        elif isinstance(e, E.HeroKilled) and where.get(e.hero, (None,))[0] == e.seat:
            place = where.pop(e.hero)
            kills[place] = kills.get(place, 0) + 1
            if best is None or kills[place] > kills[best]:
                best = place
    return None if best is None else Deadliest(best[1], best[0], kills[best])
