"""Keywords: priority, cancel, destroy, deactivate, heal, damage and Health, decks, hidden
information (R17-R24), and the optional variants."""

from game.rules import (
    ActivateAbility,
    CastSpell,
    Choose,
    Pass,
    Setup,
    legal_actions,
    new_game,
    to_act,
    view,
)
from game.rules import events as E
from game.rules.effects import Ctx, destroy, draw
from game.rules.frames import Adventure, Choice, EndOfTurn
from game.rules.queries import room_count, room_damage, treasure

from rules.scenarios import Table, act, events_of, next_turn, passing, until_phase


def test_r17_a_spell_whose_target_is_gone_is_wasted():
    """R17: the target is fixed on declaration; gone when the Spell resolves, the Spell is wasted."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "jackpot_stash#1").dungeon(1, "dark_altar#1")
    table.hand(0, "goblin_armory#1").hand(1, "freeze#1")
    st = table.start("build")  # seat 0 (Gorgona, 500 XP) is active
    events = []
    st = act(st, Pass(0), collect=events)
    st = act(st, CastSpell(1, "freeze#1", ("jackpot_stash#1",)), collect=events)
    assert to_act(st) == 0  # the active player answers first: destroys its own Jackpot Stash
    st = act(st, ActivateAbility(0, "jackpot_stash#1", ()), collect=events)
    passing(st, until=lambda s: s.phase != "build", collect=events)
    resolved = events_of(events, E.SpellResolved)
    assert resolved[0].spell == "freeze#1" and resolved[0].wasted
    assert not events_of(events, E.RoomDeactivated)


def test_r17_active_player_is_asked_first():
    """R17: windows ask the active player first, then the others in XP order."""
    table = Table(players=3, bosses=("robobo", "gorgona", "cerebellus"))  # XP order: 2, 1, 0
    table.dungeon(0, "golem_factory#1").hand(0, "freeze#1").hand(1, "freeze#2").hand(2, "freeze#3")
    table.hand(0, "dark_altar#1")
    st = table.start("build")
    assert st.active == 2 and to_act(st) == 2
    st = act(st, Pass(2))
    assert to_act(st) == 1  # then the others in XP order
    st = act(st, Pass(1))
    assert to_act(st) == 0


def test_r17_the_active_player_answers_a_spell_with_any_spell_first():
    """R17 (002, Jeopardy: "If another player declares this Spell card while you are the active player,
    you may play any number of Spells and abilities before this Spell resolves")."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "golem_factory#1").dungeon(1, "dark_altar#1")
    table.hand(0, "freeze#1", "goblin_armory#1").hand(1, "jeopardy#1")
    st = table.start("build")  # seat 0 (Gorgona, 500 XP) is active
    events = []
    st = act(st, Pass(0), collect=events)
    st = act(st, CastSpell(1, "jeopardy#1", ()), collect=events)
    assert to_act(st) == 0 and CastSpell(0, "freeze#1", ("dark_altar#1",)) in legal_actions(st)
    st = act(st, CastSpell(0, "freeze#1", ("dark_altar#1",)), collect=events)
    passing(st, until=lambda s: s.phase != "build", collect=events)
    assert [e.spell for e in events_of(events, E.SpellResolved)] == ["freeze#1", "jeopardy#1"]
    assert events_of(events, E.RoomDeactivated)[0].room == "dark_altar#1"
    discarded = [c for e in events_of(events, E.CardsDiscarded) if e.seat == 0 for c in e.cards]
    assert discarded == ["goblin_armory#1"]  # Jeopardy took what was left of the hand


