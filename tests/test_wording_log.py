"""The game log in a player's words (``describe_event``) and the game-over line (``describe_outcome``):
every event of many seeded games, for every viewer, reads as one plain line (or none) and never names a
card that viewer may not see (R24); a few exact lines from scenarios."""

from __future__ import annotations

import inspect
import random
import re
from collections import Counter

from words import card_ids, plain

from game.cards import CARDS
from game.rules import (
    BuildRoom,
    CastSpell,
    Choose,
    Concede,
    Discard,
    Pass,
    Setup,
    apply,
    evolve,
    legal_actions,
    new_game,
    redact,
    to_act,
    view,
)
from game.rules import events as E
from game.rules.state import Outcome
from game.wording import _EVENT_WORDS, _no_line, describe_event, describe_outcome

from rules.scenarios import Table, act, next_turn, passing

EVENT_TYPES = {c for _, c in inspect.getmembers(E, inspect.isclass) if issubclass(c, E.Event) and c is not E.Event}
# every card name, longest first, so "Dark Altar" is not read inside a longer name
NAMES = re.compile("|".join(rf"\b{re.escape(n)}(?![\w'])"
                            for n in sorted({c.name for c in CARDS.all()}, key=len, reverse=True)))
# events (or lines) too rare for the random games of the test below: each has an exact-line test further on
# events whose line names Bosses as cards ("You keep Robobo as Boss"), not as the seats they stand for
NAMING_BOSSES = {E.GameStarted, E.BossesOffered, E.BossChosen, E.BossesRevealed}
RARE = {E.HandShown, E.CardsSearched, E.WoundHealed, E.LevelUp, E.EntranceBlocked, E.DeckShuffled, E.SpellResolved,
        E.AbilityResolved, E.HeroWillJump, E.WoundsIgnored, E.WoundAdded, E.ItemUsed, E.HeroSkippedRoom,
        E.RoomSilenced}


def _names(ids) -> set:
    return {CARDS.get(c).name for c in ids}


def _games(count: int = 10):
    """The setups of seeded games of 2, 3 and 4 players, some with variants."""
    for players in (2, 3, 4):
        for seed in range(count):
            variants = [{"i_choose_you", "machinations"}, set(), {"no_opening_discard", "hard_mode"},
                        {"items"}][seed % 4]
            yield Setup(players, 500 * players + seed, frozenset(variants))


def _play(setup: Setup):
    """The events of a whole seeded random game, as the state before each of them and the event."""
    rng = random.Random(setup.seed)
    st, events = new_game(setup)
    before = None
    for e in events:
        yield before, e
        before = evolve(before, e)
    concede_at = 40 + setup.seed % 200 if setup.seed % 3 == 1 else None  # some games see a seat concede
    step = 0
    while to_act(st) is not None:
        step += 1
        action = rng.choice(legal_actions(st))
        if step == concede_at:
            action = Concede(rng.choice([s for s, p in enumerate(st.seats) if not p.out]))
        st, events = apply(st, action)
        for e in events:
            yield before, e
            before = evolve(before, e)


def test_every_event_type_has_words():
    """A new event type fails here until the log knows what to say of it (or says why it says nothing)."""
    assert set(_EVENT_WORDS) == EVENT_TYPES, sorted(c.__name__ for c in EVENT_TYPES ^ set(_EVENT_WORDS))


def test_every_event_of_many_games_reads_as_plain_words_and_hides_what_the_viewer_may_not_see():
    said, silent = Counter(), Counter()
    for setup in _games():
        viewers = (None, *range(setup.players))
        seen = {v: set() for v in viewers}  # what each viewer's view showed just before the event
        for before, event in _play(setup):
            after = evolve(before, event)
            for viewer in viewers:
                shown = redact(event, viewer)
                line = _EVENT_WORDS[type(event)](before, shown, viewer)  # strict: describe_event hides errors
                assert line == describe_event(before, shown, viewer)
                mine = _EVENT_WORDS[type(event)](before, shown, viewer, viewer)  # "You draw ..."
                assert mine == describe_event(before, shown, viewer, you=True)
                assert (mine is None) == (line is None) and (viewer is not None or mine == line)
                now = card_ids(view(after, viewer))
                if line is None:
                    silent[type(event).__name__] += 1
                else:
                    visible = _names(seen[viewer] | now | card_ids(shown))
                    for text in (line, mine):
                        assert isinstance(text, str) and text.strip() and "\n" not in text, repr(text)
                        assert plain(text), f"{event}: {text!r}"
                        leaked = set(NAMES.findall(text)) - visible
                        assert not leaked, f"viewer {viewer}, {event}: {text!r} names {leaked}"
                    if viewer is not None and type(event) not in NAMING_BOSSES:
                        own = CARDS.get(before.seats[viewer].boss).name
                        assert own not in mine, f"{event}: {mine!r} names the viewer's own Boss"
                    said[type(event).__name__] += 1
                seen[viewer] = now
    rare = {c.__name__ for c in RARE}
    assert set(said) | set(silent) | rare == {c.__name__ for c in EVENT_TYPES}
    assert set(said) | rare == {c.__name__ for c, words in _EVENT_WORDS.items() if words is not _no_line}
    print(f"{sum(said.values())} lines, {sum(silent.values())} silent events: {sorted(said)}")


