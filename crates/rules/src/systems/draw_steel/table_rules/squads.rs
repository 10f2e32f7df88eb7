//! Minion squads (issue #18 item 5). The glossary has no entry for minions, squads or captains:
//! its "Stamina" entry treats every non-hero alike (killed or knocked out at 0), and only the
//! digest's gap G7 proposes squads with shared Stamina as an optional feature. So the book's
//! reading is the default, and squads are our own table rule.

use super::opt;
use crate::systems::draw_steel::cite;
use crate::table_rules::{RuleGroup, TableRule};
use crate::SystemId;

/// Whether monsters the GM groups into a squad share Stamina and a turn.
pub static MINION_SQUADS: TableRule = TableRule {
    id: "draw_steel.minion_squads",
    system: SystemId::DrawSteel,
    group: RuleGroup::Battle,
    title: "Minion squads",
    question: "The glossary never defines minions, squads or captains; every non-hero has its \
               own Stamina and is killed or knocked out at 0 (Stamina). Digest gap G7 \
               proposes squads that share Stamina as an optional feature.",
    options: &[
        opt(
            "none",
            "As the glossary reads, which has no minions: every creature is its own combatant \
             with its own Stamina and its own turn. Squads named in an encounter's \
             preparation are ignored. The squads option is not from the book.",
        ),
        opt(
            "squads",
            "Not from the glossary (our table rule): monsters the GM groups into a squad share \
             one Stamina pool, their Stamina added up. Damage to a minion comes off the pool, \
             and the squad keeps only as many minions standing as the pool still holds, each \
             minion counting its own Stamina (a part counts as a whole minion): the struck \
             minion falls first, then its squadmates in the order the GM listed them, so \
             damage beyond one minion's Stamina spills over and fells more. The squad takes \
             one turn: when its side picks it, each standing minion acts in list order, each \
             in its own square with its own move, maneuver and main action (its own strikes \
             and free strikes), and the other side picks only after the last.",
        ),
    ],
    default: "none",
    rule: cite("Stamina"),
};
