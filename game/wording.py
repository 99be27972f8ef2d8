"""The game in a player's words: what a seat is asked (``prompt_for``), what an action does
(``describe_action``), what happened (``describe_event``, the game log) and who won (``describe_outcome``),
with card names in full and seats named by their Boss.

Texts are plain English sentences for the prompt line, buttons and the log; they never show a card id,
an instance number or an engine name.
"""

from __future__ import annotations

import re

from game.cards import CARDS, design_of
from game.rules import (
    SPELL_WINDOWS,
    Action,
    ActivateAbility,
    BuildRoom,
    CastSpell,
    Choose,
    Concede,
    DecisionKind,
    Discard,
    Pass,
    Phase,
    State,
    UseItem,
    decision,
    health,
    is_handle,
    legal_actions,
    pair_get,
)
from game.rules import events as E


class Prompt(str):
    """What a seat is asked, in plain words (the string itself); ``seat``, ``kind`` (the decision's
    kind, e.g. ``"build"``, ``"respond"``, ``"choice:heal"``) and ``card``, the card that asks (an id,
    or None)."""

    seat: int
    kind: str
    card: str | None

    def __new__(cls, text: str, seat: int, kind: str, card: str | None = None) -> Prompt:
        prompt = super().__new__(cls, text)
        prompt.seat, prompt.kind, prompt.card = seat, kind, card
        return prompt

    def __reduce__(self):
        return Prompt, (str(self), self.seat, self.kind, self.card)


# ---------------------------------------------------------------- names

def name(card_id: str) -> str:
    """The printed name of a card or card instance."""
    return CARDS.get(card_id).name


def boss_of(st: State, seat: int) -> str:
    """A seat, named by its Boss (unique at the table), or "Player N" before it has one."""
    boss = st.seats[seat].boss
    return f"Player {seat + 1}" if boss is None else CARDS.bosses[boss].name


def names(cards, last: str = "and") -> str:
    """"A", "A and B", "A, B and C" (or ``last`` instead of "and")."""
    words = [name(c) for c in cards]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {last} " + words[-1]


def _pile(st: State, seat: int, slot: int, me: int | None) -> str:
    room = st.seats[seat].dungeon[slot][-1] if slot < len(st.seats[seat].dungeon) else None
    if room is None or room in st.facedown:
        return f"{_whose(st, seat, me)} face-down Room, {_ordinal(slot)} from the entrance"
    return f"{name(room)} ({_whose(st, seat, me)} dungeon, {_ordinal(slot)} Room)"


def _ordinal(slot: int) -> str:
    return ("first", "second", "third", "fourth", "fifth")[slot] if slot < 5 else f"number {slot + 1}"


def target(st: State, item, me: int | None = None) -> str:
    """A target or choice in words: a card, a seat (its Boss; "you" for seat ``me``), a (seat, slot) pile,
    a face-down Room's handle or a named option."""
    if isinstance(item, int) and not isinstance(item, bool):
        return _whom(st, item, me)
    if isinstance(item, tuple) and len(item) == 2 and all(isinstance(x, int) for x in item):
        return _pile(st, *item, me)
    if isinstance(item, tuple) and len(item) == 2 and item[1] in SIDES:  # an Item and the side it lies on
        owner = next((s for s, p in enumerate(st.seats) if item[0] in p.items_up + p.items_down), None)
        whose = "" if owner is None else f"{_whose(st, owner, me)} "
        return f"{whose}{SIDES[item[1]]} {name(item[0])}"
    if is_handle(item):
        room = pair_get(st.handles, item, None)
        seat = _owner(st, room) if room is not None else None
        if seat is None:
            return "a face-down Room"
        return _pile(st, seat, next(i for i, p in enumerate(st.seats[seat].dungeon) if p[-1] == room), me)
    if isinstance(item, str) and item in OPTIONS:
        return OPTIONS[item]
    if isinstance(item, str):
        owner = next((s for s, p in enumerate(st.seats) for pile in p.dungeon if pile[-1] == item), None)
        return name(item) if owner is None else f"{name(item)} ({_whose(st, owner, me)} dungeon)"
    return " and ".join(target(st, x, me) for x in item)


OPTIONS = {"room": "a Room card", "spell": "a Spell card", "draw": "draw", "mulligan": "a new hand",
           "strip": "strip its Item"}
SIDES = {"face_up": "face-up", "face_down": "face-down"}
FLIPS = {"face_up": "Turn it face-down", "face_down": "Turn it face-up"}
"""Excavation's answer once its Item is picked: the side the Item lies on, said as what the flip does."""


def option_words(choice) -> str:
    """A named option on its own button, when the whole action is too long to say there: "Turn it face-up"
    (Excavation, an Item lying face-down), "A Room card", "Yes"."""
    if isinstance(choice, bool):
        return "Yes" if choice else "No"
    words = FLIPS.get(choice) or OPTIONS.get(choice) or str(choice).replace("_", " ")
    return words[:1].upper() + words[1:]


MULLIGAN = "Mulligan: swap this hand for a new one (once)"
"""The mulligan in a few words (R5), wherever a prompt offers it."""


# ---------------------------------------------------------------- prompts

