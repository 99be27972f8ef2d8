"""Every Room design of the base set: one class per card, a scenario showing its ability and one test
per ruling of ``base_set.toml`` (quoted in the docstring). Seat 0 acts first (Gorgona, XP 500, before
Robobo, XP 400) unless a test says otherwise."""

from game.rules import ActivateAbility, BuildRoom, CastSpell, Choose, Pass, redact
from game.rules.frames import ExtraBuild
from game.rules.queries import room_damage, treasure
from game.rules.registry import implemented

from cards.kit import E, Game, Table

B = ("gorgona", "robobo")


def fight(*rooms, hero="nick_the_masher", hand=(), discard=(), **kw):
    """Seat 0's dungeon ``rooms`` with ``hero`` at its entrance, at the start of the Adventure phase."""
    table = Table(bosses=B).dungeon(0, *rooms).entrance(0, *((hero,) if isinstance(hero, str) else hero))
    table.hand(0, *hand).discard(*discard)
    return table


class TestDarkAltar:
    def test_destroy_it_to_take_a_card_of_your_choice_from_the_discard_pile(self):
        table = Table(bosses=B).dungeon(0, "dark_altar#1", "golem_factory#1").discard("freeze#1", "freeze#2",
                                                                                        "golem_factory#2")
        g = Game(table, "build")
        uses = [a for a in g.legal() if isinstance(a, ActivateAbility)]
        # one choice per design of the discard pile
        assert {a.targets for a in uses} == {("freeze#1",), ("golem_factory#2",)}
        g.act(ActivateAbility(0, "dark_altar#1", ("freeze#1",)))
        assert "freeze#1" in g.hand(0) and "dark_altar#1" in g.st.discard
        assert g.dungeon(0) == ("golem_factory#1",)
        assert g.fired("dark_altar")
        g.check()

    def test_ruling_counterspell_from_the_discard_pile_cancels_an_opponents_spell(self):
        """Ruling: 'With a Counterspell in the discard pile, the active player may destroy Dark Altar in
        response to an opponent's Spell, take the Counterspell and cancel that Spell.' (R17, R18)"""
        table = Table(bosses=B).dungeon(0, "dark_altar#1", "golem_factory#1").discard("counterspell#1")
        table.dungeon(1, "golem_factory#2").hand(1, "freeze#1").hand(0, "goblin_armory#1")
        g = Game(table, "build")
        g.pass_(0)  # the active player passes; the opponent casts Freeze in seat 0's build turn
        g.act(CastSpell(1, "freeze#1", ("golem_factory#1",)))
        assert g.to_act == 0  # the active player answers first
        g.act(ActivateAbility(0, "dark_altar#1", ("counterspell#1",)))
        assert g.to_act == 0
        g.act(CastSpell(0, "counterspell#1", ("freeze#1",)))
        g.passing(lambda s: s.phase == "bait")
        cancelled = g.of(E.SpellCancelled)
        assert [(c.spell, c.by) for c in cancelled] == [("freeze#1", "counterspell#1")]
        assert not g.of(E.RoomDeactivated)
        g.check()

    def test_cannot_take_itself_back(self):
        """Interpretation: the card is named when the ability is used (R17), so Dark Altar cannot pick
        itself; with an empty discard pile it cannot be used."""
        g = Game(Table(bosses=B).dungeon(0, "dark_altar#1").hand(0, "freeze#1"), "build")
        assert not any(isinstance(a, ActivateAbility) for a in g.legal())


class TestOpenGrave:
    def test_a_hero_dying_here_lets_you_take_a_room_from_the_discard_pile_once_per_turn(self):
        table = fight("dizzygas_hallway#1", "open_grave#1", hero=("nick_the_masher", "boden_the_pantless"),
                      discard=("golem_factory#1", "freeze#1", "golem_factory#2", "dark_altar#1"))
        g = Game(table, "adventure")
        assert g.to_act == 0
        assert g.prompt() == ("take_room", ("golem_factory#1", "dark_altar#1"))  # Rooms only
        g.choose(0, "golem_factory#1")
        assert "golem_factory#1" in g.hand(0)
        # Boden dies in Open Grave too, but its once-per-turn ability is spent
        assert [k.hero for k in g.of(E.HeroKilled)] == ["nick_the_masher", "boden_the_pantless"]
        assert len(g.fired("open_grave#1")) == 1 and len(g.of(E.CardsTaken)) == 1
        g.check()


class TestSpectersSanctum:
    def test_when_built_the_owner_picks_an_opponent_who_discards_a_spell_at_random(self):
        table = Table(players=3, bosses=("cerebellus", "gorgona", "robobo")).dungeon(0, "golem_factory#1")
        table.hand(0, "specter_s_sanctum#1").hand(1, "fear#1", "giant_size#1").hand(2, "golem_factory#2")
        g = Game(table, "build")
        g.act(BuildRoom(0, "specter_s_sanctum#1", None)).until_choice()
        assert g.to_act == 0 and g.prompt() == ("specter_victim", (1,))  # seat 2 holds no Spell
        rng = g.st.rng
        g.choose(0, 1)
        discarded = g.of(E.CardsDiscarded)[-1]
        assert discarded.seat == 1 and discarded.random and discarded.cards[0] in ("fear#1", "giant_size#1")
        assert g.st.rng == rng + 1  # drawn from the game's RNG
        assert g.fired("specter_s_sanctum#1")[0].targets == (1,)
        g.check()

    def test_ruling_one_spell_is_discarded_and_no_spell_wastes_it(self):
        """Ruling: 'If the chosen opponent has one Spell it is discarded; if no opponent has a Spell the
        ability is wasted.'"""
        table = Table(bosses=B).dungeon(0, "golem_factory#1").hand(0, "specter_s_sanctum#1")
        g = Game(table.hand(1, "fear#1"), "build")
        g.act(BuildRoom(0, "specter_s_sanctum#1", None)).until_choice().choose(0, 1)
        assert g.of(E.CardsDiscarded)[-1].cards == ("fear#1",)
        table = Table(bosses=B).dungeon(0, "golem_factory#1").hand(0, "specter_s_sanctum#1")
        g = Game(table.hand(1, "golem_factory#2"), "build")
        g.act(BuildRoom(0, "specter_s_sanctum#1", None)).to_phase("adventure")
        assert not g.fired("specter_s_sanctum") and not g.of(E.CardsDiscarded)
        g.check()


