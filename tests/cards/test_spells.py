"""Every Spell design of the base set: one class per card, a scenario showing it and one test per ruling
of ``base_set.toml`` (quoted in the docstring). Seat 0 acts first (Gorgona, XP 500, before Robobo)."""

from game.rules import ActivateAbility, BuildRoom, CastSpell, view
from game.rules.frames import CheckEnd, Cleanup, EndOfTurn, ExtraBuild, Resolve
from game.rules.queries import health, room_damage

from cards.kit import E, Game, Table

B = ("gorgona", "robobo")


def walk(*rooms, hero="acacia_warrior_of_light", seat=0):
    """``rooms`` in ``seat``'s dungeon, ``hero`` at its entrance; Adventure next."""
    return Table(bosses=B).dungeon(seat, *rooms).entrance(seat, hero)


class TestAnnihilator:
    def test_a_trap_room_deals_three_more_until_end_of_turn(self):
        g = Game(walk("dark_altar#1", "golem_factory#1").hand(0, "annihilator#1"), "adventure")
        targets = {a.targets for a in g.legal() if isinstance(a, CastSpell)}
        assert targets == {("dark_altar#1",)}  # Trap Rooms only
        g.act(CastSpell(0, "annihilator#1", ("dark_altar#1",)))
        assert g.of(E.SpellResolved)[0].spell == "annihilator#1"
        g.finish_turn()
        assert g.of(E.HeroDamaged)[0].amount == 4
        assert room_damage(g.st, 0, 0) == 1  # ended with the turn (R13)
        g.check()


class TestAssassin:
    def test_a_hero_in_an_opponents_dungeon_gets_three_health(self):
        g = Game(walk("dark_altar#1").hand(1, "assassin#1").hand(0, "assassin#2"), "adventure").in_room(0)
        # seat 0 holds a Spell, so it is asked (R24), but its Assassin has no target in its own dungeon
        assert g.to_act == 0 and [str(a) for a in g.legal()] == ["P0 pass"]
        g.pass_(0)
        g.act(CastSpell(1, "assassin#1", ("acacia_warrior_of_light",))).unanswered()
        assert health(g.st, "acacia_warrior_of_light") == 9
        g.check()

    def test_ruling_may_save_a_hero_already_dealt_enough_damage(self):
        """Ruling: 'May be played after a Room has dealt enough damage to kill the Hero, as long as it is
        declared before the Hero leaves that Room.' (R12, R22)"""
        table = walk("neanderthal_cave#1", "golem_factory#1", hero="nick_the_masher").hand(1, "assassin#1")
        g = Game(table, "adventure").in_room(1)
        assert g.st.damage == (("nick_the_masher", 5),)
        g.act(CastSpell(1, "assassin#1", ("nick_the_masher",))).finish_turn()
        assert not g.of(E.HeroKilled) and g.of(E.HeroReachedBoss)[0].hero == "nick_the_masher"
        g.check()


class TestCaveIn:
    def test_destroy_a_room_of_yours_and_the_hero_in_it_dies(self):
        g = Game(walk("dark_altar#1", "golem_factory#1").hand(0, "cave_in#1"), "adventure").in_room(1)
        g.act(CastSpell(0, "cave_in#1", ("golem_factory#1",)))
        assert g.of(E.RoomDestroyed)[0].room == "golem_factory#1"
        killed = g.of(E.HeroKilled)[0]
        assert (killed.hero, killed.seat) == ("acacia_warrior_of_light", 0)
        assert not g.fired("golem_factory")  # it was destroyed: nothing triggers there
        g.check()

    def test_ruling_it_must_target_an_active_room(self):
        """Ruling: 'Like any targeting effect, it must target an active Room.' (R19, R20)"""
        table = walk("dark_altar#1", "golem_factory#1").hand(0, "cave_in#1").inactive("golem_factory#1")
        g = Game(table, "adventure")
        assert {a.targets for a in g.legal() if isinstance(a, CastSpell)} == {("dark_altar#1",)}


