"""Every card of the Items expansion (Tools of Hero-Kind, R25-R31): one class per Item, Room and Spell, a
scenario showing it and one test per ruling of ``tools_of_hero_kind.toml`` (quoted in the docstring). Seat 0
acts first (Gorgona, XP 500, before Robobo)."""

from game.rules import ActivateAbility, BuildRoom, CastSpell, UseItem, legal_actions
from game.rules.flow import _loses_by_wounds
from game.rules.frames import KeepItem
from game.rules.queries import health

from cards.kit import E, Game, Table

B = ("gorgona", "robobo")
ITEMS = frozenset({"items"})


def table() -> Table:
    return Table(bosses=B, variants=ITEMS)


def walk(*rooms, hero="acacia_warrior_of_light", item=None, seat=0) -> Table:
    """``rooms`` in ``seat``'s dungeon, ``hero`` at its entrance carrying ``item``; Adventure next."""
    t = table().dungeon(seat, *rooms).entrance(seat, hero)
    return t.carry(hero, item) if item is not None else t


def uses(g: Game) -> list:
    return [a for a in g.legal() if isinstance(a, UseItem)]


def damage_of(g: Game, hero: str) -> int:
    return sum(e.amount for e in g.of(E.HeroDamaged) if e.hero == hero)


# ---------------------------------------------------------------- Cleric

class TestExtraLife:
    def test_the_carrier_cheats_death_and_leaves_its_item(self):
        g = Game(walk("neanderthal_cave#1", "neanderthal_cave#2", hero="nick_the_masher", item="extra_life"),
                 "adventure").finish_turn()
        assert not g.of(E.HeroKilled) and E.HeroMoved("nick_the_masher", "town", None) in g.of(E.HeroMoved)
        assert "nick_the_masher" in g.st.town and g.st.seats[0].items_up == ("extra_life",)
        g.check()

    def test_ruling_any_cause_of_death(self):
        """Ruling: 'Any cause of death triggers the rescue, damage or an ability alike.'"""
        t = walk("bottomless_pit#1", "dark_altar#1", hero="nick_the_masher", item="extra_life")
        g = Game(t, "adventure").in_room(0)
        g.act(ActivateAbility(0, "bottomless_pit#1", ("nick_the_masher",))).finish_turn()
        assert not g.of(E.HeroKilled) and g.of(E.ItemScored) == [E.ItemScored(0, "extra_life", True)]
        g.check()

    def test_ruling_the_item_goes_face_up_with_the_limit(self):
        """Ruling: 'The detached Item goes face-up into the scorekeeping area of the player whose dungeon the
        Hero was walking through, as a killed carrier's Item would (the one-face-up limit applies).'"""
        t = walk("neanderthal_cave#1", "neanderthal_cave#2", hero="nick_the_masher", item="extra_life")
        g = Game(t.items(0, up=("necronomicon",)), "adventure")
        g.passing(lambda s: isinstance(s.flow[-1], KeepItem))
        assert set(g.st.seats[0].items_up) == {"necronomicon", "extra_life"}
        g.choose(0, "extra_life")
        assert g.st.seats[0].items_up == ("extra_life",) and g.st.seats[0].items_down == ("necronomicon",)
        g.check()

    def test_ruling_the_boss_ability_ignores_wounds_this_turn_only(self):
        """Ruling: 'The Boss ability makes you disregard your Wounds at this turn's End of Turn check only;
        from the next turn they count again.' (R14)"""
        t = walk("dark_altar#1").wounds(0, "boden_the_pantless", "tieg_and_the_magic_bubble", "joman_chimm_cutpurse",
                                         "jesta_the_rogue").items(0, up=("extra_life",))
        g = Game(t.hand(0, "golem_factory#1"), "adventure")  # a card in hand: a decision next turn
        g.act(UseItem(0, "extra_life", ())).passing(lambda s: s.turn > 1)
        assert g.of(E.WoundsIgnored) == [E.WoundsIgnored(0, "extra_life")]
        assert not g.of(E.PlayerEliminated) and g.st.outcome is None
        assert g.st.wounds_ignored == frozenset() and _loses_by_wounds(g.st, 0)  # five Wounds count again
        g.check()


class TestHolyHandGrenade:
    def test_through_your_dungeon_two_rooms_of_your_hand_go(self):
        t = walk("dark_altar#1", item="holy_hand_grenade").hand(0, "golem_factory#1", "goblin_armory#1",
                                                                 "neanderthal_cave#1", "fear#1")
        g = Game(t, "adventure").finish_turn()
        discarded = [c for e in g.of(E.CardsDiscarded) if e.seat == 0 for c in e.cards]
        assert len(discarded) == 2 and "fear#1" not in discarded and all(e.random for e in g.of(E.CardsDiscarded))
        g.check()

    def test_boss_each_opponent_loses_a_room_card_at_random(self):
        t = table().dungeon(0, "dark_altar#1").items(0, up=("holy_hand_grenade",)).hand(1, "golem_factory#1", "fear#1")
        g = Game(t.dungeon(1, "goblin_armory#1"), "build")
        g.act(UseItem(0, "holy_hand_grenade", ()))
        assert g.of(E.CardsDiscarded) == [E.CardsDiscarded(1, ("golem_factory#1",), True)]
        g.check()


