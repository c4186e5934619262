"""Priority and the stack (117, 405), with state-based actions and triggers (117.5, 603.3).

`priority_round` runs one round of priority in the current step: each time a player
would receive priority, SBAs are checked and waiting triggers put on the stack; the
player is asked (or auto-passes); when both pass in succession the top of the stack
resolves, or, with an empty stack, the round (and the step) ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.copies import end_copy
from cardgame.engine.decisions import (
    CHOOSE_CARDS,
    CHOOSE_TARGETS,
    ORDER_TRIGGERS,
    PRIORITY,
    YES_NO,
    Decision,
    LazyOptions,
    Option,
)
from cardgame.engine.objects import PendingTrigger, StackItem
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic import (
    actions,
    chosen_color,
    chosen_type,
    copies,
    life_total,
    sba,
    spell_copies,
    sutured,
    target_words,
)
from cardgame.rulesets.magic import effects as fx
from cardgame.rulesets.magic import targets as tg
from cardgame.rulesets.magic.cardinfo import is_permanent_card

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game


def settle(game: Game) -> Flow:
    """117.5 / 704.3: SBAs until none, then triggers onto the stack; repeat until stable."""
    while True:
        while sba.check_once(game):
            pass
        if legend_groups(game):  # (most of the time none: no generator made)
            acted = yield from legend_rule(game)
            if acted:
                continue
        if not game.triggers:
            return
        yield from stack_triggers(game)


def settled(game: Game) -> bool:
    """`settle`'s common case without a generator: SBAs performed until none apply, then
    True if no legend rule applies and no trigger waits (`settle` would return at once);
    False: `settle` is still needed (its first SBA check then finds nothing again)."""
    while sba.check_once(game):
        pass
    return not legend_groups(game) and not game.triggers


def legend_rule(game: Game) -> Flow:
    """704.5j: a player who controls two or more legendary permanents with the same name
    chooses one of them; the rest are put into their owners' graveyards."""
    acted = False
    for (player, name), objs in legend_groups(game).items():
        [keep] = yield _legend_question(player, name, [o.id for o in objs])
        for o in objs:
            if o.id != keep and o.zone == "battlefield":
                game.move(o, "graveyard")
                game.log.add("704.5j", "legend_rule", "{} is put into its owner's graveyard "
                             "(legend rule)", name)
        acted = True
    return acted


def priority_round(game: Game) -> Flow:
    """Priority until all players pass in succession with an empty stack (117.4, 500.2)."""
    player = game.active
    passes = 0
    if not settled(game):
        yield from settle(game)
    if not game.stack and not game.triggers and _both_auto_pass(game):
        return  # nobody could do anything: both passed (recorded), the step ends
    while True:
        if not settled(game):
            yield from settle(game)
        game.priority_player = player
        if game.players[player].autopass and not actions.has_actions(game, player):
            # auto-pass for a player who has nothing they could do: no generator made
            game.record_auto(PRIORITY, player, actions.PASS)
            action = actions.PASS
        else:
            action = yield from ask_priority(game, player)
        act = action["action"]
        if act == "pass":
            passes += 1
            if passes >= 2:
                if not game.stack:
                    game.priority_player = None
                    return
                yield from resolve_top(game)
                player = game.active  # 117.3b
                passes = 0
            else:
                player = 1 - player  # 117.3d
            continue
        if act == "concede":
            p = game.players[player]
            p.conceded = True
            game.end(1 - player, f"{p.name} conceded", "104.3a")
        actions.perform(game, player, action)
        passes = 0  # 117.3c: the same player receives priority again


