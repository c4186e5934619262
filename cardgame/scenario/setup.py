"""Building a game from a scenario's `[state]` (formats/scenario.md, section 3).

The position is laid out exactly as written (no shuffle, no mulligan): zones in the
order listed, permanents with their orientation, damage, counters and attachments, the
stack bottom first. The game then resumes at the start of the named step with its
turn-based actions already done.
"""

from __future__ import annotations

from typing import Any

from cardgame.cards.loader import load_card_table
from cardgame.cards.pool import CardPool, token_names
from cardgame.engine.game import Game
from cardgame.engine.objects import GameObject
from cardgame.engine.options import OptionError
from cardgame.errors import FormatError
from cardgame.rulesets import get_ruleset
from cardgame.scenario.model import START_STEP, Scenario, ZoneEntry
from cardgame.tomlsource import format_path

FILLER_COUNT = 30


def scenario_pool(sc: Scenario) -> CardPool:
    """The ruleset's pool with the file's own `[[card]]` definitions shadowing it."""
    base = CardPool.builtin(sc.ruleset)
    if not sc.cards:
        return base
    assert sc.source is not None
    defs = [load_card_table(table, sc.source, path, sc.ruleset) for path, table in sc.cards]
    pool = base.with_cards(defs)
    for (path, _), d in zip(sc.cards, defs, strict=True):  # a token is a card of the pool
        for token in token_names(d):
            if token not in pool:
                raise sc.source.error(path, f"token {token!r}",
                                      "a token card of the pool or a [[card]] of this file")
    return pool


def _card(sc: Scenario, pool: CardPool, name: str, path: tuple[Any, ...]) -> Any:
    try:
        return pool.get(name)
    except KeyError:
        hints = pool.suggest(name)
        hint = f"did you mean {' or '.join(repr(h) for h in hints)}?" if hints else ""
        line = sc.source.line_of(path) if sc.source else None
        raise FormatError(sc.path, format_path(path), f"unknown card {name!r}",
                          f"a card of the {sc.ruleset} pool or a [[card]] of this file",
                          hint, line) from None


def build_game(sc: Scenario, pool: CardPool) -> tuple[Game, dict[str, GameObject]]:
    """The game at the scenario's starting position, and its labelled objects."""
    rules = get_ruleset(sc.ruleset)
    options: dict[str, Any] = {"card_pool": pool}
    try:  # the ruleset checks its options (description.options) and fills in defaults
        options.update(rules.resolve_options(dict(sc.options)))
    except OptionError as e:
        raise FormatError(sc.path, f"options.{e.name}", e.found, e.expected,
                          line=sc.source.line_of(("options", e.name)) if sc.source
                          else None) from None
    game = Game(rules, seed=sc.seed, options=options)
    st = sc.state
    game.turn = st.turn
    game.active = 0 if st.active == "p1" else 1
    labels: dict[str, GameObject] = {}
    attachments: list[tuple[GameObject, ZoneEntry]] = []
    unions: list[tuple[GameObject, ZoneEntry]] = []
    filler = pool.get("Filler")
    for key in ("p1", "p2"):
        idx = 0 if key == "p1" else 1
        ps = st.players[key]
        pl = game.players[idx]
        for pk in rules.description.player_keys:  # life, mana, vp... as the ruleset says
            value = ps.values.get(pk.name, pk.default)
            if pk.set is None or (pk.kind == "str" and not value):
                continue
            try:
                pk.set(game, pl, value)
            except ValueError as e:
                raise FormatError(sc.path, f"state.{key}.{pk.name}", repr(value),
                                  str(e)) from None
        pl.turn_started = st.turn if idx == game.active else st.turn - 1
        for zone, entries in ps.zones.items():
            for entry in entries:
                obj = _place(sc, game, pool, idx, zone, entry)
                if entry.id:
                    labels[entry.id] = obj
                if entry.attached_to:
                    attachments.append((obj, entry))
                if entry.united_with:
                    unions.append((obj, entry))
        lib = rules.description.zone_with_role("library") or rules.player_zones[0]
        if not ps.library_given:
            game.create_cards(filler, idx, lib, FILLER_COUNT)
    for obj, entry in attachments:
        host = labels.get(entry.attached_to or "")
        if host is None:
            matches = [o for o in _permanents(game, sc)
                       if o.card.name == entry.attached_to]
            if len(matches) != 1:
                line = sc.source.line_of(entry.path) if sc.source else None
                raise FormatError(sc.path, format_path(entry.path + ("attached_to",)),
                                  f"{entry.attached_to!r} ({len(matches)} matches)",
                                  "the id or the unique name of a permanent", line=line)
            host = matches[0]
        if host is obj or host.zone not in game.permanent_zones:
            line = sc.source.line_of(entry.path) if sc.source else None
            raise FormatError(sc.path, format_path(entry.path + ("attached_to",)),
                              f"{entry.attached_to!r}", "another permanent, in play",
                              line=line)
        obj.attached_to = host.id
    for obj, entry in unions:
        _unite(sc, game, labels, obj, entry)
    for s in st.stack:
        card = _card(sc, pool, s.card, s.path + ("card",))
        ctrl = 0 if s.controller == "p1" else 1
        obj = game.create_object(card, ctrl, "stack")
        targets: list[Any] = []
        for t in s.targets:
            if t in ("p1", "p2"):
                targets.append(t)
            elif t in labels:
                targets.append(labels[t].id)
            else:
                found = [o for o in _permanents(game, sc) if o.card.name == t]
                if len(found) != 1:
                    raise FormatError(sc.path, format_path(s.path + ("targets",)), repr(t),
                                      "a player, an id or a unique permanent name")
                targets.append(found[0].id)
        # the ruleset knows where a card keeps its targets
        game.stack.append(rules.spell_item(game, obj, ctrl, targets, s.x or 0))
    game.step = st.step
    if st.step == START_STEP:  # the ruleset's own opening, from the libraries as listed
        game.state["libraries_as_listed"] = True
    else:
        game.state["start"] = st.step
    game.invalidate()
    return game, labels


