"""Hot-seat: people share one screen (R24). A hand-off screen comes between two different people (never with
one person and bots), and no frame ever draws a card face, or a text naming a card, that the person on screen
may not know; while the hand-off screen shows, that person is nobody. The rules of what may be known are in
``tests/hot_seat_watch.py``."""

from __future__ import annotations

import random

import pygame
import pytest
from hot_seat_watch import AtOnceBots, SteadyClock, Watch, play_watched, show_game_over
from scene_driver import by_keys, click, key

from game.cards import CARDS
from game.match import Match
from game.rules import CastSpell, Pass, legal_actions
from game.settings import Settings
from scenes.menus.handoff import HandoffScene
from scenes.table import TableScene
from scenes.table.director import Director
from scenes.table.input import TableInput
from scenes.table.model import TableModel
from scenes.table.places import HandPlace
from scenes.table.turns import SPELL_WINDOWS

NAMES = ("Ann", "Bea", "Cy", "Dee")


def _hot_seat(seats, seed, speed, bots, variants=frozenset(), **kw) -> TableScene:
    names = [NAMES[i] if k == "human" else "" for i, k in enumerate(seats)]
    m = Match.new(seats, seed=seed, names=names, variants=variants)
    return TableScene(m, speed=speed, bots=bots, autosave=False, on_over=show_game_over, **kw)


@pytest.mark.parametrize("seats, seed, speed, variants", [
    (("human", "human"), 3, "instant", frozenset()),
    (("human", "greedy", "human"), 41, 4, frozenset()),
    (("human", "human", "greedy", "human"), 7, "instant", frozenset()),
    (("human", "human", "greedy"), 5, 4, frozenset({"items"})),  # R24 with Items (R25): public, they hide nothing
])
def test_no_frame_shows_a_card_or_names_one_the_person_on_screen_may_not_know(app, bots, monkeypatch, seats,
                                                                               seed, speed, variants):
    table = _hot_seat(seats, seed, speed, bots, variants)
    watch = Watch(monkeypatch, table)
    seen = play_watched(app, table, watch, random.Random(seed), frames=30000)
    leaks = seen["leaks"]
    assert not leaks, f"{len(leaks)} leaks, the first: " + "\n".join(leaks[:8])
    assert seen["over"], seen["frames"]
    print(f"{seen['frames']} frames, {len(seen['handoffs'])} hand-offs, {len(seen['windows'])} Spell windows of people "
          f"({len(seen['strips'])} on the strip), {seen['hints']} frames with a hint")
    people = [s for s, k in enumerate(seats) if k == "human"]
    handoffs = seen["handoffs"]
    assert {to for _, to in handoffs} == set(people)
    assert all(before != to for before, to in handoffs)  # never from a person to the same person


def test_one_person_and_bots_get_no_hand_off(app, bots):
    m = Match.new(("greedy", "human", "greedy"), seed=42)
    table = TableScene(m, speed="instant", bots=bots, autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    rng = random.Random(1)
    for _ in range(20000):
        assert not isinstance(app.stack.top, HandoffScene)
        if table.model.offer is not None and table.director.idle:
            by_keys(table, rng)
        assert app._frame()
        if m.over and table.director.idle:
            break
    assert m.over and table.viewer == 1


# ---------------------------------------------------------------- the hand-off screen

def _handoff(app, monkeypatch, held=()):
    monkeypatch.setattr("scenes.ui.settle.keys_down", lambda keymap=None: set(held))
    app.clock = SteadyClock(100)  # a frame is 0.1 s
    passed = []
    scene = HandoffScene("Bea", "Gorgona", lambda: passed.append(scene.t))
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene, passed


def _until(app, scene, t) -> None:
    while scene.t < t - 1e-9:
        assert app._frame()


def _post(kind, k) -> None:
    pygame.event.post(pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0))