def legend_groups(game: Game) -> dict[tuple[int, str], list[Any]]:
    """Legendary permanents sharing a name and a controller (704.5j), per state version."""
    memo: tuple[int, dict[tuple[int, str], list[Any]]] | None = game.memo.get("legends")
    if memo is not None and memo[0] == game.version:
        return memo[1]
    groups: dict[tuple[int, str], list[Any]] = {}
    # Only a copy (which changes the object's card) or a ruleset's own "adjust" effect can
    # make a permanent legendary: with neither, permanents whose card isn't legendary are
    # skipped without computing their characteristics (no legendary permanent: no work).
    # An "adjust" that says what it writes (Urborg's land types) counts only if that
    # includes supertypes.
    printed_only = True
    for e in game.active_effects():  # (a loop, not a generator: asked at every version)
        if e.op == "adjust" and (e.writes is None or any(
                w.startswith("supertypes") for w in e.writes)):
            printed_only = False
            break
    for obj in game.battlefield():
        if printed_only and "Legendary" not in obj.card.supertypes:
            continue
        c = game.chars(obj)
        if "Legendary" in c.supertypes:
            groups.setdefault((c.controller, c.name), []).append(obj)
    result = {k: v for k, v in groups.items() if len(v) > 1} if groups else {}
    game.memo["legends"] = (game.version, result)
    return result


def _legend_question(player: int, name: str, ids: list[int]) -> Decision:
    """A choice of one permanent among the legends (a card choice: its answer names the
    permanent, so a recorded game replays it whatever the ids)."""
    opts = [Option(f"{name} #{i + 1}", oid) for i, oid in enumerate(ids)]

    def check(answer: Any) -> list[int]:
        return [_check_choice(answer, ids, "704.5j")]

    def default() -> list[int]:
        return ids[:1]

    return Decision(CHOOSE_CARDS, player, f"Legend rule: choose the {name} to keep", opts,
                    "704.5j", 1, 1, validate=check, default=default)


def quick_round(game: Game) -> bool:
    """A priority round settled without questions: nothing waits, no SBA, and both players
    auto-pass. False means a full `priority_round` is needed (nothing was recorded)."""
    if game.stack or game.triggers or sba.check_once(game) or game.triggers \
            or legend_groups(game):
        return False
    return _both_auto_pass(game)


def _both_auto_pass(game: Game) -> bool:
    """The common case made cheap: both players auto-pass with nothing they could do."""
    ap = game.active
    nap = 1 - ap
    players = game.players
    if not (players[ap].autopass and players[nap].autopass):
        return False
    if actions.anyone_acts(game):  # `has_actions` of both
        return False
    game.priority_player = None
    game.record_auto_passes(PRIORITY, ap, nap, actions.PASS)
    return True


def ask_priority(game: Game, player: int) -> Flow:
    """Ask for priority (`priority_round` has ruled out the auto-pass)."""
    pl = game.players[player]
    options = LazyOptions(lambda: actions.legal_actions(game, player))
    # `actions`: the options that do something (no pass, concede or mana ability), for
    # an agent that looks only at those (the random agent): listed on first look too,
    # without the mana abilities' options
    doing = LazyOptions(lambda: actions.doing_actions(game, player))
    d = Decision(PRIORITY, player, "You have priority", options, "117.1",
                 data={"actions": doing},
                 validate=lambda a: actions.check_action(game, player, a),
                 default=lambda: actions.PASS)
    answer: dict[str, Any] = yield d
    if answer["action"] == "pass":
        game.log.add("117.3d", "pass", "{} passes", pl.name)
    return answer