class TestInquisitorsRobes:
    def test_the_first_advanced_room_left_alive_is_destroyed(self):
        t = walk(("dark_altar#1", "dracolich_lair#1"), ("golem_factory#1", "beast_menagerie#1"),
                 hero="lord_van_ette", item="inquisitor_s_robes")
        g = Game(t, "adventure").finish_turn()
        assert [e.room for e in g.of(E.RoomDestroyed)] == ["dracolich_lair#1"]
        assert g.dungeon(0) == ("dark_altar#1", "beast_menagerie#1")
        g.check()

    def test_ruling_only_the_top_room_goes(self):
        """Ruling: 'Only the top Room goes; a Room beneath it is uncovered, not destroyed.'"""
        t = table().dungeon(0, "dark_altar#1").dungeon(1, ("golem_factory#1", "beast_menagerie#1"))
        g = Game(t.items(0, up=("inquisitor_s_robes",)), "build")
        assert {a.targets for a in uses(g)} == {("beast_menagerie#1",)}  # Advanced Rooms only
        g.act(UseItem(0, "inquisitor_s_robes", ("beast_menagerie#1",)))
        assert g.of(E.RoomDestroyed) == [E.RoomDestroyed(1, "beast_menagerie#1", 0, "golem_factory#1")]
        g.check()

    def test_ruling_no_destroy_this_room_effect(self):
        """Ruling: 'A Room destroyed by either ability does not set off its own 'destroy this Room' effect.'"""
        t = table().dungeon(0, "dark_altar#1").dungeon(1, ("bottomless_pit#1", "recycling_center#1"))
        g = Game(t.items(0, up=("inquisitor_s_robes",)), "build")
        g.act(UseItem(0, "inquisitor_s_robes", ("recycling_center#1",)))
        assert g.of(E.RoomDestroyed)[0].room == "recycling_center#1" and not g.of(E.AbilityUsed)
        g.check()


class TestStaffOfHealing:
    def _staff(self) -> Game:
        t = walk("neanderthal_cave#1", "neanderthal_cave#2", hero="nick_the_masher", item="staff_of_healing")
        return Game(t.entrance(0, "acacia_warrior_of_light"), "adventure")

    def test_every_hero_at_the_entrance_gains_two_health(self):
        g = self._staff()
        raised = {(e.hero, e.amount, e.source) for e in g.of(E.HeroHealthRaised)}
        assert raised == {(hero, 2, "staff_of_healing") for hero in ("nick_the_masher", "acacia_warrior_of_light")}
        g.check()

    def test_ruling_the_health_stays_when_the_carrier_dies(self):
        """Ruling: 'The +2 Health stays for the rest of the turn, whether or not the carrier dies or the Staff
        leaves play.'"""
        g = self._staff().finish_turn()
        # Nick (4 + 2 Health) dies of 6 damage; Acacia (6 + 2) survives the same 6 after the Staff is gone
        assert [e.hero for e in g.of(E.HeroKilled)] == ["nick_the_masher"]
        assert g.of(E.ItemScored)[0].item == "staff_of_healing"
        assert [e.hero for e in g.of(E.HeroReachedBoss)] == ["acacia_warrior_of_light"]
        g.check()

    def test_ruling_no_epic_wound(self):
        """Ruling: 'The Boss ability cannot heal an Epic Hero's Wounds.'"""
        t = table().dungeon(0, "dark_altar#1").wounds(0, "lord_van_ette", "nick_the_masher")
        g = Game(t.items(0, up=("staff_of_healing",)), "build")
        assert {a.targets for a in uses(g)} == {("nick_the_masher",)}
        g.check()

    def test_ruling_it_heals_a_face_up_hero(self):
        """Ruling: 'The Boss ability heals a Wound: the Hero it turns over is a face-up one (a Wound),
        never a face-down one (already a Soul).'"""
        t = table().dungeon(0, "dark_altar#1").wounds(0, "nick_the_masher").souls(0, "boden_the_pantless")
        g = Game(t.items(0, up=("staff_of_healing",)), "build")
        g.act(UseItem(0, "staff_of_healing", ("nick_the_masher",)))
        assert g.st.seats[0].wounds == () and "nick_the_masher" in g.st.seats[0].souls
        g.check()


# ---------------------------------------------------------------- Fighter

class TestGoblinSuit:
    def test_ordinary_monster_rooms_deal_no_damage_and_the_boss_ability_boosts_them(self):
        g = Game(walk("golem_factory#1", "dark_altar#1", item="goblin_suit"), "adventure").finish_turn()
        assert damage_of(g, "acacia_warrior_of_light") == 1
        t = table().dungeon(0, "golem_factory#1", ("dark_altar#1", "vampire_bordello#1")).items(0, up=("goblin_suit",))
        g = Game(t.entrance(0, "nick_the_masher"), "adventure")
        g.act(UseItem(0, "goblin_suit", ()))
        assert g.of(E.RoomBoosted) == [E.RoomBoosted(0, "golem_factory#1", 1, "goblin_suit")]  # not Advanced ones
        g.check()

    def test_ruling_boosted_damage_is_stopped_too(self):
        """Ruling: 'The protection holds even when another effect has raised the Room's damage.'"""
        g = Game(walk("goblin_armory#1", "golem_factory#1", item="goblin_suit"), "adventure").finish_turn()
        assert damage_of(g, "acacia_warrior_of_light") == 0  # Golem Factory's +1 from Goblin Armory stopped
        g.check()

    def test_ruling_abilities_still_apply(self):
        """Ruling: 'Those Rooms' abilities still affect the Hero; only their damage is stopped.'"""
        g = Game(walk("dark_altar#1", "minotaur_s_maze#1", item="goblin_suit"), "adventure").finish_turn()
        assert g.fired("minotaur_s_maze") and damage_of(g, "acacia_warrior_of_light") == 2  # Dark Altar twice
        g.check()