_CHOICES = {
    "heal": "{card}: you may heal a Wound: pick one of your Wounds (a Hero that reached your Boss) to turn into "
            "a Soul.",
    "take_room": "{card}: take a Room card of your choice from the discard pile.",
    "specter_victim": "{card}: pick an opponent, who discards a Spell card at random.",
    "succubus_victim": "{card}: pick an opponent to take a card from, at random.",
    "succubus_kind": "{card}: which kind of card do you take from {victim}'s hand (at random)?",
    "swap_first": "{card}: you may swap two Rooms of one dungeon: pick the first.",
    "swap_second": "{card}: pick the Room to swap with {first}.",
    "mimic_hero": "{card}: pick an ordinary (not Epic) Hero in town to come to your entrance.",
    "recycle": "{card}: a Room of yours was destroyed: draw two Room cards?",
    "draw_spell": "{card}: a Hero died here: draw a Spell card?",
    "discard_spell": "{card}: discard a Spell card of your choice.",
    "robobo_destroy": "{card} levelled up (five Rooms): destroy one of your own Rooms.",
    "cerebellus": "{card} levelled up (five Rooms): draw three Spell cards, then discard one?",
    "gorgona": "{card} levelled up (five Rooms): pick a Hero in town to kill.",
    "draculord_victim": "{card} levelled up (five Rooms): pick an opponent to show you their hand.",
    "draculord_take": "{card}: take one card from {victim}'s hand.",
    "take_discard": "{card}: take a card of your choice from the discard pile.",
    "search_monster": "{card} levelled up (five Rooms): take an Advanced Monster Room (it goes over a Room that "
                      "shares a treasure) from the Room deck or the discard pile?",
    "search_trap": "{card} levelled up (five Rooms): take an Advanced Trap Room (it goes over a Room that shares a "
                   "treasure) from the Room deck or the discard pile?",
    "seducia": "{card} levelled up (five Rooms): you may bring any Hero from town or the Hero decks to your entrance.",
    "machinations": "Machinations: you gained no Soul this turn: draw a Room card or a Spell card?",
    "build_order": "Your Rooms' \"when you build\" effects resolve one after another: pick the first.",
    "strip_item": "{card}: take the Item of the Hero entering it, face-down into your scorekeeping area?",
}


def prompt_for(st: State, seat: int) -> Prompt:
    """What ``seat``, the seat to act, is asked now."""
    d = decision(st)
    kind = d.kind
    if kind == DecisionKind.PICK_BOSS:
        return Prompt(f"I Choose You: keep {names(d.options, 'or')} as your Boss?", seat, kind)
    if kind == DecisionKind.MULLIGAN:
        if Choose(seat, "mulligan") not in legal_actions(st, seat):
            return Prompt("Your opening hand allows no new hand (that takes four Advanced Rooms or four Rooms "
                          "of one treasure): keep it.", seat, kind)
        return Prompt("Your opening hand holds four Advanced Rooms or four Rooms of one treasure: "
                      f"{MULLIGAN}, or keep it?", seat, kind)
    if kind == DecisionKind.OPENING_DISCARD:
        if Choose(seat, "mulligan") in legal_actions(st, seat):
            return Prompt(f"Choose two cards of your opening hand to discard, or {MULLIGAN}: this hand holds "
                          "four Advanced Rooms or four Rooms of one treasure.", seat, kind)
        return Prompt("Choose two cards of your opening hand to discard.", seat, kind)
    if kind == DecisionKind.SETUP_BUILD:
        if legal_actions(st, seat) == [Pass(seat)]:
            return Prompt("Your Rooms are all Advanced: none can start a dungeon, so you build no first Room.",
                          seat, kind)
        return Prompt("Build your first Room face-down (turned up once everyone has built), to the left of your "
                      "Boss.", seat, kind)
    if kind == DecisionKind.DRAW:
        return Prompt(f"{name(d.source)}: draw a Room card or a Spell card?", seat, kind, d.source)
    if kind == DecisionKind.EXTRA_BUILD:
        if d.only is not None:  # a Room a Boss's Level Up searched for
            boss = st.seats[seat].boss
            return Prompt(f"{name(boss)}: build {name(d.only)} now, face-up, over a Room that shares a "
                          "treasure, or keep it in hand?", seat, kind, boss)
        return Prompt(f"{_source(d.source)}: you may build one more Room now, face-up.", seat, kind, d.source)
    if kind == DecisionKind.BUILD:
        return Prompt(_build_window(st, seat, d), seat, kind)
    if kind == DecisionKind.ADVENTURE:
        return Prompt(_adventure_window(st, d), seat, kind)
    if kind == DecisionKind.RESPOND:
        caster, spell, targets = d.casting
        aim = f" on {target(st, targets)}" if targets else ""
        answer = "cancel it, or pass" if d.cancels_only else "answer it first with a Spell or ability, or pass"
        verb = "cast" if design_of(spell) in CARDS.spells else "use"
        who = f"You {verb}" if caster == seat else f"{boss_of(st, caster)} {verb}s"
        return Prompt(f"{who} {name(spell)}{aim}: {answer}.", seat, kind, spell)
    if kind == DecisionKind.KEEP_ITEM:
        up = st.seats[seat].items_up
        first = " (or first use the Boss ability of the one you held)" if any(
            isinstance(a, UseItem) for a in legal_actions(st, seat)) else ""
        return Prompt(f"You hold {names(up)} face-up, and may keep only one face-up: pick it; the other turns "
                      f"face-down unused{first}.", seat, kind)
    if kind in ("search_monster", "search_trap") and not d.options:
        what = "Monster" if kind == "search_monster" else "Trap"
        return Prompt(f"{_source(d.source)} levelled up, but no Advanced {what} Room is left in the Room deck or "
                      "the discard pile: the search finds nothing.", seat, f"choice:{kind}", d.source)
    template = _CHOICES.get(kind, "{card}: choose one.")
    text = template.format(card=_source(d.source), victim=boss_of(st, d.victim) if d.victim is not None else "",
                           first=target(st, d.first) if d.first is not None else "")
    return Prompt(text, seat, f"choice:{kind}", d.source)