def test_the_hand_off_is_not_passed_by_a_held_key_a_quick_second_space_or_a_repeat(app, monkeypatch):
    scene, passed = _handoff(app, monkeypatch)
    _post(pygame.KEYDOWN, pygame.K_SPACE)  # Space held down from the last person's pass
    _until(app, scene, 0.2)
    key(pygame.K_SPACE)  # a second Space 0.2 s later
    _until(app, scene, 0.5)
    _post(pygame.KEYDOWN, pygame.K_RETURN)  # Enter pressed too early, and held
    _until(app, scene, 1.2)
    _post(pygame.KEYDOWN, pygame.K_RETURN)  # its repeat, after the second: still the same press
    _post(pygame.KEYUP, pygame.K_SPACE)
    key(pygame.K_SPACE)  # Space, even once ready, never passes it
    key(pygame.K_a)
    _until(app, scene, 1.5)
    assert not passed and app.stack.top is scene
    _post(pygame.KEYUP, pygame.K_RETURN)
    key(pygame.K_RETURN)  # a deliberate Enter after the second
    assert app._frame()
    app.stack.apply_pending()
    assert passed == [pytest.approx(1.5)] and app.stack.top is not scene


def test_a_key_held_down_when_the_hand_off_appears_counts_only_once_released(app, monkeypatch):
    scene, passed = _handoff(app, monkeypatch, held=(pygame.K_RETURN,))
    _until(app, scene, 1.5)
    _post(pygame.KEYDOWN, pygame.K_RETURN)  # the repeat of the Enter that was down all along
    _until(app, scene, 1.7)
    assert not passed
    _post(pygame.KEYUP, pygame.K_RETURN)
    key(pygame.K_KP_ENTER)
    assert app._frame() and passed


def test_the_hand_off_takes_a_click_on_its_button_after_the_second(app, monkeypatch):
    from scenes.ui.geometry import HANDOFF_BUTTON as BUTTON

    scene, passed = _handoff(app, monkeypatch)
    click(app, BUTTON.center)  # too early
    _until(app, scene, 1.1)
    click(app, (BUTTON.centerx, BUTTON.bottom + 30))  # beside the button
    _until(app, scene, 1.3)
    assert not passed
    click(app, BUTTON.center)
    assert app._frame() and passed


# ---------------------------------------------------------------- the checker catches what it is for

@pytest.mark.parametrize("sabotage", ["log in the drawer's words", "the last hand under the mouse"])
def test_the_checker_catches_a_leak(app, bots, monkeypatch, sabotage):
    """The recorder is no empty promise: a director that writes its log from the events as recorded (not as
    the viewer sees them), or a table that keeps the last person's pointed card in the zoom panel, is
    caught within a few hand-offs."""
    if sabotage == "log in the drawer's words":
        take = Director._next

        def unredacted(director):
            event, _seen = take(director)
            return event, event
        monkeypatch.setattr(Director, "_next", unredacted)
        want = "names"
    else:
        forget = TableModel.forget_the_person

        def keeps_pointing(model):
            pointed = model.hover, model.highlight, model.look, model.tip
            forget(model)
            model.hover, model.highlight, model.look, model.tip = pointed
        monkeypatch.setattr(TableModel, "forget_the_person", keeps_pointing)
        monkeypatch.setattr(TableInput, "repoint", lambda _input: None)  # nor looks again at what the mouse is on
        want = "the face of"
    table = _hot_seat(("human", "human"), 3, "instant", bots)
    watch = Watch(monkeypatch, table)
    seen = play_watched(app, table, watch, random.Random(3), frames=700)
    assert any(want in leak for leak in seen["leaks"]), seen["leaks"][:3]


# ---------------------------------------------------------------- Spell windows in hot-seat

def _strip_up(table) -> bool:
    return table.model.asking is not None and table.director.idle


def _strip_of_two(table) -> bool:
    return _strip_up(table) and len(table.model.strip_people) == 2


