"""Whether two views are the same, in a way that can prove a view hides a secret.

The playout harness re-deals what a seat cannot see and asks whether the seat's view changed. That
proves something only if the comparison misses no part of a view. Pydantic views compared every
validated field. A dataclass's `==` does too, unless a field is declared `compare=False`, the class
writes its own `__eq__`, or a field holds an object compared by identity or however it likes.

So a view class is checked once, from its field types, before its `==` is trusted: a dataclass
whose fields all take part in its generated `__eq__` and hold plain data (scalars, Literals, enums,
tuples, lists, dicts, frozensets, NamedTuples and such dataclasses, all the way down), or a
pydantic model. Any other view is compared as nested plain data, part by part, and refused if it
holds anything else. The check is cached per class, so a step costs one `==` per view.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from functools import cache
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

from penguin_tables.engine.errors import BrokenInvariant

_SCALARS = (int, float, str, bool, bytes, type(None))
_CONTAINERS = (tuple, list, dict, frozenset)


def same_view(first: object, second: object) -> bool:
    """Whether two views show the same thing; BrokenInvariant if that cannot be told reliably."""
    cls = type(first)
    if type(second) is cls and _trusted(cls):  # type: ignore[arg-type]  # classes are hashable
        return first == second
    return _data(first) == _data(second)


def view_class_problem(cls: type) -> str | None:
    """Why `==` on values of `cls` could miss a difference, or None when it compares every part."""
    return _problem(cls, ())


@cache
def _trusted(cls: type) -> bool:
    if dataclasses.is_dataclass(cls) or issubclass(cls, BaseModel):
        problem = view_class_problem(cls)
        if problem is not None:
            raise BrokenInvariant(f"views of {cls.__name__} cannot prove secrecy: {problem}")
        return True
    return False


def _problem(tp: Any, seen: tuple[type, ...]) -> str | None:
    """Why values of type `tp` might compare equal while differing (None: they cannot)."""
    origin = get_origin(tp)
    if tp in _SCALARS or origin is Literal:
        return None
    if origin is typing.Annotated:
        return _problem(get_args(tp)[0], seen)
    if origin in (Union, types.UnionType) or origin in _CONTAINERS:
        args = [a for a in get_args(tp) if a is not Ellipsis]
        return next((p for a in args if (p := _problem(a, seen)) is not None), None)
    if not isinstance(tp, type):
        return f"a field of type {tp!r} may hold anything"
    if tp in seen or issubclass(tp, enum.Enum) or issubclass(tp, BaseModel):
        return None
    if issubclass(tp, tuple) and hasattr(tp, "_fields"):  # a NamedTuple: compared as a tuple
        return _fields_problem(tp, typing.get_type_hints(tp), seen)
    if not dataclasses.is_dataclass(tp):
        return f"{tp.__name__} is not plain data"
    hidden = [f.name for f in dataclasses.fields(tp) if not f.compare]
    if hidden:
        return f"{tp.__name__}.{hidden[0]} is left out of its == (compare=False)"
    if getattr(tp.__eq__, "__code__", None) is None or tp.__eq__.__code__.co_filename != "<string>":
        return f"{tp.__name__} writes its own __eq__"  # dataclasses generates it from source text
    return _fields_problem(tp, typing.get_type_hints(tp), seen)


def _fields_problem(cls: type, hints: dict[str, Any], seen: tuple[type, ...]) -> str | None:
    for name, hint in hints.items():
        problem = _problem(hint, (*seen, cls))
        if problem is not None:
            return f"{cls.__name__}.{name}: {problem}"
    return None


def _data(value: object) -> object:
    """A view of no trusted class as nested tuples: dataclass and model fields all included,
    a mapping as its pairs in order, anything that is not plain data refused."""
    if isinstance(value, (*_SCALARS, enum.Enum)):
        return value
    if isinstance(value, tuple | list):
        return tuple(_data(item) for item in value)
    if isinstance(value, dict):
        return tuple((_data(key), _data(item)) for key, item in value.items())
    if isinstance(value, frozenset | set):
        return frozenset(_data(item) for item in value)
    if dataclasses.is_dataclass(value):
        names = [f.name for f in dataclasses.fields(value)]
    elif isinstance(value, BaseModel):
        names = list(type(value).model_fields)
    else:
        raise BrokenInvariant(f"a view holds a {type(value).__name__}, which is not plain data")
    return (type(value), *(_data(getattr(value, name)) for name in names))