def _source(card_id: str | None) -> str:
    return name(card_id) if card_id else "Your Boss"


def _build_window(st: State, seat: int, d) -> str:
    if seat != st.active:
        return (f"Build phase, {boss_of(st, st.active)} is building: cast a Build Spell or use an ability, "
                "or pass.")
    if any(isinstance(a, BuildRoom) for a in legal_actions(st)):
        return ("Your Build turn: build a Room face-down (turned up once everyone has built), cast a Build Spell "
                "or use an ability, or pass.")
    return "Your Build turn: cast a Build Spell or use an ability, or pass to end your turn."


def _adventure_window(st: State, d) -> str:
    hero, owner, slot = d.hero, d.owner, d.slot
    if hero is None:
        return "Adventure phase: cast an Adventure Spell or use an ability, or pass."
    whose = "your" if owner == d.seat else f"{boss_of(st, owner)}'s"
    if slot is None:
        where = f"is about to enter {whose} dungeon"
    elif slot < 0:
        where = f"is on its way to the next Room of {whose} dungeon"
    else:
        room = st.seats[owner].dungeon[slot][-1]
        where = f"is in {name(room)}, in {whose} dungeon"
    return (f"{name(hero)} {where}, with {health_left(pair_get(st.damage, hero), health(st, hero))}: "
            "cast an Adventure Spell or use an ability, or pass.")


# ---------------------------------------------------------------- actions

def describe_action(st: State, action: Action, me: int | None = None) -> str:
    """``action`` in words, as a button or a log line says it ("Cast Fear on Nick the Masher"); with ``me``
    (the seat on screen) its seat and cards are "you", "your" ("Cast Excavation on your face-down Ice Rod")."""
    if isinstance(action, Pass):
        return _pass_words(decision(st).kind) if st.waiting == action.seat and st.flow else "Pass"
    if isinstance(action, Discard):
        return f"Discard {names(action.cards)}"
    if isinstance(action, BuildRoom):
        face = "" if st.flow and decision(st).kind == DecisionKind.EXTRA_BUILD else " face-down"
        if action.over is None:
            return f"Build {name(action.room)}{face} as a new Room"
        covered = st.seats[action.seat].dungeon[action.over][-1]
        return f"Build {name(action.room)}{face} over {name(covered)}"
    if isinstance(action, CastSpell):
        aim = f" on {target(st, action.targets, me)}" if action.targets else ""
        return f"Cast {name(action.spell)}{aim}"
    if isinstance(action, ActivateAbility):
        return f"Use {name(action.card)}: {_ability_words(st, action, me)}"
    if isinstance(action, UseItem):
        aim = f" on {target(st, action.targets, me)}" if action.targets else ""
        return f"Use {name(action.item)}'s Boss ability{aim}"
    if isinstance(action, Choose):
        return _choice_words(st, action, me)
    if isinstance(action, Concede):
        return "Concede"
    raise TypeError(f"not an action: {action!r}")


_PASS = {DecisionKind.MULLIGAN: "Keep this hand", DecisionKind.BUILD: "Pass", DecisionKind.ADVENTURE: "Pass",
         DecisionKind.RESPOND: "Pass", DecisionKind.EXTRA_BUILD: "Build nothing more", "search_monster": "Take nothing",
         "search_trap": "Take nothing"}


def _pass_words(kind: DecisionKind | str) -> str:
    return _PASS.get(kind, "Decline")


_ABILITIES = {
    "dark_altar": "destroy it and take {0} from the discard pile",
    "bottomless_pit": "destroy it and kill {0}",
    "boulder_ramp": "destroy {0} to deal 5 damage to {1}",
    "jackpot_stash": "destroy it to double your Rooms' treasure this turn",
    "all_seeing_eye": "discard {0} from your hand to cancel {spell}",
    "dracolich_lair": "discard {0} and {1} from your hand to take a Room card from the discard pile",
    "witch_s_kitchen": "discard {0} from your hand to draw a Spell card",
    "the_crushinator": "destroy {0}; every Room of this dungeon deals 2 more damage this turn",
    "torture_chamber": "destroy it; {0} discards a Room card at random",
    "zombie_prison": "destroy it; {0} goes back to {owner}'s entrance",
    "burial_mound": "discard {0} and {1} from your hand to turn {2} face-up",
    "orcish_smithy": "give {0} to {1}",
    "artificer_s_workbench": "turn {0} face-down to draw a Spell card",
}


def _ability_words(st: State, action: ActivateAbility, me: int | None = None) -> str:
    template = _ABILITIES.get(design_of(action.card))
    words = [target(st, t, me) for t in action.targets]
    if template is None:
        return f"on {' and '.join(words)}" if words else "use it"
    if design_of(action.card) == "torture_chamber" and not words:
        return "destroy it (no opponent holds a Room card)"
    spell = name(st.casting[-1][1]) if st.casting else "the Spell"
    owner = next((boss_of(st, s) for s, p in enumerate(st.seats) if set(action.targets) & set(p.souls)), "its owner")
    return template.format(*words, spell=spell, owner=owner)


