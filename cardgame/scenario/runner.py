"""Running scenarios: play the script, check the expectations (formats/scenario.md 4-7).

The runner is an agent: it answers the game's decisions, taking each `[[do]]` at the
first question of its kind for its player at or after its turn and step, and giving the
default answer to every other question met on the way. A question the engine answered by
itself (one legal answer) takes a `[[do]]` only at a fitting moment and with exactly that
answer. Checkpoints are checked right after their `[[do]]`, or (by turn and step) in a
replay of the same game halted at that moment; a `[[do]]` that can no longer fit stops the
run with what its player met instead.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from cardgame.engine import decisions as dk
from cardgame.engine.decisions import Decision
from cardgame.engine.game import Game
from cardgame.engine.objects import GameObject
from cardgame.errors import FormatError, IllegalAction
from cardgame.rulesets import describe
from cardgame.scenario.expect import check_expect, check_expectations
from cardgame.scenario.loader import load_scenario
from cardgame.scenario.model import START_STEP, Action, Checkpoint, Scenario, Stop
from cardgame.scenario.setup import build_game
from cardgame.scenario.validate import validate
from cardgame.tomlsource import format_path
from cardgame.userfiles import write_text_atomically

# Actions that answer a priority question (a ruleset's own actions without a `question`
# do too: magic `cast`).
PRIORITY_KINDS = ("play", "activate", "pass", "concede")
MAX_DEFAULT_ANSWERS = 5000  # a script waiting longer than this for its question gives up
# A [[do]] that has found no fitting question this many turns after its own turn (or the
# turn of the [[do]] before it) can no longer fit: the run stops instead of playing on.
WAIT_TURNS = 2
MET_SHOWN = 3  # how many unfitting questions a "never carried out" message lists
# The question each non-priority action answers (a ruleset's own actions say theirs).
KIND_OF_ACTION = {"attack": dk.DECLARE_ATTACKERS, "assign_damage": dk.ASSIGN_DAMAGE,
                  "order": dk.ORDER_TRIGGERS}
CHOOSE_KINDS = (dk.CHOOSE_TARGETS, dk.CHOOSE_MODE, dk.PAY_COST, dk.YES_NO, dk.CHOOSE_CARDS,
                dk.CHOOSE)


class ScenarioFailure(Exception):
    """The scenario failed (exit 1): an illegal action, a bad ref, never carried out."""


@dataclass
class ScenarioResult:
    path: str
    name: str
    tags: list[str] = field(default_factory=list)
    status: str = "pass"  # "pass" | "fail" | "error"
    messages: list[str] = field(default_factory=list)
    seconds: float = 0.0
    game: Game | None = None
    refs: Refs | None = None
    rules: list[str] = field(default_factory=list)
    junit_class: str = ""  # the JUnit class: the file's folder, relative to the path given


class Refs:
    """Resolving the references of a scenario (section 4, "References")."""

    def __init__(self, sc: Scenario, game: Game, labels: dict[str, GameObject]) -> None:
        self.sc = sc
        self.game = game
        self.labels = labels
        desc = game.rules.description
        # the zones of permanents, and every zone in the order refs search them
        self.in_play = desc.permanent_zones
        self.all_zones = desc.search_zones
        self.discard = desc.zone_with_role("graveyard") or ""
        self.hand = desc.zone_with_role("hand") or ""
        self.stack = desc.zone_with_role("stack") or ""

    @staticmethod
    def fail(message: str) -> ScenarioFailure:
        """The exception a ruleset's scenario action raises for a bad reference."""
        return ScenarioFailure(message)

    def obj(self, ref: str, zones: Sequence[str], where: str,
            player: int | None = None) -> GameObject:
        """An object by id label, else by a name matching exactly one object.

        `zones` are the zones the action looks at first; copies in one hand, library or
        graveyard are interchangeable (the first listed is meant).
        """
        if ref in self.labels:
            obj = self.labels[ref]
            if not obj.exists:
                raise ScenarioFailure(f"{where}: {ref!r} no longer exists")
            return obj
        token = self._token(ref)
        if token is not None:
            return token
        if player is not None:  # the acting player's own hand, or permanents, first
            found = self._by_name(ref, zones, only=player)
            if found is not None:
                return found
        for zone_set in (zones, self.all_zones):
            found = self._by_name(ref, zone_set)
            if found is not None:
                return found
        raise ScenarioFailure(f"{where}: no object {ref!r} in "
                              f"{', '.join(zones) or 'any zone'}")

    def _token(self, ref: str) -> GameObject | None:
        """t1, t2...: the tokens created during the run, in order (recorded games)."""
        if len(ref) < 2 or ref[0] != "t" or not ref[1:].isdigit():
            return None
        created = self.game.state.get("tokens_created", [])
        i = int(ref[1:]) - 1
        if not 0 <= i < len(created):
            return None
        obj = self.game.objects.get(created[i])
        if obj is None:
            raise ScenarioFailure(f"token {ref!r} no longer exists")
        return obj

    def _by_name(self, ref: str, zones: Sequence[str],
                 only: int | None = None) -> GameObject | None:
        g = self.game
        matches: list[GameObject] = []
        for zone in zones:
            if zone in g.shared:
                zm = [g.objects[i] for i in g.shared[zone] if g.objects[i].card.name == ref
                      and (only is None or g.controller(g.objects[i]) == only)]
                if len(zm) > 1:
                    whose = ", ".join(f"{g.players[g.controller(o)].key}'s" for o in zm)
                    raise ScenarioFailure(
                        f"ambiguous ref {ref!r}: {len(zm)} objects named so on the {zone} "
                        f"({whose}); give them ids")
                matches.extend(zm)
            else:
                for p in g.players:
                    if only is not None and p.index != only:
                        continue
                    zm = [g.objects[i] for i in p.zones.get(zone, [])
                          if g.objects[i].card.name == ref]
                    if zm:
                        matches.append(zm[0])  # interchangeable copies: the first listed
        if len(matches) > 1:
            places = ", ".join(f"{o.zone} of p{o.holder + 1}" if o.holder >= 0 else o.zone
                               for o in matches)
            raise ScenarioFailure(f"ambiguous ref {ref!r}: it names objects in {places}")
        return matches[0] if matches else None

    def target(self, ref: str, where: str) -> Any:
        if ref in ("p1", "p2"):
            return ref
        g = self.game
        if ref not in self.labels:
            on_stack = [s for s in g.stack if s.name == ref]
            on_bf = self._by_name(ref, self.in_play)
            if on_bf is None and on_stack:
                if len(on_stack) > 1:
                    raise ScenarioFailure(f"ambiguous ref {ref!r}: {len(on_stack)} on the stack")
                return on_stack[0].id
        return self.obj(ref, self.in_play + (self.discard,), where).id

    def player_or_obj(self, ref: str, where: str) -> Any:
        return ref if ref in ("p1", "p2") else self.obj(ref, self.in_play, where).id


    def card_action(self, a: Action, where: str, *, spell: bool) -> dict[str, Any]:
        """A priority action that uses a card: from the hand (`play`, magic `cast`) or in
        play (`activate`). `spell`: unscripted targets and mode take the defaults
        (section 4: the first legal target of each spec, the first mode)."""
        r = self
        kind = a.kind
        activate = kind == "activate"
        zones = r.in_play if activate else (r.hand,)
        me = 0 if a.player == "p1" else 1
        obj = r.obj(str(a.value), zones, where, player=None if activate else me)
        out: dict[str, Any] = {"action": kind, "card": obj.id}
        if a.targets is not None:
            out["targets"] = [r.target(t, f"{where}.targets") for t in a.targets]
        elif spell:
            out["targets"] = self._default_targets(obj, kind, a)
        if a.x is not None:
            out["x"] = a.x
        if a.mode is not None:
            out["mode"] = self._mode_index(obj, a.mode, where)
        elif spell and not activate and obj.card.modes:
            out["mode"] = 0  # section 4: an unscripted mode is the first option
        if activate:
            out["ability"] = (a.ability or 1) - 1
        if a.mana_from is not None:
            out["mana_from"] = [r.obj(m, r.in_play, f"{where}.mana_from").id
                                for m in a.mana_from]
        if a.pay is not None and (activate or kind == "cast"):
            out["pay"] = [r.obj(p, (r.hand, *r.in_play), f"{where}.pay").id for p in a.pay]
        return out

    def _default_targets(self, obj: GameObject, kind: str, a: Action) -> list[Any]:
        """No `targets` given: the first legal target of each spec (section 4 defaults),
        preferring one not chosen yet (one word "target" may need different ones)."""
        g = self.game
        if kind != "activate":  # a spell cast from the hand
            specs = obj.card.targets
        else:
            ab = g.rules.activated_ability(g, obj, (a.ability or 1) - 1)
            specs = ab.targets if ab is not None else ()
        out = []
        for spec in specs:
            cands = g.target_candidates(spec, 0 if a.player == "p1" else 1, {"card": obj.id})
            fresh = [c for c in cands if c not in out]
            if cands:
                out.append((fresh or cands)[0])
        return out

    def _mode_index(self, obj: GameObject, mode: str | int, where: str) -> int:
        labels = [m.label for m in obj.card.modes]
        if isinstance(mode, int):
            return mode - 1
        for i, lab in enumerate(labels):
            if lab.lower() == str(mode).lower():
                return i
        raise ScenarioFailure(f"{where}.mode: {mode!r} is not a mode of {obj.card.name} "
                              f"({', '.join(labels) or 'it has none'})")


