"""The `cardgame` command: play (the default), demo, sim, check, scenario run.

Every user error (a bad file, an unknown name) is printed as one line and exits with
code 2; no traceback reaches the user for bad input.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardgame.errors import FormatError

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2
RULESETS = ("magic", "hkk")


def _load_decks(ruleset: str, paths: Sequence[str] | None) -> list[list]:  # type: ignore[type-arg]
    from cardgame.cards.pool import CardPool
    from cardgame.decks import bundled_decks, load_deck

    pool = CardPool.builtin(ruleset)
    if not paths:
        found = bundled_decks(ruleset)
        if len(found) < 2:
            raise FormatError("decks/", "", f"{len(found)} bundled {ruleset} deck(s)",
                              "two bundled decks")
        paths = [str(found[0]), str(found[1])]
    decks = []
    for p in paths:
        deck = load_deck(p)
        if deck.ruleset != ruleset:
            raise FormatError(p, "", f"a {deck.ruleset} deck", f"a {ruleset} deck")
        decks.append([pool.get(n) for n in deck.main])
    return decks


def _ruleset_options(ruleset: str, pairs: Sequence[str] | None) -> dict[str, object]:
    """`--option name=value` pairs, checked and typed by the ruleset (hkk house rules)."""
    from cardgame.rulesets import get_ruleset

    out: dict[str, object] = {}
    if not pairs:
        return out
    parse = getattr(get_ruleset(ruleset), "parse_option", None)
    for pair in pairs:
        name, eq, text = pair.partition("=")
        if not eq or not name.strip():
            raise FormatError("--option", "", repr(pair), "name=value, e.g. defence_bonus=false")
        if parse is None:
            raise FormatError("--option", "", f"option {name.strip()!r}",
                              f"no option: the {ruleset} ruleset has none")
        try:
            out[name.strip()] = parse(name.strip(), text)
        except ValueError as e:
            raise FormatError("--option", name.strip(), getattr(e, "found", str(e)),
                              getattr(e, "expected", "a valid value")) from None
    return out


def cmd_sim(args: argparse.Namespace) -> int:
    from cardgame import sim
    from cardgame.agents.registry import check_name

    decks = _load_decks(args.ruleset, args.decks)
    report = sim.run(args.ruleset, decks, args.games, args.seed, args.turn_limit,
                     keep_games=bool(args.save),
                     options=_ruleset_options(args.ruleset, args.option),
                     agents=(check_name(args.p1), check_name(args.p2)),
                     swap_seats=args.swap_seats)
    print(report.summary())
    for r in report.problems:
        print(f"seed {r.seed}: {r.problem}")
    if args.save and report.problems:
        from cardgame.scenario.record import save_game

        out = Path(args.save)
        out.mkdir(parents=True, exist_ok=True)
        for r in report.problems:
            if r.game is not None:
                path = out / f"sim-{args.seed}-{r.seed}.toml"
                try:
                    save_game(r.game, path, name=f"sim seed {r.seed}: {r.problem}")
                except ValueError as e:
                    print(f"not saved: seed {r.seed}: {e}")
                    continue
                print(f"saved {path}")
    return EXIT_FAIL if report.problems else EXIT_OK


def cmd_demo(args: argparse.Namespace) -> int:
    """A game that plays itself: on the board when stdout is a terminal (two computer
    players at a watchable pace), else (or with --text) its log printed as it happens."""
    from cardgame.agents.registry import check_name

    check_name(args.p1)
    check_name(args.p2)
    if not args.text and sys.stdout.isatty():
        demo_app(args).run()
        return EXIT_OK
    return _demo_text(args)


DEMO_NAMES = ("Alice", "Bob")


def demo_app(args: argparse.Namespace, check_size: bool = True) -> Any:
    """The board demo of `args` (a test drives it headless)."""
    from cardgame.cards.pool import CardPool
    from cardgame.decks import bundled_decks
    from cardgame.engine.game import Game
    from cardgame.rulesets import new_game
    from cardgame.tui.demo import DemoApp, deck_pairs

    options = {"card_pool": CardPool.builtin(args.ruleset), "turn_limit": 100,
               **_ruleset_options(args.ruleset, args.option)}
    if args.decks:
        sets = [_load_decks(args.ruleset, args.decks)]
    else:
        found = [str(p) for p in bundled_decks(args.ruleset)]
        loaded = {p: _load_decks(args.ruleset, [p, p])[0] for p in found}
        if len(found) < 2:
            raise FormatError("decks/", "", f"{len(found)} bundled {args.ruleset} deck(s)",
                              "two bundled decks")
        sets = [[loaded[found[a]], loaded[found[b]]] for a, b in deck_pairs(len(found))]
    first = args.seed

    def make(seed: int) -> Game:
        decks = sets[(seed - first) % len(sets)] if args.loop else sets[0]
        return new_game(args.ruleset, decks, seed=seed, names=DEMO_NAMES, options=options)

    delay = args.delay if args.delay is not None else 1.0
    return DemoApp(make, seed=args.seed, names=DEMO_NAMES, agents=(args.p1, args.p2),
                   delay=delay, loop=args.loop, check_size=check_size)


def _demo_text(args: argparse.Namespace) -> int:
    """Today's printer: the log line by line, each computer's reasons indented below."""
    import time

    from cardgame.agents.registry import make_agent
    from cardgame.cards.pool import CardPool
    from cardgame.rulesets import new_game

    decks = _load_decks(args.ruleset, args.decks)
    options = {"card_pool": CardPool.builtin(args.ruleset), "turn_limit": 100,
               **_ruleset_options(args.ruleset, args.option)}
    game = new_game(args.ruleset, decks, seed=args.seed, names=DEMO_NAMES,
                    options=options)
    agents = (make_agent(args.p1, args.ruleset, args.seed * 2 + 1),
              make_agent(args.p2, args.ruleset, args.seed * 2 + 2))
    delay = args.delay if args.delay is not None else (0.03 if sys.stdout.isatty() else 0.0)
    shown = 0
    decisions = 0

    def show() -> None:
        nonlocal shown
        for entry in game.log.entries[shown:]:
            print(entry, flush=bool(delay))
            if delay:
                time.sleep(delay)
        shown = len(game.log.entries)

    while not game.over:
        show()
        d = game.pending
        assert d is not None
        agent = agents[d.player]
        game.answer(agent.decide(game.view_for(d.player), d))
        why = getattr(agent, "explanation", "")
        show()
        if why:
            print(f"    {game.players[d.player].name}: {why}", flush=bool(delay))
        decisions += 1
    show()
    print()
    who = "draw" if game.winner is None else game.players[game.winner].name
    print(f"Result: {who} — {game.end_reason} ({game.end_rule}); {decisions} decisions")
    return EXIT_OK


def cmd_play(args: argparse.Namespace) -> int:
    """A hot-seat game in the terminal (Textual): two players at one keyboard."""
    import random

    from cardgame.decks import bundled_decks
    from cardgame.engine.game import Game
    from cardgame.rulesets import new_game, ruleset_names
    from cardgame.tui.app import CardGameApp

    if args.ruleset not in ruleset_names():
        raise FormatError("--ruleset", "", repr(args.ruleset),
                          "one of: " + ", ".join(ruleset_names()))

    given = [args.deck1, args.deck2]
    paths: list[str] | None = None
    if any(given):
        found = [str(p) for p in bundled_decks(args.ruleset)]
        paths = [g or (found[i] if i < len(found) else "") for i, g in enumerate(given)]
        if not all(paths):
            raise FormatError("decks/", "", f"{len(found)} bundled {args.ruleset} deck(s)",
                              "a bundled deck for the player without --deck1/--deck2")
    from cardgame.agents.registry import is_computer

    decks = _load_decks(args.ruleset, paths)
    seats = (args.p1, args.p2)
    both = all(is_computer(s) for s in seats)
    names = tuple((f"Computer {i + 1} ({s})" if both else f"Computer ({s})")
                  if is_computer(s) else s for i, s in enumerate(seats))
    computers = {n: s for n, s in zip(names, seats, strict=True) if is_computer(s)}
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 31)
    options = _ruleset_options(args.ruleset, args.option)

    from cardgame.cards.pool import CardPool

    options = {"card_pool": CardPool.builtin(args.ruleset), **options}

    def make(s: int) -> Game:
        return new_game(args.ruleset, decks, seed=s, names=(names[0], names[1]),
                        options=options)

    CardGameApp(make, seed=seed, open_hands=args.open_hands, computers=computers).run()
    return EXIT_OK


def cmd_check(args: argparse.Namespace) -> int:
    """Validate card, deck and scenario files (folders: every such file inside)."""
    status = EXIT_OK
    for name in args.files:
        path = Path(name)
        files = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in
                       (".toml", ".txt", ".dck")) if path.is_dir() else [path]
        if path.is_dir() and not files:
            print(f"error: {name}: found a folder with no .toml, .txt or .dck file, "
                  "expected card, deck or scenario files", file=sys.stderr)
            status = EXIT_USAGE
        for f in files:
            try:
                print(f"ok: {f}: {_check_one(f)}")
            except FormatError as e:  # several errors of one file: a line each
                for line in str(e).splitlines():
                    print(f"error: {line}", file=sys.stderr)
                status = EXIT_USAGE
    return status


def _check_one(f: Path) -> str:
    """What a valid file holds; FormatError when it isn't valid."""
    from cardgame.cards.loader import load_card_file
    from cardgame.decks import load_deck

    if f.suffix != ".toml":
        deck = load_deck(str(f))
        side = f" + {len(deck.sideboard)} sideboard" if deck.sideboard else ""
        return f"{deck.ruleset} deck {deck.name!r}, {len(deck.main)} cards{side}"
    try:
        text = f.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise FormatError(str(f), "", f"a file that cannot be read ({e})",
                          "a UTF-8 TOML file") from None
    if text.lstrip().startswith("format") or "\n[[do]]" in text:
        from cardgame.scenario.loader import load_scenario
        from cardgame.scenario.validate import validate

        sc = load_scenario(f)
        validate(sc)  # what `scenario run` checks before playing
        return f"scenario {sc.name!r}"
    return f"{len(load_card_file(f))} card(s)"


