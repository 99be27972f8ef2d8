"""The menu screens driven on a scene stack by posted keys alone and by mouse clicks alone: title -> new game
-> Start with the seats chosen, Back / Esc, Quit, and the game-over screen of a real finished game."""

from __future__ import annotations

import pygame
import pytest

from game.match import SEAT_KINDS, Match
from game.rules.state import souls, wounds
from game.wording import describe_outcome
from scenes.menus.game_over import ROW_H, TABLE_TOP, GameOverScene, GameSummary, SeatResult, summary_of
from scenes.menus.new_game import KIND_NOTES, KIND_WORDS, KINDS, NewGameScene
from scenes.menus.title import TitleScene
from scenes.stack import Scene, SceneStack
from scenes.table import TableScene
from scenes.ui.widgets import Button, Choice, FocusList

CANVAS = (640, 360)


@pytest.fixture(autouse=True)
def _window(pygame_headless):
    """A window, as the table's map tiles need one to convert to."""
    pygame.display.set_mode(CANVAS)


@pytest.fixture(scope="module")
def finished():
    m = Match.new(("greedy", "greedy"), seed=1)
    m.play_bots()
    assert m.over
    return m


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1)


def frame(stack: SceneStack) -> pygame.Surface:
    """One frame of the app's loop without its window: update, draw, then the stack's changes."""
    canvas = pygame.Surface(CANVAS)
    stack.update(1 / 60)
    stack.draw(canvas)
    stack.apply_pending()
    return canvas


def send(stack: SceneStack, *events: pygame.event.Event) -> None:
    """Each event through the stack as the app hands it over, a frame after each."""
    for event in events:
        stack.handle_event(event)
        frame(stack)


def click(stack: SceneStack, pos: tuple[int, int]) -> None:
    send(stack, mouse(pygame.MOUSEMOTION, pos), mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos))


def widget(scene: Scene, label: str):
    return next(w for w in scene.focus.widgets if w.label == label)


def left_arrow(choice: Choice) -> tuple[int, int]:
    return choice.rect.x + choice.value_x + 3, choice.rect.centery


def right_arrow(choice: Choice) -> tuple[int, int]:
    return choice.rect.right - 3, choice.rect.centery


def menus() -> tuple[SceneStack, list]:
    """A stack with the title on it whose New game pushes the new-game screen; the seats started with."""
    stack, started = SceneStack(), []

    def start(seats, **options):
        started.append(seats)
        stack.options = options

    stack.push(TitleScene(on_new_game=lambda: stack.push(NewGameScene(on_start=start))))
    stack.apply_pending()
    frame(stack)
    return stack, started


def test_keyboard_alone_reaches_a_three_seat_game():
    stack, started = menus()
    send(stack, key(pygame.K_RETURN))
    new_game = stack.top
    assert isinstance(new_game, NewGameScene) and new_game.focus.focused is new_game.start
    send(stack, key(pygame.K_DOWN), key(pygame.K_RIGHT))  # Start wraps round to Players: 3 players
    send(stack, key(pygame.K_DOWN), key(pygame.K_DOWN))  # P1 (a person), then P1's name
    send(stack, pygame.event.Event(pygame.TEXTINPUT, text="Ann"), key(pygame.K_BACKSPACE),
         pygame.event.Event(pygame.TEXTINPUT, text="na"))
    send(stack, key(pygame.K_DOWN), key(pygame.K_RIGHT))  # P2: Normal -> Hard (a bot: no name to give)
    send(stack, key(pygame.K_TAB), key(pygame.K_LEFT))  # P3: Normal -> Easy
    assert new_game.seats == ("human", "hard", "easy")
    send(stack, key(pygame.K_TAB))  # P4 is not in the game: Tab skips it, to the seed
    assert new_game.focus.focused is new_game.seed
    send(stack, pygame.event.Event(pygame.TEXTINPUT, text="4x2"), key(pygame.K_TAB), key(pygame.K_RIGHT))
    send(stack, *[key(pygame.K_DOWN)] * 6)  # the other four variants, Back, Start
    assert new_game.focus.focused is new_game.start
    send(stack, key(pygame.K_RETURN))
    assert started == [("human", "hard", "easy")]
    assert stack.options == {"seed": 42, "variants": frozenset({"i_choose_you"}), "names": ("Anna", "", "")}


