"""The game in a player's words: what a seat is asked (``prompt_for``) and what an action does
(``describe_action``), with card names in full and seats named by their Boss.

Texts are plain English sentences for the prompt line, buttons and the log; they never show a card id,
an instance number or an engine name.
"""

from __future__ import annotations

from game.cards import CARDS, design_of
from game.rules import (
    Action,
    ActivateAbility,
    BuildRoom,
    CastSpell,
    Choose,
    Discard,
    Pass,
    State,
    decision,
    health,
    legal_actions,
    pair_get,
)


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
    """A seat, named by its Boss (unique at the table)."""
    return CARDS.bosses[st.seats[seat].boss].name


def names(cards, last: str = "and") -> str:
    """"A", "A and B", "A, B and C" (or ``last`` instead of "and")."""
    words = [name(c) for c in cards]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {last} " + words[-1]


def _pile(st: State, pile: tuple) -> str:
    seat, slot = pile
    room = st.seats[seat].dungeon[slot][-1] if slot < len(st.seats[seat].dungeon) else None
    if room is None or room in st.facedown:
        return f"{boss_of(st, seat)}'s face-down Room, {_ordinal(slot)} from the entrance"
    return f"{name(room)} ({boss_of(st, seat)}'s dungeon, {_ordinal(slot)} Room)"


def _ordinal(slot: int) -> str:
    return ("first", "second", "third", "fourth", "fifth")[slot] if slot < 5 else f"number {slot + 1}"


def target(st: State, item) -> str:
    """A target or choice in words: a card, a seat (its Boss), a (seat, slot) pile or a named option."""
    if isinstance(item, int):
        return boss_of(st, item)
    if isinstance(item, tuple) and len(item) == 2 and all(isinstance(x, int) for x in item):
        return _pile(st, item)
    if isinstance(item, str) and item in OPTIONS:
        return OPTIONS[item]
    if isinstance(item, str):
        owner = next((s for s, p in enumerate(st.seats) for pile in p.dungeon if pile[-1] == item), None)
        return name(item) if owner is None else f"{name(item)} ({boss_of(st, owner)}'s dungeon)"
    return " and ".join(target(st, x) for x in item)


OPTIONS = {"room": "a Room card", "spell": "a Spell card", "draw": "draw", "mulligan": "a new hand"}


# ---------------------------------------------------------------- prompts

_CHOICES = {
    "heal": "{card}: you may heal a Wound: pick a Hero of your scorekeeping area to turn face-down.",
    "take_room": "{card}: take a Room card of your choice from the discard pile.",
    "specter_victim": "{card}: pick an opponent, who discards a Spell card at random.",
    "succubus_victim": "{card}: pick an opponent to take a card from, at random.",
    "succubus_kind": "{card}: which kind of card do you take from {victim}'s hand (at random)?",
    "swap_first": "{card}: you may swap two Rooms of one dungeon: pick the first.",
    "swap_second": "{card}: pick the Room to swap with {first}.",
    "mimic_hero": "{card}: pick an ordinary Hero in town to come to your entrance.",
    "recycle": "{card}: a Room of yours was destroyed: draw two Room cards?",
    "draw_spell": "{card}: a Hero died here: draw a Spell card?",
    "discard_spell": "{card}: discard a Spell card of your choice.",
    "robobo_destroy": "{card} levelled up: destroy one of your own Rooms.",
    "cerebellus": "{card} levelled up: draw three Spell cards, then discard one?",
    "gorgona": "{card} levelled up: pick a Hero in town to kill.",
    "draculord_victim": "{card} levelled up: pick an opponent to show you their hand.",
    "draculord_take": "{card}: take one card from {victim}'s hand.",
    "take_discard": "{card}: take a card of your choice from the discard pile.",
    "search_monster": "{card} levelled up: take an Advanced Monster Room from the Room deck or the discard "
                      "pile?",
    "search_trap": "{card} levelled up: take an Advanced Trap Room from the Room deck or the discard pile?",
    "seducia": "{card} levelled up: you may bring any Hero from town or the Hero decks to your entrance.",
    "machinations": "Machinations: you gained no Soul this turn: draw a Room card or a Spell card?",
}