def test_describe_event_never_raises_on_an_unknown_or_odd_event():
    st = Table().state()

    class Unheard(E.Event):
        __slots__ = ()

    assert describe_event(st, Unheard(), 0) == "Unheard"
    # Rooms swapped in slots the state does not have: a generic line, no card named
    assert describe_event(st, E.RoomsSwapped(0, (3, 4)), 0) == "Rooms swapped"


# ---------------------------------------------------------------- exact lines

def _lines(st, events, viewer) -> list[str]:
    """The log ``viewer`` reads for ``events``, folded from ``st``."""
    out = []
    for e in events:
        line = describe_event(st, redact(e, viewer), viewer)
        st = evolve(st, e)
        if line is not None:
            out.append(line)
    return out


def _act(st, action) -> tuple:
    events = []
    return act(st, action, collect=events), events


def test_a_room_built_face_down_is_named_only_to_its_builder():
    table = Table(players=3, bosses=("robobo", "gorgona", "king_croak")).dungeon(1, "goblin_armory#1")
    st = table.hand(1, "dark_altar#1").start("build")
    st = passing(st, until=lambda s: to_act(s) == 1 and any(isinstance(a, BuildRoom) for a in legal_actions(s)))
    _, events = _act(st, BuildRoom(1, "dark_altar#1", 0))
    assert _lines(st, events, 1)[:2] == ["Gorgona builds Dark Altar face-down over Goblin Armory",
                                         "Gorgona reveals Dark Altar"]
    for viewer in (0, 2, None):
        assert _lines(st, events, viewer)[:2] == ["Gorgona builds a Room face-down over Goblin Armory",
                                                  "Gorgona reveals Dark Altar"]


def test_draws_are_named_only_to_the_drawer():
    st = Table(turn=2).deck_top("golem_factory#1", "dark_altar#1").state()
    events = [E.TurnStarted(3), E.PhaseStarted("beginning"), E.CardsDrawn(0, "room", ("golem_factory#1",), 1),
              E.CardsDrawn(1, "room", ("dark_altar#1",), 1), E.PhaseStarted("build")]
    assert _lines(st, events, 0) == ["Turn 3", "Robobo draws Golem Factory", "Gorgona draws a Room card",
                                     "Build phase"]


def test_a_hero_walks_a_dungeon_and_dies():
    table = Table(bosses=("robobo", "gorgona")).dungeon(0, "goblin_armory#1", "golem_factory#1")
    table.entrance(0, "nick_the_masher").entrance(1, "jesta_the_rogue").wounds(1, "boden_the_pantless")
    events = []
    st = table.start("adventure", collect=events)
    passing(st, collect=events, until=next_turn(1))
    lines = _lines(table.state(), events, 1)
    assert lines[:lines.index("End of turn")] == [
        "Adventure phase",
        "Jesta the Rogue reaches Gorgona: a Wound (2 in all)",
        "Nick the Masher enters Robobo's dungeon: Goblin Armory",
        "Nick the Masher takes 1 damage: 3 of 4 Health left",
        "Nick the Masher walks on to Golem Factory",
        "Nick the Masher takes 3 damage: no Health left",
        "Nick the Masher dies: Robobo gains a Soul (1 in all)",
        "Robobo uses Golem Factory on Nick the Masher",
        "Robobo draws a Room card",
    ]


