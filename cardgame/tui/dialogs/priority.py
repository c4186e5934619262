"""Priority: what the player can do now, pass, or pass for a while.

The list is the engine's `decision.options` (its order), with pass and the UI's stops
first and mana abilities last (payment is automatic, so they are rarely needed). Choosing
an action completes it step by step — a mode, each target (legal ones lit on the board),
then X — and the finished answer is checked before the dialog closes.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen
from textual.widgets import OptionList
from textual.widgets.option_list import Option as ListOption

from cardgame.engine.decisions import Option
from cardgame.tui.dialogs.base import DecisionDialog
from cardgame.tui.dialogs.pickers import ConfirmScreen, ListPicker, NumberPicker
from cardgame.tui.present import stack_lines, terms
from cardgame.tui.seat import END_OF_TURN, MY_NEXT_TURN
from cardgame.tui.widgets.choices import Choices


class PriorityDialog(DecisionDialog):
    """Pass, stops, then the usable actions numbered 1-9."""

    DEFAULT_CSS = """
    PriorityDialog OptionList { height: auto; max-height: 55vh; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "pass", "Pass"),
        Binding("e", "stop('end_of_turn')", "Pass to end of turn"),
        Binding("n", "stop('my_next_turn')", "Pass to my turn"),
        Binding("i", "info", "Card info"),
        *[Binding(str(n), f"act({n})", show=False) for n in range(1, 10)],
    ]

    def setup(self) -> None:
        opts = self.decision.options
        self.actions: list[Option] = [o for o in opts if o.value.get("action") not in
                                      ("pass", "concede") and not o.data.get("mana")]
        self.mana: list[Option] = [o for o in opts if o.data.get("mana")]
        self.concede = next((o for o in opts if o.value.get("action") == "concede"), None)

    def prompt_text(self) -> Text:
        t = super().prompt_text()
        g = self.ctx.game
        lines = stack_lines(g)
        if lines:
            top = lines[0]
            t.append(f"\n{terms(g).stack}, top: ", "bold")
            t.append(f"{top.name} ({top.controller})")
            if top.targets:
                t.append(f" → {top.targets}", "cyan")
            if len(lines) > 1:
                t.append(f"  +{len(lines) - 1} below", "dim")
        pool = getattr(g.players[self.decision.player].state, "pool", {})
        if pool:
            t.append("\nMana pool: " + "".join(f"{{{k}}}" * n for k, n in pool.items()))
        return t

    def body(self) -> ComposeResult:
        yield Choices(id="choices")

    def fill(self) -> None:
        lst = self.query_one("#choices", OptionList)
        lst.clear_options()
        lst.add_options(self._items())
        lst.highlighted = 0

    def _items(self) -> list[ListOption | None]:
        items: list[ListOption | None] = [
            ListOption(self._label("p", "Pass"), id="pass"),
            ListOption(self._label("e", "Pass until end of turn"), id="stop:" + END_OF_TURN),
            ListOption(self._label("n", "Pass until my next turn"), id="stop:" + MY_NEXT_TURN),
        ]
        if self.actions:
            items.append(None)
            for n, o in enumerate(self.actions):
                items.append(ListOption(self._action_label(n, o), id=f"act:{n}"))
        else:
            items.append(ListOption(Text("   nothing else can be done now", "dim italic"),
                                    id="none", disabled=True))
        if self.mana:
            items.append(None)
            for n, o in enumerate(self.mana):
                label = Text("   ")
                label.append(o.label, "dim")
                items.append(ListOption(label, id=f"mana:{n}"))
        if self.concede is not None:
            items.append(None)
            items.append(ListOption(Text("   Concede", "red"), id="concede"))
        return items

    def hint(self) -> str:
        return "1-9 or Enter chooses; costs are paid automatically; v looks at the board."

    @staticmethod
    def _label(key: str, text: str) -> Text:
        t = Text(f"{key}  ", "bold")
        t.append(text)
        return t

    def _action_label(self, n: int, o: Option) -> Text:
        t = Text(f"{n + 1}  " if n < 9 else "   ", "bold")
        t.append(o.label)
        card = self.ctx.game.objects.get(o.value.get("card", -1))
        if card is not None and o.value.get("action") == "cast" and card.card.cost:
            t.append(f"  {card.card.cost}", "dim")
        needs = []
        if o.data.get("modes"):
            needs.append("mode")
        if o.data.get("targets"):
            needs.append("target")
        if o.data.get("x"):
            needs.append("X")
        if needs:
            t.append(f"  → {', '.join(needs)}", "cyan")
        return t

    # ---- choosing ---------------------------------------------------------------------
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        oid = event.option.id or ""
        if oid == "pass":
            self.action_pass()
        elif oid.startswith("stop:"):
            self.action_stop(oid[5:])
        elif oid.startswith("act:"):
            self.complete(self.actions[int(oid[4:])])
        elif oid.startswith("mana:"):
            self.complete(self.mana[int(oid[5:])])
        elif oid == "concede":
            self.confirm_concede()

    def action_pass(self) -> None:
        self.submit({"action": "pass"})

    def action_stop(self, kind: str) -> None:
        self.submit({"action": "pass"}, stop=kind)

    def action_act(self, n: int) -> None:
        if 0 < n <= len(self.actions):
            self.complete(self.actions[n - 1])

    def action_info(self) -> None:
        """Details of the card behind the highlighted action."""
        from cardgame.tui.screens.card_detail import CardDetailScreen

        lst = self.query_one("#choices", OptionList)
        oid = ""
        if lst.highlighted is not None:
            oid = lst.get_option_at_index(lst.highlighted).id or ""
        opt = None
        if oid.startswith("act:"):
            opt = self.actions[int(oid[4:])]
        elif oid.startswith("mana:"):
            opt = self.mana[int(oid[5:])]
        else:  # Pass or nothing highlighted: the first action that has a card
            opt = next((o for o in self.actions + self.mana
                        if o.value.get("card") in self.ctx.game.objects), None)
        if opt is not None and opt.value.get("card") in self.ctx.game.objects:
            self.app.push_screen(CardDetailScreen(self.ctx.game, opt.value["card"]))
        else:
            self.show_status("No card to show: look at the board (v) and press Enter on "
                             "a card.")

    @work(exclusive=True, group="priority")
    async def confirm_concede(self) -> None:
        if await self.app.push_screen_wait(ConfirmScreen("Concede this game?")):
            self.submit({"action": "concede"})

    async def ask_over(self, picker: ModalScreen[Any]) -> Any:
        """Open a picker in this dialog's place (hidden meanwhile, so that none of its rows
        show through around a shorter picker) and return its answer."""
        frame = self.query_one("#frame")
        frame.display = False
        try:
            return await self.app.push_screen_wait(picker)
        finally:
            frame.display = True

    @work(exclusive=True, group="priority")
    async def complete(self, option: Option) -> None:
        """Ask what the action still needs (mode, targets, X), then submit it."""
        answer: dict[str, Any] = dict(option.value)
        game = self.ctx.game
        obj = game.objects.get(answer.get("card", -1))
        name = obj.card.name if obj is not None else option.label
        specs = tuple(option.data.get("targets") or ())
        modes = list(option.data.get("modes") or ())
        if modes:
            pick = await self.ask_over(
                ListPicker(f"{name}: mode", "Choose one mode (700.2).", list(modes)))
            if pick is None:
                return
            answer["mode"] = pick
            if obj is not None and obj.card.modes:
                specs = obj.card.modes[pick].targets
        targets: list[Any] = []
        text = obj.card.text if obj is not None and obj.card.text else option.label
        for i, spec in enumerate(specs):
            cands = self.ctx.view.target_candidates(spec, self.decision.player, answer)
            # "up to 2 target cards": one word "target", so one object once (115.3)
            cands = [c for c in cands
                     if not any(c == t and specs[j] == spec for j, t in enumerate(targets))]
            # hkk: a "may" ability may go without a target, "max. N targets" is 1 to N
            may_stop = bool(option.data.get("optional")) or \
                (bool(option.data.get("up_to")) and i > 0)
            if not cands:
                if may_stop:
                    break
                self.show_error(f"no legal target for {spec} (601.2c)")
                return
            which = f" {i + 1} of {len(specs)}" if len(specs) > 1 else ""
            items: list[str | Text] = [self.ctx.describe(c) for c in cands]
            if may_stop:
                items.append("— no (more) targets —")
            pick = await self.ask_over(ListPicker(
                f"{name}: target{which}", f"{text}\nChoose a target ({spec}) for it. Legal "
                "targets are lit on the board.", items,
                frozenset(c for c in cands if isinstance(c, int))))
            if pick is None:
                return
            if pick >= len(cands):
                break
            targets.append(cands[pick])
        if specs:
            answer["targets"] = targets
        if option.data.get("x"):
            def problem(x: int) -> str:
                return self.check({**answer, "x": x})

            x = await self.ask_over(NumberPicker(
                f"{name}: X", "Choose the value of X (601.2b).", problem, start=1))
            if x is None:
                return
            answer["x"] = x
        self.submit(answer)
