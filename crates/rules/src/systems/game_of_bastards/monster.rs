//! The monster generator («Monsters»): a Power Rating from the party, a Power Pool of ten times
//! it, a suit from a drawn card, one advantage of that suit per point of Power Rating (the
//! banned ones refused), and the advantages every monster gains. Every number explains itself.

use serde::Serialize;

use super::cite;
use super::content::{advantage, AdvantageEntry};
use super::creation::TraitRanks;
use super::ledger::MONSTER_XP_OVER_PR;
use crate::cards::{Card, Suit};
use crate::citation::{Citation, Explained, Term};

/// A monster's Power Pool per point of Power Rating («Monsters»: "multiplying their Power
/// Rating by 10").
pub const PP_PER_PR: u8 = 10;

/// Advantages that affect ranged weapons and so give a monster its natural ranged weapon
/// (Tablekeep's reading of "an Advantage that affects ranged weapons": the three whose text
/// speaks of ranged attacks or range penalties).
pub const RANGED_ADVANTAGES: [&str; 3] = ["eagle_eyes", "gun_fever", "point_blank"];

/// The range penalties of a monster's natural ranged weapon, as printed: Melee, Short, Medium,
/// Long.
pub const NATURAL_RANGES: [(&str, i8); 4] =
    [("Melee", -10), ("Short", 0), ("Medium", -5), ("Long", -10)];

/// An advantage every monster gains («Monsters»), with what it does in our words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsAutomaticAdvantage"),
    schemars(rename = "BastardsAutomaticAdvantage")
)]
#[serde(rename_all = "camelCase")]
pub struct AutomaticAdvantage {
    /// The name as printed.
    pub name: &'static str,
    /// What it does.
    pub summary: String,
    /// Where the book says so.
    pub rule: Citation,
}

/// The natural ranged weapon a ranged advantage grants.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsNaturalRangedWeapon"),
    schemars(rename = "BastardsNaturalRangedWeapon")
)]
#[serde(rename_all = "camelCase")]
pub struct NaturalRangedWeapon {
    /// Its damage bonus: the Power Rating.
    pub damage: Explained,
    /// Each range band and its penalty.
    pub ranges: Vec<(String, i8)>,
    /// The advantage that granted it.
    pub granted_by: &'static str,
}

/// A generated monster.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsMonster"),
    schemars(rename = "BastardsMonster")
)]
#[serde(rename_all = "camelCase")]
pub struct Monster {
    /// Power Rating: the party's highest trait.
    pub power: Explained,
    /// Power Pool: Power Rating × 10.
    pub power_pool: Explained,
    /// Its suit, from the drawn card.
    pub suit: Suit,
    /// The advantages the players picked, of its suit (one level each).
    pub advantages: Vec<&'static str>,
    /// The advantages every monster gains, its suit's Abomination first.
    pub automatic: Vec<AutomaticAdvantage>,
    /// The natural ranged weapon, when a picked advantage affects ranged weapons.
    pub ranged_weapon: Option<NaturalRangedWeapon>,
    /// XP each surviving character in the scene gains when it is killed.
    pub xp_when_killed: Explained,
}

/// Why a monster cannot be generated as asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MonsterError {
    /// No player character to take the Power Rating from.
    #[error("A monster's Power Rating is the highest trait of the player characters: name at least one.")]
    NoParty,
    /// The id names no advantage.
    #[error("\"{id}\" is not an advantage.")]
    UnknownAdvantage {
        /// The id given.
        id: String,
    },
    /// The advantage is on the monsters' ban list.
    #[error("Monsters cannot have {name}.")]
    Banned {
        /// Its name.
        name: &'static str,
    },
    /// The advantage is of another suit.
    #[error("{name} is a {advantage_suit} advantage; this monster's suit is {suit}.")]
    WrongSuit {
        /// Its name.
        name: &'static str,
        /// Its suit's name.
        advantage_suit: &'static str,
        /// The monster's suit's name.
        suit: &'static str,
    },
    /// The same advantage picked twice.
    #[error("{name} is picked twice.")]
    Repeated {
        /// Its name.
        name: &'static str,
    },
    /// Not as many advantages as the Power Rating.
    #[error("A monster of Power Rating {power} gains {power} advantages; {picked} are picked.")]
    WrongCount {
        /// The Power Rating.
        power: u8,
        /// How many were picked.
        picked: usize,
    },
}

impl MonsterError {
    /// The rule that refuses.
    pub fn rule(&self) -> Citation {
        cite("Monsters")
    }
}

fn suit_name(suit: Suit) -> &'static str {
    match suit {
        Suit::Clubs => "Clubs",
        Suit::Diamonds => "Diamonds",
        Suit::Hearts => "Hearts",
        Suit::Spades => "Spades",
    }
}