class TestSuccubusSpa:
    def test_a_hero_dying_here_takes_a_random_card_of_the_chosen_kind_from_an_opponent(self):
        table = Table(players=3, bosses=("cerebellus", "gorgona", "robobo"))
        table.dungeon(0, "goblin_armory#1", "succubus_spa#1").entrance(0, "the_fool")
        table.hand(1, "fear#1", "golem_factory#1").hand(2, "giant_size#1")
        g = Game(table, "adventure").until_choice()
        assert g.prompt() == ("succubus_victim", (1, 2))  # first the opponent
        g.choose(0, 1)
        assert g.prompt() == ("succubus_kind", ("room", "spell"))  # then the kind
        g.choose(0, "spell")
        taken = g.of(E.CardsTaken)[-1]
        assert (taken.seat, taken.cards, taken.from_seat, taken.random) == (0, ("fear#1",), 1, True)
        # the taken card is hidden from the third seat
        assert redact(taken, 2).cards is None and redact(taken, 1).cards == ("fear#1",)
        g.check()

    def test_only_kinds_the_opponent_holds_are_offered(self):
        table = Table(players=3, bosses=("cerebellus", "gorgona", "robobo"))
        table.dungeon(0, "goblin_armory#1", "succubus_spa#1").entrance(0, "the_fool")
        table.hand(1, "fear#1", "golem_factory#1").hand(2, "giant_size#1")
        g = Game(table, "adventure").until_choice().choose(0, 2)
        assert g.prompt() == ("succubus_kind", ("spell",)) and Pass(0) not in g.legal()
        g.choose(0, "spell")
        assert g.of(E.CardsTaken)[-1].cards == ("giant_size#1",)
        g.check()

    def test_once_per_turn(self):
        table = fight("goblin_armory#1", "succubus_spa#1", "goblin_armory#2", hero=("the_fool", "nick_the_masher"))
        g = Game(table.hand(1, "fear#1", "freeze#1"), "adventure").until_choice().choose(0, 1).choose(0, "spell")
        g.finish_turn()
        assert [k.hero for k in g.of(E.HeroKilled)] == ["the_fool", "nick_the_masher"]
        assert len(g.fired("succubus_spa")) == 1 and len(g.of(E.CardsTaken)) == 1
        g.check()


class TestDracolichLair:
    def test_discard_two_rooms_to_take_a_room_from_the_discard_pile(self):
        table = Table(bosses=B).dungeon(0, "dracolich_lair#1").hand(0, "golem_factory#1", "open_grave#1")
        g = Game(table.discard("dark_altar#1", "freeze#1"), "build")
        g.act(ActivateAbility(0, "dracolich_lair#1", ("golem_factory#1", "open_grave#1")))
        assert g.prompt() == ("take_room", ("dark_altar#1",))
        g.choose(0, "dark_altar#1")
        assert g.hand(0) == ("dark_altar#1",)
        assert not any(isinstance(a, ActivateAbility) for a in g.legal())  # once per turn
        g.check()

    def test_ruling_needs_two_room_cards(self):
        """Ruling: 'Without two Room cards in hand the ability cannot be activated.'"""
        table = Table(bosses=B).dungeon(0, "dracolich_lair#1").hand(0, "golem_factory#1", "freeze#1")
        g = Game(table.discard("dark_altar#1"), "build")
        assert not any(isinstance(a, ActivateAbility) for a in g.legal())


class TestVampireBordello:
    def test_a_hero_dying_here_may_heal_a_wound(self):
        table = fight("vampire_bordello#1", hero="the_fool").wounds(0, "nick_the_masher")
        g = Game(table, "adventure")
        assert g.prompt() == ("heal", ("nick_the_masher",)) and Pass(0) in g.legal()
        g.choose(0, "nick_the_masher")
        assert g.st.seats[0].wounds == () and "nick_the_masher" in g.st.seats[0].souls
        g.check()

    def test_ruling_an_epic_heros_two_wounds_become_two_souls(self):
        """Ruling: 'Heal flips one face-up Hero in your scorekeeping area face-down; an Epic Hero's two
        Wounds become two Souls.' (R21)"""
        table = fight("vampire_bordello#1", hero="the_fool").wounds(0, "katelyn_angelic_healer")
        g = Game(table, "adventure").choose(0, "katelyn_angelic_healer")
        from game.rules.state import souls, wounds

        assert wounds(g.st.seats[0]) == 0 and souls(g.st.seats[0]) == 3
        g.check()


