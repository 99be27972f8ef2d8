"""A turn's five phases: R7-R13. Bosses are chosen so that seat 0 acts first (higher XP)."""

from game.rules import ActivateAbility, BuildRoom, CastSpell, Pass, apply, legal_actions, to_act
from game.rules import events as E
from game.rules.frames import EndOfTurn, Reveal, SetupBuilds, Turn
from game.rules.queries import treasure

from rules.scenarios import Table, act, events_of, next_turn, passing, until_phase

FIRST = ("gorgona", "robobo", "cerebellus")  # XP 500, 400, 650 -> order 2, 0, 1 with three players


def test_r7_beginning_reveals_a_hero_per_starting_player_and_everyone_draws():
    """R7: one Hero per player who started (an eliminated seat still counts), then a Room each in XP
    order; no Spell window in this phase."""
    events = []
    st = Table(players=3, bosses=FIRST).eliminated(1).hand(0, "freeze#1").start("beginning", collect=events)
    assert len(events_of(events, E.HeroRevealed)) == 3
    draws = events_of(events, E.CardsDrawn)
    assert [(d.seat, d.deck, d.count) for d in draws] == [(2, "room", 1), (0, "room", 1)]
    assert st.phase == "build"


def test_r8_active_player_builds_at_most_one_room_then_next_player():
    """R8: each player in XP order is active once and places at most one Room face-down."""
    table = Table(bosses=FIRST).hand(0, "goblin_armory#1", "dark_altar#1", "freeze#1")
    table.hand(1, "golem_factory#1").dungeon(0, "open_grave#1").dungeon(1, "open_grave#2")
    st = table.start("build")
    assert to_act(st) == 0 and st.active == 0
    st = act(st, BuildRoom(0, "goblin_armory#1", None))
    assert to_act(st) == 0  # may still cast Freeze, but build no more
    assert not any(isinstance(a, BuildRoom) for a in legal_actions(st))
    st = act(st, Pass(0))
    assert st.active == 1
    events = []
    st = act(st, BuildRoom(1, "golem_factory#1", 0), collect=events)
    assert events_of(events, E.RoomBuilt)[0].face_down
    passing(st, until=lambda s: s.phase != "build", collect=events)
    revealed = events_of(events, E.RoomRevealed)
    assert [(r.seat, r.room) for r in revealed] == [(0, "goblin_armory#1"), (1, "golem_factory#1")]


def test_r8_other_players_may_answer_with_build_spells():
    """R8: a non-active player holding a Build Spell is asked once the active player passes."""
    table = Table(bosses=FIRST).dungeon(0, "open_grave#1").dungeon(1, "open_grave#2").hand(1, "freeze#1")
    st = table.hand(0, "dark_altar#1").start("build")
    assert to_act(st) == 0
    st = act(st, Pass(0))
    assert to_act(st) == 1 and st.active == 0
    assert CastSpell(1, "freeze#1", ("open_grave#1",)) in legal_actions(st)


def test_r8_no_adventure_spells_during_build():
    """R8: only Build Spells in the Build phase."""
    st = Table(bosses=FIRST).dungeon(0, "open_grave#1").hand(0, "fear#1", "giant_size#1").start("build")
    assert to_act(st) is None or not any(isinstance(a, CastSpell) for a in legal_actions(st))


def test_r9_where_rooms_may_go():
    """R9: a new pile only below five visible Rooms; Advanced only over a shared treasure; never over a
    face-down or deactivated Room; no Advanced over Neanderthal Cave."""
    table = Table(bosses=FIRST).dungeon(0, "dark_altar#1", "goblin_armory#1", "neanderthal_cave#1",
                                        "open_grave#1", "golem_factory#1")
    table.hand(0, "dracolich_lair#1", "bottomless_pit#1").inactive("open_grave#1")
    st = table.start("build")
    builds = {(a.room, a.over) for a in legal_actions(st) if isinstance(a, BuildRoom)}
    assert ("bottomless_pit#1", None) not in builds  # five Rooms already
    assert ("dracolich_lair#1", 0) in builds  # cleric over cleric
    assert ("dracolich_lair#1", 1) not in builds  # no shared treasure
    assert ("dracolich_lair#1", 2) not in builds and ("bottomless_pit#1", 2) in builds  # Neanderthal Cave
    assert ("bottomless_pit#1", 3) not in builds  # deactivated
    events = []
    act(st, BuildRoom(0, "bottomless_pit#1", 4), collect=events)
    built = events_of(events, E.RoomBuilt)[0]
    assert (built.slot, built.covered, built.face_down) == (4, "golem_factory#1", True)


def test_r9_advanced_rooms_never_start_a_pile():
    """R9 (a)/(b): an Advanced Room is only ever built on top of a Room."""
    st = Table(bosses=FIRST).dungeon(0, "dark_altar#1").hand(0, "vampire_bordello#1").start("build")
    assert BuildRoom(0, "vampire_bordello#1", None) not in legal_actions(st)
    assert BuildRoom(0, "vampire_bordello#1", 0) in legal_actions(st)