def test_r17_others_answer_the_active_players_spell_only_with_cancels():
    """R17/R18: the active player's Spells resolve first; another seat may answer one only by cancelling
    it (000, Cancel: "even if you are not the active player")."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "golem_factory#1").dungeon(1, "jackpot_stash#1")
    table.hand(0, "jeopardy#1").hand(1, "freeze#1", "counterspell#1")
    st = act(table.start("build"), CastSpell(0, "jeopardy#1", ()))
    assert to_act(st) == 1
    assert set(legal_actions(st)) == {CastSpell(1, "counterspell#1", ("jeopardy#1",)), Pass(1)}


PRINCESS = ("cerebellus", "gorgona", "robobo")  # XP 650, 500, 400: seat 0 is active, then 1, then 2


def _princess_table():
    table = Table(players=3, bosses=PRINCESS).town("nick_the_masher").dungeon(0, "golem_factory#1")
    return table.hand(0, "freeze#1").hand(1, "princess_in_peril#1").hand(2, "princess_in_peril#2")


def test_r17_a_higher_xp_answer_resolves_first_and_the_lower_princess_in_peril_is_wasted():
    """R17 (002, Princess in Peril: "If you play this Spell while you are not the active player, and a
    higher-XP player also plays Princess in Peril targeting the same Hero, this spell is wasted"): the
    lower-XP seat casts first; the higher-XP seat answers with the same Spell, which resolves first."""
    events = []
    st = _princess_table().start("build", collect=events)
    st = act(st, Pass(0), collect=events)
    st = act(st, Pass(1), collect=events)
    st = act(st, CastSpell(2, "princess_in_peril#2", ("nick_the_masher",)), collect=events)
    st = act(st, Pass(0), collect=events)  # the active player, asked first, lets it be answered
    assert to_act(st) == 1
    st = act(st, CastSpell(1, "princess_in_peril#1", ("nick_the_masher",)), collect=events)
    st = passing(st, until=lambda s: s.active != 0, collect=events)
    resolved = [(e.spell, e.wasted) for e in events_of(events, E.SpellResolved)]
    assert resolved == [("princess_in_peril#1", False), ("princess_in_peril#2", True)]
    assert st.seats[1].entrance == ("nick_the_masher",) and not st.seats[2].entrance


def test_r17_the_lower_xp_seat_cannot_answer_the_higher_ones_princess_in_peril():
    """R17: the higher-XP seat casts first; the lower-XP seat may not answer with its own Spell (it would
    resolve later anyway) and, once the Hero has left town, has nothing to target."""
    events = []
    st = _princess_table().start("build", collect=events)
    st = act(st, Pass(0), collect=events)
    st = act(st, CastSpell(1, "princess_in_peril#1", ("nick_the_masher",)), collect=events)
    while st.casting:  # the answers to it: seat 2, holding a Spell, is asked (R24) but may only pass
        if to_act(st) == 2:
            assert legal_actions(st) == [Pass(2)]
        st = act(st, Pass(to_act(st)), collect=events)
    assert st.seats[1].entrance == ("nick_the_masher",) and not st.town
    assert [e.spell for e in events_of(events, E.SpellResolved)] == ["princess_in_peril#1"]


def test_r18_counterspell_cancels_and_can_be_cancelled():
    """R18: the most recent cancel resolves first, so a Counterspell can cancel a Counterspell."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "dark_altar#1").dungeon(1, "golem_factory#1")
    table.hand(0, "freeze#1", "counterspell#2").hand(1, "counterspell#1")
    events = []
    st = table.start("build")
    st = act(st, CastSpell(0, "freeze#1", ("golem_factory#1",)), collect=events)
    st = act(st, CastSpell(1, "counterspell#1", ("freeze#1",)), collect=events)
    st = act(st, CastSpell(0, "counterspell#2", ("counterspell#1",)), collect=events)
    passing(st, until=lambda s: s.phase != "build", collect=events)
    cancelled = events_of(events, E.SpellCancelled)
    assert [(c.spell, c.by) for c in cancelled] == [("counterspell#1", "counterspell#2")]
    assert events_of(events, E.RoomDeactivated)[0].room == "golem_factory#1"


def test_r18_cancelled_spell_goes_to_the_discard_pile():
    table = Table(bosses=("gorgona", "robobo")).dungeon(1, "golem_factory#1").dungeon(0, "dark_altar#1")
    table.hand(0, "freeze#1").hand(1, "counterspell#1")
    events = []
    st = table.start("build")
    st = act(st, CastSpell(0, "freeze#1", ("golem_factory#1",)), collect=events)
    st = act(st, CastSpell(1, "counterspell#1", ("freeze#1",)), collect=events)
    st = passing(st, until=lambda s: s.phase != "build", collect=events)
    assert {"freeze#1", "counterspell#1"} <= set(st.discard)
    assert not events_of(events, E.RoomDeactivated)


def test_r19_destroy_uncovers_or_slides():
    """R19: the Room beneath is uncovered (no build effect); with none, the Rooms to its left slide."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "open_grave#1", ("dark_altar#1", "jackpot_stash#1"),
                                                       "golem_factory#1")
    ctx = Ctx(table.state())
    destroy(ctx, 0, "jackpot_stash#1")
    assert ctx.st.seats[0].dungeon == (("open_grave#1",), ("dark_altar#1",), ("golem_factory#1",))
    assert ctx.events[-1].uncovered == "dark_altar#1"
    destroy(ctx, 0, "dark_altar#1")
    assert ctx.st.seats[0].dungeon == (("open_grave#1",), ("golem_factory#1",))
    assert "jackpot_stash#1" in ctx.st.discard and "dark_altar#1" in ctx.st.discard


def test_r19_hero_in_a_destroyed_room_walks_on():
    """R19: a Hero in a destroyed Room leaves it and walks on to the next Room."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "jackpot_stash#1", "golem_factory#1")
    table.entrance(0, "delatorious_angel_of_light")
    st = table.start("adventure")
    assert st.walker is None  # Jackpot Stash may be used before the Hero enters
    st = act(st, Pass(0))
    assert st.walker == (0, "delatorious_angel_of_light", 0)
    events = []
    st = act(st, ActivateAbility(0, "jackpot_stash#1", ()), collect=events)
    st = passing(st, until=next_turn(1), collect=events)
    entered = [(e.slot, e.room) for e in events_of(until_phase(events, "end"), E.HeroEnteredRoom)]
    assert entered == [(0, "golem_factory#1")]
    assert events_of(events, E.HeroReachedBoss)  # 1 + 2 damage against Health 8


def _pit_uses(st) -> list:
    return [a for a in legal_actions(st) if isinstance(a, ActivateAbility) and a.card == "bottomless_pit#1"]


def test_r19_a_room_uncovered_under_the_hero_does_not_affect_it():
    """R19 (000, Destroy: the Room beneath "is revealed (not destroyed or built)"; 002, Bottomless Pit:
    an uncovered Room triggers nothing for the Hero): the Hero leaves the destroyed Dark Altar and walks
    on; the Bottomless Pit uncovered beneath it is never offered against it and deals it no damage."""
    table = Table(bosses=("gorgona", "robobo")).discard("freeze#1")
    table.dungeon(0, ("bottomless_pit#1", "dark_altar#1"), "golem_factory#1").entrance(0, "nick_the_masher")
    st = act(table.start("adventure"), Pass(0))
    assert st.walker == (0, "nick_the_masher", 0)
    events = []
    st = act(st, ActivateAbility(0, "dark_altar#1", ("freeze#1",)), collect=events)
    assert st.seats[0].dungeon[0] == ("bottomless_pit#1",) and st.walker == (0, "nick_the_masher", None)
    assert not _pit_uses(st)
    passing(st, until=next_turn(1), collect=events)
    entered = [(e.slot, e.room) for e in events_of(until_phase(events, "end"), E.HeroEnteredRoom)]
    assert entered == [(1, "golem_factory#1")]
    assert not events_of(events, E.HeroKilled) and events_of(events, E.HeroReachedBoss)


def test_r19_after_a_slide_the_next_room_acts_only_once_the_hero_has_entered_it():
    """R19: with nothing beneath, the Rooms slide; the Hero is in no Room until it enters the next one
    and takes its damage: only then may that Room's ability ("the Hero in this Room") be used."""
    table = Table(bosses=("gorgona", "robobo")).hand(0, "exhaustion#1")
    table.dungeon(0, "jackpot_stash#1", "bottomless_pit#1").entrance(0, "nick_the_masher")
    st = act(table.start("adventure"), Pass(0))
    events = []
    st = act(st, ActivateAbility(0, "jackpot_stash#1", ()), collect=events)
    assert st.seats[0].dungeon == (("bottomless_pit#1",),) and st.walker == (0, "nick_the_masher", None)
    assert to_act(st) == 0 and not _pit_uses(st)  # asked again (Exhaustion), but not for the Pit
    st = passing(st, until=lambda s: bool(_pit_uses(s)), collect=events)
    assert events_of(events, E.HeroEnteredRoom)[-1].room == "bottomless_pit#1"
    assert events_of(events, E.HeroDamaged)[-1].total == 1 + 1  # Jackpot Stash, then the Pit
    assert st.walker == (0, "nick_the_masher", 0)


def test_r20_deactivated_room_has_no_damage_treasure_or_count_and_cannot_be_built_over():
    """R20: until end of turn a deactivated Room deals no damage, has no treasure, is not counted as a
    Room, breaks adjacency, and cannot be built over or destroyed."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "goblin_armory#1", "dark_altar#1", "golem_factory#1")
    st = table.inactive("goblin_armory#1", "dark_altar#1").state()
    assert room_damage(st, 0, 1) == 0 and room_damage(st, 0, 2) == 2
    assert treasure(st, 0, "cleric") == 0 and room_count(st, 0) == 1
    st = table.hand(0, "neanderthal_cave#2").start("build")
    assert {a.over for a in legal_actions(st) if hasattr(a, "over")} == {None, 2}
    from game.rules.abilities.common import destroyable

    assert destroyable(st, 0) == ("golem_factory#1",)


def test_r20_adjacency_breaks():
    """R20 + Goblin Armory: a deactivated Armory boosts nobody."""
    table = Table().dungeon(0, "goblin_armory#1", "golem_factory#1")
    assert room_damage(table.state(), 0, 1) == 3
    assert room_damage(table.inactive("goblin_armory#1").state(), 0, 1) == 2


def test_r21_heal_turns_a_wound_into_souls():
    """R21: heal flips a face-up Hero face-down; an Epic Hero's two Wounds become two Souls."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "neanderthal_cave#1", "vampire_bordello#1")
    table.wounds(0, "katelyn_angelic_healer")
    table.entrance(0, "nick_the_masher")
    events = []
    st = table.start("adventure", collect=events)
    st = passing(st, until=lambda s: s.waiting == 0 and isinstance(s.flow[-1], Choice), collect=events)
    assert Choose(0, "katelyn_angelic_healer") in legal_actions(st)
    st = act(st, Choose(0, "katelyn_angelic_healer"), collect=events)
    assert "katelyn_angelic_healer" in st.seats[0].souls and not st.seats[0].wounds
    assert events_of(events, E.WoundHealed)


def test_r22_health_bonus_raises_the_bar_and_damage_never_below_zero():
    """R22: a Hero dies when damage >= Health; +N Health raises the bar; a Room's damage is never < 0."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "neanderthal_cave#1", "dark_altar#1")
    table.entrance(0, "nick_the_masher")
    st = table.state()._replace(health=((("nick_the_masher", "assassin#1"), 1),))
    from game.rules.engine import run

    ctx = Ctx(st)
    ctx.push(Adventure(), EndOfTurn())
    run(ctx)
    st = passing(ctx.st, until=next_turn(1))
    assert "nick_the_masher" in st.seats[0].wounds  # 3 + 1 damage does not reach Health 4 + 1
    negative = table.state()._replace(boosts=((("dark_altar#1", None), -5),))
    assert room_damage(negative, 0, 1) == 0


def test_r22_exactly_health_kills():
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "neanderthal_cave#1", "dark_altar#1")
    events = []
    st = table.entrance(0, "nick_the_masher").start("adventure", collect=events)
    passing(st, until=next_turn(1), collect=events)
    assert events_of(events, E.HeroKilled)[0].hero == "nick_the_masher"  # 3 + 1 = Health 4


def test_r23_empty_deck_reshuffles_the_discard_pile():
    """R23: an empty deck becomes the shuffled discarded cards of its kind; hands have no limit."""
    st = Table().discard("dark_altar#1", "freeze#1", "golem_factory#1").state()
    st = st._replace(removed=st.room_deck, room_deck=())
    ctx = Ctx(st)
    draw(ctx, 0, "room", 2)
    shuffled = events_of(ctx.events, E.DeckShuffled)[0]
    assert shuffled.from_discard and set(shuffled.cards) == {"dark_altar#1", "golem_factory#1"}
    assert set(ctx.st.seats[0].hand) == {"dark_altar#1", "golem_factory#1"}
    assert ctx.st.discard == ("freeze#1",)
    draw(ctx, 0, "spell", 20)
    assert len(ctx.st.seats[0].hand) == 22


def test_r24_views_hide_hands_face_down_rooms_and_deck_order():
    """R24: a seat sees its own hand and face-down Rooms; others see sizes and backs."""
    table = Table(bosses=("gorgona", "robobo")).hand(0, "freeze#1").hand(1, "fear#1", "dark_altar#1")
    table.dungeon(1, "golem_factory#1").facedown("golem_factory#1")
    st = table.state()
    mine = view(st, 1)
    theirs = view(st, 0)
    assert mine.seats[1].hand == ("fear#1", "dark_altar#1") and mine.seats[1].dungeon == (("golem_factory#1",),)
    assert theirs.seats[1].hand is None and theirs.seats[1].hand_size == 2
    assert theirs.seats[1].dungeon == ((None,),)
    assert not hasattr(theirs, "room_deck_order") and isinstance(theirs.room_deck, int)
    spectator = view(st, None)
    assert all(p.hand is None for p in spectator.seats)


def test_variant_machinations_draw_without_a_soul():
    """Variant "Machinations": a player who gained no Soul this turn may draw a Room or Spell."""
    table = Table(bosses=("gorgona", "robobo"), variants=frozenset({"machinations"}))
    from game.rules.engine import run

    ctx = Ctx(table.state())
    ctx.push(EndOfTurn())
    run(ctx)
    st = ctx.st
    assert st.phase == "end" and to_act(st) == 0
    assert set(legal_actions(st)) == {Choose(0, "room"), Choose(0, "spell"), Pass(0)}
    st = act(st, Choose(0, "spell"))
    assert len(st.seats[0].hand) == 1


def test_variant_hard_mode_removes_health_4_heroes():
    """Variant "Hard Mode": no ordinary Hero with Health 4."""
    from game.rules.state import card

    st, _ = new_game(Setup(4, 1, frozenset({"hard_mode"})))
    assert all(card(h).health != 4 for h in st.hero_deck) and len(st.hero_deck) == 25 - 8


def test_r24_an_eliminated_players_hand_leaves_the_game_unseen():
    """R24 (R15): the eliminated player's cards leave the game; its hand goes unseen: no view lists its
    cards, others learn only how many left."""
    table = Table(players=3, bosses=("gorgona", "robobo", "cerebellus"))
    table.wounds(0, "nick_the_masher", "boden_the_pantless", "joman_chimm_cutpurse", "charles_the_young",
                 "jesta_the_rogue").dungeon(0, "dark_altar#1").hand(0, "freeze#1", "golem_factory#1")
    st = passing(table.start("end"), until=lambda s: s.seats[0].out)
    for seat in (None, 1, 2):
        v = view(st, seat)
        assert not {"freeze#1", "golem_factory#1"} & set(v.removed)
        assert v.seats[0].hand is None and v.seats[0].hand_size == 2
        assert "dark_altar#1" in v.removed  # the rest leaves the game face-up
    assert not {"freeze#1", "golem_factory#1"} & set(st.discard)
