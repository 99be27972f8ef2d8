"""Prompts and descriptions in a player's words (DESIGN.md, "The seam"): every decision kind and every
action seen over many seeded games reads as plain words, card names in full, no id shown. (The card
scenarios of tests/cards check the same at every decision they meet: tests/cards/kit.py.)"""

from __future__ import annotations

import random
import re
from collections import Counter

from words import plain

from game.match import Match
from game.rules import BuildRoom, legal_actions
from game.rules.frames import Choice
from game.wording import _CHOICES, describe_action, prompt_for

from rules.scenarios import Table, act, passing


def _games():
    for players in (2, 3, 4):
        for seed in range(12):
            variants = ({"i_choose_you", "machinations"} if seed % 3 == 0 else {"items"} if seed % 3 == 1 else set())
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
                mine = m.describe(action, me=action.seat)  # as the confirmation on the chooser's screen says it
                assert plain(mine), f"{action} in {prompt.kind}: {mine!r}"
                actions[(prompt.kind, type(action).__name__)] += 1
            m.submit(rng.choice(legal), at_step=m.step)
    # the walk met the decisions every game has, and a good many card choices
    assert {"pick_boss", "opening_discard", "setup_build", "build", "adventure", "respond"} <= set(prompts)
    assert sum(k.startswith("choice:") for k in prompts) >= 8, sorted(prompts)
    print(f"{len(prompts)} prompt kinds, {len(actions)} (prompt, action) kinds seen: {sorted(prompts)}")


def test_a_choice_names_its_card_and_what_it_is_for():
    """DESIGN.md: the prompt says what the choice is for ("Specter's Sanctum: pick who discards a Spell")."""
    table = Table(bosses=("gorgona", "robobo")).hand(0, "specter_s_sanctum#1").hand(1, "fear#1")
    st = act(table.dungeon(0, "golem_factory#1").start("build"), BuildRoom(0, "specter_s_sanctum#1", None))
    st = passing(st, until=lambda s: isinstance(s.flow[-1], Choice))
    prompt = prompt_for(st, 0)
    assert prompt.kind == "choice:specter_victim" and prompt.card == "specter_s_sanctum#1"
    assert prompt.startswith("Specter's Sanctum: pick an opponent")
    assert [describe_action(st, a) for a in legal_actions(st)] == ["Robobo discards a Spell"]


def test_every_choice_the_rules_ask_has_words():
    """Every kind of card choice the rules can ask (read from their source) has a prompt, so a choice no
    seeded game happened to meet still reads as words."""
    from pathlib import Path

    import game.rules

    asked = set()
    for path in Path(game.rules.__file__).parent.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        asked |= set(re.findall(r'ask\(\s*ctx,\s*[^,]+,\s*f?"([^"]+)"', source))
        asked |= set(re.findall(r'Choice\(\s*[^,]+,\s*"([^"]+)"', source))
    asked = {k.replace("{kind}", kind) for k in asked for kind in ("monster", "trap")}
    assert len(asked) >= 20 and asked <= set(_CHOICES), sorted(asked - set(_CHOICES))


def test_the_face_up_item_choice_and_an_items_use_read_as_words():
    """R28: the holder of two face-up Items is told why it chooses, and what each answer does."""
    from game.rules import UseItem
    from game.rules.frames import KeepItem

    table = Table(bosses=("gorgona", "robobo"), variants=frozenset({"items"}))
    table.dungeon(0, "neanderthal_cave#1", "neanderthal_cave#2").dungeon(1, "goblin_armory#1")
    table.entrance(0, "nick_the_masher").carry("nick_the_masher", "ice_rod").items(0, up=("necronomicon",))
    st = passing(table.start("adventure"), until=lambda s: isinstance(s.flow[-1], KeepItem))
    prompt = prompt_for(st, 0)
    assert plain(prompt) and prompt.startswith("You hold Necronomicon and Ice Rod face-up")
    words = {describe_action(st, a) for a in legal_actions(st)}
    assert words == {"Keep Necronomicon face-up", "Keep Ice Rod face-up", "Use Necronomicon's Boss ability"}
    assert UseItem(0, "necronomicon", ()) in legal_actions(st)


def test_excavation_reads_in_the_casters_words_and_its_side_option_as_plain_words():
    """R25-R29: Excavation's target is an Item and the side it lies on. Its confirmation on the caster's screen
    says "your" of the caster's own Item, as every prompt does; the side, a button of its own once the Item is
    picked, says what the flip does, never the engine's name of the side."""
    from game.rules import CastSpell
    from game.wording import option_words

    table = Table(bosses=("robobo", "gorgona"), variants=frozenset({"items"}))
    st = table.items(0, down=("star_of_invulnerability",)).items(1, up=("ice_rod",)).hand(0, "excavation#1").state()
    mine = CastSpell(0, "excavation#1", ("star_of_invulnerability", "face_down"))
    theirs = CastSpell(0, "excavation#1", ("ice_rod", "face_up"))
    assert describe_action(st, mine, me=0) == "Cast Excavation on your face-down Star of Invulnerability"
    assert describe_action(st, theirs, me=0) == "Cast Excavation on Gorgona's face-up Ice Rod"
    assert describe_action(st, theirs, me=1) == "Cast Excavation on your face-up Ice Rod"
    assert describe_action(st, mine) == "Cast Excavation on Robobo's face-down Star of Invulnerability"
    assert option_words("face_down") == "Turn it face-up" and option_words("face_up") == "Turn it face-down"
    assert all(plain(option_words(o)) for o in ("face_up", "face_down", "room", "spell", "draw", "strip", True))