class TestClawsOfTheBerserker:
    def test_the_carrier_has_one_more_health_per_monster_room(self):
        t = walk("golem_factory#1", "dark_altar#1", "goblin_armory#1", item="claws_of_the_berserker")
        g = Game(t.hand(0, "annihilator#1"), "adventure").in_room(0)  # a Spell in hand: asked in each window
        assert health(g.st, "acacia_warrior_of_light") == 8
        g.check()

    def test_ruling_the_bonus_follows_the_rooms_in_play(self):
        """Ruling: 'The Hero bonus tracks the Monster Rooms currently in play in the defending dungeon:
        destroying or deactivating one lowers it at once.'"""
        t = walk("golem_factory#1", "golem_factory#2", "dark_altar#1", item="claws_of_the_berserker")
        g = Game(t.hand(1, "freeze#1").hand(0, "annihilator#1"), "adventure").in_room(0).pass_(0)
        g.act(CastSpell(1, "freeze#1", ("golem_factory#2",))).unanswered()
        assert g.st.walker is not None and health(g.st, "acacia_warrior_of_light") == 7
        g.check()

    def test_ruling_the_boss_ability_counts_your_own_monster_rooms(self):
        """Ruling: 'The Boss ability counts the Monster Rooms of the player using it, even on a Hero in another
        dungeon (three Monster Rooms give that Hero +3 Health).'"""
        t = walk("dark_altar#1", "dark_altar#2").dungeon(1, "golem_factory#1", "goblin_armory#1", "neanderthal_cave#1")
        g = Game(t.items(1, up=("claws_of_the_berserker",)).hand(0, "annihilator#1"), "adventure").in_room(0)
        g.pass_(0).act(UseItem(1, "claws_of_the_berserker", ("acacia_warrior_of_light",))).unanswered()
        assert g.st.walker is not None and health(g.st, "acacia_warrior_of_light") == 9
        g.check()


class TestOversizedSword:
    def test_five_more_health_carried_or_given(self):
        g = Game(walk("neanderthal_cave#1", "neanderthal_cave#2", item="oversized_sword"), "adventure").finish_turn()
        assert not g.of(E.HeroKilled) and g.of(E.HeroReachedBoss)  # 6 damage, 11 Health
        t = walk("dark_altar#1", "dark_altar#2", hero="nick_the_masher").items(1, up=("oversized_sword",))
        g = Game(t.dungeon(1, "golem_factory#1").hand(0, "annihilator#1"), "adventure").in_room(0).pass_(0)
        g.act(UseItem(1, "oversized_sword", ("nick_the_masher",))).unanswered()
        assert g.st.walker is not None and health(g.st, "nick_the_masher") == 9
        g.check()


class TestVorpalBlade:
    def test_the_boss_ability_kills_a_hero_at_half_health(self):
        t = walk("neanderthal_cave#1", "dark_altar#1").items(0, up=("vorpal_blade",))
        g = Game(t, "adventure").in_room(0)
        g.act(UseItem(0, "vorpal_blade", ("acacia_warrior_of_light",)))
        assert g.of(E.HeroKilled) == [E.HeroKilled("acacia_warrior_of_light", 0, 1)]
        g.check()

    def test_ruling_the_extra_wound_can_make_you_lose(self):
        """Ruling: 'The extra Wound counts at the End of Turn check and can make you lose (two Wounds plus an
        Epic Hero carrying the Blade makes five); otherwise it is gone before the next turn.'"""
        t = walk("dark_altar#1", hero="lord_van_ette", item="vorpal_blade").wounds(0, "nick_the_masher",
                                                                                   "boden_the_pantless")
        g = Game(t, "adventure").finish_turn()
        assert g.of(E.WoundAdded) == [E.WoundAdded(0, 1, "vorpal_blade")] and g.of(E.PlayerEliminated)
        g = Game(walk("dark_altar#1", hero="nick_the_masher", item="vorpal_blade"), "adventure").finish_turn()
        assert not g.of(E.PlayerEliminated) and g.st.extra_wounds == ()
        g.check()

    def _damaged(self, where: str, damage: int, hero: str = "acacia_warrior_of_light") -> tuple:
        t = table().dungeon(0, "dark_altar#1").dungeon(1, "golem_factory#1").items(0, up=("vorpal_blade",))
        t = t.town(hero) if where == "town" else t.entrance(1, hero)
        g = Game(t.hand(0, "golem_factory#2"), "build")
        g.st = g.st._replace(damage=((hero, damage),))
        return g

    def test_ruling_any_hero_in_town_or_at_an_entrance(self):
        """Ruling: 'The Boss ability may target any Hero, including one sent back to town or waiting at a
        dungeon entrance.'"""
        for where in ("town", "entrance"):
            g = self._damaged(where, 3)
            assert UseItem(0, "vorpal_blade", ("acacia_warrior_of_light",)) in g.legal()

    def test_ruling_who_scores_it(self):
        """Ruling: 'A Hero killed in town or in your dungeon goes face-down into your scorekeeping area; one
        killed in an opponent's dungeon goes into theirs.'"""
        for where, scorer in (("town", 0), ("entrance", 1)):
            g = self._damaged(where, 3)
            g.act(UseItem(0, "vorpal_blade", ("acacia_warrior_of_light",)))
            assert g.of(E.HeroKilled)[0].seat == scorer

    def test_ruling_half_is_rounded_up(self):
        """Ruling: 'Half is rounded up: a 13-Health Hero needs 7 or more damage.'"""
        assert UseItem(0, "vorpal_blade", ("lord_van_ette",)) not in self._damaged("town", 6, "lord_van_ette").legal()
        assert UseItem(0, "vorpal_blade", ("lord_van_ette",)) in self._damaged("town", 7, "lord_van_ette").legal()