def cmd_replay(args: argparse.Namespace) -> int:
    """Step through a scenario file (or a recorded game) in the terminal UI."""
    from cardgame.scenario.loader import load_scenario
    from cardgame.tui.replay import ReplayApp

    ReplayApp(load_scenario(args.file)).run()
    return EXIT_OK


def cmd_scenario_run(args: argparse.Namespace) -> int:
    from cardgame.scenario.runner import run_paths

    return run_paths(args.paths, junit=args.junit, keyword=args.k, verbose=args.verbose,
                     log=args.log)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cardgame", description=(
        "A trading-card-game rules engine: Magic: The Gathering and Hatalom Kártyái."))
    sub = p.add_subparsers(dest="command")

    pl = sub.add_parser("play", help="a hot-seat game in the terminal (the default command)")
    pl.add_argument("--ruleset", default="magic", choices=RULESETS)
    pl.add_argument("--deck1", metavar="FILE", help="player 1's deck (default: bundled)")
    pl.add_argument("--deck2", metavar="FILE", help="player 2's deck (default: bundled)")
    pl.add_argument("--p1", metavar="NAME", default="Player 1",
                    help="player 1's name, or a computer: ai, ai:easy, heuristic, random")
    pl.add_argument("--p2", metavar="NAME", default="Player 2",
                    help="player 2's name, or a computer: ai, ai:easy, heuristic, random")
    pl.add_argument("--open-hands", action="store_true",
                    help="show both hands (no hand-off screen between players)")
    pl.add_argument("--seed", type=int, help="seed of the shuffles (default: random)")
    pl.add_argument("--option", action="append", metavar="NAME=VALUE",
                    help="a ruleset option (hkk house rules: docs/hkk-house-rules.md)")
    pl.set_defaults(func=cmd_play)

    s = sub.add_parser("sim", help="random legal games with invariant checks; reports speed")
    s.add_argument("--ruleset", default="magic", choices=RULESETS)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--decks", nargs=2, metavar=("A", "B"), help="two deck files")
    s.add_argument("--turn-limit", type=int, default=200,
                   help="a game still going after this many turns is a draw (default 200)")
    s.add_argument("--save", metavar="DIR", help="save games that broke an invariant here")
    s.add_argument("--p1", metavar="AGENT", default="random",
                   help="who plays seat 1: random (default), heuristic, ai, ai:easy")
    s.add_argument("--p2", metavar="AGENT", default="random",
                   help="who plays seat 2: random (default), heuristic, ai, ai:easy")
    s.add_argument("--swap-seats", action="store_true",
                   help="every second game the two agents swap seats (and decks)")
    s.add_argument("--option", action="append", metavar="NAME=VALUE",
                   help="a ruleset option (hkk house rules: docs/hkk-house-rules.md)")
    s.set_defaults(func=cmd_sim)

    d = sub.add_parser("demo", help="a game that plays itself on the board (two computers)")
    d.add_argument("--ruleset", default="magic", choices=RULESETS)
    d.add_argument("--seed", type=int, default=1)
    d.add_argument("--decks", nargs=2, metavar=("A", "B"))
    d.add_argument("--delay", type=float, help="board: seconds between visible actions "
                   "(default 1); --text: between log lines (default 0.03 on a terminal)")
    d.add_argument("--text", action="store_true",
                   help="print the log instead of showing the board (always when piped)")
    d.add_argument("--loop", action="store_true",
                   help="board: after each game, a new one with the next bundled decks")
    d.add_argument("--p1", metavar="AGENT", default="ai",
                   help="who plays: ai (default), ai:easy, heuristic, random")
    d.add_argument("--p2", metavar="AGENT", default="ai",
                   help="who plays: ai (default), ai:easy, heuristic, random")
    d.add_argument("--option", action="append", metavar="NAME=VALUE",
                   help="a ruleset option (hkk house rules: docs/hkk-house-rules.md)")
    d.set_defaults(func=cmd_demo)

    rp = sub.add_parser("replay", help="step through a scenario or recorded game in the "
                        "terminal UI (space/→ next, ← back, Home/End, q)")
    rp.add_argument("file")
    rp.set_defaults(func=cmd_replay)

    c = sub.add_parser("check", help="validate card, deck and scenario files")
    c.add_argument("files", nargs="+")
    c.set_defaults(func=cmd_check)

    sc = sub.add_parser("scenario", help="scenario files: run")
    scsub = sc.add_subparsers(dest="scenario_command")
    r = scsub.add_parser("run", help="run scenario files and folders")
    r.add_argument("paths", nargs="+")
    r.add_argument("--junit", metavar="FILE", help="write a JUnit XML report")
    r.add_argument("-k", metavar="TEXT", help="only scenarios whose file name, name, rules "
                   "or tags contain TEXT (none: exit 2)")
    r.add_argument("-v", "--verbose", action="store_true", help="print each failure in full")
    r.add_argument("--log", action="store_true", help="print the game log of every scenario")
    r.set_defaults(func=cmd_scenario_run)
    return p


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play"])
    if args.command == "scenario" and getattr(args, "scenario_command", None) is None:
        parser.parse_args(["scenario", "--help"])
    try:
        return int(args.func(args))
    except FormatError as e:
        print(f"error: {e}", file=sys.stderr)
        return EXIT_USAGE
    except ValueError as e:  # an unknown name given on the command line
        print(f"error: {e}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
