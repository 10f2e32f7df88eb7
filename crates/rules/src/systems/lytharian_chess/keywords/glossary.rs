//! The glossary's 78 keyword abilities and Spell Shield, in the glossary's order; meanings in
//! our own words.

use super::{
    Amount, Cheaper, CombatChoice, Condition, Counted, DamageFilter, DamageKind, Ignored, Immunity,
    Keyword, KeywordEffect, KeywordInfo, KeywordKind, MovePower, Reach, TriggerEvent, Triggered,
    TroopAction, YKind,
};
use crate::systems::lytharian_chess::cite;

const X: Amount = Amount::X;
const ONE: Amount = Amount::Fixed { value: 1 };

const fn entry(
    keyword: Keyword,
    printed: &'static str,
    section: &'static str,
    kind: KeywordKind,
    meaning: &'static str,
    effect: KeywordEffect,
) -> KeywordInfo {
    KeywordInfo {
        keyword,
        printed,
        takes_x: ends_with_x(printed),
        y: None,
        kind,
        needs_reveal: matches!(kind, KeywordKind::Effect | KeywordKind::Main),
        meaning,
        effect,
        in_glossary: true,
        rule: cite(section),
    }
}

const fn ends_with_x(printed: &str) -> bool {
    let bytes = printed.as_bytes();
    bytes.len() >= 2 && bytes[bytes.len() - 1] == b'X' && bytes[bytes.len() - 2] == b' '
}

const fn with_y(mut info: KeywordInfo, y: YKind) -> KeywordInfo {
    info.y = Some(y);
    info
}

const fn no_reveal(mut info: KeywordInfo) -> KeywordInfo {
    info.needs_reveal = false;
    info
}

const fn att(amount: Amount, when: Condition) -> KeywordEffect {
    KeywordEffect::Att { amount, when }
}

const fn reduce(amount: Amount, against: DamageFilter, when: Condition) -> KeywordEffect {
    KeywordEffect::Reduction {
        amount,
        against,
        when,
    }
}

const fn trigger(on: TriggerEvent, then: Triggered) -> KeywordEffect {
    KeywordEffect::Trigger { on, then }
}

const fn effect(action: TroopAction) -> KeywordEffect {
    KeywordEffect::EffectAbility { action }
}

const fn damage(amount: Amount, kind: DamageKind, reach: Reach) -> TroopAction {
    TroopAction::Damage {
        amount,
        damage: kind,
        reach,
        ignores_resistances: false,
    }
}

const fn main_strike(kind: DamageKind) -> KeywordEffect {
    KeywordEffect::MainAbility {
        action: damage(X, kind, Reach::AdjacentTarget),
    }
}

const fn heal(amount: Amount, reach: Reach) -> KeywordEffect {
    effect(TroopAction::Heal { amount, reach })
}

static COMRADERY_ATT: KeywordEffect = att(X, Condition::NextToFriendOfSameRace);
static COMRADERY_REDUCTION: KeywordEffect =
    reduce(X, DamageFilter::All, Condition::NextToFriendOfSameRace);
static POUNCE_ATT: KeywordEffect = att(ONE, Condition::Attacking);
static POUNCE_NEGATE: KeywordEffect = KeywordEffect::Ignore {
    what: Ignored::Abilities,
    when: Condition::Attacking,
};
static SHIELDSPEAR_ATT: KeywordEffect = att(ONE, Condition::Attacking);
static SHIELDSPEAR_REDUCTION: KeywordEffect = reduce(ONE, DamageFilter::All, Condition::Defending);
static SLAYER_ATT: KeywordEffect = att(X, Condition::EnemyIsY);
static SLAYER_REDUCTION: KeywordEffect = reduce(X, DamageFilter::All, Condition::EnemyIsY);