# ---------------------------------------------------------------- Mage

class TestAntimagicLizard:
    def test_two_spells_of_your_hand_go_and_the_boss_ability_takes_one(self):
        t = walk("dark_altar#1", item="antimagic_lizard").hand(0, "fear#1", "freeze#1", "giant_size#1",
                                                               "golem_factory#1")
        g = Game(t, "adventure").finish_turn()
        gone = [c for e in g.of(E.CardsDiscarded) if e.seat == 0 for c in e.cards]
        assert len(gone) == 2 and "golem_factory#1" not in gone
        t = table().dungeon(0, "dark_altar#1").items(0, up=("antimagic_lizard",)).hand(1, "fear#1")
        g = Game(t.dungeon(1, "golem_factory#1"), "build")
        g.act(UseItem(0, "antimagic_lizard", (1,)))
        assert g.of(E.CardsDiscarded) == [E.CardsDiscarded(1, ("fear#1",), True)]
        g.check()


class TestIceRod:
    def test_boss_ability_deactivates_an_opponents_room(self):
        t = table().dungeon(0, "dark_altar#1").dungeon(1, "golem_factory#1").items(0, up=("ice_rod",))
        g = Game(t.hand(0, "goblin_armory#1"), "build")
        assert {a.targets for a in uses(g)} == {("golem_factory#1",)}  # an opponent's Room
        g.act(UseItem(0, "ice_rod", ("golem_factory#1",)))
        assert g.of(E.RoomDeactivated) == [E.RoomDeactivated(1, "golem_factory#1")]
        g.check()

    def test_ruling_the_whole_dungeon_stays_deactivated(self):
        """Ruling: 'If the Hero survives every Room, the whole dungeon stays deactivated, and later Heroes this
        turn pass through it unharmed.'"""
        t = walk("dark_altar#1", "golem_factory#1", item="ice_rod").entrance(0, "nick_the_masher")
        g = Game(t, "adventure").finish_turn()
        assert {e.room for e in g.of(E.RoomDeactivated)} == {"dark_altar#1", "golem_factory#1"}
        assert damage_of(g, "nick_the_masher") == 0 and g.of(E.HeroReachedBoss)[1].hero == "nick_the_masher"
        g.check()


class TestMagicMirror:
    def test_the_boss_ability_copies_another_face_up_item(self):
        t = table().dungeon(0, "dark_altar#1").items(0, up=("magic_mirror",)).items_town("necronomicon")
        g = Game(t.dungeon(1, "golem_factory#1"), "build")
        g.act(UseItem(0, "magic_mirror", ("necronomicon",)))
        assert [e.deck for e in g.of(E.CardsDrawn)] == ["spell"] and g.st.items_town == ("necronomicon",)
        assert g.st.seats[0].items_down == ("magic_mirror",)
        g.check()

    def test_ruling_the_swap_comes_just_before_the_first_room(self):
        """Ruling: 'The swap happens just before the first Room: the last Room becomes the first, the one
        before it the second, and so on.'"""
        g = Game(walk("dark_altar#1", "golem_factory#1", "goblin_armory#1", item="magic_mirror"), "adventure")
        g.finish_turn()
        assert g.of(E.HeroEnteredRoom)[0].room == "goblin_armory#1"
        g.check()

    def test_ruling_the_new_order_stays_and_piles_move_whole(self):
        """Ruling: 'The new order stays for the rest of the game, and each Room stack moves as one piece.'"""
        t = walk(("dark_altar#1", "dracolich_lair#1"), "golem_factory#1", item="magic_mirror")
        g = Game(t, "adventure").finish_turn()
        assert g.st.seats[0].dungeon == (("golem_factory#1",), ("dark_altar#1", "dracolich_lair#1"))
        g.check()

    def test_ruling_any_face_up_item(self):
        """Ruling: 'The Boss ability may copy any face-up Item: one in any scorekeeping area, one waiting in
        town, or one attached to a Hero.'"""
        t = table().dungeon(0, "dark_altar#1").items(0, up=("magic_mirror",)).items(1, up=("necronomicon",))
        t = t.items_town("holy_hand_grenade").town("nick_the_masher").carry("nick_the_masher", "extra_life")
        g = Game(t.dungeon(1, "golem_factory#1").hand(1, "goblin_armory#1"), "build")
        assert {a.targets[0] for a in uses(g)} == {"necronomicon", "holy_hand_grenade", "extra_life"}
        g.check()


class TestNecronomicon:
    def test_opponents_draw_a_spell_when_it_gets_through_and_the_boss_ability_draws_one(self):
        g = Game(walk("dark_altar#1", item="necronomicon"), "adventure").finish_turn()
        assert [(e.seat, e.deck) for e in g.of(E.CardsDrawn)] == [(1, "spell")]
        t = table().dungeon(0, "dark_altar#1").items(0, up=("necronomicon",)).dungeon(1, "golem_factory#1")
        g = Game(t, "build").act(UseItem(0, "necronomicon", ()))
        assert [(e.seat, e.deck) for e in g.of(E.CardsDrawn)] == [(0, "spell")]
        g.check()


# ---------------------------------------------------------------- Thief

