"""The table: whole games played through the real loop by posted keys alone and by posted mouse clicks
alone, a bot-only game to the game-over screen, and the director showing exactly the match's state."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai import bot_seed, make_bot
from game.match import Match
from game.rules import Discard, Pass
from game.rules import events as E
from scenes.app import App
from scenes.bots import BotWorker
from scenes.director import ANIMATIONS, Director
from scenes.offer import PASS, places_of
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


def _intent(table):
    """What the person means to do at this step: the greedy bot's choice, kept for the whole step."""
    m = table.match
    if getattr(table, "_intent", (None,))[0] != m.step:
        seat = m.to_act
        bot = make_bot("greedy", bot_seed(m.setup.seed, m.step, seat))
        table._intent = (m.step, bot.choose(m.view(seat), m.legal()))
    return table._intent[1]


def _next_place(table):
    """The place to point at next to make the intended action (PASS for Pass / Done)."""
    offer, action = table.offer, _intent(table)
    if isinstance(action, Discard):
        left = [("hand", c) for c in action.cards if c not in offer.selected]
        return left[0] if left else PASS
    if isinstance(action, Pass):
        return PASS
    places = places_of(offer.view, action)
    return places[len(offer.picked)] if len(offer.picked) < len(places) else PASS


def _by_keys(table, rng) -> None:
    target = _next_place(table)
    if target == PASS:
        _key(pygame.K_SPACE)
        return
    hand = table.offer.view.seats[table.offer.view.seat].hand
    if target[0] == "hand" and hand.index(target[1]) < 9 and rng.random() < 0.5:
        _key(pygame.K_1 + hand.index(target[1]))
        return
    choices = table._ordered_choices()
    here = choices.index(table.highlight) if table.highlight in choices else -1
    step = rng.choice((1, -1))
    key, mod = (pygame.K_TAB, 0) if rng.random() < 0.5 else (pygame.K_RIGHT, 0)
    if step < 0:
        key, mod = (pygame.K_TAB, pygame.KMOD_SHIFT) if key == pygame.K_TAB else (pygame.K_LEFT, 0)
    for _ in range(((choices.index(target) - here) * step) % len(choices)):
        _key(key, mod)
    _key(pygame.K_RETURN)


def _by_mouse(app):
    def act(table, rng) -> None:
        target = _next_place(table)
        _click(app, _visible(table._place_rects()[target]) if target != PASS
               else table.layout.zone("button.pass").center)
    return act


def _visible(rect):
    """A point of ``rect`` not covered by the card to its right (hand cards overlap)."""
    return rect.x + 4, min(rect.y + 8, 355)


def test_every_event_type_of_the_contract_has_an_animation():
    names = {t.__name__ for t in ANIMATIONS}
    assert set(CONTRACT) <= names, set(CONTRACT) - names
    assert all(hasattr(E, name) for name in CONTRACT)


def test_a_whole_game_by_keys_alone(app, bots):
    table = TableScene(Match.new(("human", "greedy", "greedy"), seed=11), speed="instant", bots=bots)
    kinds = _play(app, table, _by_keys)
    assert table.match.over
    assert {"opening_discard", "setup_build", "build", "adventure", "respond"} <= kinds, kinds


def test_a_whole_game_by_mouse_alone(app, bots):
    table = TableScene(Match.new(("greedy", "human", "greedy"), seed=12), speed="instant", bots=bots)
    kinds = _play(app, table, _by_mouse(app))
    assert table.match.over
    assert {"opening_discard", "setup_build", "build", "adventure"} <= kinds, kinds


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
    assert d.log and all(isinstance(line, str) and line for line in d.log)


def test_esc_opens_the_menu_over_the_table_and_esc_closes_it(app):
    from scenes.pause import PauseMenu

    table = TableScene(Match.new(("human", "greedy"), seed=15), speed="instant", autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    assert app._frame()
    _key(pygame.K_ESCAPE)
    assert app._frame()
    assert isinstance(app.stack.top, PauseMenu)
    _key(pygame.K_ESCAPE)
    assert app._frame() and app.stack.top is table
    _key(pygame.K_ESCAPE)
    assert app._frame()
    for key in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN):  # Resume, Title, Quit
        _key(key)
    app._frame()
    assert not app.stack.scenes


def test_a_failing_bot_is_replaced_for_that_move_and_the_game_goes_on(app):
    from scenes.bots import BotError

    class Failing:
        def ask(self, request):
            pass

        def poll(self):
            raise BotError("RuntimeError: out of ideas")

    m = Match.new(("greedy", "human"), seed=16)
    table = TableScene(m, speed="instant", bots=Failing(), autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    for _ in range(5):
        assert app._frame()
    assert m.step > 0 and "out of ideas" in table.message


def test_auto_pass_skips_spell_windows_with_nothing_to_cast(app, bots):
    m = Match.new(("human", "greedy"), seed=17)
    table = TableScene(m, speed="instant", bots=bots, auto_pass=True, autosave=False)
    asked = []
    _play(app, table, lambda t, rng: (asked.append(t.offer.legal), _by_keys(t, rng)), frames=20000)
    windows = [legal for legal in asked if m.seats[0] == "human" and Pass(0) in legal
               and not any(type(a).__name__ in ("CastSpell", "BuildRoom", "Choose", "Discard") for a in legal)]
    assert m.over and asked and not windows
