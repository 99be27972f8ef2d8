"""Golden playthroughs: four fixed games (one with Items) written out as text (each decision's view, legal actions,
the choice and the events it caused), so that every behaviour change shows as a diff.

Regenerate after an intended change with ``UPDATE_GOLDEN=1 pytest tests/golden`` and read the diff.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from game.rules import Setup, apply, legal_actions, new_game, redact, to_act, view

HERE = Path(__file__).parent
GAMES = {"game_2p.txt": Setup(2, 101), "game_3p.txt": Setup(3, 202, frozenset({"machinations"})),
         "game_4p.txt": Setup(4, 303), "game_items_3p.txt": Setup(3, 404, frozenset({"items"}))}


def _pile(pile) -> str:
    return "/".join("?" if r is None else r for r in pile)


def render_view(v, items: bool = False) -> list[str]:
    lines = [f"  turn {v.turn} {v.phase} active={v.active} to_act={v.to_act} prompt={v.prompt}"]
    lines.append(f"  town: {' '.join(v.town) or '-'} | decks: heroes {v.hero_deck}+{v.epic_deck} "
                 f"rooms {v.room_deck} spells {v.spell_deck} | discard {len(v.discard)}")
    for p in v.seats:
        hand = " ".join(p.hand) if p.hand is not None else f"({p.hand_size} cards)"
        out = " OUT" if p.out else ""
        lines.append(f"  P{p.seat} {p.boss}{' L' if p.leveled else ''}{out}: "
                     f"dungeon [{' | '.join(_pile(x) for x in p.dungeon)}] "
                     f"souls {len(p.souls)} wounds {len(p.wounds)} entrance {' '.join(p.entrance) or '-'}")
        lines.append(f"     hand: {hand}")
    if items:  # R25: every Item in sight, the Item deck's size
        lines.append(f"  items: deck {v.item_deck} | town {' '.join(v.items_town) or '-'} | carried "
                     f"{' '.join(f'{h}:{i}' for h, i in v.carried) or '-'}")
        lines += [f"     P{p.seat} items up {' '.join(p.items_up) or '-'} down {' '.join(p.items_down) or '-'}"
                  for p in v.seats]
    if v.walker:
        lines.append(f"  walker: {tuple(v.walker)} damage {dict(v.damage)}")
    return lines


def playthrough(setup: Setup) -> str:
    rng = random.Random(setup.seed)
    state, events = new_game(setup)
    out = [f"# {setup.players} players, seed {setup.seed}, variants {sorted(setup.variants)}"]
    out += [f"  > {redact(e, None)}" for e in events if type(e).__name__ != "AwaitingDecision"]
    step = 0
    while to_act(state) is not None:
        step += 1
        seat = to_act(state)
        legal = legal_actions(state)
        out.append(f"step {step}: P{seat} decides")
        out += render_view(view(state, seat), "items" in setup.variants)
        out.append("  legal: " + "; ".join(str(a) for a in legal))
        action = rng.choice(legal)
        out.append(f"  chose: {action}")
        state, events = apply(state, action)
        out += [f"  > {e}" for e in events if type(e).__name__ != "AwaitingDecision"]
    out.append(f"outcome: {state.outcome}")
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough(name):
    text = playthrough(GAMES[name])
    path = HERE / name
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    assert text == expected, f"{name} changed: rerun with UPDATE_GOLDEN=1 and review the diff"