class TestGoblinArmory:
    def test_monster_neighbours_deal_one_more(self):
        st = Table(bosses=B).dungeon(0, "golem_factory#1", "goblin_armory#1", "neanderthal_cave#1",
                                     "dark_altar#1").state()
        assert [room_damage(st, 0, s) for s in range(4)] == [3, 1, 4, 1]  # the Trap Room gets nothing

    def test_ruling_a_deactivated_neighbour_is_not_boosted(self):
        """Ruling: 'A deactivated neighbour breaks adjacency and is not boosted.' (R20)"""
        table = Table(bosses=B).dungeon(0, "golem_factory#1", "goblin_armory#1", "succubus_spa#1")
        st = table.inactive("golem_factory#1").state()
        assert room_damage(st, 0, 0) == 0 and room_damage(st, 0, 2) == 2

    def test_ruling_the_boss_gets_nothing(self):
        """Ruling: 'The Boss card is not a Room and gets nothing.'"""
        table = fight("golem_factory#1", "goblin_armory#1", hero="acacia_warrior_of_light")
        g = Game(table.inactive("golem_factory#1"), "adventure").finish_turn()
        # Acacia (6 Health) takes 1 from the Armory and reaches the Boss: no extra damage there
        assert [d.amount for d in g.of(E.HeroDamaged)] == [1]
        assert g.of(E.HeroReachedBoss)


class TestGolemFactory:
    def test_a_hero_dying_here_draws_a_room_once_per_turn(self):
        table = fight("dizzygas_hallway#1", "golem_factory#1", hero=("the_fool", "joman_chimm_cutpurse"))
        table.deck_top("open_grave#1", "open_grave#2")
        g = Game(table, "adventure").finish_turn()
        assert [k.hero for k in g.of(E.HeroKilled)] == ["the_fool"]
        assert [d.cards for d in g.of(E.CardsDrawn)] == [("open_grave#1",)]
        assert len(g.fired("golem_factory#1")) == 1
        g.check()


class TestMinotaursMaze:
    def test_the_first_entry_sends_the_hero_back_to_the_previous_room(self):
        g = Game(fight("dark_altar#1", "minotaur_s_maze#1", hero="acacia_warrior_of_light"), "adventure")
        g.finish_turn()
        slots = [e.slot for e in g.of(E.HeroEnteredRoom)]
        assert slots == [0, 1, 0, 1]
        assert g.fired("minotaur_s_maze#1")[0].targets == ("acacia_warrior_of_light",)
        g.check()

    def test_ruling_once_per_hero_and_each_hero_triggers_it(self):
        """Ruling: 'Triggers once per Hero per Adventure phase; several Heroes can each trigger it.'"""
        table = fight("dark_altar#1", "minotaur_s_maze#1", hero=("acacia_warrior_of_light", "jesta_the_rogue"))
        g = Game(table, "adventure").finish_turn()
        assert [e.slot for e in g.of(E.HeroEnteredRoom)] == [0, 1, 0, 1] * 2
        assert len(g.fired("minotaur_s_maze#1")) == 2

    def test_ruling_no_previous_room_or_a_deactivated_one_does_nothing(self):
        """Ruling: 'If there is no previous Room, or the previous Room is deactivated, nothing happens.'"""
        g = Game(fight("minotaur_s_maze#1", hero="acacia_warrior_of_light"), "adventure").finish_turn()
        assert [e.slot for e in g.of(E.HeroEnteredRoom)] == [0] and not g.fired("minotaur_s_maze")
        table = fight("dark_altar#1", "minotaur_s_maze#1", hero="acacia_warrior_of_light").inactive("dark_altar#1")
        g = Game(table, "adventure").finish_turn()
        assert [e.slot for e in g.of(E.HeroEnteredRoom)] == [0, 1] and not g.fired("minotaur_s_maze")


class TestNeanderthalCave:
    def test_no_advanced_room_on_top(self):
        table = Table(bosses=B).dungeon(0, "neanderthal_cave#1").hand(0, "beast_menagerie#1", "golem_factory#1")
        g = Game(table, "build")
        assert BuildRoom(0, "beast_menagerie#1", 0) not in g.legal()
        assert BuildRoom(0, "golem_factory#1", 0) in g.legal()


class TestBeastMenagerie:
    def test_building_another_monster_room_draws_a_room_once_per_turn(self):
        table = Table(bosses=B).dungeon(0, "beast_menagerie#1").hand(0, "golem_factory#1")
        g = Game(table.deck_top("open_grave#1"), "build")
        g.act(BuildRoom(0, "golem_factory#1", None)).to_phase("bait")
        assert g.fired("beast_menagerie#1")[0].targets == ("golem_factory#1",)
        assert g.of(E.CardsDrawn)[0].cards == ("open_grave#1",)
        g.check()

    def test_a_trap_room_does_not_trigger_it(self):
        table = Table(bosses=B).dungeon(0, "beast_menagerie#1").hand(0, "dark_altar#1")
        g = Game(table, "build").act(BuildRoom(0, "dark_altar#1", None)).to_phase("bait")
        assert not g.fired("beast_menagerie")

    def test_ruling_neither_building_it_nor_building_over_it_triggers_it(self):
        """Ruling: 'Building Beast Menagerie itself does not trigger it; building over it does not trigger
        it (its text is covered).'"""
        table = Table(bosses=B).dungeon(0, "golem_factory#1").hand(0, "beast_menagerie#1")
        g = Game(table, "build").act(BuildRoom(0, "beast_menagerie#1", 0)).to_phase("bait")
        assert not g.fired("beast_menagerie")
        table = Table(bosses=B).dungeon(0, "beast_menagerie#1").hand(0, "golem_factory#1")
        g = Game(table, "build").act(BuildRoom(0, "golem_factory#1", 0)).to_phase("bait")
        assert not g.fired("beast_menagerie")


