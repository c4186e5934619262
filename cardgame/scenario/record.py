"""Recording a game as a scenario file (formats/scenario.md, section 7).

The file's `[state]` is the opening position (turn 1, untap step, libraries in their
shuffled order and the hands kept after mulligans); its `[[do]]` lists every answer
given after that, each with its turn and step, auto-passes included, so that the
scenario runner reproduces the game exactly (the same final digest). Every card gets an
id (`c<N>`) so that no reference is ambiguous.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardgame.engine import decisions as dk
from cardgame.engine.copies import printed_card
from cardgame.engine.game import Answer, Game


def _toml_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _toml(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return _toml_str(v)
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{_toml_str(str(k))} = {_toml(x)}" for k, x in v.items()) + " }"
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_toml(x) for x in v) + "]"
    raise TypeError(f"can't write {v!r} as TOML")


class _Labels:
    def __init__(self, game: Game) -> None:
        self.game = game

    def ref(self, x: Any) -> Any:
        if isinstance(x, str):
            return x  # "p1" / "p2"
        tokens = self.game.state.get("tokens_created", [])
        if x in tokens:
            return f"t{tokens.index(x) + 1}"
        obj = self.game.objects.get(x)
        if obj is not None and obj.label:
            return obj.label
        if obj is not None:
            return obj.card.name
        for s in self.game.stack:
            if s.id == x:
                return s.name
        return f"#{x}"


def record_scenario(game: Game, name: str = "recorded game") -> str:
    """The scenario text of a game that started from `new_game` (not from a scenario)."""
    if not game.rules.description.records_games:
        raise ValueError(f"recording {game.ruleset} games as scenario files is not "
                         "supported yet")
    opening = game.state.get("opening")
    if opening is None:
        raise ValueError("only games started from decks can be recorded (no opening)")
    for oid, obj in game.objects.items():
        if obj.label is None and not obj.token:
            obj.label = f"c{oid}"
    labels = _Labels(game)
    out = ["format = 1", f"name = {_toml_str(name)}", f"ruleset = {_toml_str(game.ruleset)}",
           f"seed = {game.seed}", 'tags = ["recorded"]', ""]
    limit = game.turn_limit
    if limit:
        out += ["[options]", f"turn_limit = {limit}", ""]
    out += ["[state]", "turn = 1", 'active = "p1"', 'step = "untap"', ""]
    for key in ("p1", "p2"):
        out.append(f"[state.{key}]")
        for zone in ("library", "hand"):
            # the card as printed: one that is a copy now was itself at the start (707.2)
            entries = [{"card": printed_card(game.objects[i]).name, "id": game.objects[i].label}
                       for i in opening[key][zone]]
            out.append(f"{zone} = [")
            out.extend(f"  {_toml(e)}," for e in entries)
            out.append("]")
        out.append("")
    for a in game.answers:
        if not a.step:
            continue  # mulligans happen before the opening position
        do = _action(a, labels, game)
        if do is None:
            continue
        out.append("[[do]]")
        out.append(f"turn = {a.turn}")
        out.append(f"step = {_toml_str(a.step)}")
        out.append(f'player = "p{a.player + 1}"')
        out.extend(f"{k} = {_toml(v)}" for k, v in do.items())
        out.append("")
    out.append("[expect]")
    winner = "none" if not game.over else ("draw" if game.winner is None
                                          else f"p{game.winner + 1}")
    out.append(f"winner = {_toml_str(winner)}")
    for p in game.players:
        out.append(f"\n[expect.{p.key}]\nlife = {p.life}")
    return "\n".join(out) + "\n"


def _action(a: Answer, labels: _Labels, game: Game) -> dict[str, Any] | None:
    v = a.value
    r = labels.ref
    if a.kind == dk.PRIORITY:
        act = v["action"]
        if act in ("pass", "concede"):
            return {act: True}
        d: dict[str, Any] = {act: r(v["card"])}
        if act == "activate":
            d["ability"] = v.get("ability", 0) + 1
        if act in ("cast", "activate"):
            d["targets"] = [r(t) for t in v.get("targets", [])]
        if v.get("x"):
            d["x"] = v["x"]
        if v.get("mode") is not None:
            d["mode"] = v["mode"] + 1
        if v.get("mana_from") is not None:
            d["mana_from"] = [r(m) for m in v["mana_from"]]
        if v.get("pay"):
            d["pay"] = [r(p) for p in v["pay"]]
        return d
    if a.kind == dk.DECLARE_ATTACKERS:
        if not v["attackers"]:
            return None  # the default answer: no attack
        d = {"attack": {r(att): r(t) for att, t in v["attackers"]}}
        if v.get("bands"):
            d["bands"] = [[r(x) for x in band] for band in v["bands"]]
        return d
    if a.kind == dk.DECLARE_BLOCKERS:
        if not v["blocks"]:
            return None
        return {"block": {r(b): [r(x) for x in atts] for b, atts in v["blocks"]}}
    if a.kind == dk.ASSIGN_DAMAGE:
        return {"assign_damage": r(v["source"]), "split": {r(t): n for t, n in v["split"]}}
    if a.kind == dk.ORDER_TRIGGERS:
        return {"order": [r(s) for s in v["sources"]]}
    if a.kind == dk.YES_NO:
        return {"choose": "yes" if v else "no"}
    if a.kind == dk.PAY_COST:
        d = {"choose": "yes" if v.get("pay") else "no"}
        if v.get("pay") and v.get("choices"):
            d["pay"] = [c if isinstance(c, str) else r(c) for c in v["choices"]]
        return d
    if a.kind == dk.CHOOSE:
        return {"choose": v + 1 if isinstance(v, int) else v}
    if a.kind == dk.CHOOSE_CARDS:
        return {"choose": [r(x) for x in v]}
    return {"choose": r(v) if isinstance(v, int) else v}


def save_game(game: Game, path: str | Path, name: str = "recorded game") -> None:
    Path(path).write_text(record_scenario(game, name), encoding="utf-8")
