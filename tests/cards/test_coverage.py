"""Every card of the base set is played by the rules and tested: an ability in the registry (Dragon
Hatchery has none, by design), no ``ability = "todo"`` left in the data, and a test class per design in
``tests/cards`` whose docstrings quote each of the card's rulings."""

import ast
import re
from pathlib import Path

import pytest

from game.cards import CARDS
from game.rules.registry import implemented

HERE = Path(__file__).parent
NO_ABILITY = {"dragon_hatchery"}
DESIGNS = [*CARDS.bosses.values(), *CARDS.rooms.values(), *CARDS.spells.values()]


def class_name(card) -> str:
    """'Monster's Ballroom' -> 'TestMonstersBallroom'."""
    return "Test" + "".join(w[:1].upper() + w[1:] for w in re.findall(r"[A-Za-z0-9]+", card.name.replace("'", "")))


def _normal(text: str) -> str:
    return " ".join(text.replace('"', "'").split())


def _test_classes() -> dict:
    classes = {}
    for path in HERE.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
                tests = [n for n in node.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]
                docs = " ".join(ast.get_docstring(n) or "" for n in tests)
                classes[node.name] = (len(tests), _normal(docs))
    return classes


CLASSES = _test_classes()


def test_base_set_counts():
    """R1: 8 Bosses, 31 Room designs, 16 Spell designs in the base box; R25: the Items box adds 4 Rooms and 1 Spell
    design (Excavation, two copies)."""
    assert (len(CARDS.bosses), len(CARDS.rooms_of("base")), len(CARDS.spells_of("base"))) == (8, 31, 16)
    assert (len(CARDS.rooms_of("items")), len(CARDS.spells_of("items")), len(CARDS.items)) == (4, 1, 20)


@pytest.mark.parametrize("card", DESIGNS, ids=lambda c: c.id)
def test_every_card_has_its_ability(card):
    assert not card.todo, f"{card.id} is still marked ability = 'todo'"
    if card.id in NO_ABILITY:
        assert card.id not in implemented()
    else:
        assert card.id in implemented(), f"{card.id} has no ability in the rules registry"


def test_no_todo_left_in_the_data_file():
    data = (Path(__file__).parents[2] / "game" / "cards" / "data" / "base_set.toml").read_text(encoding="utf-8")
    assert not re.search(r'^ability\s*=\s*"todo"', data, re.MULTILINE)


@pytest.mark.parametrize("card", DESIGNS, ids=lambda c: c.id)
def test_every_card_has_tests_and_every_ruling_a_test(card):
    name = class_name(card)
    assert name in CLASSES, f"no {name} in tests/cards"
    count, docs = CLASSES[name]
    assert count >= 1 + len(card.rulings), f"{name}: a scenario and one test per ruling are needed"
    for ruling in card.rulings:
        assert _normal(ruling) in docs, f"{name}: no test quotes the ruling {ruling!r}"