def _five_room_table(boss="cerebellus"):
    return (Table(bosses=(boss, "robobo"))
            .dungeon(0, "dark_altar#1", "goblin_armory#1", "neanderthal_cave#1", "open_grave#1")
            .dungeon(1, "golem_factory#2").hand(0, "dark_laboratory#1"))


def test_r10_level_up_at_the_reveal_before_the_build_effect():
    """R10: five Rooms at the reveal: the Level Up resolves before that Room's build effect."""
    events = []
    st = _five_room_table().start("build")
    st = act(st, BuildRoom(0, "dark_laboratory#1", None), collect=events)
    st = passing(st, until=next_turn(1), collect=events)
    kinds = [type(e) for e in events]
    assert E.LevelUp in kinds
    level = kinds.index(E.LevelUp)
    drawn = [i for i, e in enumerate(events) if isinstance(e, E.CardsDrawn) and e.deck == "spell"]
    assert drawn and level < drawn[0]


def test_r10_once_per_game():
    """R10: a Boss that already levelled up does not again."""
    events = []
    st = _five_room_table().leveled(0).start("build")
    st = act(st, BuildRoom(0, "dark_laboratory#1", None), collect=events)
    passing(st, until=lambda s: s.phase == "bait", collect=events)
    assert not events_of(events, E.LevelUp)


def test_r10_level_up_delayed_by_a_deactivated_room_waits_for_end_of_turn():
    """R10: a Room deactivated during Build keeps the dungeon below five Rooms until End of Turn."""
    table = _five_room_table().hand(1, "freeze#1")
    events = []
    st = table.start("build")
    st = act(st, BuildRoom(0, "dark_laboratory#1", None), collect=events)
    st = act(st, CastSpell(1, "freeze#1", ("goblin_armory#1",)), collect=events)
    st = passing(st, until=next_turn(1), collect=events)
    level = next(i for i, e in enumerate(events) if isinstance(e, E.LevelUp))
    end = next(i for i, e in enumerate(events) if isinstance(e, E.PhaseStarted) and e.phase == "end")
    assert level > end


def test_r11_bait_strictly_highest_treasure_first_in_first_out():
    """R11: each Hero in town, first revealed first, goes to the strictly highest total of its type;
    a tie or no treasure keeps it in town; Heroes arrive at an entrance in reveal order."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "dark_altar#1").dungeon(1, "goblin_armory#1")
    table.town("acacia_warrior_of_light", "boden_the_pantless", "nick_the_masher", "tieg_and_the_magic_bubble")
    st = table.state()
    assert treasure(st, 0, "cleric") == 2 and treasure(st, 1, "fighter") == 3  # Rooms + Robobo's icon
    events = []
    st = table.start("bait", collect=events)
    lured = [(e.hero, e.seat) for e in events_of(events, E.HeroLured)]
    assert lured == [("acacia_warrior_of_light", 0), ("boden_the_pantless", 1), ("nick_the_masher", 0)]
    assert st.town == ("tieg_and_the_magic_bubble",) or "tieg_and_the_magic_bubble" in st.town


def test_r11_tie_keeps_the_hero_in_town():
    """R11: a tie for the highest total keeps the Hero in town."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2")
    events = []
    table.town("nick_the_masher").start("bait", collect=events)
    assert not events_of(events, E.HeroLured)


def test_r11_the_fool_goes_to_the_fewest_souls():
    """R11: The Fool goes to the player with the fewest Souls; a tie keeps him in town."""
    events = []
    Table(bosses=("gorgona", "robobo")).souls(0, "nick_the_masher").town("the_fool").start("bait", collect=events)
    assert [(e.hero, e.seat) for e in events_of(events, E.HeroLured)] == [("the_fool", 1)]
    events = []
    Table(bosses=("gorgona", "robobo")).town("the_fool").start("bait", collect=events)
    assert not events_of(events, E.HeroLured)


def test_r12_hero_walks_room_by_room_and_dies_or_wounds():
    """R12: Room by Room from the entrance: enter, damage; a Hero whose damage reaches its Health dies
    (1 Soul, 2 for an Epic Hero); one that passes the last Room reaches the Boss (Wounds)."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "neanderthal_cave#1", "golem_factory#1")
    table.entrance(0, "nick_the_masher", "katelyn_angelic_healer")
    events = []
    st = table.start("adventure", collect=events)
    st = passing(st, until=next_turn(1), collect=events)
    events = until_phase(events, "end")
    entered = [(e.hero, e.slot) for e in events_of(events, E.HeroEnteredRoom)]
    assert entered[:2] == [("nick_the_masher", 0), ("nick_the_masher", 1)]
    killed = events_of(events, E.HeroKilled)
    assert [(k.hero, k.souls) for k in killed] == [("nick_the_masher", 1)]
    reached = events_of(events, E.HeroReachedBoss)
    assert [(r.hero, r.wounds) for r in reached] == [("katelyn_angelic_healer", 2)]
    assert "nick_the_masher" in st.seats[0].souls and "katelyn_angelic_healer" in st.seats[0].wounds
    assert events_of(events, E.HeroDamaged)[0].amount == 3


def test_r12_adventure_in_xp_order_with_a_window_before_each_hero_enters():
    """R12: players in XP order; a Spell window before the Hero enters and after each Room's damage."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "golem_factory#1").dungeon(1, "golem_factory#2")
    table.entrance(0, "nick_the_masher").entrance(1, "boden_the_pantless").hand(1, "giant_size#1")
    events = []
    st = table.start("adventure", collect=events)
    assert st.active == 0 and to_act(st) == 1  # seat 1 may answer before the Hero enters
    assert st.walker is None
    st = act(st, Pass(1), collect=events)
    assert st.walker == (0, "nick_the_masher", 0)  # after Golem Factory's damage, another window
    st = passing(st, until=next_turn(1), collect=events)
    order = [e.seat for e in events_of(until_phase(events, "end"), E.PlayerActivated)]
    assert order == [0, 1]