class TestCounterspell:
    def test_cancel_a_spell_just_declared(self):
        table = Table(bosses=B).dungeon(1, "golem_factory#1").hand(0, "freeze#1").hand(1, "counterspell#1")
        g = Game(table, "build").act(CastSpell(0, "freeze#1", ("golem_factory#1",)))
        g.act(CastSpell(1, "counterspell#1", ("freeze#1",)))
        assert [(c.spell, c.by) for c in g.of(E.SpellCancelled)] == [("freeze#1", "counterspell#1")]
        assert not g.of(E.RoomDeactivated) and "freeze#1" in g.st.discard
        assert [r.spell for r in g.of(E.SpellResolved) if not r.wasted] == ["counterspell#1"]
        g.check()

    def test_ruling_a_cancel_takes_priority_for_a_non_active_player(self):
        """Ruling: 'A cancel effect takes priority even for a non-active player.' (R18)"""
        table = Table(bosses=B).dungeon(1, "golem_factory#1").hand(0, "freeze#1").hand(1, "counterspell#1")
        g = Game(table, "build").act(CastSpell(0, "freeze#1", ("golem_factory#1",)))
        assert g.to_act == 1 and g.st.active == 0 and g.st.casting

    def test_ruling_the_most_recent_cancel_resolves_first(self):
        """Ruling: 'With several cancels, the most recent resolves first, so a Counterspell can cancel a
        Counterspell.' (R18)"""
        table = Table(bosses=B).dungeon(1, "golem_factory#1").hand(0, "freeze#1", "counterspell#2")
        g = Game(table.hand(1, "counterspell#1"), "build").act(CastSpell(0, "freeze#1", ("golem_factory#1",)))
        g.act(CastSpell(1, "counterspell#1", ("freeze#1",)))
        g.act(CastSpell(0, "counterspell#2", ("counterspell#1",)))
        assert [(c.spell, c.by) for c in g.of(E.SpellCancelled)] == [("counterspell#1", "counterspell#2")]
        assert g.of(E.RoomDeactivated)[0].room == "golem_factory#1"  # Freeze resolves after all
        g.check()


class TestExhaustion:
    def test_x_damage_x_being_your_rooms(self):
        table = walk("dark_altar#1", "golem_factory#1", "open_grave#1").hand(0, "exhaustion#1")
        g = Game(table, "adventure").in_room(0)
        g.act(CastSpell(0, "exhaustion#1", ("acacia_warrior_of_light",)))
        assert g.of(E.HeroDamaged)[-1].amount == 3
        g.check()

    def test_ruling_deactivated_rooms_are_not_counted(self):
        """Ruling: 'Deactivated Rooms are not counted.' (R20)"""
        table = walk("dark_altar#1", "golem_factory#1", "open_grave#1").hand(0, "exhaustion#1")
        g = Game(table.inactive("open_grave#1"), "adventure").in_room(0)
        g.act(CastSpell(0, "exhaustion#1", ("acacia_warrior_of_light",)))
        assert g.of(E.HeroDamaged)[-1].amount == 2


class TestFear:
    def test_send_a_hero_in_a_dungeon_back_to_town(self):
        g = Game(walk("dark_altar#1", "golem_factory#1").hand(1, "fear#1"), "adventure").in_room(0)
        g.act(CastSpell(1, "fear#1", ("acacia_warrior_of_light",)))
        assert g.st.town == ("acacia_warrior_of_light",) and g.st.walker is None
        g.check()

    def test_ruling_not_a_hero_in_a_scorekeeping_area(self):
        """Ruling: 'Not a Hero in a scorekeeping area.'"""
        table = walk("dark_altar#1").hand(1, "fear#1").souls(0, "nick_the_masher")
        table.wounds(0, "tieg_and_the_magic_bubble")
        g = Game(table, "adventure").in_room(0)
        assert {a.targets for a in g.legal() if isinstance(a, CastSpell)} == {("acacia_warrior_of_light",)}

    def test_ruling_its_damage_does_not_carry_over(self):
        """Ruling: 'The Hero's damage does not carry over.' (R22)"""
        g = Game(walk("neanderthal_cave#1").hand(1, "fear#1"), "adventure").in_room(0)
        assert g.st.damage
        g.act(CastSpell(1, "fear#1", ("acacia_warrior_of_light",)))
        assert g.st.damage == ()


