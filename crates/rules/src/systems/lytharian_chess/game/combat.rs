//! Adjusted values and damage («Troop Abilities», «Combat Overview»): a troop's Att and Def
//! with everything attached, the keyword modifiers of a combat, and the reductions each
//! damage instance meets. Conditions read the adjusted values before any triggered bonus
//! (digest A21), so no two abilities wait on each other.

use super::super::board::Side;
use super::super::cards::{Alignment, Card};
use super::super::cite;
use super::super::keywords::{
    squares_between, Amount, CombatChoice, CombatSnapshot, Condition, DamageFilter, KeywordEffect,
    TroopAbility,
};
use super::spells::effect_of;
use super::{Choice, Combat, MatchState, SpellEffect, TroopId};
use crate::citation::{Explained, Term};
use crate::random::Rng;

/// Whether the troop attacks (`Some(true)`), defends (`Some(false)`) or is in no combat.
pub type Role = Option<bool>;

/// The troop's role in the combat in progress.
pub fn role(state: &MatchState, troop: TroopId) -> Role {
    let combat = state.combat.as_ref()?;
    if combat.attacker == troop {
        Some(true)
    } else if combat.defender == troop {
        Some(false)
    } else {
        None
    }
}

/// Every ability the troop has: its card's and those its aura and curse grant.
pub fn abilities(state: &MatchState, troop: TroopId) -> Vec<TroopAbility> {
    let it = state.troop(troop);
    let mut all = it.card.abilities.clone();
    for card in [it.aura, it.curse].into_iter().flatten() {
        if let Card::Spell(spell) = &state.card(card).card {
            all.extend(spell.grants.iter().cloned());
        }
    }
    all
}

fn equipment(state: &MatchState, card: Option<super::CardId>) -> (i32, i32) {
    match card.map(|id| &state.card(id).card) {
        Some(Card::Equipment(item)) => (
            i32::from(item.att.get().unwrap_or(0)),
            i32::from(item.def.get().unwrap_or(0)),
        ),
        _ => (0, 0),
    }
}

/// +Att and +Def from enchants in play that raise the troop (Blazing Sun: +1/+1 to the good
/// troops of its caster's army).
pub fn enchant_bonus(state: &MatchState, troop: TroopId) -> (i32, i32) {
    let it = state.troop(troop);
    if it.card.alignment.get() != Some(Alignment::Good) {
        return (0, 0);
    }
    let mut bonus = (0, 0);
    for card in &state.player(it.side).enchants {
        if let Card::Spell(spell) = &state.card(*card).card {
            if let Some(SpellEffect::GoodTroopsBonus { att, def }) =
                effect_of(spell, &state.spell_effects)
            {
                bonus.0 += i32::from(att);
                bonus.1 += i32::from(def);
            }
        }
    }
    bonus
}

/// The troop's Att with everything attached, term by term («Troop Abilities»).
pub fn att_terms(state: &MatchState, troop: TroopId) -> Vec<Term> {
    let it = state.troop(troop);
    let mut terms = vec![Term {
        label: format!("{} Att", it.card.name),
        value: i32::from(it.card.att.get().unwrap_or(0)),
        rule: cite("Card Types"),
    }];
    if it.grown > 0 {
        terms.push(Term {
            label: "Soulsteal".to_owned(),
            value: i32::from(it.grown),
            rule: cite("Glossary of Terms › Soulsteal X"),
        });
    }
    let (weapon, _) = equipment(state, it.weapon);
    if weapon > 0 {
        terms.push(Term {
            label: "weapon".to_owned(),
            value: weapon,
            rule: cite("Equipment Overview"),
        });
    }
    let (bonus, _) = enchant_bonus(state, troop);
    if bonus > 0 {
        terms.push(Term {
            label: "enchants".to_owned(),
            value: bonus,
            rule: cite("Main Phase Casting: Enchant Spells"),
        });
    }
    terms
}

/// The adjusted Att.
pub fn att(state: &MatchState, troop: TroopId) -> i32 {
    att_terms(state, troop).iter().map(|term| term.value).sum()
}

