"""Winning and the end of the game: R14-R16."""

from game.rules import events as E
from game.rules.effects import Ctx
from game.rules.engine import run
from game.rules.frames import EndOfTurn, Turn

from rules.scenarios import Table, events_of

EPICS = ("katelyn_angelic_healer", "lord_van_ette", "frankov_the_envoy", "antonius_the_rune_knight",
         "tempros_the_time_marauder", "terric_warhelm_half_elf_archmage", "hya_legendary_shinobi",
         "cecil_leoran_master_factotum")
ORDINARY = ("nick_the_masher", "acacia_warrior_of_light", "delatorious_angel_of_light", "boden_the_pantless",
            "fire_s_breath_heroine_of_arcadia", "johnny_of_the_evening_watch", "tieg_and_the_magic_bubble")


def end_of_turn(table_or_state):
    st = table_or_state.state() if isinstance(table_or_state, Table) else table_or_state
    ctx = Ctx(st)
    ctx.push(EndOfTurn())
    run(ctx)
    return ctx.st, ctx.events


def test_r14_five_wounds_lose_whatever_the_souls():
    """R14: five Wounds eliminate a player even with ten Souls."""
    table = Table(bosses=("gorgona", "robobo")).souls(0, *EPICS[:5]).wounds(0, *ORDINARY[:5])
    st, events = end_of_turn(table)
    assert events_of(events, E.PlayerEliminated)[0].seat == 0
    assert st.outcome.winner == 1 and st.outcome.reason == "last_standing"


def test_r14_ten_souls_win():
    """R14: ten Souls and fewer than five Wounds win."""
    st, events = end_of_turn(Table(bosses=("gorgona", "robobo")).souls(1, *EPICS[:5]))
    ended = events_of(events, E.GameEnded)[0]
    assert (ended.winner, ended.reason) == (1, "souls")
    assert ended.scores[1] == E.Score(10, 0)


def test_r14_two_winners_highest_souls_minus_wounds_then_lowest_xp():
    """R14: several winners: highest Souls minus Wounds, then the lowest Boss XP."""
    table = Table(bosses=("gorgona", "robobo")).souls(0, *EPICS[:5]).souls(1, *EPICS[5:], *ORDINARY[:4])
    table.wounds(0, ORDINARY[4])
    st, _ = end_of_turn(table)
    assert st.outcome.winner == 1  # 10-0 beats 10-1
    table = Table(bosses=("gorgona", "robobo")).souls(0, *EPICS[:5]).souls(1, *EPICS[5:], *ORDINARY[:4])
    st, _ = end_of_turn(table)
    assert st.outcome.winner == 1  # tied 10-0: Robobo (400 XP) beats Gorgona (500 XP)


def test_the_game_ends_only_at_the_end_of_a_turn():
    """R14: nothing is checked before End of Turn; play goes on below the thresholds."""
    st, events = end_of_turn(Table(bosses=("gorgona", "robobo")).souls(0, *EPICS[:4]))
    assert st.outcome is None and events_of(events, E.TurnStarted)


def test_r15_eliminated_cards_leave_the_game_and_play_goes_on():
    """R15: three players: the eliminated player's cards leave the game, not to the discard pile."""
    table = Table(players=3, bosses=("gorgona", "robobo", "cerebellus"))
    table.wounds(0, *ORDINARY[:5]).dungeon(0, "dark_altar#1").hand(0, "freeze#1")
    st, events = end_of_turn(table)
    assert st.outcome is None and st.seats[0].out
    assert {"dark_altar#1", "gorgona", *ORDINARY[:5]} <= set(st.removed)
    assert "dark_altar#1" not in st.discard and "freeze#1" not in st.discard


def test_r15_last_one_standing_wins():
    table = Table(players=3, bosses=("gorgona", "robobo", "cerebellus")).eliminated(2)
    table.wounds(0, *ORDINARY[:5])
    st, _ = end_of_turn(table)
    assert st.outcome.winner == 1 and st.outcome.reason == "last_standing"


def test_r15_all_eliminated_together_best_score_wins():
    """R15: everyone left eliminated in one turn: highest Souls minus Wounds, then lowest XP."""
    table = Table(players=3, bosses=("gorgona", "robobo", "cerebellus")).eliminated(2)
    table.wounds(0, *ORDINARY[:5]).wounds(1, *EPICS[:3]).souls(0, EPICS[3])
    st, _ = end_of_turn(table)
    assert st.outcome.winner == 0 and st.outcome.reason == "all_eliminated"


def test_r16_no_hero_left_to_reveal_ends_the_game():
    """R16: both Hero decks empty at the Beginning of Turn: highest Souls minus Wounds, then lowest XP."""
    table = Table(bosses=("gorgona", "robobo")).souls(0, ORDINARY[0]).souls(1, ORDINARY[1])
    st = table.state()
    st = st._replace(removed=st.removed + st.hero_deck + st.epic_deck, hero_deck=(), epic_deck=())
    ctx = Ctx(st)
    ctx.push(Turn())
    run(ctx)
    assert ctx.st.outcome.reason == "heroes_exhausted"
    assert ctx.st.outcome.winner == 1  # 1-0 each: Robobo has the lower XP
