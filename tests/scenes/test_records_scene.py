"""The Records page and the game's own figures on the game-over screen, headless: the title's Records entry
opens the page and Esc or Back closes it; games ended through the app's shell (over, or conceded: a loss)
are in the records, which say what the replays kept say; every word fits its place; a damaged records file
is set aside and said on the page."""

from __future__ import annotations

import pygame
import pytest
from test_menus import frame, key, send

from game.ai import bot_seed, make_bot
from game.cards import CARDS
from game.match import Match
from game.records import (
    HOT_SEAT,
    Deadliest,
    GameRecord,
    deadliest_room,
    load_records,
    record_of,
    records_from_replays,
    records_path,
    summarise,
)
from game.saves import list_replays
from scenes.art.kit import art
from scenes.menus.game_over import GameOverScene, GameSummary, SeatResult, summary_of
from scenes.menus.records_page import (
    LEFT,
    PANEL,
    RATE_X,
    RIGHT,
    RecordsScene,
    against_word,
    quickest_words,
    streak_words,
)
from scenes.menus.title import TitleScene
from scenes.stack import SceneStack
from scenes.ui.widgets import font


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch, pygame_headless):
    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path))
    pygame.display.set_mode((640, 360))
    return tmp_path


def finish(match: Match, until=None) -> Match:
    """Every seat, people too, played by the greedy bot until the game ends (or ``until(match)``)."""
    while not match.over and not (until and until(match)):
        seat = match.to_act
        match.submit(make_bot("greedy", bot_seed(match.setup.seed, match.step, seat)).choose(match.view(seat),
                                                                                            match.legal()))
    return match


def test_the_title_offers_records_and_esc_comes_back(shell):
    stack = shell.stack
    stack.push(shell.title())
    stack.apply_pending()
    title = stack.top
    assert "Records" in [w.label for w in title.focus.widgets]
    next(w for w in title.focus.widgets if w.label == "Records").activate()
    stack.apply_pending()
    page = stack.top
    assert isinstance(page, RecordsScene) and page.summary.games == 0 and page.message is None
    frame(stack)
    send(stack, key(pygame.K_ESCAPE))
    assert stack.top is title
    next(w for w in title.focus.widgets if w.label == "Records").activate()
    stack.apply_pending()
    send(stack, key(pygame.K_RETURN))  # Back has the focus
    assert stack.top is title


def test_games_ended_through_the_shell_are_recorded_and_agree_with_the_replays(shell):
    """Over (game-over screen) or conceded from the menu (a loss); bots alone count for no one."""
    app = shell.app
    for seats, seed in ((("human", "easy"), 31), (("greedy", "normal"), 32), (("human", "human", "hard"), 33),
                        (("normal", "human"), 34)):
        shell.open_match(finish(Match.new(seats, seed=seed)))
        app.stack.apply_pending()
        shell.game_over(app.stack.top)
        app.stack.apply_pending()
        assert isinstance(app.stack.top, GameOverScene)

    shell.open_match(finish(Match.new(("human", "hard"), seed=35), until=lambda m: m.state.turn >= 2))
    app.stack.apply_pending()
    table = app.stack.top
    shell.concede(table)
    app.stack.apply_pending()
    app.stack.top.answer_yes()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TitleScene)

    games, problem = load_records()
    assert problem is None and len(games) == 4 and len(list_replays()) == 5
    assert records_from_replays() == games
    conceded = games[-1]
    assert conceded.against == "hard" and not conceded.won and conceded == record_of(table.match)
    assert [g.against for g in games] == ["easy", HOT_SEAT, "normal", "hard"]

    shell.records_page()
    app.stack.apply_pending()
    page = app.stack.top
    assert isinstance(page, RecordsScene) and page.summary == summarise(records_from_replays())
    frame(app.stack)


def test_a_damaged_records_file_is_set_aside_and_said_on_the_page(shell, home):
    records_path().write_text("{oops", encoding="utf-8")
    shell.records_page()
    shell.stack.apply_pending()
    page = shell.stack.top
    assert page.summary.games == 0 and "records.json" in page.message and "kept as records-damaged-" in page.message
    assert any(p.name.startswith("records-damaged-") for p in home.iterdir())
    frame(shell.stack)