def test_mouse_alone_reaches_a_three_seat_game():
    stack, started = menus()
    click(stack, widget(stack.top, "New game").rect.center)
    new_game = stack.top
    assert isinstance(new_game, NewGameScene)
    click(stack, right_arrow(new_game.players))
    click(stack, right_arrow(new_game.rows[1]))
    click(stack, left_arrow(new_game.rows[2]))
    click(stack, right_arrow(new_game.rows[3]))  # not in the game: nothing happens
    click(stack, new_game.start.rect.center)
    assert started == [("human", "hard", "easy")]


def test_the_items_toggle_reaches_the_setup_s_variants():
    """R25: the new-game screen's "Items" toggle starts a game with the Items variant, and says what it is."""
    from scenes.menus.new_game import VARIANTS

    stack, _started = menus()
    click(stack, widget(stack.top, "New game").rect.center)
    new_game = stack.top
    toggle = new_game.variants[[key for key, _word in VARIANTS].index("items")]
    assert toggle.label == "Items"
    new_game.focus.focus(toggle)
    assert "Items" in new_game.note()
    click(stack, right_arrow(toggle))
    click(stack, new_game.start.rect.center)
    assert stack.options["variants"] == frozenset({"items"})


def test_seat_count_and_kinds_wrap_round_and_keep_the_seats_left_out():
    new_game = NewGameScene(on_start=lambda seats, **options: None)
    assert new_game.seats == ("human", "normal")
    new_game.players.step(1)
    new_game.players.step(1)
    assert new_game.seats == ("human", "normal", "normal", "normal")
    new_game.rows[3].step(1)
    new_game.players.step(1)  # 4 wraps round to 2
    assert new_game.seats == ("human", "normal") and not new_game.rows[2].enabled
    new_game.players.step(-1)
    assert new_game.seats == ("human", "normal", "normal", "hard")
    new_game.rows[0].step(-1)
    assert new_game.seats[0] == "hard"  # Human steps back round to the last kind


def test_every_seat_kind_offered_is_a_match_seat_kind_with_words():
    assert set(KINDS) <= set(SEAT_KINDS)
    assert set(KINDS) == set(KIND_WORDS) == set(KIND_NOTES)


@pytest.mark.parametrize("how", ["esc", "enter", "click"])
def test_back_pops_to_the_title(how):
    stack, started = menus()
    send(stack, key(pygame.K_RETURN))
    new_game = stack.top
    if how == "esc":
        send(stack, key(pygame.K_ESCAPE))
    elif how == "enter":
        send(stack, key(pygame.K_UP), key(pygame.K_RETURN))
    else:
        click(stack, new_game.back.rect.center)
    assert isinstance(stack.top, TitleScene) and len(stack) == 1 and started == []


@pytest.mark.parametrize("how", ["esc", "keys", "click"])
def test_quit_on_the_title_empties_the_stack(how):
    stack, _ = menus()
    if how == "esc":
        send(stack, key(pygame.K_ESCAPE))
    elif how == "keys":
        send(stack, key(pygame.K_DOWN), key(pygame.K_RETURN))
    else:
        click(stack, widget(stack.top, "Quit").rect.center)
    assert len(stack) == 0


def test_quit_calls_on_quit_when_given():
    quits = []
    stack = SceneStack()
    stack.push(TitleScene(on_new_game=lambda: None, on_quit=lambda: quits.append(1)))
    stack.apply_pending()
    send(stack, key(pygame.K_ESCAPE))
    assert quits == [1] and len(stack) == 1


def test_a_click_acts_only_if_pressed_and_released_on_the_same_widget():
    stack, started = menus()
    send(stack, key(pygame.K_RETURN))
    new_game = stack.top
    send(stack, mouse(pygame.MOUSEBUTTONUP, new_game.start.rect.center))  # the end of the click that came here
    send(stack, mouse(pygame.MOUSEBUTTONDOWN, new_game.start.rect.center))
    assert new_game.focus.look(new_game.start) == "pressed"
    send(stack, mouse(pygame.MOUSEMOTION, new_game.back.rect.center))
    send(stack, mouse(pygame.MOUSEBUTTONUP, new_game.back.rect.center))
    assert started == [] and stack.top is new_game


