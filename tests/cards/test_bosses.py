"""Every Boss Level Up of the base set (R10): one class per Boss, a scenario showing it and one test per
ruling of ``base_set.toml`` (quoted in the docstring). A Level Up happens at the reveal that shows a
dungeon's fifth Room; ``level_table`` sets one up for seat 0."""

from game.rules import BuildRoom, CastSpell, Pass, redact, view
from game.rules.frames import Choice
from game.rules.state import souls

from cards.kit import E, Game, Table

FOUR = ("golem_factory#1", "dark_altar#1", "open_grave#1", "golem_factory#2")
ADVANCED_MONSTERS = ("dracolich_lair#1", "dracolich_lair#2", "vampire_bordello#1", "vampire_bordello#2",
                     "beast_menagerie#1", "beast_menagerie#2", "monster_s_ballroom#1", "monster_s_ballroom#2",
                     "liger_s_den#1", "liger_s_den#2")
ADVANCED_TRAPS = ("all_seeing_eye#1", "all_seeing_eye#2", "recycling_center#1", "recycling_center#2",
                  "the_crushinator#1", "the_crushinator#2")


def level_table(boss: str, players: int = 2, fifth: str = "dark_altar#2", rooms=FOUR) -> Table:
    """Seat 0 (``boss``, acting first against Robobo) shows ``rooms`` and a face-down fifth Room."""
    others = ("robobo", "cerebellus", "gorgona") if boss != "robobo" else ("gorgona", "cerebellus", "seducia")
    table = Table(players=players, bosses=(boss, *others))
    return table.dungeon(0, fifth, *rooms).facedown(fifth)


class TestDraculord:
    def test_an_opponent_shows_their_hand_and_you_take_one_card(self):
        table = level_table("draculord", players=3).hand(1, "fear#1", "golem_factory#3").hand(2, "freeze#1")
        g = Game(table, "reveal")
        assert g.of(E.LevelUp)[0].boss == "draculord"
        assert g.prompt() == ("draculord_victim", (2, 1))  # opponents holding cards, in XP order
        g.choose(0, 1)
        shown = g.of(E.HandShown)[0]
        assert (shown.seat, shown.to_seat, shown.cards) == (1, 0, ("fear#1", "golem_factory#3"))
        # only the Level Up's owner (and the hand's owner) see it (R24)
        assert redact(shown, 2).cards is None and redact(shown, None).cards is None
        assert redact(shown, 0).cards == shown.cards
        assert view(g.st, 2).seats[1].hand is None
        assert g.prompt() == ("draculord_take", ("fear#1", "golem_factory#3"))
        g.choose(0, "fear#1")
        taken = g.of(E.CardsTaken)[0]
        assert (taken.seat, taken.cards, taken.from_seat, taken.random) == (0, ("fear#1",), 1, False)
        assert redact(taken, 2).cards is None
        g.check()

    def test_opponents_with_empty_hands_cannot_be_chosen(self):
        g = Game(level_table("draculord"), "reveal")
        assert not g.of(E.HandShown) and g.of(E.LevelUp)


class TestXyzax:
    def test_take_two_cards_of_your_choice_from_the_discard_pile(self):
        table = level_table("xyzax").discard("fear#1", "golem_factory#3", "freeze#1")
        g = Game(table, "reveal")
        assert g.prompt() == ("take_discard", ("fear#1", "golem_factory#3", "freeze#1"))
        g.choose(0, "freeze#1")
        assert g.prompt() == ("take_discard", ("fear#1", "golem_factory#3"))
        g.choose(0, "fear#1")
        assert [t.cards for t in g.of(E.CardsTaken)] == [("freeze#1",), ("fear#1",)]
        assert g.st.discard[:1] == ("golem_factory#3",)
        g.check()


