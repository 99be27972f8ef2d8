"""Continuation frames shared by card abilities: each gets the chosen answer as its last item."""

from __future__ import annotations

from .. import events as E
from ..effects import Ctx, destroy, kill
from ..queries import active_rooms, hand_spells
from ..registry import frame
from ..state import alive, card


@frame("discard")
def _discard(ctx: Ctx, f) -> None:
    ctx.pop()
    _, seat, chosen = f
    if chosen is not None:
        ctx.emit(E.CardsDiscarded(seat, (chosen,)))


@frame("heal")
def _heal(ctx: Ctx, f) -> None:
    """R21: a face-up Hero of your scorekeeping area turns face-down."""
    ctx.pop()
    _, seat, hero = f
    if hero is not None:
        ctx.emit(E.WoundHealed(seat, hero))


@frame("destroy_own")
def _destroy_own(ctx: Ctx, f) -> None:
    ctx.pop()
    _, seat, room = f
    if room is not None:
        destroy(ctx, seat, room)


@frame("kill_in_town")
def _kill_in_town(ctx: Ctx, f) -> None:
    ctx.pop()
    _, seat, hero = f
    if hero is not None and hero in ctx.st.town:
        kill(ctx, hero, seat)


def discard_a_spell(ctx: Ctx, seat: int, source: str) -> None:
    """Ask ``seat`` to discard one Spell of its choice (nothing if it holds none)."""
    from ..effects import ask

    ask(ctx, seat, "discard_spell", tuple(hand_spells(ctx.st, seat)), ("discard", seat), source=source)


def destroyable(st, seat: int) -> tuple:
    """R19: the Rooms of ``seat`` an effect may destroy (active ones)."""
    return tuple(active_rooms(st, seat))


def distinct(cards) -> tuple:
    """One card per design (its first copy): choices that differ only by copy number are one choice."""
    seen, out = set(), []
    for c in cards:
        design = c.split("#", 1)[0]
        if design not in seen:
            seen.add(design)
            out.append(c)
    return tuple(out)


def discard_rooms(st, test=lambda d: True) -> tuple:
    """The Room cards of the discard pile passing ``test`` (on the definition), one per design."""
    return distinct(c for c in st.discard if getattr(card(c), "kind", None) is not None and test(card(c)))


def opponents(st, seat: int) -> tuple:
    return tuple(s for s in alive(st) if s != seat)


@frame("take_discard")
def _take_discard(ctx: Ctx, f) -> None:
    """("take_discard", seat, source, remaining, chosen): take ``chosen`` from the discard pile; with
    ``remaining`` > 1, choose again among the whole discard pile. ``source`` is a Room to mark used."""
    ctx.pop()
    _, seat, source, remaining, chosen = f
    if chosen is None or chosen not in ctx.st.discard:
        return
    if source is not None:
        ctx.emit(E.AbilityUsed(seat, source, (chosen,)))
    ctx.emit(E.CardsTaken(seat, (chosen,)))
    if remaining > 1:
        from ..effects import ask

        ask(ctx, seat, "take_discard", distinct(ctx.st.discard), ("take_discard", seat, None, remaining - 1),
            source=source)


@frame("to_entrance")
def _to_entrance(ctx: Ctx, f) -> None:
    """("to_entrance", seat, source, hero): ``hero`` goes to ``seat``'s entrance (from town or a deck)."""
    ctx.pop()
    _, seat, source, hero = f
    if hero is None:
        return
    if source is not None:
        ctx.emit(E.AbilityUsed(seat, source, (hero,)))
    for deck in ("hero", "epic"):
        pile = getattr(ctx.st, f"{deck}_deck")
        if hero in pile:  # searching a Hero deck shuffles it (R23)
            from ..rng import shuffled

            ctx.emit(E.HeroMoved(hero, "entrance", seat))
            rest = getattr(ctx.st, f"{deck}_deck")
            ctx.emit(E.DeckShuffled(deck, shuffled(rest, *ctx.rng()), len(rest)))
            return
    ctx.emit(E.HeroMoved(hero, "entrance", seat))
