"""One copy strategy for every game's state, generated from the state's own field types.

`apply` works on a copy so that an action refused halfway leaves the caller's state untouched, and
the strong search copies a state at every step, so the copy must be cheap. A hand-written copy goes
stale silently when a field is added; a deep copy is slow. Instead, the first copy of a state type
writes (and compiles) a function that copies exactly that type: scalars, Literals, tuples of those
and frozen dataclasses are shared, lists and dicts are rebuilt, mutable dataclasses are copied
field by field, all the way down, inline where it can be. A field whose type it cannot reason about
is refused when the copier is built, not silently shared.
"""

from __future__ import annotations

import dataclasses
import enum
import itertools
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

T = TypeVar("T")

Copier = Callable[[Any], Any]
_SCALARS = (int, float, str, bool, bytes, type(None))
_names = itertools.count()


def copy_state(state: T) -> T:
    """An independent copy of a dataclass state (sharing only what can never change)."""
    copier = copier_for(type(state))  # type: ignore[arg-type]  # classes are hashable
    return state if copier is None else copier(state)


@cache
def copier_for(tp: Any) -> Copier | None:
    """The copy function for values of type `tp`, or None when such values are immutable."""
    scope: dict[str, Any] = {}
    expression = _expression(tp, "v", scope)
    if expression is None:
        return None
    return _compile(f"def copy(v):\n    return {expression}", scope)


def _expression(tp: Any, value: str, scope: dict[str, Any]) -> str | None:
    """Python code copying `value` (an expression of type `tp`), or None: share it as it is."""
    origin = get_origin(tp)
    if tp in _SCALARS or origin is Literal:
        return None
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return None
    if origin is typing.Annotated:
        return _expression(get_args(tp)[0], value, scope)
    if origin in (Union, types.UnionType):
        return _union(tp, value, scope)
    if origin is tuple:
        if all(_expression(a, "x", {}) is None for a in get_args(tp) if a is not Ellipsis):
            return None
        raise TypeError(f"cannot copy {tp}: a tuple holding mutable values")
    if origin is list:
        (item,) = get_args(tp)
        inner = _expression(item, "x", scope)
        return f"{value}.copy()" if inner is None else f"[{inner} for x in {value}]"
    if origin is dict:
        _, item = get_args(tp)
        inner = _expression(item, "x", scope)
        return f"{value}.copy()" if inner is None else f"{{k: {inner} for k, x in {value}.items()}}"
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        copier = _dataclass_copier(tp)
        if copier is None:
            return None
        name = f"copy_{tp.__name__}_{next(_names)}"
        scope[name] = copier
        return f"{name}({value})"
    raise TypeError(f"cannot generate a copy for values of type {tp!r}")


def _union(tp: Any, value: str, scope: dict[str, Any]) -> str | None:
    """Optional[X] copies X when present; other unions must hold immutable members only."""
    members = get_args(tp)
    mutable = [m for m in members if _expression(m, "x", {}) is not None]
    if not mutable:
        return None
    if len(mutable) == 1 and type(None) in members and len(members) == 2:
        inner = _expression(mutable[0], value, scope)
        return f"(None if {value} is None else {inner})"
    raise TypeError(f"cannot copy {tp}: a union of several mutable kinds")


def _dataclass_copier(cls: type) -> Copier | None:
    """Frozen dataclasses are shared; others get a function setting each field on a new object."""
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    hints = typing.get_type_hints(cls, include_extras=True)
    fields = [f.name for f in dataclasses.fields(cls)]
    if params.frozen:
        if any(_expression(hints[name], "x", {}) is not None for name in fields):
            raise TypeError(f"{cls.__name__} is frozen but holds mutable fields")
        return None
    scope: dict[str, Any] = {"new": object.__new__, "cls": cls}
    lines = ["def copy(v):", "    n = new(cls)"]
    for name in fields:
        inner = _expression(hints[name], f"v.{name}", scope)
        lines.append(f"    n.{name} = {inner or f'v.{name}'}")
    lines.append("    return n")
    return _compile("\n".join(lines), scope)


def _compile(source: str, scope: dict[str, Any]) -> Copier:
    """Compile generated source (written above from type hints and field names only)."""
    exec(source, scope)
    return scope["copy"]  # type: ignore[no-any-return]
