"""The records (game/records.py): what a game counts for, what the games add up to, the file (atomic, the same
game once, a damaged file set aside with a message and never a crash), the Room that killed most, and the
records read back from the replays kept."""

from __future__ import annotations

import json
import os

import pytest

from game import records as R
from game.ai import bot_seed, make_bot
from game.match import RETIRED, Match
from game.records import (
    HOT_SEAT,
    Deadliest,
    GameRecord,
    Tally,
    deadliest_room,
    load_records,
    record_game,
    record_of,
    records_from_replays,
    records_path,
    summarise,
)
from game.rules import Concede
from game.rules import events as E
from game.saves import keep_replay, save_named


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path))
    return tmp_path


def finish(match: Match, until=None) -> Match:
    """Play every seat, people too, with the greedy bot until the game ends (or ``until(match)`` holds)."""
    while not match.over and not (until and until(match)):
        seat = match.to_act
        bot = make_bot("greedy", bot_seed(match.setup.seed, match.step, seat))
        match.submit(bot.choose(match.view(seat), match.legal()), at_step=match.step)
    return match


@pytest.mark.parametrize("seats, against", [
    (("human", "easy"), "easy"),
    (("normal", "human"), "normal"),
    (("human", "easy", "hard"), "hard"),
    (("hard", "expert", "human", "easy"), "expert"),
    (("human", "greedy", "random"), "greedy"),
    (("human", "hard@40"), "hard"),
    (("human", "human"), HOT_SEAT),
    (("human", "expert", "human"), HOT_SEAT),
])
def test_a_game_counts_under_the_strongest_bot_or_under_hot_seat(seats, against):
    if any(kind in RETIRED or "@" in kind for kind in seats):  # kept from before such bots left the game's seats
        record = GameRecord("k", seats, (None,) * len(seats), None, 0)
    else:
        record = record_of(Match.new(seats, seed=3))
    assert record.against == against and record.people == tuple(i for i, s in enumerate(seats) if s == "human")


def test_bots_among_themselves_count_for_no_one():
    m = finish(Match.new(("greedy", "easy"), seed=5))
    assert record_of(m) is None and record_game(m) is None and not records_path().exists()


def test_a_finished_game_records_its_seats_bosses_winner_and_turn():
    m = finish(Match.new(("human", "normal"), seed=11))
    record = record_of(m)
    assert record.seats == ("human", "normal") and record.bosses == tuple(p.boss for p in m.state.seats)
    assert record.winner == m.state.outcome.winner and record.turns == m.state.turn >= 1
    assert record.won == (m.state.outcome.winner == 0)


def test_a_conceded_game_is_a_loss_whether_or_not_it_goes_on():
    one_bot = finish(Match.new(("human", "easy"), seed=2), until=lambda m: m.state.turn >= 2)
    one_bot.submit(Concede(0))
    assert one_bot.over and record_of(one_bot).winner == 1 and not record_of(one_bot).won
    two_bots = finish(Match.new(("human", "easy", "normal"), seed=2), until=lambda m: m.state.turn >= 2)
    two_bots.submit(Concede(0))
    record = record_of(two_bots)
    assert not record.won and record.against == "normal"
    assert (record.winner is None) == (not two_bots.over)


def g(seats, winner, turns, bosses=None, key=None) -> GameRecord:
    bosses = bosses or ("draculord", "cleopatra", "robobo", "gorgona")[: len(seats)]
    return GameRecord(key or f"{seats}{winner}{turns}{bosses}", tuple(seats), tuple(bosses), winner, turns)


def test_the_games_add_up_by_opponent_by_boss_with_the_streak_and_the_quickest_win():
    games = [g(("human", "easy"), 0, 9), g(("human", "hard"), 0, 7), g(("human", "human"), 1, 5),
             g(("human", "normal"), 1, 8), g(("human", "normal"), 0, 12), g(("human", "hard", "easy"), 0, 10),
             g(("easy", "human"), 1, 11, ("xyzax", "cleopatra")), g(("human", "human", "easy"), 2, 6),
             g(("human", "easy"), 0, 13), g(("human", "hard"), 1, 4)]
    s = summarise(games)
    assert s.games == 10
    assert s.against == (("easy", Tally(3, 3)), ("normal", Tally(2, 1)), ("hard", Tally(3, 2)),
                         (HOT_SEAT, Tally(2, 1)))
    # every person's Boss: Draculord for P1 in all but one game, Cleopatra for the other person's seat
    assert dict(s.bosses) == {"draculord": Tally(9, 5), "cleopatra": Tally(3, 2)}
    assert s.bosses[0][0] == "draculord"
    # against bots: won, won, (hot-seat), lost, won, won, won, (hot-seat, lost: breaks nothing), won, lost
    assert (s.longest_streak, s.current_streak) == (4, 0)
    assert s.quickest_win == games[1]


def test_nothing_played_adds_up_to_the_offered_levels_at_zero():
    s = summarise([])
    assert s.games == 0 and s.bosses == () and s.quickest_win is None and s.longest_streak == 0
    assert [k for k, _ in s.against] == ["easy", "normal", "hard"]
    assert all(t == Tally() for _, t in s.against)


