"""Match: the one way a game is driven (DESIGN.md, "The seam between the game and the screen")."""

from __future__ import annotations

import random
import threading

import pytest

from game.ai import think
from game.match import Match, StaleDecision
from game.rules import IllegalActionError, Pass, evolve, redact
from game.rules import events as E
from game.rules.state import State

HURRY = threading.Event()
HURRY.set()  # the hard bot stops after one iteration: the path is the real one, the test stays quick


def play(m: Match, human=None) -> None:
    """Drive ``m`` to its end: bot seats through bot_request/think/submit, people by ``human(m)``."""
    while m.to_act is not None:
        request = m.bot_request()
        if request is None:
            m.submit(human(m), at_step=m.step)
        else:
            assert request.seat == m.to_act and request.step == m.step and request.bot == m.seats[m.to_act]
            m.submit(think(request, HURRY), at_step=request.step)


def test_a_bot_only_game_runs_to_its_end():
    m = Match.new(("hard", "greedy", "easy", "random"), seed=11)
    assert m.seats == ("hard", "greedy", "easy", "random") and m.step == 0
    play(m)
    assert m.over and m.to_act is None and m.legal() == [] and m.prompt() is None
    assert m.bot_request() is None
    assert m.step == len(m.actions) == sum(isinstance(e, E.DecisionMade) for e in m.events)


def test_a_mixed_game_asks_people_and_never_runs_their_seat():
    rng = random.Random(3)
    asked = []

    def person(m: Match):
        assert m.seats[m.to_act] == "human" and m.bot_request() is None
        prompt = m.prompt()
        assert prompt and prompt.seat == m.to_act
        asked.append(m.to_act)
        return rng.choice(m.legal())

    m = Match.new(("human", "normal", "human"), seed=4)
    play(m, person)
    assert set(asked) == {0, 2} and m.over


def test_a_stale_decision_is_refused_and_changes_nothing():
    m = Match.new(("human", "human"), seed=2)
    first = m.legal()[0]
    m.submit(first, at_step=0)
    state, events = m.state, list(m.events)
    with pytest.raises(StaleDecision):
        m.submit(m.legal()[0], at_step=0)  # a late click on what was offered at step 0
    with pytest.raises(IllegalActionError):
        m.submit(Pass(1 - m.to_act), at_step=1)
    assert m.state is state and m.events == events and m.step == 1


def test_decision_made_opens_every_submit_and_clears_the_prompt():
    """Every apply starts with DecisionMade; folding it leaves no stale prompt."""
    m = Match.new(("human", "human"), seed=8)
    for _ in range(12):
        before = m.state
        events = m.submit(m.legal()[-1], at_step=m.step)
        assert isinstance(events[0], E.DecisionMade) and events[0].seat == before.waiting
        assert events[0].action == m.actions[-1]
        assert evolve(before, events[0]).waiting is None


def test_same_seed_same_game():
    a, b = Match.new(("greedy", "easy", "random"), seed=21), Match.new(("greedy", "easy", "random"), seed=21)
    play(a)
    play(b)
    assert a.actions == b.actions and a.events == b.events


def _hidden_from(st: State, viewer: int | None) -> set:
    """Cards ``viewer`` may not see in ``st``: others' hands, others' face-down Rooms, the decks."""
    hidden = set(st.room_deck) | set(st.spell_deck) | set(st.hero_deck) | set(st.epic_deck) | set(st.boss_pile)
    for s, p in enumerate(st.seats):
        if s != viewer:
            hidden.update(p.hand)
            hidden.update(r for pile in p.dungeon for r in pile if r in st.facedown)
    return hidden


def _public(st: State) -> set:
    """Cards in public places: once seen there, a card is known wherever it goes."""
    public = set(st.discard) | set(st.removed) | set(st.town) | {c[1] for c in st.casting}
    for p in st.seats:
        public.update(p.souls, p.wounds, p.entrance, (r for pile in p.dungeon for r in pile if r not in st.facedown))
    return public


