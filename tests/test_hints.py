"""Why a hint's move is good (``game.hints.explain``): the reason for each kind of action on precise tables, and,
over seeded bot games, a reason that never fails, names no card the viewer cannot see (R24) and does not
change with what the view hides."""

from __future__ import annotations

import random
import re

import pytest

from game.ai import bot_seed, make_bot
from game.ai.determinize import seen_cards
from game.cards import CARDS, design_of
from game.hints import GENERIC, Table, explain, reason
from game.match import Match
from game.rules import ActivateAbility, BuildRoom, CastSpell, Choose, Discard, Pass, legal_actions, view
from game.rules.frames import Choice

from rules.scenarios import Table as Scene
from rules.scenarios import act, passing

# Bosses by XP: Cleopatra 850 (Thief treasure) acts before Robobo 400 (Fighter).
BOSSES = ("cleopatra", "robobo")


def why(st, action) -> str:
    """The hint's reason for ``action``, as the seat to act sees the table."""
    assert action in legal_actions(st), f"{action} is not legal"
    return explain(view(st, st.waiting), action)


def walking(st, seat: int = 0, slot: int = 0):
    """Pass until the Hero walking ``seat``'s dungeon... stands in Room ``slot`` and ``seat`` is asked."""
    return passing(st, until=lambda s: s.walker is not None and s.walker.slot == slot and s.waiting == seat)


# ---------------------------------------------------------------- building a Room

def test_a_room_that_draws_a_hero_the_dungeon_kills():
    """R11, R12: the Mage goes to the only dungeon with Mage treasure; 2 + 2 + 3 damage beat its 6 Health."""
    st = Scene(bosses=BOSSES).hand(0, "brainsucker_hive#1").dungeon(0, "golem_factory#1", "neanderthal_cave#1") \
        .dungeon(1, "open_grave#1").town("mitchell_the_judge").start("build")
    assert why(st, BuildRoom(0, "brainsucker_hive#1")) == "the Mage in town comes to you, and 7 damage kills it"


def test_a_room_built_to_stop_drawing_a_hero_the_dungeon_cannot_kill():
    """R11: over Jackpot Stash, the dungeon's Thief treasure falls to its Boss's 1, a tie with Robobo's Room: the
    Thief (4 Health), which 1 damage would not kill, stays in town."""
    st = Scene(bosses=BOSSES).hand(0, "golem_factory#2").dungeon(0, "jackpot_stash#1") \
        .dungeon(1, "bottomless_pit#1").town("jesta_the_rogue").start("build")
    assert why(st, BuildRoom(0, "golem_factory#2", 0)) == "the Thief stays in town instead of wounding you"


def test_an_advanced_room_over_a_weaker_one():
    """R9: Beast Menagerie over Golem Factory; no Hero in town to change."""
    st = Scene(bosses=BOSSES).hand(0, "beast_menagerie#1").dungeon(0, "golem_factory#1").start("build")
    assert why(st, BuildRoom(0, "beast_menagerie#1", 0)) == "Beast Menagerie deals 4 damage where Golem Factory dealt 2"


def test_the_fifth_room_levels_the_boss_up():
    """R10: a fifth Room levels its Boss up once revealed."""
    rooms = ("golem_factory#1", "neanderthal_cave#1", "open_grave#1", "dark_altar#1")
    st = Scene(bosses=BOSSES).hand(0, "brainsucker_hive#1").dungeon(0, *rooms).start("build")
    assert why(st, BuildRoom(0, "brainsucker_hive#1")) == "your fifth Room: Cleopatra levels up"


def test_a_room_that_makes_the_dungeon_lead_a_treasure():
    """R11: two Cleric treasure against none: the Clerics to come go to this dungeon."""
    st = Scene(bosses=BOSSES).hand(0, "dark_altar#1").dungeon(0, "golem_factory#1").start("build")
    assert why(st, BuildRoom(0, "dark_altar#1")) == "you lead in Cleric treasure (2): Clerics come to you"


def test_a_room_with_nothing_else_to_say_says_its_ability():
    """No Hero in town, no treasure lead (Thief 2 each): what the Room can do."""
    st = Scene(bosses=BOSSES).hand(0, "bottomless_pit#1").dungeon(0, "golem_factory#1") \
        .dungeon(1, "jackpot_stash#1").start("build")
    assert why(st, BuildRoom(0, "bottomless_pit#1")) == \
        "its ability: destroy it to kill a Hero in it"


