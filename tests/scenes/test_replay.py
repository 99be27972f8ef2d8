"""The replay viewer: a saved game played again reaches the game's own end; stepping back then on agrees;
a seat's hand is shown only when watching as that seat; keys alone and the mouse alone drive it; the
``replay`` command runs a file to its end and refuses a damaged one."""

from __future__ import annotations

import random

import pygame
import pytest

from game import saves
from game.ai import think
from game.cli import main
from game.match import Match
from game.rules import events as E
from scenes.overlays.help import KeyHelp
from scenes.replay import ReplayScene, stops_of


@pytest.fixture(scope="module")
def played() -> Match:
    m = Match.new(("greedy", "greedy", "greedy"), seed=3)
    m.play_bots()
    return m


@pytest.fixture(scope="module")
def loaded(played, tmp_path_factory) -> Match:
    path = tmp_path_factory.mktemp("replays") / "game.json"
    saves.save(played, path)
    return saves.load(path)


def _open(app, scene: ReplayScene) -> ReplayScene:
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene


def _key(key, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))


def _click(app, canvas_pos):
    p = app.presenter
    window = (p.rect.x + canvas_pos[0] * p.scale + p.scale // 2, p.rect.y + canvas_pos[1] * p.scale + p.scale // 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window, button=1))


def _button(scene, name: str, side: str = "centre"):
    rect = next(c for c in scene.controls if c.name == name).rect
    return {"centre": rect.center, "left": (rect.x + 4, rect.centery), "right": (rect.right - 4, rect.centery)}[side]


def _rest(scene) -> None:
    """Play the animations of a step to their end."""
    for _ in range(5000):
        if scene.director.idle:
            return
        scene.update(1 / 30)
    raise AssertionError("the step never came to rest")


def _seen(scene) -> tuple:
    d = scene.director
    return d.cursor, d.shown, tuple(d.log), d.decisions


def test_the_stops_are_where_something_shows_where_a_seat_decides_and_where_turns_start(loaded):
    stops = stops_of(loaded)
    events = loaded.events
    assert stops.events[-1] == stops.decisions[-1] == len(events) and stops.events[0] == stops.turns[0] == 1
    assert all(type(events[s - 1]) is not E.AwaitingDecision for s in stops.events[:-1])
    assert set(stops.decisions) <= set(stops.events)
    made = [i for i, e in enumerate(events) if type(e) is E.DecisionMade]
    assert len(stops.decisions) == len(made) + 2  # and the first stop, and the end
    for stop, i in zip(stops.decisions[1:], made, strict=False):
        assert stop <= i and not any(stop < s <= i for s in stops.events)  # only silent events between
    assert [events[s - 1].turn for s in stops.turns[1:]] == list(range(1, loaded.state.turn + 1))


def test_a_replay_reaches_the_same_final_state_as_the_game(app, played, loaded):
    scene = _open(app, ReplayScene(loaded, speed=4))
    for _ in range(20000):
        scene.update(1 / 30)
        if scene.at_end:
            break
    assert scene.at_end and not scene.playing and scene.director.shown == played.state
    assert scene.director.decisions == played.step and scene.director.view == played.view(None)
    app.stack.draw(app.presenter.canvas)


def test_stepping_back_then_forward_agrees(app, loaded):
    scene = _open(app, ReplayScene(loaded, speed=1))
    stops = stops_of(loaded)
    rng = random.Random(5)
    for cursor in [*rng.sample(stops.events[1:], 25), *rng.sample(stops.decisions[1:], 25)]:
        scene.playing = False
        scene._seek(cursor)
        before = _seen(scene)
        scene.back_event()
        assert scene.director.cursor < cursor and scene.director.current is None
        scene.step_event()
        _rest(scene)
        assert _seen(scene) == before
        if cursor in stops.decisions:
            scene.back_decision()
            assert scene.director.cursor in stops.decisions and scene.director.cursor < cursor
            scene.step_decision()
            _rest(scene)
            assert _seen(scene) == before


def test_a_step_forward_plays_its_animation_and_pauses(app, loaded):
    scene = _open(app, ReplayScene(loaded, speed=1))
    scene.next_turn()
    scene.next_turn()
    scene.toggle_play()
    assert not scene.playing
    start = scene.director.cursor
    scene.step_decision()
    animated = False
    for _ in range(2000):
        scene.update(1 / 30)
        animated |= scene.director.current is not None
        app.stack.draw(app.presenter.canvas)
    assert animated and scene.director.idle and not scene.playing
    assert scene.director.cursor == next(s for s in stops_of(loaded).decisions if s > start)


def test_watching_as_a_seat_shows_its_hand_and_a_spectator_sees_none(app, loaded):
    scene = _open(app, ReplayScene(loaded, speed="instant"))
    scene.to_start()
    scene.next_turn()
    scene.next_turn()
    assert scene.viewer is None and all(s.hand is None for s in scene.director.view.seats)
    spectator_log = list(scene.director.log)
    cursor = scene.director.cursor
    scene.cycle_viewer()
    scene.cycle_viewer()
    d = scene.director
    assert scene.viewer == d.viewer == 1 and d.cursor == cursor and scene.board.layout.viewer == 1
    assert d.view.seats[1].hand is not None and d.view.seats[0].hand is None and d.view.seats[2].hand is None
    assert d.log != spectator_log  # its own draws are named
    scene.cycle_viewer()
    scene.cycle_viewer()
    assert scene.viewer is None and scene.director.log == spectator_log
    app.stack.draw(app.presenter.canvas)


def test_keys_alone_drive_the_replay(app, loaded):
    closed = []
    scene = _open(app, ReplayScene(loaded, speed=1, on_close=lambda: closed.append(True)))
    stops = stops_of(loaded)
    for _ in range(3):
        assert app._frame()
    assert scene.playing
    _key(pygame.K_SPACE)
    app._frame()
    assert not scene.playing
    for key, mod, wanted in ((pygame.K_t, 0, stops.turns[1]), (pygame.K_t, 0, stops.turns[2]),
                             (pygame.K_t, pygame.KMOD_SHIFT, stops.turns[1])):
        _key(key, mod)
        app._frame()
        assert scene.director.cursor == wanted and scene.director.view.turn == stops.turns.index(wanted)
    here = scene.director.cursor
    for key, mod, stops_used, forward in ((pygame.K_RIGHT, 0, stops.events, True),
                                          (pygame.K_PERIOD, 0, stops.events, True),
                                          (pygame.K_RIGHT, pygame.KMOD_SHIFT, stops.decisions, True),
                                          (pygame.K_RIGHTBRACKET, 0, stops.decisions, True),
                                          (pygame.K_LEFT, 0, stops.events, False),
                                          (pygame.K_COMMA, 0, stops.events, False),
                                          (pygame.K_LEFT, pygame.KMOD_SHIFT, stops.decisions, False),
                                          (pygame.K_LEFTBRACKET, 0, stops.decisions, False)):
        wanted = ([s for s in stops_used if s > here][0] if forward else [s for s in stops_used if s < here][-1])
        _key(key, mod)
        app._frame()
        _rest(scene)
        assert not scene.playing and scene.director.cursor == wanted, pygame.key.name(key)
        here = wanted
    _key(pygame.K_s)
    _key(pygame.K_v)
    app._frame()
    assert scene.speed == scene.director.speed == 2 and scene.viewer == scene.director.viewer == 0
    _key(pygame.K_v, pygame.KMOD_SHIFT)
    _key(pygame.K_END)
    app._frame()
    assert scene.viewer is None and scene.at_end
    _key(pygame.K_F1)
    app._frame()
    assert isinstance(app.stack.top, KeyHelp)
    _key(pygame.K_ESCAPE)  # closes the keys first
    app._frame()
    assert app.stack.top is scene and not closed
    _key(pygame.K_ESCAPE)
    app._frame()
    assert closed == [True]


def test_the_mouse_alone_drives_the_replay(app, loaded):
    scene = _open(app, ReplayScene(loaded, speed=1))
    stops = stops_of(loaded)
    app._frame()
    _click(app, _button(scene, "play"))
    app._frame()
    assert not scene.playing
    _click(app, _button(scene, "turn", "right"))
    _click(app, _button(scene, "turn", "right"))
    app._frame()
    assert scene.director.cursor == stops.turns[2]
    _click(app, _button(scene, "turn", "left"))
    app._frame()
    assert scene.director.cursor == stops.turns[1]
    here = scene.director.cursor
    for name, stops_used, forward in (("event", stops.events, True), ("decision", stops.decisions, True),
                                      ("back_event", stops.events, False), ("back_decision", stops.decisions, False)):
        wanted = ([s for s in stops_used if s > here][0] if forward else [s for s in stops_used if s < here][-1])
        _click(app, _button(scene, name))
        app._frame()
        _rest(scene)
        assert scene.director.cursor == wanted, name
        here = wanted
    _click(app, _button(scene, "speed"))
    _click(app, _button(scene, "viewer"))
    app._frame()
    assert scene.speed == 2 and scene.viewer == 0 and scene.hover_control.name == "viewer"
    _click(app, _button(scene, "play"))
    app._frame()
    assert scene.playing
    _click(app, _button(scene, "close"))
    app._frame()
    assert not app.stack.scenes  # popped: nothing was under it


def test_an_unfinished_game_replays_to_its_last_decision(app):
    m = Match.new(("greedy", "greedy"), seed=6)
    while m.step < 40:
        m.submit(think(m.bot_request()), at_step=m.step)
    scene = _open(app, ReplayScene(m, viewer=1, speed="instant"))
    app._frame()
    assert scene.at_end and scene.director.shown == m.state and not m.over
    scene.toggle_play()  # at the end: from the start again
    assert scene.playing and scene.director.cursor == stops_of(m).events[0]


def test_autoquit_closes_the_app_once_the_end_is_shown(app, loaded):
    assert app.run(ReplayScene(loaded, speed="instant", autoquit=True), max_frames=100) == 0


def test_the_replay_command_plays_a_file_to_its_end_and_refuses_a_damaged_one(loaded, tmp_path, monkeypatch,
                                                                               capsys):
    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path / "home"))
    saves.save(loaded, tmp_path / "game.json")
    assert main(["replay", str(tmp_path / "game.json"), "--speed", "instant", "--autoquit"]) == 0
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": "bossmonster-save", "version": 1, "setup": {"players": 3')
    assert main(["replay", str(damaged)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(damaged) in err and "damaged" in err


@pytest.mark.parametrize("kwargs, words", [({"viewer": 3}, "viewer 3"), ({"speed": 3}, "speed 3")])
def test_a_viewer_or_speed_that_does_not_exist_is_refused(loaded, kwargs, words):
    with pytest.raises(ValueError, match=words):
        ReplayScene(loaded, **kwargs)
