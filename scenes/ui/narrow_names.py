"""Card names in a narrow place (under a small card): a few short lines, long words broken where a reader
expects a hyphen ("Con-" "struc-" "tion"), never in the middle of a syllable."""

from __future__ import annotations

from collections.abc import Callable

# Where the long words of Room and Boss names may break ("·"); a hyphen already in a word is a break too.
BREAKS = {word.replace("·", ""): word for word in (
    "Mena·gerie", "Bottom·less", "Brain·sucker", "Centi·pede", "Cere·bellus", "Cleo·patra", "Con·struc·tion",
    "Labo·ra·tory", "Dizzy·gas", "Draco·lich", "Dracu·lord", "Hatch·ery", "Gor·gona", "Mino·taur's", "Mon·ster's",
    "Ball·room", "Mon·strous", "Monu·ment", "Nean·der·thal", "Recy·cling", "Spec·ter's", "Sanc·tum", "Succu·bus",
    "Crush·inator", "Tor·ture", "Cham·ber", "Vam·pire", "Fac·tory", "Li·brary", "Ar·mory", "Tun·nel",
    "Hall·way", "Pri·son", "Boul·der", "Haun·ted", "Jack·pot", "Kit·chen", "Zom·bie", "Gob·lin", "Li·ger's",
    "Wit·ch's", "Bor·del·lo", "Ser·pent", "Crea·tures",
)}
# Shorter forms of the few names that take more than three lines even broken
SHORT = {"Construction Zone": "Constr. Zone", "Monster's Ballroom": "Monst. Ballroom",
         "Monstrous Monument": "Monstr. Monument", "Torture Chamber": "Tort. Chamber"}


def _pieces(word: str) -> list[str]:
    """The pieces a word may break after: "Con", "struc", "tion"; "All-", "Seeing" (its own hyphen kept)."""
    return [p for p in BREAKS.get(word, word).replace("-", "-·").split("·") if p]


def _hyphened(text: str) -> str:
    return text if text.endswith("-") else text + "-"


def narrow_lines(name: str, width: int, measure: Callable[[str], int], most: int = 3) -> list[str]:
    """``name`` in at most ``most`` lines of at most ``width`` pixels (``measure`` gives a text's width):
    words kept whole where they fit, long words broken at their syllables, a short form (SHORT) when even
    that takes too many lines, the last line cut with a dot as a last resort."""
    lines = _fill(name, width, measure)
    if len(lines) > most and name in SHORT:
        lines = _fill(SHORT[name], width, measure)
    if len(lines) > most:
        rest = "".join(line if line.endswith("-") else line + " " for line in lines[most - 1:]).replace("- ", "")
        lines = lines[: most - 1] + [_cut(rest.strip() + ".", width, measure, ".")]
    return [_cut(text, width, measure) for text in lines]


def _fill(name: str, width: int, measure: Callable[[str], int]) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in name.split():
        joined = f"{line} {word}" if line else word
        if measure(joined) <= width:
            line = joined
            continue
        if line:
            lines.append(line)
        line = ""
        if measure(word) <= width:
            line = word
            continue
        pieces = _pieces(word)
        for i, piece in enumerate(pieces):
            joined = line + piece
            if line and measure(joined if i == len(pieces) - 1 else _hyphened(joined)) > width:
                lines.append(_hyphened(line))
                joined = piece
            line = joined
    if line:
        lines.append(line)
    return lines


def _cut(text: str, width: int, measure: Callable[[str], int], tail: str = "") -> str:
    """``text`` cut to ``width``, ending with ``tail`` when cut."""
    while len(text) > 1 and measure(text) > width:
        text = text[: -1 - len(tail)].rstrip("-. ") + tail
    return text
