//! The battle loop: Ripostes, card flow, the countdown, GM creatures, Engagement, Stealth and
//! the end of a battle (digest §11, A-1 and, with ).

use super::{cite, opt};
use crate::table_rules::{RuleGroup, TableRule};
use crate::SystemId;

/// Whether a Riposte can be answered by another Riposte.
pub static RIPOSTE_CHAINS: TableRule = TableRule {
    id: "fated_hand.riposte_chains",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Ripostes against Ripostes",
    question: "A Riposte is itself an Attack, and a strong enough Defend against an Attack \
               earns a Riposte, so two sturdy fighters could trade Ripostes forever.",
    options: &[
        opt(
            "no_counter",
            "A Riposte may be defended, but defending it never earns another Riposte.",
        ),
        opt(
            "one_counter",
            "One counter-Riposte is allowed; defending that one earns nothing more.",
        ),
        opt(
            "unlimited",
            "As written: every Riposte may be answered, until one side falls short.",
        ),
    ],
    default: "no_counter",
    rule: cite("Riposte"),
};

/// What a "successful Defend" is.
pub static SUCCESSFUL_DEFEND: TableRule = TableRule {
    id: "fated_hand.successful_defend",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "A successful Defend",
    question: "Several perks trigger on defending successfully, which is never defined: it \
               could mean the attack failed, or that the defender did well enough to Riposte.",
    options: &[
        opt(
            "attack_failed",
            "A Defend succeeds when the attack against you does not succeed.",
        ),
        opt(
            "riposte_margin",
            "A Defend succeeds only when it beats the Strike by enough to earn a Riposte.",
        ),
    ],
    default: "attack_failed",
    rule: cite("Defend"),
};

/// What "fails to Riposte" covers.
pub static FAILS_TO_RIPOSTE: TableRule = TableRule {
    id: "fated_hand.fails_to_riposte",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Failing to Riposte",
    question: "Some perks trigger when the opponent fails to Riposte: that could mean it made \
               no Riposte, or also that its Riposte did not succeed.",
    options: &[
        opt(
            "no_successful_riposte",
            "The perk triggers unless the opponent lands a successful Riposte.",
        ),
        opt(
            "no_riposte_taken",
            "The perk triggers only when the opponent makes no Riposte at all.",
        ),
    ],
    default: "no_successful_riposte",
    rule: cite("Riposte"),
};

/// When the round's combat cards leave the table.
pub static COMBAT_CARD_DISCARD: TableRule = TableRule {
    id: "fated_hand.combat_card_discard",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Discarding combat cards",
    question: "The three cards played for Strike, Defense and Speed are never told to leave \
               the table; the next Planning Phase only refills the hand.",
    options: &[
        opt(
            "round_end",
            "The combat cards go to the discard pile at the end of the round.",
        ),
        opt(
            "next_planning",
            "They stay in their slots until replaced in the next Planning Phase.",
        ),
    ],
    default: "round_end",
    rule: cite("Planning Phase"),
};

/// Reagents for classes with no Reagent lines.
pub static NON_CASTER_REAGENTS: TableRule = TableRule {
    id: "fated_hand.non_caster_reagents",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Reagents without a Reagent Hand",
    question: "Anyone may Focus to draw a Reagent, but classes without Reagent lines have no \
               Reagent Hand Size to keep it in.",
    options: &[
        opt(
            "size_zero",
            "Their Reagent Hand Size and draw rate are 0: a Reagent from Focus must be spent \
             that round or is discarded at its end.",
        ),
        opt(
            "no_reagents",
            "Characters without a Reagent Hand cannot draw Reagents at all.",
        ),
    ],
    default: "size_zero",
    rule: cite("Reagents"),
};

/// Whether Reagents go at the end of a session.
pub static SESSION_END_DISCARD: TableRule = TableRule {
    id: "fated_hand.session_end_discard",
    system: SystemId::FatedHand,
    group: RuleGroup::Checks,
    title: "Cards at the end of a session",
    question: "Every card is discarded when a session ends, but Reagents, which are also drawn \
               outside battle, are not mentioned.",
    options: &[
        opt(
            "everything",
            "Hand cards, Reagents and cards on the table all go back and the deck is shuffled.",
        ),
        opt(
            "keep_reagents",
            "Reagents stay in the Reagent Hand until the next session.",
        ),
    ],
    default: "everything",
    rule: cite("Cards"),
};