class TestMonstersBallroom:
    def test_damage_is_the_number_of_active_monster_rooms(self):
        st = Table(bosses=B).dungeon(0, "golem_factory#1", "dark_altar#1", "monster_s_ballroom#1").state()
        assert room_damage(st, 0, 2) == 2

    def test_ruling_deactivated_rooms_and_the_boss_do_not_count_and_it_updates_at_once(self):
        """Ruling: 'Deactivated Rooms and the Boss do not count; the value updates at once when Rooms are
        destroyed or deactivated.'"""
        table = Table(bosses=B).dungeon(0, "golem_factory#1", "succubus_spa#1", "monster_s_ballroom#1")
        st = table.inactive("golem_factory#1").state()
        assert room_damage(st, 0, 2) == 2
        table = fight("boulder_ramp#1", "golem_factory#1", "monster_s_ballroom#1", hero="acacia_warrior_of_light")
        g = Game(table.hand(1, "fear#1"), "adventure").in_room(0)
        g.act(ActivateAbility(0, "boulder_ramp#1", ("golem_factory#1", "acacia_warrior_of_light")))
        assert room_damage(g.st, 0, 1) == 1  # only itself now


class TestBrainsuckerHive:
    def test_a_hero_dying_here_may_draw_a_spell(self):
        g = Game(fight("brainsucker_hive#1", hero="the_fool").deck_top("fear#2"), "adventure")
        assert g.prompt() == ("draw_spell", ("spell",)) and Pass(0) in g.legal()
        g.choose(0, "spell")
        assert [(d.seat, d.cards) for d in g.of(E.CardsDrawn)] == [(0, ("fear#2",))]
        assert g.fired("brainsucker_hive#1")
        g.check()


class TestDarkLaboratory:
    def test_when_built_draw_two_spells_then_discard_one(self):
        table = Table(bosses=B).dungeon(0, "golem_factory#1").hand(0, "dark_laboratory#1")
        g = Game(table.deck_top("fear#1", "giant_size#1"), "build")
        g.act(BuildRoom(0, "dark_laboratory#1", None)).until_choice()
        assert g.prompt() == ("discard_spell", ("fear#1", "giant_size#1"))
        g.choose(0, "fear#1")
        assert g.of(E.CardsDiscarded)[-1].cards == ("fear#1",) and "giant_size#1" in g.hand(0)
        assert g.fired("dark_laboratory#1")
        g.check()

    def test_ruling_any_spell_in_hand_may_be_discarded(self):
        """Ruling: 'The discard may be any Spell in hand.'"""
        table = Table(bosses=B).dungeon(0, "golem_factory#1").hand(0, "dark_laboratory#1", "freeze#1")
        g = Game(table.deck_top("fear#1", "giant_size#1"), "build")
        g.act(BuildRoom(0, "dark_laboratory#1", None)).until_choice()
        assert "freeze#1" in g.prompt()[1]
        g.choose(0, "freeze#1")
        assert {"fear#1", "giant_size#1"} <= set(g.hand(0)) and "freeze#1" in g.st.discard


class TestHauntedLibrary:
    def test_the_beginning_of_turn_draw_may_come_from_the_spell_deck(self):
        table = Table(bosses=B).dungeon(0, "haunted_library#1").deck_top("fear#1", "golem_factory#1")
        g = Game(table, "beginning")
        assert g.to_act == 0 and set(g.legal()) == {Choose(0, "room"), Choose(0, "spell")}
        g.choose(0, "spell")
        assert g.of(E.CardsDrawn)[0].cards == ("fear#1",)
        assert g.fired("haunted_library#1")[0].targets == ("spell",)
        g.check()

    def test_ruling_only_the_beginning_of_turn_draw(self):
        """Ruling: 'Only applies to the Beginning of Turn draw.' A Golem Factory draw stays a Room."""
        table = fight("haunted_library#1", "golem_factory#1", hero="the_fool").deck_top("open_grave#1")
        g = Game(table, "adventure").finish_turn()
        assert g.of(E.CardsDrawn)[0].cards == ("open_grave#1",) and not g.fired("haunted_library")


class TestWitchsKitchen:
    def test_discard_a_monster_room_to_draw_a_spell_once_per_turn(self):
        table = Table(bosses=B).dungeon(0, "witch_s_kitchen#1").hand(0, "golem_factory#1", "golem_factory#2",
                                                                       "dark_altar#1")
        g = Game(table.deck_top("fear#1"), "build")
        uses = [a for a in g.legal() if isinstance(a, ActivateAbility)]
        assert [a.targets for a in uses] == [("golem_factory#1",)]  # Monster Rooms, one per design
        g.act(uses[0])
        assert "fear#1" in g.hand(0) and "golem_factory#1" in g.st.discard
        assert not any(isinstance(a, ActivateAbility) for a in g.legal())
        g.check()

    def test_ruling_usable_whenever_a_spell_could_be_played(self):
        """Ruling: 'The discard is a cost; an activated ability, usable whenever a Spell could be
        played.' Here in an Adventure window, with a Hero in the dungeon."""
        table = fight("witch_s_kitchen#1", hero="acacia_warrior_of_light", hand=("golem_factory#1",))
        g = Game(table, "adventure")
        assert ActivateAbility(0, "witch_s_kitchen#1", ("golem_factory#1",)) in g.legal()


