"""The JSON form of the engine's flow frames (DESIGN.md, "Files": event logs are JSON Lines and a replay
folds the events): an ``AwaitingDecision`` read back from JSON folds into a state that plays on alike."""

from __future__ import annotations

import json
import random

from game.rules import Setup, apply, decode, encode, legal_actions, new_game, replay, to_act
from game.rules import events as E
from game.rules.frames import ALL, Choice, Deal, LevelCheck, Walk, Window


def _roundtrip(obj):
    return decode(json.loads(json.dumps(encode(obj))))


def _types(item):
    """The types of ``item`` and of every frame nested in it (a Choice's ``then``)."""
    if isinstance(item, tuple):
        return (type(item), *(_types(x) for x in item))
    return type(item)


def test_every_frame_kind_is_its_own_type_in_json():
    for cls in ALL:
        assert type(decode({"type": cls.__name__, **dict.fromkeys(cls._fields)})) is cls
    walk = Walk(1, "nick_the_masher", "damage", 2, "dark_altar#1")
    assert type(_roundtrip(walk)) is Walk and _roundtrip(walk) == walk
    assert Deal(0) != LevelCheck(0) and Deal(0) == Deal(0)  # same fields, different kinds


def _mid_walk_choice(seed: int):
    """A random game of three players, played until a card's choice is asked while a Hero walks;
    returns its events so far and its state (or None if the game ends first)."""
    rng = random.Random(seed)
    st, events = new_game(Setup(3, seed, frozenset({"machinations"})))
    events = list(events)
    while to_act(st) is not None:
        if isinstance(st.flow[-1], Choice) and any(isinstance(f, Walk) for f in st.flow):
            return events, st
        st, new = apply(st, rng.choice(legal_actions(st)))
        events.extend(new)
    return None


def test_a_decoded_awaiting_decision_folds_into_a_state_that_plays_on():
    found = next(r for r in map(_mid_walk_choice, range(50)) if r is not None)
    events, live = found
    awaiting = events[-1]
    assert isinstance(awaiting, E.AwaitingDecision)
    back = _roundtrip(awaiting)
    assert back == awaiting and _types(back.flow) == _types(awaiting.flow)
    assert any(isinstance(f, Window) for f in back.flow) and type(back.flow[-1].then) is type(live.flow[-1].then)
    folded = replay([*events[:-1], back])
    assert folded == live
    # both play the same game to its end
    rng_a, rng_b = random.Random(1), random.Random(1)
    a, b = live, folded
    while to_act(a) is not None:
        a, ev_a = apply(a, rng_a.choice(legal_actions(a)))
        b, ev_b = apply(b, rng_b.choice(legal_actions(b)))
        assert ev_a == ev_b
    assert to_act(b) is None and a == b