def _step_index(ruleset: str, step: str) -> int:
    """A step's place in the turn; the opening (`step = "start"`) comes before all."""
    return -1 if step == START_STEP else describe(ruleset).step_ids.index(step)


class Runner:
    """Plays one scenario's script against its game."""

    def __init__(self, sc: Scenario) -> None:
        self.sc = sc
        self.pool = validate(sc)  # every card name and ref, before playing (exit 2)
        self.game, labels = build_game(sc, self.pool)
        self.refs = Refs(sc, self.game, labels)
        self._forced_used: set[int] = set()
        self._met: dict[int, dict[Any, str]] = {}  # do index -> questions that did not fit
        self._forced_floor = 0  # forced answers before the last carried-out action are past
        self.last_turn = sc.state.turn
        self.checked: set[Any] = set()  # the paths of the checkpoints checked so far
        self.checkpoint_failures: list[str] = []
        if sc.stop is not None:
            self.game.state["stop_at"] = (sc.stop.turn, _step_index(sc.ruleset, sc.stop.step))

    # ---- the script ------------------------------------------------------------------
    def run(self) -> None:
        g = self.game
        queue = list(self.sc.actions)
        self._set_autopass(queue)
        g.start()
        while queue:
            action = queue[0]
            self._set_autopass(queue)
            if not self._advance_to(action):
                queue.remove(action)
                self.last_turn = g.turn
                self._checkpoints_after(action)
                continue
            d = g.pending
            assert d is not None
            if d.kind == dk.ASSIGN_DAMAGE and action.kind == "assign_damage":
                action = self._matching_assignment(queue, d)
            queue.remove(action)
            self._set_autopass(queue)
            self.last_turn = g.turn
            if not queue:
                self._default_stop()  # before the answer: the game runs on from it
            self._forced_floor = len(g.state.get("forced", []))  # those are in the past
            if any(cp.after == action.index + 1 for cp in self.sc.checkpoints):
                for p in g.players:  # the game pauses at the next question, unanswered
                    p.autopass = False
            self._carry_out(action, d)
            self._checkpoints_after(action)
            self._set_autopass(queue)
        self._default_stop()
        self._set_autopass([])
        answered = 0
        while g.pending is not None:
            g.answer(g.pending.default_answer())
            answered += 1
            if answered > MAX_DEFAULT_ANSWERS:
                raise ScenarioFailure(f"the run did not reach its stop in {MAX_DEFAULT_ANSWERS} "
                                      f"default answers (now at turn {g.turn})")

    def _checkpoints_after(self, action: Action) -> None:
        """Section 6: `after = N` checks right after the N-th [[do]] was carried out."""
        for cp in self.sc.checkpoints:
            if cp.after == action.index + 1:
                self.checked.add(cp.path)
                self.checkpoint_failures.extend(
                    check_expect(cp.expect, self.game, self.refs, format_path(cp.path)))

    def _default_stop(self) -> None:
        """Section 5: without [stop], the end step of the last [[do]]'s turn."""
        if self.sc.stop is None:
            end = describe(self.sc.ruleset).default_stop_step
            self.game.state["stop_at"] = (self.last_turn, _step_index(self.sc.ruleset, end))

    def _set_autopass(self, queue: list[Action]) -> None:
        """Auto-pass is on, except for a player whose next [[do]] is a priority action."""
        for idx, key in enumerate(("p1", "p2")):
            nxt = next((a for a in queue if a.player == key), None)
            self.game.players[idx].autopass = not (nxt is not None
                                                   and self._is_priority(nxt.kind))

    def _is_priority(self, kind: str) -> bool:
        """Whether an action answers a priority question (a ruleset's own actions do
        unless they name their question)."""
        own = self.game.rules.description.action(kind)
        return kind in PRIORITY_KINDS or (own is not None and not own.question)

    def _at_or_after(self, action: Action, turn: int, step: str) -> bool:
        """Section 4: a [[do]]'s turn and step are lower bounds (a step alone: this turn)."""
        if action.turn is None and action.step is None:
            return True
        want_turn = action.turn if action.turn is not None else turn
        want_step = _step_index(self.sc.ruleset, action.step) if action.step else 0
        return (turn, _step_index(self.sc.ruleset, step)) >= (want_turn, want_step)

    def _fits(self, action: Action, d: Decision) -> bool:
        g = self.game
        if d.player != (0 if action.player == "p1" else 1):
            return False
        if not self._at_or_after(action, g.turn, g.step):
            return False
        return self._same_kind(action, d.kind)

    def _same_kind(self, action: Action, question: str) -> bool:
        """Whether a question of kind `question` is the kind `action` answers."""
        kind = action.kind
        own = self.game.rules.description.action(kind)
        if own is not None and own.question:
            return question == own.question
        if self._is_priority(kind):
            return question == dk.PRIORITY
        if kind == "choose":
            return question in CHOOSE_KINDS
        return question == KIND_OF_ACTION.get(kind)

    def _forced_match(self, action: Action) -> bool:
        """Section 4: a question with one legal answer is not asked. It takes `action`
        only when it fits the action's timing and the action gives exactly that answer;
        otherwise the action waits for the next question of its kind."""
        forced = self.game.state.get("forced", [])
        for i in range(self._forced_floor, len(forced)):
            kind, player, answer, data = forced[i]
            if i in self._forced_used or f"p{player + 1}" != action.player:
                continue
            if not self._same_kind(action, kind):
                continue
            if action.kind == "assign_damage":
                obj = self.refs.obj(str(action.value), self.refs.in_play + (self.refs.discard,),
                                    f"do[{action.index}]", player=player)
                if obj.id != data.get("source"):
                    continue  # another creature's division
            step = str(data.get("step", ""))
            in_time = self._at_or_after(action, int(data.get("turn", 0)), step)
            if in_time and self._gives_forced_answer(action, kind, answer):
                self._forced_used.add(i)
                return True
            self._note_met(action, f"a forced {kind.replace('_', ' ')} at turn "
                           f"{data.get('turn')}, {step.replace('_', ' ')} step"
                           f"{'' if in_time else ' (before the [[do]] turn and step)'}, "
                           f"whose only answer was {self._describe_answer(kind, answer)}",
                           key=("f", i))
        return False

    def _gives_forced_answer(self, action: Action, kind: str, answer: Any) -> bool:
        """Whether `action` says exactly what the engine applied as the only answer."""
        where = f"do[{action.index}]"
        if action.kind == "assign_damage":
            mine = {self.refs.player_or_obj(k, where): v
                    for k, v in (action.split or {}).items() if v}
            return mine == {t: n for t, n in answer}
        said = action.value if isinstance(action.value, list) else [action.value]
        if kind == dk.PAY_COST:
            pay = bool(answer.get("pay")) if isinstance(answer, dict) else bool(answer)
            return len(said) == 1 and str(said[0]).lower() in (
                ("yes", "1") if pay else ("no", "2"))
        if kind == dk.CHOOSE_CARDS and isinstance(answer, list):
            return sorted(self._describe_option(x) for x in answer) == sorted(
                self._said_option(s, answer) for s in said)
        return len(said) == 1 and \
            self._said_option(said[0], [answer]) == self._describe_option(answer)

    def _said_option(self, said: Any, only: list[Any]) -> str:
        """What a scripted choice names, spelt as `_describe_option` spells options:
        index 1 names the only option, a ref names its object, a label itself."""
        if isinstance(said, int):
            return self._describe_option(only[0]) if said == 1 and len(only) == 1 else "?"
        if said in self.refs.labels:
            return self._describe_option(self.refs.labels[said].id)
        return str(said).lower()

    def _describe_option(self, value: Any) -> str:
        g = self.game
        if isinstance(value, int) and not isinstance(value, bool) and value in g.objects:
            return g.objects[value].card.name.lower()
        return str(value).lower()

    def _describe_answer(self, kind: str, answer: Any) -> str:
        if kind == dk.ASSIGN_DAMAGE:
            return ", ".join(f"{n} to {self._name_of(t)}" for t, n in answer)
        if kind == dk.PAY_COST:
            return "yes" if isinstance(answer, dict) and answer.get("pay") else "no"
        if isinstance(answer, list):
            return ", ".join(self._name_of(x) for x in answer)
        return self._name_of(answer)

    def _name_of(self, x: Any) -> str:
        g = self.game
        if isinstance(x, int) and not isinstance(x, bool) and x in g.objects:
            return g.objects[x].card.name
        return str(x)

    def _note_met(self, action: Action, what: str, key: Any) -> None:
        """Remember a question of the action's kind that did not take it (a few), so that
        "never carried out" can say what the player was asked instead."""
        met = self._met.setdefault(action.index, {})
        if key not in met and len(met) < MET_SHOWN:
            met[key] = what

    def _never_carried_out(self, action: Action, why: str) -> ScenarioFailure:
        met = list(self._met.get(action.index, {}).values())
        seen = (f"; {action.player} met " + "; ".join(met)) if met else \
            f"; {action.player} met no question of that kind"
        later = [a for a in self.sc.actions if a.index > action.index][:2]
        waiting = ("; waiting for it: " + ", ".join(f"do[{a.index}] {a.kind} by {a.player}"
                                                     for a in later)) if later else ""
        return ScenarioFailure(f"do[{action.index}] never carried out: {action.kind} by "
                               f"{action.player} ({why}{seen}{waiting})")

    def _advance_to(self, action: Action) -> bool:
        """Run to the question `action` answers; False when a forced answer took it."""
        g = self.game
        me = 0 if action.player == "p1" else 1
        answered = 0
        if self._forced_match(action):
            return False
        while g.pending is not None and not self._fits(action, g.pending):
            d = g.pending
            if d.player == me and self._same_kind(action, d.kind):
                self._note_met(action, f"{d.kind.replace('_', ' ')} at turn {g.turn}, "
                               f"{g.step.replace('_', ' ')} step (before the [[do]] turn and "
                               f"step), which got the default answer", key=("d", g.turn, g.step))
            g.answer(d.default_answer())
            if self._forced_match(action):
                return False
            answered += 1
            base = max(action.turn or 0, self.last_turn)
            if g.turn > base + WAIT_TURNS and g.pending is not None:
                raise self._never_carried_out(
                    action, f"no fitting question by turn {g.turn}, {WAIT_TURNS} turns after "
                    f"turn {base}{' (its turn)' if base == action.turn else ''}: the run "
                    "stops there")
            if answered > MAX_DEFAULT_ANSWERS:
                raise self._never_carried_out(
                    action, f"no fitting question in {MAX_DEFAULT_ANSWERS} default answers; "
                    f"now at turn {g.turn}, {g.step.replace('_', ' ')} step")
        if g.pending is None:
            why = "the game ended" if g.over else "the run reached its [stop]"
            raise self._never_carried_out(
                action, f"{why} first, at turn {g.turn}, {g.step.replace('_', ' ')} step")
        return True

    def _matching_assignment(self, queue: list[Action], d: Decision) -> Action:
        """Consecutive assign_damage actions of one player fit their creature's question."""
        first = queue[0]
        for a in queue:
            if a.kind != "assign_damage" or a.player != first.player:
                break
            zones = self.refs.in_play + (self.refs.stack,)
            obj = self.refs.obj(str(a.value), zones, f"do[{a.index}]")
            if obj.id == d.data.get("source"):
                return a
        return first

    def _carry_out(self, action: Action, d: Decision) -> None:
        g = self.game
        where = f"do[{action.index}]"
        before = g.digest() if action.expect_error is not None else ""
        try:
            answer = self._answer_for(action, d, where)
            g.answer(answer)
        except IllegalAction as e:
            if action.expect_error is None:
                raise ScenarioFailure(f"{where}: {action.kind} by {action.player} was refused: "
                                      f"{e}") from None
            if action.expect_error.lower() not in str(e).lower():
                raise ScenarioFailure(f"{where}: refused with {str(e)!r}, which does not "
                                      f"contain {action.expect_error!r}") from None
            if g.digest() != before:
                raise ScenarioFailure(f"{where}: the refused action changed the game") from None
            g.log.add("", "refused", "Refused as expected: {}", str(e))
            return
        if action.expect_error is not None:
            raise ScenarioFailure(f"{where}: expected a refusal containing "
                                  f"{action.expect_error!r}, but the action was accepted")

    # ---- translating a [[do]] into an answer -------------------------------------------
    def _answer_for(self, a: Action, d: Decision, where: str) -> Any:
        r = self.refs
        kind = a.kind
        own = self.game.rules.description.action(kind)
        if own is not None and own.answer is not None:  # the ruleset answers its own way
            return own.answer(self.refs, a, d, where)
        if kind == "pass":
            return {"action": "pass"}
        if kind == "concede":
            return {"action": "concede"}
        if kind in ("play", "activate"):
            return r.card_action(a, where, spell=kind == "activate")
        if kind == "attack":
            pairs: list[list[Any]] = []
            me = 0 if a.player == "p1" else 1
            if isinstance(a.value, dict):
                for att, tgt in a.value.items():
                    pairs.append([r.obj(att, r.in_play, where, player=me).id,
                                  r.player_or_obj(tgt, where)])
            else:
                default = "p2" if a.player == "p1" else "p1"
                pairs = [[r.obj(x, r.in_play, where, player=me).id, default]
                         for x in a.value]
            bands = [[r.obj(x, r.in_play, f"{where}.bands", player=me).id
                      for x in band] for band in (a.bands or [])]
            return {"attackers": pairs, "bands": bands}
        if kind == "assign_damage":
            split = [[r.player_or_obj(k, f"{where}.split"), v]
                     for k, v in (a.split or {}).items()]
            return {"split": split}
        if kind == "order":
            return self._trigger_order(a, d, where)
        if kind == "choose":
            if d.kind == dk.PAY_COST:
                return self._payment(a, d, where)
            return self._choice(a.value, d, where)
        raise ScenarioFailure(f"{where}: {kind} is not an action of the {self.sc.ruleset} "
                              f"ruleset")

    def _trigger_order(self, a: Action, d: Decision, where: str) -> list[int]:
        """Section 4: each entry is a trigger's label (the text the engine shows, matched
        case-insensitively; the first such trigger not yet placed) or a source ref, which
        stands for all of that source's triggers not yet placed, in the engine's order.
        Unnamed triggers follow in the engine's order."""
        sources = [o.data.get("source") for o in d.options]
        order: list[int] = []
        for j, ref in enumerate(a.value):
            label = next((i for i, o in enumerate(d.options)
                          if o.label.lower() == ref.lower() and i not in order), None)
            if label is not None:
                order.append(label)
                continue
            if any(o.label.lower() == ref.lower() for o in d.options):
                raise ScenarioFailure(f"{where}[{j}]: no trigger {ref!r} is left to order "
                                      "(each label names one trigger)")
            try:
                obj = self.refs.obj(ref, self.refs.in_play + (self.refs.discard,), where)
            except ScenarioFailure:
                labels = ", ".join(repr(o.label) for o in d.options)
                raise ScenarioFailure(f"{where}[{j}]: {ref!r} is neither a trigger waiting to "
                                      f"be ordered ({labels}) nor its source") from None
            mine = [i for i, src in enumerate(sources) if src == obj.id and i not in order]
            if not mine and not any(src == obj.id for src in sources):
                raise ScenarioFailure(f"{where}[{j}]: {ref!r} has no trigger waiting to be "
                                      f"ordered")
            order.extend(mine)
        return order + [i for i in range(len(sources)) if i not in order]

    def _payment(self, a: Action, d: Decision, where: str) -> Any:
        """A cost payment: `choose` says yes or no, `pay` the choices made while paying."""
        value = a.value[0] if isinstance(a.value, list) and len(a.value) == 1 else a.value
        if isinstance(value, str) and value.lower() in ("yes", "no"):
            pay = value.lower() == "yes"
        elif value in (1, 2):
            pay = value == 1
        else:
            raise IllegalAction(f"answer a payment with \"yes\" or \"no\", not {value!r}",
                                d.rule)
        answer: dict[str, Any] = {"pay": pay}
        if pay and a.pay is not None:
            answer["choices"] = [p if p.startswith("{") else
                                 self.refs.obj(p, self.refs.in_play, f"{where}.pay").id
                                 for p in a.pay]
        return answer

    def _option_by_ref(self, d: Decision, ref: str) -> Any:
        """A choice may also name an option by a ref: an id, a player ("c12", "p2"), or a
        card name that names exactly one of the objects offered."""
        target: Any = ref if ref in ("p1", "p2") else None
        if target is None and ref in self.refs.labels:
            target = self.refs.labels[ref].id
        if target is not None:
            return next((o for o in d.options if o.value == target), None)
        g = self.game
        named = [o for o in d.options if isinstance(o.value, int) and o.value in g.objects
                 and g.objects[o.value].card.name.lower() == ref.lower()]
        return named[0] if len(named) == 1 else None

    def _choice(self, value: Any, d: Decision, where: str) -> Any:
        if d.kind == dk.YES_NO and isinstance(value, str) and value.lower() in ("yes", "no"):
            return value.lower() == "yes"
        values = value if isinstance(value, list) else [value]
        picked = []
        for v in values:
            if isinstance(v, int):
                if not 1 <= v <= len(d.options):
                    raise IllegalAction(f"choice {v} is out of range 1..{len(d.options)}",
                                        d.rule)
                picked.append(d.options[v - 1].value)
                continue
            opt = next((o for o in d.options if o.label.lower() == str(v).lower()), None)
            if opt is None:
                opt = self._option_by_ref(d, str(v))
            if opt is None:
                labels = ", ".join(o.label for o in d.options)
                raise IllegalAction(f"{v!r} is not one of the choices ({labels})", d.rule)
            picked.append(opt.value)
        if d.kind in (dk.CHOOSE_CARDS,) or isinstance(value, list):
            return picked
        return picked[0]