/// The adjusted Def, before damage.
pub fn def(state: &MatchState, troop: TroopId) -> i32 {
    let it = state.troop(troop);
    i32::from(it.card.def.get().unwrap_or(0))
        + i32::from(it.grown)
        + equipment(state, it.armor).1
        + enchant_bonus(state, troop).1
}

/// The Def left: adjusted Def less damage; at zero or below the troop is killed («Combat
/// Overview»).
pub fn remaining(state: &MatchState, troop: TroopId) -> i32 {
    def(state, troop) - i32::from(state.troop(troop).damage)
}

fn snapshot<'a>(
    state: &'a MatchState,
    troop: TroopId,
    enemy: TroopId,
    combat: &Combat,
) -> CombatSnapshot<'a> {
    let it = state.troop(troop);
    let square = it.square.expect("a troop in combat stands on the board");
    let mut snap = CombatSnapshot {
        attacking: combat.attacker == troop,
        unrevealed_before_combat: if combat.attacker == troop {
            combat.unrevealed_before.0
        } else {
            combat.unrevealed_before.1
        },
        own_att: att(state, troop),
        enemy_att: att(state, enemy),
        enemy_remaining_def: remaining(state, enemy),
        weapon_attached: it.weapon.is_some(),
        enemy_race: state.troop(enemy).card.race.known().map(String::as_str),
        ..CombatSnapshot::default()
    };
    for other in &state.troops {
        let Some(at) = other.square else { continue };
        let distance = squares_between(square, at);
        if distance <= 2 && other.damage > 0 {
            snap.damaged_within_two += 1;
        }
        if other.side != it.side || at == square {
            continue;
        }
        let race = other.card.race.known();
        if distance == 1 {
            snap.adjacent_friendly += 1;
            if race.is_some() && race == it.card.race.known() {
                snap.friend_of_same_race_adjacent = true;
            }
        }
        if other.revealed && race.is_some_and(|r| r == "Surictavi") {
            snap.revealed_friendly_surictavi += 1;
        }
    }
    snap
}

fn holds(when: Condition, role: Role, snap: &CombatSnapshot<'_>, y: Option<&str>) -> bool {
    match when {
        Condition::Attacking => role == Some(true),
        Condition::Defending => role == Some(false),
        Condition::InCombat => role.is_some(),
        other => role.is_some() && other.holds(snap, y) || other == Condition::Always,
    }
}

fn amount(amount: Amount, x: u8, snap: &CombatSnapshot<'_>, rng: &mut Rng) -> i32 {
    amount
        .fixed(x, snap)
        .unwrap_or_else(|| i32::from(super::super::keywords::d3(rng.roll(6))))
}

/// The modifiers one troop's abilities give in a combat.
#[derive(Default)]
struct Modifiers {
    att: Vec<Term>,
    reduction_physical: i32,
    reduction_spell: i32,
    lower_enemy_att: i32,
    lower_enemy_def: i32,
}

fn walk(
    effect: &KeywordEffect,
    ability: &TroopAbility,
    role: Role,
    snap: &CombatSnapshot<'_>,
    rng: &mut Rng,
    out: &mut Modifiers,
) {
    let x = ability.x.as_ref().and_then(|x| x.get()).unwrap_or(0);
    let y = ability.y.as_deref();
    let info = ability.keyword.info();
    match *effect {
        KeywordEffect::Att { amount: how, when } if holds(when, role, snap, y) => {
            out.att.push(Term {
                label: info.printed.replace(" X", &format!(" {x}")),
                value: amount(how, x, snap, rng),
                rule: info.rule.clone(),
            });
        }
        KeywordEffect::Reduction {
            amount: how,
            against,
            when,
        } if holds(when, role, snap, y) => {
            let value = amount(how, x, snap, rng);
            if covers_physical(against) {
                out.reduction_physical += value;
            }
            if covers_spell(against) {
                out.reduction_spell += value;
            }
        }
        KeywordEffect::LowerEnemyAtt { amount: how, when } if holds(when, role, snap, y) => {
            out.lower_enemy_att += amount(how, x, snap, rng);
        }
        KeywordEffect::LowerEnemyDef { amount: how, when } if holds(when, role, snap, y) => {
            out.lower_enemy_def += amount(how, x, snap, rng);
        }
        KeywordEffect::Both { first, second } => {
            walk(first, ability, role, snap, rng, out);
            walk(second, ability, role, snap, rng, out);
        }
        _ => {}
    }
}

