//! Perks that open a chance out of the usual order ("Perks List"): another turn (Decisive
//! Action), another attack (One-Two), a Riposte out of turn (Opportunist, Proactive Defense),
//! a Riposte before the attack is resolved (Upper Hand).
//!
//! Each of these perks says "you may": the engine never takes the chance for the player. It
//! opens an offer ([`PerkOffer`], kept in [`Reactions`]) that the GM takes (`TakePerkOffer`) or
//! declines (`DeclinePerkOffer`); an offer left alone lapses when the moment passes (the next
//! turn or count for another turn, the end of the turn for an attack or a Riposte), the way an
//! Engagement's Riposte does. Upper Hand comes before the attack it answers, inside one
//! command, so it is the Attack command's `upperHand` choice rather than an offer.
//!
//! Nothing here runs when nobody holds one of these perks ([`holds_any`]).

use serde::{Deserialize, Serialize};

use super::attack::{after, attack_by, battle_end, riposte_events_with, targetable, Aim, Swing};
use super::check::{actor, combatant, ensure_active, refuse, Decision};
use super::command::Event;
use super::perks::engine_applies;
use super::rules::{OneTwoLimit, StatDifference};
use super::state::{BattleState, Combatant, CombatantId, Phase, Tile};
use super::stats::{movement, value};
use super::unfold::Unfolding;
use crate::random::Rng;
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::content::perks::{Limit, PerkDef};
use crate::systems::fated_hand::model::Stat;
use crate::RuleViolation;

/// The perks this module offers, by id.
pub(super) const DECISIVE_ACTION: &str = "decisive_action";
pub(super) const ONE_TWO: &str = "one_two";
pub(super) const OPPORTUNIST: &str = "opportunist";
pub(super) const PROACTIVE_DEFENSE: &str = "proactive_defense";
pub(super) const UPPER_HAND: &str = "upper_hand";
pub(super) const KILLER_INSTINCT: &str = "killer_instinct";
/// "Treat yourself as having -2 Speed for the purpose of determining your Initiative on this
/// second turn" (Killer Instinct).
const KILLER_INSTINCT_SPEED: i16 = 2;

/// What an offer lets its holder do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum OfferKind {
    /// Take another turn now.
    ExtraTurn,
    /// Attack again, without spending a Primary Action.
    ExtraAttack,
    /// Riposte the offer's target.
    Riposte,
    /// Take a second turn this round, when the count reaches Speed − 2 (Killer Instinct).
    SecondTurn,
    /// Step into the tile at `target_at` the shoved creature left (Press Forward).
    Follow,
}

/// A chance a perk gives its holder right now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct PerkOffer {
    /// Who may take it.
    pub who: CombatantId,
    /// The perk id.
    pub perk: String,
    /// What it allows.
    pub kind: OfferKind,
    /// The creature a Riposte is aimed at.
    #[serde(default)]
    pub target: Option<CombatantId>,
    /// Where that creature stood when the chance opened (reach is measured from there).
    #[serde(default)]
    pub target_at: Option<Tile>,
}

/// The perk offers open now, and the once-per-turn perks spent this turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct Reactions {
    /// Offers the GM may take or decline.
    pub offers: Vec<PerkOffer>,
    /// Once-per-turn perks used during the current turn, as `(combatant, perk id)`.
    pub used_this_turn: Vec<(CombatantId, String)>,
    /// Sighted markers on the grid (`battle::sighted`).
    pub sighted: Vec<super::sighted::SightedMarker>,
    /// The turn under way is one a perk gave (Decisive Action, Killer Instinct).
    pub bonus_turn: Option<BonusTurn>,
}

/// A turn a perk gave, while it lasts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct BonusTurn {
    /// Whose turn.
    pub who: CombatantId,
    /// The perk that gave it.
    pub perk: String,
    /// It has dealt a Hit to an opponent so far.
    pub hit: bool,
}

impl Reactions {
    /// Whether nothing is open or under way (the events need no look).
    pub(super) fn is_idle(&self) -> bool {
        self.offers.is_empty() && self.used_this_turn.is_empty() && self.bonus_turn.is_none()
    }
}

/// The perk `id`, when `c` holds it (its own or its wielded arm's) and the engine applies it.
pub(super) fn held(c: &Combatant, id: &str) -> Option<&'static PerkDef> {
    let has = c.perks.iter().any(|p| p == id) || c.wielded().perks.iter().any(|p| p == id);
    has.then(|| content().perk(id))
        .flatten()
        .filter(|def| engine_applies(def))
}

