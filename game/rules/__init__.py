"""The rules of Boss Monster as an event-sourced Decider; no pygame, no screen.

    from game.rules import Setup, new_game, to_act, legal_actions, apply
    state, events = new_game(Setup(players=3, seed=42))
    seat = to_act(state)
    state, events = apply(state, legal_actions(state, seat)[0])
"""

from . import abilities as _abilities  # noqa: F401  (registers every card ability)
from . import flow as _flow  # noqa: F401  (registers the turn's frames)
from .actions import Action, ActivateAbility, BuildRoom, CastSpell, Choose, Discard, Pass
from .codec import decode, encode, text
from .decisions import Decision, decision
from .engine import IllegalActionError, apply, decide, legal_actions, new_game, outcome, replay, to_act
from .evolve import evolve
from .state import Outcome, Setup, State
from .views import View, redact, view

__all__ = [
    "Action", "ActivateAbility", "BuildRoom", "CastSpell", "Choose", "Decision", "Discard", "Pass",
    "IllegalActionError", "Outcome", "Setup", "State", "View",
    "apply", "decide", "decision", "decode", "encode", "evolve", "legal_actions", "new_game", "outcome", "redact",
    "replay", "text", "to_act", "view",
]