class TestAllSeeingEye:
    def test_discard_a_spell_to_cancel_an_opponents_spell(self):
        table = Table(bosses=B).dungeon(0, "golem_factory#1").dungeon(1, "all_seeing_eye#1")
        g = Game(table.hand(0, "freeze#1").hand(1, "fear#1"), "build")
        g.act(CastSpell(0, "freeze#1", ("all_seeing_eye#1",)))
        g.act(ActivateAbility(1, "all_seeing_eye#1", ("fear#1",)))
        assert g.of(E.SpellCancelled)[0].by == "all_seeing_eye#1" and "fear#1" in g.st.discard
        g.check()

    def test_ruling_a_cancel_takes_priority_for_a_non_active_player(self):
        """Ruling: 'A cancel effect: it takes priority even for a non-active player.' (R18)"""
        table = Table(bosses=B).dungeon(0, "golem_factory#1").dungeon(1, "all_seeing_eye#1")
        g = Game(table.hand(0, "freeze#1").hand(1, "fear#1"), "build")
        g.act(CastSpell(0, "freeze#1", ("golem_factory#1",)))
        assert g.to_act == 1 and g.st.active == 0

    def test_ruling_counterspell_cannot_stop_it(self):
        """Ruling: 'It is an ability, not a Spell, so Counterspell cannot stop it.'"""
        table = Table(bosses=B).dungeon(0, "golem_factory#1").dungeon(1, "all_seeing_eye#1")
        g = Game(table.hand(0, "freeze#1", "counterspell#1").hand(1, "fear#1"), "build")
        g.act(CastSpell(0, "freeze#1", ("golem_factory#1",)))
        g.act(ActivateAbility(1, "all_seeing_eye#1", ("fear#1",)))
        assert not g.st.casting  # Freeze is gone at once: nothing left to counter
        assert not any(isinstance(a, CastSpell) for a in g.legal())


class TestLigersDen:
    def test_playing_a_spell_draws_a_spell_once_per_turn(self):
        table = Table(bosses=B).dungeon(0, "liger_s_den#1").dungeon(1, "golem_factory#1", "dark_altar#1")
        g = Game(table.hand(0, "freeze#1", "freeze#2").deck_top("fear#1", "fear#2"), "build")
        g.act(CastSpell(0, "freeze#1", ("golem_factory#1",)))
        assert [d.cards for d in g.of(E.CardsDrawn)] == [("fear#1",)]
        g.act(CastSpell(0, "freeze#2", ("dark_altar#1",)))
        assert len(g.of(E.CardsDrawn)) == 1 and len(g.fired("liger_s_den#1")) == 1
        g.check()

    def test_ruling_a_cancelled_spell_does_not_trigger_it(self):
        """Ruling: 'A Spell that was cancelled does not trigger it.'"""
        table = Table(bosses=B).dungeon(0, "liger_s_den#1").dungeon(1, "golem_factory#1")
        g = Game(table.hand(0, "freeze#1").hand(1, "counterspell#1"), "build")
        g.act(CastSpell(0, "freeze#1", ("golem_factory#1",)))
        g.act(CastSpell(1, "counterspell#1", ("freeze#1",))).to_phase("bait")
        assert g.of(E.SpellCancelled) and not g.fired("liger_s_den")


class TestBottomlessPit:
    def test_destroy_it_to_kill_the_hero_in_it(self):
        g = Game(fight("bottomless_pit#1", hero="acacia_warrior_of_light"), "adventure")
        assert g.to_act == 0
        g.act(ActivateAbility(0, "bottomless_pit#1", ("acacia_warrior_of_light",)))
        assert g.of(E.HeroKilled)[0].hero == "acacia_warrior_of_light"
        assert "bottomless_pit#1" in g.st.discard
        g.check()

    def test_ruling_the_active_owner_acts_before_opponents(self):
        """Ruling: 'The owner, as active player, can use it before opponents react; to stop it an opponent
        must act while the Hero is in an earlier Room.' (R12, R17: the active player is asked first)"""
        table = fight("dark_altar#1", "bottomless_pit#1", hero="acacia_warrior_of_light").hand(1, "fear#1")
        g = Game(table, "adventure")
        # before the Hero enters and in the earlier Room, the opponent may act (Fear) once seat 0 passes
        g.in_room(0)
        assert g.to_act == 1 and CastSpell(1, "fear#1", ("acacia_warrior_of_light",)) in g.legal()
        g.pass_(1).in_room(1)
        assert g.to_act == 0  # in the Pit, the owner is asked first and may use it at once
        g.act(ActivateAbility(0, "bottomless_pit#1", ("acacia_warrior_of_light",)))
        assert g.of(E.HeroKilled)

    def test_ruling_an_uncovered_room_triggers_nothing(self):
        """Ruling: 'A Hero killed this way triggers nothing in a Room uncovered by the destruction.'"""
        table = fight(("golem_factory#1", "bottomless_pit#1"), hero="acacia_warrior_of_light")
        g = Game(table, "adventure").act(ActivateAbility(0, "bottomless_pit#1", ("acacia_warrior_of_light",)))
        assert g.dungeon(0) == ("golem_factory#1",) and g.of(E.HeroKilled)
        assert not g.fired("golem_factory") and not g.of(E.CardsDrawn)


