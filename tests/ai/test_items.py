"""The bots with Items (the Items variant, R25-R31): legal play in every bot kind, the evaluation's view of
a carried Item and of a face-up one, Boss abilities used when they help, the Item kept, hidden order."""

from __future__ import annotations

import random
import threading

import pytest

from game.ai import BOTS, make_bot, think
from game.ai.determinize import determinize
from game.ai.heuristics import DEFAULT, SEARCH, evaluate, project, utilities
from game.ai.item_effects import ITEM_VALUE, item_worth
from game.ai.search import Budget, HardBot
from game.cards import CARDS
from game.match import Match
from game.rules import Pass, Setup, UseItem, apply, legal_actions, new_game, pair_get, to_act, view
from game.rules.effects import Ctx
from game.rules.engine import run
from game.rules.frames import KeepItem

from rules.scenarios import PHASE_FRAMES, Table

ITEMS = frozenset({"items"})
HERO = "boden_the_pantless"  # a Fighter of 4 Health


def _table(*rooms, item=None, hero=HERO) -> Table:
    """Seat 0 (Robobo: Fighter treasure) with ``rooms``, seat 1 (Gorgona: Thief) with a Mage Room; ``hero``
    in town, carrying ``item``."""
    t = Table(variants=ITEMS, bosses=("robobo", "gorgona")).dungeon(0, *rooms).dungeon(1, "dark_laboratory#1")
    t.town(hero).hand(0, "bottomless_pit#1").hand(1, "boulder_ramp#1")  # a Build phase to stop in
    return t.carry(hero, item) if item is not None else t


def _lured(*rooms, item=None, hero=HERO) -> tuple:
    """This turn's (Souls, Wounds) of seat 0 in the projection of a Build phase where ``hero`` comes to it."""
    souls, wounds, _, _ = project(_table(*rooms, item=item, hero=hero).start("build"))
    return souls[0], wounds[0]


def test_the_projection_counts_a_carriers_health_r27():
    """Oversized Sword's +5 Health (the rules' ``health``): 4 damage kills Boden bare, not armed."""
    assert _lured("golem_factory#1", "golem_factory#2") == (1.0, 0.0)
    souls, wounds = _lured("golem_factory#1", "golem_factory#2", item="oversized_sword")
    assert souls < 0.5 and wounds == 1.0


def test_the_projection_counts_claws_for_the_dungeon_it_goes_to_r27():
    """Claws of the Berserker: +1 Health a Monster Room of the dungeon the carrier is in, counted before it
    walks in (the rules count it from there on)."""
    rooms = ("golem_factory#1", "golem_factory#2", "goblin_armory#1")  # 5 damage, 3 Monster Rooms
    assert _lured(*rooms) == (1.0, 0.0)
    assert _lured(*rooms, item="claws_of_the_berserker")[1] == 1.0


def test_the_projection_counts_the_rooms_a_carrier_escapes_r27():
    """Boots of Jumping skip every second Room, Goblin Suit turns ordinary Monster Rooms harmless, Star of
    Invulnerability the first three Rooms, Pet Monster the first Monster Room, The Bomb the last Room."""
    rooms = ("golem_factory#1", "golem_factory#2")
    for item in ("boots_of_jumping", "goblin_suit", "star_of_invulnerability", "pet_monster", "the_bomb"):
        assert _lured(*rooms, item=item)[1] == 1.0, item
    # a Trap Room is no Monster: the Goblin Suit takes its damage
    souls, wounds = _lured("golem_factory#1", "open_grave#1", "open_grave#2", item="goblin_suit")
    assert wounds == 0.0 and souls == pytest.approx(1.0 + item_worth("goblin_suit", DEFAULT))  # its Item too


def test_extra_life_turns_a_kill_into_its_item_r31():
    """Extra Life (on a Fighter, as Orcish Smithy may give it): the carrier killed goes back to town: no Soul,
    no Wound; its Item comes face-up."""
    souls, wounds = _lured("golem_factory#1", "golem_factory#2", item="extra_life")
    assert wounds == 0.0 and 0.0 < souls < 1.0
    assert souls == pytest.approx(item_worth("extra_life", DEFAULT))