def test_the_highlight_follows_the_mouse_and_skips_disabled_widgets():
    calls = []
    a, b, c = (Button(pygame.Rect(0, i * 20, 50, 18), name, lambda name=name: calls.append(name)) for i, name in
               enumerate("abc"))
    b.enabled = False
    focus = FocusList([a, b, c])
    focus.handle_event(key(pygame.K_TAB))
    assert focus.focused is c
    focus.handle_event(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert focus.focused is a
    focus.handle_event(mouse(pygame.MOUSEMOTION, b.rect.center))
    assert focus.focused is a and focus.look(b) == "disabled"
    focus.handle_event(mouse(pygame.MOUSEMOTION, c.rect.center))
    assert focus.focused is c and focus.look(c) == "highlighted" and focus.look(a) == "normal"
    focus.handle_event(key(pygame.K_SPACE))
    assert calls == ["c"]


def test_game_over_summarises_a_real_finished_game(finished):
    summary = summary_of(finished)
    st = finished.state
    assert summary.winner == st.outcome.winner and summary.headline == describe_outcome(st)
    assert [s.boss for s in summary.seats] == [p.boss for p in st.seats]
    assert [s.kind for s in summary.seats] == ["greedy", "greedy"]
    assert [s.eliminated for s in summary.seats] == [p.out for p in st.seats]
    assert [(s.souls, s.wounds) for s, p in zip(summary.seats, st.seats, strict=True) if not p.out] == [
        (souls(p), wounds(p)) for p in st.seats if not p.out]  # an eliminated seat's: see the test below
    with pytest.raises(ValueError):
        summary_of(Match.new(("greedy", "greedy"), seed=1))


def _over_the_table(match, **callbacks) -> SceneStack:
    stack = SceneStack()
    stack.push(TableScene(match, speed="instant", autosave=False))
    stack.apply_pending()
    stack.update(1 / 60)  # the table shows the finished game
    stack.push(GameOverScene(summary_of(match), **callbacks))
    stack.apply_pending()
    return stack


def test_game_over_draws_dimmed_over_the_table(finished):
    stack = _over_the_table(finished, on_play_again=lambda: None, on_title=lambda: None)
    table_only = pygame.Surface(CANVAS)
    stack.scenes[0].draw(table_only)
    canvas = frame(stack)
    beside = pygame.Rect(0, 0, stack.top.panel.x, CANVAS[1])  # the table, left of the panel
    table, dimmed = (sum(pygame.transform.average_color(s, beside)[:3]) for s in (table_only, canvas))
    assert 0 < dimmed < table / 2


def test_game_over_draws_every_kind_of_seat():
    seats = (SeatResult("Robobo", "robobo", "human", 3, 4, False), SeatResult("Xyzax", "xyzax", "hard", 0, 0, True),
             SeatResult("Cleopatra", "cleopatra", "easy", 10, 0, False),
             SeatResult("Draculord", "draculord", "random", 2, 1, False))
    stack = SceneStack()
    stack.push(GameOverScene(GameSummary(2, "Cleopatra wins with 10 Souls.", seats), lambda: None, lambda: None))
    stack.apply_pending()
    frame(stack)
    assert stack.top.panel.top >= 0 and stack.top.panel.bottom <= CANVAS[1]


def settled(stack: SceneStack) -> None:
    """The game-over screen's first second passes: it takes input from now on."""
    stack.update(1.0)
    assert stack.top.settle.ready


@pytest.mark.parametrize("how", ["keys", "click"])
def test_game_over_buttons_call_back(finished, how):
    calls = []
    stack = _over_the_table(finished, on_play_again=lambda: calls.append("again"),
                            on_title=lambda: calls.append("title"))
    over = stack.top
    settled(stack)
    if how == "keys":
        send(stack, key(pygame.K_RETURN))
        assert calls == [] and not over.chosen  # no button has the focus yet
        send(stack, key(pygame.K_RIGHT), key(pygame.K_RETURN), key(pygame.K_RIGHT), key(pygame.K_RETURN),
             key(pygame.K_ESCAPE))
        assert calls == ["again", "title", "title"]
    else:
        click(stack, widget(over, "Play again").rect.center)
        click(stack, widget(over, "Title").rect.center)
        assert calls == ["again", "title"]


def test_game_over_shows_the_result_before_anything_is_chosen(finished, monkeypatch):
    """A Space or Enter pressed during the game's last animation, or a key still held, never starts a new
    game: the screen takes nothing for a second, no button has the focus, and Space never chooses."""
    monkeypatch.setattr("scenes.ui.settle.keys_down", lambda _keymap=None: {pygame.K_TAB})  # held as the screen appears
    calls = []
    stack = _over_the_table(finished, on_play_again=lambda: calls.append("again"),
                            on_title=lambda: calls.append("title"))
    over = stack.top
    send(stack, key(pygame.K_SPACE), key(pygame.K_RETURN), key(pygame.K_ESCAPE))
    click(stack, widget(over, "Play again").rect.center)
    assert calls == [] and not over.chosen and not over.settle.ready
    settled(stack)
    send(stack, key(pygame.K_SPACE), key(pygame.K_RETURN))  # Space and Enter were pressed too early: ignored
    send(stack, key(pygame.K_TAB))  # a repeat of the key held since before
    assert calls == [] and not over.chosen
    for k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_TAB):
        send(stack, pygame.event.Event(pygame.KEYUP, key=k, mod=0))
    send(stack, key(pygame.K_SPACE), key(pygame.K_RETURN))
    assert calls == [] and not over.chosen and over.nudged > 0  # Enter says how to pick a button
    send(stack, key(pygame.K_TAB), key(pygame.K_SPACE))
    assert calls == [] and over.chosen and over.focus.focused.label == "Play again"
    send(stack, key(pygame.K_RETURN))
    assert calls == ["again"]