def _choice_words(st: State, action: Choose, me: int | None = None) -> str:
    kind, choice = decision(st).kind, action.choice
    if kind == DecisionKind.PICK_BOSS:
        return f"Keep {name(choice)}"
    if kind == DecisionKind.KEEP_ITEM:
        return f"Keep {name(choice)} face-up"
    if choice == "mulligan":
        return "Mulligan: a new hand"
    if kind in (DecisionKind.DRAW, "machinations"):
        return f"Draw {OPTIONS[choice]}"
    if kind in ("recycle", "cerebellus", "draw_spell", "strip_item"):
        return {"recycle": "Draw two Room cards", "cerebellus": "Draw three Spells, discard one",
                "draw_spell": "Draw a Spell card", "strip_item": "Take the Item"}[kind]
    verbs = {"heal": "Heal {}", "take_room": "Take {}", "take_discard": "Take {}", "draculord_take": "Take {}",
             "search_monster": "Take {}", "search_trap": "Take {}", "discard_spell": "Discard {}",
             "robobo_destroy": "Destroy {}", "gorgona": "Kill {}", "mimic_hero": "Bring {} to your entrance",
             "seducia": "Bring {} to your entrance", "specter_victim": "{} discards a Spell",
             "succubus_victim": "Take from {}'s hand", "succubus_kind": "Take {}",
             "draculord_victim": "{} shows you their hand", "swap_first": "Swap {}", "swap_second": "Swap with {}",
             "build_order": "{} first"}
    return verbs.get(kind, "Choose {}").format(target(st, choice, me))


# ---------------------------------------------------------------- the game log

def describe_event(st: State | None, event, viewer: int | None, you: bool = False) -> str | None:
    """``event`` as one short line of the game log, or None for an event a player needs no line for.

    ``st`` is the full state just before ``event`` (None before ``GameStarted``); ``event`` is as ``viewer``
    (a seat, or None for a spectator) sees it, through ``redact``. A card hidden from ``viewer`` is never
    named: the line says "a Room", "2 Spell cards", "a face-down Room", and nothing hidden is read from
    ``st``. Seats are named by their Boss, as ``describe_action`` names them; with ``you`` the viewer's own
    seat is "you" instead ("You draw Golem Factory", "Nick the Masher reaches you"): the log of the person at
    the screen. Without it a line stays true for every reader (a replay, the event log). Until the Bosses are
    kept ("I Choose You") a seat is "Player 1", "Player 2"... counting from 1. Never raises: an event it
    cannot say gets a generic line naming no card.
    """
    describer = _EVENT_WORDS.get(type(event))
    if describer is None:
        return _generic(event)
    try:
        return describer(st, event, viewer, viewer if you else None)
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        return _generic(event)


def _generic(event) -> str:
    """The event's kind in words ("Hero damaged"): safe for any event, names no card."""
    return re.sub(r"(?<!^)(?=[A-Z])", " ", type(event).__name__).capitalize()


def describe_outcome(st: State) -> str:
    """Who won the game over in ``st`` and how, in a sentence; "The game is not over." while it runs."""
    if st.outcome is None:
        return "The game is not over."
    winner, reason = st.outcome
    p = st.seats[winner]
    # an eliminated seat's scorekeeping area has left the game: no score to tell for it
    score = None if p.out else E.Score(_souls(p.souls), _souls(p.wounds))
    return _won(st, winner, reason, score) + "."


def _won(st: State, winner: int, reason: str, score: E.Score | None, me: int | None = None) -> str:
    """The winner and the way it won (``flow.end_game``'s reasons), with its ``score`` when known."""
    who, wins = _who(st, winner, me), _verb(winner, me, "wins", "win")
    if reason == "souls" and score is not None:
        return f"{who} {wins} with {_count(score.souls, 'Soul')}"
    tally = "" if score is None else f" ({_count(score.souls, 'Soul', '1')}, {_count(score.wounds, 'Wound', '1')})"
    lower = _whom(st, winner, me)
    how = {"last_standing": f"{who} {wins} as the last Boss standing",
           "conceded": f"Every other Boss concedes: {lower} {wins}",
           "all_eliminated": f"Every Boss left is eliminated at once: {lower} {wins} on Souls minus Wounds",
           "heroes_exhausted": f"The Hero decks are empty: {lower} {wins} on Souls minus Wounds"}
    return how.get(reason, f"{who} {wins}") + tally


def _souls(heroes: tuple) -> int:
    return sum(CARDS.get(h).souls for h in heroes)


def _count(n: int, noun: str, one: str = "a") -> str:
    """"a Soul" (or ``one`` Soul), "2 Souls"."""
    return f"{one} {noun}" if n == 1 else f"{n} {noun}s"


# The seat a line speaks of: "You" for ``me`` (the viewer, when the log is in their words), else its Boss.

def _who(st: State, seat: int, me: int | None) -> str:
    """The subject at the start of a line: "You" or the Boss's name."""
    return "You" if seat == me else boss_of(st, seat)


def _whom(st: State, seat: int, me: int | None) -> str:
    """Within a line: "you" or the Boss's name."""
    return "you" if seat == me else boss_of(st, seat)


def _whose(st: State, seat: int, me: int | None, start: bool = False) -> str:
    """"your" ("Your" at the start of a line) or "Robobo's"."""
    return ("Your" if start else "your") if seat == me else f"{boss_of(st, seat)}'s"


def _their(seat: int, me: int | None) -> str:
    return "your" if seat == me else "their"


def _verb(seat: int, me: int | None, third: str, base: str) -> str:
    """The verb agreeing with the seat: "draws" for a Boss, "draw" for you."""
    return base if seat == me else third


