"""Rules read from the sources where the engine once deviated, and the questions settled from them.

Each test quotes the source it follows: 000 is the full rulebook, 002 the advanced rules and
clarifications (../shared/seeds); RULES.md ranks 000 over 002.
"""

from game.rules import ActivateAbility, BuildRoom, CastSpell, Pass, legal_actions, to_act, view
from game.rules import events as E
from game.rules.effects import Ctx
from game.rules.engine import run
from game.rules.frames import CheckEnd, Choice, EndOfTurn, ExtraBuild

from cards.kit import Game, Table

B = ("gorgona", "robobo")  # seat 0 (Gorgona, XP 500) acts before seat 1 (Robobo)


# ---------------------------------------------------------------- R8: a player orders their own effects

def _two_reveals(*rooms: str) -> Game:
    """Seat 0 builds two Rooms face-down this Build phase (Motivation's extra build)."""
    table = Table(bosses=B).dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2", "golem_factory#1")
    g = Game(table.hand(0, "motivation#1", *rooms), "build")
    g.act(CastSpell(0, "motivation#1", ())).unanswered()
    g.act(BuildRoom(0, rooms[0], None)).act(BuildRoom(0, rooms[1], None))
    return g.passing(lambda s: s.phase != "build" or isinstance(s.flow[-1], Choice | ExtraBuild))


def test_r8_the_owner_orders_two_when_you_build_effects():
    """R8; 002 2b: "You may choose the order in which you activate your own ... 'when you build this
    Room' effects." Centipede Tunnel and Construction Zone revealed together: their owner picks the first."""
    g = _two_reveals("centipede_tunnel#1", "construction_zone#1")
    assert g.prompt() == ("build_order", ("construction_zone#1", "centipede_tunnel#1"))
    g.choose(0, "centipede_tunnel#1")
    assert g.prompt()[0] == "swap_first"  # Centipede Tunnel's swap comes first, as chosen
    g.pass_(0)
    assert isinstance(g.st.flow[-1], Choice) is False and to_act(g.st) == 0
    assert any(isinstance(a, BuildRoom) for a in g.legal())  # then Construction Zone's extra build
    g.check()


def test_r8_no_order_asked_when_only_one_effect_does_something():
    """R8: the order is offered only when it matters: one Room with an effect resolves without a question."""
    g = _two_reveals("golem_factory#2", "construction_zone#1")
    asked = [e.flow[-1] for e in g.events if isinstance(e, E.AwaitingDecision)]
    assert not any(isinstance(f, Choice) and f.kind == "build_order" for f in asked)
    g.check()


# ---------------------------------------------------------------- R17: a Room ability can be answered

def test_r17_the_active_player_answers_a_room_ability_and_resolves_first():
    """R17; 002: "You may play a Spell or Room Ability when another player is active, but they can react
    with their own Spells and Room Abilities, and those all resolve before your effect." Seat 1's Zombie
    Prison names seat 0's Soul; seat 0, active, answers with Soul Harvest on it: the Prison is wasted."""
    table = Table(bosses=B).dungeon(0, "dark_altar#1").souls(0, "nick_the_masher").hand(0, "soul_harvest#1")
    g = Game(table.dungeon(1, "zombie_prison#1"), "build").pass_(0)
    g.act(ActivateAbility(1, "zombie_prison#1", ("nick_the_masher",)))
    assert "zombie_prison#1" in g.st.discard  # its cost is paid at once
    assert to_act(g.st) == 0 and CastSpell(0, "soul_harvest#1", ("nick_the_masher",)) in g.legal()
    g.act(CastSpell(0, "soul_harvest#1", ("nick_the_masher",))).unanswered()
    assert "nick_the_masher" in g.st.removed and not g.st.seats[0].entrance
    assert g.of(E.AbilityResolved) == [E.AbilityResolved(1, "zombie_prison#1", wasted=True)]
    g.check()


def test_r17_two_dark_altars_naming_one_card():
    """R17: seat 1's Dark Altar names Jeopardy in the discard pile; seat 0, active, answers with its own
    Dark Altar naming the same card, which resolves first: seat 1's is wasted."""
    table = Table(bosses=B).dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2").discard("jeopardy#1")
    g = Game(table.hand(0, "golem_factory#1"), "build").pass_(0)
    g.act(ActivateAbility(1, "dark_altar#2", ("jeopardy#1",)))
    g.act(ActivateAbility(0, "dark_altar#1", ("jeopardy#1",))).unanswered()
    assert "jeopardy#1" in g.hand(0) and "jeopardy#1" not in g.hand(1)
    assert g.of(E.AbilityResolved) == [E.AbilityResolved(1, "dark_altar#2", wasted=True)]
    g.check()