class TestBoulderRamp:
    def test_destroy_another_room_to_deal_five_damage(self):
        table = fight("boulder_ramp#1", "dark_altar#1", hero="delatorious_angel_of_light")
        g = Game(table, "adventure")
        g.act(ActivateAbility(0, "boulder_ramp#1", ("dark_altar#1", "delatorious_angel_of_light")))
        assert g.of(E.HeroDamaged)[-1].amount == 5 and "dark_altar#1" in g.st.discard
        g.check()

    def test_ruling_several_uses_per_hero(self):
        """Ruling: 'May be used several times per Hero, one destroyed Room each time; the damage applies
        to that one Hero only.'"""
        table = fight("boulder_ramp#1", "dark_altar#1", "golem_factory#1", hero="katelyn_angelic_healer")
        g = Game(table, "adventure")
        g.act(ActivateAbility(0, "boulder_ramp#1", ("dark_altar#1", "katelyn_angelic_healer")))
        g.act(ActivateAbility(0, "boulder_ramp#1", ("golem_factory#1", "katelyn_angelic_healer")))
        assert g.of(E.HeroDamaged)[-1].total == 11
        g.finish_turn()
        assert g.of(E.HeroKilled)[0].hero == "katelyn_angelic_healer"


class TestDizzygasHallway:
    def test_a_trap_room_next_to_the_right_deals_two_more(self):
        st = Table(bosses=B).dungeon(0, "dizzygas_hallway#1", "dark_altar#1", "golem_factory#1").state()
        assert [room_damage(st, 0, s) for s in range(3)] == [1, 3, 2]
        st = Table(bosses=B).dungeon(0, "dark_altar#1", "dizzygas_hallway#1").state()
        assert room_damage(st, 0, 0) == 1  # only the next Room to the right (toward the Boss)

    def test_ruling_a_deactivated_next_room_or_none_gets_nothing(self):
        """Ruling: 'If the next Room is deactivated or there is none, nothing happens.'"""
        table = Table(bosses=B).dungeon(0, "dizzygas_hallway#1", "dark_altar#1").inactive("dark_altar#1")
        assert room_damage(table.state(), 0, 1) == 0
        st = Table(bosses=B).dungeon(0, "dizzygas_hallway#1").state()
        assert room_damage(st, 0, 0) == 1


class TestJackpotStash:
    def test_destroy_it_to_double_room_treasure_until_end_of_turn(self):
        table = Table(bosses=B).dungeon(0, "dark_altar#1", "jackpot_stash#1").dungeon(1, "dark_altar#2")
        g = Game(table.town("nick_the_masher"), "build")
        assert treasure(g.st, 0, "cleric") == treasure(g.st, 1, "cleric")
        g.act(ActivateAbility(0, "jackpot_stash#1", ()))
        assert treasure(g.st, 0, "cleric") == 4
        g.to_phase("adventure")
        assert g.of(E.HeroLured)[0].seat == 0
        g.check()

    def test_ruling_must_be_used_in_build_to_matter_for_the_bait(self):
        """Ruling: 'An activated ability, so it must be used in the Build phase before Rooms are revealed
        to matter for the Bait phase of this turn.' (R8, R11: no ability from the reveal to Adventure)"""
        table = Table(bosses=B).dungeon(0, "dark_altar#1", "jackpot_stash#1").dungeon(1, "dark_altar#2")
        g = Game(table.town("nick_the_masher"), "build").pass_(0).pass_(0)  # its turn, then seat 1's
        # no decision at all between seat 0's Build turn and the Bait: the tie keeps Nick in town
        assert g.st.turn == 2 and not g.of(E.HeroLured) and not g.fired("jackpot_stash")

    def test_ruling_only_room_treasure_doubles_and_uncovered_rooms_count(self):
        """Ruling: 'Only Room treasure doubles, not the Boss's; Rooms uncovered by the destruction count
        too.'"""
        # Gorgona has one thief icon; Jackpot Stash sits on Dark Altar (two clerics)
        table = Table(bosses=B).dungeon(0, ("dark_altar#1", "jackpot_stash#1"), "golem_factory#1")
        g = Game(table, "build").act(ActivateAbility(0, "jackpot_stash#1", ()))
        assert treasure(g.st, 0, "cleric") == 4  # the uncovered Dark Altar, doubled
        assert treasure(g.st, 0, "thief") == 1  # the Boss's icon is not doubled
        assert treasure(g.st, 0, "fighter") == 2


class TestRecyclingCenter:
    def test_another_room_destroyed_lets_you_draw_two_rooms(self):
        table = fight("boulder_ramp#1", "dark_altar#1", "recycling_center#1", hero="acacia_warrior_of_light")
        g = Game(table.deck_top("open_grave#1", "open_grave#2"), "adventure")
        g.act(ActivateAbility(0, "boulder_ramp#1", ("dark_altar#1", "acacia_warrior_of_light")))
        assert g.prompt() == ("recycle", ("draw",)) and Pass(0) in g.legal()
        g.choose(0, "draw")
        assert set(g.hand(0)) >= {"open_grave#1", "open_grave#2"} and g.fired("recycling_center#1")
        g.check()

    def test_ruling_also_when_destroyed_to_pay_a_cost(self):
        """Ruling: 'Also triggers when your Rooms are destroyed to pay an ability's cost.' Jackpot Stash
        destroys itself as its cost."""
        table = Table(bosses=B).dungeon(0, "jackpot_stash#1", "recycling_center#1")
        g = Game(table, "build").act(ActivateAbility(0, "jackpot_stash#1", ()))
        assert g.prompt()[0] == "recycle"

    def test_its_own_destruction_and_an_uncovered_center_do_not_trigger_it(self):
        """Interpretation: a Recycling Center uncovered by the destruction was not in play when it
        happened (R19: uncovered, not built)."""
        table = Table(bosses=B).dungeon(0, ("recycling_center#1", "jackpot_stash#1"))
        g = Game(table, "build").act(ActivateAbility(0, "jackpot_stash#1", ()))
        assert g.prompt()[0] != "recycle"