def _player(seat: int, me: int | None) -> str:
    """A seat before the Bosses are kept: "You" or "Player 2"."""
    return "You" if seat == me else f"Player {seat + 1}"


_DECK_CARD = {"room": "Room card", "spell": "Spell card"}
_DECK = {"room": "Room", "spell": "Spell", "hero": "Hero", "epic": "Epic Hero", "item": "Item"}


def _owner(st: State, room: str) -> int | None:
    return next((s for s, p in enumerate(st.seats) for pile in p.dungeon if room in pile), None)


def _hidden(st: State, room: str, viewer: int | None) -> bool:
    """Is ``room``, in play, a face-down Room ``viewer`` may not see?"""
    return room in st.facedown and _owner(st, room) != viewer


def _room(st: State, room: str, viewer: int | None) -> str:
    """A Room in play by name, or "a face-down Room" when ``viewer`` may not see it."""
    return "a face-down Room" if _hidden(st, room, viewer) else name(room)


def _aim(st: State, targets: tuple, viewer: int | None, me: int | None = None) -> str:
    """Targets in words (see ``target``): a Spell being cast with its caster, a face-down Room ``viewer``
    may not see left unnamed."""
    if len(targets) == 2 and targets[1] in SIDES:  # an Item and the side it lies on (Excavation)
        return target(st, targets, me)
    casters = {spell: caster for caster, spell, _ in st.casting}
    words = []
    for t in targets:
        if isinstance(t, str) and t in casters:
            words.append(f"{_whose(st, casters[t], me)} {name(t)}")
        elif isinstance(t, str) and _hidden(st, t, viewer):
            words.append(f"{_whose(st, _owner(st, t), me)} face-down Room")
        else:
            words.append(target(st, t, me))
    return " and ".join(words)


def _game_started(st, ev: E.GameStarted, viewer, me=None) -> str:
    if "i_choose_you" in ev.variants:  # the Bosses in the event are only the first of each seat's two
        return f"New game for {ev.players} players: each keeps one of two Bosses"
    return f"New game for {ev.players} players: {names(ev.bosses)}"


def _bosses_offered(st, ev: E.BossesOffered, viewer, me=None) -> str | None:
    # another seat's offer says nothing the new-game line has not said
    if ev.bosses is None:
        return None
    return f"{_player(ev.seat, me)} may keep {names(ev.bosses, 'or')} as Boss"


def _boss_chosen(st, ev: E.BossChosen, viewer, me=None) -> str:
    if ev.boss is None:  # which Boss stays hidden until every seat has kept one
        return f"{_player(ev.seat, me)} {_verb(ev.seat, me, 'has', 'have')} kept a Boss"
    return f"{_player(ev.seat, me)} {_verb(ev.seat, me, 'keeps', 'keep')} {name(ev.boss)} as Boss"


def _bosses_revealed(st, ev: E.BossesRevealed, viewer, me=None) -> str:
    return "The Bosses: " + ", ".join(f"{_player(s, me)} {name(b)}" for s, b in enumerate(ev.bosses))


def _deck_shuffled(st, ev: E.DeckShuffled, viewer, me=None) -> str | None:
    # the shuffles of a new game, after a mulligan, a search or a Hero picked from a deck tell nothing
    if not ev.from_discard:
        return None
    return f"The {_DECK[ev.deck]} deck is empty: {ev.count} discarded cards are shuffled into a new one"


PHASES = {Phase.SETUP: "Setup", Phase.BEGINNING: "Beginning", Phase.BUILD: "Build", Phase.BAIT: "Bait",
          Phase.ADVENTURE: "Adventure", Phase.END: "End of turn"}
"""The phases' names, as the log, the status line, the replay and the banners say them."""


def _phase_started(st, ev: E.PhaseStarted, viewer, me=None) -> str | None:
    """The phase's line: "Build phase" ... ("Setup", "End of turn" as they are); none for the Beginning, which
    the "Turn 3" line has just begun."""
    if ev.phase == Phase.BEGINNING:
        return None
    return PHASES[ev.phase] if ev.phase in (Phase.SETUP, Phase.END) else f"{PHASES[ev.phase]} phase"


def _cards_drawn(st, ev: E.CardsDrawn, viewer, me=None) -> str:
    what = _count(ev.count, _DECK_CARD[ev.deck]) if ev.cards is None else names(ev.cards)
    return f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'draws', 'draw')} {what}"


def _cards_discarded(st, ev: E.CardsDiscarded, viewer, me=None) -> str:
    return (f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'discards', 'discard')} {names(ev.cards)}"
            f"{' at random' if ev.random else ''}")


def _cards_returned(st, ev: E.CardsReturned, viewer, me=None) -> str:
    return (f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'returns', 'return')} {_their(ev.seat, me)} hand to "
            "the decks for a new one")


def _cards_taken(st, ev: E.CardsTaken, viewer, me=None) -> str:
    who, takes = _who(st, ev.seat, me), _verb(ev.seat, me, "takes", "take")
    if ev.from_seat is None:
        return f"{who} {takes} {names(ev.cards)} from the discard pile"
    # a card that takes from a hand takes one card
    what = "a card" if ev.cards is None else names(ev.cards)
    return f"{who} {takes} {what} from {_whose(st, ev.from_seat, me)} hand{' at random' if ev.random else ''}"


def _cards_searched(st, ev: E.CardsSearched, viewer, me=None) -> str:
    what = _count(ev.count, "card") if ev.cards is None else names(ev.cards)
    return (f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'searches', 'search')} the {_DECK[ev.deck]} deck and "
            f"{_verb(ev.seat, me, 'takes', 'take')} {what}")