class TestKingCroak:
    def test_search_an_advanced_monster_room_and_build_it_at_once(self):
        table = level_table("king_croak").discard("beast_menagerie#2", "the_crushinator#1")
        g = Game(table, "reveal")
        kind, options = g.prompt()
        assert kind == "search_monster" and Pass(0) in g.legal()
        # one choice per design in the deck (its lowest copy), then the discard pile's
        assert set(options) == {"dracolich_lair#1", "vampire_bordello#1", "beast_menagerie#1",
                                "monster_s_ballroom#1", "liger_s_den#1", "beast_menagerie#2"}
        g.choose(0, "beast_menagerie#2")
        assert g.of(E.CardsTaken)[0].cards == ("beast_menagerie#2",)
        # Beast Menagerie (fighter) may go over a fighter Room: the Golem Factories
        assert {a.over for a in g.legal() if isinstance(a, BuildRoom)} == {1, 4}
        g.act(BuildRoom(0, "beast_menagerie#2", 1))
        built = g.of(E.RoomBuilt)[-1]
        assert (built.room, built.covered, built.face_down) == ("beast_menagerie#2", "golem_factory#1", False)
        g.check()

    def test_ruling_wasted_without_an_advanced_monster_room(self):
        """Ruling: 'If neither the Room deck nor the discard pile holds an Advanced Monster Room, the
        ability is wasted.'"""
        g = Game(level_table("king_croak").hand(1, *ADVANCED_MONSTERS).dungeon(1, "dark_altar#3"), "reveal")
        assert g.of(E.LevelUp) and not any(isinstance(e, (E.CardsTaken, E.CardsSearched)) for e in g.events)

    def test_ruling_no_room_sharing_a_treasure_keeps_it_in_hand(self):
        """Ruling: 'If no Room of yours shares a treasure type, you keep the card in hand.'"""
        rooms = ("dark_altar#1", "open_grave#1", "torture_chamber#1", "specter_s_sanctum#1")
        g = Game(level_table("king_croak", rooms=rooms, fifth="dark_altar#2"), "reveal")
        g.choose(0, "liger_s_den#1")  # mage; the dungeon is all cleric/thief
        assert "liger_s_den#1" in g.hand(0) and len(g.of(E.RoomBuilt)) == 0
        g.check()

    def test_ruling_searching_the_room_deck_shuffles_it(self):
        """Ruling: 'Searching the Room deck shuffles it.' (R23)"""
        g = Game(level_table("king_croak"), "reveal")
        before = g.st.room_deck
        rng = g.st.rng
        g.choose(0, "dracolich_lair#1")
        searched = g.of(E.CardsSearched)[0]
        assert (searched.seat, searched.deck, searched.cards) == (0, "room", ("dracolich_lair#1",))
        assert redact(searched, 1).cards is None  # hidden like a draw
        shuffle = g.of(E.DeckShuffled)[0]
        assert shuffle.deck == "room" and sorted(shuffle.cards) == sorted(c for c in before if c != "dracolich_lair#1")
        assert g.st.rng > rng
        g.check()


class TestRobobo:
    def test_every_opponent_destroys_a_room_of_their_choice(self):
        table = level_table("robobo", players=3).dungeon(1, "dark_altar#3", "golem_factory#3")
        table.dungeon(2, "open_grave#2")
        g = Game(table, "reveal")
        assert g.to_act in (1, 2) and set(g.prompt()[1]) <= {"dark_altar#3", "golem_factory#3", "open_grave#2"}
        g.passing(lambda s: not s.flow or not isinstance(s.flow[-1], Choice) or s.flow[-1].kind != "robobo_destroy")
        assert {d.seat for d in g.of(E.RoomDestroyed)} == {1, 2}
        g.check()

    def test_ruling_a_room_destroyed_this_way_does_not_use_its_destroy_ability(self):
        """Ruling: 'A Room destroyed this way does not trigger its own "destroy this Room" ability.'"""
        table = level_table("robobo").dungeon(1, "torture_chamber#1").hand(0, "golem_factory#3")
        g = Game(table, "reveal")
        assert g.to_act == 1 and g.prompt() == ("robobo_destroy", ("torture_chamber#1",))
        g.choose(1, "torture_chamber#1")
        assert g.of(E.RoomDestroyed)[0].room == "torture_chamber#1" and not g.of(E.CardsDiscarded)
        assert not g.fired("torture_chamber")


class TestCerebellus:
    def test_may_draw_three_spells_then_discard_one(self):
        table = level_table("cerebellus").deck_top("fear#1", "fear#2", "freeze#1")
        g = Game(table, "reveal")
        assert g.prompt()[0] == "cerebellus" and Pass(0) in g.legal()
        g.choose(0, "draw")
        assert g.of(E.CardsDrawn)[0].cards == ("fear#1", "fear#2", "freeze#1")
        g.choose(0, "fear#2")
        assert g.of(E.CardsDiscarded)[0].cards == ("fear#2",) and {"fear#1", "freeze#1"} <= set(g.hand(0))
        g.check()

    def test_ruling_any_spell_in_hand_may_be_discarded(self):
        """Ruling: 'The discarded Spell may be any Spell in hand, not only a drawn one.'"""
        g = Game(level_table("cerebellus").hand(0, "giant_size#1"), "reveal").choose(0, "draw")
        assert "giant_size#1" in g.prompt()[1]


