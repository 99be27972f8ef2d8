"""Spell windows as the screen meets them (game.rules.stops, still_asked): where a person's screen stops by
default (smart stops), who a window's round still asks (R17, R24) and when a round ends."""

from __future__ import annotations

from game.rules import CastSpell, Pass, legal_actions, same_round, still_asked, to_act, view, window_kind, worth_a_stop

from .scenarios import Table, act, passing


def _windows_of(st, seat: int, limit: int = 60) -> list:
    """Every Adventure window ``seat`` is asked in, everyone passing: (the walker's seat or None, its Room slot,
    whether a Spell could be cast, whether it is worth a stop)."""
    seen = []
    for _ in range(limit):
        if to_act(st) is None or st.phase != "adventure":
            break
        legal = legal_actions(st)
        if to_act(st) == seat and window_kind(view(st, seat)) == "adventure":
            w = st.walker
            seen.append((w.seat if w else None, w.slot if w else None,
                         any(isinstance(a, CastSpell) for a in legal), worth_a_stop(view(st, seat), legal)))
        st = act(st, next(a for a in legal if isinstance(a, Pass)))
    return seen


def _table(*hand: str) -> Table:
    return (Table().hand(0, *hand).dungeon(0, "goblin_armory#1", "dark_laboratory#1")
            .dungeon(1, "goblin_armory#2", "dark_laboratory#2").entrance(0, "nick_the_masher").entrance(1, "the_fool"))


def test_cave_in_stops_only_while_a_hero_stands_in_ones_own_dungeon():
    """Issue 50, 12 (R17): Cave-In may be cast at every Hero step, but destroys only one's own Room: the screen
    stops for it only while a Hero stands in one of them."""
    windows = _windows_of(_table("cave_in#1").start("adventure"), 0)
    assert all(castable for *_, castable, _stop in windows) and len(windows) >= 6
    assert [stop for *_, stop in windows] == [walker == 0 for walker, *_ in windows]
    assert any(walker == 1 for walker, *_ in windows)


def test_giant_size_stops_while_a_hero_is_about_to_walk_into_ones_own_monster_room():
    """Giant Size (a Monster Room +3 until end of turn) could be cast in any window; it changes something only
    before a Hero walks into one's own Monster Room (Goblin Armory, slot 0), so only then does it stop."""
    windows = _windows_of(_table("giant_size#1").start("adventure"), 0)
    stops = [(walker, slot) for walker, slot, _castable, stop in windows if stop]
    assert stops == [(None, None)]  # Nick at seat 0's entrance, before he enters: the Armory is ahead
    assert len(windows) > 3 and all(castable for _w, _s, castable, _stop in windows)


def test_fear_in_anothers_dungeon_stops_only_when_the_hero_would_die_there():
    table = (Table().hand(0, "fear#1").dungeon(1, "goblin_armory#2", "vampire_bordello#1", "neanderthal_cave#1")
             .dungeon(0, "goblin_armory#1").entrance(1, "the_fool"))
    windows = _windows_of(table.start("adventure"), 0)
    inside = [(slot, stop) for walker, slot, _castable, stop in windows if walker == 1]
    assert inside and inside[-1][1] and not any(stop for _slot, stop in inside[:-1]), inside


def test_only_a_pass_is_never_worth_a_stop_and_a_room_to_build_always_is():
    st = Table().hand(0, "goblin_armory#1").start("build")
    v, legal = view(st, 0), legal_actions(st)
    assert worth_a_stop(v, legal) and not worth_a_stop(v, [Pass(0)])


def test_who_a_round_still_asks_is_the_same_whatever_the_hands_can_do():
    """R24: a seat holding a Spell card is asked whether or not it can cast it now (Counterspell cannot, with
    nothing declared): the seats a round still asks tell nothing of a hand."""
    for spell in ("fear#1", "counterspell#1"):
        st = passing(_table().hand(1, spell).start("adventure"), until=lambda s: s.walker is not None)
        assert to_act(st) == 1 and still_asked(st) == (1,)
        st = passing(_table("cave_in#1").hand(1, spell).start("adventure"), until=lambda s: s.walker is not None)
        assert still_asked(st) == (1, 0)  # the active seat first, then the rest of the order
        assert still_asked(act(st, Pass(1))) == (0,)


def test_a_round_goes_on_through_passes_and_ends_with_the_window_or_a_spell():
    st = passing(_table("cave_in#1").hand(1, "fear#1").start("adventure"), until=lambda s: s.walker is not None)
    passed = act(st, Pass(1))
    assert same_round(st, passed)  # seat 0 is asked in the round seat 1 passed in
    nxt = act(passed, Pass(0))  # the window closes: the Hero walks into the next Room, a new window opens
    assert to_act(nxt) == 1 and not same_round(passed, nxt) and not same_round(st, nxt)
    cast = act(st, next(a for a in legal_actions(st) if isinstance(a, CastSpell)))
    assert not same_round(st, cast)


def test_a_face_up_items_boss_ability_is_worth_a_stop():
    """R29: an Item's Boss ability is offered where a Spell could be cast, so the screen stops for it too."""
    from game.rules import UseItem

    table = Table(bosses=("gorgona", "robobo"), variants=frozenset({"items"})).items(0, up=("necronomicon",))
    st = table.dungeon(0, "goblin_armory#1").dungeon(1, "dark_altar#1").start("build")
    v, legal = view(st, 0), legal_actions(st)
    assert UseItem(0, "necronomicon", ()) in legal and worth_a_stop(v, legal)
    assert worth_a_stop(v, [UseItem(0, "necronomicon", ()), Pass(0)])
