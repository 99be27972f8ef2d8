"""The Decider: ``new_game``, ``to_act``, ``legal_actions``, ``decide``, ``apply``, ``outcome``.

``decide`` validates an action against the decision the state waits for, then runs the automatic flow
(reveals, Bait, the walk through Rooms, triggers) until some seat must choose again. The flow is a stack
of frames (``frames.py``: a NamedTuple per kind, the next to run last); each kind's step function is
registered in ``registry.FRAMES``. The stack is engine bookkeeping: it travels in the ``AwaitingDecision`` event that
ends every ``decide``, so ``reduce(evolve, events)`` rebuilds exactly the live state.
"""

from __future__ import annotations

from . import events as E
from .actions import Action, BuildRoom, Concede, Pass
from .effects import Ctx
from .evolve import evolve
from .flow import conceded
from .frames import Choice, Mulligan, OpeningDiscard, PickBoss, SetupBuild, StartGame, Window, name_of
from .registry import ANSWERS, FRAMES, OPTIONS
from .rng import shuffled
from .state import Outcome, Setup, State, boxes_of, hero_decks, item_ids, room_instances, spell_instances, xp_order_of


class IllegalActionError(ValueError):
    """An action that is not legal in this state; the message says what was wrong."""


def new_game(setup: Setup) -> tuple[State, list]:
    """The state of a new game, waiting for its first decision, and the events that made it."""
    from game.cards import CARDS

    ctx = Ctx(None)
    bosses = shuffled(tuple(CARDS.bosses), setup.seed, 0)
    variants = tuple(sorted(setup.variants))
    if "i_choose_you" in setup.variants:  # no Boss, nor XP order, until every seat has kept one
        ctx.emit(E.GameStarted(setup.players, setup.seed, variants, (None,) * setup.players, ()))
        for seat in range(setup.players):
            ctx.emit(E.BossesOffered(seat, bosses[2 * seat : 2 * seat + 2]))
    else:
        dealt = bosses[: setup.players]
        ctx.emit(E.GameStarted(setup.players, setup.seed, variants, dealt, xp_order_of(dealt)))
    ordinary, epic = hero_decks(setup.players, "hard_mode" in setup.variants)
    boxes = boxes_of(setup.variants)
    decks = [("room", room_instances(boxes)), ("spell", spell_instances(boxes)), ("hero", ordinary), ("epic", epic)]
    if "items" in setup.variants:  # R25: the Item deck, shuffled beside the Hero decks
        decks.append(("item", item_ids()))
    for deck, cards in decks:
        ctx.emit(E.DeckShuffled(deck, shuffled(cards, *ctx.rng()), len(cards)))
    offers = tuple(bosses[2 * s : 2 * s + 2] for s in range(setup.players))
    ctx.push(StartGame(offers if "i_choose_you" in setup.variants else None))
    run(ctx)
    return ctx.st, ctx.events


def to_act(state: State) -> int | None:
    """The seat that must choose now, or None when the game is over."""
    return None if state.outcome is not None else state.waiting


def outcome(state: State) -> Outcome | None:
    return state.outcome


_cache: list = [None, None]


def legal_actions(state: State, seat: int | None = None) -> list[Action]:
    """Every legal action of ``seat`` (default: the seat to act), Pass included where allowed."""
    if state.outcome is not None:
        return []
    if seat is None:
        seat = state.waiting
    if seat != state.waiting:
        return []
    return list(_legal(state))


def _legal(state: State) -> tuple:
    """The legal actions of the seat to act in a running game, computed once per state."""
    if _cache[0] is not state:
        frame = state.flow[-1]
        _cache[0], _cache[1] = state, tuple(OPTIONS[type(frame)](state, frame, state.waiting))
    return _cache[1]


def decide(state: State, action: Action) -> list:
    """The events ``action`` causes; raises IllegalActionError, leaving ``state`` untouched."""
    return apply(state, action)[1]