def test_the_file_keeps_each_game_once_oldest_first_and_atomically(home):
    first = finish(Match.new(("human", "easy"), seed=21))
    second = finish(Match.new(("human", "human"), seed=22))
    assert record_game(first) is None and record_game(second) is None and record_game(first) is None
    games, problem = load_records()
    assert problem is None and games == (record_of(first), record_of(second))
    data = json.loads(records_path().read_text(encoding="utf-8"))
    assert data["format"] == "bossmonster-records" and data["version"] == 1 and len(data["games"]) == 2
    assert sorted(p.name for p in home.iterdir()) == ["records.json"], "no temp file left behind"


@pytest.mark.parametrize("content, fault", [
    (b"{oops", "not JSON"),
    (b"", "empty"),
    (b"\xff\xfe", "not UTF-8"),
    (json.dumps({"format": "bossmonster-save", "version": 1}).encode(), "not a Boss Monster records file"),
    (json.dumps({"format": "bossmonster-records", "version": 9, "games": []}).encode(), "newer version"),
    (json.dumps({"format": "bossmonster-records", "version": 1, "games": {}}).encode(), "no list of games"),
    (json.dumps({"format": "bossmonster-records", "version": 1, "games": [
        {"game": "a", "seats": ["human", "easy"], "bosses": ["draculord", "xyzax"], "winner": 0, "turns": 5},
        {"game": "b", "seats": ["human", "easy"], "bosses": ["draculord", "xyzax"], "winner": 7, "turns": 5}]}
     ).encode(), "game 2 is not"),
    (json.dumps({"format": "bossmonster-records", "version": 1, "games": [[1, 2]]}).encode(), "game 1 is not"),
])
def test_a_damaged_file_is_set_aside_with_a_message_and_the_records_start_again(home, content, fault):
    records_path().write_bytes(content)
    games, problem = load_records()
    assert games == () and fault in problem and str(records_path()) in problem
    kept = [p for p in home.iterdir() if p.name.startswith("records-damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content and kept[0].name in problem
    assert not records_path().exists()

    records_path().write_bytes(content)  # damaged again, found when a game ends: set aside, the game kept
    m = finish(Match.new(("human", "easy"), seed=23))
    problem = record_game(m)
    assert fault in problem
    assert load_records() == ((record_of(m),), None)
    assert len([p for p in home.iterdir() if p.name.startswith("records-damaged-")]) == 2


def test_a_file_that_cannot_be_written_gives_a_message_not_a_crash(monkeypatch):
    def refuse(path, data):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(R, "write_json_atomic", refuse)
    problem = record_game(finish(Match.new(("human", "easy"), seed=24)))
    assert "could not be added to the records" in problem and "Permission denied" in problem


def test_the_room_that_killed_most_is_the_room_each_hero_died_in():
    events = [E.HeroEnteredRoom("fighter_a", 0, 0, "dark_altar#1"), E.HeroEnteredRoom("fighter_a", 0, 1, "pit#1"),
              E.HeroKilled("fighter_a", 0, 1),
              E.HeroEnteredRoom("mage_b", 1, 0, "lab#1"), E.HeroKilled("mage_b", 1, 2),
              E.HeroEnteredRoom("thief_c", 1, 0, "lab#1"), E.HeroReachedBoss("thief_c", 1, 1),
              E.HeroEnteredRoom("cleric_d", 0, 0, "dark_altar#1"), E.HeroMoved("cleric_d", "town", None),
              E.HeroKilled("cleric_d", 0, 1),  # killed out of any Room: counts for none
              E.HeroEnteredRoom("fool_e", 0, 1, "pit#1"), E.HeroKilled("fool_e", 0, 1)]
    assert deadliest_room(events) == Deadliest("pit#1", 0, 2)
    assert deadliest_room(events[:5]) == Deadliest("pit#1", 0, 1), "a tie: the first to reach it"
    assert deadliest_room(events[:2]) is None


def test_in_a_real_game_the_deadliest_room_is_one_its_owner_built_and_kills_add_up():
    m = finish(Match.new(("greedy", "greedy", "greedy"), seed=4))
    d = deadliest_room(m.events)
    killed = [e for e in m.events if isinstance(e, E.HeroKilled) and e.seat == d.seat]
    assert 1 <= d.kills <= len(killed)
    assert any(isinstance(e, E.RoomBuilt) and e.room == d.room and e.seat == d.seat for e in m.events)


START = 1_800_000_000


def test_the_records_and_the_replays_kept_say_the_same():
    """Bot-only and person-vs-bot games, a hot-seat game and a conceded one, each kept as a replay and
    recorded as the game ends; a game kept twice (named too) counts once."""
    plays = [(("human", "easy"), None), (("greedy", "greedy"), None), (("human", "normal", "hard"), None),
             (("easy", "human"), None), (("human", "human"), None), (("greedy", "easy", "normal"), None),
             (("human", "hard"), 30), (("human", "easy"), None)]
    for i, (seats, concede_at) in enumerate(plays):
        m = finish(Match.new(seats, seed=40 + i), until=(lambda mm, n=concede_at: n is not None and mm.step >= n))
        if concede_at is not None:
            m.submit(Concede(0))
        kept = [keep_replay(m, conceded=concede_at is not None)]
        record_game(m)
        if i == 0:
            kept.append(save_named(m, "first game", kept[0].parent))
        for path in kept:  # the games end a minute apart
            os.utime(path, (START + 60 * i, START + 60 * i))
    games, problem = load_records()
    assert problem is None and len(games) == 6
    assert records_from_replays() == games
    assert summarise(records_from_replays()) == summarise(games)