/// How long Hand Size changes last.
pub static HAND_SIZE_DURATION: TableRule = TableRule {
    id: "fated_hand.hand_size_duration",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Hand Size changes",
    question: "Several perks raise or lower Hand Size without saying for how long.",
    options: &[
        opt("battle", "The change lasts until the end of the battle."),
        opt("session", "The change lasts until the end of the session."),
        opt(
            "until_card_returns",
            "A loss paid by setting a card aside ends when that card is discarded; gains last \
             for the battle.",
        ),
    ],
    default: "battle",
    rule: cite("Perks List"),
};

/// Where the countdown starts and how it ends.
pub static INITIATIVE_START: TableRule = TableRule {
    id: "fated_hand.initiative_start",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Countdown start and end",
    question: "The GM counts down from some high enough number, and nothing covers creatures \
               whose Speed is zero or below.",
    options: &[
        opt(
            "highest_speed",
            "Start at the highest current Speed and keep counting below zero until everyone \
             able to act has acted.",
        ),
        opt(
            "fixed_start",
            "Start at a number set for the campaign (15 unless changed); creatures at zero \
             Speed or less act last, highest Speed first.",
        ),
    ],
    default: "highest_speed",
    rule: cite("Initiative Countdown"),
};

/// Ties in the countdown.
pub static INITIATIVE_TIES: TableRule = TableRule {
    id: "fated_hand.initiative_ties",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Countdown ties",
    question: "Players who declare together sort out their own order, but ties that involve \
               a GM creature are not covered.",
    options: &[
        opt(
            "speed_then_coin",
            "Higher Speed first, then higher base Speed, then a coin flip; players tied among \
             themselves still choose.",
        ),
        opt(
            "players_first",
            "Players act before GM creatures at the same count.",
        ),
        opt(
            "gm_decides",
            "The GM orders any tie that involves a GM creature.",
        ),
    ],
    default: "speed_then_coin",
    rule: cite("Initiative Countdown"),
};

/// Holding a turn.
pub static HELD_TURNS: TableRule = TableRule {
    id: "fated_hand.held_turns",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Holding a turn",
    question: "A creature may act once the count reaches its Speed, which seems to let it wait, \
               and Meditate rewards waiting, but there is no rule for holding a turn.",
    options: &[
        opt(
            "delay",
            "A creature may delay and step in at any later count of the round; if it never \
             does, the turn is lost.",
        ),
        opt(
            "no_holding",
            "Turns are taken at the creature's own count; only a perk lets it wait.",
        ),
    ],
    default: "delay",
    rule: cite("Initiative Countdown"),
};

/// How GM creatures get their numbers.
pub static NPC_STATS: TableRule = TableRule {
    id: "fated_hand.npc_stats",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Numbers of GM creatures",
    question: "There is no method for the numbers of the GM's creatures; the rules only say \
               the GM runs their turns, and the GM Guide is not part of the text. This sets \
               the method used unless a creature has its own.",
    options: &[
        opt(
            "gm_deck",
            "GM creatures are built like characters and the GM plays their cards from a deck \
             each round.",
        ),
        opt(
            "stat_rolls",
            "The GM rolls a d12 per stat each round and reads it through a table the GM sets.",
        ),
        opt(
            "fixed",
            "Each GM creature has a fixed Strike, Defense and Speed entered by the GM.",
        ),
    ],
    default: "gm_deck",
    rule: cite("Game Master Materials"),
};

/// What breaks an Engagement, and with what Riposte.
pub static ENGAGEMENT_BREAKS: TableRule = TableRule {
    id: "fated_hand.engagement_breaks",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Breaking an Engagement",
    question: "Moving breaks an Engagement and gives the other side a Riposte, but shoves, \
               steps that stay adjacent, and the break caused by Focus are not addressed.",
    options: &[
        opt(
            "voluntary_moves",
            "Any tile change of one's own breaks all the mover's Engagements, each opponent \
             getting a Riposte; forced moves and Focus break them without one.",
        ),
        opt(
            "any_move",
            "Every move, forced or not, breaks them and gives a Riposte; Focus breaks them \
             without one.",
        ),
    ],
    default: "voluntary_moves",
    rule: cite("Engagement"),
};