def resolve_top(game: Game) -> Flow:
    """405.5 / 608: resolve the top object of the stack."""
    item = game.stack.pop()
    obj = game.objects.get(item.source)
    legal = fx.legal_targets_now(game, item)
    if item.targets and not any(legal):
        game.log.add("608.2b", "fizzle", "{} doesn't resolve: all its targets are illegal",
                     item.name)
        if item.kind == "spell" and obj is not None and not spell_copies.is_copy(item):
            game.move(obj, "graveyard")
        return
    ab = item.ability
    if ab is not None and ab.condition and not condition_holds(game, item.source,
                                                                item.source_zcc, ab.condition,
                                                                item.controller):
        game.log.add("603.4", "if_false", "{} does nothing: its condition is false", item.name)
        return
    if ab is not None and ab.optional:
        yes = yield from ask_yes_no(game, item.controller, f"Use {item.name}?", "603.5")
        if not yes:
            game.log.add("603.5", "declined", "{} chooses not to use {}",
                         game.players[item.controller].name, item.name)
            return
        game.log.add("603.5", "accepted", "{} chooses to use {}",  # both answers show
                     game.players[item.controller].name, item.name)
    game.log.add("608.2", "resolve", "{} resolves", item.name)
    yield from fx.run_effects(game, item, legal)
    if spell_copies.is_copy(item):
        return  # a copy of a spell ceases to exist as it leaves the stack (704.5e)
    if item.kind == "spell" and obj is not None and obj.zone == "stack":
        if is_permanent_card(obj.card):
            host = None
            first = item.targets[0] if item.targets else None
            if "Aura" in obj.card.subtypes and isinstance(first, int):
                host = game.objects.get(first) if legal and legal[0] else None
            # 614.1c / 707.5: "enters as a copy" is chosen before it enters (616.1c: before
            # the other replacement effects, which then see the copied abilities, 707.5)
            game.state["entering_x"] = (obj.id, obj.zcc, item.x)  # 107.3m
            yield from copies.enter_as_copy(game, obj, item.controller)
            yield from sutured.as_enters(game, obj, item.controller)  # 614.1c
            color = None
            if chosen_color.chooses(obj):  # "as this enters, choose a color" (607.2d)
                color = yield from chosen_color.ask(game, item.controller, obj)
            creature_type = None
            if chosen_type.chooses(obj):  # "as this enters, choose a creature type"
                creature_type = yield from chosen_type.ask(game, item.controller, obj)
            yield from game.move_flow(obj, "battlefield", controller=item.controller)
            if obj.zone != "battlefield":
                end_copy(obj)  # a replacement effect put it elsewhere (614): not a copy
                if obj.zone == "stack":  # it can't enter: to the graveyard (608.3d)
                    game.move(obj, "graveyard")
                return
            if color is not None:
                chosen_color.remember(game, obj, color)
            if creature_type is not None:
                chosen_type.remember(game, obj, creature_type)
            obj.since_turn = game.turn
            if obj.card.loyalty is not None:
                game.add_counters(obj, "loyalty", obj.card.loyalty)
            game.log.add("608.3", "enters", "{} enters the battlefield", obj.card.name)
            if host is not None:
                fx.attach(game, obj, host, "303.4f")
        else:
            game.move(obj, "graveyard")


def ask_yes_no(game: Game, player: int, prompt: str, rule: str) -> Flow:
    d = Decision(YES_NO, player, prompt, [Option("Yes", True), Option("No", False)], rule,
                 validate=_check_yes_no, default=lambda: False)
    answer = yield d
    return bool(answer)


def _check_yes_no(answer: Any) -> bool:
    if isinstance(answer, bool):
        return answer
    if isinstance(answer, str) and answer.lower() in ("yes", "no"):
        return answer.lower() == "yes"
    if isinstance(answer, list) and len(answer) == 1 and answer[0] in (0, 1):
        return answer[0] == 0
    raise IllegalAction(f"answer yes or no, not {answer!r}", "603.5")


def condition_holds(game: Game, source: int, zcc: int, condition: str, controller: int) -> bool:
    """Intervening "if" conditions of the vocabulary (603.4)."""
    if condition == "this is on the battlefield":
        obj = game.objects.get(source)
        return obj is not None and obj.zone == "battlefield" and obj.zcc == zcc
    if condition == "you control no creatures":
        return not any(game.chars(o).controller == controller and
                       "Creature" in game.chars(o).types for o in game.battlefield())
    if life_total.is_condition(condition):
        return life_total.holds(game, controller, condition)
    return True


def stack_triggers(game: Game) -> Flow:
    """603.3b: APNAP; each player orders their own simultaneous triggers."""
    waiting, game.triggers = game.triggers, []
    for player in (game.active, 1 - game.active):
        mine = [t for t in waiting if t.controller == player]
        if not mine:
            continue
        if len(mine) > 1:
            answer = yield _order_decision(game, player, mine)
            mine = [mine[i] for i in answer["order"]]
        for trig in mine:
            yield from put_trigger(game, trig)


