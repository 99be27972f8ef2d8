"""JSON and text forms shared by actions, events and the flow frames events carry.

Both are frozen dataclasses whose fields hold only str, int, bool, None, registered types and (nested)
tuples of these; a registered type is such a dataclass or a NamedTuple (the engine's flow frames).
The JSON form is ``{"type": ClassName, field: value, ...}`` with tuples written as lists; reading it
back turns every list into a tuple, and a field annotated with a string enum (``Phase``) into its member,
so ``decode(encode(x)) == x``, field types included.
"""

from __future__ import annotations

import sys
from dataclasses import fields
from enum import StrEnum
from typing import ForwardRef

_REGISTRY: dict[str, type] = {}


def register(cls: type) -> type:
    """Class decorator: make ``cls`` (a dataclass or a NamedTuple) known to :func:`decode` under its
    class name, which no other registered type may have."""
    known = _REGISTRY.get(cls.__name__)
    if known is not None and (known.__module__, known.__qualname__) != (cls.__module__, cls.__qualname__):
        raise ValueError(f"{cls.__qualname__}: {known.__module__} already registers the name {cls.__name__}")
    _REGISTRY[cls.__name__] = cls
    cls._field_names = cls._fields if issubclass(cls, tuple) else tuple(f.name for f in fields(cls))
    cls._enum_fields = _enum_fields(cls)
    return cls


def _enum_fields(cls: type) -> dict[str, type]:
    """The fields of ``cls`` annotated with a string enum (by name, as ``from __future__ import annotations``
    keeps them, the enum imported in ``cls``'s module), and their enum."""
    names = vars(sys.modules[cls.__module__])
    found = {}
    for name, annotation in getattr(cls, "__annotations__", {}).items():
        if isinstance(annotation, ForwardRef):  # a NamedTuple's
            annotation = annotation.__forward_arg__
        kind = names.get(annotation) if isinstance(annotation, str) else annotation
        if isinstance(kind, type) and issubclass(kind, StrEnum):
            found[name] = kind
    return found


def _to_json(value):
    if hasattr(value, "_field_names"):
        return encode(value)
    if isinstance(value, tuple | list):
        return [_to_json(v) for v in value]
    return value


def _from_json(value):
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    if isinstance(value, dict):
        return decode(value)
    return value


def encode(obj) -> dict:
    """The JSON-ready dict of a registered action, event or frame."""
    out = {"type": type(obj).__name__}
    for name in obj._field_names:
        out[name] = _to_json(getattr(obj, name))
    return out


def decode(data: dict):
    """The action, event or frame a dict from :func:`encode` describes; ValueError if it describes none."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("expected an object with a 'type' field")
    cls = _REGISTRY.get(data["type"])
    if cls is None:
        raise ValueError(f"unknown type {data['type']!r}")
    extra = set(data) - {"type", *cls._field_names}
    if extra:
        raise ValueError(f"{data['type']} has no field(s) {', '.join(sorted(map(repr, extra)))}")
    enums = cls._enum_fields
    try:
        return cls(**{k: enums[k](v) if k in enums and v is not None else _from_json(v)
                      for k, v in data.items() if k != "type"})
    except (TypeError, ValueError) as exc:
        raise ValueError(f"bad {data['type']}: {exc}") from None


def short(value) -> str:
    """A field's value in the text form: ``-`` for None, ``[a,b]`` for a tuple, else ``str``."""
    if value is None:
        return "-"
    if isinstance(value, tuple):
        return "[" + ",".join(short(v) for v in value) + "]"
    return str(value)


def text(obj) -> str:
    """One line: the class name then ``field=value`` pairs (``-`` for None, ``[a,b]`` for tuples)."""
    parts = [type(obj).__name__]
    for name in obj._field_names:
        parts.append(f"{name}={short(getattr(obj, name))}")
    return " ".join(parts)