class TestFreeze:
    def test_deactivate_a_room_in_any_dungeon_until_end_of_turn(self):
        table = walk("golem_factory#1").dungeon(1, "dark_altar#1").hand(1, "freeze#1")
        g = Game(table, "adventure")
        g.act(CastSpell(1, "freeze#1", ("golem_factory#1",)))
        assert "golem_factory#1" in g.st.inactive
        g.finish_turn()
        assert not g.of(E.HeroDamaged) and "golem_factory#1" not in g.st.inactive  # R13
        g.check()

    def test_a_face_down_room_is_named_by_its_handle(self):
        """A face-down Room is targeted by a handle that tells nothing of it (R17, R24)."""
        table = Table(bosses=("cerebellus", "robobo")).dungeon(0, "dark_altar#1").hand(0, "golem_factory#1")
        g = Game(table.hand(1, "freeze#1"), "build").act(BuildRoom(0, "golem_factory#1", None))
        targets = {a.targets for a in g.legal() if isinstance(a, CastSpell)}
        assert targets == {("face-down#1.0.0",), ("dark_altar#1",)}
        assert view(g.st, 1).handles == (("face-down#1.0.0", 0, 0),)
        g.act(CastSpell(1, "freeze#1", ("face-down#1.0.0",))).pass_(0)
        frozen = g.of(E.RoomDeactivated)[-1]
        assert (frozen.seat, frozen.room, frozen.face_down) == (0, "golem_factory#1", True)
        g.check()

    def test_ruling_a_delayed_level_up_and_build_effect_happen_at_end_of_turn(self):
        """Ruling: 'If it delays a Level Up or a "when you build" effect, that happens at the End of Turn
        when the Room reactivates.' (R10, R13)"""
        table = Table(bosses=("cerebellus", "robobo")).dungeon(0, "dark_altar#1", "golem_factory#1",
                                                                "open_grave#1", "golem_factory#2")
        table.hand(0, "dark_laboratory#1").hand(1, "freeze#1")
        g = Game(table, "build").act(BuildRoom(0, "dark_laboratory#1", None))
        g.act(CastSpell(1, "freeze#1", ("face-down#1.0.0",)))
        g.passing(lambda s: s.phase == "end")
        phases = [e for e in g.events if isinstance(e, (E.PhaseStarted, E.LevelUp, E.EffectDelayed,
                                                          E.AbilityUsed))]
        kinds = [(type(e).__name__, getattr(e, "phase", None)) for e in phases]
        assert kinds.index(("EffectDelayed", None)) < kinds.index(("PhaseStarted", "bait"))
        assert kinds.index(("PhaseStarted", "end")) < kinds.index(("LevelUp", None))
        assert g.prompt()[0] == "cerebellus"  # the Level Up resolves now, at End of Turn
        g.pass_(0).until_choice()
        assert g.prompt()[0] == "discard_spell" and g.fired("dark_laboratory#1")  # then the build effect
        g.check()


class TestGiantSize:
    def test_a_monster_room_deals_three_more(self):
        g = Game(walk("dark_altar#1", "golem_factory#1").hand(0, "giant_size#1"), "adventure")
        assert {a.targets for a in g.legal() if isinstance(a, CastSpell)} == {("golem_factory#1",)}
        g.act(CastSpell(0, "giant_size#1", ("golem_factory#1",)))
        assert room_damage(g.st, 0, 1) == 5
        g.check()


