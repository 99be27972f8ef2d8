"""The rules' vocabulary: the phases of a turn, the kinds of Spell window and of decision, named once.

They are ``StrEnum`` members: each equals (and hashes as) its plain string, and is written as it in JSON, the
text form, logs, saves and even ``repr``, so every file written before them reads and is written the same, and
a string read back compares equal to the member."""

from __future__ import annotations

from enum import StrEnum


class Word(StrEnum):
    """A name of the vocabulary: its ``repr`` is its string's (``'build'``), as in views and golden files."""

    __repr__ = str.__repr__


class Phase(Word):
    """The phase a game is in (``State.phase``, ``PhaseStarted.phase``): the setup, then each turn's phases."""

    SETUP = "setup"
    BEGINNING = "beginning"
    BUILD = "build"
    BAIT = "bait"
    ADVENTURE = "adventure"
    END = "end"


PHASES_BEFORE_BAIT = frozenset({Phase.SETUP, Phase.BEGINNING, Phase.BUILD})
"""The phases before the Bait: this turn's Heroes are still in town."""
PHASES_BEFORE_ADVENTURE = PHASES_BEFORE_BAIT | {Phase.BAIT}
"""The phases up to and with the Bait: no Hero has entered a dungeon yet this turn."""


class WindowKind(Word):
    """The kind of a Spell window (``Window.kind``): after the Build phase's builds, in the Adventure phase,
    or in answer to a Spell just cast."""

    BUILD = "build"
    ADVENTURE = "adventure"
    RESPOND = "respond"


class DecisionKind(Word):
    """The kinds of decision the turn's own steps ask (``Decision.kind``). A card's choice is asked under the
    choice's own kind instead (``heal``, ``draculord_take`` ...): a plain string the card defines."""

    PICK_BOSS = "pick_boss"
    MULLIGAN = "mulligan"
    OPENING_DISCARD = "opening_discard"
    SETUP_BUILD = "setup_build"
    DRAW = "draw"
    BUILD = "build"
    ADVENTURE = "adventure"
    RESPOND = "respond"
    EXTRA_BUILD = "extra_build"


SPELL_WINDOWS = frozenset({DecisionKind.BUILD, DecisionKind.ADVENTURE, DecisionKind.RESPOND})
"""The decisions asked in a Spell window (one a :class:`WindowKind`)."""