/// Whether anyone in the battle holds one of `ids` (the cheap test before building anything).
fn holds_any(state: &BattleState, ids: &[&str]) -> bool {
    state.combatants.iter().any(|c| {
        c.perks
            .iter()
            .chain(c.arms.iter().flat_map(|arm| arm.perks.iter()))
            .any(|p| ids.contains(&p.as_str()))
    })
}

fn offer(who: CombatantId, def: &PerkDef, kind: OfferKind, target: Option<CombatantId>) -> Event {
    Event::PerkOffered {
        offer: PerkOffer {
            who,
            perk: def.id.clone(),
            kind,
            target,
            target_at: None,
        },
    }
}

/// What a turn's end brings: Decisive Action ("Once per battle, immediately after you have taken
/// your turn, take another turn") while the perk is unspent; Killer Instinct ("After you have
/// taken your turn, you may take another", once a round after the creature's own turn), and the
/// price of a second turn that dealt no Hit ("Suffer 2 Strike Handicap and 2 Defense Handicap, 2
/// Speed Handicap, and -1 Hand Size. If this would make any of your Stats negative, suffer 1
/// Hit.").
pub(super) fn after_turn(state: &BattleState, who: CombatantId, events: &mut Vec<Event>) {
    let c = &state.combatants[usize::from(who)];
    if c.perks.is_empty() && c.arms.iter().all(|arm| arm.perks.is_empty()) {
        return;
    }
    let bonus = state.reactions.bonus_turn.as_ref().filter(|b| b.who == who);
    if let Some(def) = held(c, DECISIVE_ACTION) {
        if !c.spent_perks.iter().any(|p| p == DECISIVE_ACTION) && !c.is_summon() {
            events.push(offer(who, def, OfferKind::ExtraTurn, None));
        }
    }
    if let Some(def) = held(c, KILLER_INSTINCT) {
        if bonus.is_none() && !c.is_summon() {
            events.push(offer(who, def, OfferKind::SecondTurn, None));
        }
    }
    if let Some(BonusTurn {
        perk, hit: false, ..
    }) = bonus
    {
        if perk != KILLER_INSTINCT {
            return;
        }
        let Some(def) = held(c, KILLER_INSTINCT) else {
            return;
        };
        events.push(Event::PerkApplied {
            by: who,
            perk: def.id.clone(),
            who,
            handicap: [2, 2, 2],
            hand_size: -1,
            stealth_power: 0,
            coin: None,
        });
        let failed = after(state, events);
        let f = &failed.combatants[usize::from(who)];
        let negative = [Stat::Strike, Stat::Defense, Stat::Speed]
            .into_iter()
            .any(|s| value(f, s) < 0);
        if negative && f.active() && super::spells::struck(&failed, who, f.hit_points - 1, events) {
            events.extend(battle_end(state, events));
        }
    }
}

/// The offers an Attack opens, read once it is resolved (`events` are the attack's): One-Two
/// ("After you Attack, you may immediately Attack a second time") for the attacker, and
/// Opportunist ("When an opponent with which you are Engaged ... attacks anyone other than
/// yourself, you may make an immediate Riposte against them") for each creature engaged with
/// the attacker before it attacked.
pub(super) fn after_attack(
    state: &BattleState,
    attacker: CombatantId,
    target: CombatantId,
    events: &[Event],
    unfolding: &mut Unfolding<'_>,
) -> Vec<Event> {
    if !holds_any(state, &[ONE_TWO, OPPORTUNIST]) {
        return Vec::new();
    }
    let now = unfolding.after(events);
    let mut opened = Vec::new();
    let a = &now.combatants[usize::from(attacker)];
    if !a.active() {
        return opened;
    }
    if let Some(def) = held(a, ONE_TWO).filter(|_| !a.is_summon()) {
        // One-Two prints no limit; the table rule fated_hand.one_two_limit gives it one.
        let spent = now
            .reactions
            .used_this_turn
            .iter()
            .any(|(who, perk)| *who == attacker && perk == ONE_TWO);
        if now.rules.one_two_limit == OneTwoLimit::Chain || !spent {
            opened.push(offer(attacker, def, OfferKind::ExtraAttack, None));
        }
    }
    let before = &state.combatants[usize::from(attacker)];
    for (i, h) in now.combatants.iter().enumerate() {
        let holder = i as CombatantId;
        if holder == target || holder == attacker || !before.engaged_with(holder) {
            continue;
        }
        if !h.active() || a.hidden {
            continue;
        }
        if let Some(def) = held(h, OPPORTUNIST) {
            opened.push(offer(holder, def, OfferKind::Riposte, Some(attacker)));
        }
    }
    opened
}