def test_a_spell_window_asks_everyone_on_one_public_strip_and_passes_when_the_time_runs_out(app, monkeypatch):
    """Issue 50, 13 (R24): one strip, one countdown, for every person the window's round asks: "Ann answers (1)
    / Bea answers (2) / No one (Space)". Nobody's hand is on screen, and the strip never says whom the match
    asks first. When the time runs out, the person asked passes, and so does the next person of the round when
    the match asks them: no second countdown, no hand-off."""
    table = _hot_seat(("human", "human", "greedy"), 5, "instant", AtOnceBots())
    watch = Watch(monkeypatch, table)
    seen = play_watched(app, table, watch, random.Random(5), frames=20000, until=_strip_of_two)
    assert _strip_of_two(table), "a strip of two people in a whole game"
    app.clock = SteadyClock(100)
    m, asked, step, people = table.match, table.model.asking, table.match.step, table.model.strip_people
    handoffs = len(seen["handoffs"])
    assert table.viewer is None and not any(isinstance(s.place, HandPlace) for s in table.geometry.spots)
    assert app._frame() and not watch.check()
    texts = [item for kind, item, *_ in watch.frame_records if kind == "text"]
    assert "Any answer?  Who answers, with a Spell or an ability?" in texts
    assert [t for t in texts if t.endswith(" answers (1)") or t.endswith(" answers (2)")] == \
        [f"{m.name(people[0])} answers (1)", f"{m.name(people[1])} answers (2)"] and "No one (Space)" in texts
    assert not any(kind == "face" and item in m.state.seats[asked].hand for kind, item, *_ in watch.frame_records)
    for _ in range(27):  # 3 s at 0.1 s a frame (the first 0.05 s went by as it appeared), nobody touching
        assert app._frame() and m.step == step
    for _ in range(3):
        assert app._frame()
    assert m.step > step and m.actions[step] == Pass(asked)
    other = people[1]
    for _ in range(100):  # the bot between them, if any, then the other person: passed for at once
        if m.step > step + 1 and other not in m.actions[step + 1:] and Pass(other) in m.actions[step + 1:]:
            break
        assert table.model.asking is None and table.model.answer_left is None, "a second countdown"
        assert app._frame()
    assert Pass(other) in m.actions[step + 1:]
    assert not isinstance(app.stack.top, HandoffScene) and len(seen["handoffs"]) == handoffs


def test_the_person_named_gets_the_hand_off_when_asked_and_the_others_pass(app, monkeypatch):
    """"Bea answers (2)" while the match asks Ann first: Ann passes at once, and Bea, when the match asks her,
    gets the hand-off and her window without a countdown."""
    table = _hot_seat(("human", "human", "greedy"), 5, "instant", AtOnceBots())
    watch = Watch(monkeypatch, table)
    play_watched(app, table, watch, random.Random(5), frames=20000, until=_strip_of_two)
    app.clock = SteadyClock(100)
    m, asked, step, (first, second) = table.match, table.model.asking, table.match.step, table.model.strip_people
    assert asked == first
    for _ in range(5):
        assert app._frame()
    key(pygame.K_2)
    assert app._frame()
    assert m.actions[step] == Pass(first)
    for _ in range(200):
        if isinstance(app.stack.top, HandoffScene):
            break
        assert app._frame() and table.model.asking is None
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.name == m.name(second)
    assert m.to_act == second and all(isinstance(a, Pass) for a in m.actions[step:])
    for _ in range(11):
        assert app._frame()
    key(pygame.K_RETURN)
    for _ in range(3):
        assert app._frame()
    assert table.viewer == second and table.model.offer is not None and table.model.answer_left is None


def test_a_person_who_answers_gets_the_hand_off_and_their_window_without_a_countdown(app, monkeypatch):
    table = _hot_seat(("human", "human", "greedy"), 5, "instant", AtOnceBots())
    watch = Watch(monkeypatch, table)
    play_watched(app, table, watch, random.Random(5), frames=20000, until=_strip_up)
    app.clock = SteadyClock(100)
    m, asked, step = table.match, table.model.asking, table.match.step
    key(pygame.K_RETURN)  # within the strip's first moments: a key meant for the window before
    assert app._frame() and table.model.asking == asked and not isinstance(app.stack.top, HandoffScene)
    for _ in range(4):
        assert app._frame()
    key(pygame.K_RETURN)  # "<name> answers"
    assert app._frame()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.name == m.name(asked)
    for _ in range(11):
        assert app._frame()
    key(pygame.K_RETURN)
    for _ in range(3):
        assert app._frame()
    assert table.viewer == asked and table.model.offer is not None and m.step == step
    assert table.model.answer_left is None  # they chose to answer: no hurry
    for _ in range(60):
        assert app._frame()
    assert m.step == step