def _order_decision(game: Game, player: int, trigs: list[PendingTrigger]) -> Decision:
    opts = [Option(t.name, i, {"source": t.source}) for i, t in enumerate(trigs)]
    n = len(trigs)

    def check(answer: Any) -> dict[str, list[int]]:
        order = answer.get("order") if isinstance(answer, dict) else answer
        if not isinstance(order, list) or sorted(order) != list(range(n)):
            raise IllegalAction(f"give an order of all {n} triggers (indexes 0..{n - 1})",
                                "603.3b")
        return {"order": list(order), "sources": [trigs[i].source for i in order]}

    return Decision(ORDER_TRIGGERS, player, "Order your triggered abilities (first goes on "
                    "the stack first, resolves last)", opts, "603.3b", n, n,
                    data={"triggers": list(trigs)},
                    validate=check, default=lambda: list(range(n)))


def put_trigger(game: Game, trig: PendingTrigger) -> Flow:
    """Put one trigger on the stack, choosing its targets (603.3d)."""
    ab = trig.ability
    src = game.objects.get(trig.source)
    chars = game.chars(src) if src is not None and src.zcc == trig.source_zcc \
        else trig.event.get("lki")
    targets: list[Any] = []
    fixed = trig.event.get("fixed_targets")
    for spec in ab.targets if fixed is None else ():
        taken = target_words.taken(ab.targets, targets)  # one word "target" (115.3)
        cands = [c for c in tg.candidates(game, spec, chars, trig.controller, trig.source)
                 if c not in taken]
        if not cands:
            game.log.add("603.3d", "no_target", "{} is removed: no legal target for {}",
                         trig.name, spec)
            return
        if len(cands) == 1:
            targets.append(cands[0])
            game.forced(CHOOSE_TARGETS, trig.controller, cands[0], source=trig.source)
            game.log.add("603.3d", "only_target", "{} has only one legal target: {}",
                         trig.name, tg.describe(game, cands[0]))
            continue
        choice = yield _target_question(game, trig, spec, cands)
        targets.append(choice)
    zccs = [game.objects[t].zcc if isinstance(t, int) and t in game.objects else 0
            for t in targets]
    if fixed is not None:  # a delayed trigger acts on what its creator targeted (603.7c)
        targets, zccs = list(fixed[0]), list(fixed[1])
    item = StackItem(game.new_id(), "ability", trig.source, trig.controller, trig.name,
                     targets, zccs, ab.targets, ab.effects, ab, 0, None, trig.source_zcc)
    if chars is not None:
        item.extra["lki"] = chars
    if "blocker" in trig.event:
        item.extra["blocker"] = trig.event["blocker"]
    for key in ("that", "entered", "blocked"):  # "that creature" of the event (608.2j)
        if trig.event.get(key) is not None:
            item.extra["that"] = trig.event[key]
    if fixed is not None:  # it doesn't target: it follows the objects (603.7c)
        item.extra["untargeted"] = True
    if "sacrificed" in trig.event:  # a reflexive trigger reads what was sacrificed (603.12)
        item.extra["sacrificed"] = trig.event["sacrificed"]
    if "damage" in trig.event:  # "that much": the damage dealt (damage_triggers.py)
        item.extra["damage"] = trig.event["damage"]
    if "targeting" in trig.event:  # ward: the spell or ability it may counter (702.21a)
        item.extra["targeting"] = trig.event["targeting"]
    game.stack.append(item)
    tdesc = ", ".join(tg.describe(game, t) for t in targets)  # as a cast names its targets
    game.log.add("603.3", "trigger", "{} triggers{}", trig.name,
                 f" targeting {tdesc}" if tdesc else "")
    actions.report_on_stack(game, item, cast=False)


def _target_question(game: Game, trig: PendingTrigger, spec: str, cands: list[Any]
                     ) -> Decision:
    opts = [Option(tg.describe(game, c), c) for c in cands]

    def check(answer: Any) -> Any:
        return _check_choice(answer, cands, "603.3d")

    def default() -> Any:
        return cands[0]

    return Decision(CHOOSE_TARGETS, trig.controller,
                    f"Choose a target ({spec}) for {trig.name}", opts, "603.3d",
                    validate=check, default=default)


def _check_choice(answer: Any, options: list[Any], rule: str) -> Any:
    if isinstance(answer, list) and len(answer) == 1:
        answer = answer[0]
    if answer in options:
        return answer
    raise IllegalAction(f"{answer!r} is not one of the legal choices", rule)