def test_spells_and_passes():
    """A Spell shows once (its SpellCast; the decision says nothing more); a pass in a Spell window gives
    no line."""
    table = Table(bosses=("robobo", "gorgona")).dungeon(0, "goblin_armory#1").entrance(0, "nick_the_masher")
    st = table.hand(1, "fear#1").start("adventure")
    st = passing(st, until=lambda s: to_act(s) == 1 and CastSpell(1, "fear#1", ("nick_the_masher",)) in
                 legal_actions(s))
    _, events = _act(st, CastSpell(1, "fear#1", ("nick_the_masher",)))
    assert _lines(st, events, 0)[:2] == ["Gorgona casts Fear on Nick the Masher", "Nick the Masher goes back to town"]
    assert describe_event(st, E.DecisionMade(1, Pass(1)), 0) is None
    answering = st._replace(casting=((0, "motivation#1", ()),))
    assert describe_event(answering, E.SpellCast(1, "counterspell#1", ("motivation#1",)), 0) == (
        "Gorgona casts Counterspell on Robobo's Motivation")


def test_the_opening_discard_tells_others_only_that_a_seat_has_chosen():
    st = new_game(Setup(2, seed=3))[0]
    seat = to_act(st)
    cards = st.seats[seat].hand[:2]
    _, events = _act(st, Discard(seat, cards))
    mine = _lines(st, events, seat)
    theirs = _lines(st, events, 1 - seat)
    who = CARDS.bosses[st.seats[seat].boss].name
    assert mine == [f"{who} chooses to discard {CARDS.get(cards[0]).name} and {CARDS.get(cards[1]).name}"]
    assert theirs == [f"{who} chooses what to discard"]


def test_a_level_up_and_a_hand_shown_to_one_seat():
    """Draculord's Level Up: the hand shown is named to Draculord and its owner only (R24)."""
    table = Table(players=3, bosses=("draculord", "robobo", "cerebellus"))
    table.dungeon(0, "dark_altar#2", "golem_factory#1", "dark_altar#1", "open_grave#1", "golem_factory#2")
    table.facedown("dark_altar#2").hand(1, "fear#1", "golem_factory#3").hand(2, "freeze#1")
    events = []
    st = table.start("reveal", collect=events)
    st, more = _act(st, Choose(0, 1))
    events += more
    start = table.state()
    assert "Draculord levels up" in _lines(start, events, 2)
    assert _lines(start, events, 0)[-1] == "Robobo shows their hand to Draculord: Fear and Golem Factory"
    assert _lines(start, events, 2)[-1] == "Robobo shows their hand to Draculord"


def test_a_search_a_healed_wound_and_a_blocked_entrance():
    table = Table(bosses=("robobo", "gorgona")).wounds(0, "nick_the_masher")
    st = table.state()
    search = E.CardsSearched(1, "room", ("dracolich_lair#1",), 1)
    assert describe_event(st, redact(search, 0), 0) == "Gorgona searches the Room deck and takes a card"
    assert describe_event(st, search, 1) == "Gorgona searches the Room deck and takes Dracolich Lair"
    assert describe_event(st, E.WoundHealed(0, "nick_the_masher"), 1) == (
        "Robobo heals a Wound: Nick the Masher becomes a Soul")
    assert describe_event(st, E.EntranceBlocked(1), 0) == "No Hero may enter Gorgona's dungeon this turn"


def test_a_deck_rebuilt_from_the_discard_pile_and_a_spell_that_fizzles():
    st = Table(bosses=("robobo", "gorgona")).state()
    assert describe_event(st, E.DeckShuffled("room", None, 12, from_discard=True), 0) == (
        "The Room deck is empty: 12 discarded cards are shuffled into a new one")
    assert describe_event(st, E.DeckShuffled("room", None, 75), 0) is None
    assert describe_event(st, E.SpellResolved(1, "freeze#1", wasted=True), 0) == "Gorgona's Freeze has no effect"
    assert describe_event(st, E.SpellResolved(1, "freeze#1"), 0) is None


def test_i_choose_you_names_players_until_they_keep_a_boss():
    st, events = new_game(Setup(2, seed=3, variants=frozenset({"i_choose_you"})))
    offered = [e for e in events if isinstance(e, E.BossesOffered)]
    lines = _lines(None, events, 0)
    keep = [CARDS.bosses[b].name for b in offered[0].bosses]
    assert lines[:2] == ["New game for 2 players: each keeps one of two Bosses",
                         f"Player 1 may keep {keep[0]} or {keep[1]} as Boss"]
    assert len(lines) == 2  # the other seat's offer, the shuffles: no line
    st1, events = _act(st, Choose(0, offered[0].bosses[1]))
    assert _lines(st, events, 0) == [f"Player 1 keeps {keep[1]} as Boss"]
    assert _lines(st, events, 1) == ["Player 1 has kept a Boss"]  # which one stays hidden until all have (R24)
    pick = next(e for e in events if isinstance(e, E.AwaitingDecision)).seat
    _, events = _act(st1, Choose(pick, next(e for e in offered if e.seat == pick).bosses[0]))
    revealed = [line for line in _lines(st1, events, 1) if line.startswith("The Bosses")]
    assert len(revealed) == 1 and keep[1] in revealed[0]