def test_a_toll_counts_against_a_carrier_that_gets_through():
    """A carrier that survives costs its toll (Holy Hand Grenade: two Room cards) beside the Wound."""
    bare = _lured("golem_factory#1", item=None)
    grenade = _lured("golem_factory#1", item="holy_hand_grenade")
    assert bare == (0.0, 1.0) and grenade[1] == 1.0 and grenade[0] < 0.0


def test_a_face_up_item_is_worth_something_a_face_down_one_nothing_r28():
    st = _table("golem_factory#1").start("build")
    up = st._replace(seats=(st.seats[0]._replace(items_up=("vorpal_blade",)), st.seats[1]))
    down = st._replace(seats=(st.seats[0]._replace(items_down=("vorpal_blade",)), st.seats[1]))
    assert evaluate(up, 0) == pytest.approx(evaluate(st, 0) + item_worth("vorpal_blade", DEFAULT))
    assert evaluate(down, 0) == evaluate(st, 0)
    for w in SEARCH.values():  # Hard's weights value it too, like a Spell in hand
        assert utilities(up, w)[0] > utilities(st, w)[0]
    assert set(ITEM_VALUE) == set(CARDS.items)


def _adventure_with(item: str, rooms: tuple, damage: int, seat_items=None) -> object:
    """Seat 0 holds ``item`` face-up; Boden at its entrance has taken ``damage``; its Adventure starts. Seat 1
    holds a Spell, so the walk stops for answers (otherwise a use would play on to next turn at once)."""
    t = Table(variants=ITEMS, bosses=("robobo", "gorgona")).dungeon(0, *rooms).dungeon(1, "dark_laboratory#1")
    t.entrance(0, HERO).items(0, up=(item,)).hand(1, "giant_size#1")  # a Spell: seat 1 is asked at each stop
    st = t.state()
    st = st._replace(damage=((HERO, damage),) if damage else ())
    ctx = Ctx(st)
    ctx.push(*PHASE_FRAMES["adventure"])
    run(ctx)
    return ctx.st


def _greedy_until_walk(st, seat: int = 0):
    """The greedy bot's choices of ``seat`` until Boden's walk is decided: the actions it took."""
    taken = []
    bot = make_bot("greedy", 1)
    while to_act(st) is not None and HERO not in st.seats[0].souls + st.seats[0].wounds:
        who = to_act(st)
        legal = legal_actions(st, who)
        a = bot.choose(view(st, who), legal) if who == seat else next(x for x in legal if isinstance(x, Pass))
        taken.append(a)
        st, _ = apply(st, a)
    return st, taken


def test_greedy_uses_a_boss_ability_that_kills_r29():
    """Vorpal Blade kills Boden (2 damage of 4 Health) where one Room of 1 damage would let it through."""
    st = _adventure_with("vorpal_blade", ("goblin_armory#1",), 2)
    assert UseItem(0, "vorpal_blade", (HERO,)) in legal_actions(st, to_act(st))
    end, taken = _greedy_until_walk(st)
    assert UseItem(0, "vorpal_blade", (HERO,)) in taken
    assert HERO in end.seats[0].souls


def test_greedy_declines_a_boss_ability_that_would_wound_it_r29():
    """Oversized Sword's Boss ability on the one Hero in reach, in its own dungeon that kills it: declined."""
    st = _adventure_with("oversized_sword", ("golem_factory#1", "golem_factory#2"), 0)
    assert UseItem(0, "oversized_sword", (HERO,)) in legal_actions(st, to_act(st))
    end, taken = _greedy_until_walk(st)
    assert not any(isinstance(a, UseItem) for a in taken)
    assert HERO in end.seats[0].souls and end.seats[0].items_up == ("oversized_sword",)


