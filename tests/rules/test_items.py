"""The Items variant's framework (R25-R31): decks, reveal and attachment, scoring, the one-face-up limit,
UseItem's timing and priority, views, the codec, and random games with every invariant checked."""

from __future__ import annotations

import json
import random

import pytest

from game.cards import CARDS
from game.rules import (
    CastSpell,
    Choose,
    Pass,
    Setup,
    UseItem,
    decode,
    encode,
    legal_actions,
    new_game,
    redact,
    to_act,
    view,
)
from game.rules import events as E
from game.rules.frames import KeepItem, Window
from game.rules.state import VARIANTS, item_ids

from rules.invariants import all_cards, check
from rules.scenarios import Table, act, events_of, next_turn, passing
from rules.test_properties import perturbed, play_checked

ITEMS = frozenset({"items"})


def table(players: int = 2, **kw) -> Table:
    """A table with Items; seat 0 (Gorgona, 500 XP) first in XP order before seat 1 (Robobo)."""
    return Table(players=players, variants=ITEMS, bosses=("gorgona", "robobo", "cerebellus", "seducia"), **kw)


def walk(*rooms, hero="acacia_warrior_of_light", item=None, players=2) -> Table:
    """Seat 0's dungeon of ``rooms``, ``hero`` at its entrance carrying ``item``."""
    t = table(players).dungeon(0, *rooms).dungeon(1, "goblin_armory#1").entrance(0, hero)
    return t.carry(hero, item) if item is not None else t


# ---------------------------------------------------------------- R25 decks

def test_r25_the_item_deck_and_the_expansion_rooms_and_spells_join_the_game():
    st, events = new_game(Setup(3, seed=4, variants=ITEMS))
    shuffles = {e.deck: e for e in events_of(events, E.DeckShuffled)}
    assert shuffles["item"].count == 20 and sorted(shuffles["item"].cards) == sorted(item_ids())
    assert shuffles["room"].count == 79 and shuffles["spell"].count == 33
    in_game = set(all_cards(st))
    assert {"burial_mound#1", "orcish_smithy#1", "artificer_s_workbench#1", "magnetic_ceiling#1",
            "excavation#1", "excavation#2"} <= in_game
    check(st)
    # R25/R24: the Item deck's order is hidden from every seat; its size is not
    for seat in (None, 0, 1, 2):
        assert redact(shuffles["item"], seat).cards is None
        assert view(st, seat).item_deck == 20


def test_r25_without_the_variant_nothing_of_the_expansion_is_in_play():
    st, events = new_game(Setup(3, seed=4))
    assert not any(type(e).__name__.startswith("Item") for e in events)
    assert {e.deck for e in events_of(events, E.DeckShuffled)} == {"room", "spell", "hero", "epic"}
    assert st.item_deck == () and not any(c.startswith(("burial_mound", "excavation")) for c in all_cards(st))
    assert "items" in VARIANTS


# ---------------------------------------------------------------- R26 reveal and attachment

def _beginning(t: Table) -> tuple:
    events: list = []
    st = t.start("beginning", collect=events)
    return st, events


def test_r26_a_class_item_goes_to_the_hero_of_its_type_longest_in_town():
    t = table().town("boden_the_pantless", "nick_the_masher", "acacia_warrior_of_light").item_top("extra_life")
    st, events = _beginning(t)
    first = events.index(events_of(events, E.ItemRevealed)[0])
    assert first < events.index(events_of(events, E.HeroRevealed)[0])  # before the Heroes
    assert events_of(events, E.ItemAttached)[0] == E.ItemAttached("extra_life", "nick_the_masher")
    assert ("nick_the_masher", "extra_life") in st.carried
    check(st)


def test_r26_a_universal_item_goes_to_the_hero_longest_in_town_and_one_item_a_hero():
    t = table().town("boden_the_pantless", "nick_the_masher").carry("boden_the_pantless", "goblin_suit")
    st, events = _beginning(t.item_top("pet_monster"))
    assert events_of(events, E.ItemAttached)[0] == E.ItemAttached("pet_monster", "nick_the_masher")
    check(st)