/// Engagements of an incapacitated creature.
pub static ENGAGEMENT_INCAPACITATION: TableRule = TableRule {
    id: "fated_hand.engagement_incapacitation",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Engagements of the fallen",
    question: "Nothing says what becomes of an Engagement when one of its creatures is \
               incapacitated.",
    options: &[
        opt(
            "dissolve",
            "An incapacitated creature's Engagements end at once.",
        ),
        opt(
            "persist",
            "They last until one side moves, so the opponent still counts as Engaged.",
        ),
    ],
    default: "dissolve",
    rule: cite("Engagement"),
};

/// The open details of Stealth.
pub static STEALTH_DETAILS: TableRule = TableRule {
    id: "fated_hand.stealth_details",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Stealth details",
    question: "Stealth gain halves Speed without rounding or saying which Speed, and nothing \
               limits Sneak attempts, stops Stealth Power going negative, or says whether \
               attacking reveals you.",
    options: &[
        opt(
            "house",
            "Round down, use this round's Speed with its cards, one Sneak per Planning Phase \
             and one per turn, never below 0; any attack but Pickpocket or the surprise \
             Riposte reveals you.",
        ),
        opt(
            "loose",
            "Round down, no limit on attempts, Stealth Power may go negative, and only the \
             rulebook's own triggers reveal you.",
        ),
    ],
    default: "house",
    rule: cite("Stealth"),
};

/// When a battle ends and what it leaves behind.
pub static BATTLE_END: TableRule = TableRule {
    id: "fated_hand.battle_end",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "End of a battle",
    question: "The rulebook never says when a battle is over or what carries over from it, \
               such as Handicap.",
    options: &[
        opt(
            "clear",
            "A battle ends when a side has no active creatures, on a successful Retreat, or \
             when the GM says so; Handicap, once-per-battle uses and Hand Size changes reset.",
        ),
        opt(
            "carry_handicap",
            "The same end, but Handicap stays until cleansed as usual.",
        ),
    ],
    default: "clear",
    rule: cite("Flow of Battle"),
};

/// Who is "active" for the Retreat vote.
pub static RETREAT_QUORUM: TableRule = TableRule {
    id: "fated_hand.retreat_quorum",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Retreat vote",
    question: "Half of the active party must agree to Retreat, but active is not defined.",
    options: &[
        opt(
            "upright_members",
            "Party members who are not incapacitated count; summons do not.",
        ),
        opt(
            "all_members",
            "Every party member counts, incapacitated or not; summons do not.",
        ),
    ],
    default: "upright_members",
    rule: cite("Retreat"),
};

/// "Once per encounter" against "once per battle".
pub static ENCOUNTER_IS_BATTLE: TableRule = TableRule {
    id: "fated_hand.encounter_is_battle",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "Once per encounter",
    question: "Some perks are limited per encounter and others per battle; nothing says \
               whether the two differ.",
    options: &[
        opt(
            "battle",
            "An encounter is a battle: the use returns when it ends.",
        ),
        opt(
            "gm_encounter",
            "The GM marks when an encounter ends, which may span several battles or none.",
        ),
    ],
    default: "battle",
    rule: cite("Perks List"),
};

/// Entering the tile of an incapacitated creature.
pub static ENTER_INCAPACITATED_TILE: TableRule = TableRule {
    id: "fated_hand.enter_incapacitated_tile",
    system: SystemId::FatedHand,
    group: RuleGroup::Battle,
    title: "The fallen creature's tile",
    question: "Incapacitated creatures keep occupying their tile, yet some effects move the \
               victor into the fallen creature's space.",
    options: &[
        opt(
            "displace",
            "The mover enters, and the body is moved to the nearest open tile (the GM may \
             pick another).",
        ),
        opt(
            "blocked",
            "The tile stays occupied: the move is lost, but any extra attack still happens.",
        ),
    ],
    default: "displace",
    rule: cite("Hit Points"),
};