/// Every keyword ability, in the glossary's order, then Spell Shield.
pub static GLOSSARY: &[KeywordInfo] = &[
    entry(
        Keyword::Ambush,
        "Ambush X",
        "Glossary of Terms › Ambush X",
        KeywordKind::Combat,
        "X more Att in a combat it entered face down.",
        att(X, Condition::UnrevealedBeforeCombat),
    ),
    entry(
        Keyword::ArmorDiscount,
        "Armor X",
        "Glossary of Terms › Armor X",
        KeywordKind::Cost,
        "Armor costs X less mana to attach to it.",
        KeywordEffect::CostReduction { on: Cheaper::Armor },
    ),
    entry(
        Keyword::ArmsDiscount,
        "Arms X",
        "Glossary of Terms › Arms X",
        KeywordKind::Cost,
        "Weapons cost X less mana to attach to it.",
        KeywordEffect::CostReduction {
            on: Cheaper::Weapon,
        },
    ),
    entry(
        Keyword::BatteringRam,
        "Battering Ram",
        "Glossary of Terms › Battering Ram",
        KeywordKind::Combat,
        "A D3 more Att when it attacks.",
        att(Amount::D3, Condition::Attacking),
    ),
    entry(
        Keyword::Berserk,
        "Berserk",
        "Glossary of Terms › Berserk",
        KeywordKind::CombatChoice,
        "As often as it likes, it takes 1 damage for 1 more Att, but never so much that its \
         Def would reach 0.",
        KeywordEffect::Choice {
            choice: CombatChoice::SelfDamageForAtt,
        },
    ),
    entry(
        Keyword::Bloodhunt,
        "Bloodhunt X",
        "Glossary of Terms › Bloodhunt X",
        KeywordKind::Static,
        "X more Att while any damaged troop, itself included, stands within 2 squares.",
        att(X, Condition::DamagedTroopWithinTwo),
    ),
    entry(
        Keyword::Bloodrage,
        "Bloodrage X",
        "Glossary of Terms › Bloodrage X",
        KeywordKind::Static,
        "X more Att for every damaged troop within 2 squares, itself included.",
        att(
            Amount::XPer {
                counted: Counted::DamagedWithinTwo,
            },
            Condition::Always,
        ),
    ),
    entry(
        Keyword::Brace,
        "Brace X",
        "Glossary of Terms › Brace X",
        KeywordKind::Combat,
        "Takes X less damage while defending.",
        reduce(X, DamageFilter::All, Condition::Defending),
    ),
    entry(
        Keyword::Bully,
        "Bully X",
        "Glossary of Terms › Bully X",
        KeywordKind::Combat,
        "X more Att against a troop whose Att is lower than its own.",
        att(X, Condition::EnemyAttLower),
    ),
    entry(
        Keyword::Burrow,
        "Burrow",
        "Glossary of Terms › Burrow",
        KeywordKind::Movement,
        "Moves underneath other troops, so they do not block its path.",
        KeywordEffect::Movement {
            power: MovePower::Burrow,
        },
    ),
    entry(
        Keyword::Bushwhack,
        "Bushwhack X",
        "Glossary of Terms › Bushwhack X",
        KeywordKind::Combat,
        "X more Att against a troop whose Def is lower than its own Att.",
        att(X, Condition::EnemyDefBelowOwnAtt),
    ),
    entry(
        Keyword::Cavalry,
        "Cavalry",
        "Glossary of Terms › Cavalry",
        KeywordKind::Trigger,
        "After an attack both troops survive, it goes back to the square it started from.",
        trigger(
            TriggerEvent::FailedAttack,
            Triggered::ReturnToStartingSquare,
        ),
    ),
    entry(
        Keyword::Charge,
        "Charge X",
        "Glossary of Terms › Charge X",
        KeywordKind::Combat,
        "X more Att when it attacks.",
        att(X, Condition::Attacking),
    ),
    entry(
        Keyword::Comradery,
        "Comradery X",
        "Glossary of Terms › Comradery X",
        KeywordKind::Combat,
        "Next to a friendly troop of its own race, X more Att and X less damage taken.",
        KeywordEffect::Both {
            first: &COMRADERY_ATT,
            second: &COMRADERY_REDUCTION,
        },
    ),
    entry(
        Keyword::Command,
        "Command X",
        "Glossary of Terms › Command X",
        KeywordKind::Static,
        "X more Att for every friendly troop next to it.",
        att(
            Amount::XPer {
                counted: Counted::AdjacentFriendly,
            },
            Condition::Always,
        ),
    ),
    entry(
        Keyword::Consume,
        "Consume",
        "Glossary of Terms › Consume",
        KeywordKind::Trigger,
        "When it kills a troop, it removes a D3 of its own damage.",
        trigger(
            TriggerEvent::Kills,
            Triggered::HealSelf { amount: Amount::D3 },
        ),
    ),
    entry(
        Keyword::Crusher,
        "Crusher",
        "Glossary of Terms › Crusher",
        KeywordKind::Combat,
        "In combat, the opposing troop's armor counts for nothing.",
        KeywordEffect::Ignore {
            what: Ignored::Armor,
            when: Condition::InCombat,
        },
    ),
    entry(
        Keyword::CrushingHammer,
        "Crushing Hammer",
        "Glossary of Terms › Crushing Hammer",
        KeywordKind::Combat,
        "In combat, a D6 is rolled; on an even result one text ability of the opposing troop \
         stops working.",
        KeywordEffect::Ignore {
            what: Ignored::OneAbilityOnEvenRoll,
            when: Condition::InCombat,
        },
    ),
    entry(
        Keyword::Disarm,
        "Disarm",
        "Glossary of Terms › Disarm",
        KeywordKind::Combat,
        "The opposing troop's weapon counts for nothing until the combat ends.",
        KeywordEffect::Ignore {
            what: Ignored::Weapon,
            when: Condition::InCombat,
        },
    ),
    entry(
        Keyword::Dodge,
        "Dodge",
        "Glossary of Terms › Dodge",
        KeywordKind::Trigger,
        "When a damage spell or effect targets it, a D6 is rolled; on an even result it takes \
         none of that damage.",
        trigger(
            TriggerEvent::TargetedByDamage,
            Triggered::NoDamageOnEvenRoll,
        ),
    ),
    entry(
        Keyword::DruidForms,
        "Druid Forms",
        "Glossary of Terms › Druid Forms",
        KeywordKind::CombatChoice,
        "In combat it takes one form: Panther, 1 more Att and a one-square step in any \
         direction once the combat is over; or Treant, 1 less damage from anything but curses \
         and a D3 of damage healed once the combat is over.",
        KeywordEffect::Choice {
            choice: CombatChoice::PantherOrTreant,
        },
    ),
    entry(
        Keyword::Burn,
        "Effect: Burn X",
        "Glossary of Terms › Effect: Burn X",
        KeywordKind::Effect,
        "Deals X Fire damage to a target.",
        effect(damage(X, DamageKind::Fire, Reach::TargetTroop)),
    ),
    entry(
        Keyword::FieryLava,
        "Effect: Fiery Lava X",
        "Glossary of Terms › Effect: Fiery Lava X",
        KeywordKind::Effect,
        "Deals X Fire damage to a target troop, past every resistance.",
        effect(TroopAction::Damage {
            amount: X,
            damage: DamageKind::Fire,
            reach: Reach::TargetTroop,
            ignores_resistances: true,
        }),
    ),
    entry(
        Keyword::Gale,
        "Effect: Gale X",
        "Glossary of Terms › Effect: Gale X",
        KeywordKind::Effect,
        "Moves a target troop X squares in any direction.",
        effect(TroopAction::MoveTarget),
    ),
    entry(
        Keyword::Gear,
        "Effect: Gear X",
        "Glossary of Terms › Effect: Gear X",
        KeywordKind::Effect,
        "For X mana, takes X equipment cards from its deck into the hand, shuffles the deck, \
         then discards X cards from the hand.",
        effect(TroopAction::SearchEquipment),
    ),
    entry(
        Keyword::Heal,
        "Effect: Heal X",
        "Glossary of Terms › Effect: Heal X",
        KeywordKind::Effect,
        "Removes X damage from a target troop.",
        heal(X, Reach::TargetTroop),
    ),
    no_reveal(entry(
        Keyword::Healer,
        "Effect: Healer X",
        "Glossary of Terms › Effect: Healer X",
        KeywordKind::Effect,
        "Removes X damage from itself or a troop next to it, even while face down.",
        heal(X, Reach::SelfOrAdjacent),
    )),
    entry(
        Keyword::Inferno,
        "Effect: Inferno X",
        "Glossary of Terms › Effect: Inferno X",
        KeywordKind::Effect,
        "Deals X Fire damage to every enemy troop next to it.",
        effect(damage(X, DamageKind::Fire, Reach::AdjacentEnemies)),
    ),
    entry(
        Keyword::Poison,
        "Effect: Poison X",
        "Glossary of Terms › Effect: Poison X",
        KeywordKind::Effect,
        "Deals X Death damage to a target.",
        effect(damage(X, DamageKind::Death, Reach::TargetTroop)),
    ),
    entry(
        Keyword::Plague,
        "Effect: Plague X",
        "Glossary of Terms › Effect: Plague X",
        KeywordKind::Effect,
        "Deals X Death damage to a target and to one enemy troop next to that target.",
        effect(damage(X, DamageKind::Death, Reach::TargetAndAdjacentEnemy)),
    ),
    entry(
        Keyword::PowerUp,
        "Effect: Power Up X",
        "Glossary of Terms › Effect: Power Up X",
        KeywordKind::Effect,
        "Its player gains X mana.",
        effect(TroopAction::GainMana),
    ),
    no_reveal(entry(
        Keyword::PrimeHealer,
        "Effect: Prime Healer",
        "Glossary of Terms › Effect: Prime Healer",
        KeywordKind::Effect,
        "Removes a D3 of damage in all, shared as its player likes between itself and the \
         troops next to it, even while face down.",
        heal(Amount::D3, Reach::SelfOrAdjacentSplit),
    )),
    entry(
        Keyword::Regenerate,
        "Effect: Regenerate X",
        "Glossary of Terms › Effect: Regenerate X",
        KeywordKind::Effect,
        "Removes X of its own damage.",
        heal(X, Reach::ItSelf),
    ),
    entry(
        Keyword::Regrowth,
        "Effect: Regrowth X",
        "Glossary of Terms › Effect: Regrowth X",
        KeywordKind::Effect,
        "Removes X of its own damage (the same as Regenerate under another name).",
        heal(X, Reach::ItSelf),
    ),
    entry(
        Keyword::Ruthless,
        "Effect: Ruthless",
        "Glossary of Terms › Effect: Ruthless",
        KeywordKind::Effect,
        "Sacrifices a friendly troop and removes as much of its own damage as that troop's \
         Def.",
        effect(TroopAction::SacrificeToHeal),
    ),
    entry(
        Keyword::Seer,
        "Effect: Seer",
        "Glossary of Terms › Effect: Seer",
        KeywordKind::Effect,
        "For 1 mana, takes any 1 card from its deck into the hand, shuffles the deck, then \
         discards 2 cards from the hand.",
        effect(TroopAction::SearchAnyCard),
    ),
    entry(
        Keyword::Shock,
        "Effect: Shock X",
        "Glossary of Terms › Effect: Shock X",
        KeywordKind::Effect,
        "Deals X Air damage to a target.",
        effect(damage(X, DamageKind::Air, Reach::TargetTroop)),
    ),
    entry(
        Keyword::Stealth,
        "Effect: Stealth",
        "Glossary of Terms › Effect: Stealth",
        KeywordKind::Effect,
        "It may turn face down again.",
        effect(TroopAction::Unreveal),
    ),
    with_y(
        entry(
            Keyword::RaceHealer,
            "Effect: Y Healer X",
            "Glossary of Terms › Effect: Y Healer X",
            KeywordKind::Effect,
            "Removes X damage from a troop of race Y (for example Orc Healer 1).",
            heal(X, Reach::TroopOfRaceY),
        ),
        YKind::Race,
    ),
    entry(
        Keyword::Evasion,
        "Evasion",
        "Glossary of Terms › Evasion",
        KeywordKind::Trigger,
        "When a damage spell or effect targets it, a D6 is rolled; on an odd result it takes \
         none of that damage.",
        trigger(TriggerEvent::TargetedByDamage, Triggered::NoDamageOnOddRoll),
    ),
    entry(
        Keyword::Fearless,
        "Fearless X",
        "Glossary of Terms › Fearless X",
        KeywordKind::Combat,
        "X more Att against a troop whose Att is higher than its own.",
        att(X, Condition::EnemyAttHigher),
    ),
    entry(
        Keyword::Intimidate,
        "Intimidate X",
        "Glossary of Terms › Intimidate X",
        KeywordKind::Combat,
        "The opposing troop has X less Att in combat.",
        KeywordEffect::LowerEnemyAtt {
            amount: X,
            when: Condition::InCombat,
        },
    ),
    entry(
        Keyword::Juggernaut,
        "Juggernaut",
        "Glossary of Terms › Juggernaut",
        KeywordKind::Immunity,
        "Nothing can move it or hold it against its will.",
        KeywordEffect::Immune {
            to: Immunity::NegativeMovementEffects,
        },
    ),
    entry(
        Keyword::ArcaneBolt,
        "Main: Arcane Bolt X",
        "Glossary of Terms › Main: Arcane Bolt X",
        KeywordKind::Main,
        "Deals X Arcane damage to a target troop next to it.",
        main_strike(DamageKind::Arcane),
    ),
    entry(
        Keyword::AxeThrow,
        "Main: Axe Throw X",
        "Glossary of Terms › Main: Axe Throw X",
        KeywordKind::Main,
        "Deals X physical damage to a target troop next to it.",
        main_strike(DamageKind::Physical),
    ),
    entry(
        Keyword::Bowshot,
        "Main: Bowshot X",
        "Glossary of Terms › Main: Bowshot X",
        KeywordKind::Main,
        "Deals X physical damage to a target troop next to it.",
        main_strike(DamageKind::Physical),
    ),
    entry(
        Keyword::IceBolt,
        "Main: Ice Bolt X",
        "Glossary of Terms › Main: Ice Bolt X",
        KeywordKind::Main,
        "Deals X Water damage to a target troop next to it.",
        main_strike(DamageKind::Water),
    ),
    entry(
        Keyword::PoisonStrike,
        "Main: Poison Strike X",
        "Glossary of Terms › Main: Poison Strike X",
        KeywordKind::Main,
        "Deals X Death damage to a target troop next to it.",
        main_strike(DamageKind::Death),
    ),
    entry(
        Keyword::Scorch,
        "Main: Scorch X",
        "Glossary of Terms › Main: Scorch X",
        KeywordKind::Main,
        "Deals X Fire damage to a target troop next to it.",
        main_strike(DamageKind::Fire),
    ),
    entry(
        Keyword::Slimestrike,
        "Main: Slimestrike X",
        "Glossary of Terms › Main: Slimestrike X",
        KeywordKind::Main,
        "Deals Death damage to a target troop next to it. The glossary names it with an X \
         but its text deals 1; Tablekeep deals X, as every other strike does, and keeps the \
         printed 1 in mind for the GM.",
        main_strike(DamageKind::Death),
    ),
    entry(
        Keyword::Spearthrow,
        "Main: Spearthrow X",
        "Glossary of Terms › Main: Spearthrow X",
        KeywordKind::Main,
        "Deals X physical damage to a target troop next to it.",
        main_strike(DamageKind::Physical),
    ),
    entry(
        Keyword::Starstrike,
        "Main: Starstrike X",
        "Glossary of Terms › Main: Starstrike X",
        KeywordKind::Main,
        "Deals X Life damage to a target troop next to it.",
        main_strike(DamageKind::Life),
    ),
    entry(
        Keyword::Stonestrike,
        "Main: Stonestrike X",
        "Glossary of Terms › Main: Stonestrike X",
        KeywordKind::Main,
        "Deals X Earth damage to a target troop next to it.",
        main_strike(DamageKind::Earth),
    ),
    entry(
        Keyword::Stonethrow,
        "Main: Stonethrow X",
        "Glossary of Terms › Main: Stonethrow X",
        KeywordKind::Main,
        "Deals X physical damage to a target troop next to it.",
        main_strike(DamageKind::Physical),
    ),
    entry(
        Keyword::VoodooFlame,
        "Main: Voodoo flame X",
        "Glossary of Terms › Main: Voodoo flame X",
        KeywordKind::Main,
        "Deals X Fire or Death damage, as its player picks, to a target troop next to it.",
        KeywordEffect::MainAbility {
            action: TroopAction::FireOrDeathDamage {
                amount: X,
                reach: Reach::AdjacentTarget,
            },
        },
    ),
    entry(
        Keyword::MobMight,
        "Mob Might",
        "Glossary of Terms › Mob Might",
        KeywordKind::Static,
        "1 more Att for every revealed friendly Surictavi troop, 5 at most.",
        att(
            Amount::PerCapped {
                each: 1,
                counted: Counted::RevealedFriendlySurictavi,
                cap: 5,
            },
            Condition::Always,
        ),
    ),
    entry(
        Keyword::MobProtector,
        "Mob Protector",
        "Glossary of Terms › Mob Protector",
        KeywordKind::Trigger,
        "Prevents a D3 of damage to a friendly Surictavi troop next to it that is in combat.",
        trigger(
            TriggerEvent::AdjacentSurictaviInCombat,
            Triggered::PreventDamageToIt { amount: Amount::D3 },
        ),
    ),
    entry(
        Keyword::Mobility,
        "Mobility X",
        "Glossary of Terms › Mobility X",
        KeywordKind::CombatChoice,
        "In combat, its player picks X more Att or X less damage taken.",
        KeywordEffect::Choice {
            choice: CombatChoice::AttOrReduction,
        },
    ),
    entry(
        Keyword::PhysicalResist,
        "Physical Resist X",
        "Glossary of Terms › Physical Resist X",
        KeywordKind::Static,
        "Takes X less physical damage.",
        reduce(X, DamageFilter::Physical, Condition::Always),
    ),
    entry(
        Keyword::Pounce,
        "Pounce",
        "Glossary of Terms › Pounce",
        KeywordKind::Combat,
        "When it attacks, 1 more Att, and the target's text abilities do nothing in that \
         combat.",
        KeywordEffect::Both {
            first: &POUNCE_ATT,
            second: &POUNCE_NEGATE,
        },
    ),
    entry(
        Keyword::ResistAll,
        "Resist All X",
        "Glossary of Terms › Resist All X",
        KeywordKind::Static,
        "Takes X less physical damage and X less damage from spells other than curses.",
        reduce(X, DamageFilter::PhysicalAndNonCurseSpell, Condition::Always),
    ),
    entry(
        Keyword::Resupply,
        "Resupply X",
        "Glossary of Terms › Resupply X",
        KeywordKind::Trigger,
        "When it is killed, its player draws X cards.",
        trigger(TriggerEvent::Killed, Triggered::OwnerDraws { amount: X }),
    ),
    no_reveal(entry(
        Keyword::Scout,
        "Scout",
        "Glossary of Terms › Scout",
        KeywordKind::Trigger,
        "Reveals every enemy troop next to it when it ends a move, and any enemy that ends a \
         move next to it; it need not be revealed itself («Scout Ability»).",
        trigger(
            TriggerEvent::MovementFinished,
            Triggered::RevealAdjacentEnemies,
        ),
    )),
    entry(
        Keyword::Shieldspear,
        "Shieldspear",
        "Glossary of Terms › Shieldspear",
        KeywordKind::Combat,
        "1 more Att when it attacks, or 1 less damage taken when it defends.",
        KeywordEffect::Both {
            first: &SHIELDSPEAR_ATT,
            second: &SHIELDSPEAR_REDUCTION,
        },
    ),
    entry(
        Keyword::Soulsteal,
        "Soulsteal X",
        "Glossary of Terms › Soulsteal X",
        KeywordKind::Trigger,
        "When it kills a troop, it gains X Att and X Def for good.",
        trigger(TriggerEvent::Kills, Triggered::GainForGood { amount: X }),
    ),
    entry(
        Keyword::SpellResist,
        "Spell Resist X",
        "Glossary of Terms › Spell Resist X",
        KeywordKind::Static,
        "Takes X less damage from spells other than curses.",
        reduce(X, DamageFilter::NonCurseSpell, Condition::Always),
    ),
    entry(
        Keyword::Spellshatter,
        "Spellshatter",
        "Glossary of Terms › Spellshatter",
        KeywordKind::Trigger,
        "When a spell targets it, a D6 is rolled; on an even result the spell is countered.",
        trigger(TriggerEvent::TargetedBySpell, Triggered::CounterOnEvenRoll),
    ),
    entry(
        Keyword::Stampede,
        "Stampede X",
        "Glossary of Terms › Stampede X",
        KeywordKind::Combat,
        "When it attacks, the opposing troop has X less Def.",
        KeywordEffect::LowerEnemyDef {
            amount: X,
            when: Condition::Attacking,
        },
    ),
    entry(
        Keyword::Sustenance,
        "Sustenance X",
        "Glossary of Terms › Sustenance X",
        KeywordKind::Trigger,
        "When it is killed, its player adds X mana to the counter.",
        trigger(
            TriggerEvent::Killed,
            Triggered::OwnerGainsMana { amount: X },
        ),
    ),
    entry(
        Keyword::Venom,
        "Venom",
        "Glossary of Terms › Venom",
        KeywordKind::Trigger,
        "When it damages an enemy troop in combat, that troop also takes a D3 of Death \
         damage.",
        trigger(
            TriggerEvent::DamagesEnemyInCombat,
            Triggered::ExtraDamage {
                amount: Amount::D3,
                damage: DamageKind::Death,
            },
        ),
    ),
    entry(
        Keyword::Vicious,
        "Vicious X",
        "Glossary of Terms › Vicious X",
        KeywordKind::Combat,
        "X more Att when it defends.",
        att(X, Condition::Defending),
    ),
    entry(
        Keyword::WeaponMaster,
        "Weapon Master X",
        "Glossary of Terms › Weapon Master X",
        KeywordKind::Static,
        "X more Att while a weapon is attached to it.",
        att(X, Condition::WeaponAttached),
    ),
    entry(
        Keyword::WildMana,
        "Wild Mana X",
        "Glossary of Terms › Wild Mana X",
        KeywordKind::Trigger,
        "A D6 is rolled; on an even result its player gains X mana. The glossary does not say \
         when.",
        trigger(TriggerEvent::NotStated, Triggered::OwnerGainsManaOnEvenRoll),
    ),
    entry(
        Keyword::Windwalking,
        "Windwalking",
        "Glossary of Terms › Windwalking",
        KeywordKind::Movement,
        "Moves over other troops, so they do not block its path.",
        KeywordEffect::Movement {
            power: MovePower::Windwalking,
        },
    ),
    with_y(
        entry(
            Keyword::Affinity,
            "Y Affinity X",
            "Glossary of Terms › Y Affinity X",
            KeywordKind::Cost,
            "Its player's Y spells cost X less mana when cast on it or used in a battle it fights \
         (for example Air Affinity 1).",
            KeywordEffect::CostReduction {
                on: Cheaper::YSpells,
            },
        ),
        YKind::SpellKind,
    ),
    with_y(
        entry(
            Keyword::Immune,
            "Y Immune",
            "Glossary of Terms › Y Immune",
            KeywordKind::Immunity,
            "Takes no damage from source Y (for example Fire Immune).",
            KeywordEffect::Immune {
                to: Immunity::DamageFromY,
            },
        ),
        YKind::DamageSource,
    ),
    with_y(
        entry(
            Keyword::Invulnerability,
            "Y Invulnerability",
            "Glossary of Terms › Y Invulnerability",
            KeywordKind::Immunity,
            "Y spells cannot target it (for example Curse Invulnerability).",
            KeywordEffect::Immune {
                to: Immunity::TargetedByYSpells,
            },
        ),
        YKind::SpellKind,
    ),
    with_y(
        entry(
            Keyword::Slayer,
            "Y Slayer X",
            "Glossary of Terms › Y Slayer X",
            KeywordKind::Combat,
            "Against a troop of race Y, X more Att and X less damage taken (for example Elf \
         Slayer 1).",
            KeywordEffect::Both {
                first: &SLAYER_ATT,
                second: &SLAYER_REDUCTION,
            },
        ),
        YKind::Race,
    ),
    KeywordInfo {
        keyword: Keyword::SpellShield,
        printed: "Spell Shield",
        takes_x: false,
        y: None,
        kind: KeywordKind::Trigger,
        needs_reveal: false,
        meaning: "When a damage spell other than a curse targets it, a D3 of that spell's \
                  damage is prevented. Printed on Defendermage Khirha's card; the glossary \
                  does not list it.",
        effect: trigger(
            TriggerEvent::TargetedByNonCurseDamageSpell,
            Triggered::PreventSpellDamage { amount: Amount::D3 },
        ),
        in_glossary: false,
        rule: cite("Main Phase Casting: Sorcery (movement)"),
    },
];