/// Abomination's effects for `suit`, in our words.
fn abomination(suit: Suit, power: u8) -> String {
    let aura = format!(
        "Aura of Terror: on first sight every character makes a Guts Fate Draw off Spirit \
         against {power} cards."
    );
    let package = match suit {
        Suit::Clubs => format!(
            "Thick hide: {power} less damage to its Power Pool. Its natural weapon adds {power} \
             to physical melee damage. Always Berserk, though not limited to offensive \
             advantages. Its melee attacks strike every character in its melee range."
        ),
        Suit::Spades => "Aroma every other turn: everyone out to Medium range makes a Guts draw \
             off Spirit at Difficulty +1 or loses their action. Always Aquatic. Retreats at 10 \
             Power Pool or less, fleeing at the start of its next turn. Physical melee damage \
             from it makes the target discard a card."
            .to_owned(),
        Suit::Hearts => format!(
            "Proboscis: ignores armor and shields and heals half the damage it deals. Wings \
             give it Flight. Its first action in every combat Opposition adds {power} Giant \
             Insect Swarms (squads of 5 Extras, Power Rating {power})."
        ),
        Suit::Diamonds => "Begins every scene In Hiding and attacks at once, with The Drop on \
             its first target if it wins Stealth off Power against their Perception off Mind. \
             Always has a ranged attack as strong as its unarmed strike, retreating to range \
             when outnumbered in melee and at 10 Power Pool or less. Its targets defend with \
             Luck instead of Mind. A melee hit shifts the target's suit one step up the chain \
             (Clubs, Spades, Hearts, Diamonds, Clubs), swapping the two traits for good, and \
             the target makes a Guts Fate Draw off Spirit or loses its next action."
            .to_owned(),
    };
    format!("{aura} {package}")
}

fn automatic(suit: Suit, power: u8) -> Vec<AutomaticAdvantage> {
    let entry = |name: &'static str, summary: String| AutomaticAdvantage {
        name,
        summary,
        rule: Citation {
            system: crate::SystemId::GameOfBastards,
            section: format!("Monsters › {name}").into(),
        },
    };
    vec![
        entry("Abomination", abomination(suit, power)),
        entry(
            "Challenging",
            format!(
                "No initiative: it acts after every two characters or two groups of Extras, or \
                 right after a lone opponent. Killing it gives each surviving character {} XP. \
                 Knocked Out by it means Wounded.",
                u32::from(power) + MONSTER_XP_OVER_PR
            ),
        ),
        entry(
            "Steady",
            "Cannot be knocked down, grappled or slowed in any usual way; attacks even when it \
             sacrifices its action."
                .into(),
        ),
        entry(
            "Uncontrollable",
            "Cannot be persuaded; attacks whenever something is in range, the lowest card \
             drawn by those in range choosing the target (a Knocked Out character first), with \
             its most damaging attack and every advantage it can use."
                .into(),
        ),
        entry(
            "The Worst Part",
            "A Fated it kills rises in 24 hours as a monster of its suit unless the body is \
             burned."
                .into(),
        ),
        entry(
            "Unpredictable",
            format!(
                "No hand: it plays {power} cards from the top of the deck and adds {power}. \
                 A draw effect restores 2 Power Pool per card, a discard effect costs 2 per \
                 card; a Joker makes its next offensive action strike everyone in the scene."
            ),
        ),
    ]
}

