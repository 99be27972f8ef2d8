"""The table's model: the decision at hand and where the person looks, changed by the turns and the input
through its calls, read (never changed) by the HUD and the board (tests/scenes/test_table.py draws a frame and
finds it unchanged); other screens reach the table through the scene's methods."""

from __future__ import annotations

import pytest

from game.match import Match
from game.rules import Pass
from game.settings import Settings
from scenes.keys import Keymap
from scenes.table import TableScene
from scenes.table.model import Hint, TableModel, Tip
from scenes.table.offer import Offer
from scenes.table.places import PASS, HandPlace, Pointed
from scenes.table.tips import Info


@pytest.fixture(scope="module")
def discard() -> tuple[Match, Offer]:
    """The opening discard of seat 0 (a decision a person makes, with Done once two cards are picked)."""
    m = Match.new(("human", "greedy"), seed=3)
    assert m.to_act == 0
    return m, Offer(m.legal(), m.view(0))


def _pointing(model: TableModel, card: str) -> None:
    model.highlight = HandPlace(card)
    model.hover = Pointed(HandPlace(card), card)
    model.look = Info("hand", 0)
    model.tip = Tip(None, model.look, True)


def test_a_decision_offered_then_decided_keeps_nothing_half_made(discard):
    m, offer = discard
    model = TableModel(hot_seat=False, auto_pass=False, passing_windows=True)
    model.highlight = PASS
    model.offer_decision(offer, m.step, 12.0)
    assert (model.offer, model.offer_step, model.answer_left, model.answer_total) == (offer, m.step, 12.0, 12.0)
    assert model.highlight is None and not model.passing_windows and model.counting()
    model.pending, model.message, model.hint = Pass(0), "why not", Hint(m.step, Pass(0))
    model.decided()
    assert (model.offer, model.pending, model.message, model.hint, model.highlight, model.asking,
            model.answer_left) == (None,) * 7
    assert not model.counting()


def test_the_strip_asks_people_with_one_countdown_and_ends_it():
    model = TableModel(hot_seat=True, auto_pass=False, strip_focus=2)
    model.ask_on_strip(1, (1, 0), None)
    assert (model.asking, model.strip_people, model.strip_focus, model.answer_left) == (1, (1, 0), 0, None)
    assert model.pass_words(None) == "No one" and not model.counting()  # the strip's, not a window's own
    model.ask_on_strip(0, (0, 1), 20.0)
    model.end_countdown()
    assert model.asking is None and model.answer_left is None


def test_the_person_leaving_the_screen_leaves_nothing_for_the_next(discard):
    """R24: what one person pointed at, looked at or was offered is gone before another comes to the screen."""
    from scenes.ui.panels import LogPanel

    m, offer = discard
    card = m.view(0).seats[0].hand[0]
    model = TableModel(hot_seat=True, auto_pass=False, log=LogPanel(font=None))
    model.offer_decision(offer, m.step, None)
    _pointing(model, card)
    model.hint = Hint(m.step, None)
    model.log.scroll = 5
    model.forget_the_person()
    assert (model.offer, model.hint, model.highlight, model.hover.card, model.look, model.tip) == (None,) * 6
    assert model.log.scroll == 0


def test_the_model_says_what_the_pass_button_does_and_what_is_picked(discard):
    m, _ = discard
    offer = Offer(m.legal(), m.view(0))  # its own: the picks below change it
    model = TableModel(hot_seat=False, auto_pass=False)
    assert model.pass_words(m) is None and model.selected() == frozenset()
    model.offer_decision(offer, m.step, None)
    hand = m.view(0).seats[0].hand
    for card in hand[:offer.discard_count]:
        offer.pick(HandPlace(card))
    assert model.pass_words(m) == "Done"
    assert model.selected() == {HandPlace(c) for c in hand[:offer.discard_count]}
    model.pending = offer.done()
    assert model.pass_words(m) == "Confirm"


def test_settings_reach_a_running_table_through_one_method(app):
    """The settings screen changes a game through ``TableScene.apply_settings``: its speed, auto-pass, the
    guide, the colour-blind letters and the hand's key badges; ``game_settings`` says what the game does now."""
    table = TableScene(Match.new(("human", "greedy"), seed=3), speed=1, autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    keymap, problem = Keymap.from_settings([("hand_1", ("q",))])
    assert problem is None
    settings = Settings(speed=4, auto_pass=True, colour_blind=True, guide=False)
    table.apply_settings(settings, keymap)
    assert table.settings == settings and table.director.speed == 4 and table.model.auto_pass
    assert table.board.letters and table.board.hand_keys[0] == "Q"
    now = table.game_settings(Settings())
    assert (now.speed, now.auto_pass, now.guide) == (4, True, False)
