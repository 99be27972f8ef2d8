"""The rules of Boss Monster as an event-sourced Decider; no pygame, no screen.

    from game.rules import Setup, new_game, to_act, legal_actions, apply
    state, events = new_game(Setup(players=3, seed=42))
    seat = to_act(state)
    state, events = apply(state, legal_actions(state, seat)[0])
"""

from . import abilities as _abilities  # noqa: F401  (registers every card ability)
from . import flow as _flow  # noqa: F401  (registers the turn's frames)
from .abilities.bosses import search_options
from .actions import Action, ActivateAbility, BuildRoom, CastSpell, Choose, Concede, Discard, Pass
from .codec import decode, encode, text
from .decisions import Decision, decision
from .engine import IllegalActionError, apply, decide, legal_actions, new_game, outcome, replay, to_act
from .evolve import evolve
from .flow import lure, room_built, still_asked
from .kinds import PHASES_BEFORE_ADVENTURE, PHASES_BEFORE_BAIT, SPELL_WINDOWS, DecisionKind, Phase, WindowKind
from .queries import (
    Figure,
    build_options,
    hand_rooms,
    hand_spells,
    health,
    health_figure,
    is_active,
    lure_target,
    may_stand_on,
    room_damage,
    room_damage_figure,
    treasure,
    treasure_figures,
    treasures,
)
from .state import (
    Outcome,
    Player,
    Setup,
    State,
    Walker,
    card,
    hero_decks,
    is_handle,
    pair_get,
    room_instances,
    spell_instances,
)
from .stops import same_round, window_kind, worth_a_stop
from .views import HIDDEN, View, redact, view

__all__ = [
    # the Decider
    "Action", "ActivateAbility", "BuildRoom", "CastSpell", "Choose", "Concede", "Discard", "Pass",
    "IllegalActionError", "Outcome", "Setup", "State", "View", "Walker", "Decision",
    "apply", "decide", "decision", "decode", "encode", "evolve", "legal_actions", "new_game", "outcome", "redact",
    "replay", "text", "to_act", "view",
    # the vocabulary: phases, Spell windows, decisions
    "DecisionKind", "PHASES_BEFORE_ADVENTURE", "PHASES_BEFORE_BAIT", "Phase", "SPELL_WINDOWS", "WindowKind",
    # rules the bots call rather than copy: treasure, the lure, where a Room may stand, Room damage
    "build_options", "health", "is_active", "lure", "lure_target", "may_stand_on", "room_built", "room_damage",
    "treasure", "treasures",
    # the same numbers with their parts, for the screen to say why: printed, each modifier's card, total
    "Figure", "health_figure", "room_damage_figure", "treasure_figures",
    # Spell windows as a screen meets them: who a round still asks, whether it is worth a stop, its round
    "same_round", "still_asked", "window_kind", "worth_a_stop",
    # what a determinizer needs to build a State from a View
    "HIDDEN", "Player", "card", "hand_rooms", "hand_spells", "hero_decks", "is_handle", "pair_get", "room_instances",
    "search_options", "spell_instances",
]