/// Opportunist again, for "changes weapons": a creature engaged with `who` may Riposte it when
/// it takes up its Offhand Arm (the one change of arms a turn allows: "Offhand Action").
pub(super) fn switching_arms(state: &BattleState, who: CombatantId) -> Vec<Event> {
    if !holds_any(state, &[OPPORTUNIST]) {
        return Vec::new();
    }
    let c = &state.combatants[usize::from(who)];
    if c.hidden {
        return Vec::new();
    }
    let mut opened = Vec::new();
    for (i, h) in state.combatants.iter().enumerate() {
        let holder = i as CombatantId;
        if holder == who || !c.engaged_with(holder) || !h.active() {
            continue;
        }
        if let Some(def) = held(h, OPPORTUNIST) {
            opened.push(offer(holder, def, OfferKind::Riposte, Some(who)));
        }
    }
    opened
}

/// Proactive Defense: "When a creature moves into a Tile you could target with a melee Attack,
/// you may attempt an immediate Riposte against them." The move from `from` to `to` opens the
/// offer for each opponent holding the perk whose melee reach `to` enters (a step from one
/// tile in reach to another is still within it, not into it). The move stops there so the
/// Riposte can come before the creature goes on; it may move on with its Movement left.
pub(super) fn stepping_in(
    state: &BattleState,
    mover: CombatantId,
    from: Tile,
    to: Tile,
) -> Vec<Event> {
    let m = &state.combatants[usize::from(mover)];
    if m.hidden || !holds_any(state, &[PROACTIVE_DEFENSE]) {
        return Vec::new();
    }
    let mut opened = Vec::new();
    for (i, h) in state.combatants.iter().enumerate() {
        let holder = i as CombatantId;
        let (Some(at), true) = (h.position, h.side != m.side && h.active() && !h.hidden) else {
            continue;
        };
        let arm = h.wielded();
        if arm.ranged {
            continue;
        }
        let reach = u16::from(arm.reach.max(1));
        if at.distance(to) > reach || at.distance(from) <= reach {
            continue;
        }
        if let Some(def) = held(h, PROACTIVE_DEFENSE) {
            opened.push(Event::PerkOffered {
                offer: PerkOffer {
                    who: holder,
                    perk: def.id.clone(),
                    kind: OfferKind::Riposte,
                    target: Some(mover),
                    target_at: Some(to),
                },
            });
        }
    }
    opened
}

/// Upper Hand: "When you are attacked, and the difference between your Strike and theirs is two
/// or greater, you may immediately Riposte before resolving the original attack." The target's
/// Riposte, with the attacker Defending it when `defend` holds; the attack is then resolved on
/// the state after it.
pub(super) fn upper_hand(
    state: &BattleState,
    attacker: CombatantId,
    target: CombatantId,
    defend: bool,
    rng: &mut Rng,
) -> Decision {
    let t = combatant(state, target)?;
    let a = combatant(state, attacker)?;
    let Some(def) = held(t, UPPER_HAND) else {
        return Err(refuse(
            "Perks List › Upper Hand",
            format!("{} does not hold Upper Hand.", t.name),
        ));
    };
    let (mine, theirs) = (value(t, Stat::Strike), value(a, Stat::Strike));
    // Whose Strike must be ahead is the table rule fated_hand.stat_difference_signed.
    let gap = match state.rules.stat_difference {
        StatDifference::Signed => mine - theirs,
        StatDifference::Absolute => (mine - theirs).abs(),
    };
    if gap < 2 {
        return Err(refuse(
            "Perks List › Upper Hand",
            format!(
                "{}'s Strike is {mine} and {}'s {theirs}: Upper Hand needs a difference of 2 or \
                 more{}.",
                t.name,
                a.name,
                match state.rules.stat_difference {
                    StatDifference::Signed => " in the defender's favour",
                    StatDifference::Absolute => "",
                }
            ),
        ));
    }
    let mut events = vec![Event::OfferTaken {
        who: target,
        perk: def.id.clone(),
        target: Some(attacker),
    }];
    events.extend(riposte_events_with(
        state,
        (target, attacker),
        defend,
        (Aim::default(), 0),
        Some(rng),
    )?);
    Ok(events)
}

