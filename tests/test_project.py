"""Project-wide checks: the layers of DESIGN.md (import-linter) and lint (ruff)."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: pip install -e '.[test]'")
    return found


def test_import_layers_hold():
    """DESIGN.md Layers: rules never import pygame; bots see only the rules API; screens on top."""
    result = subprocess.run([_tool("lint-imports")], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_clean():
    result = subprocess.run([_tool("ruff"), "check", "game", "scenes", "tests", "tools", "research"], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_text_files_are_checked_out_with_lf_line_ends():
    """git on Windows turns LF into CRLF by default; .gitattributes keeps LF everywhere, so the generated assets
    (compared byte for byte with a fresh build) and the files the bundle ships are the same on every system."""
    assert "* text=auto eol=lf" in (ROOT / ".gitattributes").read_text(encoding="utf-8").splitlines()
    texts = [*(ROOT / "assets").rglob("*.json"), *(ROOT / "assets" / "maps").glob("*.tmx"), ROOT / "README.md",
             ROOT / "game" / "cards" / "data" / "base_set.toml"]
    assert texts and not [str(p.relative_to(ROOT)) for p in texts if b"\r\n" in p.read_bytes()]


def test_no_two_modules_of_the_product_share_a_name():
    """A module's name says which one it is: no two in game/ and scenes/ are called alike."""
    seen: dict[str, list[str]] = {}
    for path in [*ROOT.joinpath("game").rglob("*.py"), *ROOT.joinpath("scenes").rglob("*.py")]:
        if path.name not in ("__init__.py", "__main__.py"):
            seen.setdefault(path.name, []).append(str(path.relative_to(ROOT)))
    assert not {name: paths for name, paths in seen.items() if len(paths) > 1}


def test_no_import_circle_in_the_screens():
    """The screens import one way: no module of scenes/ imports, directly or through others, one that imports
    it back (imports inside functions count too)."""
    import grimp

    graph = grimp.build_graph("scenes")
    circles = sorted((m, n) for m in graph.modules for n in graph.find_modules_directly_imported_by(m)
                     if n in graph.modules and graph.chain_exists(importer=n, imported=m))
    assert not circles