def test_r13_end_of_turn_clears_effects_and_reactivates():
    """R13: 'until end of turn' effects end, deactivated Rooms reactivate, Hero damage clears."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "dark_altar#1", "golem_factory#1")
    table.inactive("golem_factory#1")
    st = table.state()._replace(boosts=((("dark_altar#1", "giant_size#1"), 3),), damage=(("nick_the_masher", 2),))
    from game.rules.effects import Ctx
    from game.rules.engine import run

    ctx = Ctx(st)
    ctx.push(EndOfTurn())
    run(ctx)
    assert not ctx.st.inactive and not ctx.st.boosts and not ctx.st.damage
    assert events_of(ctx.events, E.RoomReactivated)[0].room == "golem_factory#1"


def test_r12_bottomless_pit_owner_acts_first():
    """R12/R17: in the window after a Room's damage the active player is asked first."""
    table = Table(bosses=("gorgona", "robobo")).dungeon(0, "bottomless_pit#1").entrance(0, "nick_the_masher")
    table.hand(1, "fear#1")
    st = passing(table.start("adventure"), until=lambda s: s.walker is not None)
    assert to_act(st) == 0 and st.walker == (0, "nick_the_masher", 0)
    assert ActivateAbility(0, "bottomless_pit#1", ("nick_the_masher",)) in legal_actions(st)
    st, events = apply(st, ActivateAbility(0, "bottomless_pit#1", ("nick_the_masher",)))
    assert events_of(events, E.HeroKilled)


LOW_TO_HIGH = ("robobo", "gorgona", "cerebellus")  # XP 400, 500, 650 -> XP order 2, 1, 0


def _reveal_order(events) -> list:
    """(event, seat) of each Level Up and Dark Laboratory build effect, in the order they resolved."""
    return [(type(e).__name__, e.seat) for e in events
            if isinstance(e, E.LevelUp) or (isinstance(e, E.AbilityUsed) and e.card.startswith("dark_laboratory"))]


def test_r8_r10_reveal_resolves_level_ups_and_build_effects_highest_xp_first():
    """R8, R10 (000: "Any 'Level Up' and 'when you build this Room' abilities take effect for the highest
    XP player, followed by lower-XP players"): three Dark Laboratories revealed together, two of them
    completing five Rooms. Each player's Level Up comes before its Room's build effect."""
    table = Table(players=3, bosses=LOW_TO_HIGH)
    fillers = iter(["goblin_armory#1", "goblin_armory#2", "goblin_armory#3", "open_grave#1", "open_grave#2",
                    "golem_factory#1", "golem_factory#2", "golem_factory#3", "neanderthal_cave#1"])
    table.dungeon(0, next(fillers), "dark_laboratory#1")
    table.dungeon(1, *(next(fillers) for _ in range(4)), "dark_laboratory#2")
    table.dungeon(2, *(next(fillers) for _ in range(4)), "dark_laboratory#3")
    table.facedown("dark_laboratory#1", "dark_laboratory#2", "dark_laboratory#3")
    events = []
    st = table.start("reveal", collect=events)
    assert st.xp_order == (2, 1, 0)
    passing(st, until=lambda s: s.phase == "bait", collect=events)
    assert _reveal_order(events) == [("LevelUp", 2), ("AbilityUsed", 2), ("LevelUp", 1), ("AbilityUsed", 1),
                                     ("AbilityUsed", 0)]


def test_r6_setup_reveal_resolves_build_effects_in_xp_order():
    """R6 (002 Setup: "Simultaneously reveal all Room cards. Resolve any Rooms with 'when you build this'
    effects in XP order"): each seat builds a Dark Laboratory face-down; the highest XP resolves first."""
    table = Table(players=3, bosses=LOW_TO_HIGH, turn=0)
    for seat in range(3):
        table.hand(seat, f"dark_laboratory#{seat + 1}")
    events = []
    st = table.start(frames=(SetupBuilds(), Reveal(), Turn()), collect=events)
    for seat in (2, 1, 0):  # the setup builds go in XP order too
        assert to_act(st) == seat
        st = act(st, BuildRoom(seat, f"dark_laboratory#{seat + 1}", None), collect=events)
    passing(st, until=lambda s: s.turn == 1, collect=events)
    assert _reveal_order(events) == [("AbilityUsed", 2), ("AbilityUsed", 1), ("AbilityUsed", 0)]