fn find<'s>(
    state: &'s BattleState,
    who: CombatantId,
    perk: &str,
    target: Option<CombatantId>,
) -> Result<&'s PerkOffer, RuleViolation> {
    state
        .reactions
        .offers
        .iter()
        .find(|o| o.who == who && o.perk == perk && (target.is_none() || o.target == target))
        .ok_or_else(|| {
            refuse(
                "Perks List",
                format!(
                    "{} has no open offer from {perk}: it is made when the perk's moment comes, \
                     and lapses when that moment passes.",
                    state
                        .combatant(who)
                        .map_or_else(|| format!("#{who}"), |c| c.name.clone())
                ),
            )
        })
}

/// What the GM answers to an offer: take it, with the choices it needs.
#[derive(Clone, Copy, Debug)]
pub(super) struct Taking<'a> {
    pub who: CombatantId,
    pub perk: &'a str,
    /// The Riposte's target (to pick among several offers), or the extra Attack's.
    pub target: Option<CombatantId>,
    /// Whether the target Defends.
    pub defend: bool,
    /// Distance in tiles without a grid, for an extra Attack.
    pub distance: Option<u8>,
}

/// Takes an open offer: the extra turn begins, the extra Attack or the Riposte is resolved.
pub(super) fn take(state: &BattleState, taking: Taking<'_>, rng: &mut Rng) -> Decision {
    let kind = {
        let riposte_target = match state
            .reactions
            .offers
            .iter()
            .find(|o| o.who == taking.who && o.perk == taking.perk)
        {
            Some(o) if o.kind == OfferKind::Riposte => taking.target,
            _ => None,
        };
        find(state, taking.who, taking.perk, riposte_target)?.clone()
    };
    let c = combatant(state, taking.who)?;
    ensure_active(c)?;
    let mut events = vec![Event::OfferTaken {
        who: taking.who,
        perk: kind.perk.clone(),
        target: kind.target,
    }];
    let taken = after(state, &events);
    match kind.kind {
        OfferKind::ExtraTurn => {
            if !matches!(state.phase, Phase::Countdown { .. }) {
                return Err(refuse(
                    "Initiative Countdown",
                    "Another turn begins between turns.",
                ));
            }
            events.push(Event::TurnBegan {
                who: taking.who,
                movement: movement(c),
            });
        }
        OfferKind::SecondTurn => {
            let Phase::Countdown { count } = state.phase else {
                return Err(refuse(
                    "Initiative Countdown",
                    "Another turn begins between turns.",
                ));
            };
            let speed = value(c, Stat::Speed) - KILLER_INSTINCT_SPEED;
            if speed < count {
                return Err(refuse(
                    "Perks List › Killer Instinct",
                    format!(
                        "{}'s second turn counts its Speed as {speed} (2 lower); the count is \
                         {count}: wait until it reaches {speed}.",
                        c.name
                    ),
                ));
            }
            events.push(Event::TurnBegan {
                who: taking.who,
                movement: movement(c),
            });
        }
        OfferKind::ExtraAttack => {
            let (attacker, _) = actor(state)?;
            let Some(target) = taking.target else {
                return Err(refuse(
                    "Perks List › One-Two",
                    "Say whom the second Attack is aimed at.",
                ));
            };
            if attacker != taking.who {
                return Err(refuse(
                    "Perks List › One-Two",
                    "The second Attack belongs to the creature whose turn it is.",
                ));
            }
            let swing = Swing {
                defend: taking.defend,
                riposte: false,
                defend_riposte: true,
                distance: taking.distance,
                upper_hand: false,
                extra: true,
                follow_up: 0,
            };
            events.extend(attack_by(&taken, attacker, target, swing, rng)?);
        }
        OfferKind::Follow => {
            let Some(to) = kind.target_at else {
                return Err(refuse(
                    "Perks List",
                    "The offer names no tile to follow into.",
                ));
            };
            events.extend(super::press_forward::follow(&taken, taking.who, to)?);
        }
        OfferKind::Riposte => {
            let target = kind.target.unwrap_or(taking.who);
            targetable(combatant(state, target)?)?;
            let aim = Aim {
                distance: None,
                target_at: kind.target_at,
            };
            let riposte = riposte_events_with(
                &taken,
                (taking.who, target),
                taking.defend,
                (aim, 0),
                Some(rng),
            )?;
            // Proactive Defense: "If this is successful, their Movement is reduced to 0 for
            // this turn."
            let success = riposte.iter().any(|e| {
                matches!(e, Event::Attacked { attacker, riposte: true, success: true, .. }
                    if *attacker == taking.who)
            });
            events.extend(riposte);
            if success && kind.perk == PROACTIVE_DEFENSE {
                events.push(Event::MovementStopped {
                    who: target,
                    by: taking.who,
                    perk: kind.perk.clone(),
                });
            }
        }
    }
    Ok(events)
}