/// A monster for a party whose player characters have `party` traits, of the suit of
/// `drawn`, with the advantages the players picked (`picks`, advantage ids, one per point of
/// Power Rating).
pub fn generate(
    party: &[TraitRanks],
    drawn: Card,
    picks: &[&str],
) -> Result<Monster, MonsterError> {
    let power = party
        .iter()
        .map(TraitRanks::highest)
        .max()
        .ok_or(MonsterError::NoParty)?;
    let suit = drawn.suit;
    let mut advantages: Vec<&'static AdvantageEntry> = Vec::with_capacity(picks.len());
    for id in picks {
        let entry = advantage(id).ok_or_else(|| MonsterError::UnknownAdvantage {
            id: (*id).to_owned(),
        })?;
        if entry.banned_for_monsters {
            return Err(MonsterError::Banned { name: entry.name });
        }
        if entry.suit != suit {
            return Err(MonsterError::WrongSuit {
                name: entry.name,
                advantage_suit: suit_name(entry.suit),
                suit: suit_name(suit),
            });
        }
        if advantages.iter().any(|picked| picked.id == entry.id) {
            return Err(MonsterError::Repeated { name: entry.name });
        }
        advantages.push(entry);
    }
    if advantages.len() != usize::from(power) {
        return Err(MonsterError::WrongCount {
            power,
            picked: advantages.len(),
        });
    }
    let rule = cite("Monsters");
    let pr_term = |label: &str| Term {
        label: label.to_owned(),
        value: i32::from(power),
        rule: cite("Monsters"),
    };
    let power_rating = Explained::sum(rule.clone(), vec![pr_term("Highest trait in the party")]);
    let mut power_pool = Explained::sum(rule.clone(), vec![pr_term("Power Rating")]);
    power_pool.value = i32::from(power) * i32::from(PP_PER_PR);
    power_pool
        .notes
        .push(format!("Power Rating × {PP_PER_PR}."));
    let ranged_weapon = advantages
        .iter()
        .find(|entry| RANGED_ADVANTAGES.contains(&entry.id))
        .map(|entry| NaturalRangedWeapon {
            damage: Explained::sum(rule.clone(), vec![pr_term("Power Rating")]),
            ranges: NATURAL_RANGES
                .iter()
                .map(|(band, penalty)| ((*band).to_owned(), *penalty))
                .collect(),
            granted_by: entry.name,
        });
    let xp_when_killed = Explained::sum(
        cite("Monsters › Challenging"),
        vec![
            pr_term("Power Rating"),
            Term {
                label: "Killing a monster".into(),
                value: MONSTER_XP_OVER_PR as i32,
                rule: cite("Monsters › Challenging"),
            },
        ],
    );
    Ok(Monster {
        power: power_rating,
        power_pool,
        suit,
        advantages: advantages.iter().map(|entry| entry.id).collect(),
        automatic: automatic(suit, power),
        ranged_weapon,
        xp_when_killed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;

    fn party(highest: u8) -> Vec<TraitRanks> {
        vec![
            TraitRanks::starting(Suit::Hearts),
            TraitRanks {
                body: highest,
                spirit: 1,
                mind: 1,
                luck: 1,
            },
        ]
    }

    fn drawn(suit: Suit) -> Card {
        Card::new(Rank::new(7).expect("a rank"), suit)
    }

    #[test]
    fn monsters_power_rating_3_gives_30_pp_8_xp_and_a_plus_3_ranged_weapon() {
        // Digest T6 and E9/E14: PR 3 → PP 30, killing it pays 8 XP, a natural ranged weapon
        // with damage +3 and the printed range penalties.
        let monster = generate(
            &party(3),
            drawn(Suit::Clubs),
            &["eagle_eyes", "toughness", "thick_skin"],
        )
        .expect("a legal monster");
        assert_eq!(monster.power.value, 3);
        assert_eq!(monster.power_pool.value, 30);
        assert_eq!(monster.xp_when_killed.value, 8);
        let weapon = monster
            .ranged_weapon
            .expect("Eagle Eyes affects ranged weapons");
        assert_eq!(weapon.damage.value, 3);
        assert_eq!(
            weapon.ranges,
            vec![
                ("Melee".to_owned(), -10),
                ("Short".to_owned(), 0),
                ("Medium".to_owned(), -5),
                ("Long".to_owned(), -10)
            ]
        );
        let names: Vec<&str> = monster.automatic.iter().map(|a| a.name).collect();
        assert_eq!(
            names,
            vec![
                "Abomination",
                "Challenging",
                "Steady",
                "Uncontrollable",
                "The Worst Part",
                "Unpredictable"
            ]
        );
        assert!(monster.automatic[0].summary.contains("3 less damage"));
        assert_eq!(monster.automatic[0].rule.section, "Monsters › Abomination");
    }

    #[test]
    fn monsters_cannot_have_the_banned_advantages() {
        let error = generate(&party(2), drawn(Suit::Clubs), &["acrobat", "toughness"])
            .expect_err("Acrobat is banned");
        assert_eq!(error, MonsterError::Banned { name: "Acrobat" });
        assert_eq!(error.rule().section, "Monsters");
    }

    #[test]
    fn monsters_pick_advantages_of_the_drawn_suit_one_per_point_of_power() {
        let error = generate(
            &party(2),
            drawn(Suit::Diamonds),
            &["toughness", "gun_fever"],
        )
        .expect_err("Toughness is Clubs");
        assert!(matches!(error, MonsterError::WrongSuit { .. }), "{error}");
        let error =
            generate(&party(2), drawn(Suit::Diamonds), &["gun_fever"]).expect_err("one short");
        assert_eq!(
            error,
            MonsterError::WrongCount {
                power: 2,
                picked: 1
            }
        );
        let error = generate(
            &party(2),
            drawn(Suit::Diamonds),
            &["gun_fever", "gun_fever"],
        )
        .expect_err("twice");
        assert!(matches!(error, MonsterError::Repeated { .. }));
        assert_eq!(
            generate(&[], drawn(Suit::Clubs), &[]),
            Err(MonsterError::NoParty)
        );
        let monster = generate(
            &party(2),
            drawn(Suit::Diamonds),
            &["gun_fever", "lucky_strike"],
        )
        .expect("legal");
        assert_eq!(monster.suit, Suit::Diamonds);
        assert!(monster.ranged_weapon.is_some());
        assert!(monster.automatic[0]
            .summary
            .contains("Luck instead of Mind"));
    }
}