def prepare(sc: Scenario) -> Runner:
    """Everything a run does before playing: every name and ref checked, the card pool,
    the starting position.

    `cardgame check` calls this too (through `prepare_file`), so a file that `check`
    accepts never fails to load in `run`. Bad input is a FormatError; anything else
    raised while setting up is a bug, reported as one FormatError line marked
    "internal error" rather than a traceback.
    """
    try:
        return Runner(sc)
    except FormatError:
        raise
    except Exception as e:  # noqa: BLE001 - the user gets one line, never a traceback
        raise FormatError(sc.path, "state", f"a position the engine could not set up "
                          f"(internal error: {one_line(e)})", "a valid starting position") from None


def prepare_file(path: str | Path) -> Runner:
    """Load a scenario file and prepare it (see `prepare`); FormatError when it can't be."""
    return prepare(load_scenario(path))


def one_line(e: BaseException) -> str:
    """An exception as `Type: first line of its message`, at most 200 characters."""
    text = (str(e).splitlines() or [""])[0]
    return f"{type(e).__name__}: {text}"[:200]


def run_scenario(sc: Scenario) -> ScenarioResult:
    """Run one loaded scenario; FormatErrors (unknown card...) propagate (exit 2)."""
    return play(prepare(sc))


def play(runner: Runner) -> ScenarioResult:
    """Play a prepared scenario and check its expectations."""
    sc = runner.sc
    res = ScenarioResult(sc.path, sc.name, list(sc.tags), rules=list(sc.rules))
    t0 = time.perf_counter()
    res.game = runner.game
    res.refs = runner.refs
    try:
        runner.run()
    except ScenarioFailure as e:
        res.status = "fail"
        res.messages.append(str(e))
    except IllegalAction as e:
        res.status = "fail"
        res.messages.append(f"the script's default answers were refused: {e}")
    if res.status == "pass":
        problems = runner.checkpoint_failures + _step_checkpoints(sc, runner)
        problems += [f"{format_path(cp.path)} never reached: the run stopped before "
                     f"{_moment(cp)}" for cp in sc.checkpoints
                     if cp.after is not None and cp.path not in runner.checked]
        problems += check_expectations(sc, runner.game, runner.refs)
        if problems:
            res.status = "fail"
            res.messages.extend(problems)
    res.seconds = time.perf_counter() - t0
    return res