def test_elimination_and_the_end_of_the_game():
    st = Table(players=3, bosses=("robobo", "gorgona", "king_croak")).state()
    assert describe_event(st, E.PlayerEliminated(2), 0) == "King Croak is eliminated"
    scores = (E.Score(10, 1), E.Score(3, 2), E.Score(0, 5))
    assert describe_event(st, E.GameEnded(0, "souls", scores), 1) == "Robobo wins with 10 Souls"


def test_the_outcome_says_who_won_and_how():
    epics = ("katelyn_angelic_healer", "lord_van_ette", "frankov_the_envoy", "antonius_the_rune_knight",
             "tempros_the_time_marauder")
    table = Table(players=3, bosses=("robobo", "gorgona", "king_croak")).souls(0, *epics).wounds(0, "nick_the_masher")
    st = table.state()
    assert describe_outcome(st) == "The game is not over."
    assert describe_outcome(st._replace(outcome=Outcome(0, "souls"))) == "Robobo wins with 10 Souls."
    assert describe_outcome(st._replace(outcome=Outcome(0, "last_standing"))) == (
        "Robobo wins as the last Boss standing (10 Souls, 1 Wound).")
    assert describe_outcome(st._replace(outcome=Outcome(0, "heroes_exhausted"))) == (
        "The Hero decks are empty: Robobo wins on Souls minus Wounds (10 Souls, 1 Wound).")
    out = table.eliminated(1).state()
    assert describe_outcome(out._replace(outcome=Outcome(1, "all_eliminated"))) == (
        "Every Boss left is eliminated at once: Gorgona wins on Souls minus Wounds.")


# ---------------------------------------------------------------- the log of the person at the screen

def _my_lines(st, events, viewer) -> list[str]:
    out = []
    for e in events:
        line = describe_event(st, redact(e, viewer), viewer, you=True)
        st = evolve(st, e)
        if line is not None:
            out.append(line)
    return out


def test_the_person_at_the_screen_reads_of_themselves_as_you():
    """The log of the person at the screen says "You draw ...", "... reaches you"; other seats by their Boss."""
    st = Table(turn=2).deck_top("golem_factory#1", "dark_altar#1").state()
    events = [E.TurnStarted(3), E.PhaseStarted("beginning"), E.CardsDrawn(0, "room", ("golem_factory#1",), 1),
              E.CardsDrawn(1, "room", ("dark_altar#1",), 1), E.PhaseStarted("build")]
    assert _my_lines(st, events, 0) == ["Turn 3", "You draw Golem Factory", "Gorgona draws a Room card",
                                        "Build phase"]
    assert _my_lines(st, events, 1) == ["Turn 3", "Robobo draws a Room card", "You draw Dark Altar", "Build phase"]
    assert _my_lines(st, events, None) == _lines(st, events, None)  # a spectator has no "you"


def test_you_build_face_down_and_a_hero_reaches_you():
    table = Table(players=3, bosses=("robobo", "gorgona", "king_croak")).dungeon(1, "goblin_armory#1")
    st = table.hand(1, "dark_altar#1").start("build")
    st = passing(st, until=lambda s: to_act(s) == 1 and any(isinstance(a, BuildRoom) for a in legal_actions(s)))
    _, events = _act(st, BuildRoom(1, "dark_altar#1", 0))
    assert _my_lines(st, events, 1)[:2] == ["You build Dark Altar face-down over Goblin Armory",
                                            "You reveal Dark Altar"]
    assert _my_lines(st, events, 0)[:2] == ["Gorgona builds a Room face-down over Goblin Armory",
                                            "Gorgona reveals Dark Altar"]
    st = Table(players=3, bosses=("robobo", "gorgona", "king_croak")).state()
    assert describe_event(st, E.HeroReachedBoss("nick_the_masher", 2, 1), 2, you=True) == (
        "Nick the Masher reaches you: a Wound (1 in all)")
    assert describe_event(st, E.HeroKilled("nick_the_masher", 2, 1), 2, you=True) == (
        "Nick the Masher dies: you gain a Soul (1 in all)")
    assert describe_event(st, E.PlayerEliminated(2), 2, you=True) == "You are eliminated"
    assert describe_event(st, E.HandShown(0, 2, ("fear#1",)), 2, you=True) == (
        "Robobo shows their hand to you: Fear")
    assert describe_event(st, E.HandShown(2, 0, ("fear#1",)), 2, you=True) == "You show your hand to Robobo: Fear"
    answering = st._replace(casting=((2, "motivation#1", ()),))
    assert describe_event(answering, E.SpellCancelled(2, "motivation#1", "counterspell#1"), 2, you=True) == (
        "Counterspell cancels your Motivation")
    scores = (E.Score(10, 1), E.Score(3, 2), E.Score(0, 5))
    assert describe_event(st, E.GameEnded(0, "souls", scores), 0, you=True) == "You win with 10 Souls"


