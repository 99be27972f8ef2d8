"""The check that text shown to a player is plain words: no card id, instance number or engine name."""

from __future__ import annotations

import re

from game.cards import CARDS
from game.rules import legal_actions, to_act
from game.wording import describe_action, prompt_for

ENGINE_WORDS = re.compile(r"#|@|\bNone\b|\bP\d\b|\bseat\b|[a-z]+_[a-z]")
CARD_IDS = {c.id for c in CARDS.all() if "_" in c.id or c.id.lower() != c.name.lower()}


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