def _moment(cp: Checkpoint) -> str:
    if cp.after is not None:
        return f"do[{cp.after - 1}] was carried out"
    return f"turn {cp.turn}, {str(cp.step).replace('_', ' ')} step"


def _step_checkpoints(sc: Scenario, main: Runner) -> list[str]:
    """Checkpoints by turn and step: the same game, replayed to that moment and halted
    there (a run is deterministic, so it is the moment the full run went through)."""
    out: list[str] = []
    stop_at = main.game.state.get("stop_at")
    for cp in sc.checkpoints:
        if cp.turn is None or cp.step is None:
            continue
        where = format_path(cp.path)
        moment = (cp.turn, _step_index(sc.ruleset, cp.step))
        if not main.game.over and stop_at is not None and tuple(stop_at) < moment:
            out.append(f"{where} never reached: the run stopped first, at turn "
                       f"{main.game.turn}, {main.game.step.replace('_', ' ')} step")
            continue
        sub = Runner(replace(sc, stop=Stop(cp.turn, cp.step), checkpoints=[]))
        try:
            sub.run()
        except (ScenarioFailure, IllegalAction):
            pass  # the script's own problems are the full run's to report
        if not sub.game.halted:
            out.append(f"{where} never reached: the game ended first, at turn "
                       f"{sub.game.turn}, {sub.game.step.replace('_', ' ')} step")
            continue
        out.extend(check_expect(cp.expect, sub.game, sub.refs, where))
    return out