/// Declines an open offer.
pub(super) fn decline(
    state: &BattleState,
    who: CombatantId,
    perk: &str,
    target: Option<CombatantId>,
) -> Decision {
    let offer = find(state, who, perk, target)?;
    Ok(vec![Event::OfferDeclined {
        who,
        perk: offer.perk.clone(),
        target: offer.target,
    }])
}

/// Applies an offer opening, taken or declined.
pub(super) fn opened(state: &mut BattleState, offer: &PerkOffer) {
    state.reactions.offers.push(offer.clone());
}

pub(super) fn taken(
    state: &mut BattleState,
    who: CombatantId,
    perk: &str,
    target: Option<CombatantId>,
) {
    let kind = state
        .reactions
        .offers
        .iter()
        .find(|o| o.who == who && o.perk == perk && o.target == target)
        .map(|o| o.kind);
    close(state, who, perk, target);
    if matches!(kind, Some(OfferKind::ExtraTurn | OfferKind::SecondTurn)) {
        state.reactions.bonus_turn = Some(BonusTurn {
            who,
            perk: perk.to_owned(),
            hit: false,
        });
    }
    match content().perk(perk).and_then(|def| def.limit) {
        Some(Limit::OncePerBattle) => state.combatants[usize::from(who)]
            .spent_perks
            .push(perk.to_owned()),
        Some(Limit::OncePerTurn) => state.reactions.used_this_turn.push((who, perk.to_owned())),
        _ => {}
    }
}

pub(super) fn close(
    state: &mut BattleState,
    who: CombatantId,
    perk: &str,
    target: Option<CombatantId>,
) {
    if let Some(at) = state
        .reactions
        .offers
        .iter()
        .position(|o| o.who == who && o.perk == perk && o.target == target)
    {
        state.reactions.offers.remove(at);
    }
}

pub(super) fn movement_stopped(state: &mut BattleState, who: CombatantId) {
    state.combatants[usize::from(who)].movement_left = 0;
}

/// Offers lapse when their moment passes: an extra turn when anything but that turn comes
/// next, an extra Attack or a Riposte when the turn ends; a creature that falls loses its
/// offers and the offers against it.
pub(super) fn lapse(state: &mut BattleState, event: &Event) {
    let actor = match state.phase {
        Phase::Turn { actor, .. } => Some(actor),
        _ => None,
    };
    let r = &mut state.reactions;
    // Killer Instinct's second turn waits for its count, through other turns, until the round
    // ends.
    let later = |o: &PerkOffer| o.kind == OfferKind::SecondTurn;
    match event {
        Event::TurnBegan { .. } => {
            r.offers.retain(|o| o.kind != OfferKind::ExtraTurn);
            r.used_this_turn.clear();
        }
        Event::Counted { .. } => r.offers.retain(later),
        Event::RoundEnded { .. } | Event::BattleEnded { .. } => r.offers.clear(),
        Event::TurnEnded { .. } => {
            r.offers.retain(later);
            r.bonus_turn = None;
        }
        Event::Incapacitated { who } => {
            r.offers.retain(|o| o.who != *who && o.target != Some(*who));
        }
        // Press Forward's follow keeps the distance only right after the shove.
        Event::Moved { who, .. } | Event::Attacked { attacker: who, .. } => {
            r.offers
                .retain(|o| !(o.kind == OfferKind::Follow && o.who == *who));
        }
        // A Hit dealt to an opponent during a bonus turn (Killer Instinct's test).
        Event::Hit { who, .. } => {
            if let (Some(bonus), Some(actor)) = (r.bonus_turn.as_mut(), actor) {
                let sides = &state.combatants;
                if bonus.who == actor
                    && sides[usize::from(*who)].side != sides[usize::from(actor)].side
                {
                    bonus.hit = true;
                }
            }
        }
        _ => {}
    }
}

/// Whether a Killer Instinct second turn waits for a lower count.
pub(super) fn second_turn_waits(state: &BattleState) -> bool {
    state
        .reactions
        .offers
        .iter()
        .any(|o| o.kind == OfferKind::SecondTurn)
}
