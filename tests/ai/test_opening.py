"""The hard bot's opening discard (R4): the fitted keep model (game.ai.opening)."""

from __future__ import annotations

from game.ai.opening import KEEP, KEEP_FEATURES, best_discard, keep_features, keep_value
from game.ai.search import HardBot
from game.rules import Discard, Setup, apply, legal_actions, new_game, to_act, view
from game.rules.frames import OpeningDiscard


def _at_opening_discard(seed: int):
    st, _ = new_game(Setup(2, seed))
    while not isinstance(st.flow[-1], OpeningDiscard):
        st, _ = apply(st, legal_actions(st, to_act(st))[-1])
    return st, to_act(st)


def test_keep_features_describe_the_cards_kept():
    kept = ("goblin_armory#1", "goblin_armory#2", "dracolich_lair#1", "bottomless_pit#1", "fear#1")
    x = keep_features("king_croak", kept)  # King Croak's treasure is the fighter's
    assert x["goblin_armory"] == 2 and x["dracolich_lair"] == 1 and x["fear"] == 1
    assert x["rooms"] == 4 and x["rooms_squared"] == 16 and x["advanced"] == 1
    assert "no_ordinary" not in x
    assert x["boss_treasure"] == 2 and x["most_of_a_kind"] == 4 and x["kinds"] == 3  # two fighters each
    assert keep_features("king_croak", ("dracolich_lair#1", "fear#1"))["no_ordinary"] == 1
    assert set(KEEP) == set(KEEP_FEATURES)


def test_hard_keeps_the_best_scored_five_cards():
    """R4: hard's discard is legal, chosen from its view, and keeps the cards the model scores highest."""
    for seed in (2, 5, 9):
        st, seat = _at_opening_discard(seed)
        legal = legal_actions(st, seat)
        choice = HardBot(seed).choose(view(st, seat), legal)
        assert choice in legal and choice == best_discard(view(st, seat), legal)
        me = st.seats[seat]
        scores = sorted(keep_value(me.boss, [c for c in me.hand if c not in a.cards]) for a in legal
                        if isinstance(a, Discard))
        assert keep_value(me.boss, [c for c in me.hand if c not in choice.cards]) == scores[-1] > scores[0]


def test_the_fitted_model_prefers_ordinary_rooms_to_advanced_ones_in_an_opening_hand():
    """Advanced Rooms need an ordinary Room to go over (R9): a fitted model scores them lower."""
    assert KEEP["advanced"] < 0
    ordinary = ("bottomless_pit#1", "goblin_armory#1", "golem_factory#1", "fear#1", "assassin#1")
    advanced = ("bottomless_pit#1", "goblin_armory#1", "dracolich_lair#1", "fear#1", "assassin#1")
    assert keep_value("king_croak", ordinary) > keep_value("king_croak", advanced)
