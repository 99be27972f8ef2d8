"""The check that text shown to a player is plain words: no card id, instance number or engine name."""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass

from game.cards import BOXES, CARDS
from game.rules import legal_actions, room_instances, spell_instances, to_act
from game.wording import describe_action, prompt_for

ENGINE_WORDS = re.compile(r"#|@|\bNone\b|\bP\d\b|\bseat\b|[a-z]+_[a-z]")
CARD_IDS = {c.id for c in CARDS.all() if "_" in c.id or c.id.lower() != c.name.lower()}
# every card of a game by the id it goes by in play: Room and Spell instances, Heroes, Bosses, Items
IN_PLAY_IDS = frozenset({*room_instances(BOXES), *spell_instances(BOXES), *CARDS.heroes, *CARDS.bosses, *CARDS.items})


def card_ids(item) -> set:
    """The ids of cards in play anywhere in ``item`` (a state, a view, an event, an action, a frame...)."""
    if isinstance(item, str):
        return {item} if item in IN_PLAY_IDS else set()
    if is_dataclass(item) and not isinstance(item, type):
        return set().union(*(card_ids(getattr(item, f.name)) for f in fields(item)))
    if isinstance(item, tuple | frozenset | set | list):
        return set().union(*(card_ids(x) for x in item))
    if isinstance(item, dict):
        return card_ids(tuple(item.items()))
    return set()


def plain(text: str) -> bool:
    words = set(re.findall(r"[a-z_]+", text))
    return bool(text.strip()) and not ENGINE_WORDS.search(text) and not (words & CARD_IDS)


def check_words(st) -> bool:
    """Assert that the decision pending in ``st`` and each of its answers read as plain words; False (so
    it can sit in a ``passing`` condition)."""
    if to_act(st) is not None:
        prompt = prompt_for(st, to_act(st))
        assert plain(prompt), f"prompt {prompt.kind}: {prompt!r}"
        for action in legal_actions(st):
            text = describe_action(st, action)
            assert plain(text), f"{action} in {prompt.kind}: {text!r}"
    return False
