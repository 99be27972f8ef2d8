"""Boss Level Up powers, by card id."""

from __future__ import annotations

from game.cards import CARDS, copy_of, design_of

from .. import events as E
from ..effects import Ctx, ask, draw
from ..frames import (
    CerebellusDraw,
    DestroyOwn,
    DraculordShow,
    ExtraBuild,
    KillInTown,
    SearchTake,
    TakeDiscard,
    TakeFromHand,
    ToEntrance,
)
from ..registry import LEVEL_UPS, frame
from ..state import alive, card
from .common import destroyable, discard_a_spell, distinct, opponents


def _robobo(ctx: Ctx, seat: int) -> None:
    """Every opponent picks one of their own Rooms and destroys it."""
    for opponent in reversed(alive(ctx.st)):  # pushed last runs first: XP order
        if opponent != seat:
            ask(ctx, opponent, "robobo_destroy", destroyable(ctx.st, opponent), DestroyOwn(opponent),
                source="robobo")


def _cerebellus(ctx: Ctx, seat: int) -> None:
    ask(ctx, seat, "cerebellus", ("draw",), CerebellusDraw(seat), optional=True, source="cerebellus")


@frame(CerebellusDraw)
def _cerebellus_draw(ctx: Ctx, f: CerebellusDraw) -> None:
    ctx.pop()
    if f.answer is not None:
        draw(ctx, f.seat, "spell", 3)
        discard_a_spell(ctx, f.seat, "cerebellus")


def _gorgona(ctx: Ctx, seat: int) -> None:
    ask(ctx, seat, "gorgona", ctx.st.town, KillInTown(seat), source="gorgona")


LEVEL_UPS.update(robobo=_robobo, cerebellus=_cerebellus, gorgona=_gorgona)


def _draculord(ctx: Ctx, seat: int) -> None:
    """Choose an opponent (one holding cards); they show their hand to you and you take one card."""
    victims = tuple(s for s in opponents(ctx.st, seat) if ctx.st.seats[s].hand)
    ask(ctx, seat, "draculord_victim", victims, DraculordShow(seat), source="draculord")


@frame(DraculordShow)
def _draculord_show(ctx: Ctx, f: DraculordShow) -> None:
    ctx.pop()
    seat, victim = f.seat, f.answer
    if victim is None:
        return
    hand = ctx.st.seats[victim].hand
    ctx.emit(E.HandShown(victim, seat, hand))
    ask(ctx, seat, "draculord_take", hand, TakeFromHand(seat, victim), source="draculord")


@frame(TakeFromHand)
def _take_from_hand(ctx: Ctx, f: TakeFromHand) -> None:
    ctx.pop()
    if f.answer is not None and f.answer in ctx.st.seats[f.victim].hand:
        ctx.emit(E.CardsTaken(f.seat, (f.answer,), f.victim))


def _xyzax(ctx: Ctx, seat: int) -> None:
    """Two cards of your choice from the discard pile, one after the other."""
    ask(ctx, seat, "take_discard", distinct(ctx.st.discard), TakeDiscard(seat, None, 2), source="xyzax")


def search_options(st, kind: str) -> tuple:
    """Advanced Rooms of ``kind`` in the Room deck and the discard pile: one choice per design and place,
    in a fixed order (the deck's order stays hidden: its lowest copy stands for the design)."""
    def fits(c):
        d = card(c)
        return getattr(d, "kind", None) == kind and d.advanced

    in_deck = distinct(sorted((c for c in st.room_deck if fits(c)), key=lambda c: (design_of(c), copy_of(c))))
    in_discard = distinct(c for c in st.discard if fits(c))
    return (*in_deck, *in_discard)


def _searcher(kind: str, boss: str):
    def level_up(ctx: Ctx, seat: int) -> None:
        ask(ctx, seat, f"search_{kind}", search_options(ctx.st, kind), SearchTake(seat, kind), optional=True,
            source=boss)

    return level_up


@frame(SearchTake)
def _search_take(ctx: Ctx, f: SearchTake) -> None:
    """Take the chosen Room from the Room deck (then shuffle it, R23) or the discard pile; it may be
    built at once over one of its owner's Rooms sharing a treasure type, else it stays in hand."""
    ctx.pop()
    seat, chosen = f.seat, f.answer
    if chosen is None:
        return
    if chosen in ctx.st.room_deck:
        from ..rng import shuffled

        ctx.emit(E.CardsSearched(seat, "room", (chosen,), 1))
        deck = ctx.st.room_deck
        ctx.emit(E.DeckShuffled("room", shuffled(deck, *ctx.rng()), len(deck)))
    elif chosen in ctx.st.discard:
        ctx.emit(E.CardsTaken(seat, (chosen,)))
    else:
        return
    ctx.push(ExtraBuild(seat, chosen, None))


def _seducia(ctx: Ctx, seat: int) -> None:
    """Any Hero from town or from the Hero decks (decks listed in card order) to your entrance."""
    st = ctx.st
    order = {h: i for i, h in enumerate(CARDS.heroes)}
    decks = sorted((*st.hero_deck, *st.epic_deck), key=order.__getitem__)
    ask(ctx, seat, "seducia", (*st.town, *decks), ToEntrance(seat, None), optional=True,
        source="seducia")


LEVEL_UPS.update(draculord=_draculord, xyzax=_xyzax, king_croak=_searcher("monster", "king_croak"),
                 cleopatra=_searcher("trap", "cleopatra"), seducia=_seducia)