def test_a_damaged_records_file_found_at_the_end_of_a_game_is_told_on_the_title(shell):
    records_path().write_text("[]", encoding="utf-8")
    app = shell.app
    shell.open_match(finish(Match.new(("human", "easy"), seed=36)))
    app.stack.apply_pending()
    shell.game_over(app.stack.top)
    shell.to_title()
    app.stack.apply_pending()
    assert "not a Boss Monster records file" in app.stack.top.message
    assert len(load_records()[0]) == 1


def busy_summary():
    """Every level, hot-seat, all eight Bosses with wide figures."""
    bosses = tuple(CARDS.bosses)
    games = []
    for i in range(120):
        seats = [("human", "easy"), ("human", "normal"), ("human", "hard"), ("human", "expert"),
                 ("human", "random"), ("human", "greedy"), ("human", "human", "easy")][i % 7]
        games.append(GameRecord(str(i), seats, (bosses[i % 8], bosses[(i + 3) % 8], None)[: len(seats)],
                                i % 3 % 2, 10 + i % 13))
    return summarise(games)


@pytest.mark.parametrize("summary", [summarise([]), busy_summary()], ids=["empty", "busy"])
def test_every_word_of_the_page_fits_its_place(summary):
    stack = SceneStack()
    stack.push(RecordsScene(summary, message="/home/someone/.local/share/bossmonster/records.json: damaged (not JSON: "
                            "Expecting value at line 1); kept as records-damaged-20260101-120000.json, and the "
                            "records start again"))
    stack.apply_pending()
    frame(stack)
    f = font()
    rows = len(summary.against)
    assert LEFT.y + 16 + rows * 14 <= LEFT.bottom and LEFT.y + 16 + len(summary.bosses) * 14 <= RIGHT.bottom
    for k, _tally in summary.against:
        assert f.width(against_word(k)) < 176 - 20
    for boss, _tally in summary.bosses:
        assert f.width(CARDS.get(boss).name) < 176 - 20
    assert f.width("100%") <= RATE_X - 220
    for line in (streak_words(summary), quickest_words(summary.quickest_win)):
        assert f.width(line) <= PANEL.w - 32
    assert f.width(quickest_words(GameRecord("k", ("human", "expert"), ("king_croak", "xyzax"), 0, 99))) \
        <= PANEL.w - 32


def test_the_game_over_screen_shows_the_games_own_figures():
    m = finish(Match.new(("greedy", "greedy", "greedy"), seed=4))
    summary = summary_of(m)
    assert summary.turns == m.state.turn and summary.deadliest == deadliest_room(m.events)
    d = summary.deadliest
    lines = summary.figures()
    assert lines[0] == f"Over on turn {m.state.turn}."
    assert lines[1] == f"Deadliest Room: P{d.seat + 1}'s {CARDS.get(d.room).name}, {d.kills} Heroes died in it."
    stack = SceneStack()
    stack.push(GameOverScene(summary, lambda: None, lambda: None))
    stack.apply_pending()
    frame(stack)


def test_the_figures_fit_beside_the_winners_card_in_four_players():
    bosses = ("robobo", "xyzax", "cleopatra", "gorgona")
    seats = tuple(SeatResult(CARDS.get(b).name, b, "hard", 3, 1, False) for b in bosses)
    longest_room = max(CARDS.rooms.values(), key=lambda r: font().width(r.name))
    summary = GameSummary(1, "The Hero decks are empty: Xyzax wins on Souls minus Wounds (9 Souls, 4 Wounds).",
                          seats, 27, Deadliest(f"{longest_room.id}#1", 3, 12))
    stack = SceneStack()
    stack.push(GameOverScene(summary, lambda: None, lambda: None))
    stack.apply_pending()
    frame(stack)
    scene = stack.top
    card_right = scene.panel.x + 24 + art()[0].face("xyzax").get_width() + 18
    width = scene.panel.right - 20 - card_right
    wrapped = [line for figure in summary.figures() for line in font().wrap(figure, width)]
    headline = font().wrap(summary.headline, width)
    assert len(headline) <= 2 and len(headline) + len(wrapped) <= 5, "nothing is cut"
    assert scene.panel.bottom <= 360