def _hand_shown(st, ev: E.HandShown, viewer, me=None) -> str:
    line = (f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'shows', 'show')} {_their(ev.seat, me)} hand to "
            f"{_whom(st, ev.to_seat, me)}")
    if ev.cards is None:
        return line
    return f"{line}: {names(ev.cards) if ev.cards else 'it is empty'}"


def _hero_revealed(st, ev: E.HeroRevealed, viewer, me=None) -> str:
    return f"{name(ev.hero)}{', an Epic Hero,' if ev.epic else ''} comes to town"


def _room_built(st, ev: E.RoomBuilt, viewer, me=None) -> str:
    what = "a Room" if ev.room is None else name(ev.room)
    over = "" if ev.covered is None else f" over {_room(st, ev.covered, viewer)}"
    return f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'builds', 'build')} {what}" \
           f"{' face-down' if ev.face_down else ''}{over}"


def _room_revealed(st, ev: E.RoomRevealed, viewer, me=None) -> str:
    return f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'reveals', 'reveal')} {name(ev.room)}"


def _room_returned(st, ev: E.RoomReturned, viewer, me=None) -> str:
    if ev.room is None:
        return f"{_whose(st, ev.seat, me, start=True)} face-down Room goes back to {_their(ev.seat, me)} hand"
    return f"{name(ev.room)} goes back to {_whose(st, ev.seat, me)} hand"


def _effect_delayed(st, ev: E.EffectDelayed, viewer, me=None) -> str:
    room = "face-down Room" if _hidden(st, ev.room, viewer) else name(ev.room)
    return f"{_whose(st, ev.seat, me, start=True)} {room} is deactivated: its effect waits for the end of the turn"


def _level_up(st, ev: E.LevelUp, viewer, me=None) -> str:
    return f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'levels', 'level')} up"


def _spell_cast(st, ev: E.SpellCast, viewer, me=None) -> str:
    aim = f" on {_aim(st, ev.targets, viewer, me)}" if ev.targets else ""
    return f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'casts', 'cast')} {name(ev.spell)}{aim}"


def _spell_resolved(st, ev: E.SpellResolved, viewer, me=None) -> str | None:
    # a Spell that works shows in the events that follow; one that fizzles does not
    return f"{_whose(st, ev.seat, me, start=True)} {name(ev.spell)} has no effect" if ev.wasted else None


def _spell_cancelled(st, ev: E.SpellCancelled, viewer, me=None) -> str:
    return f"{name(ev.by)} cancels {_whose(st, ev.seat, me)} {name(ev.spell)}"


def _ability_resolved(st, ev: E.AbilityResolved, viewer, me=None) -> str | None:
    # like a Spell: an ability that works shows in the events that follow; one that fizzles does not
    return f"{_whose(st, ev.seat, me, start=True)} {name(ev.card)} has no effect" if ev.wasted else None


def _ability_used(st, ev: E.AbilityUsed, viewer, me=None) -> str:
    who, uses = _who(st, ev.seat, me), _verb(ev.seat, me, "uses", "use")
    card = f"{_their(ev.seat, me)} Level Up" if design_of(ev.card) in CARDS.bosses else name(ev.card)
    if ev.targets and all(t in OPTIONS for t in ev.targets):  # a Room that lets its owner draw elsewhere
        return f"{who} {uses} {card} for {_aim(st, ev.targets, viewer, me)}"
    return f"{who} {uses} {card}{f' on {_aim(st, ev.targets, viewer, me)}' if ev.targets else ''}"


def _hero_lured(st, ev: E.HeroLured, viewer, me=None) -> str:
    return f"{name(ev.hero)} is lured to {_whose(st, ev.seat, me)} dungeon"


def _hero_entered_room(st, ev: E.HeroEnteredRoom, viewer, me=None) -> str:
    room = _room(st, ev.room, viewer)
    if ev.slot == 0:
        return f"{name(ev.hero)} enters {_whose(st, ev.seat, me)} dungeon: {room}"
    return f"{name(ev.hero)} walks on to {room}"


def health_left(damage: int, full: int) -> str:
    """A Hero's Health, written one way everywhere (log, prompts, the tag over its head): "2 of 4 Health
    left", "no Health left"."""
    left = full - damage
    return f"{left} of {full} Health left" if left > 0 else "no Health left"


def _hero_damaged(st, ev: E.HeroDamaged, viewer, me=None) -> str:
    return f"{name(ev.hero)} takes {ev.amount} damage: {health_left(ev.total, health(st, ev.hero))}"


def _hero_health_raised(st, ev: E.HeroHealthRaised, viewer, me=None) -> str:
    return f"{name(ev.hero)} has {ev.amount} more Health this turn"


def _hero_killed(st, ev: E.HeroKilled, viewer, me=None) -> str:
    total = _souls(st.seats[ev.seat].souls) + ev.souls
    return (f"{name(ev.hero)} dies: {_whom(st, ev.seat, me)} {_verb(ev.seat, me, 'gains', 'gain')} "
            f"{_count(ev.souls, 'Soul')} ({total} in all)")


def _hero_reached_boss(st, ev: E.HeroReachedBoss, viewer, me=None) -> str:
    total = _souls(st.seats[ev.seat].wounds) + ev.wounds
    return f"{name(ev.hero)} reaches {_whom(st, ev.seat, me)}: {_count(ev.wounds, 'Wound')} ({total} in all)"


