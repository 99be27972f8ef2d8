"""Spell windows as a screen meets them: whether one is worth a stop for a person, and how long one round of it
lasts. Pure questions of the rules, answered from a seat's view (or a state: they read the same fields).

    worth_a_stop(view(state, seat), legal)   # could something ``seat`` may do here change anything now?
    same_round(before, after)                # is the window asking in ``after`` the round asking in ``before``?

A window is worth a stop (MTG Arena's "smart stops") when a Room could be built, or in a Build window or an
answer to a Spell when anything could be cast or used; in an Adventure window only for a card that can change
something now, by its design (:data:`ADVENTURE_STOPS`): a Hero in the dungeon it touches, a Room it can target
that the Hero walking (or about to) will enter next. Cave-In, say, matters only while a Hero stands in one's
own dungeon; Giant Size on one's own Room only while a Hero is about to walk into it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .actions import ActivateAbility, BuildRoom, CastSpell
from .frames import Window
from .kinds import WindowKind
from .queries import health
from .state import card, pair_get


def _rooms_ahead(v, seat: int) -> frozenset:
    """The slots of ``seat``'s dungeon a Hero will walk into next, if Heroes walk there now (``seat`` is the
    active seat of the Adventure): those past the Hero inside, or every one while the next Hero waits at the
    entrance. A later Hero, or another dungeon's, has windows of its own before it walks in."""
    if seat != v.active:
        return frozenset()
    p, w = v.seats[seat], v.walker
    if w is not None and w.seat == seat:
        return frozenset(range(0 if w.slot is None else w.slot + 1, len(p.dungeon)))
    if p.entrance and seat not in v.blocked:
        return frozenset(range(len(p.dungeon)))
    return frozenset()


def _where(v, room) -> tuple[int, int] | None:
    """(seat, slot) of the Room ``room`` on top of a pile, or None."""
    for s, p in enumerate(v.seats):
        for slot, pile in enumerate(p.dungeon):
            if pile and pile[-1] == room:
                return s, slot
    return None


def _dies_leaving(v) -> bool:
    """The Hero walking has taken damage enough to die as it leaves the Room it stands in."""
    w = v.walker
    return w is not None and pair_get(v.damage, w.hero) >= health(v, w.hero)


def _always(v, seat: int, targets: tuple) -> bool:
    return True


def _fear(v, seat: int, targets: tuple) -> bool:
    """Fear: the Hero walks in one's own dungeon (it will not reach the Boss), or in another's about to die
    there (no Souls for them)."""
    return v.walker.seat == seat or _dies_leaving(v)


def _saved(v, seat: int, targets: tuple) -> bool:
    """Assassin: the Hero in another's dungeon is about to die there."""
    return _dies_leaving(v)


def _hero_in_target(v, seat: int, targets: tuple) -> bool:
    """Cave-In: the target is the Room of one's own dungeon a Hero stands in."""
    w = v.walker
    return w is not None and w.seat == seat and _where(v, targets[0]) == (seat, w.slot)


def _own_room_ahead(v, seat: int, targets: tuple) -> bool:
    """A Room made stronger: one of one's own dungeon a Hero walks into next."""
    at = _where(v, targets[0])
    return at is not None and at[0] == seat and at[1] in _rooms_ahead(v, seat)


def _their_room_ahead(v, seat: int, targets: tuple) -> bool:
    """A Room made weaker: one of another's dungeon a Hero walks into next."""
    at = _where(v, targets[0])
    return at is not None and at[0] != seat and at[1] in _rooms_ahead(v, at[0])


def _any_own_room_ahead(v, seat: int, targets: tuple) -> bool:
    """Every Room of one's own dungeon made stronger: a Hero walks into one of them next."""
    return bool(_rooms_ahead(v, seat))


def _kept_out(v, seat: int, targets: tuple) -> bool:
    """Trepidation: the target's Heroes are about to walk in, none inside yet."""
    target, w = targets[0], v.walker
    return target == v.active and bool(v.seats[target].entrance) and (w is None or w.seat != target)


def _hero_coming(v, seat: int, targets: tuple) -> bool:
    """A card of the kind used at any time (new cards, a card back from the discard pile): stops once a
    Hero, as the Hero at one's own entrance is about to walk in."""
    return seat == v.active and v.walker is None and bool(v.seats[seat].entrance)


Test = Callable[[object, int, tuple], bool]
ADVENTURE_STOPS: dict[str, Test] = {
    # Spells
    "fear": _fear, "assassin": _saved, "exhaustion": _always, "teleportation": _always,  # the Hero walking
    "cave_in": _hero_in_target,
    "giant_size": _own_room_ahead, "annihilator": _own_room_ahead,
    "freeze": _their_room_ahead,
    "trepidation": _kept_out,
    "soul_harvest": _hero_coming, "jeopardy": _hero_coming,
    # Room abilities
    "bottomless_pit": _always, "boulder_ramp": _always,  # the Hero in that Room
    "the_crushinator": _any_own_room_ahead,
}
"""Card design -> whether casting or using it in an Adventure window could change something now (its targets
given), where waiting for a later window could not do as well. A Room ability not named here is of the kind
used at any time (:func:`_hero_coming`); a Spell not named here always stops."""


def _matters(v, seat: int, action) -> bool:
    if isinstance(action, CastSpell):
        test = ADVENTURE_STOPS.get(card(action.spell).id, _always)
    else:
        test = ADVENTURE_STOPS.get(card(action.card).id, _hero_coming)
    return test(v, seat, action.targets)


def window_kind(v) -> WindowKind | None:
    """The kind of the Spell window asking now, or None."""
    top = v.flow[-1] if v.flow else None
    return top.kind if isinstance(top, Window) else None


def worth_a_stop(v, legal: Iterable) -> bool:
    """Could one of ``legal``, the actions of the seat ``v`` is the view of in a Spell window, change something
    now (see the module docstring)? False when it may only pass."""
    adventure = window_kind(v) == WindowKind.ADVENTURE
    for action in legal:
        if isinstance(action, BuildRoom):
            return True
        if isinstance(action, (CastSpell, ActivateAbility)) and (not adventure or _matters(v, v.seat, action)):
            return True
    return False


def same_round(before, after) -> bool:
    """Is the Spell window asking in ``after`` the one that was asking in ``before``, in the same round of
    passes (nothing but passes since: no Spell cast, no ability used, no Room built, the window not closed)?
    States or views, compared by their flow."""
    fb, fa = before.flow, after.flow
    if not fb or not fa or len(fb) != len(fa) or fb[:-1] != fa[:-1]:
        return False
    wb, wa = fb[-1], fa[-1]
    return (isinstance(wb, Window) and isinstance(wa, Window) and wa.passes > wb.passes
            and (wa.kind, wa.order, wa.builds, wa.spell) == (wb.kind, wb.order, wb.builds, wb.spell))
