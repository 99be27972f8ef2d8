"""The table: whole games played through the real loop by posted keys alone and by posted mouse clicks
alone, a bot-only game to the game-over screen, and the director showing exactly the match's state."""

from __future__ import annotations

import random

import pygame
import pytest

from game.match import Match
from game.rules import events as E
from scenes.app import App
from scenes.bots import BotWorker
from scenes.director import ANIMATIONS, Director
from scenes.offer import PASS
from scenes.table import TableScene

CONTRACT = ("GameStarted", "TurnStarted", "PhaseStarted", "CardsDrawn", "CardsDiscarded", "HeroRevealed",
            "RoomBuilt", "LevelUp", "SpellCast", "SpellCancelled", "AbilityUsed", "HeroLured", "HeroEnteredRoom",
            "HeroDamaged", "HeroKilled", "HeroReachedBoss", "RoomDestroyed", "RoomDeactivated", "RoomReactivated",
            "RoomsSwapped", "HeroMoved", "WoundHealed", "PlayerEliminated", "GameEnded", "DecisionMade")


@pytest.fixture(scope="module")
def bots():
    with BotWorker() as worker:
        yield worker


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path))
    app = App(window_size=(1280, 720), fps=0)
    yield app
    app.stack.clear()
    app.stack.apply_pending()


def _key(key, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))


def _click(app, canvas_pos, button=1):
    p = app.presenter
    window = (p.rect.x + canvas_pos[0] * p.scale + p.scale // 2, p.rect.y + canvas_pos[1] * p.scale + p.scale // 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window, button=button))


def _play(app, table, act, frames=60000) -> set:
    """Run the real loop; ``act(table, rng)`` posts input when a decision waits. The decision kinds met."""
    app.stack.push(table)
    app.stack.apply_pending()
    rng = random.Random(7)
    kinds, last = set(), None
    for _ in range(frames):
        if table.offer is not None and table.director.idle and (table.match.step, table.offer.picked,
                                                               table.offer.selected) != last:
            last = (table.match.step, table.offer.picked, table.offer.selected)
            kinds.add(table.match.prompt().kind)
            act(table, rng)
        assert app._frame()
        if table.match.over and table.director.idle:
            break
    return kinds


def _by_keys(table, rng) -> None:
    offer = table.offer
    if offer.discarding:
        hand_size = len(offer.view.seats[offer.view.seat].hand)
        picks = rng.sample(range(min(9, hand_size)), offer.discard_count) if not offer.selected else []
        for i in picks:
            _key(pygame.K_1 + i)
        _key(pygame.K_SPACE)
        return
    choices = table._ordered_choices()
    target = rng.choice(choices)
    if target == PASS and rng.random() < 0.5:
        _key(pygame.K_SPACE)
        return
    for _ in range(choices.index(target) + 1):
        _key(pygame.K_TAB)
    _key(pygame.K_RETURN)


def _by_mouse(app):
    def act(table, rng) -> None:
        offer = table.offer
        rects = table._place_rects()
        if offer.discarding:
            if not offer.selected:
                for card in rng.sample(offer.view.seats[offer.view.seat].hand, offer.discard_count):
                    _click(app, _visible(rects[("hand", card)]))
                return
            _click(app, rects[PASS].center)
            return
        choices = table._ordered_choices()
        target = rng.choice(choices)
        _click(app, _visible(rects[target]))
    return act


def _visible(rect):
    """A point of ``rect`` not covered by the card to its right (hand cards overlap)."""
    return rect.x + 4, min(rect.y + 8, 355)


def test_every_event_type_of_the_contract_has_an_animation():
    names = {t.__name__ for t in ANIMATIONS}
    assert set(CONTRACT) <= names, set(CONTRACT) - names
    assert all(hasattr(E, name) for name in CONTRACT)


def test_a_whole_game_by_keys_alone(app, bots):
    table = TableScene(Match.new(("human", "greedy"), seed=11), speed="instant", bots=bots)
    submitted = []
    table.match.submit = _recording(table.match.submit, submitted)
    kinds = _play(app, table, _by_keys)
    assert table.match.over
    assert {"opening_discard", "setup_build", "build"} <= kinds
    assert len(submitted) == table.match.step


def test_a_whole_game_by_mouse_alone(app, bots):
    table = TableScene(Match.new(("greedy", "human", "greedy"), seed=12), speed="instant", bots=bots)
    kinds = _play(app, table, _by_mouse(app))
    assert table.match.over
    assert {"opening_discard", "setup_build", "build"} <= kinds


def _recording(submit, into):
    def recorded(action, at_step=None):
        into.append(action)
        return submit(action, at_step=at_step)
    return recorded


def test_a_bot_only_game_runs_through_the_real_loop_to_the_game_over_screen(app, bots):
    from scenes.game_over import GameOverScene
    from scenes.shell import Shell

    shell = Shell(app.stack, speed="instant", sound=False)
    shell.bots.close()
    shell.bots = bots
    table = shell.table(Match.new(("greedy",) * 4, seed=13))
    app.stack.push(table)
    app.stack.apply_pending()
    for _ in range(20000):
        assert app._frame()
        if isinstance(app.stack.top, GameOverScene):
            break
    assert table.match.over and isinstance(app.stack.top, GameOverScene)


def test_autoquit_closes_the_window_when_the_game_ends(app, bots):
    table = TableScene(Match.new(("greedy", "greedy"), seed=14), speed="instant", bots=bots, autoquit=True)
    assert app.run(table, max_frames=20000) == 0
    assert table.match.over


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_idle_director_shows_exactly_the_match_state(app, players):
    """DESIGN: the table draws view(shown_state, viewer); once every animation has played it is the
    match's own state, after every decision, at 1x."""
    m = Match.new(("human",) + ("random",) * (players - 1), seed=20 + players)
    table = TableScene(m, speed=4)
    app.stack.push(table)
    app.stack.apply_pending()
    d = table.director
    rng = random.Random(players)
    for _ in range(60):
        if m.over:
            break
        m.submit(rng.choice(m.legal()), at_step=m.step)
        for _ in range(5000):
            d.update(1 / 30)
            table.draw(app.presenter.canvas)
            if d.idle:
                break
        assert d.idle and d.shown == m.state and d.view == m.view(0)


def test_instant_speed_never_leaves_an_event_unshown():
    m = Match.new(("random",) * 3, seed=5)
    pygame.display.set_mode((640, 360))
    from scenes.art.kit import art
    from scenes.board import Board
    from scenes.layout import TableLayout

    faces, sprites, font = art()
    d = Director(m, None, Board(TableLayout(3, None), faces, sprites, font), speed="instant")
    rng = random.Random(1)
    while not m.over:
        m.submit(rng.choice(m.legal()), at_step=m.step)
        d.update(1 / 60)
        assert d.idle and d.shown == m.state
    assert d.log and all(isinstance(line.text, str) and line.text for line in d.log)
