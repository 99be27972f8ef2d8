"""The table: whole games played through the real loop by posted keys alone and by posted mouse clicks
alone, a bot-only game to the game-over screen, and the director showing exactly the match's state."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest
from scene_driver import by_keys, by_mouse, key, play

from game.match import Match
from game.rules import Pass
from game.rules import events as E
from game.settings import Settings
from scenes.table import TableScene
from scenes.table.director import ANIMATIONS, Director
from scenes.table.hud import PHASES

CONTRACT = ("GameStarted", "TurnStarted", "PhaseStarted", "CardsDrawn", "CardsDiscarded", "HeroRevealed",
            "RoomBuilt", "LevelUp", "SpellCast", "SpellCancelled", "AbilityUsed", "HeroLured", "HeroEnteredRoom",
            "HeroDamaged", "HeroKilled", "HeroReachedBoss", "RoomDestroyed", "RoomDeactivated", "RoomReactivated",
            "RoomsSwapped", "HeroMoved", "WoundHealed", "PlayerEliminated", "GameEnded", "DecisionMade")


def test_every_event_type_of_the_contract_has_an_animation():
    names = {t.__name__ for t in ANIMATIONS}
    assert set(CONTRACT) <= names, set(CONTRACT) - names
    assert all(hasattr(E, name) for name in CONTRACT)


def test_a_whole_gameby_keys_alone(app, bots):
    # stopping at every Spell window, so that an answer to a Spell is met too (with smart stops, the screen
    # passes the windows where nothing the person holds could change anything: tests/scenes/test_spell_stops.py)
    table = TableScene(Match.new(("human", "greedy", "greedy"), seed=14), speed="instant", bots=bots,
                       settings=Settings(stop_every_window=True))
    kinds = play(app, table, by_keys)
    assert table.match.over
    assert {"opening_discard", "setup_build", "build", "adventure", "respond"} <= kinds, kinds


def test_a_whole_gameby_mouse_alone(app, bots):
    table = TableScene(Match.new(("greedy", "human", "greedy"), seed=12), speed="instant", bots=bots)
    kinds = play(app, table, by_mouse(app))
    assert table.match.over
    assert {"opening_discard", "setup_build", "build", "adventure"} <= kinds, kinds


def test_a_bot_only_game_runs_through_the_real_loop_to_the_game_over_screen(app, bots):
    from scenes.menus.game_over import GameOverScene
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
    from scenes.table.board import Board
    from scenes.table.layout import TableLayout

    faces, sprites, font = art()
    d = Director(m, None, Board.on(TableLayout(3, None), faces, sprites, font), speed="instant")
    rng = random.Random(1)
    while not m.over:
        m.submit(rng.choice(m.legal()), at_step=m.step)
        d.update(1 / 60)
        assert d.idle and d.shown == m.state
    assert d.log and all(isinstance(line, str) and line for line in d.log)


def test_esc_opens_the_menu_over_the_table_and_esc_closes_it(app):
    from scenes.menus.pause import PauseMenu

    table = TableScene(Match.new(("human", "greedy"), seed=15), speed="instant", autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    assert app._frame()
    key(pygame.K_ESCAPE)
    assert app._frame()
    assert isinstance(app.stack.top, PauseMenu)
    key(pygame.K_ESCAPE)
    assert app._frame() and app.stack.top is table
    key(pygame.K_ESCAPE)
    assert app._frame()
    for k in (pygame.K_DOWN, pygame.K_RETURN):  # Resume, Quit
        key(k)
    app._frame()
    assert not app.stack.scenes


def test_a_failing_bot_is_replaced_for_that_move_and_the_game_goes_on(app):
    from scenes.bots import BotError

    class Failing:
        def ask(self, request):
            pass

        def poll(self):
            raise BotError("RuntimeError: out of ideas")

    m = Match.new(("greedy", "human"), seed=17)  # the bot discards first
    table = TableScene(m, speed="instant", bots=Failing(), autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    for _ in range(5):
        assert app._frame()
    assert m.step > 0 and "out of ideas" in table.model.message


def test_auto_pass_skips_spell_windows_with_nothing_to_cast(app, bots):
    m = Match.new(("human", "greedy"), seed=17)
    table = TableScene(m, speed="instant", bots=bots, auto_pass=True, autosave=False)
    asked = []
    play(app, table, lambda t, rng: (asked.append(t.model.offer.legal), by_keys(t, rng)), frames=20000)
    windows = [legal for legal in asked if m.seats[0] == "human" and Pass(0) in legal
               and not any(type(a).__name__ in ("CastSpell", "BuildRoom", "Choose", "Discard") for a in legal)]
    assert m.over and asked and not windows


def test_the_header_names_a_new_turn_without_the_last_turn_s_phase(app):
    """The turn number moves on (TurnStarted) before the first phase of the new turn starts: in between the
    header reads "Turn 2", never "Turn 2 End of turn"; at the end of turn 1 it read "Turn 1 End of turn"."""
    m = Match.new(("greedy", "greedy"), seed=3)
    while not any(type(e) is E.TurnStarted and e.turn == 2 for e in m.events):
        m.submit(m.legal()[0], at_step=m.step)
    table = TableScene(m, speed=1, autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    started = next(i for i, e in enumerate(m.events) if type(e) is E.TurnStarted and e.turn == 2)
    fresh = Director(table.match, table.viewer, table.board)
    table.presentation.director = fresh
    fresh.fold_to(started)
    assert fresh.shown.phase == "end" and table.hud.status(fresh.view).startswith("Turn 1 End of turn")
    fresh.fold_to(started + 1)
    assert fresh.shown.phase == "end" and table.hud.status(fresh.view) == "Turn 2"
    assert fresh.phase is None
    fresh.fold_to(next(i for i, e in enumerate(m.events) if i > started and type(e) is E.PhaseStarted) + 1)
    assert fresh.phase == fresh.shown.phase != "end" and PHASES[fresh.phase] in table.hud.status(fresh.view)


def test_a_key_pressed_during_the_deal_acts_on_the_decision(app):
    """Keys for the person's decision pressed while the deal is still animating are not dropped: the
    animations are brought to the decision at once and the key acts on it."""
    m = Match.new(("human", "greedy"), seed=17)
    table = TableScene(m, speed=1, autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    app._frame()
    assert not table.director.idle and table.model.offer is None  # the opening deal is still being shown
    hand = m.state.seats[0].hand
    key(pygame.K_1)
    app._frame()
    assert m.to_act == 0 and table.model.offer is not None and table.model.offer.selected == (hand[0],)


def test_drawing_changes_nothing(app):
    """DESIGN.md ("Drawing changes no state"): drawing reads the table; its update settles the highlight, the
    spots clicks hit and the log's scroll before each frame is drawn. The HUD and the board read the model: a frame
    drawn with a hint, a hand card pointed at and the log scrolled back leaves every field of it as it was."""
    table = TableScene(Match.new(("human", "greedy"), seed=3), speed="instant", autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    for _ in range(50):
        if table.model.offer is not None:
            break
        app.stack.update(0.016)
    model = table.model
    assert model.offer is not None
    hand = table.director.view.seats[0].hand
    table.input.point(table.geometry.hand_rects(len(hand))[1].center)
    table.turns.ask_hint()
    table.update(0.016)
    assert model.hover.card == hand[1] and model.hint is not None and model.zoom == hand[1]
    model.highlight, model.log.scroll = None, 999
    before = {f.name: getattr(model, f.name) for f in dataclasses.fields(model)}
    settled = (model.offer.picked, model.offer.selected, list(table.geometry.spots), model.log.scroll)
    for _ in range(2):
        table.draw(app.presenter.canvas)
    assert {f.name: getattr(model, f.name) for f in dataclasses.fields(model)} == before
    assert (model.offer.picked, model.offer.selected, table.geometry.spots, model.log.scroll) == settled
    table.update(0.016)
    assert model.highlight in table.input.ordered_choices() and model.log.scroll < 999