def test_r17_the_active_players_own_ability_takes_effect_at_once():
    """R17: nobody is ahead of the active player: its ability resolves at once, unanswered."""
    table = Table(bosses=B).dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2").discard("jeopardy#1")
    g = Game(table.hand(1, "fear#1"), "build")
    g.act(ActivateAbility(0, "dark_altar#1", ("jeopardy#1",)))
    assert "jeopardy#1" in g.hand(0) and not g.st.casting and not g.of(E.AbilityResolved)
    g.check()


def test_r18_an_ability_cannot_be_cancelled():
    """R18 and the All-Seeing Eye ruling ("It is an ability, not a Spell, so Counterspell cannot stop
    it"): a seat after the ability's user in priority, holding Counterspell, is not even asked."""
    table = Table(bosses=B).dungeon(0, "dark_altar#1").discard("jeopardy#1").hand(1, "counterspell#1")
    g = Game(table.dungeon(1, "jackpot_stash#1"), "build").pass_(0)
    g.act(ActivateAbility(1, "jackpot_stash#1", ()))
    assert g.to_act == 0  # the active player may answer it ...
    g.pass_(0)
    assert (1, "jackpot_stash#1") in g.st.doubled and not g.st.casting  # ... and no one may cancel it
    g.check()


# ---------------------------------------------------------------- R17: a target is a card, not a place

def test_r17_freeze_on_a_face_down_room_follows_the_card_when_piles_slide():
    """R17: "A Spell's target is fixed when it is declared: it names that card (a face-down Room too),
    never a position." Seat 0 builds face-down over its second pile; seat 1 freezes that Room; seat 0
    answers by destroying its Jackpot Stash to the left, so the piles slide: the Freeze still finds it."""
    table = Table(bosses=B).dungeon(0, "jackpot_stash#1", "golem_factory#1").hand(0, "open_grave#1")
    g = Game(table.dungeon(1, "dark_altar#1").hand(1, "freeze#1"), "build")
    g.act(BuildRoom(0, "open_grave#1", 1)).pass_(0)
    handle = view(g.st, 1).handles[0][0]
    assert view(g.st, 1).handles == ((handle, 0, 1),) and "open_grave" not in handle
    g.act(CastSpell(1, "freeze#1", (handle,)))
    g.act(ActivateAbility(0, "jackpot_stash#1", ())).unanswered()
    assert view(g.st, 1).handles == ((handle, 0, 0),)  # the same handle, one place to the right
    frozen = g.of(E.RoomDeactivated)
    assert [(e.room, e.handle) for e in frozen] == [("open_grave#1", handle)]
    assert not g.of(E.SpellResolved)[0].wasted
    g.check()


# ---------------------------------------------------------------- questions settled from the sources

def test_teleportation_on_a_hero_with_lethal_damage_kills_it_as_it_leaves():
    """002, 4b: "Any Hero that exits a Room with damage equal to its Health is killed." Teleportation
    moves the Hero out of its Room: with lethal damage it dies there, in that Room (its death effects
    apply), rather than walking again from the first Room."""
    table = Table(bosses=B).dungeon(0, "golem_factory#1", "dark_altar#1").entrance(0, "nick_the_masher")
    g = Game(table.hand(0, "teleportation#1"), "adventure").in_room(1)
    g.st = g.st._replace(damage=(("nick_the_masher", 9),))
    g.start_state = None
    g.act(CastSpell(0, "teleportation#1", ("nick_the_masher",))).unanswered().passing(lambda s: s.walker is None)
    kills = [e for e in g.events if isinstance(e, E.HeroKilled)]
    assert kills and kills[0].hero == "nick_the_masher"
    entered = [e.slot for e in g.events if isinstance(e, E.HeroEnteredRoom)]
    assert entered == [0, 1]  # never back into the first Room