def apply(state: State, action: Action) -> tuple[State, list]:
    """``decide`` then fold ``evolve``: the new state and the events."""
    ctx = Ctx(state)
    if isinstance(action, Concede):
        _check_concede(state, action)
        ctx.emit(E.DecisionMade(action.seat, action, False))
        conceded(ctx, action.seat)
        if ctx.st.outcome is None and state.waiting == action.seat:
            _answer_for(ctx, action.seat)
    else:
        _check(state, action)
        frame = state.flow[-1]
        ctx.emit(E.DecisionMade(action.seat, action, _secret(frame, action)))
        ANSWERS[type(frame)](ctx, frame, action)
    run(ctx)
    return ctx.st, ctx.events


def _answer_for(ctx: Ctx, seat: int) -> None:
    """The decision of a seat that conceded, made for it: Pass where it may, else the first option. No
    ``DecisionMade``: that event stands for a decision a seat took (one per step of a match)."""
    frame = ctx.st.flow[-1]
    options = tuple(OPTIONS[type(frame)](ctx.st, frame, seat))
    ANSWERS[type(frame)](ctx, frame, next((a for a in options if isinstance(a, Pass)), options[0]))


_SECRET_CHOICES = frozenset({"draculord_take", "search_monster", "search_trap"})


def _secret(frame, action: Action) -> bool:
    """R24: does ``action`` show what others may not see? The opening discard (hidden until all have
    chosen), a mulligan (it tells of the hand), a Boss kept (hidden until all have kept one), a Room built
    face-down, a card picked from a hand or a deck."""
    if isinstance(frame, (OpeningDiscard, Mulligan, SetupBuild, PickBoss)):  # noqa: UP038  (a tuple is faster)
        return True
    if isinstance(frame, Window):
        return isinstance(action, BuildRoom)
    return isinstance(frame, Choice) and frame.kind in _SECRET_CHOICES


def _check_concede(state: State, action: Concede) -> None:
    if state.outcome is not None:
        raise IllegalActionError(f"{action}: the game is over")
    seat = action.seat
    if isinstance(seat, bool) or seat not in range(state.players):
        raise IllegalActionError(f"{action}: there is no seat {seat!r}")
    if state.seats[seat].out or state.seats[seat].conceded:
        raise IllegalActionError(f"{action}: seat {seat} is no longer playing")


def _check(state: State, action: Action) -> None:
    if state.outcome is not None:
        raise IllegalActionError(f"{action}: the game is over")
    if not isinstance(action, Action):
        raise IllegalActionError(f"{action!r} is not an action")
    if action.seat != state.waiting:
        raise IllegalActionError(f"{action}: seat {action.seat} is not to act; seat {state.waiting} is")
    legal = _legal(state)
    if action in legal:
        return
    frame = state.flow[-1]
    kinds = sorted({type(a).__name__ for a in legal})
    if type(action).__name__ not in kinds:
        raise IllegalActionError(f"{action}: not allowed now ({describe(frame)}); allowed: {', '.join(kinds)}")
    card = getattr(action, "room", None) or getattr(action, "spell", None)
    if card is not None and card not in state.seats[action.seat].hand:
        raise IllegalActionError(f"{action}: {card} is not in seat {action.seat}'s hand")
    raise IllegalActionError(f"{action}: not a legal choice now ({describe(frame)})")


def describe(frame: tuple) -> str:
    """A few words on the decision a frame waits for."""
    if isinstance(frame, Window):
        return f"{frame.kind} window"
    if isinstance(frame, Choice):
        return f"choice: {frame.kind}"
    return name_of(frame).replace("_", " ")


def run(ctx: Ctx) -> None:
    """Advance the flow until a seat must decide (then emit AwaitingDecision) or the game ends."""
    while ctx.st.outcome is None:
        frame = ctx.st.flow[-1]
        seat = FRAMES[type(frame)](ctx, frame)
        if seat is None:
            continue
        if ctx.st.seats[seat].conceded:
            _answer_for(ctx, seat)
            continue
        ctx.emit(E.AwaitingDecision(seat, ctx.st.flow))
        return


def replay(events) -> State:
    """``reduce(evolve, events, None)``."""
    st = None
    for ev in events:
        st = evolve(st, ev)
    return st