def test_items_in_the_log_in_the_seats_words():
    """R25-R29: Items are public: every seat reads the same line, "you" for its own."""
    table = Table(bosses=("robobo", "gorgona"), variants=frozenset({"items"})).dungeon(0, "goblin_armory#1")
    table.entrance(0, "nick_the_masher").carry("nick_the_masher", "extra_life").town("boden_the_pantless")
    st = table.state()
    events = [E.ItemRevealed("goblin_suit"), E.ItemAttached("goblin_suit", "boden_the_pantless"),
              E.ItemScored(0, "extra_life", True), E.ItemUsed(0, "extra_life", ()),
              E.ItemFlipped(0, "extra_life", False), E.HeroSkippedRoom("nick_the_masher", 0, 0, "goblin_armory#1"),
              E.ItemScored(1, "goblin_suit", False), E.HeroWillJump("boden_the_pantless", "boots_of_jumping"),
              E.WoundsIgnored(0, "extra_life"), E.WoundAdded(1, 1, "vorpal_blade"),
              E.RoomSilenced(0, "goblin_armory#1", "cheat_code")]
    assert _lines(st, events, 1) == [
        "Goblin Suit turns up in town", "Boden the Pantless picks up Goblin Suit", "Robobo takes Extra Life face-up",
        "Robobo uses Extra Life", "Robobo's Extra Life turns face-down", "Nick the Masher jumps over Goblin Armory",
        "Gorgona takes Goblin Suit face-down (spent)", "Boden the Pantless will jump over the next Room in its path",
        "Robobo's Wounds cannot make Robobo lose this turn", "Gorgona carries one more Wound until the end of the turn",
        "Robobo's Goblin Armory has no ability this turn"]
    mine = []
    for e in events:
        mine.append(describe_event(st, e, 0, you=True))
        st = evolve(st, e)
    assert mine[2:5] == ["You take Extra Life face-up", "You use Extra Life", "Your Extra Life turns face-down"]


def test_excavation_names_the_item_and_its_side():
    table = Table(bosses=("robobo", "gorgona"), variants=frozenset({"items"})).items(1, up=("ice_rod",))
    st = table.hand(0, "excavation#1").state()
    assert _lines(st, [E.SpellCast(0, "excavation#1", ("ice_rod", "face_up"))], 0) == [
        "Robobo casts Excavation on Gorgona's face-up Ice Rod"]


def test_a_seat_with_no_ordinary_room_builds_no_first_room_and_the_log_says_so():
    """R6: a hand of Advanced Rooms only builds no first Room; the log says that in plain words (no "Level Up"),
    and only to that seat: to others the decision is a secret (R24) and names nothing."""
    st, _ = new_game(Setup(2, seed=3, variants=frozenset({"no_opening_discard"})))
    while not any(isinstance(a, BuildRoom) for a in legal_actions(st)):
        st, _ = apply(st, Pass(to_act(st)))
    seat = to_act(st)
    p = st.seats[seat]
    st = st._replace(seats=tuple(q._replace(hand=("vampire_bordello#1", "fear#1")) if q is p else q
                                 for q in st.seats))
    assert legal_actions(st) == [Pass(seat)]
    _, events = _act(st, Pass(seat))
    who = CARDS.bosses[p.boss].name
    line = f"{who} builds no Room: no ordinary Room in hand"
    assert _lines(st, events[:1], seat) == [line]
    assert _my_lines(st, events[:1], seat) == ["You build no Room: no ordinary Room in hand"]
    assert _lines(st, events[:1], 1 - seat) == _lines(st, events[:1], None) == []
    assert plain(line) and "Vampire Bordello" not in line
