"""The engine and rulesets stay compilable by mypyc with the same behaviour as pure Python.

Why static checks: the compiled build is only built in CI's wheel step, minutes after the
suite; each snag below once made the compiled engine behave differently (a frozen card
that caches on itself raises, a generator effect silently skipped), so the pure suite
fails fast on them instead.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from cardgame.build import COMPILED, PURE, build_kind, imported_kinds
from cardgame.engine.cardmodel import CardDef

ROOT = Path(__file__).resolve().parent.parent / "cardgame"
COMPILED_DIRS = (ROOT / "engine", ROOT / "rulesets")
BUILTIN_BASES = {"list", "dict", "set", "tuple", "str", "int", "frozenset", "Exception"}


def _modules() -> list[tuple[Path, ast.Module]]:
    return [(p, ast.parse(p.read_text(encoding="utf-8"), str(p)))
            for d in COMPILED_DIRS for p in sorted(d.rglob("*.py"))]


def _where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT.parent)}:{getattr(node, 'lineno', '?')}"


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    if isinstance(node, ast.Subscript):
        return _dotted(node.value)
    if isinstance(node, ast.Call):
        return _dotted(node.func)
    return ""


def test_no_attributes_set_on_frozen_objects() -> None:
    """A compiled frozen dataclass has no __dict__: cache in a field (`CardDef.facts`)."""
    bad = []
    for path, tree in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _dotted(node.func) == "object.__setattr__":
                bad.append(_where(path, node))
            if isinstance(node, ast.Attribute) and node.attr == "__dict__":
                bad.append(_where(path, node))
    assert not bad, f"object.__setattr__ / __dict__ in compiled modules: {bad}"


def test_generators_are_recognised_by_send() -> None:
    """mypyc generators are not types.GeneratorType: check for `send` instead."""
    bad = []
    for path, tree in _modules():
        for node in ast.walk(tree):
            name = _dotted(node) if isinstance(node, ast.Attribute | ast.Name) else ""
            if name.endswith("GeneratorType") or name.endswith("isgenerator"):
                bad.append(_where(path, node))
            if isinstance(node, ast.ImportFrom) and any(
                    a.name in ("GeneratorType", "isgenerator") for a in node.names):
                bad.append(_where(path, node))
    assert not bad, f"GeneratorType/isgenerator in compiled modules: {bad}"


def test_subclasses_of_builtins_are_not_native() -> None:
    """mypyc compiles a subclass of list/dict only as a non-native class, so say so."""
    bad = []
    for path, tree in _modules():
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            if not any(_dotted(b) in BUILTIN_BASES for b in node.bases):
                continue
            if _dotted(node.bases[0]) == "Exception":
                continue  # mypyc compiles exception classes natively
            marked = any(_dotted(d) == "mypyc_attr" and isinstance(d, ast.Call) and any(
                k.arg == "native_class" for k in d.keywords) for d in node.decorator_list)
            if not marked:
                bad.append(f"{_where(path, node)} {node.name}")
    assert not bad, f"builtin subclasses without @mypyc_attr(native_class=False): {bad}"


def _engine_classes() -> set[str]:
    names = set()
    for _path, tree in _modules():
        names |= {n.name for n in tree.body if isinstance(n, ast.ClassDef)}
    return names


def test_no_monkey_patching_of_engine_classes() -> None:
    """Assigning to an attribute of a compiled class fails (native classes are closed)."""
    classes = _engine_classes()
    bad = []
    for path in sorted(ROOT.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            targets = node.targets if isinstance(node, ast.Assign) else (
                [node.target] if isinstance(node, ast.AugAssign | ast.AnnAssign) else [])
            for t in targets:
                if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) \
                        and t.value.id in classes:
                    bad.append(_where(path, node))
            if isinstance(node, ast.Call) and _dotted(node.func) == "setattr" and node.args \
                    and isinstance(node.args[0], ast.Name) and node.args[0].id in classes:
                bad.append(_where(path, node))
    assert not bad, f"attributes set on engine/ruleset classes: {bad}"


def test_carddef_facts_do_not_change_identity() -> None:
    """The cache field is outside init, equality, hash and repr: two equal cards stay
    equal whatever each has cached, and a card file cannot set it."""
    a = CardDef("Bear", "magic", ("Creature",), power=2, toughness=2)
    b = CardDef("Bear", "magic", ("Creature",), power=2, toughness=2)
    a.facts["x"] = 1
    assert a == b and hash(a) == hash(b) and repr(a) == repr(b)
    assert "facts" not in repr(a)
    with pytest.raises(TypeError):
        CardDef("Bear", "magic", ("Creature",), facts={})  # type: ignore[call-arg]


def test_magic_caches_its_card_facts_in_the_field() -> None:
    from cardgame.rulesets.magic.cardinfo import card_info

    card = CardDef("Bear", "magic", ("Creature",), cost="{1}{G}", power=2, toughness=2)
    info = card_info(card)
    assert card.facts["magic_info"] is info and card_info(card) is info
    assert not info.is_land and info.castable


def test_build_kind_is_one_of_two() -> None:
    """The pure suite runs on the pure build (an editable install); CI's wheel step sets
    CARDGAME_EXPECT_BUILD=compiled and conftest checks every imported module."""
    import cardgame.engine.game  # noqa: F401

    assert build_kind() in (COMPILED, PURE)
    assert set(imported_kinds().values()) <= {COMPILED, PURE}
    assert imported_kinds()["cardgame.engine.game"] == build_kind()