def test_r26_an_item_with_no_hero_to_take_it_waits_and_goes_to_the_next_hero_revealed_that_can():
    """R26: the earliest waiting Item the revealed Hero can take attaches to it."""
    t = table().town("boden_the_pantless").items_town("ice_rod", "extra_life").item_top("necronomicon")
    t = t.deck_top("nick_the_masher", "tieg_and_the_magic_bubble")
    st, events = _beginning(t)
    attached = events_of(events, E.ItemAttached)
    # the mage Item waiting first goes to the first mage revealed; the Cleric Item to Nick
    assert attached == [E.ItemAttached("extra_life", "nick_the_masher"),
                        E.ItemAttached("ice_rod", "tieg_and_the_magic_bubble")]
    assert st.items_town == ("necronomicon",)  # no second mage Hero came
    check(st)


def test_r26_four_players_reveal_two_items_each_turn_even_after_an_elimination():
    t = table(4).eliminated(3).item_top("extra_life", "ice_rod", "necronomicon")
    st, events = _beginning(t)
    assert [e.item for e in events_of(events, E.ItemRevealed)] == ["extra_life", "ice_rod"]
    t3 = table(3).item_top("extra_life", "ice_rod")
    _, events3 = _beginning(t3)
    assert [e.item for e in events_of(events3, E.ItemRevealed)] == ["extra_life"]


def test_r26_an_empty_item_deck_reveals_nothing():
    st = table().state()
    st = st._replace(item_deck=(), removed=st.removed + st.item_deck)  # every Item out of the game
    from game.rules.effects import Ctx
    from game.rules.engine import run

    from rules.scenarios import PHASE_FRAMES

    ctx = Ctx(st)
    ctx.push(*PHASE_FRAMES["beginning"])
    run(ctx)
    assert not events_of(ctx.events, E.ItemRevealed)
    check(ctx.st)


def test_r26_a_carrier_sent_back_to_town_keeps_its_item():
    """A Hero that leaves a dungeon otherwise than dying or getting through (Fear) keeps its Item."""
    t = walk("dark_altar#1", item="extra_life").hand(0, "fear#1")
    st = t.start("adventure")
    st = passing(st, until=lambda s: s.walker is not None and any(
        isinstance(a, CastSpell) for a in legal_actions(s)))
    st = act(st, CastSpell(0, "fear#1", ("acacia_warrior_of_light",)))
    st = passing(st, until=lambda s: "acacia_warrior_of_light" in s.town)
    assert ("acacia_warrior_of_light", "extra_life") in st.carried
    check(st)


# ---------------------------------------------------------------- R28 scoring

def test_r28_a_killed_carrier_gives_its_item_face_up_to_the_killer():
    events: list = []
    st = walk("neanderthal_cave#1", "neanderthal_cave#2", hero="nick_the_masher", item="ice_rod").start(
        "adventure", collect=events)
    st = passing(st, until=next_turn(1), collect=events)
    killed = events.index(events_of(events, E.HeroKilled)[0])
    assert events[killed + 1] == E.ItemScored(0, "ice_rod", True)
    assert st.seats[0].items_up == ("ice_rod",) and "nick_the_masher" not in dict(st.carried)
    check(st)


def test_r28_a_surviving_carrier_leaves_its_item_face_down():
    events: list = []
    st = walk("dark_altar#1", item="ice_rod").start("adventure", collect=events)
    st = passing(st, until=next_turn(1), collect=events)
    reached = events.index(events_of(events, E.HeroReachedBoss)[0])
    assert E.ItemScored(0, "ice_rod", False) in events[reached:]
    assert st.seats[0].items_down == ("ice_rod",) and st.seats[0].items_up == ()
    check(st)


def _second_face_up(old: str = "necronomicon", new: str = "ice_rod") -> tuple:
    t = walk("neanderthal_cave#1", "neanderthal_cave#2", hero="nick_the_masher", item=new).items(0, up=(old,))
    events: list = []
    st = t.start("adventure", collect=events)
    st = passing(st, until=lambda s: isinstance(s.flow[-1], KeepItem), collect=events)
    return st, events


