"""Smart stops (issue 50, 12): one person against bots meets a Spell window only where a card of theirs could
change something now (game.rules.worth_a_stop); "Stop at every Spell window" brings back every window with
something to cast; the pass-every-window key passes them all until the person's next decision."""

from __future__ import annotations

import pygame
from hot_seat_watch import AtOnceBots, SteadyClock
from scene_driver import key

from game.ai import bot_seed, make_bot
from game.match import Match
from game.rules import Pass, legal_actions, view, window_kind, worth_a_stop
from game.settings import Settings
from scenes.table import TableScene

PERSON = 0


def _table(app, seed: int, **settings) -> TableScene:
    m = Match.new(("human", "greedy"), seed=seed)
    table = TableScene(m, speed="instant", bots=AtOnceBots(), autosave=False, settings=Settings(**settings))
    app.clock = SteadyClock(50)
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def _greedy(m):
    return make_bot("greedy", bot_seed(m.setup.seed, m.step, PERSON)).choose(m.view(PERSON), m.legal())


def _play(app, table, frames: int = 30000, act=None) -> set:
    """Play to the end, the person deciding as the greedy bot would; the steps at which the screen offered
    them a decision."""
    m, offered = table.match, set()
    for _ in range(frames):
        if m.over:
            break
        t = table.turns
        if table.model.offer is not None and table.director.idle and m.to_act == PERSON:
            offered.add(m.step)
            if act is None or not act(table):
                t.submit(m.step, _greedy(m))
        assert app._frame()
    assert m.over
    return offered


def _windows(m) -> list:
    """The steps at which the person answered a Spell window (not their own Build turn), with its view and
    legal actions."""
    out = []
    for step, action in enumerate(m.actions):
        st = m._before[step]
        if action.seat != PERSON or window_kind(view(st, PERSON)) is None:
            continue
        if window_kind(view(st, PERSON)) == "build" and st.active == PERSON:
            continue
        out.append((step, view(st, PERSON), legal_actions(st)))
    return out


def test_the_screen_stops_only_where_a_card_could_change_something_now(app):
    table = _table(app, 11)
    offered = _play(app, table)
    windows = _windows(table.match)
    castable = [step for step, _v, legal in windows if legal != [Pass(PERSON)]]
    stops = [step for step, v, legal in windows if worth_a_stop(v, legal)]
    assert [step for step, *_ in windows if step in offered] == stops
    assert stops and len(stops) < len(castable), (len(stops), len(castable))
    print(f"{len(windows)} Spell windows, {len(castable)} with something to cast, {len(stops)} stops")


def test_stop_at_every_spell_window_stops_wherever_something_can_be_cast(app):
    table = _table(app, 11, stop_every_window=True)
    offered = _play(app, table)
    windows = _windows(table.match)
    assert [step for step, *_ in windows if step in offered] == \
        [step for step, _v, legal in windows if legal != [Pass(PERSON)]]


def test_the_pass_every_window_key_passes_until_the_next_decision(app):
    """At a stop, Shift+Space passes it and every Spell window after it; the person's next decision (a Build
    turn, a choice) is offered, and from then on the screen stops again where it should."""
    pressed = []

    def at_a_stop(table) -> bool:
        if pressed or not table.turns._is_answer(PERSON):
            return False
        pressed.append(table.match.step)
        key(pygame.K_SPACE, pygame.KMOD_SHIFT)
        return True

    table = _table(app, 11)
    offered = _play(app, table, act=at_a_stop)
    m = table.match
    assert pressed and m.actions[pressed[0]] == Pass(PERSON)
    after = sorted(s for s in offered if s > pressed[0])
    windows = [step for step, *_ in _windows(m)]
    assert after and after[0] not in windows, "the next decision offered is not a Spell window"
    assert all(isinstance(a, Pass) for a in m.actions[pressed[0]:after[0]] if a.seat == PERSON)
    between = [s for s in windows if pressed[0] < s < after[0]]
    stops_later = [s for s, v, legal in _windows(m) if s > after[0] and worth_a_stop(v, legal)]
    assert stops_later and all(s in offered for s in stops_later)
    assert not table.model.passing_windows
    print(f"{len(between)} windows passed by the key before the next decision")