def prompt_for(st: State, seat: int) -> Prompt:
    """What ``seat``, the seat to act, is asked now."""
    d = decision(st)
    kind = d.kind
    if kind == "pick_boss":
        return Prompt(f"I Choose You: keep {names(d.options, 'or')} as your Boss?", seat, kind)
    if kind == "mulligan":
        return Prompt("Your opening hand holds four Advanced Rooms or four Rooms of one treasure: shuffle it "
                      "back and draw a new one, or keep it?", seat, kind)
    if kind == "opening_discard":
        return Prompt("Choose two cards of your opening hand to discard.", seat, kind)
    if kind == "setup_build":
        return Prompt("Build your first Room face-down, to the left of your Boss.", seat, kind)
    if kind == "draw":
        return Prompt(f"{name(d.source)}: draw a Room card or a Spell card?", seat, kind, d.source)
    if kind == "extra_build":
        if d.only is not None:  # a Room a Boss's Level Up searched for
            boss = st.seats[seat].boss
            return Prompt(f"{name(boss)}: build {name(d.only)} now, face-up, over a Room that shares a "
                          "treasure, or keep it in hand?", seat, kind, boss)
        return Prompt(f"{_source(d.source)}: you may build one more Room now, face-up.", seat, kind, d.source)
    if kind == "build":
        return Prompt(_build_window(st, seat, d), seat, kind)
    if kind == "adventure":
        return Prompt(_adventure_window(st, d), seat, kind)
    if kind == "respond":
        caster, spell, targets = d.casting
        aim = f" on {target(st, targets)}" if targets else ""
        answer = "cancel it, or pass" if d.cancels_only else "answer it first with a Spell or ability, or pass"
        who = "You cast" if caster == seat else f"{boss_of(st, caster)} casts"
        return Prompt(f"{who} {name(spell)}{aim}: {answer}.", seat, kind, spell)
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
        return "Your Build turn: build a Room face-down, cast a Build Spell or use an ability, or pass."
    return "Your Build turn: cast a Build Spell or use an ability, or pass to end your turn."


def _adventure_window(st: State, d) -> str:
    hero, owner, slot = d.hero, d.owner, d.slot
    whose = "your" if owner == d.seat else f"{boss_of(st, owner)}'s"
    if hero is None:
        return "Adventure phase: cast an Adventure Spell or use an ability, or pass."
    if slot is None:
        where = f"is about to enter {whose} dungeon"
    elif slot < 0:
        where = f"is on its way to the next Room of {whose} dungeon"
    else:
        room = st.seats[owner].dungeon[slot][-1]
        where = f"is in {name(room)}, in {whose} dungeon"
    return (f"{name(hero)} {where}, with {pair_get(st.damage, hero)} damage of {health(st, hero)} Health: "
            "cast an Adventure Spell or use an ability, or pass.")


# ---------------------------------------------------------------- actions

def describe_action(st: State, action: Action) -> str:
    """``action`` in words, as a button or a log line says it ("Cast Fear on Nick the Masher")."""
    if isinstance(action, Pass):
        return _pass_words(decision(st).kind) if st.waiting == action.seat and st.flow else "Pass"
    if isinstance(action, Discard):
        return f"Discard {names(action.cards)}"
    if isinstance(action, BuildRoom):
        face = "" if st.flow and decision(st).kind == "extra_build" else " face-down"
        if action.over is None:
            return f"Build {name(action.room)}{face} as a new Room"
        covered = st.seats[action.seat].dungeon[action.over][-1]
        return f"Build {name(action.room)}{face} over {name(covered)}"
    if isinstance(action, CastSpell):
        aim = f" on {target(st, action.targets)}" if action.targets else ""
        return f"Cast {name(action.spell)}{aim}"
    if isinstance(action, ActivateAbility):
        return f"Use {name(action.card)}: {_ability_words(st, action)}"
    if isinstance(action, Choose):
        return _choice_words(st, action)
    raise TypeError(f"not an action: {action!r}")


_PASS = {"mulligan": "Keep this hand", "build": "Pass", "adventure": "Pass", "respond": "Pass",
         "extra_build": "Build nothing more", "search_monster": "Take nothing", "search_trap": "Take nothing"}


def _pass_words(kind: str) -> str:
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
}


def _ability_words(st: State, action: ActivateAbility) -> str:
    template = _ABILITIES.get(design_of(action.card))
    words = [target(st, t) for t in action.targets]
    if template is None:
        return f"on {' and '.join(words)}" if words else "use it"
    if design_of(action.card) == "torture_chamber" and not words:
        return "destroy it (no opponent holds a Room card)"
    spell = name(st.casting[-1][1]) if st.casting else "the Spell"
    owner = next((boss_of(st, s) for s, p in enumerate(st.seats) if set(action.targets) & set(p.souls)), "its owner")
    return template.format(*words, spell=spell, owner=owner)


def _choice_words(st: State, action: Choose) -> str:
    kind, choice = decision(st).kind, action.choice
    if kind == "pick_boss":
        return f"Keep {name(choice)}"
    if kind == "mulligan":
        return "Draw a new hand"
    if kind in ("draw", "machinations"):
        return f"Draw {OPTIONS[choice]}"
    if kind in ("recycle", "cerebellus", "draw_spell"):
        return {"recycle": "Draw two Room cards", "cerebellus": "Draw three Spells, discard one",
                "draw_spell": "Draw a Spell card"}[kind]
    verbs = {"heal": "Heal {}", "take_room": "Take {}", "take_discard": "Take {}", "draculord_take": "Take {}",
             "search_monster": "Take {}", "search_trap": "Take {}", "discard_spell": "Discard {}",
             "robobo_destroy": "Destroy {}", "gorgona": "Kill {}", "mimic_hero": "Bring {} to your entrance",
             "seducia": "Bring {} to your entrance", "specter_victim": "{} discards a Spell",
             "succubus_victim": "Take from {}'s hand", "succubus_kind": "Take {}",
             "draculord_victim": "{} shows you their hand", "swap_first": "Swap {}", "swap_second": "Swap with {}"}
    return verbs.get(kind, "Choose {}").format(target(st, choice))