def test_r28_a_second_face_up_item_one_stays_face_up_by_the_holders_choice():
    st, _ = _second_face_up()
    assert to_act(st) == 0 and set(st.seats[0].items_up) == {"necronomicon", "ice_rod"}
    choices = {a for a in legal_actions(st) if isinstance(a, Choose)}
    assert choices == {Choose(0, "necronomicon"), Choose(0, "ice_rod")}
    events: list = []
    st = act(st, Choose(0, "ice_rod"), collect=events)
    assert E.ItemFlipped(0, "necronomicon", False) in events
    assert st.seats[0].items_up == ("ice_rod",) and st.seats[0].items_down == ("necronomicon",)
    check(st)


def test_r28_the_older_items_boss_ability_may_be_used_first():
    """Seed rule 7: on gaining a second face-up Item the holder may first use the old one's Boss ability."""
    st, _ = _second_face_up()
    use = UseItem(0, "necronomicon", ())
    assert use in legal_actions(st) and UseItem(0, "ice_rod", ()) not in legal_actions(st)
    events: list = []
    st = act(st, use, collect=events)
    flipped = events.index(E.ItemFlipped(0, "necronomicon", False))
    assert isinstance(events[flipped + 1], E.CardsDrawn) and events[flipped + 1].deck == "spell"
    assert st.seats[0].items_up == ("ice_rod",)
    assert not isinstance(st.flow[-1], KeepItem)  # one face-up Item left: no choice to make
    check(st)


# ---------------------------------------------------------------- R29 Boss abilities

def test_r29_a_face_up_item_is_offered_wherever_a_spell_could_be_cast_and_used_turns_it_face_down():
    st = table().items(0, up=("necronomicon",)).dungeon(0, "dark_altar#1").start("build")
    assert to_act(st) == 0 and UseItem(0, "necronomicon", ()) in legal_actions(st)
    events: list = []
    st = act(st, UseItem(0, "necronomicon", ()), collect=events)
    used = events_of(events, E.ItemUsed)[0]
    assert (used.seat, used.item, used.pending) == (0, "necronomicon", False)
    assert E.ItemFlipped(0, "necronomicon", False) in events and events_of(events, E.CardsDrawn)
    assert st.seats[0].items_down == ("necronomicon",)
    assert UseItem(0, "necronomicon", ()) not in legal_actions(st)  # spent
    check(st)


def test_r29_not_offered_outside_spell_windows():
    st = table().items(0, up=("necronomicon",)).start("beginning")
    while st.phase in ("beginning",):
        assert not any(isinstance(a, UseItem) for a in legal_actions(st))
        st = act(st, legal_actions(st)[0])


def test_r29_r17_another_seats_item_waits_for_the_active_player_and_no_cancel_answers_it():
    """R29: an ability, not a Spell: the active player may answer it first (R17), but Counterspell cannot
    cancel it."""
    t = table().items(1, up=("necronomicon",)).hand(0, "counterspell#1", "freeze#1").dungeon(0, "dark_altar#1")
    t = t.dungeon(1, "golem_factory#1")
    st = t.start("build")
    assert st.active == 0
    st = act(st, Pass(0))
    assert to_act(st) == 1
    events: list = []
    st = act(st, UseItem(1, "necronomicon", ()), collect=events)
    assert events_of(events, E.ItemUsed)[0].pending and st.casting == ((1, "necronomicon", ()),)
    assert isinstance(st.flow[-1], Window) and st.flow[-1].kind == "respond" and to_act(st) == 0
    legal = legal_actions(st)
    assert not any(isinstance(a, CastSpell) and a.spell == "counterspell#1" for a in legal)
    assert any(isinstance(a, CastSpell) and a.spell == "freeze#1" for a in legal)  # answered first (R17)
    hand = len(st.seats[1].hand)
    st = act(st, Pass(0), collect=events)
    assert len(st.seats[1].hand) == hand + 1 and st.seats[1].items_down == ("necronomicon",)
    assert events_of(events, E.AbilityResolved)[-1] == E.AbilityResolved(1, "necronomicon", False)
    check(st)