const fn covers_physical(filter: DamageFilter) -> bool {
    !matches!(filter, DamageFilter::NonCurseSpell)
}

const fn covers_spell(filter: DamageFilter) -> bool {
    !matches!(filter, DamageFilter::Physical)
}

fn modifiers(
    state: &MatchState,
    troop: TroopId,
    enemy: TroopId,
    combat: &Combat,
    rng: &mut Rng,
) -> Modifiers {
    let snap = snapshot(state, troop, enemy, combat);
    let role = Some(combat.attacker == troop);
    let mut out = Modifiers::default();
    for ability in abilities(state, troop) {
        walk(
            &ability.keyword.info().effect,
            &ability,
            role,
            &snap,
            rng,
            &mut out,
        );
        if ability.keyword.info().effect
            == (KeywordEffect::Choice {
                choice: CombatChoice::AttOrReduction,
            })
        {
            let x = i32::from(ability.x.as_ref().and_then(|x| x.get()).unwrap_or(0));
            match combat.choices.iter().find(|(who, _)| *who == troop) {
                Some((_, Choice::Att)) => out.att.push(Term {
                    label: format!(
                        "{} (chose Att)",
                        ability
                            .keyword
                            .info()
                            .printed
                            .replace(" X", &format!(" {x}"))
                    ),
                    value: x,
                    rule: cite("Troop Abilities"),
                }),
                Some((_, Choice::Reduction)) => out.reduction_physical += x,
                None => {}
            }
        }
    }
    out
}

/// Whether the troop has a combat choice to make (Mobility).
pub fn has_choice(state: &MatchState, troop: TroopId) -> bool {
    abilities(state, troop).iter().any(|ability| {
        ability.keyword.info().effect
            == KeywordEffect::Choice {
                choice: CombatChoice::AttOrReduction,
            }
    })
}

/// The exchange of combat damage, worked out at once for both troops.
pub struct Exchange {
    /// Damage the attacker takes.
    pub to_attacker: u8,
    /// Damage the defender takes.
    pub to_defender: u8,
    /// The attacker's Att, explained.
    pub attacker_att: Explained,
    /// The defender's Att, explained.
    pub defender_att: Explained,
    /// Def each loses for this combat's kill check (Stampede): attacker's, defender's.
    pub def_lowered: (i32, i32),
}

/// The simultaneous exchange of the combat in progress: each troop's Att with its combat
/// modifiers, less the other's reductions per instance (protections included).
pub fn exchange(state: &MatchState, rng: &mut Rng) -> Exchange {
    let combat = state.combat.as_ref().expect("a combat is in progress");
    let (a, d) = (combat.attacker, combat.defender);
    let mods_a = modifiers(state, a, d, combat, rng);
    let mods_d = modifiers(state, d, a, combat, rng);
    let explain = |troop: TroopId, mods: &Modifiers, enemy: &Modifiers| {
        let mut terms = att_terms(state, troop);
        terms.extend(mods.att.iter().cloned());
        if enemy.lower_enemy_att > 0 {
            terms.push(Term {
                label: "Intimidate".to_owned(),
                value: -enemy.lower_enemy_att,
                rule: cite("Glossary of Terms › Intimidate X"),
            });
        }
        let value = terms.iter().map(|t| t.value).sum::<i32>().max(0);
        Explained {
            value,
            terms,
            rule: cite("Combat Overview"),
            notes: Vec::new(),
        }
    };
    let attacker_att = explain(a, &mods_a, &mods_d);
    let defender_att = explain(d, &mods_d, &mods_a);
    let prevention = |troop: TroopId| i32::from(state.troop(troop).prevention);
    let dealt =
        |att: i32, reduction: i32| u8::try_from((att - reduction).max(0)).unwrap_or(u8::MAX);
    Exchange {
        to_defender: dealt(
            attacker_att.value,
            mods_d.reduction_physical + prevention(d),
        ),
        to_attacker: dealt(
            defender_att.value,
            mods_a.reduction_physical + prevention(a),
        ),
        attacker_att,
        defender_att,
        def_lowered: (mods_d.lower_enemy_def, mods_a.lower_enemy_def),
    }
}