def _place(sc: Scenario, game: Game, pool: CardPool, idx: int, zone: str,
           entry: ZoneEntry) -> GameObject:
    card = _card(sc, pool, entry.card, entry.path + ("card",) if entry.path else ())
    owner = idx if entry.owner is None else (0 if entry.owner == "p1" else 1)
    if zone in game.shared and zone in game.permanent_zones:  # magic's battlefield
        obj = game.create_object(card, owner, zone, token=entry.token)
        obj.controller = idx
        obj.tapped = entry.tapped
        obj.since_turn = game.turn if entry.sick else -1  # -1: since before the game
        obj.damage = entry.damage
        obj.counters = dict(entry.counters)
        if card.loyalty is not None and "loyalty" not in obj.counters:
            obj.counters["loyalty"] = card.loyalty
        obj.phased_out = entry.phased_out
        obj.indirect_phase = entry.phased_out and entry.attached_to is not None
    else:
        obj = game.create_object(card, owner, zone, token=entry.token)
        # a card listed in another player's zone of its kind stays where it is listed
        if owner != idx:
            game.zone_list(obj).remove(obj.id)
            game.players[idx].zones[zone].append(obj.id)
            obj.holder = idx
        obj.counters = dict(entry.counters)
        if zone in game.permanent_zones:  # a player's own zone of permanents (hkk)
            obj.controller = idx
            obj.tapped = entry.tapped
            obj.damage = entry.damage
            obj.since_turn = game.turn if entry.sick else 0
            problem = game.rules.place_at_start(game, obj, zone)
            if problem:
                line = sc.source.line_of(entry.path) if sc.source else None
                raise FormatError(sc.path, format_path(entry.path + ("card",)),
                                  f"{entry.card!r} in {zone}", problem, line=line)
    obj.label = entry.id
    return obj


def _permanents(game: Game, sc: Scenario) -> list[GameObject]:
    """The objects in play, whatever the ruleset calls its in-play zones."""
    zones = game.permanent_zones
    out = [game.objects[i] for z in zones if z in game.shared for i in game.shared[z]]
    return out + [game.objects[i] for p in game.players for z in zones if z in p.zones
                  for i in p.zones[z]]


def _unite(sc: Scenario, game: Game, labels: dict[str, GameObject], obj: GameObject,
           entry: ZoneEntry) -> None:
    """`united_with` (hkk): the named creature is the pair's host, `obj` lies under it;
    the ruleset makes the pair (`Ruleset.unite_at_start`)."""
    host = labels[entry.united_with or ""]
    problem = game.rules.unite_at_start(game, obj, host)
    if problem:
        line = sc.source.line_of(entry.path) if sc.source else None
        raise FormatError(sc.path, format_path(entry.path + ("united_with",)),
                          f"{entry.united_with!r}", problem, line=line)