def test_r24_a_seat_is_asked_for_its_face_up_item_which_every_seat_sees():
    """R24/R25: being asked because of a face-up Item tells nothing hidden: the Item is public."""
    def t():
        return table().dungeon(0, "dark_altar#1").dungeon(1, "golem_factory#1").hand(0, "golem_factory#2")

    st = act(t().items(1, up=("necronomicon",)).start("build"), Pass(0))
    assert to_act(st) == 1 and st.seats[1].hand == () and st.flow[-1].order[0] == 0
    bare = act(t().items(1, down=("necronomicon",)).start("build"), Pass(0))  # a spent Item asks nothing
    assert not (isinstance(bare.flow[-1], Window) and bare.flow[-1].order[0] == 0 and to_act(bare) == 1)


# ---------------------------------------------------------------- R27 the walk

def test_r27_hero_skipped_room_the_room_jumped_over_does_nothing():
    """R27, Boots of Jumping: the Room after one the carrier survives is jumped over."""
    events: list = []
    st = walk("dark_altar#1", "neanderthal_cave#1", "dark_altar#2", item="boots_of_jumping").start(
        "adventure", collect=events)
    st = passing(st, until=next_turn(1), collect=events)
    assert E.HeroSkippedRoom("acacia_warrior_of_light", 0, 1, "neanderthal_cave#1") in events
    assert [e.slot for e in events_of(events, E.HeroEnteredRoom)] == [0, 2]
    assert sum(e.amount for e in events_of(events, E.HeroDamaged)) == 2
    check(st)


# ---------------------------------------------------------------- views, codec

def test_r25_views_show_every_item_but_the_decks_order():
    t = table().items(0, up=("ice_rod",), down=("necronomicon",)).town("nick_the_masher")
    t = t.carry("nick_the_masher", "extra_life").items_town("goblin_suit")
    st = t.state()
    for seat in (None, 0, 1):
        v = view(st, seat)
        assert v.seats[0].items_up == ("ice_rod",) and v.seats[0].items_down == ("necronomicon",)
        assert v.carried == (("nick_the_masher", "extra_life"),) and v.items_town == ("goblin_suit",)
        assert v.item_deck == 16 and not any(i in repr(v) for i in st.item_deck)
        assert view(perturbed(st, seat if seat is not None else 0, random.Random(3)), seat) == v


@pytest.mark.parametrize("obj", [
    E.ItemRevealed("extra_life"), E.ItemAttached("extra_life", "nick_the_masher"), E.ItemScored(1, "ice_rod", True),
    E.ItemFlipped(0, "ice_rod", False), E.ItemUsed(2, "necronomicon", (), True),
    E.HeroSkippedRoom("nick_the_masher", 0, 1, "dark_altar#1"), UseItem(0, "vorpal_blade", ("nick_the_masher",)),
    KeepItem(1),
])
def test_codec_round_trips_the_items_events_actions_and_frames(obj):
    assert decode(json.loads(json.dumps(encode(obj)))) == obj


# ---------------------------------------------------------------- random games

@pytest.mark.parametrize("players,others", [(2, ()), (3, ("machinations", "hard_mode")),
                                            (4, ("i_choose_you", "no_opening_discard"))])
def test_random_items_games_keep_every_invariant(players, others):
    """Every property of tests/rules/test_properties.py, with Items: every Item in exactly one place."""
    for seed in range(5):
        play_checked(7000 + 10 * players + seed, deep=seed % 2 == 0,
                     setup=Setup(players, 7000 + seed, ITEMS | frozenset(others)))


def test_items_cards_in_data():
    assert len(CARDS.items) == 20


def test_a_saved_items_game_loads_and_plays_on(tmp_path):
    """Saves and replays keep the variant (DESIGN.md, "Files")."""
    from game.match import Match
    from game.saves import load, save

    m = Match.new(("random", "random", "random"), seed=5, variants=ITEMS)
    rng = random.Random(1)
    while m.to_act is not None and m.step < 150:
        m.submit(rng.choice(m.legal()), at_step=m.step)
    save(m, tmp_path / "items.json")
    back = load(tmp_path / "items.json")
    assert back.setup.variants == ITEMS and back.step == m.step and back.legal() == m.legal()