class TestBagOfHolding:
    def test_the_boss_ability_takes_a_rich_room_from_the_discard_pile(self):
        t = table().dungeon(0, "dark_altar#1").items(0, up=("bag_of_holding",)).discard("golem_factory#1",
                                                                                          "jackpot_stash#1")
        g = Game(t.dungeon(1, "golem_factory#2"), "build")
        assert {a.targets for a in uses(g)} == {("jackpot_stash#1",)}
        g.act(UseItem(0, "bag_of_holding", ("jackpot_stash#1",)))
        assert "jackpot_stash#1" in g.hand(0)
        g.check()

    def test_ruling_several_rooms_in_one_walk(self):
        """Ruling: 'It can destroy several Rooms in one walk, one for each such Room the Hero survives.'"""
        g = Game(walk("dark_altar#1", "golem_factory#1", "jackpot_stash#1", hero="lord_van_ette",
                      item="bag_of_holding"), "adventure").finish_turn()
        assert [e.room for e in g.of(E.RoomDestroyed)] == ["dark_altar#1", "jackpot_stash#1"]
        assert [e.room for e in g.of(E.HeroEnteredRoom)] == ["dark_altar#1", "golem_factory#1", "jackpot_stash#1"]
        g.check()

    def test_ruling_alike_or_different_icons(self):
        """Ruling: 'The icons may be alike (Dark Laboratory) or different (Dragon Hatchery).'"""
        g = Game(walk("dark_laboratory#1", "dragon_hatchery#1", item="bag_of_holding"), "adventure").finish_turn()
        assert [e.room for e in g.of(E.RoomDestroyed)] == ["dark_laboratory#1", "dragon_hatchery#1"]
        g.check()


class TestCheatCode:
    def test_the_boss_ability_strips_a_room_for_the_turn(self):
        t = walk("bottomless_pit#1").items(0, up=("cheat_code",)).dungeon(1, "golem_factory#1")
        g = Game(t, "adventure")
        g.act(UseItem(0, "cheat_code", ("golem_factory#1",)))
        assert g.of(E.RoomSilenced) == [E.RoomSilenced(1, "golem_factory#1", "cheat_code")]
        g.finish_turn()
        assert g.st.silenced == frozenset()
        g.check()

    def test_ruling_only_the_ability_goes(self):
        """Ruling: 'Ability text is only the Room's ability (for instance Bottomless Pit's destroy-this-Room
        ability); the Room keeps its name, damage, treasure and Monster/Trap subtype.'"""
        t = walk("bottomless_pit#1", "goblin_armory#1", "golem_factory#1", hero="nick_the_masher", item="cheat_code")
        g = Game(t.hand(0, "annihilator#1"), "adventure").in_room(0)
        assert not any(isinstance(a, ActivateAbility) for a in g.legal())  # no destroy-this-Room
        g.finish_turn()
        # Golem Factory deals its 2 (not 3: Goblin Armory's bonus is ability text); it kills, and draws nothing
        assert damage_of(g, "nick_the_masher") == 4 and g.of(E.HeroKilled) and not g.fired("golem_factory")
        g.check()


class TestTenFootPole:
    def test_the_boss_ability_deactivates_a_trap_room_anywhere(self):
        t = table().dungeon(0, "dark_altar#1", "golem_factory#1").items(0, up=("ten_foot_pole",))
        g = Game(t.dungeon(1, "bottomless_pit#1").hand(0, "goblin_armory#1"), "build")
        assert {a.targets for a in uses(g)} == {("dark_altar#1",), ("bottomless_pit#1",)}
        g.check()

    def test_ruling_the_first_trap_room_is_off_before_the_hero_enters(self):
        """Ruling: 'If that Trap Room is your first Room, the deactivation comes before its ability or damage,
        and the Hero passes straight on.'"""
        g = Game(walk("dark_altar#1", "golem_factory#1", "bottomless_pit#1", item="ten_foot_pole"), "adventure")
        g.finish_turn()
        assert [e.room for e in g.of(E.RoomDeactivated)] == ["dark_altar#1"]
        assert damage_of(g, "acacia_warrior_of_light") == 3  # Golem Factory 2, Bottomless Pit 1
        g.check()


class TestTheBomb:
    def test_the_boss_ability_destroys_your_room_and_deals_five(self):
        t = walk("dark_altar#1", "golem_factory#1", hero="lord_van_ette").items(0, up=("the_bomb",))
        g = Game(t, "adventure").in_room(1)
        g.act(UseItem(0, "the_bomb", ("golem_factory#1", "lord_van_ette")))
        assert g.of(E.RoomDestroyed)[0].room == "golem_factory#1" and g.st.damage == (("lord_van_ette", 8),)
        g.check()

    def test_ruling_the_last_room_goes_before_it_acts(self):
        """Ruling: 'The Hero ability fires as the Hero steps into your last (rightmost) Room, before that Room's
        ability or damage, so the Hero gets through your dungeon alive.'"""
        g = Game(walk("dark_altar#1", "neanderthal_cave#1", hero="nick_the_masher", item="the_bomb"), "adventure")
        g.finish_turn()
        assert g.of(E.RoomDestroyed)[0].room == "neanderthal_cave#1" and damage_of(g, "nick_the_masher") == 1
        assert g.of(E.HeroReachedBoss)[0].hero == "nick_the_masher"
        g.check()

    def test_ruling_the_five_damage_hit_one_hero(self):
        """Ruling: 'The 5 damage lands on that one Hero alone; a Hero entering the Room afterwards takes none of
        it.'"""
        t = walk("dark_altar#1", ("golem_factory#1", "neanderthal_cave#1"), hero="lord_van_ette")
        g = Game(t.items(0, up=("the_bomb",)).entrance(0, "jesta_the_rogue"), "adventure").in_room(1)
        g.act(UseItem(0, "the_bomb", ("neanderthal_cave#1", "lord_van_ette"))).finish_turn()
        assert damage_of(g, "jesta_the_rogue") == 3  # Dark Altar 1, the uncovered Golem Factory 2
        g.check()