def collect(paths: Sequence[str]) -> list[Path]:
    return [f for f, _ in collect_with_class(paths)]


def collect_with_class(paths: Sequence[str]) -> list[tuple[Path, str]]:
    """Each scenario file with its JUnit class: its folder relative to the path given,
    dots between folders (section 7); a file given by itself: its folder's name."""
    out: list[tuple[Path, str]] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            for f in sorted(path.rglob("*.toml")):
                rel = f.parent.relative_to(path).parts
                out.append((f, ".".join(rel) if rel else path.resolve().name))
        else:
            out.append((path, path.resolve().parent.name))
    return out


def run_file(path: Path, loaded: Scenario | None = None) -> ScenarioResult:
    """Load and run one file (`loaded`: already loaded, by `-k`'s look at it). A file that
    can't be read, and an engine failure while it runs, are its ERROR result; they never
    stop a batch."""
    try:
        runner = prepare(loaded) if loaded is not None else prepare_file(path)
    except FormatError as e:  # every load error of the file, one message each
        return ScenarioResult(str(path), path.stem, status="error",
                              messages=str(e).splitlines())
    try:
        return play(runner)
    except Exception as e:  # noqa: BLE001 - an engine failure is this scenario's ERROR line
        return ScenarioResult(str(path), runner.sc.name, list(runner.sc.tags),
                              status="error", rules=list(runner.sc.rules),
                              messages=[f"{path}: engine failure while running: "
                                        f"{one_line(e)}"], game=runner.game)


