"""A seat that concedes (R14/R15): out at the end of the turn, nothing asked of it meanwhile; the last one
playing wins at once. (The property tests concede at random moments of many games, R24 watched.)"""

import pytest

from game.rules import Concede, IllegalActionError, Pass, apply, legal_actions, to_act, view
from game.rules import events as E

from rules.scenarios import Table, events_of


def test_r15_two_players_a_concession_ends_the_game_at_once():
    st = Table(bosses=("robobo", "gorgona")).hand(0, "goblin_armory#1").entrance(0, "nick_the_masher").start("build")
    st, events = apply(st, Concede(0))
    assert [type(e) for e in events][:2] == [E.DecisionMade, E.PlayerConceded]
    assert events_of(events, E.PlayerEliminated)[0].seat == 0
    assert st.outcome.winner == 1 and st.outcome.reason == "conceded"
    assert "nick_the_masher" in st.town  # the Heroes at its entrance are not its cards (R15)
    assert to_act(st) is None and legal_actions(st) == []


def test_r15_three_players_the_seat_leaves_at_the_end_of_the_turn_and_is_never_asked():
    table = Table(players=3).hand(1, "freeze#1", "goblin_armory#1").entrance(1, "nick_the_masher")
    st = table.start("build")
    seat = to_act(st)
    gone = 1 if seat != 1 else 2
    st, events = apply(st, Concede(gone))
    assert st.outcome is None and st.seats[gone].conceded and not st.seats[gone].out
    assert view(st, 0).seats[gone].conceded  # public: every seat knows
    seen = []
    while not st.seats[gone].out:
        assert to_act(st) != gone
        legal = legal_actions(st)
        st, events = apply(st, next((a for a in legal if isinstance(a, Pass)), legal[0]))
        seen += events
    assert events_of(seen, E.PlayerEliminated) == [E.PlayerEliminated(gone)]
    assert events_of(seen, E.TurnCleanedUp)  # at the end of the turn, as five Wounds (R14)
    assert st.outcome is None and to_act(st) is not None


def test_a_seat_asked_now_may_concede_and_its_decision_is_made_for_it():
    st = Table(players=3).hand(0, "goblin_armory#1").start("build")
    seat = to_act(st)
    st, events = apply(st, Concede(seat))
    assert to_act(st) != seat
    assert sum(isinstance(e, E.DecisionMade) for e in events) == 1  # one step: the concession


@pytest.mark.parametrize("how", ["out", "twice", "no such seat", "over"])
def test_a_concession_that_cannot_be_is_refused_and_changes_nothing(how):
    st = Table(players=4).eliminated(3).start("build")
    for seat in {"twice": (0,), "over": (0, 1)}.get(how, ()):
        st, _ = apply(st, Concede(seat))
    assert (st.outcome is not None) == (how == "over")
    action = {"out": Concede(3), "twice": Concede(0), "no such seat": Concede(5), "over": Concede(2)}[how]
    before = st
    with pytest.raises(IllegalActionError, match="concede"):
        apply(st, action)
    assert st is before


def test_pass_is_not_offered_to_a_seat_that_conceded():
    st = Table(players=3).start("build")
    st, _ = apply(st, Concede(1))
    assert Pass(1) not in legal_actions(st, 1)