class TestJeopardy:
    def test_everyone_discards_their_hand_then_draws_a_spell_and_two_rooms(self):
        table = Table(bosses=B).hand(0, "jeopardy#1", "golem_factory#1").hand(1, "fear#1", "open_grave#1",
                                                                               "dark_altar#1")
        g = Game(table.dungeon(0, "dark_altar#2").dungeon(1, "dark_altar#3"), "build")
        g.act(CastSpell(0, "jeopardy#1", ())).unanswered()
        assert [(d.seat, d.cards) for d in g.of(E.CardsDiscarded)] == [
            (0, ("golem_factory#1",)), (1, ("fear#1", "open_grave#1", "dark_altar#1"))]
        assert [(d.seat, d.deck, d.count) for d in g.of(E.CardsDrawn)] == [
            (0, "spell", 1), (0, "room", 2), (1, "spell", 1), (1, "room", 2)]
        g.check()

    def test_ruling_cards_already_played_are_not_affected(self):
        """Ruling: 'Cards already played, face-down Rooms included, are not affected.'"""
        table = Table(bosses=B).hand(0, "golem_factory#1").hand(1, "jeopardy#1")
        g = Game(table.dungeon(0, "dark_altar#2").dungeon(1, "dark_altar#3"), "build")
        g.act(BuildRoom(0, "golem_factory#1", None))
        g.act(CastSpell(1, "jeopardy#1", ()))
        assert "golem_factory#1" in g.st.facedown and len(g.hand(0)) == 3
        g.check()