class TestPetMonster:
    def test_the_boss_ability_deactivates_a_monster_room_anywhere(self):
        t = table().dungeon(0, "dark_altar#1", "golem_factory#1").items(0, up=("pet_monster",))
        g = Game(t.dungeon(1, "bottomless_pit#1").hand(0, "goblin_armory#1"), "build")
        assert {a.targets for a in uses(g)} == {("golem_factory#1",)}
        g.check()

    def test_ruling_the_first_monster_room_is_off_before_the_hero_enters(self):
        """Ruling: 'If that Monster Room is your first Room, the deactivation comes before its ability or
        damage, and the Hero passes straight on.'"""
        g = Game(walk("minotaur_s_maze#1", "golem_factory#1", item="pet_monster"), "adventure").finish_turn()
        assert [e.room for e in g.of(E.RoomDeactivated)] == ["minotaur_s_maze#1"] and not g.fired("minotaur_s_maze")
        assert damage_of(g, "acacia_warrior_of_light") == 2
        g.check()


# ---------------------------------------------------------------- Universal

class TestBootsOfJumping:
    def test_the_boss_ability_makes_a_hero_jump_the_next_room(self):
        t = walk("neanderthal_cave#1", "dark_altar#1", hero="nick_the_masher").items(0, up=("boots_of_jumping",))
        g = Game(t.dungeon(1, "golem_factory#1"), "adventure")
        g.act(UseItem(0, "boots_of_jumping", ("nick_the_masher",))).finish_turn()
        assert g.of(E.HeroSkippedRoom) == [E.HeroSkippedRoom("nick_the_masher", 0, 0, "neanderthal_cave#1")]
        assert damage_of(g, "nick_the_masher") == 1
        g.check()

    def test_ruling_a_room_jumped_over_does_not_exist_for_the_hero(self):
        """Ruling: 'A Room jumped over deals no damage and none of its abilities touch the Hero; for that Hero
        the Room does not exist.'"""
        g = Game(walk("dark_altar#1", "minotaur_s_maze#1", "dark_altar#2", item="boots_of_jumping"), "adventure")
        g.finish_turn()
        assert not g.fired("minotaur_s_maze") and damage_of(g, "acacia_warrior_of_light") == 2  # the two Altars
        g.check()

    def test_ruling_no_chain_of_jumps(self):
        """Ruling: 'A Room jumped over is not one the Hero survived, so it does not set off another jump (the
        Hero enters one Room, jumps the next, and so on).'"""
        g = Game(walk("dark_altar#1", "dark_altar#2", "golem_factory#1", "golem_factory#2", item="boots_of_jumping"),
                 "adventure").finish_turn()
        assert [e.slot for e in g.of(E.HeroEnteredRoom)] == [0, 2]
        assert [e.slot for e in g.of(E.HeroSkippedRoom)] == [1, 3]
        g.check()


class TestStarOfInvulnerability:
    def test_the_first_three_rooms_deal_no_damage(self):
        g = Game(walk("golem_factory#1", "golem_factory#2", "golem_factory#3", "dark_altar#1",
                      item="star_of_invulnerability"), "adventure").finish_turn()
        assert damage_of(g, "acacia_warrior_of_light") == 1
        g.check()

    def test_ruling_boosts_blocked_abilities_apply(self):
        """Ruling: 'Extra damage from boosts is blocked too, but Room abilities still apply, so an effect like
        Bottomless Pit's can still kill the Hero.'"""
        t = walk("goblin_armory#1", "golem_factory#1", "bottomless_pit#1", item="star_of_invulnerability")
        g = Game(t, "adventure").in_room(2)
        assert damage_of(g, "acacia_warrior_of_light") == 0
        g.act(ActivateAbility(0, "bottomless_pit#1", ("acacia_warrior_of_light",)))
        assert g.of(E.HeroKilled)[0].hero == "acacia_warrior_of_light"
        g.check()

    def test_ruling_deactivated_rooms_are_not_counted(self):
        """Ruling: 'The three Rooms are counted from the left, and deactivated Rooms are not counted among
        them.'"""
        t = walk("golem_factory#1", "golem_factory#2", "golem_factory#3", "dark_altar#1", "goblin_armory#1",
                 hero="lord_van_ette", item="star_of_invulnerability").inactive("golem_factory#2")
        g = Game(t, "adventure").finish_turn()
        assert damage_of(g, "lord_van_ette") == 1  # Goblin Armory, fourth of the active Rooms
        g.check()

    def test_ruling_a_removed_hero_is_out_for_good(self):
        """Ruling: 'A removed Hero is out for good: it never returns to town and nothing can target it
        (leaving your scorekeeping area, it no longer counts as a Wound).'"""
        t = walk("dark_altar#1", hero="nick_the_masher").items(0, up=("star_of_invulnerability",))
        g = Game(t.entrance(0, "jesta_the_rogue"), "adventure")  # a window before Jesta walks in
        g.passing(lambda s: "nick_the_masher" in s.seats[0].wounds and any(
            isinstance(a, UseItem) for a in legal_actions(s)))
        g.act(UseItem(0, "star_of_invulnerability", ("nick_the_masher",)))
        assert "nick_the_masher" not in g.st.seats[0].wounds and "nick_the_masher" in g.st.removed
        g.finish_turn()
        assert "nick_the_masher" not in g.st.town and not any(
            "nick_the_masher" in a.targets for a in g.legal() if hasattr(a, "targets"))
        g.check()

    def test_ruling_only_a_hero_that_got_through_this_turn(self):
        """Ruling: 'The target must have survived your dungeon this turn, so the Boss ability must be used
        before the Adventure phase ends (WIKI note).'"""
        t = table().dungeon(0, "dark_altar#1").wounds(0, "boden_the_pantless").items(0, up=("star_of_invulnerability",))
        g = Game(t.dungeon(1, "golem_factory#1").hand(0, "goblin_armory#1"), "build")
        assert not uses(g)  # Boden reached it in an earlier turn
        g.check()