def check_junit_path(junit: str) -> None:
    """Refuse a --junit path that can't be written, before anything runs."""
    target = Path(junit)
    if target.is_dir():
        raise FormatError("--junit", "", f"{junit} is a folder", "a file path for the report")
    folder = target.parent
    if not folder.is_dir():
        raise FormatError("--junit", "", f"no folder {str(folder)!r}",
                          "a file in an existing folder")


def selected(path: Path, keyword: str | None) -> tuple[bool, Scenario | None]:
    """Section 7's `-k`: the file name, `name`, `rules` or `tags` contain the text
    (case-insensitive). A file that can't be read is matched by its file name only."""
    if not keyword:
        return True, None
    k = keyword.lower()
    if k in path.name.lower():
        return True, None
    try:
        sc = load_scenario(path)
    except FormatError:
        return False, None
    words = [sc.name, *sc.rules, *sc.tags]
    return any(k in w.lower() for w in words), sc


def run_paths(paths: Sequence[str], junit: str | None = None, keyword: str | None = None,
              verbose: bool = False, log: bool = False) -> int:
    """`cardgame scenario run`: one line per scenario, a summary, the exit code."""
    if junit:
        check_junit_path(junit)
    if any(not p.strip() for p in paths):  # Path("") would be the current folder
        raise FormatError("scenario run", "", "an empty path", "a scenario file or folder")
    files = collect_with_class(paths)
    results: list[ScenarioResult] = []
    for p in paths:
        if Path(p).is_dir() and not any(Path(p).rglob("*.toml")):
            results.append(ScenarioResult(p, p, status="error",
                                          messages=[f"{p}: no scenario files (*.toml) here"]))
            print(f"ERROR {p}\n      {p}: no scenario files (*.toml) here")
    t0 = time.perf_counter()
    for f, junit_class in files:
        if not f.exists():
            res = ScenarioResult(str(f), f.stem, status="error",
                                 messages=[f"{f}: no such file or folder"])
            results.append(res)
            print(f"ERROR {f}\n      {res.messages[0]}")
            continue
        chosen, loaded = selected(f, keyword)
        if not chosen:
            continue
        res = run_file(f, loaded)
        res.junit_class = junit_class
        results.append(res)
        label = {"pass": "PASS ", "fail": "FAIL ", "error": "ERROR"}[res.status]
        print(f"{label} {f}  {res.name}" if res.status != "error" else f"{label} {f}")
        for m in res.messages:
            print(f"      {m}")
        if res.game is not None and (log or verbose and res.status == "fail"):
            print("      game log:")
            for line in res.game.log.lines():
                print(f"        {line}")
    if keyword and not results:
        print(f"no scenario matches -k {keyword!r} (file name, name, rules or tags)")
        return 2
    passed = sum(1 for r in results if r.status == "pass")
    failed = len(results) - passed
    elapsed = time.perf_counter() - t0
    print(f"{passed} passed, {failed} failed")
    if junit:
        write_junit(results, junit, elapsed)
    if any(r.status == "error" for r in results):
        return 2
    return 1 if failed else 0