def test_the_person_on_screen_sees_their_window_count_down_unless_they_are_at_work(app, monkeypatch):
    def counting(table) -> bool:
        return table.model.offer is not None and table.director.idle and table.model.counting()

    table = _hot_seat(("human", "human", "greedy"), 5, "instant", AtOnceBots())
    watch = Watch(monkeypatch, table)
    play_watched(app, table, watch, random.Random(2), frames=20000, until=counting)
    app.clock = SteadyClock(100)
    m, me, step = table.match, table.viewer, table.match.step
    assert counting(table) and m.to_act == me and 2.9 < table.model.answer_left <= 3.0
    key(pygame.K_TAB)  # the person moves the highlight: the window waits for them
    for _ in range(50):
        assert app._frame()
    assert m.step == step and table.model.answer_hold
    key(pygame.K_SPACE)  # Space passes at once
    assert app._frame() and m.step > step and m.actions[step] == Pass(me)
    play_watched(app, table, watch, random.Random(2), frames=20000, until=counting)
    app.clock = SteadyClock(100)
    step = m.step
    assert 2.8 < table.model.answer_left <= 3.0
    for _ in range(40):  # nobody touches anything: the window waits its three seconds out ...
        if table.model.answer_left <= 0.15:
            break
        assert app._frame() and m.step == step
    for _ in range(3):
        assert app._frame()
    assert m.step > step and isinstance(m.actions[step], Pass)


def test_the_screen_goes_on_alike_whether_a_persons_hand_can_answer_or_not(app, monkeypatch):
    """R24 at the screen: two runs of one hot-seat game, people never casting; in the second every person's
    Spell window offers Pass alone (hands that can answer nothing). Frame for frame the same screens, strips,
    hand-offs and countdowns come, and the same texts and card faces are drawn: what everyone at the screen
    sees never depends on what a hand can do. (On the person's own table their castable cards are lit, and
    the highlight may rest on one, raised and zoomed: that much differs, for their eyes only; the words do
    not.) And a whole game hands off far less often than it opens a person's Spell window."""
    def run(dead: bool):
        with pytest.MonkeyPatch.context() as mp:
            if dead:
                legal = Match.legal

                def nothing_to_answer(m):
                    seat = m.to_act
                    if seat is not None and m.seats[seat] == "human" and _answers(m, seat):
                        return [a for a in legal(m) if isinstance(a, Pass)]
                    return legal(m)
                mp.setattr(Match, "legal", nothing_to_answer)
            table = _hot_seat(("human", "greedy", "human"), 21, "instant", AtOnceBots(),
                              settings=Settings(answer_time=2))
            watch = Watch(mp, table)
            trace: list = []
            seen = play_watched(app, table, watch, random.Random(8), frames=20000, answers="pass", trace=trace)
            app.stack.clear()
            app.stack.apply_pending()
        return trace, seen, table.match

    live, seen, m = run(dead=False)
    dead, _, _ = run(dead=True)
    assert seen["over"] and not seen["leaks"]
    castable = [s for s in seen["windows"] if any(isinstance(a, CastSpell) for a in legal_actions(m._before[s]))]
    assert castable, "the people could cast in some of their windows"
    for i, (a, b) in enumerate(zip(live, dead, strict=False)):
        assert a[:7] == b[:7], f"frame {i}: {a[:7]} / {b[:7]}"
        if a[1] == "HandoffScene" or a[2] is None:  # shown to everyone: every text and face, in order
            assert a[7] == b[7], f"frame {i}: {a[:7]}: {set(a[7]) ^ set(b[7]) or 'in another order'}"
        else:  # the person's own table: the words are the same; their lit cards, the card highlighted (raised,
            # zoomed, its rules text under it) may differ, for their eyes only
            words = [{item for kind, item in drawn if kind == "text" and not _rules_text(item)}
                     for drawn in (a[7], b[7])]
            assert words[0] == words[1], f"frame {i}: {a[:7]}: {words[0] ^ words[1]}"
    assert len(live) == len(dead)
    handoffs, windows = len(seen["handoffs"]), len(seen["windows"])
    print(f"{windows} Spell windows of people ({len(castable)} castable), {len(seen['strips'])} on the strip, "
          f"{handoffs} hand-offs")
    assert handoffs * 2 < windows