def _hero_moved(st, ev: E.HeroMoved, viewer, me=None) -> str:
    hero = name(ev.hero)
    if ev.to == "town":
        return f"{hero} goes back to town"
    if ev.to == "entrance":
        return f"{hero} goes to {_whose(st, ev.seat, me)} entrance"
    if ev.to == "room":
        room = _room(st, st.seats[ev.seat].dungeon[ev.slot][-1], viewer)
        return f"{hero} is moved to {room} in {_whose(st, ev.seat, me)} dungeon"
    return f"{hero} leaves the game"


def _room_destroyed(st, ev: E.RoomDestroyed, viewer, me=None) -> str:
    line = f"{_whose(st, ev.seat, me, start=True)} {name(ev.room)} is destroyed"
    return line if ev.uncovered is None else f"{line}: {_room(st, ev.uncovered, viewer)} is on top again"


def _room_deactivated(st, ev: E.RoomDeactivated, viewer, me=None) -> str:
    room = "face-down Room" if ev.room is None else name(ev.room)
    return f"{_whose(st, ev.seat, me, start=True)} {room} is deactivated"


def _room_reactivated(st, ev: E.RoomReactivated, viewer, me=None) -> str:
    return f"{_whose(st, ev.seat, me, start=True)} {name(ev.room)} is active again"


def _rooms_swapped(st, ev: E.RoomsSwapped, viewer, me=None) -> str:
    dungeon = st.seats[ev.seat].dungeon
    a, b = (_room(st, dungeon[slot][-1], viewer) for slot in ev.slots)
    return f"{_whose(st, ev.seat, me, start=True)} {a} and {b} swap places"


def _room_boosted(st, ev: E.RoomBoosted, viewer, me=None) -> str:
    rooms = f"{_whose(st, ev.seat, me, start=True)} Rooms deal" if ev.room is None else f"{name(ev.room)} deals"
    return f"{rooms} {ev.amount} more damage this turn"


def _treasure_doubled(st, ev: E.TreasureDoubled, viewer, me=None) -> str:
    return f"{_whose(st, ev.seat, me, start=True)} treasure counts double this turn"


def _building_stopped(st, ev: E.BuildingStopped, viewer, me=None) -> str:
    return "No more Rooms may be built this turn"


def _wound_healed(st, ev: E.WoundHealed, viewer, me=None) -> str:
    return f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'heals', 'heal')} a Wound: {name(ev.hero)} becomes a Soul"


def _hero_removed(st, ev: E.HeroRemoved, viewer, me=None) -> str:
    where = "Wounds" if ev.hero in st.seats[ev.seat].wounds else "Souls"
    return f"{name(ev.hero)} leaves {_whose(st, ev.seat, me)} {where} and the game"


def _entrance_blocked(st, ev: E.EntranceBlocked, viewer, me=None) -> str:
    return f"No Hero may enter {_whose(st, ev.seat, me)} dungeon this turn"


def _player_conceded(st, ev: E.PlayerConceded, viewer, me=None) -> str:
    return f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'concedes', 'concede')}: out at the end of the turn"


def _player_eliminated(st, ev: E.PlayerEliminated, viewer, me=None) -> str:
    return f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'is', 'are')} eliminated"


def _game_ended(st, ev: E.GameEnded, viewer, me=None) -> str:
    return _won(st, ev.winner, ev.reason, ev.scores[ev.winner], me)


def _decision_made(st, ev: E.DecisionMade, viewer, me=None) -> str | None:
    """A line only for a decision the events after it do not tell: a Build Room, a Spell, an ability or a
    card's choice shows in the RoomBuilt, SpellCast, AbilityUsed, CardsDrawn... that follow."""
    who = _who(st, ev.seat, me)
    action = ev.action
    chooses = _verb(ev.seat, me, "chooses", "choose")
    if action is None:  # another seat's secret: what others may know of it follows (a Room built face-down)
        d = decision(st)
        discarding = d is not None and d.kind == DecisionKind.OPENING_DISCARD
        return f"{who} {chooses} what to discard" if discarding else None
    if isinstance(action, Discard):  # the opening discard, shown to all once every seat has chosen
        return f"{who} {chooses} to discard {names(action.cards)}"
    if isinstance(action, Pass):
        return _passed(st, ev.seat, me)
    return None


def _passed(st: State, seat: int, me: int | None = None) -> str | None:
    d = decision(st)
    # A Spell window asks every seat that could answer, in turn: passing there, the most frequent
    # decision of all, changes nothing, and the next events show the window has closed.
    if d is None or d.kind in SPELL_WINDOWS:
        return None
    who = _who(st, seat, me)
    if d.kind == DecisionKind.MULLIGAN:
        return f"{who} {_verb(seat, me, 'keeps', 'keep')} {_their(seat, me)} hand"
    if d.kind == DecisionKind.SETUP_BUILD:  # R6: only a hand of Advanced Rooms may pass (a secret to others)
        return f"{who} {_verb(seat, me, 'builds', 'build')} no Room: no ordinary Room in hand"
    if d.kind == "machinations":
        what = "Machinations"
    elif d.source is None or design_of(d.source) in CARDS.bosses:
        what = f"{_their(seat, me)} Level Up"
    else:
        what = name(d.source)
    return f"{who} {_verb(seat, me, 'passes', 'pass')} on {what}"


def _item_revealed(st, ev: E.ItemRevealed, viewer, me=None) -> str:
    return f"{name(ev.item)} turns up in town"


def _item_attached(st, ev: E.ItemAttached, viewer, me=None) -> str:
    return f"{name(ev.hero)} picks up {name(ev.item)}"