class TestSeducia:
    def test_any_hero_from_town_or_the_hero_decks_to_your_entrance(self):
        table = level_table("seducia").town("nick_the_masher")
        g = Game(table, "reveal")
        kind, options = g.prompt()
        assert kind == "seducia" and options[0] == "nick_the_masher" and Pass(0) in g.legal()
        assert "katelyn_angelic_healer" in options and "boden_the_pantless" in options  # both decks
        g.choose(0, "katelyn_angelic_healer")
        moved = g.of(E.HeroMoved)[0]
        assert (moved.hero, moved.to, moved.seat) == ("katelyn_angelic_healer", "entrance", 0)
        assert "katelyn_angelic_healer" not in g.st.epic_deck
        g.check()

    def test_the_decks_are_listed_in_card_order_not_deck_order(self):
        """R24: the choice must not tell the deck's order."""
        g = Game(level_table("seducia"), "reveal")
        options = g.prompt()[1]
        from game.cards import CARDS

        order = list(CARDS.heroes)
        assert list(options) == sorted(options, key=order.index)

    def test_ruling_wasted_with_no_hero_left(self):
        """Ruling: 'If no Hero is left in the Hero decks or town, the ability is wasted.'"""
        table = level_table("seducia")
        st = table.state()
        table.souls(1, *st.hero_deck, *st.epic_deck)
        g = Game(table, "reveal")
        assert g.of(E.LevelUp) and not g.of(E.HeroMoved)

    def test_ruling_a_searched_hero_deck_is_shuffled(self):
        """Ruling: 'A searched Hero deck is shuffled afterwards.' (R23)"""
        g = Game(level_table("seducia").town("nick_the_masher"), "reveal").choose(0, "boden_the_pantless")
        shuffle = g.of(E.DeckShuffled)[0]
        assert shuffle.deck == "hero" and "boden_the_pantless" not in shuffle.cards
        assert redact(shuffle, 0).cards is None
        g = Game(level_table("seducia").town("nick_the_masher"), "reveal").choose(0, "nick_the_masher")
        assert not g.of(E.DeckShuffled)  # town is not a deck
        g.check()


class TestCleopatra:
    def test_search_an_advanced_trap_room_and_build_it_at_once(self):
        rooms = ("dark_altar#1", "open_grave#1", "jackpot_stash#1", "golem_factory#2")
        g = Game(level_table("cleopatra", rooms=rooms), "reveal")
        assert g.prompt() == ("search_trap", ("all_seeing_eye#1", "recycling_center#1", "the_crushinator#1"))
        g.choose(0, "the_crushinator#1")
        g.act(BuildRoom(0, "the_crushinator#1", 3))  # thief over Jackpot Stash (thief)
        assert g.st.seats[0].dungeon[3] == ("jackpot_stash#1", "the_crushinator#1")
        g.check()

    def test_ruling_wasted_without_an_advanced_trap_room(self):
        """Ruling: 'If neither the Room deck nor the discard pile holds an Advanced Trap Room, the ability
        is wasted.'"""
        g = Game(level_table("cleopatra").hand(1, *ADVANCED_TRAPS).dungeon(1, "dark_altar#3"), "reveal")
        assert g.of(E.LevelUp) and not any(isinstance(e, (E.CardsTaken, E.CardsSearched)) for e in g.events)

    def test_ruling_no_room_sharing_a_treasure_keeps_it_in_hand(self):
        """Ruling: 'If no Room of yours shares a treasure type, you keep the card in hand.'"""
        rooms = ("dark_altar#1", "open_grave#1", "golem_factory#1", "golem_factory#2")
        g = Game(level_table("cleopatra", rooms=rooms, fifth="dark_altar#2"), "reveal")
        g.choose(0, "all_seeing_eye#1")  # mage; the dungeon is cleric/fighter
        assert "all_seeing_eye#1" in g.hand(0) and not g.of(E.RoomBuilt)


class TestGorgona:
    def test_a_hero_in_town_dies_into_your_scorekeeping_area(self):
        g = Game(level_table("gorgona").town("nick_the_masher", "boden_the_pantless"), "reveal")
        assert g.prompt() == ("gorgona", ("nick_the_masher", "boden_the_pantless"))
        g.choose(0, "boden_the_pantless")
        killed = g.of(E.HeroKilled)[0]
        assert (killed.hero, killed.seat) == ("boden_the_pantless", 0) and g.of(E.PhaseStarted)[0].phase == "bait"
        g.check()

    def test_ruling_an_epic_hero_may_be_chosen(self):
        """Ruling: 'An Epic Hero may be chosen.'"""
        g = Game(level_table("gorgona").town("katelyn_angelic_healer"), "reveal")
        g.choose(0, "katelyn_angelic_healer")
        assert souls(g.st.seats[0]) == 2

    def test_ruling_a_delayed_level_up_with_an_empty_town_is_wasted(self):
        """Ruling: 'If the Level Up was delayed (its Room deactivated during Build) and town is empty at
        end of turn, it is wasted.' (R10, R13)"""
        table = Table(bosses=("gorgona", "robobo")).dungeon(0, *FOUR).hand(0, "dark_altar#2")
        table.hand(1, "freeze#1", "princess_in_peril#1").town("nick_the_masher").dungeon(1, "dark_altar#3")
        g = Game(table, "build").act(BuildRoom(0, "dark_altar#2", None))
        g.act(CastSpell(1, "freeze#1", ("face-down#1.0.0",))).pass_(0)
        g.act(CastSpell(1, "princess_in_peril#1", ("nick_the_masher",)))  # town is empty now
        g.finish_turn()
        first = g.first_turn()
        end = next(i for i, e in enumerate(first) if isinstance(e, E.PhaseStarted) and e.phase == "end")
        assert [i for i, e in enumerate(first) if isinstance(e, E.LevelUp)][0] > end
        assert g.st.seats[0].souls == () and g.st.turn == 2  # no choice was offered: wasted
        g.check()