RULES_TEXTS = tuple(c.text for c in CARDS.all() if getattr(c, "text", ""))


def _rules_text(line: str) -> bool:
    """Is ``line`` a line of some card's rules text (as the hover panel shows under a card)?"""
    return any(line.strip() in text for text in RULES_TEXTS)


def _answers(m, seat) -> bool:
    kind = m.prompt().kind
    return kind in SPELL_WINDOWS and not (kind == "build" and m.state.active == seat)


def test_until_space_the_strip_waits_for_a_key(app, monkeypatch):
    table = _hot_seat(("human", "human", "greedy"), 5, "instant", AtOnceBots(), settings=Settings(answer_time=0))
    watch = Watch(monkeypatch, table)
    play_watched(app, table, watch, random.Random(5), frames=20000, until=_strip_up)
    m, asked, step = table.match, table.model.asking, table.match.step
    for _ in range(100):
        assert app._frame() and m.step == step and table.model.asking == asked
    key(pygame.K_SPACE)
    assert app._frame() and m.step > step and m.actions[step] == Pass(asked)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_sweep_of_hot_seat_games_with_variants_and_animations(app, bots, monkeypatch, seed):
    """The leak check over more games: every mix of people and bots, the variants (I Choose You offers
    Bosses that are secrets), animations at x2 and x4."""
    mixes = [("human", "human"), ("human", "normal", "human"), ("human", "human", "human"),
             ("human", "greedy", "human", "easy"), ("human", "human", "human", "human"), ("greedy", "human", "human")]
    variants = [{"i_choose_you"}, {"machinations"}, {"i_choose_you", "hard_mode"}, set(), {"no_opening_discard"},
                {"i_choose_you", "machinations"}]
    seats = mixes[seed]
    names = [NAMES[i] if k == "human" else "" for i, k in enumerate(seats)]
    m = Match.new(seats, seed=100 + seed, variants=frozenset(variants[seed]), names=names)
    table = TableScene(m, speed=(2, 4, "instant")[seed % 3], bots=bots, autosave=False, on_over=show_game_over)
    watch = Watch(monkeypatch, table)
    seen = play_watched(app, table, watch, random.Random(seed), frames=60000)
    assert not seen["leaks"], f"{len(seen['leaks'])} leaks, the first: " + "\n".join(seen["leaks"][:8])
    assert seen["over"]


def test_a_person_who_concedes_leaves_and_the_others_play_on_to_the_end(app, monkeypatch):
    """Issue 26: in hot-seat one person's concession ends the game for them only (R15)."""
    table = _hot_seat(("human", "human", "greedy"), 9, "instant", AtOnceBots())
    watch = Watch(monkeypatch, table)
    play_watched(app, table, watch, random.Random(9), frames=20000,
                 until=lambda t: t.viewer is not None and t.model.offer is not None and t.match.state.turn >= 2)
    m, gone = table.match, table.viewer
    table.turns.concede(gone)
    assert table.viewer is None and table.model.offer is None and m.state.seats[gone].conceded and not m.over
    seen = play_watched(app, table, watch, random.Random(10), frames=40000)
    assert seen["over"] and not seen["leaks"], seen["leaks"][:3]
    assert m.state.seats[gone].out and m.state.outcome.winner != gone
    assert all(to != gone for _, to in seen["handoffs"]), "a person who conceded is handed the screen"
    assert seen["handoffs"], "the others played on"


def test_a_window_costs_one_countdown_whatever_the_number_of_people(app):
    """Issue 50, 13: a whole hot-seat game of two people and a bot (tests/hot_seat_pace.py, people who let every
    window pass): no round of a Spell window counts down twice, so the countdowns add up to at most one answer
    time a round. (Asked one person after the other, a round asking both counted down twice.)"""
    from hot_seat_pace import pace

    out = pace(app, ("human", "human", "greedy"), seed=5, answer_time=2)
    assert out["over"] and out["windows"] > 20
    assert out["again"] == 0, f"{out['again']} second countdowns in a round"
    assert out["countdown"] <= 2 * out["windows"] + 0.1
    print(f"{out['countdown']:.0f} s of countdown in {out['windows']} windows over {out['turns']} turns")