class TestTheCrushinator:
    def test_destroy_another_room_all_your_rooms_deal_two_more(self):
        table = fight("dark_altar#1", "the_crushinator#1", "golem_factory#1", hero="acacia_warrior_of_light")
        g = Game(table, "adventure")
        g.act(ActivateAbility(0, "the_crushinator#1", ("golem_factory#1",)))
        assert [room_damage(g.st, 0, s) for s in range(2)] == [3, 4]
        g.check()

    def test_ruling_no_limit_per_turn(self):
        """Ruling: 'No limit per turn while you have other Rooms to destroy (seed 002).'"""
        table = Table(bosses=B).dungeon(0, "dark_altar#1", "the_crushinator#1", "golem_factory#1")
        g = Game(table.hand(0, "open_grave#1"), "build")  # a Room in hand keeps the window open
        g.act(ActivateAbility(0, "the_crushinator#1", ("golem_factory#1",)))
        g.act(ActivateAbility(0, "the_crushinator#1", ("dark_altar#1",)))
        assert room_damage(g.st, 0, 0) == 2 + 4

    def test_ruling_the_bonus_reaches_uncovered_rooms_and_outlasts_it(self):
        """Ruling: 'The bonus also reaches Rooms uncovered by the destruction, and lasts until end of turn
        even if the Crushinator is destroyed.'"""
        table = Table(bosses=B).dungeon(0, ("dark_altar#1", "golem_factory#1"), "the_crushinator#1",
                                        "jackpot_stash#1")
        g = Game(table, "build").act(ActivateAbility(0, "the_crushinator#1", ("golem_factory#1",)))
        assert room_damage(g.st, 0, 0) == 1 + 2  # the uncovered Dark Altar
        g.act(ActivateAbility(0, "jackpot_stash#1", ()))
        assert room_damage(g.st, 0, 1) == 2 + 2
        g.check()


class TestCentipedeTunnel:
    def test_when_built_you_may_swap_two_rooms_of_any_one_dungeon(self):
        table = Table(bosses=B).dungeon(0, "dark_altar#1").hand(0, "centipede_tunnel#1")
        table.dungeon(1, "golem_factory#1", "open_grave#1")
        g = Game(table, "build").act(BuildRoom(0, "centipede_tunnel#1", None)).until_choice()
        # first a pile (seat, slot) of a dungeon with two active Rooms or more, or a pass (a "may")
        assert g.prompt() == ("swap_first", ((0, 0), (0, 1), (1, 0), (1, 1))) and Pass(0) in g.legal()
        g.choose(0, (1, 1))
        # then the other pile, of the same dungeon
        assert g.prompt() == ("swap_second", ((1, 0),)) and Pass(0) not in g.legal()
        g.choose(0, (1, 0))
        assert g.dungeon(1) == ("open_grave#1", "golem_factory#1")
        assert g.fired("centipede_tunnel#1")[0].targets == ((1, 0), (1, 1))
        g.check()

    def test_passing_swaps_nothing(self):
        table = Table(bosses=B).dungeon(0, "dark_altar#1").hand(0, "centipede_tunnel#1")
        table.dungeon(1, "golem_factory#1", "open_grave#1")
        g = Game(table, "build").act(BuildRoom(0, "centipede_tunnel#1", None)).until_choice().pass_(0)
        assert not g.of(E.RoomsSwapped) and not g.fired("centipede_tunnel#1")
        g.check()

    def test_ruling_stacks_move_together(self):
        """Ruling: 'Room stacks move together; the order inside a stack never changes.'"""
        table = Table(bosses=B).dungeon(0, ("dark_altar#1", "golem_factory#1"), "open_grave#1")
        g = Game(table.hand(0, "centipede_tunnel#1"), "build")
        g.act(BuildRoom(0, "centipede_tunnel#1", None)).until_choice().choose(0, (0, 1)).choose(0, (0, 2))
        assert g.st.seats[0].dungeon == (("centipede_tunnel#1",), ("open_grave#1",),
                                         ("dark_altar#1", "golem_factory#1"))


class TestConstructionZone:
    def test_when_built_you_may_build_one_more_room_at_once(self):
        table = Table(bosses=B).dungeon(0, "dark_altar#1").hand(0, "construction_zone#1", "golem_factory#1")
        g = Game(table, "build").act(BuildRoom(0, "construction_zone#1", None))
        g.passing(lambda s: isinstance(s.flow[-1], ExtraBuild))
        g.act(BuildRoom(0, "golem_factory#1", None))
        built = g.of(E.RoomBuilt)[-1]
        assert built.room == "golem_factory#1" and not built.face_down
        assert g.fired("construction_zone#1")[0].targets == ("golem_factory#1",)
        g.check()

    def test_ruling_the_extra_room_may_go_on_construction_zone_itself(self):
        """Ruling: 'The extra Room may go on top of Construction Zone itself, e.g. an Advanced Room.'"""
        table = Table(bosses=B).dungeon(0, "dark_altar#1").hand(0, "construction_zone#1", "the_crushinator#1")
        g = Game(table, "build").act(BuildRoom(0, "construction_zone#1", None))
        g.passing(lambda s: isinstance(s.flow[-1], ExtraBuild))
        g.act(BuildRoom(0, "the_crushinator#1", 0))
        assert g.st.seats[0].dungeon[0] == ("construction_zone#1", "the_crushinator#1")


