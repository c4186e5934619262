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

from cardgame.engine.copies import printed_card
from cardgame.engine.game import Game


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
    """The scenario text of a game that started from `new_game` (not from a scenario).

    After the opening position (magic: the hands kept) the file starts there, turn 1;
    before it (during magic's mulligans) or where the ruleset has none (hkk), it starts at
    `step = "start"` from the libraries as dealt, and every answer is a `[[do]]`.
    """
    write = game.rules.description.record_answer
    if write is None:
        raise ValueError(f"recording {game.ruleset} games as scenario files is not "
                         "supported yet")
    opening = game.state.get("opening")
    dealt = game.state.get("dealt")
    if opening is None and dealt is None:
        raise ValueError("only games started from decks can be recorded (no opening)")
    for oid, obj in game.objects.items():
        if obj.label is None and not obj.token:
            obj.label = f"c{oid}"
    labels = _Labels(game)
    out = ["format = 1", f"name = {_toml_str(name)}", f"ruleset = {_toml_str(game.ruleset)}",
           f"seed = {game.seed}", 'tags = ["recorded"]', ""]
    out += _options_table(game)
    if opening is not None:
        out += ["[state]", "turn = 1", 'active = "p1"', 'step = "untap"', ""]
    else:
        out += ["[state]", 'step = "start"', ""]
    start: dict[str, dict[str, list[int]]] = opening if opening is not None else dealt or {}
    for key in ("p1", "p2"):
        out.append(f"[state.{key}]")
        for zone, ids in start[key].items():
            # the card as printed: one that is a copy now was itself at the start (707.2)
            entries = [{"card": printed_card(game.objects[i]).name, "id": game.objects[i].label}
                       for i in ids]
            out.append(f"{zone} = [")
            out.extend(f"  {_toml(e)}," for e in entries)
            out.append("]")
        out.append("")
    for a in game.answers:
        if opening is not None and not a.step:
            continue  # mulligans happen before the opening position
        for do in write(a, labels.ref):
            out.append("[[do]]")
            if a.step:  # answers before the first turn (mulligans) have no turn or step
                out.append(f"turn = {a.turn}")
                out.append(f"step = {_toml_str(a.step)}")
            out.append(f'player = "p{a.player + 1}"')
            out.extend(f"{k} = {_toml(v)}" for k, v in do.items())
            out.append("")
    if game.over:
        return "\n".join(out + _expect(game)) + "\n"
    # Unfinished: the run goes on from the last [[do]] with default answers (pass, no
    # attack...) to the start of the step after the game's current one; the [expect] is
    # where that run ends. A record that does not replay (a game `sim` keeps because it
    # broke an invariant) still gets written, expecting the game as it stands: the run
    # then fails and shows the problem.
    out += ["[stop]", *(f"{k} = {_toml(v)}" for k, v in _next_step(game).items()), ""]
    body = "\n".join(out) + "\n"
    from cardgame.scenario.loader import loads_scenario
    from cardgame.scenario.runner import run_scenario

    result = run_scenario(loads_scenario(body, f"<record of {name}>"))
    ran = result.game if result.game is not None and result.status == "pass" else game
    return body + "\n".join(_expect(ran)) + "\n"


def _expect(game: Game) -> list[str]:
    """The winner and both life totals, as an `[expect]`."""
    winner = "none" if not game.over else ("draw" if game.winner is None
                                          else f"p{game.winner + 1}")
    out = ["[expect]", f"winner = {_toml_str(winner)}"]
    for p in game.players:
        out.append(f"\n[expect.{p.key}]\nlife = {p.life}")
    return out


def _next_step(game: Game) -> dict[str, Any]:
    """The start of the step after the game's current one (turn 1's first step before
    the first turn): where the run of an unfinished game's record stops."""
    steps = game.rules.description.step_ids
    if game.step not in steps:
        return {"turn": max(game.turn, 1), "step": steps[0]}
    i = steps.index(game.step) + 1
    if i < len(steps):
        return {"turn": game.turn, "step": steps[i]}
    return {"turn": game.turn + 1, "step": steps[0]}


def _options_table(game: Game) -> list[str]:
    """The turn limit and the ruleset options this game was played with where they differ
    from the defaults (hkk's house rules), so that the file plays by the same rules."""
    out: list[str] = [f"turn_limit = {game.turn_limit}"] if game.turn_limit else []
    for info in game.rules.description.options:
        value = game.options.get(info.name, info.default)
        if value != info.default and isinstance(value, (bool, int, str)):
            out.append(f"{info.name} = {_toml(value)}")
    return (["[options]"] + out + [""]) if out else []


def save_game(game: Game, path: str | Path, name: str = "recorded game") -> None:
    from cardgame.userfiles import write_text_atomically

    write_text_atomically(path, record_scenario(game, name))
