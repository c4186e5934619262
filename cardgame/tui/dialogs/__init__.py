"""One modal dialog per kind of question; `dialog_for` picks it for a decision."""

from __future__ import annotations

from cardgame.engine.decisions import (
    ASSIGN_DAMAGE,
    CHOOSE,
    CHOOSE_CARDS,
    DECLARE_ATTACKERS,
    DECLARE_BLOCKERS,
    ORDER_TRIGGERS,
    PAY_COST,
    PRIORITY,
    YES_NO,
    Decision,
)
from cardgame.tui.dialogs.attackers import AttackersDialog
from cardgame.tui.dialogs.base import LOOK, DecisionContext, DecisionDialog, Reply
from cardgame.tui.dialogs.blockers import BlockersDialog
from cardgame.tui.dialogs.choose import ChooseDialog
from cardgame.tui.dialogs.choose_cards import ChooseCardsDialog
from cardgame.tui.dialogs.damage import DamageDialog
from cardgame.tui.dialogs.exchange import ExchangeDialog
from cardgame.tui.dialogs.hkk_attack import HkkAttackDialog
from cardgame.tui.dialogs.order import OrderDialog
from cardgame.tui.dialogs.pay_cost import PayCostDialog
from cardgame.tui.dialogs.priority import PriorityDialog
from cardgame.tui.dialogs.replacement_order import ReplacementOrderDialog
from cardgame.tui.dialogs.yes_no import YesNoDialog

DIALOGS: dict[str, type[DecisionDialog]] = {
    PRIORITY: PriorityDialog,
    DECLARE_ATTACKERS: AttackersDialog,
    DECLARE_BLOCKERS: BlockersDialog,
    ASSIGN_DAMAGE: DamageDialog,
    ORDER_TRIGGERS: OrderDialog,
    YES_NO: YesNoDialog,
    CHOOSE_CARDS: ChooseCardsDialog,
    PAY_COST: PayCostDialog,
    "exchange": ExchangeDialog,  # hkk's own kind (H-exchange)
}


def dialog_class(d: Decision) -> type[DecisionDialog]:
    """The dialog class for a question; other kinds pick one option (its value)."""
    if d.kind == DECLARE_ATTACKERS and "guard_post" in d.data:
        return HkkAttackDialog  # hkk: attack guard-post creatures or break through
    if d.kind == CHOOSE and d.data.get("replacement_order"):
        return ReplacementOrderDialog  # 616.1: which replacement effect applies first
    return DIALOGS.get(d.kind, ChooseDialog)


def dialog_for(ctx: DecisionContext, error: str = "") -> DecisionDialog:
    """A new dialog for the context's question."""
    return dialog_class(ctx.decision)(ctx, error)


__all__ = ["LOOK", "DecisionContext", "DecisionDialog", "Reply", "dialog_class",
           "dialog_for"]