class TestRingOfInvisibility:
    def test_the_boss_ability_cancels_a_spell_in_your_adventure_turn(self):
        t = walk("dark_altar#1").items(0, up=("ring_of_invisibility",)).hand(1, "fear#1")
        g = Game(t.dungeon(1, "golem_factory#1"), "adventure").in_room(0)
        g.act(CastSpell(1, "fear#1", ("acacia_warrior_of_light",)))
        g.act(UseItem(0, "ring_of_invisibility", ("fear#1",)))
        assert g.of(E.SpellCancelled) == [E.SpellCancelled(1, "fear#1", "ring_of_invisibility")]
        g.check()

    def test_ruling_no_spells_all_adventure_phase_long(self):
        """Ruling: 'The ban covers the whole Adventure phase in which the Hero is at your entrance, including
        while another player is active.'"""
        t = walk("dark_altar#1", hero="nick_the_masher").dungeon(1, "golem_factory#1").hand(1, "fear#1")
        t = t.entrance(1, "acacia_warrior_of_light").carry("acacia_warrior_of_light", "ring_of_invisibility")
        g = Game(t.hand(0, "annihilator#1"), "adventure").finish_turn()
        through = g.first_turn().index(E.HeroReachedBoss("acacia_warrior_of_light", 1, 1))
        asked = [e.seat for e in g.first_turn()[:through] if isinstance(e, E.AwaitingDecision)]
        assert 0 in asked and 1 not in asked  # seat 1, holding Fear, is never asked while Acacia is there
        g.check()

    def test_ruling_only_while_you_are_active(self):
        """Ruling: 'The Boss ability can only answer a Spell cast while Heroes are moving through your own
        dungeon (you are the active player).'"""
        t = walk("golem_factory#2", seat=1).dungeon(0, "dark_altar#1").items(0, up=("ring_of_invisibility",))
        g = Game(t.hand(1, "giant_size#1"), "adventure")
        assert g.st.active == 1 and g.to_act == 1
        g.act(CastSpell(1, "giant_size#1", ("golem_factory#2",)))
        assert not g.of(E.SpellCancelled) and g.of(E.SpellResolved)[0].spell == "giant_size#1"
        g.check()


# ---------------------------------------------------------------- the Rooms and the Spell

class TestBurialMound:
    def test_two_room_cards_turn_a_face_down_item_up(self):
        t = table().dungeon(0, ("dark_altar#1", "burial_mound#1")).items(0, down=("ice_rod",))
        g = Game(t.hand(0, "golem_factory#1", "goblin_armory#1").dungeon(1, "golem_factory#2"), "build")
        g.act(ActivateAbility(0, "burial_mound#1", ("golem_factory#1", "goblin_armory#1", "ice_rod")))
        assert g.st.seats[0].items_up == ("ice_rod",) and g.of(E.CardsDiscarded)[0].cards == ("golem_factory#1",
                                                                                             "goblin_armory#1")
        g.check()

    def test_ruling_any_face_down_item(self):
        """Ruling: 'Any face-down Item of yours may be chosen: one from a Hero that survived, one already spent,
        or one turned down by another effect.'"""
        t = table().dungeon(0, ("dark_altar#1", "burial_mound#1")).items(0, down=("ice_rod", "necronomicon"))
        g = Game(t.hand(0, "golem_factory#1", "goblin_armory#1").dungeon(1, "golem_factory#2"), "build")
        assert {a.targets[2] for a in g.legal() if isinstance(a, ActivateAbility)} == {"ice_rod", "necronomicon"}
        g.check()


class TestOrcishSmithy:
    def test_an_item_waiting_in_town_goes_to_a_hero_of_your_choice(self):
        t = table().dungeon(0, ("golem_factory#1", "orcish_smithy#1")).items_town("ice_rod").town("nick_the_masher")
        g = Game(t.dungeon(1, "goblin_armory#1"), "build")
        g.act(ActivateAbility(0, "orcish_smithy#1", ("ice_rod", "nick_the_masher")))
        assert ("nick_the_masher", "ice_rod") in g.st.carried and g.st.items_town == ()
        g.check()

    def test_ruling_not_a_hero_that_has_an_item(self):
        """Ruling: 'A star-icon Hero is a legal choice (the one way such a Hero can get an Item); a Hero that
        already has an Item is not.'"""
        t = table().dungeon(0, ("golem_factory#1", "orcish_smithy#1")).items_town("ice_rod")
        t = t.town("nick_the_masher", "boden_the_pantless").carry("boden_the_pantless", "goblin_suit")
        g = Game(t.dungeon(1, "goblin_armory#1"), "build")
        assert {a.targets for a in g.legal() if isinstance(a, ActivateAbility)} == {("ice_rod", "nick_the_masher")}
        g.check()

    def test_ruling_first_usable_the_turn_after_it_is_built(self):
        """Ruling: 'A newly built Room's activated ability waits for the Adventure phase, when this one does not
        work, so it is first usable in the next turn's Build phase.'"""
        t = table().dungeon(0, "golem_factory#1").hand(0, "orcish_smithy#1").items_town("ice_rod")
        g = Game(t.town("nick_the_masher").dungeon(1, "goblin_armory#1"), "build")
        g.act(BuildRoom(0, "orcish_smithy#1", 0))
        g.passing(lambda s: s.turn > 1 or any(isinstance(a, ActivateAbility) for a in legal_actions(s)))
        assert g.st.turn == 2
        g.check()


