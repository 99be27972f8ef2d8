"""The rules and the glossary shipped with the game (assets/rules), read as plain data.

    sections()          # [Section(title, paragraphs, covers)] in reading order
    glossary()          # {term: definition}
    icons()             # {icon: "Name: meaning."}: the table's icons, for the glossary's pictures
    keywords_in(text)   # the glossary terms a card's text uses, in glossary order
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache

from scenes.assets import asset


@dataclass(frozen=True)
class Section:
    title: str
    paragraphs: tuple[str, ...]
    covers: tuple[str, ...]  # the rule tags of RULES.md it puts in players' words


@lru_cache(maxsize=1)
def sections() -> tuple[Section, ...]:
    """The sections of rules.md: "# Title", an optional "<!-- covers: R1 R2 -->", paragraphs."""
    text = asset("rules", "rules.md").read_text(encoding="utf-8")
    out = []
    for block in re.split(r"^# ", text, flags=re.M)[1:]:
        title, _, body = block.partition("\n")
        covers = re.search(r"<!--\s*covers:(.*?)-->", body)
        body = re.sub(r"<!--.*?-->", "", body, flags=re.S)
        paragraphs = tuple(" ".join(p.split()) for p in re.split(r"\n\s*\n", body) if p.strip())
        if title.strip() == "Variants":  # one variant a line
            paragraphs = tuple(line.strip() for line in body.splitlines() if line.strip())
        out.append(Section(title.strip(), paragraphs, tuple(covers.group(1).split()) if covers else ()))
    return tuple(out)


@lru_cache(maxsize=1)
def glossary() -> dict[str, str]:
    with asset("rules", "glossary.toml").open("rb") as f:
        return dict(tomllib.load(f)["terms"])


@lru_cache(maxsize=1)
def icons() -> dict[str, str]:
    """The icons of the table and what each means ("Name: meaning."), in the glossary's order: an icon name of
    ``assets/ui/icons``, or ``back_<deck>`` for a deck's back."""
    with asset("rules", "glossary.toml").open("rb") as f:
        return dict(tomllib.load(f)["icons"])


def keywords_in(text: str) -> list[str]:
    """The glossary terms ``text`` uses (whole words, any case, plurals too), in glossary order."""
    found = []
    for term in glossary():
        if re.search(rf"\b{re.escape(term)}(s|es)?\b", text, flags=re.I):
            found.append(term)
    return found
