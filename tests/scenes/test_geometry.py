"""Where the screens stand: named once, in the Tiled maps (the table) or in :mod:`scenes.ui.geometry` (the
menus and overlays), never as numbers in the drawing code."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame

from scenes.ui import geometry

SCENES = Path(__file__).parents[2] / "scenes"


def _literal(node: ast.expr) -> bool:
    """A number, or arithmetic of numbers only (``320 - 70``)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int | float)
    if isinstance(node, ast.UnaryOp):
        return _literal(node.operand)
    return isinstance(node, ast.BinOp) and _literal(node.left) and _literal(node.right)


def _placed_by_literal(call: ast.Call) -> bool:
    """``pygame.Rect(x, y, w, h)`` or ``pygame.Rect((x, y), size)`` with x or y a literal other than 0 (the
    canvas's edge, or a rectangle sized first and placed after)."""
    args = call.args
    if len(args) in (1, 2) and isinstance(args[0], ast.Tuple | ast.List):
        args = args[0].elts
    return any(_literal(a) and not (isinstance(a, ast.Constant) and a.value == 0) for a in args[:2])


def test_no_screen_places_a_rectangle_by_literal_numbers():
    found = []
    for path in sorted(SCENES.rglob("*.py")):
        if path.name == "geometry.py" and path.parent.name == "ui":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and ast.unparse(node.func) in ("pygame.Rect", "Rect") \
                    and _placed_by_literal(node):
                found.append(f"{path.relative_to(SCENES.parent)}:{node.lineno}: {ast.unparse(node)}")
    assert not found, "name these in scenes/ui/geometry.py (or a Tiled map):\n" + "\n".join(found)


def test_the_named_rectangles_lie_inside_the_canvas():
    for name in dir(geometry):
        value = getattr(geometry, name)
        if isinstance(value, pygame.Rect):
            assert geometry.CANVAS.contains(value), name
    for items in range(2, 8):
        first, (dx, dy) = geometry.title_menu(items)
        assert geometry.CANVAS.contains(first.move(dx * (items - 1), dy * (items - 1)))
        box, first = geometry.pause_menu(items)
        assert geometry.CANVAS.contains(box) and box.contains(first.move(0, 22 * (items - 1)))
