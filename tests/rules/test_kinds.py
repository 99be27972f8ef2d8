"""The rules' vocabulary (game.rules.kinds): one name for each phase, Spell window and decision kind, written
in every file exactly as the plain strings were (R7-R13: the phases of a turn)."""

from __future__ import annotations

import json
import re

import pytest

from game.rules import (
    PHASES_BEFORE_ADVENTURE,
    PHASES_BEFORE_BAIT,
    SPELL_WINDOWS,
    DecisionKind,
    Phase,
    Setup,
    WindowKind,
    apply,
    decision,
    decode,
    encode,
    legal_actions,
    new_game,
    text,
    to_act,
)
from game.rules import events as E
from game.rules.frames import Choice, Window
from game.rules.registry import OPTIONS


def test_the_phases_are_the_event_contract_s_in_turn_order():
    """R7-R13 and DESIGN.md's PhaseStarted: setup, then the turn's beginning, build, bait, adventure, end."""
    assert [str(p) for p in Phase] == ["setup", "beginning", "build", "bait", "adventure", "end"]
    assert PHASES_BEFORE_BAIT == {"setup", "beginning", "build"}
    assert PHASES_BEFORE_ADVENTURE == PHASES_BEFORE_BAIT | {"bait"}


def test_every_decision_a_turn_s_step_asks_is_a_decision_kind():
    """A decision frame is a Spell window, a card's choice (under its own kind) or one of :class:`DecisionKind`."""
    steps = {re.sub(r"(?<!^)(?=[A-Z])", "_", kind.__name__).lower() for kind in OPTIONS if kind not in (Choice, Window)}
    assert steps and steps <= set(DecisionKind), steps
    assert set(WindowKind) == SPELL_WINDOWS and SPELL_WINDOWS <= set(DecisionKind)


def test_the_kinds_are_written_as_the_plain_strings_were():
    """Saves, logs and golden files: JSON, the text form and a round trip see only the string."""
    event = E.PhaseStarted(Phase.BUILD)
    assert json.dumps(encode(event)) == json.dumps(encode(E.PhaseStarted("build"))) == \
        '{"type": "PhaseStarted", "phase": "build"}'
    assert text(event) == "PhaseStarted phase=build" and repr(event) == repr(E.PhaseStarted("build"))
    assert decode(encode(event)) == event and type(decode(encode(event)).phase) is Phase
    with pytest.raises(ValueError, match="bad PhaseStarted"):
        decode({"type": "PhaseStarted", "phase": "lunch"})
    window = Window(WindowKind.RESPOND, (0, 1), spell="fear#1")
    assert json.dumps(encode(window)) == json.dumps(encode(window._replace(kind="respond")))


def test_a_game_s_phases_and_decisions_are_named_by_the_vocabulary():
    state, events = new_game(Setup(players=3, seed=11))
    assert type(state.phase) is Phase and state.phase == Phase.SETUP
    seen_phases, seen_kinds = set(), set()
    for _ in range(400):
        seat = to_act(state)
        if seat is None:
            break
        seen_kinds.add(decision(state).kind)
        state, new = apply(state, legal_actions(state, seat)[-1])
        events += new
        seen_phases |= {e.phase for e in events if isinstance(e, E.PhaseStarted)}
    assert all(type(p) is Phase for p in seen_phases) and set(Phase) - {Phase.SETUP} <= seen_phases
    frame_kinds = {k for k in seen_kinds if k in {str(d) for d in DecisionKind}}
    assert frame_kinds and all(type(k) is DecisionKind for k in frame_kinds)
