"""A person's safety nets at the table: a build or Spell waits for Confirm and Esc takes it back; ending a
Build turn without building asks once more; a hint shows what the hard bot would do, from the view only."""

from __future__ import annotations

import dataclasses

import pygame
from scene_driver import click, key

from game.ai import think
from game.hints import explain
from game.match import Match
from game.rules import BuildRoom, Choose, Pass, view
from game.wording import MULLIGAN
from scenes.overlays.guide import GuideNote
from scenes.table import TableScene
from scenes.table.hud import OPTION_TEXT_W
from scenes.table.input import end_build_words
from scenes.table.places import PASS, HandPlace, OptionPlace, RoomPlace
from scenes.table.turns import Turns, hint_request


def _table_at(app, seed, wanted):
    """A table whose person (seat 0, against a greedy bot) faces a decision ``wanted(match)`` accepts."""
    m = Match.new(("human", "greedy"), seed=seed)
    while not (m.to_act == 0 and wanted(m)):
        m.submit(think(m.bot_request()) if m.to_act else _greedy(m), at_step=m.step)
    table = TableScene(m, speed="instant", autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    assert app._frame() and app._frame()
    return table


def _greedy(m):
    from game.ai import bot_seed, make_bot

    return make_bot("greedy", bot_seed(m.setup.seed, m.step, 0)).choose(m.view(0), m.legal())


def _can_build(m):
    return m.state.turn >= 1 and m.prompt().kind == "build" and any(isinstance(a, BuildRoom) for a in m.legal())


def test_a_build_waits_for_confirm_and_esc_takes_it_back(app):
    table = _table_at(app, 5, _can_build)
    m, step = table.match, table.match.step
    build = next(a for a in m.legal() if isinstance(a, BuildRoom))
    table.input.choose(HandPlace(build.room))
    table.input.choose(RoomPlace(0, -1 if build.over is None else build.over))
    assert table.model.pending == build and m.step == step
    assert "confirm" in str(table.model.pass_words(table.match)).lower()
    key(pygame.K_ESCAPE)
    assert app._frame()
    # the build taken back with its place: the Room still picked, its places lit to choose again by the keys
    assert table.model.pending is None and m.step == step and table.model.offer.picked == (HandPlace(build.room),)
    places = table.input.ordered_choices()
    assert table.model.highlight in places and all(isinstance(p, RoomPlace) for p in places)
    key(pygame.K_ESCAPE)
    assert app._frame()
    assert not table.model.offer.picked and app.stack.top is table  # backed out of the picks, no menu yet
    table.input.choose(HandPlace(build.room))
    table.input.choose(RoomPlace(0, -1 if build.over is None else build.over))
    key(pygame.K_SPACE)
    assert app._frame()
    assert m.step > step and m.actions[step] == build


def test_ending_a_build_turn_without_building_is_said_twice(app):
    table = _table_at(app, 6, _can_build)
    m, step = table.match, table.match.step
    table.input.choose(PASS)
    assert m.step == step and table.model.message == end_build_words(table.keymap)
    table.input.choose(PASS)
    assert m.step > step and m.actions[step] == Pass(0)


def test_the_pass_key_held_or_repeated_never_ends_a_build_turn_with_a_room_to_build(app):
    """Issue 50, 14: Space spammed through the windows before a Build turn, or held (its repeats), never ends
    it: it says how to, and puts the highlight on Pass; Enter on Pass then ends it (a click too)."""
    table = _table_at(app, 6, _can_build)
    m, step = table.match, table.match.step
    for _ in range(6):
        key(pygame.K_SPACE)
        assert app._frame()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    assert app._frame()
    assert m.step == step and table.model.offer is not None
    words = table.model.message
    assert words == end_build_words(table.keymap) and "Enter on Pass" in words and table.model.highlight == PASS
    key(pygame.K_RETURN)
    assert app._frame() and m.step > step and m.actions[step] == Pass(0)


def test_a_click_on_pass_ends_a_build_turn_once_reminded(app):
    table = _table_at(app, 6, _can_build)
    m, step = table.match, table.match.step
    at = table.layout.zone("button.pass").center
    key(pygame.K_SPACE)
    assert app._frame() and m.step == step
    click(app, at)
    assert app._frame() and m.step > step and m.actions[step] == Pass(0)


def test_without_asking_before_skipping_build_the_pass_key_passes(app):
    table = _table_at(app, 6, _can_build)
    table.settings = dataclasses.replace(table.settings, confirm_end_build=False)
    m, step = table.match, table.match.step
    key(pygame.K_SPACE)
    assert app._frame() and m.step > step and m.actions[step] == Pass(0)


def test_the_reminder_to_build_goes_once_a_room_is_picked(app):
    table = _table_at(app, 6, _can_build)
    table.input.choose(PASS)
    assert table.model.message == end_build_words(table.keymap)
    room = next(a.room for a in table.model.offer.legal if isinstance(a, BuildRoom))
    table.input.choose(HandPlace(room))
    assert table.model.message is None and table.model.offer.picked == (HandPlace(room),)


def test_a_hint_is_a_legal_action_from_the_view_alone(app):
    table = _table_at(app, 7, _can_build)
    m = table.match
    key(pygame.K_h)
    assert app._frame()
    step, action, _why = table.model.hint
    assert step == m.step and action in m.legal()
    assert m.step == step  # shown, not done
    request = hint_request(m)
    assert request.view == view(m.state, 0) and request.bot == "hard"
    # a state that differs only in what seat 0 cannot see (the other hand, the deck order) hints the same
    other = m.state.seats[1]
    deck = m.state.room_deck
    swapped = m.state._replace(seats=(m.state.seats[0], other._replace(hand=(deck[0], *other.hand[1:]))),
                               room_deck=(other.hand[0], *deck[1:]))
    assert view(swapped, 0) == request.view
    assert think(dataclasses.replace(request, view=view(swapped, 0))) == action


def test_a_hint_at_the_opening_discard_lights_the_cards_it_would_discard(app):
    table = _table_at(app, 7, lambda m: m.prompt().kind == "opening_discard")
    key(pygame.K_h)
    assert app._frame() and app._frame()  # drawn (it once raised: a discard has no places of its own)
    _step, action, _why = table.model.hint
    assert table.model.hinted(table.director.view) == {HandPlace(c) for c in action.cards}


def test_a_hint_says_why_over_the_prompt(app):
    """The hint's reason (``game.hints.explain``, from the person's view alone) follows the move, in the hint's
    own lines over the prompt."""
    table = _table_at(app, 7, _can_build)
    m = table.match
    key(pygame.K_h)
    assert app._frame()
    hint = table.model.hint
    assert hint.why == explain(m.view(0), hint.action) and hint.why
    panel = table.hud.prompt_panel()
    assert " ".join(panel.lines[:panel.hinted]) == f"Hint: {m.describe(hint.action)} - {hint.why}."
    assert " ".join(panel.lines[panel.hinted:]) == str(m.prompt())


def test_the_mulligan_says_what_it_does(app):
    """R5: the opening prompt and the option's button say what a mulligan is, the button on two lines."""
    table = _table_at(app, 4, lambda m: Choose(0, "mulligan") in m.legal())
    panel = table.hud.prompt_panel()
    assert MULLIGAN in " ".join(panel.lines)
    label = table.hud._option_label(OptionPlace("mulligan"))
    assert label == ("Mulligan:", "a new hand")
    assert all(table.font.width(line) <= OPTION_TEXT_W for line in label)


def _guided_notes(app, table, seed: int, enough=lambda notes: False) -> list:
    """Play ``table`` by keys, a key closing each guide note; the notes shown, in order (to the end of the
    game, or until ``enough(notes)``)."""
    import random

    from scene_driver import by_keys, moment

    app.stack.push(table)
    app.stack.apply_pending()
    rng, last, notes, m = random.Random(seed), None, [], table.match
    for _ in range(30000):
        note = table.overlay(GuideNote)
        if note is not None:
            notes.append(note.text)
            key(pygame.K_SPACE)
        elif table.model.offer is not None and table.director.idle and moment(table) != last:
            last = moment(table)
            by_keys(table, rng)
        assert app._frame()
        if (m.over and table.director.idle) or enough(notes):
            break
    return notes


def guide_notes() -> dict[str, str]:
    """The guide's notes as the default keys show them."""
    from scenes.keys import DEFAULT
    from scenes.table.turns import GUIDE

    return {topic: DEFAULT.fill(words) for topic, words in GUIDE.items()}


def test_the_guide_shows_each_note_once_and_a_key_goes_on(app, bots):
    GUIDE = guide_notes()  # noqa: N806
    m = Match.new(("human", "easy"), seed=8)
    notes = _guided_notes(app, TableScene(m, speed="instant", bots=bots, autosave=False, guide=True), 2)
    sometimes = {GUIDE["mulligan"], GUIDE["danger"]}  # a hand that allows a mulligan; one Wound from the end
    assert m.over and len(notes) == len(set(notes)) and set(notes) <= set(GUIDE.values())
    assert set(GUIDE.values()) - sometimes <= set(notes)


def test_the_guide_warns_one_wound_before_the_end_and_offers_the_mulligan(app, bots, monkeypatch):
    """A Hero lured to a person with four Wounds brings the guide's warning; a hand that allows a mulligan
    gets its note beside the opening discard."""
    from game.rules import Choose

    GUIDE = guide_notes()  # noqa: N806
    m = Match.new(("human", "greedy"), seed=4)  # seat 0's opening hand allows a mulligan
    assert Choose(0, "mulligan") in m.legal()
    monkeypatch.setattr(Turns, "_wounds", lambda self: 4)
    table = TableScene(m, speed="instant", bots=bots, autosave=False, guide=True)
    notes = _guided_notes(app, table, 3, enough=lambda notes: GUIDE["danger"] in notes)
    assert notes[:2] == [GUIDE["discard"], GUIDE["mulligan"]] and GUIDE["danger"] in notes


def test_excavation_on_your_own_item_reads_your_and_its_side_button_plain_words(app):
    """R25-R29: Excavation picks an Item, then the side it lies on: that button says what the flip does (no
    engine name such as "Face_down"), and the confirmation says "your" of the person's own Item."""
    from game.rules import CastSpell
    from scenes.table.places import ItemPlace

    from rules.scenarios import Table

    m = Match.new(("human", "greedy"), seed=4, variants=frozenset({"items"}))
    table_state = Table(bosses=("robobo", "gorgona"), variants=frozenset({"items"}))
    table_state.items(0, down=("star_of_invulnerability",)).hand(0, "excavation#1")
    m.state = table_state.start("build")
    assert m.to_act == 0
    table = TableScene(m, speed="instant", autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    assert app._frame() and app._frame()
    for place in (HandPlace("excavation#1"), ItemPlace("star_of_invulnerability")):
        table.input.choose(place)
    side = OptionPlace("face_down")
    assert table.model.offer.choices() == [side]
    label = table.hud._option_label(side)
    assert "_" not in " ".join(label) and "face-up" in " ".join(label), label
    assert all(table.font.width(line) <= OPTION_TEXT_W for line in label)
    table.input.choose(side)
    assert table.model.pending == CastSpell(0, "excavation#1", ("star_of_invulnerability", "face_down"))
    words = table.hud._prompt_text()[0]
    assert words.startswith("Cast Excavation on your face-down Star of Invulnerability?"), words
