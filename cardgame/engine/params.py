"""One table-driven validator for the parameters of card-data effects, for every ruleset.

Why: each ruleset's vocabulary says, per effect, which parameters it takes and of which
type (`{"amount": "amount", "to": "ref"}`); checking a value against its type used to be
a long if-chain per ruleset. Here a type is a name registered once with the function
that checks (and normalizes) a value of it. The types every vocabulary uses (int,
signed, str, name, bool, strs, and a tuple of allowed values) live in `COMMON`; a ruleset
makes its own table on top of it (`COMMON.extend()`) and registers only what is its own
(magic `mana`, hkk `faces`...). Registering a name that is already known is an error, so
no type is defined twice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardgame.tablecheck import MAX_CARD_NUMBER, too_big

Path = tuple[Any, ...]
# err(path, found, expected, hint="") -> the exception to raise (a FormatError)
Err = Callable[..., Exception]


@dataclass(frozen=True)
class ParamContext:
    """What a type's check may need besides the value: where it is and what surrounds it.

    `kind`/`key`: the effect and the parameter; `targets`: the target specs declared by
    the ability; `has_x`: its cost has {X}; `effect(table, path)`: builds a nested effect
    (for types holding effects); `describe(value)`: how errors show a found value.
    """

    err: Err
    kind: str = ""
    key: str = ""
    targets: tuple[str, ...] = ()
    has_x: bool = False
    effect: Callable[[Any, Path], Any] | None = None
    describe: Callable[..., str] = lambda value, typed=False: repr(value)


ParamCheck = Callable[[ParamContext, Any, Path], Any]


class ParamTypes:
    """A table of parameter types (name -> check), optionally on top of another."""

    def __init__(self, base: ParamTypes | None = None) -> None:
        self._base = base
        self._checks: dict[str, ParamCheck] = {}

    def extend(self) -> ParamTypes:
        """A new table that knows these types and may add its own."""
        return ParamTypes(self)

    def find(self, name: str) -> ParamCheck | None:
        found = self._checks.get(name)
        if found is None and self._base is not None:
            return self._base.find(name)
        return found

    def register(self, name: str, check: ParamCheck) -> None:
        """Add a type; a name already known here or below is a programming error."""
        if self.find(name) is not None:
            raise ValueError(f"parameter type {name!r} is registered already")
        self._checks[name] = check

    def type(self, name: str) -> Callable[[ParamCheck], ParamCheck]:
        """Decorator form of `register`."""
        def deco(check: ParamCheck) -> ParamCheck:
            self.register(name, check)
            return check
        return deco

    def check(self, ctx: ParamContext, ptype: Any, value: Any, path: Path) -> Any:
        """The checked (and normalized) value of a parameter of type `ptype`; `ptype`
        may also be a tuple of the allowed values."""
        if isinstance(ptype, tuple):
            return _one_of(ctx, ptype, value, path)
        fn = self.find(ptype)
        if fn is None:
            raise ctx.err(path, f"parameter type {ptype!r} of {ctx.kind}.{ctx.key}",
                          "a type the loader knows (report this: the vocabulary and the "
                          "loader disagree)")
        return fn(ctx, value, path)


def _hint(word: Any, options: Any) -> str:
    import difflib

    if not isinstance(word, str):
        return ""
    close = difflib.get_close_matches(word, [str(o) for o in options], n=1, cutoff=0.6)
    return f"did you mean {close[0]!r}?" if close else ""


def _one_of(ctx: ParamContext, allowed: tuple[Any, ...], value: Any, path: Path) -> Any:
    if value not in allowed:
        raise ctx.err(path, ctx.describe(value),
                      "one of " + ", ".join(repr(a) for a in allowed), _hint(value, allowed))
    return value


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


COMMON = ParamTypes()


@COMMON.type("int")
def _int(ctx: ParamContext, value: Any, path: Path) -> int:
    """A whole number >= 0."""
    if not is_int(value):
        raise ctx.err(path, ctx.describe(value, typed=True), "a whole number")
    if value < 0:
        raise ctx.err(path, ctx.describe(value), "a whole number >= 0")
    if too_big(value):
        raise ctx.err(path, ctx.describe(value), f"a whole number of at most {MAX_CARD_NUMBER}")
    return int(value)


@COMMON.type("signed")
def _signed(ctx: ParamContext, value: Any, path: Path) -> int:
    """A whole number that may be negative (-1/-1 is a pump too)."""
    if not is_int(value):
        raise ctx.err(path, ctx.describe(value, typed=True), "a whole number")
    if too_big(value):
        raise ctx.err(path, ctx.describe(value),
                      f"a whole number from -{MAX_CARD_NUMBER} to {MAX_CARD_NUMBER}")
    return int(value)


@COMMON.type("str")
def _str(ctx: ParamContext, value: Any, path: Path) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ctx.err(path, ctx.describe(value), "a non-empty string")
    return value


@COMMON.type("name")
def _name(ctx: ParamContext, value: Any, path: Path) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ctx.err(path, ctx.describe(value), "a card name")
    return value


@COMMON.type("bool")
def _bool(ctx: ParamContext, value: Any, path: Path) -> bool:
    if not isinstance(value, bool):
        raise ctx.err(path, ctx.describe(value, typed=True), "true or false")
    return value


@COMMON.type("strs")
def _strs(ctx: ParamContext, value: Any, path: Path) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ctx.err(path, ctx.describe(value, typed=True), "a list of names")
    return tuple(value)