class TestDragonHatchery:
    def test_all_four_treasure_types_and_no_ability(self):
        st = Table(bosses=("gorgona", "robobo")).dungeon(1, "dragon_hatchery#1").state()
        assert [treasure(st, 1, k) for k in ("cleric", "mage", "fighter", "thief")] == [1, 1, 2, 1]
        assert "dragon_hatchery" not in implemented()

    def test_ruling_its_text_is_a_reminder(self):
        """Ruling: 'Its text is a reminder only and is not lost to effects that ignore Room abilities.'
        The four treasures stay when nothing else of it is played."""
        st = Table(bosses=B).dungeon(0, "dragon_hatchery#1").state()
        assert room_damage(st, 0, 0) == 0 and treasure(st, 0, "mage") == 1


class TestMimicVault:
    def test_when_built_an_ordinary_hero_of_town_goes_to_your_entrance(self):
        table = Table(bosses=B).dungeon(0, "dark_altar#1").hand(0, "mimic_vault#1")
        g = Game(table.town("katelyn_angelic_healer", "nick_the_masher", "tieg_and_the_magic_bubble"), "build")
        g.act(BuildRoom(0, "mimic_vault#1", None)).until_choice()
        assert g.prompt() == ("mimic_hero", ("nick_the_masher", "tieg_and_the_magic_bubble"))  # no Epic
        g.choose(0, "tieg_and_the_magic_bubble")
        moved = g.of(E.HeroMoved)[0]
        assert (moved.hero, moved.to, moved.seat) == ("tieg_and_the_magic_bubble", "entrance", 0)
        assert g.of(E.HeroEnteredRoom)[0].hero == "tieg_and_the_magic_bubble"
        g.check()

    def test_ruling_a_must_if_an_ordinary_hero_is_in_town(self):
        """Ruling: 'If an ordinary Hero is in town, you must use it.'"""
        table = Table(bosses=B).dungeon(0, "dark_altar#1").hand(0, "mimic_vault#1").town("nick_the_masher")
        g = Game(table, "build").act(BuildRoom(0, "mimic_vault#1", None)).until_choice()
        assert g.legal() == [Choose(0, "nick_the_masher")]


class TestMonstrousMonument:
    def test_when_built_take_a_monster_room_from_the_discard_pile(self):
        table = Table(bosses=B).dungeon(0, "dark_altar#1").hand(0, "monstrous_monument#1")
        g = Game(table.discard("golem_factory#1", "open_grave#1", "fear#1"), "build")
        g.act(BuildRoom(0, "monstrous_monument#1", None)).until_choice()
        assert g.prompt() == ("take_room", ("golem_factory#1",))
        g.choose(0, "golem_factory#1")
        assert g.of(E.CardsTaken)[0].cards == ("golem_factory#1",) and g.fired("monstrous_monument#1")
        g.check()


class TestTortureChamber:
    def test_destroy_it_an_opponent_discards_a_room_at_random(self):
        table = Table(bosses=B).dungeon(0, "torture_chamber#1").hand(1, "golem_factory#1", "fear#1")
        g = Game(table, "build")
        g.act(ActivateAbility(0, "torture_chamber#1", (1,)))
        d = g.of(E.CardsDiscarded)[0]
        assert (d.seat, d.cards, d.random) == (1, ("golem_factory#1",), True)
        g.check()

    def test_ruling_wasted_if_no_opponent_holds_a_room(self):
        """Ruling: 'If no opponent holds a Room card, the ability is wasted.'"""
        table = Table(bosses=B).dungeon(0, "torture_chamber#1", "dark_altar#1").hand(1, "fear#1")
        g = Game(table, "build")
        g.act(ActivateAbility(0, "torture_chamber#1", ()))
        assert not g.of(E.CardsDiscarded) and g.hand(1) == ("fear#1",)


class TestZombiePrison:
    def test_destroy_it_to_send_an_opponents_soul_back_to_their_entrance(self):
        table = Table(bosses=B).dungeon(0, "zombie_prison#1").souls(1, "nick_the_masher")
        g = Game(table.dungeon(1, "dark_altar#1"), "build")
        g.act(ActivateAbility(0, "zombie_prison#1", ("nick_the_masher",)))
        assert g.st.seats[1].souls == () and g.st.seats[1].entrance == ("nick_the_masher",)
        g.check()

    def test_ruling_during_that_players_adventure_turn_it_walks_again(self):
        """Ruling: 'Used before the end of that player's Adventure turn, the Hero goes through the dungeon
        again this turn; later, it waits at the entrance until next turn.' (R12)"""
        # seat 1 (Robobo) has its Adventure turn after seat 0's: used during seat 0's turn, the Soul walks
        table = Table(bosses=B).dungeon(0, "zombie_prison#1", "dark_altar#2").entrance(0, "acacia_warrior_of_light")
        table.souls(1, "nick_the_masher").dungeon(1, "dark_altar#1")
        g = Game(table, "adventure").in_room(0)
        g.act(ActivateAbility(0, "zombie_prison#1", ("nick_the_masher",))).finish_turn()
        assert any(e.hero == "nick_the_masher" and e.seat == 1 for e in g.of(E.HeroEnteredRoom))
        # seat 1 first (Gorgona on seat 1): its Adventure turn is over when seat 0 uses the Prison
        table = Table(bosses=("robobo", "gorgona")).dungeon(0, "zombie_prison#1", "dark_altar#2")
        table.entrance(0, "acacia_warrior_of_light").souls(1, "nick_the_masher").dungeon(1, "dark_altar#1")
        g = Game(table, "adventure").in_room(0)
        g.act(ActivateAbility(0, "zombie_prison#1", ("nick_the_masher",))).finish_turn()
        assert not any(e.hero == "nick_the_masher" for e in g.of(E.HeroEnteredRoom))
        assert "nick_the_masher" in g.st.seats[1].entrance
        g.check()