def test_teleportation_on_a_hero_that_survives_walks_again_from_the_first_room():
    """The Teleportation ruling: the Hero "keeps all damage ... and continues to move through the dungeon"."""
    table = Table(bosses=B).dungeon(0, "golem_factory#1", "dark_altar#1").entrance(0, "acacia_warrior_of_light")
    g = Game(table.hand(0, "teleportation#1"), "adventure").in_room(1)
    g.act(CastSpell(0, "teleportation#1", ("acacia_warrior_of_light",))).unanswered()
    g.passing(lambda s: s.walker is not None and s.walker[2] == 0)
    assert [e.slot for e in g.events if isinstance(e, E.HeroEnteredRoom)] == [0, 1, 0]
    g.check()


def test_a_declined_once_per_turn_trigger_is_not_used_up():
    """One rule for optional once-per-turn triggers: the turn's use is spent only when the effect happens.
    Brainsucker Hive's draw declined for the first Hero is offered again for the second (as Open Grave
    with an empty discard pile is)."""
    table = Table(bosses=B).dungeon(0, "neanderthal_cave#1", "brainsucker_hive#1")
    table.entrance(0, "nick_the_masher", "boden_the_pantless")
    g = Game(table, "adventure").until_choice()
    assert g.prompt() == ("draw_spell", ("spell",))
    g.pass_(0)
    assert "brainsucker_hive#1" not in g.st.used
    g.until_choice()
    assert g.prompt() == ("draw_spell", ("spell",))
    g.choose(0, "spell")
    assert [e.card for e in g.fired("brainsucker_hive")] == ["brainsucker_hive#1"]
    assert [e.deck for e in g.of(E.CardsDrawn)] == ["spell"]
    g.check()


def test_a_spell_reaches_the_discard_pile_after_its_effect():
    """000: "Once you've played a Spell, place it in the discard pile." We place it when its effect is
    over, so with an empty Spell deck Soul Harvest's draw reshuffles the other discarded Spells, never
    Soul Harvest itself."""
    table = Table(bosses=B).dungeon(0, "dark_altar#1").souls(0, "nick_the_masher").hand(0, "soul_harvest#1")
    table.discard("fear#1", "fear#2")
    g = Game(table, "build")
    g.st = g.st._replace(spell_deck=(), discard=("fear#1", "fear#2", *g.st.spell_deck))
    g.start_state = None
    g.act(CastSpell(0, "soul_harvest#1", ("nick_the_masher",))).unanswered()
    assert "soul_harvest#1" not in g.hand(0) and "soul_harvest#1" in g.st.discard
    assert len([c for c in g.hand(0) if c.startswith(("fear", "freeze", "giant", "counter"))]) <= 2


def test_jeopardy_cannot_draw_itself_back():
    """As above: Jeopardy is not in the discard pile while everyone draws."""
    table = Table(bosses=B).dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2").hand(0, "jeopardy#1")
    g = Game(table, "build")
    g.st = g.st._replace(spell_deck=(), discard=g.st.spell_deck)
    g.start_state = None
    g.act(CastSpell(0, "jeopardy#1", ())).unanswered()
    assert "jeopardy#1" not in g.hand(0) + g.hand(1) and g.st.discard[-1] == "jeopardy#1"


def test_a_frozen_face_down_room_sets_off_beast_menagerie_at_end_of_turn():
    """R10 and the Freeze/Bone Crank rulings of 002: a deactivated Room's building "does not trigger until
    the End of Turn phase, when the room reactivates"; 000: while deactivated, treat it "as a 'blank'
    space" - so no Monster Room was built at the reveal, and Beast Menagerie draws at End of Turn."""
    table = Table(bosses=B).dungeon(0, "beast_menagerie#1").hand(0, "golem_factory#1")
    g = Game(table.dungeon(1, "dark_altar#1").hand(1, "freeze#1"), "build")
    g.act(BuildRoom(0, "golem_factory#1", None))
    g.act(CastSpell(1, "freeze#1", (view(g.st, 1).handles[0][0],)))
    g.passing(lambda s: s.turn > 1)
    first = g.first_turn()
    at = {type(e).__name__ if not isinstance(e, E.PhaseStarted) else e.phase: i for i, e in enumerate(first)}
    fired = [i for i, e in enumerate(first) if isinstance(e, E.AbilityUsed) and e.card == "beast_menagerie#1"]
    assert at["EffectDelayed"] < at["end"] < fired[0]
    g.check()