def test_game_over_keeps_every_event_from_the_table(finished):
    stack = _over_the_table(finished, on_play_again=lambda: None, on_title=lambda: None)
    for event in (key(pygame.K_SPACE), key(pygame.K_z), mouse(pygame.MOUSEBUTTONDOWN, (5, 5))):
        assert stack.top.handle_event(event)


def test_the_tables_buttons_are_drawn_as_flat_plates_by_the_one_button_drawing():
    from scenes.art.palette import BONE, GOLD, HOT, SHADOW, STONE
    from scenes.ui.widgets import draw_button, plate

    surface = pygame.Surface((60, 20))
    rect = surface.get_rect()
    for look, ground, colour in (("normal", SHADOW, BONE), ("highlighted", HOT, GOLD), ("disabled", SHADOW, STONE)):
        surface.fill((0, 0, 0))
        assert draw_button(surface, rect, "Pass", look, "flat") == colour
        assert surface.get_at((0, 0))[:3] == colour and surface.get_at((1, 1))[:3] == ground
    with pytest.raises(ValueError, match="raised, flat"):
        plate(surface, rect, "normal", "round")


def test_game_over_shows_an_eliminated_seats_souls_and_wounds_as_it_went_out(monkeypatch):
    """R15: an eliminated seat's cards leave the game, but the game-over table still shows the Souls and
    Wounds it had when it went out, beside "Eliminated"."""
    from game.rules import events as E
    from game.rules import evolve

    match = next(m for m in (Match.new(("random",) * 4, seed=seed) for seed in range(40))
                 if not m.play_bots() and any(p.out for p in m.state.seats))
    went_out, st = {}, None
    for event in match.events:
        if isinstance(event, E.PlayerEliminated):
            went_out[event.seat] = (souls(st.seats[event.seat]), wounds(st.seats[event.seat]))
        st = evolve(st, event)
    assert any(figures != (0, 0) for figures in went_out.values())
    summary = summary_of(match)
    for seat, result in enumerate(summary.seats):
        p = match.state.seats[seat]
        assert result.eliminated == p.out
        assert (result.souls, result.wounds) == (went_out[seat] if p.out else (souls(p), wounds(p)))
    drawn = []
    monkeypatch.setattr("scenes.menus.game_over.draw_text", lambda _s, text, pos, *_a: drawn.append((text, pos)))
    stack = SceneStack()
    stack.push(GameOverScene(summary, lambda: None, lambda: None))
    stack.apply_pending()
    frame(stack)
    out = next(s for s, r in enumerate(summary.seats) if r.eliminated and (r.souls, r.wounds) != (0, 0))
    row = [text for text, (_x, y) in drawn if y == stack.top.panel.y + TABLE_TOP + 16 + out * ROW_H + 8]
    assert row == [str(summary.seats[out].souls), str(summary.seats[out].wounds), "Eliminated"]