class TestArtificersWorkbench:
    def test_a_face_up_item_for_a_spell_card(self):
        t = table().dungeon(0, ("dark_laboratory#1", "artificer_s_workbench#1")).items(0, up=("ice_rod",))
        g = Game(t.dungeon(1, "golem_factory#1"), "build")
        g.act(ActivateAbility(0, "artificer_s_workbench#1", ("ice_rod",)))
        assert g.st.seats[0].items_down == ("ice_rod",) and [e.deck for e in g.of(E.CardsDrawn)] == ["spell"]
        g.check()

    def test_ruling_spent_without_its_boss_ability(self):
        """Ruling: 'Turning the Item face-down this way spends it without using its Boss ability.'"""
        t = table().dungeon(0, ("dark_laboratory#1", "artificer_s_workbench#1")).items(0, up=("necronomicon",))
        g = Game(t.dungeon(1, "golem_factory#1"), "build")
        g.act(ActivateAbility(0, "artificer_s_workbench#1", ("necronomicon",)))
        assert not g.of(E.ItemUsed) and len(g.of(E.CardsDrawn)) == 1
        g.check()


class TestMagneticCeiling:
    def test_the_owner_may_strip_the_item(self):
        t = walk(("dizzygas_hallway#1", "magnetic_ceiling#1"), hero="lord_van_ette", item="ice_rod")
        g = Game(t, "adventure").until_choice()
        assert g.prompt() == ("strip_item", ("strip",))
        g.choose(0, "strip").finish_turn()
        assert g.st.seats[0].items_down == ("ice_rod",) and not g.of(E.RoomDeactivated)
        g.check()

    def test_ruling_after_the_items_abilities_before_the_damage(self):
        """Ruling: 'It takes effect after the Hero and Item abilities for this Room have been applied and before
        the Room deals damage.'"""
        t = walk(("dizzygas_hallway#1", "magnetic_ceiling#1"), hero="lord_van_ette", item="the_bomb")
        g = Game(t.dungeon(0, "golem_factory#1"), "adventure")
        g.passing(lambda s: bool(s.flow) and s.flow[-1].__class__.__name__ == "Choice")
        g.choose(0, "strip").finish_turn()
        kinds = [type(e).__name__ for e in g.first_turn() if type(e).__name__ in ("ItemScored", "HeroDamaged")]
        assert kinds[:2] == ["ItemScored", "HeroDamaged"]
        g.check()

    def test_ruling_without_the_item_no_hero_ability(self):
        """Ruling: 'Without the Item the Hero no longer has its Hero ability.'"""
        t = walk(("dizzygas_hallway#1", "magnetic_ceiling#1"), "golem_factory#1", hero="lord_van_ette",
                 item="goblin_suit")
        g = Game(t, "adventure").until_choice().choose(0, "strip").finish_turn()
        assert damage_of(g, "lord_van_ette") == 5  # Golem Factory hurts it now
        g.check()


class TestExcavation:
    def test_flip_an_item_either_way(self):
        t = table().dungeon(0, "dark_altar#1").dungeon(1, "golem_factory#1").items(1, down=("ice_rod",))
        g = Game(t.hand(0, "excavation#1"), "build")
        g.act(CastSpell(0, "excavation#1", ("ice_rod", "face_down"))).unanswered()
        assert g.st.seats[1].items_up == ("ice_rod",)
        g.check()

    def test_ruling_turned_down_it_is_spent(self):
        """Ruling: 'An Item this Spell turns face-down is spent, and its Boss ability is not used.'"""
        t = table().dungeon(0, "dark_altar#1").dungeon(1, "golem_factory#1").items(1, up=("necronomicon",))
        g = Game(t.hand(0, "excavation#1"), "build")
        g.act(CastSpell(0, "excavation#1", ("necronomicon", "face_up")))
        g.passing(lambda s: not s.casting)
        assert g.st.seats[1].items_down == ("necronomicon",) and not g.of(E.ItemUsed)
        g.check()

    def test_ruling_the_active_player_may_use_it_first(self):
        """Ruling: 'If the Item belongs to the active player, that player may use its Boss ability after the
        Spell is declared and before it resolves.'"""
        t = table().dungeon(0, "dark_altar#1").dungeon(1, "golem_factory#1").items(0, up=("necronomicon",))
        g = Game(t.hand(1, "excavation#1").hand(0, "goblin_armory#1"), "build").pass_(0)
        g.act(CastSpell(1, "excavation#1", ("necronomicon", "face_up")))
        assert g.to_act == 0 and UseItem(0, "necronomicon", ()) in g.legal()
        g.act(UseItem(0, "necronomicon", ())).unanswered()
        assert g.of(E.SpellResolved)[-1] == E.SpellResolved(1, "excavation#1", wasted=True)
        assert g.st.seats[0].items_down == ("necronomicon",)
        g.check()