def test_kobold_strike_stops_a_construction_zone_delayed_to_end_of_turn():
    """The Kobold Strike ruling of 002: it "prevents any Rooms from being built for the rest of the turn.
    This includes Rooms built by card abilities" - End of Turn is still this turn, so a build effect that
    waited for it builds nothing. (In one turn the two rarely meet: Kobold Strike also sends every
    face-down Room, a frozen one too, back to its owner's hand.)"""
    table = Table(bosses=B).dungeon(0, "construction_zone#1").inactive("construction_zone#1")
    st = table.hand(0, "golem_factory#1").dungeon(1, "dark_altar#1").state()
    st = st._replace(delayed=((0, "construction_zone#1"),), no_build=True)
    ctx = Ctx(st)
    ctx.push(EndOfTurn(), CheckEnd())
    run(ctx)
    assert [type(e) for e in ctx.events if isinstance(e, E.RoomReactivated | E.RoomBuilt)] == [E.RoomReactivated]
    assert not ctx.st.no_build and "golem_factory#1" in ctx.st.seats[0].hand  # built nothing; cleared after


def test_a_deactivated_room_still_takes_one_of_the_five_places():
    """R9 / 000: "You may only have a maximum of five visible Rooms in your dungeon." A deactivated Room
    is turned sideways, still visible; R20's "not counted as a Room" is for effects that count Rooms
    (000: "Effects that trigger off the number of Rooms ... do not count it"). Were it free, its
    reactivation would leave six Rooms."""
    rooms = ("dark_altar#1", "golem_factory#1", "open_grave#1", "dark_altar#2", "golem_factory#2")
    table = Table(bosses=B).dungeon(0, *rooms).inactive("golem_factory#1").hand(0, "goblin_armory#1")
    g = Game(table.dungeon(1, "dark_altar#3").leveled(0), "build")
    builds = [a for a in g.legal() if isinstance(a, BuildRoom)]
    assert builds and all(a.over is not None for a in builds)  # over a Room, never a sixth pile


def test_an_eliminated_players_waiting_heroes_go_back_to_town():
    """R15: "an eliminated player's cards leave the game" - the Heroes waiting at its entrance are nobody's
    cards: they go back to town and are lured again."""
    table = Table(players=3, bosses=("gorgona", "robobo", "cerebellus")).dungeon(0, "dark_altar#1")
    table.dungeon(1, "dark_altar#2").dungeon(2, "dark_altar#3")
    table.wounds(2, "nick_the_masher", "tieg_and_the_magic_bubble", "acacia_warrior_of_light",
                 "mitchell_the_judge", "boden_the_pantless").entrance(2, "jesta_the_rogue")
    g = Game(table, frames=(CheckEnd(),))
    assert g.st.seats[2].out and "jesta_the_rogue" in g.st.town
    assert "jesta_the_rogue" not in g.st.removed
    g.check()


def test_pass_is_the_only_answer_of_a_seat_whose_spells_do_not_fit():
    """R24 with R17: a seat holding a Spell is asked in every window, even when none of its Spells can be
    cast there: Pass is then its one legal action."""
    table = Table(bosses=B).dungeon(0, "dark_altar#1").dungeon(1, "dark_altar#2").hand(1, "fear#1")
    g = Game(table.hand(0, "golem_factory#1"), "build")
    g.act(BuildRoom(0, "golem_factory#1", None))
    assert to_act(g.st) == 1 and legal_actions(g.st) == [Pass(1)]  # Fear is an Adventure Spell


def test_the_adventure_prompt_forgets_a_hero_sent_back_to_town():
    """A Hero that Fear sent back to town is no longer in the dungeon: the rest of the window asks about no
    Hero (the prompt used to say it was still about to enter)."""
    from game.rules import decision

    table = Table(bosses=B).dungeon(0, "dark_altar#1").entrance(0, "nick_the_masher").hand(1, "fear#1", "fear#2")
    g = Game(table.dungeon(1, "dark_altar#2").hand(0, "giant_size#1"), "adventure").in_room(0)
    assert decision(g.st).hero == "nick_the_masher"
    if to_act(g.st) == 0:
        g.pass_(0)
    g.act(CastSpell(1, "fear#1", ("nick_the_masher",))).unanswered()
    assert "nick_the_masher" in g.st.town and g.st.phase == "adventure" and to_act(g.st) is not None
    assert decision(g.st).hero is None
    g.check()
