"""One copy strategy for every game's state, generated from the state's own field types.

`apply` works on a copy so that an action refused halfway leaves the caller's state untouched, and
the strong search copies a state at every step, so the copy must be cheap. A hand-written copy goes
stale silently when a field is added; a deep copy is slow. Instead, the first copy of a state type
writes (and compiles) a function that copies exactly that type: scalars, Literals and frozen
dataclasses are shared, lists and dicts are rebuilt, mutable dataclasses are copied field by field,
all the way down. A field whose type it cannot reason about is refused when the copier is built.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

T = TypeVar("T")

Copier = Callable[[Any], Any]
_SCALARS = (int, float, str, bool, bytes, type(None))


def copy_state(state: T) -> T:
    """An independent copy of a dataclass state (sharing only what can never change)."""
    copier = copier_for(type(state))  # type: ignore[arg-type]  # classes are hashable
    return state if copier is None else copier(state)


@cache
def copier_for(tp: Any) -> Copier | None:
    """The copy function for values of type `tp`, or None when such values are immutable."""
    origin = get_origin(tp)
    if tp in _SCALARS:
        return None
    if origin is Literal or (isinstance(tp, type) and issubclass(tp, enum.Enum)):
        return None
    if origin is typing.Annotated:
        return copier_for(get_args(tp)[0])
    if origin in (Union, types.UnionType):
        return _union_copier(tp)
    if origin is tuple:
        members = [a for a in get_args(tp) if a is not Ellipsis]
        if all(copier_for(a) is None for a in members):
            return None
        raise TypeError(f"cannot copy {tp}: a tuple holding mutable values")
    if origin is list:
        (item,) = get_args(tp)
        inner = copier_for(item)
        return list.copy if inner is None else _compile("[inner(x) for x in v]", inner=inner)
    if origin is dict:
        _, value = get_args(tp)
        inner = copier_for(value)
        if inner is None:
            return dict.copy
        return _compile("{k: inner(x) for k, x in v.items()}", inner=inner)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass_copier(tp)
    raise TypeError(f"cannot generate a copy for values of type {tp!r}")


def _union_copier(tp: Any) -> Copier | None:
    """Optional[X] copies X when present; other unions must hold immutable members only."""
    members = get_args(tp)
    mutable = [m for m in members if copier_for(m) is not None]
    if not mutable:
        return None
    if len(mutable) == 1 and type(None) in members and len(members) == 2:
        return _compile("None if v is None else inner(v)", inner=copier_for(mutable[0]))
    raise TypeError(f"cannot copy {tp}: a union of several mutable kinds")


def _dataclass_copier(cls: type) -> Copier | None:
    """Frozen dataclasses are shared; others get a function setting each field on a new object."""
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    hints = typing.get_type_hints(cls, include_extras=True)
    fields = [f.name for f in dataclasses.fields(cls)]
    if params.frozen:
        if any(copier_for(hints[name]) is not None for name in fields):
            raise TypeError(f"{cls.__name__} is frozen but holds mutable fields")
        return None
    scope: dict[str, Any] = {"new": object.__new__, "cls": cls}
    lines = ["def copy(v):", "    n = new(cls)"]
    for name in fields:
        inner = copier_for(hints[name])
        if inner is None:
            lines.append(f"    n.{name} = v.{name}")
        else:
            scope[f"copy_{name}"] = inner
            lines.append(f"    n.{name} = copy_{name}(v.{name})")
    lines.append("    return n")
    exec("\n".join(lines), scope)
    return scope["copy"]  # type: ignore[no-any-return]


def _compile(expression: str, **scope: Any) -> Copier:
    exec(f"def copy(v):\n    return {expression}", scope)
    return scope["copy"]  # type: ignore[no-any-return]