class TestKoboldStrike:
    def test_no_more_rooms_and_face_down_rooms_go_back_to_hand(self):
        table = Table(bosses=B).hand(0, "golem_factory#1").hand(1, "kobold_strike#1", "open_grave#1")
        g = Game(table.dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2"), "build")
        g.act(BuildRoom(0, "golem_factory#1", None))
        g.act(CastSpell(1, "kobold_strike#1", ()))
        assert g.of(E.RoomReturned)[0].room == "golem_factory#1" and "golem_factory#1" in g.hand(0)
        g.passing(lambda s: s.active == 1 or s.phase != "build")
        assert not any(isinstance(a, BuildRoom) for a in g.legal())
        g.check()

    def test_ruling_also_stops_rooms_built_by_abilities(self):
        """Ruling: 'Also stops Rooms built by abilities (Level Ups, Construction Zone, Motivation).'"""
        table = Table(bosses=B).dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2", "open_grave#1")
        g = Game(table.hand(0, "kobold_strike#1", "motivation#1", "golem_factory#1"), "build")
        g.act(CastSpell(0, "kobold_strike#1", ()))
        assert g.st.no_build and not any(isinstance(a, (BuildRoom, CastSpell)) for a in g.legal())
        # the extra build of Construction Zone or a Level Up (an ExtraBuild frame) offers nothing
        from game.rules.flow import _extra_builds

        assert list(_extra_builds(g.st, ExtraBuild(0))) == []
        assert list(_extra_builds(g.st._replace(no_build=False), ExtraBuild(0)))


class TestMotivation:
    def test_fewer_rooms_than_an_opponent_one_more_room_this_turn(self):
        table = Table(bosses=B).dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2", "open_grave#1")
        g = Game(table.hand(0, "motivation#1", "golem_factory#1", "open_grave#2"), "build")
        g.act(BuildRoom(0, "golem_factory#1", None))
        g.act(CastSpell(0, "motivation#1", ()))
        assert BuildRoom(0, "open_grave#2", None) in g.legal()
        g.act(BuildRoom(0, "open_grave#2", None)).finish_turn()
        assert len(g.of(E.RoomRevealed)) == 2 and g.of(E.SpellResolved)[0].spell == "motivation#1"
        g.check()

    def test_not_with_as_many_rooms_as_every_opponent(self):
        table = Table(bosses=B).dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2")
        g = Game(table.hand(0, "motivation#1", "golem_factory#1"), "build")
        assert not any(isinstance(a, CastSpell) for a in g.legal())

    def test_cast_before_its_own_build_turn(self):
        """Interpretation: cast in an opponent's Build turn, the extra build waits for the caster's own
        Build turn this phase; after it, Motivation has no target."""
        table = Table(bosses=B).dungeon(0, "dark_altar#1", "open_grave#1").dungeon(1, "dark_altar#2")
        g = Game(table.hand(1, "motivation#1", "golem_factory#1", "open_grave#2"), "build")
        assert g.st.active == 0 and g.to_act == 1
        g.act(CastSpell(1, "motivation#1", ()))
        g.passing(lambda s: s.active == 1)
        g.act(BuildRoom(1, "golem_factory#1", None))
        assert BuildRoom(1, "open_grave#2", None) in g.legal()

    def test_ruling_never_two_new_rooms_on_one_pile(self):
        """Ruling: 'Cannot stack two new Rooms on one pile (no building over a face-down Room).' (R9)"""
        table = Table(bosses=B).dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2", "open_grave#1")
        g = Game(table.hand(0, "motivation#1", "golem_factory#1", "open_grave#2"), "build")
        g.act(CastSpell(0, "motivation#1", ())).act(BuildRoom(0, "golem_factory#1", None))
        assert BuildRoom(0, "open_grave#2", 0) not in g.legal()  # slot 0 is the face-down Golem Factory
        assert BuildRoom(0, "open_grave#2", 1) in g.legal()


class TestPrincessInPeril:
    def test_a_hero_in_town_goes_to_your_entrance(self):
        table = Table(bosses=B).dungeon(0, "golem_factory#1").hand(0, "princess_in_peril#1").town("nick_the_masher")
        g = Game(table, "build").act(CastSpell(0, "princess_in_peril#1", ("nick_the_masher",))).finish_turn()
        assert g.of(E.HeroMoved)[0].seat == 0 and g.of(E.HeroEnteredRoom)[0].hero == "nick_the_masher"
        g.check()

    def test_ruling_wasted_if_a_higher_xp_player_took_the_hero_first(self):
        """Ruling: 'If a higher-XP player resolves the same Spell on the same Hero first, this one is
        wasted.' (R17: a Spell whose target is gone when it resolves is wasted)"""
        table = Table(bosses=B).dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2").town("nick_the_masher")
        g = Game(table.hand(0, "princess_in_peril#1").hand(1, "princess_in_peril#2", "freeze#1"), "build")
        g.act(CastSpell(0, "princess_in_peril#1", ("nick_the_masher",))).unanswered()  # seat 0 resolves first
        assert g.of(E.HeroMoved)[0].seat == 0
        assert not any(isinstance(a, CastSpell) and a.spell == "princess_in_peril#2" for a in g.legal())
        # a Princess declared on the same Hero resolves wasted once the Hero is gone
        from game.rules.effects import Ctx
        from game.rules.engine import run

        table = Table(bosses=B).dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2").entrance(0, "nick_the_masher")
        st = table.state()._replace(casting=((1, "princess_in_peril#2", ("nick_the_masher",)),))
        ctx = Ctx(st)
        ctx.push(Resolve(1, "princess_in_peril#2", ("nick_the_masher",)), EndOfTurn(), Cleanup(), CheckEnd())
        run(ctx)
        resolved = [e for e in ctx.events if isinstance(e, E.SpellResolved)]
        assert resolved == [E.SpellResolved(1, "princess_in_peril#2", wasted=True)]
        assert not any(isinstance(e, E.HeroMoved) for e in ctx.events)


class TestSoulHarvest:
    def test_remove_a_soul_then_draw_two_spells(self):
        table = Table(bosses=B).dungeon(0, "dark_altar#1").souls(0, "nick_the_masher").hand(0, "soul_harvest#1")
        g = Game(table.deck_top("fear#1", "fear#2"), "build")
        g.act(CastSpell(0, "soul_harvest#1", ("nick_the_masher",)))
        assert g.st.seats[0].souls == () and "nick_the_masher" in g.st.removed
        assert g.of(E.HeroRemoved)[0].hero == "nick_the_masher"
        assert g.of(E.CardsDrawn)[0].cards == ("fear#1", "fear#2")
        g.check()


class TestTeleportation:
    def test_back_to_the_first_room_with_its_damage(self):
        table = walk("dark_altar#1", "golem_factory#1", "open_grave#1", hero="delatorious_angel_of_light")
        g = Game(table.hand(0, "teleportation#1"), "adventure").in_room(2)
        g.act(CastSpell(0, "teleportation#1", ("delatorious_angel_of_light",))).finish_turn()
        assert [e.slot for e in g.of(E.HeroEnteredRoom)] == [0, 1, 2, 0, 1]
        assert g.of(E.HeroKilled)[0].hero == "delatorious_angel_of_light"  # 5 + 1 + 2 >= 8
        g.check()

    def test_ruling_need_not_wait_for_the_last_room(self):
        """Ruling: 'Need not wait for the last Room.'"""
        table = walk("dark_altar#1", "golem_factory#1", "open_grave#1", hero="delatorious_angel_of_light")
        g = Game(table.hand(0, "teleportation#1"), "adventure").in_room(1)
        g.act(CastSpell(0, "teleportation#1", ("delatorious_angel_of_light",))).finish_turn()
        assert [e.slot for e in g.of(E.HeroEnteredRoom)][:3] == [0, 1, 0]


class TestTrepidation:
    def test_no_hero_enters_the_dungeon_of_a_player_two_souls_ahead(self):
        table = Table(bosses=B).dungeon(0, "dark_altar#1").entrance(0, "nick_the_masher")
        table.souls(0, "boden_the_pantless", "tieg_and_the_magic_bubble").hand(1, "trepidation#1")
        g = Game(table, "adventure")
        g.act(CastSpell(1, "trepidation#1", (0,))).finish_turn()
        assert not g.of(E.HeroEnteredRoom) and g.st.seats[0].entrance == ("nick_the_masher",)
        assert g.of(E.EntranceBlocked)[0].seat == 0
        g.check()

    def test_not_against_a_player_less_than_two_souls_ahead(self):
        table = Table(bosses=B).dungeon(0, "dark_altar#1").entrance(0, "nick_the_masher")
        g = Game(table.souls(0, "boden_the_pantless").hand(1, "trepidation#1", "fear#1"), "adventure")
        assert not any(isinstance(a, CastSpell) and a.spell == "trepidation#1" for a in g.legal())


class TestZombieAttack:
    def test_a_soul_goes_back_to_its_owners_entrance_with_two_more_health(self):
        table = Table(bosses=B).dungeon(1, "dark_altar#1").souls(1, "nick_the_masher").hand(0, "zombie_attack#1")
        g = Game(table.dungeon(0, "dark_altar#2"), "build")
        g.act(CastSpell(0, "zombie_attack#1", ("nick_the_masher",)))
        assert g.st.seats[1].entrance == ("nick_the_masher",) and health(g.st, "nick_the_masher") == 6
        g.check()

    def test_ruling_the_health_stays_if_the_hero_is_moved_away(self):
        """Ruling: 'The +2 Health stays until end of turn even if the Hero is moved away.'"""
        table = Table(bosses=B).dungeon(1, "dark_altar#1").souls(1, "nick_the_masher").hand(0, "zombie_attack#1")
        table.hand(1, "fear#1").dungeon(0, "dark_altar#2")
        g = Game(table, "build").act(CastSpell(0, "zombie_attack#1", ("nick_the_masher",)))
        g.passing(lambda s: s.walker is not None)
        g.act(CastSpell(1, "fear#1", ("nick_the_masher",))).passing(lambda s: not s.casting)
        assert "nick_the_masher" in g.st.town and health(g.st, "nick_the_masher") == 6


def test_activate_ability_is_not_a_spell():
    """Abilities are not Spells (All-Seeing Eye ruling): an ActivateAbility never opens a respond window."""
    table = Table(bosses=B).dungeon(0, "jackpot_stash#1", "dark_altar#1").hand(1, "counterspell#1")
    g = Game(table, "build").act(ActivateAbility(0, "jackpot_stash#1", ()))
    assert not g.st.casting and g.to_act == 0