/// Damage from a spell (not a curse) to `troop`: its spell reductions per instance, and any
/// protection on it.
pub fn spell_damage(
    state: &MatchState,
    troop: TroopId,
    amount: u8,
    rng: &mut Rng,
) -> (u8, Explained) {
    let mut terms = vec![Term {
        label: "spell damage".to_owned(),
        value: i32::from(amount),
        rule: cite("Spellcasting Overview"),
    }];
    let role = role(state, troop);
    let enemy = state.combat.as_ref().map(|c| {
        if c.attacker == troop {
            c.defender
        } else {
            c.attacker
        }
    });
    let mut reduction = 0;
    if let (Some(_), Some(enemy), Some(combat)) = (role, enemy, state.combat.as_ref()) {
        reduction += modifiers(state, troop, enemy, combat, rng).reduction_spell;
    } else {
        let snap = CombatSnapshot::default();
        let mut mods = Modifiers::default();
        for ability in abilities(state, troop) {
            walk(
                &ability.keyword.info().effect,
                &ability,
                None,
                &snap,
                rng,
                &mut mods,
            );
        }
        reduction += mods.reduction_spell;
    }
    if reduction > 0 {
        terms.push(Term {
            label: "resistances".to_owned(),
            value: -reduction,
            rule: cite("Troop Abilities"),
        });
    }
    let prevention = i32::from(state.troop(troop).prevention);
    if prevention > 0 {
        terms.push(Term {
            label: "protection".to_owned(),
            value: -prevention,
            rule: cite("Combat Spellcasting: Fast Cast Spells (damage and protection)"),
        });
    }
    let value = terms.iter().map(|t| t.value).sum::<i32>().max(0);
    (
        u8::try_from(value).unwrap_or(u8::MAX),
        Explained {
            value,
            terms,
            rule: cite("Troop Abilities"),
            notes: Vec::new(),
        },
    )
}

/// Damage from a curse to the troop it is on: only reductions of every kind of damage apply
/// (resistances to spells leave curses out: «Glossary of Terms» › Resist All X).
pub fn curse_damage(
    state: &MatchState,
    troop: TroopId,
    amount: u8,
    rng: &mut Rng,
) -> (u8, Explained) {
    let snap = CombatSnapshot::default();
    let mut reduction = 0;
    for ability in abilities(state, troop) {
        if let KeywordEffect::Reduction {
            amount: how,
            against: DamageFilter::All,
            when,
        } = ability.keyword.info().effect
        {
            if holds(when, role(state, troop), &snap, ability.y.as_deref()) {
                let x = ability.x.as_ref().and_then(|x| x.get()).unwrap_or(0);
                reduction += self::amount(how, x, &snap, rng);
            }
        }
    }
    let mut terms = vec![Term {
        label: "curse damage".to_owned(),
        value: i32::from(amount),
        rule: cite("Main Phase Casting: Curse (damage)"),
    }];
    if reduction > 0 {
        terms.push(Term {
            label: "reductions".to_owned(),
            value: -reduction,
            rule: cite("Troop Abilities"),
        });
    }
    let value = terms.iter().map(|t| t.value).sum::<i32>().max(0);
    (
        u8::try_from(value).unwrap_or(u8::MAX),
        Explained {
            value,
            terms,
            rule: cite("Main Phase Casting: Curse (damage)"),
            notes: Vec::new(),
        },
    )
}

/// The combat damage as an explained value, for the log.
pub fn combat_damage_explained(att: &Explained, taken: u8) -> Explained {
    Explained {
        value: i32::from(taken),
        terms: vec![
            Term {
                label: "Att".to_owned(),
                value: att.value,
                rule: cite("Combat Overview"),
            },
            Term {
                label: "reductions".to_owned(),
                value: i32::from(taken) - att.value,
                rule: cite("Troop Abilities"),
            },
        ],
        rule: cite("Combat Overview"),
        notes: Vec::new(),
    }
}

/// The side a troop fights for.
pub fn side_of(state: &MatchState, troop: TroopId) -> Side {
    state.troop(troop).side
}
