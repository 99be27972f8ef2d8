"""The table's numbers with their parts (``room_damage_figure``, ``treasure_figures``, ``health_figure``): the
printed number, each modifier with the card that gives it, and a total equal to what the rules use (R11,
R20, R22). Seat 0 acts first (Gorgona, XP 500, before Robobo)."""

import random

from game.rules import (
    ActivateAbility,
    CastSpell,
    Figure,
    Setup,
    apply,
    health,
    health_figure,
    legal_actions,
    new_game,
    room_damage,
    room_damage_figure,
    to_act,
    treasure_figures,
    treasures,
)

from cards.kit import Game, Table

B = ("gorgona", "robobo")


def test_r22_a_neighbours_bonus_is_named_with_its_card():
    """Goblin Armory: "Monster Rooms directly next to this Room deal +1 damage": Vampire Bordello, printed 3,
    deals 4, and says so."""
    st = Table(bosses=B).dungeon(0, "vampire_bordello#1", "goblin_armory#1", "dark_altar#1").state()
    assert room_damage_figure(st, 0, 0) == Figure(3, ((1, "goblin_armory#1"),), 4)
    assert room_damage(st, 0, 0) == 4
    assert room_damage_figure(st, 0, 2) == Figure(1, (), 1)  # a Trap Room: no bonus
    assert room_damage_figure(st, 0, 1) == Figure(1, (), 1)  # the Armory itself


def test_r22_dizzygas_hallway_and_an_x_room():
    """Dizzygas Hallway: the Trap Room to its right deals +2; Monster's Ballroom: X = active Monster Rooms."""
    st = Table(bosses=B).dungeon(0, "dizzygas_hallway#1", "dark_altar#1", "golem_factory#1",
                                 "monster_s_ballroom#1").state()
    assert room_damage_figure(st, 0, 1) == Figure(1, ((2, "dizzygas_hallway#1"),), 3)
    assert room_damage_figure(st, 0, 3) == Figure(2, (), 2)  # X = Golem Factory and the Ballroom itself


def test_r20_a_deactivated_or_face_down_room_deals_nothing():
    """R20: a deactivated Room has no damage; a face-down Room none until revealed: printed base, total 0."""
    table = Table(bosses=B).dungeon(0, "vampire_bordello#1", "goblin_armory#1", "golem_factory#1")
    st = table.inactive("goblin_armory#1").facedown("golem_factory#1").state()
    assert room_damage_figure(st, 0, 0) == Figure(3, (), 3)  # no bonus from a deactivated Armory
    assert room_damage_figure(st, 0, 1) == Figure(1, (), 0)
    assert room_damage_figure(st, 0, 2) == Figure(2, (), 0)


def test_giant_size_and_the_crushinator_name_their_card():
    """Giant Size (+3 to one Monster Room) and The Crushinator (+2 to all your Rooms) until end of turn."""
    table = Table(bosses=B).dungeon(0, "golem_factory#1", "the_crushinator#1", "dark_altar#1")
    g = Game(table.entrance(0, "acacia_warrior_of_light").hand(0, "giant_size#1"), "adventure")
    g.act(CastSpell(0, "giant_size#1", ("golem_factory#1",)))
    assert room_damage_figure(g.st, 0, 0) == Figure(2, ((3, "giant_size#1"),), 5)
    g.act(ActivateAbility(0, "the_crushinator#1", ("dark_altar#1",)))
    assert room_damage_figure(g.st, 0, 0) == Figure(2, ((3, "giant_size#1"), (2, "the_crushinator#1")), 7)
    assert room_damage(g.st, 0, 0) == 7
    g.check()


def test_r11_jackpot_stash_doubles_room_treasure_and_says_so():
    """Jackpot Stash: only Room treasure doubles, not the Boss's (its ruling): Dark Altar's two Cleric icons
    count four, Gorgona's Thief icon stays one."""
    table = Table(bosses=B).dungeon(0, ("dark_altar#1", "jackpot_stash#1"), "golem_factory#1")
    g = Game(table, "build")
    before = treasure_figures(g.st, 0)
    assert before["thief"] == Figure(3, (), 3) and before["cleric"] == Figure(0, (), 0)
    g.act(ActivateAbility(0, "jackpot_stash#1", ()))
    figures = treasure_figures(g.st, 0)
    assert figures["cleric"] == Figure(2, ((2, "jackpot_stash#1"),), 4)
    assert figures["thief"] == Figure(1, (), 1)  # the Boss's icon alone: nothing doubled
    assert {k: f.total for k, f in figures.items()} == treasures(g.st, 0)


def test_r22_health_raised_by_a_spell_names_it():
    """Assassin: +3 Health until end of turn."""
    table = Table(bosses=B).dungeon(0, "dark_altar#1").entrance(0, "acacia_warrior_of_light").hand(1, "assassin#1")
    g = Game(table.hand(0, "assassin#2"), "adventure").in_room(0).pass_(0)
    assert health_figure(g.st, "acacia_warrior_of_light") == Figure(6, (), 6)
    g.act(CastSpell(1, "assassin#1", ("acacia_warrior_of_light",))).unanswered()
    assert health_figure(g.st, "acacia_warrior_of_light") == Figure(6, ((3, "assassin#1"),), 9)
    assert health(g.st, "acacia_warrior_of_light") == 9


def test_the_figures_total_what_the_rules_use_in_random_games():
    """Whatever happens, each figure's total is the number the walk, the Bait and the kill use."""
    for seed in range(3):
        rng = random.Random(seed)
        st, _ = new_game(Setup(3, seed))
        for _ in range(400):
            if to_act(st) is None:
                break
            for seat, p in enumerate(st.seats):
                for slot in range(len(p.dungeon)):
                    fig = room_damage_figure(st, seat, slot)
                    assert fig.total == room_damage(st, seat, slot)
                    if fig.total:
                        assert fig.total == max(0, fig.base + sum(a for a, _ in fig.modifiers))
                assert {k: f.total for k, f in treasure_figures(st, seat).items()} == treasures(st, seat)
            if st.walker is not None:
                fig = health_figure(st, st.walker.hero)
                assert fig.total == health(st, st.walker.hero) == fig.base + sum(a for a, _ in fig.modifiers)
            st, _ = apply(st, rng.choice(legal_actions(st)))
