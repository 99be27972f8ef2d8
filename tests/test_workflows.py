"""The GitHub workflows (.github/workflows): ``release.yml`` builds build_exe.spec on Windows, macOS (Apple
silicon and Intel) and Linux runners, plays a bot-only game with each bundle, runs the bundle tests, keeps
each as an artefact and, on a tag ``v*``, attaches them to a draft release; ``ci.yml`` runs the tests on
each system for every push.

No GitHub runner is at hand here, so what can be checked without one is: the files against GitHub's
workflow schema (``check-jsonschema --builtin-schema vendor.github-workflows``, its vendored copy) and
against zizmor's audits (``zizmor --offline``: no high-severity finding), both with no network; and what
the workflows do, read from them. The two tools come from the ``workflows`` extra
(``pip install -e '.[workflows]'``, as .ci/run does); without them their tests are skipped, saying so, and so
are the checks that read the files as YAML (ruamel.yaml comes with check-jsonschema).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"
RELEASE = WORKFLOWS / "release.yml"
CI = WORKFLOWS / "ci.yml"
PLAY = "play --seats greedy,greedy --speed instant --autoquit"
RUNNERS = {"windows-latest", "macos-latest", "macos-15-intel", "ubuntu-latest"}


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed: pip install -e '.[workflows]'")
    return found


def _files() -> list[Path]:
    return sorted(WORKFLOWS.glob("*.y*ml"))


def _load(path: Path) -> dict:
    yaml = pytest.importorskip("ruamel.yaml", reason="reads the workflows as YAML: pip install -e '.[workflows]'")
    return yaml.YAML(typ="safe", pure=True).load(path.read_text(encoding="utf-8"))


def _steps(job: dict) -> list[dict]:
    return job.get("steps", [])


def _runs(job: dict) -> str:
    return "\n".join(step.get("run", "") for step in _steps(job))


# ------------------------------------------------------------------ the tools, offline

def test_the_workflows_are_there():
    assert {CI, RELEASE} <= set(_files())


def test_the_workflows_validate_against_githubs_workflow_schema():
    done = subprocess.run([_tool("check-jsonschema"), "--builtin-schema", "vendor.github-workflows",
                           *map(str, _files())], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ok -- validation done" in done.stdout


def test_zizmor_offline_finds_nothing_of_high_severity():
    done = subprocess.run([_tool("zizmor"), "--offline", "--no-exit-codes", "--format", "json", str(WORKFLOWS)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    findings = [f for f in json.loads(done.stdout) if not f.get("ignored")]
    high = [f"{f['ident']}: {f['desc']} ({f['locations'][0]['symbolic']['key']})" for f in findings
            if f["determinations"]["severity"] == "High"]
    assert not high, "\n".join(high)


# ------------------------------------------------------------------ what they do

def test_every_action_is_pinned_to_a_commit_with_its_version_beside_it():
    """A tag can be moved to other code; a commit cannot. One commit per action across the workflows."""
    pins: dict[str, set[str]] = {}
    for path in _files():
        for line in path.read_text(encoding="utf-8").splitlines():
            if re.match(r"\s*(- )?uses:", line):
                found = re.fullmatch(r"\s*(?:- )?uses: ([\w.-]+/[\w./-]+)@([0-9a-f]{40})  # v\d+\.\d+\.\d+", line)
                assert found, f"{path.name}: not pinned to a commit with its version as a comment: {line.strip()}"
                pins.setdefault(found[1], set()).add(found[2])
    assert pins and all(len(commits) == 1 for commits in pins.values()), pins
    assert set(pins) <= {"actions/checkout", "actions/setup-python", "actions/upload-artifact",
                         "actions/download-artifact"}, "only GitHub's own actions"


def test_release_builds_on_windows_both_kinds_of_mac_and_linux(monkeypatch):
    from test_packaging import _run_spec

    build = _load(RELEASE)["jobs"]["build"]
    include = build["strategy"]["matrix"]["include"]
    assert {entry["os"] for entry in include} == RUNNERS and len(include) == len(RUNNERS)
    assert build["strategy"]["fail-fast"] is False, "one system failing still builds the others"
    assert len({entry["archive"] for entry in include}) == len(include)
    app = _run_spec(monkeypatch, "darwin")["BUNDLE"][1]["name"]
    folder = _run_spec(monkeypatch, "linux")["COLLECT"][1]["name"]
    for entry in include:
        if entry["os"].startswith("macos"):
            assert entry["bundle"] == f"dist/{app}" and entry["exe"] == f"dist/{app}/Contents/MacOS/{folder}"
        else:
            suffix = ".exe" if entry["os"].startswith("windows") else ""
            assert entry["bundle"] == f"dist/{folder}" and entry["exe"] == f"dist/{folder}/{folder}{suffix}"
        assert entry["archive"].startswith("bossmonster-") and entry["archive"].endswith(".zip")


def test_each_build_tests_builds_plays_checks_packs_and_keeps_its_bundle():
    build = _load(RELEASE)["jobs"]["build"]
    assert build["env"]["SDL_VIDEODRIVER"] == build["env"]["SDL_AUDIODRIVER"] == "dummy"
    assert build["defaults"]["run"]["shell"] == "bash", "one script for every system, Windows included"
    runs = _runs(build)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    order = ["pip install -e '.[test]' && python -m pytest -q",  # the README's test command (python, not python3:
             # on Windows setup-python gives python only; activate is .venv/Scripts there)
             "pyinstaller --noconfirm --clean", "build_exe.spec",
             f'"$EXE" {PLAY}', "python -m pytest -q tests/test_packaging.py",
             'ditto -c -k --keepParent "$BUNDLE" "$ARCHIVE"']
    assert order[0] in readme and f"bossmonster {PLAY}" in readme
    positions = [runs.find(part) for part in order]
    assert -1 not in positions and positions == sorted(positions), dict(zip(order, positions, strict=True))
    bundle_tests = next(s for s in _steps(build) if "tests/test_packaging.py" in s.get("run", ""))
    assert bundle_tests["env"]["BOSSMONSTER_BUNDLE"] == "${{ matrix.bundle }}"
    [keep] = [s for s in _steps(build) if s.get("uses", "").startswith("actions/upload-artifact@")]
    assert keep["with"]["path"] == "${{ matrix.archive }}" and keep["with"]["if-no-files-found"] == "error"


def test_a_tag_drafts_a_release_with_the_four_archives():
    workflow = _load(RELEASE)
    assert workflow["on"]["push"] == {"tags": ["v*"]}
    release = workflow["jobs"]["release"]
    assert release["needs"] == "build" and "startsWith(github.ref, 'refs/tags/v')" in release["if"]
    [fetch] = [s for s in _steps(release) if s.get("uses", "").startswith("actions/download-artifact@")]
    assert fetch["with"]["merge-multiple"] is True
    runs = _runs(release)
    assert "gh release create" in runs and "--draft" in runs and "--verify-tag" in runs
    [attach] = [s for s in _steps(release) if "gh release" in s.get("run", "")]
    assert attach["env"]["GH_TOKEN"] == "${{ github.token }}", "the job's own token, no stored secret"
    assert not [s for s in _steps(release) if s.get("uses", "").startswith("actions/checkout@")], \
        "the release job runs none of the repository's code"


def test_least_permissions_and_no_credentials_left_by_checkout():
    for path in _files():
        workflow = _load(path)
        assert workflow["permissions"] == {}, f"{path.name}: nothing by default; each job says what it needs"
        for name, job in workflow["jobs"].items():
            wanted = {"contents": "write"} if (path, name) == (RELEASE, "release") else {"contents": "read"}
            assert job["permissions"] == wanted, (path.name, name)
            for step in _steps(job):
                if step.get("uses", "").startswith("actions/checkout@"):
                    assert step["with"]["persist-credentials"] is False, (path.name, name)
                assert "${{" not in step.get("run", ""), f"{path.name} {name}: expressions go through env, not run"


def test_ci_runs_the_tests_on_each_system_and_checks_the_workflows():
    workflow = _load(CI)
    assert set(workflow["jobs"]["tests"]["strategy"]["matrix"]["os"]) == {"windows-latest", "macos-latest",
                                                                         "ubuntu-latest"}
    assert "python -m pytest -q" in _runs(workflow["jobs"]["tests"])
    checks = _runs(workflow["jobs"]["workflows"])
    assert ".[test,workflows]" in checks and "tests/test_workflows.py" in checks