def _strings(item) -> set:
    if isinstance(item, str):
        return {item}
    if isinstance(item, tuple | list):
        return set().union(*map(_strings, item)) if item else set()
    if hasattr(item, "_field_names"):
        return _strings(tuple(getattr(item, f) for f in item._field_names))
    return set()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_events_since_never_shows_a_viewer_another_seats_hidden_cards(players):
    """R24: the events of each decision, as ``events_since`` gives them to a viewer, name no card that is
    hidden from that viewer once they have happened and that the viewer has never been shown."""
    for seed in range(3):
        m = Match.new(("random",) * players, seed=100 + seed, variants={"i_choose_you"} if seed else ())
        play(m)
        assert m.events_since(0, None) == (m.events, len(m.events))
        for viewer in range(players):
            shown, cursor = m.events_since(0, viewer)
            assert cursor == len(m.events) and len(shown) == len(m.events)
            seen: set = set()
            st, batch = None, []
            for real, event in zip(m.events, shown, strict=True):
                st = evolve(st, real)
                seen.update(st.seats[viewer].hand, _public(st))
                if isinstance(real, E.HandShown) and real.to_seat == viewer:
                    seen.update(real.cards)
                if isinstance(real, E.BossesOffered) and real.seat == viewer:
                    seen.update(real.bosses)
                batch.append(event)
                if isinstance(real, E.AwaitingDecision | E.GameEnded):
                    leaked = (_strings(batch) & _hidden_from(st, viewer)) - seen
                    assert not leaked, f"{batch} shows seat {viewer} {leaked}"
                    batch = []


def test_events_since_continues_from_its_cursor():
    m = Match.new(("random", "random"), seed=1)
    first, cursor = m.events_since(0, 0)
    m.submit(think(m.bot_request()), at_step=m.step)
    more, cursor2 = m.events_since(cursor, 0)
    assert more == [redact(e, 0) for e in m.events[cursor:]] and cursor2 == len(m.events)
    for cursor, viewer in ((len(m.events) + 1, 0), (-1, 0), (None, 0), (1.5, 0), (True, 0), (0, 2), (0, -1),
                           (0, "0"), (0, True)):
        with pytest.raises(ValueError):
            m.events_since(cursor, viewer)


def test_seats_and_seed_are_checked():
    for seats, seed in ((("human",), 1), (("human", "wizard"), 1), (("human",) * 5, 1), (("human", "hard"), "x"),
                        (("human", "hard"), 1.5), (("human", "hard"), True)):
        with pytest.raises(ValueError):
            Match.new(seats, seed=seed)
    m = Match.new(iter(["human", "hard"]), seed=None)  # any iterable of seats; a random seed
    assert m.seats == ("human", "hard") and isinstance(m.setup.seed, int) and m.to_act is not None


def test_describe_says_a_past_decision_as_it_was_made():
    """The log describes each decision against the table it was made on (``at_step``)."""
    m = Match.new(("random", "random"), seed=3)
    said = []
    while m.to_act is not None and m.step < 60:
        request = m.bot_request()
        action = think(request)
        said.append(m.describe(action))
        m.submit(action, at_step=request.step)
    assert [m.describe(a, at_step=i) for i, a in enumerate(m.actions)] == said
    with pytest.raises(ValueError):
        m.describe(m.actions[0], at_step=m.step)
    with pytest.raises(ValueError):
        m.describe(Pass(0), at_step=-1)


def test_names_that_are_not_a_list_of_short_texts_are_refused():
    import pytest

    from game.match import Match

    for names in (True, "Ann", ["Ann"], ["Ann", 3], ["x" * 17, ""]):
        with pytest.raises(ValueError):
            Match.new(("human", "human"), seed=1, names=names)
    assert Match.new(("human", "greedy"), seed=1, names=[" Ann ", ""]).name(0) == "Ann"
    assert Match.new(("human", "greedy"), seed=1).name(1) == "P2"


def test_a_game_saved_with_a_retired_bot_goes_on_with_the_one_that_takes_its_seat():
    """The Expert bot is no longer offered: a new game may not seat it, but a game saved with one loads, every
    decision replayed, with Hard in that seat (a new version reads the old one's saves)."""
    from game.saves import from_json, to_json

    with pytest.raises(ValueError, match="unknown seat kind"):
        Match.new(("human", "expert"), seed=3)
    m = Match.new(("greedy", "hard"), seed=3)
    while m.step < 12:
        request = m.bot_request()
        m.submit(think(request, HURRY), at_step=request.step)
    data = to_json(m)
    data["seats"] = ["greedy", "expert"]
    loaded = from_json(data)
    assert loaded.seats == ("greedy", "hard") and loaded.step == 12 and loaded.state == m.state