def _item_scored(st, ev: E.ItemScored, viewer, me=None) -> str:
    face = "face-up" if ev.face_up else "face-down (spent)"
    return f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'takes', 'take')} {name(ev.item)} {face}"


def _item_flipped(st, ev: E.ItemFlipped, viewer, me=None) -> str:
    face = "face-up" if ev.face_up else "face-down"
    return f"{_whose(st, ev.seat, me, start=True)} {name(ev.item)} turns {face}"


def _item_used(st, ev: E.ItemUsed, viewer, me=None) -> str:
    aim = f" on {_aim(st, ev.targets, viewer, me)}" if ev.targets else ""
    return f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'uses', 'use')} {name(ev.item)}{aim}"


def _hero_skipped_room(st, ev: E.HeroSkippedRoom, viewer, me=None) -> str:
    return f"{name(ev.hero)} jumps over {_room(st, ev.room, viewer)}"


def _room_silenced(st, ev: E.RoomSilenced, viewer, me=None) -> str:
    return f"{_whose(st, ev.seat, me, start=True)} {name(ev.room)} has no ability this turn"


def _hero_will_jump(st, ev: E.HeroWillJump, viewer, me=None) -> str:
    return f"{name(ev.hero)} will jump over the next Room in its path"


def _wounds_ignored(st, ev: E.WoundsIgnored, viewer, me=None) -> str:
    return f"{_whose(st, ev.seat, me, start=True)} Wounds cannot make {_whom(st, ev.seat, me)} lose this turn"


def _wound_added(st, ev: E.WoundAdded, viewer, me=None) -> str:
    return (f"{_who(st, ev.seat, me)} {_verb(ev.seat, me, 'carries', 'carry')} "
            f"{_count(ev.amount, 'more Wound', 'one')} until the end of the turn")


def _no_line(st, ev, viewer, me=None) -> None:
    return None


# What the log says of each event type, as evolve has a function per type. Never a line (``_no_line``):
#   PlayerActivated    whose turn it is shows on the table; the lines that follow name the seat
#   TurnCleanedUp      "until end of turn" effects end; the next line is the next turn's
#   AwaitingDecision   the prompt line says what is asked
# A line only sometimes:
#   DecisionMade       most decisions show in the events that follow them (see _decision_made)
#   DeckShuffled       only a deck rebuilt from the discard pile: the other shuffles tell nothing
#   SpellResolved      only a Spell that has no effect: the others show in the events that follow
#   AbilityResolved    likewise
#   BossesOffered      only the viewer's own offer
#   PhaseStarted       not "beginning": the "Turn 3" line has just begun it
_EVENT_WORDS = {
    E.GameStarted: _game_started,
    E.BossesOffered: _bosses_offered,
    E.BossChosen: _boss_chosen,
    E.BossesRevealed: _bosses_revealed,
    E.DeckShuffled: _deck_shuffled,
    E.TurnStarted: lambda st, ev, viewer, me=None: f"Turn {ev.turn}",
    E.PhaseStarted: _phase_started,
    E.PlayerActivated: _no_line,
    E.CardsDrawn: _cards_drawn,
    E.CardsDiscarded: _cards_discarded,
    E.CardsReturned: _cards_returned,
    E.CardsTaken: _cards_taken,
    E.CardsSearched: _cards_searched,
    E.HandShown: _hand_shown,
    E.HeroRevealed: _hero_revealed,
    E.RoomBuilt: _room_built,
    E.RoomRevealed: _room_revealed,
    E.RoomReturned: _room_returned,
    E.EffectDelayed: _effect_delayed,
    E.LevelUp: _level_up,
    E.SpellCast: _spell_cast,
    E.SpellResolved: _spell_resolved,
    E.SpellCancelled: _spell_cancelled,
    E.AbilityUsed: _ability_used,
    E.AbilityResolved: _ability_resolved,
    E.HeroLured: _hero_lured,
    E.HeroEnteredRoom: _hero_entered_room,
    E.HeroDamaged: _hero_damaged,
    E.HeroHealthRaised: _hero_health_raised,
    E.HeroKilled: _hero_killed,
    E.HeroReachedBoss: _hero_reached_boss,
    E.HeroMoved: _hero_moved,
    E.RoomDestroyed: _room_destroyed,
    E.RoomDeactivated: _room_deactivated,
    E.RoomReactivated: _room_reactivated,
    E.RoomsSwapped: _rooms_swapped,
    E.RoomBoosted: _room_boosted,
    E.TreasureDoubled: _treasure_doubled,
    E.BuildingStopped: _building_stopped,
    E.WoundHealed: _wound_healed,
    E.HeroRemoved: _hero_removed,
    E.EntranceBlocked: _entrance_blocked,
    E.TurnCleanedUp: _no_line,
    E.PlayerConceded: _player_conceded,
    E.PlayerEliminated: _player_eliminated,
    E.ItemRevealed: _item_revealed,
    E.ItemAttached: _item_attached,
    E.ItemScored: _item_scored,
    E.ItemFlipped: _item_flipped,
    E.ItemUsed: _item_used,
    E.HeroSkippedRoom: _hero_skipped_room,
    E.HeroWillJump: _hero_will_jump,
    E.RoomSilenced: _room_silenced,
    E.WoundsIgnored: _wounds_ignored,
    E.WoundAdded: _wound_added,
    E.GameEnded: _game_ended,
    E.DecisionMade: _decision_made,
    E.AwaitingDecision: _no_line,
}
