"""What card abilities share: the continuation frames many choices lead to (discard a chosen card, heal,
...), each filled with the chosen ``answer``, and the lists of cards those choices offer."""

from __future__ import annotations

from itertools import combinations

from game.cards import design_of

from .. import events as E
from ..effects import Ctx, ask, destroy, kill
from ..frames import DestroyOwn, DiscardChosen, Heal, KillInTown, TakeDiscard, ToEntrance
from ..queries import active_rooms, hand_rooms, hand_spells
from ..registry import frame
from ..state import alive, card, is_room


@frame(DiscardChosen)
def _discard(ctx: Ctx, f: DiscardChosen) -> None:
    ctx.pop()
    if f.answer is not None:
        ctx.emit(E.CardsDiscarded(f.seat, (f.answer,)))


@frame(Heal)
def _heal(ctx: Ctx, f: Heal) -> None:
    """R21: a face-up Hero of your scorekeeping area turns face-down."""
    ctx.pop()
    if f.answer is not None:
        if f.source is not None:
            ctx.emit(E.AbilityUsed(f.seat, f.source, (f.answer,)))
        ctx.emit(E.WoundHealed(f.seat, f.answer))


@frame(DestroyOwn)
def _destroy_own(ctx: Ctx, f: DestroyOwn) -> None:
    ctx.pop()
    if f.answer is not None:
        destroy(ctx, f.seat, f.answer)


@frame(KillInTown)
def _kill_in_town(ctx: Ctx, f: KillInTown) -> None:
    ctx.pop()
    if f.answer is not None and f.answer in ctx.st.town:
        kill(ctx, f.answer, f.seat)


def discard_a_spell(ctx: Ctx, seat: int, source: str) -> None:
    """Ask ``seat`` to discard one Spell of its choice (nothing if it holds none)."""
    ask(ctx, seat, "discard_spell", tuple(hand_spells(ctx.st, seat)), DiscardChosen(seat), source=source)


def destroyable(st, seat: int) -> tuple:
    """R19: the Rooms of ``seat`` an effect may destroy (active ones)."""
    return tuple(active_rooms(st, seat))


def distinct(cards) -> tuple:
    """One card per design (its first copy): choices that differ only by copy number are one choice."""
    seen, out = set(), []
    for c in cards:
        design = design_of(c)
        if design not in seen:
            seen.add(design)
            out.append(c)
    return tuple(out)


def room_pairs(st, seat: int):
    """The different pairs of Room cards ``seat`` could discard from hand (two copies of a design are one
    choice)."""
    seen = set()
    for pair in combinations(hand_rooms(st, seat), 2):
        key = tuple(sorted(design_of(c) for c in pair))
        if key not in seen:
            seen.add(key)
            yield pair


def discard_rooms(st, test=lambda d: True) -> tuple:
    """The Room cards of the discard pile passing ``test`` (on the definition), one per design."""
    return distinct(c for c in st.discard if is_room(c) and test(card(c)))


def opponents(st, seat: int) -> tuple:
    return tuple(s for s in alive(st) if s != seat)


@frame(TakeDiscard)
def _take_discard(ctx: Ctx, f: TakeDiscard) -> None:
    """Take the chosen card from the discard pile; with more ``remaining``, choose again among the whole
    discard pile."""
    ctx.pop()
    seat, source, chosen = f.seat, f.source, f.answer
    if chosen is None or chosen not in ctx.st.discard:
        return
    if source is not None:
        ctx.emit(E.AbilityUsed(seat, source, (chosen,)))
    ctx.emit(E.CardsTaken(seat, (chosen,)))
    if f.remaining > 1:
        ask(ctx, seat, "take_discard", distinct(ctx.st.discard), TakeDiscard(seat, None, f.remaining - 1),
            source=source)


@frame(ToEntrance)
def _to_entrance(ctx: Ctx, f: ToEntrance) -> None:
    """The chosen Hero goes to ``seat``'s entrance (from town, or from a Hero deck, which is shuffled)."""
    ctx.pop()
    seat, source, hero = f.seat, f.source, f.answer
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