def test_the_first_room_of_the_setup():
    """R6: every first Room is built face-down: its damage and treasure are what the seat knows."""
    m = Match.new(("greedy", "greedy"), seed=3)
    while m.prompt().kind != "setup_build":
        m.submit(make_bot("greedy", 1).choose(m.view(m.to_act), m.legal()), at_step=m.step)
    build = next(a for a in m.legal() if isinstance(a, BuildRoom))
    room = CARDS.rooms[design_of(build.room)]
    kinds = " and ".join(dict.fromkeys(k.capitalize() for k in room.treasure))
    heroes = " and ".join(dict.fromkeys({"cleric": "Clerics", "fighter": "Fighters", "mage": "Mages",
                                         "thief": "Thieves"}[k] for k in room.treasure))
    damage = 2 if room.x_damage else room.damage
    assert explain(m.view(m.to_act), build) == \
        f"{damage} damage to start with, and its {kinds} treasure draws {heroes}"


# ---------------------------------------------------------------- Spells and abilities

def test_a_spell_that_kills_the_hero_walking_your_dungeon():
    """Giant Size: Golem Factory deals 3 more; the Mage (8 Health) dies instead of reaching the Boss."""
    st = walking(Scene(bosses=BOSSES).hand(0, "giant_size#1").dungeon(0, "golem_factory#1", "neanderthal_cave#1")
                 .entrance(0, "dartteon_elf_pyromancer").start("adventure"))
    assert why(st, CastSpell(0, "giant_size#1", ("neanderthal_cave#1",))) == \
        "the Mage dies in your dungeon instead of wounding you"


def test_a_spell_that_sends_a_hero_away_from_your_boss():
    """Fear: the Mage (8 Health), which 2 damage would not kill, goes back to town."""
    st = walking(Scene(bosses=BOSSES).hand(0, "fear#1").dungeon(0, "golem_factory#1")
                 .entrance(0, "dartteon_elf_pyromancer").start("adventure"))
    assert why(st, CastSpell(0, "fear#1", ("dartteon_elf_pyromancer",))) == \
        "the Mage goes back to town instead of wounding you"


def test_spells_that_spoil_an_opponents_kill():
    """Boden the Pantless (4 Health) dies in Robobo's 2 + 3 damage; Assassin gives it 3 more Health, Fear sends it
    back to town."""
    st = walking(Scene(bosses=BOSSES).hand(0, "assassin#1", "fear#1")
                 .dungeon(1, "golem_factory#1", "neanderthal_cave#1").entrance(1, "boden_the_pantless")
                 .start("adventure"))
    assert why(st, CastSpell(0, "assassin#1", ("boden_the_pantless",))) == \
        "the Fighter survives Robobo's dungeon: a Wound for them, not a Soul"
    assert why(st, CastSpell(0, "fear#1", ("boden_the_pantless",))) == \
        "the Fighter goes back to town: no Soul for Robobo"


def test_a_spell_that_changes_no_fate_says_what_it_does():
    """Giant Size on the first Room, where the Mage (4 Health) dies anyway."""
    st = walking(Scene(bosses=BOSSES).hand(0, "giant_size#1").dungeon(0, "golem_factory#1", "neanderthal_cave#1")
                 .entrance(0, "tieg_and_the_magic_bubble").start("adventure"))
    assert why(st, CastSpell(0, "giant_size#1", ("neanderthal_cave#1",))) == \
        "Neanderthal Cave deals 3 more damage this turn"


def test_a_build_spell_that_brings_a_hero_to_die():
    """Princess in Peril: Boden the Pantless (4 Health) would go to Robobo, who leads in Fighter treasure (R11)."""
    st = Scene(bosses=BOSSES).hand(0, "princess_in_peril#1").dungeon(0, "golem_factory#1", "neanderthal_cave#1") \
        .dungeon(1, "goblin_armory#1").town("boden_the_pantless").start("build")
    assert why(st, CastSpell(0, "princess_in_peril#1", ("boden_the_pantless",))) == \
        "the Fighter in town comes to you, and 5 damage kills it"