@pytest.mark.parametrize("older,newer", [("cheat_code", "vorpal_blade"), ("vorpal_blade", "cheat_code")])
def test_keep_item_keeps_the_better_one_r28(older, newer):
    """Two face-up Items: greedy keeps the one worth more (whatever the older's ability does first)."""
    t = Table(variants=ITEMS, bosses=("robobo", "gorgona")).dungeon(0, "golem_factory#1")
    t.dungeon(1, "dark_laboratory#1").items(0, up=(older, newer))
    t.hand(0, "bottomless_pit#1").hand(1, "boulder_ramp#1")
    ctx = Ctx(t.state())
    ctx.push(*PHASE_FRAMES["build"])
    run(ctx)  # in the Build phase, where the older Item's Boss ability may be used first
    ctx.push(KeepItem(0))
    run(ctx)
    st = ctx.st
    assert isinstance(st.flow[-1], KeepItem)
    bot = make_bot("greedy", 2)
    while isinstance(st.flow[-1], KeepItem) or st.casting:
        seat = to_act(st)
        st, _ = apply(st, bot.choose(view(st, seat), legal_actions(st, seat)))
    assert st.seats[0].items_up == ("vorpal_blade",)
    assert "cheat_code" in st.seats[0].items_down


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_bot_plays_items_games_legally(players):
    """Every bot name over Items games of 2-4 players, played as bot seats are (``think``); Hard's search
    is cut to one iteration to keep it quick."""
    hurry = threading.Event()
    hurry.set()
    names = sorted(BOTS)
    for game in range(3):
        seats = tuple(names[(game + players + s) % len(names)] for s in range(players))
        m = Match.new(seats, seed=700 + 10 * players + game, variants=ITEMS)
        while (request := m.bot_request()) is not None:
            action = think(request, hurry)
            assert action in request.legal
            m.submit(action, at_step=request.step)
        assert m.state.outcome is not None


def _decision_with_items(seed: int):
    """A decision with a real choice in an Items game, once Items are on the table, and the Item deck still
    holds three or more."""
    st, _ = new_game(Setup(2, seed, ITEMS))
    bot = make_bot("greedy", seed)
    while to_act(st) is not None:
        seat = to_act(st)
        legal = legal_actions(st, seat)
        if st.turn >= 2 and len(legal) > 2 and len(st.item_deck) >= 3 and (st.carried or st.items_town):
            return st, seat, legal
        st, _ = apply(st, bot.choose(view(st, seat), legal))
    raise AssertionError("no suitable decision found")


@pytest.mark.parametrize("seed", [4, 11])
def test_the_item_deck_order_is_unseen_r25(seed):
    """The Item deck's order reaches no bot: samples shuffle the unseen Items, and the greedy and hard bots
    decide alike whatever the real order."""
    st, seat, legal = _decision_with_items(seed)
    v = view(st, seat)
    samples = [determinize(v, random.Random(k)) for k in range(8)]
    assert all(sorted(s.item_deck) == sorted(st.item_deck) for s in samples)
    assert len({s.item_deck for s in samples}) > 1
    twin = st._replace(item_deck=tuple(reversed(st.item_deck)))
    assert view(twin, seat) == v
    for name in ("greedy", "easy"):
        assert make_bot(name, 5).choose(v, legal) == make_bot(name, 5).choose(view(twin, seat), legal)
    budget = Budget(seconds=60.0, iterations=30)
    assert HardBot(5, budget).choose(v, legal) == HardBot(5, budget).choose(view(twin, seat), legal)



def test_two_face_up_items_are_worth_the_better_one_r28():
    """Two face-up Items wait for the choice of the one that stays: a table scored then counts the better."""
    st = _table("golem_factory#1").start("build")
    both = st._replace(seats=(st.seats[0]._replace(items_up=("cheat_code", "vorpal_blade")), st.seats[1]))
    best = st._replace(seats=(st.seats[0]._replace(items_up=("vorpal_blade",)), st.seats[1]))
    assert evaluate(both, 0) == evaluate(best, 0)


def test_the_bomb_spares_a_walker_the_last_room_ahead_r27():
    """The Bomb acts as its carrier steps into the last Room: counted for a Hero already walking too."""
    t = Table(variants=ITEMS, bosses=("robobo", "gorgona")).dungeon(0, "golem_factory#1", "golem_factory#2")
    t.dungeon(1, "dark_laboratory#1").entrance(0, HERO).carry(HERO, "the_bomb").hand(1, "giant_size#1")
    st = t.start("adventure")
    while st.walker is None or pair_get(st.damage, HERO) == 0:
        st, _ = apply(st, Pass(to_act(st)))
    assert st.walker.slot == 0 and project(st)[1][0] == 1.0  # 2 damage taken of 4, the last Room's 2 spared
