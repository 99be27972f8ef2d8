"""Prompts and descriptions in a player's words (DESIGN.md, "The seam"): every decision kind and every
action seen over many seeded games reads as plain words, card names in full, no id shown."""

from __future__ import annotations

import random
import re
from collections import Counter

from game.cards import CARDS
from game.match import Match
from game.rules import BuildRoom, legal_actions
from game.rules.frames import Choice
from game.wording import _CHOICES, describe_action, prompt_for

from rules.scenarios import Table, act, passing

ENGINE_WORDS = re.compile(r"#|@|\bNone\b|\bP\d\b|\bseat\b|[a-z]+_[a-z]")
CARD_IDS = {c.id for c in CARDS.all() if "_" in c.id or c.id.lower() != c.name.lower()}


def plain(text: str) -> bool:
    words = set(re.findall(r"[a-z_]+", text))
    return bool(text.strip()) and not ENGINE_WORDS.search(text) and not (words & CARD_IDS)


def _games():
    for players in (2, 3, 4):
        for seed in range(12):
            variants = ({"i_choose_you", "machinations"} if seed % 3 == 0 else set())
            yield Match.new(("random",) * players, seed=1000 * players + seed, variants=variants)


def test_every_prompt_and_action_seen_reads_as_plain_words():
    prompts, actions = Counter(), Counter()
    for m in _games():
        rng = random.Random(m.setup.seed)
        while m.to_act is not None:
            prompt = m.prompt()
            assert plain(prompt), f"prompt {prompt.kind}: {prompt!r}"
            assert prompt.seat == m.to_act
            if prompt.kind.startswith("choice:"):
                assert prompt.kind.removeprefix("choice:") in _CHOICES, f"no words for {prompt.kind}"
            prompts[prompt.kind] += 1
            legal = m.legal()
            for action in legal:
                text = m.describe(action)
                assert plain(text), f"{action} in {prompt.kind}: {text!r}"
                actions[(prompt.kind, type(action).__name__)] += 1
            m.submit(rng.choice(legal), at_step=m.step)
    # the walk met the decisions every game has, and a good many card choices
    assert {"pick_boss", "opening_discard", "setup_build", "build", "adventure", "respond"} <= set(prompts)
    assert sum(k.startswith("choice:") for k in prompts) >= 8, sorted(prompts)


def test_a_choice_names_its_card_and_what_it_is_for():
    """DESIGN.md: the prompt says what the choice is for ("Specter's Sanctum: pick who discards a Spell")."""
    table = Table(bosses=("gorgona", "robobo")).hand(0, "specter_s_sanctum#1").hand(1, "fear#1")
    st = act(table.dungeon(0, "golem_factory#1").start("build"), BuildRoom(0, "specter_s_sanctum#1", None))
    st = passing(st, until=lambda s: isinstance(s.flow[-1], Choice))
    prompt = prompt_for(st, 0)
    assert prompt.kind == "choice:specter_victim" and prompt.card == "specter_s_sanctum#1"
    assert prompt.startswith("Specter's Sanctum: pick an opponent")
    assert [describe_action(st, a) for a in legal_actions(st)] == ["Robobo discards a Spell"]