def test_an_ability_that_kills_the_hero_in_its_room():
    """Bottomless Pit: the Thief (6 Health) dies at once instead of reaching the Boss after 1 damage."""
    st = walking(Scene(bosses=BOSSES).dungeon(0, "bottomless_pit#1").entrance(0, "jesta_the_rogue")
                 .start("adventure"))
    assert why(st, ActivateAbility(0, "bottomless_pit#1", ("jesta_the_rogue",))) == \
        "the Thief dies in your dungeon instead of wounding you"


# ---------------------------------------------------------------- passing

def test_passing_when_the_hero_dies_anyway():
    """The Mage (4 Health) dies in 2 + 3 damage: Giant Size is better kept."""
    st = walking(Scene(bosses=BOSSES).hand(0, "giant_size#1").dungeon(0, "golem_factory#1", "neanderthal_cave#1")
                 .entrance(0, "tieg_and_the_magic_bubble").start("adventure"))
    assert why(st, Pass(0)) == "the Mage dies in your dungeon anyway: keep your Spells"


def test_passing_a_build_turn_and_a_spell_window():
    """A Build turn passed with a Room in hand; an Adventure window in Robobo's dungeon, Freeze in hand."""
    st = Scene(bosses=BOSSES).hand(0, "dark_altar#1", "freeze#1").dungeon(0, "golem_factory#1").start("build")
    assert why(st, Pass(0)) == "no Room in your hand helps now: keep them for later turns"
    st = Scene(bosses=BOSSES).hand(0, "freeze#1").hand(1, "fear#1").dungeon(1, "golem_factory#1") \
        .entrance(1, "boden_the_pantless").start("adventure")
    st = passing(st, until=lambda s: s.waiting == 0)
    assert why(st, Pass(0)) == "nothing worth casting now: keep your Spells for later"


# ---------------------------------------------------------------- a card's choices

def _choice(st, kind: str):
    return passing(st, until=lambda s: isinstance(s.flow[-1], Choice) and s.flow[-1].kind == kind)


def test_a_level_up_that_kills_a_hero_in_town():
    """Gorgona's Level Up: a Hero in town dies at once and goes to her scorekeeping area."""
    rooms = ("golem_factory#1", "neanderthal_cave#1", "open_grave#1", "dark_altar#1")
    st = Scene(bosses=("gorgona", "robobo")).hand(0, "brainsucker_hive#1").dungeon(0, *rooms) \
        .town("samurai_tom", "tieg_and_the_magic_bubble").start("build")
    st = _choice(act(st, BuildRoom(0, "brainsucker_hive#1")), "gorgona")
    assert why(st, Choose(0, "samurai_tom")) == "a Soul for you at once"


def test_a_draw_and_a_victim():
    """Haunted Library lets its owner draw a Spell instead of a Room; Specter's Sanctum's victim is the opponent
    whose hand shows the most Spell backs."""
    st = Scene(bosses=BOSSES).dungeon(0, "haunted_library#1").hand(0, "golem_factory#1").start("beginning")
    st = passing(st, until=lambda s: s.waiting == 0 and s.flow[-1].__class__.__name__ == "Draw")
    assert why(st, Choose(0, "spell")) == "a Spell for the Adventure: you hold no Spell"
    st = Scene(players=3, bosses=(*BOSSES, "gorgona")).hand(0, "specter_s_sanctum#1").hand(1, "fear#1", "freeze#1") \
        .hand(2, "fear#2").dungeon(0, "golem_factory#1").start("build")
    st = _choice(act(st, BuildRoom(0, "specter_s_sanctum#1")), "specter_victim")
    assert why(st, Choose(0, 1)) == "Robobo holds 2 Spells, the most"


def test_taking_a_room_from_the_discard_pile():
    """Monstrous Monument takes a Monster Room from the discard pile."""
    st = Scene(bosses=BOSSES).hand(0, "monstrous_monument#1").discard("beast_menagerie#1", "golem_factory#2") \
        .dungeon(0, "golem_factory#1").start("build")
    st = _choice(act(st, BuildRoom(0, "monstrous_monument#1")), "take_room")
    assert why(st, Choose(0, "beast_menagerie#1")) == "Beast Menagerie deals 4 damage and draws Fighters"