def write_junit(results: list[ScenarioResult], path: str, seconds: float) -> None:
    """Section 7: a test case per file (named without `.toml`), its class the folder
    relative to the path given, `rules` and `tags` as properties, the log as system-out."""
    failures = sum(1 for r in results if r.status == "fail")
    errors = sum(1 for r in results if r.status == "error")
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<testsuite name="cardgame scenarios" tests="{len(results)}" '
             f'failures="{failures}" errors="{errors}" time="{seconds:.3f}">']
    for r in results:
        name = Path(r.path).stem
        cls = r.junit_class or Path(r.path).resolve().parent.name
        lines.append(f"  <testcase classname={quoteattr(cls)} name={quoteattr(name)} "
                     f'time="{r.seconds:.3f}">')
        props = [("name", r.name)] + [("rule", x) for x in r.rules] + \
            [("tag", x) for x in r.tags]
        lines.append("    <properties>")
        lines.extend(f"      <property name={quoteattr(k)} value={quoteattr(v)}/>"
                     for k, v in props)
        lines.append("    </properties>")
        if r.status != "pass":
            tag = "failure" if r.status == "fail" else "error"
            body = escape("\n".join(r.messages))
            first = quoteattr(r.messages[0] if r.messages else r.status)
            lines.append(f"    <{tag} message={first}>{body}</{tag}>")
        if r.game is not None:
            log = escape("\n".join(r.game.log.lines()))
            lines.append(f"    <system-out>{log}</system-out>")
        lines.append("  </testcase>")
    lines.append("</testsuite>")
    try:
        # a file name that is not UTF-8 (its bytes kept as surrogates): "?" for the byte
        write_text_atomically(path, "\n".join(lines) + "\n", errors="replace")
    except OSError as e:
        raise FormatError("--junit", "", f"{path} cannot be written ({e.strerror or e})",
                          "a writable file path for the report") from None


__all__ = ["run_paths", "run_scenario", "run_file", "prepare", "prepare_file", "play",
           "ScenarioResult", "format_path"]