# ---------------------------------------------------------------- the opening

def _opening(seed: int, kind: str) -> Match:
    m = Match.new(("greedy", "greedy"), seed=seed)
    while m.prompt().kind != kind:
        m.submit(make_bot("greedy", 1).choose(m.view(m.to_act), m.legal()), at_step=m.step)
    return m


def test_the_opening_discard_says_what_it_keeps():
    """R4: the greedy bot keeps the five Rooms of this hand and lets its two Spells go."""
    m = _opening(2, "opening_discard")
    discard = make_bot("greedy", 1).choose(m.view(m.to_act), m.legal())
    assert discard == Discard(m.to_act, ("teleportation#1", "jeopardy#1"))
    assert explain(m.view(m.to_act), discard) == "keeps 5 Rooms and no Spell"


def test_the_mulligan_says_what_is_wrong_with_the_hand():
    """R5: Haunted Library, two Dark Laboratories and Liger's Den: four Rooms of Mage treasure."""
    m = Match.new(("human", "greedy"), seed=4)
    assert Choose(0, "mulligan") in m.legal()
    assert explain(m.view(0), Choose(0, "mulligan")) == "four Mage Rooms draw only Mages: a new hand may mix them"
    assert explain(m.view(0), Discard(0, m.state.seats[0].hand[:2])).startswith("keeps ")


def test_picking_a_boss_says_its_level_up():
    """"I Choose You" (R3): no hand is dealt yet; the Boss's Level Up tells what it brings."""
    m = Match.new(("greedy", "greedy"), seed=0, variants=frozenset({"i_choose_you"}))
    assert explain(m.view(m.to_act), Choose(m.to_act, "seducia")) == \
        "its Level Up: you may pick any one Hero from town or from the Hero decks and put it at the entrance of your " \
        "dungeon"


# ---------------------------------------------------------------- over whole games

def _visible(v) -> set:
    """Every card design ``v`` lets its seat know of: what it shows, its own hand, its own choice's options."""
    shown = set(seen_cards(v)) | set(v.seats[v.seat].hand or ())
    top = v.flow[-1] if v.flow else None
    if isinstance(top, Choice) and top.seat == v.seat:
        shown |= {o for o in top.options if isinstance(o, str)}
    return {design_of(c) for c in shown if c}


def _named(text: str) -> set:
    return {c.id for c in CARDS.all() if re.search(rf"\b{re.escape(c.name)}\b", text)}


@pytest.mark.parametrize("players, seed", [(2, 44), (3, 41), (4, 42)])
def test_reasons_over_whole_games_never_fail_nor_tell_a_secret(players, seed):
    """At every decision of a greedy game, for the greedy choice and one other legal action: the reason comes
    without an error, names only cards the seat may know (R24), and is the same whatever the determinization
    samples for the cards it hides."""
    m = Match.new(("greedy",) * players, seed=seed, variants=frozenset({"i_choose_you"}) if seed % 2 else frozenset())
    rng = random.Random(seed)
    checked = generic = 0
    while not m.over and m.step < 700:
        seat, v, legal = m.to_act, m.view(m.to_act), m.legal()
        chosen = make_bot("greedy", bot_seed(seed, m.step, seat)).choose(v, legal)
        for action in {chosen, rng.choice(legal)}:
            words = reason(Table(v, random.Random(0)), action)
            assert _named(words) <= _visible(v), (str(m.prompt()), m.describe(action), words)
            assert reason(Table(v, random.Random(7)), action) == words, (m.describe(action), words)
            assert explain(v, action) == words
            checked += 1
            generic += words == GENERIC
        m.submit(chosen, at_step=m.step)
    assert checked > 100 and generic < checked / 4, (checked, generic)


def test_the_only_choice_says_so():
    """A mulligan refused (R5: the hand holds neither four Advanced Rooms nor four of one treasure) leaves
    keeping it as the only choice."""
    m = Match.new(("greedy", "greedy"), seed=5, variants=frozenset({"no_opening_discard"}))
    while m.prompt().kind != "mulligan" or len(m.legal()) > 1:
        m.submit(m.legal()[-1], at_step=m.step)
    assert explain(m.view(m.to_act), m.legal()[0]) == "it is the only choice here"
