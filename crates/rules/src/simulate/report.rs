//! A simulation's tally as the GM reads it: each side's chance to win, how long fights last, who
//! falls and what is left.

use serde::{Deserialize, Serialize};

use super::{AutoPlay, Probability, SideIndex, Tally};

/// A simulation's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SimulationReport {
    /// Fights played.
    pub runs: u32,
    /// The seed they were played from (the same seed plays the same fights).
    pub seed: String,
    /// Each side's chance to win: the party's, then the foes'.
    pub sides: [SideOdds; 2],
    /// Fights that ended without a winner (a retreat, a fight declared over).
    pub no_winner: Probability,
    /// Fights still undecided at the round cap: counted, never dropped.
    pub capped: Probability,
    /// Fights where the automatic players had nothing left they could do.
    pub stalled: Probability,
    /// Fights where the engine refused an automatic player's command (a gap in the automatic
    /// player, reported so it is seen).
    pub refused: Probability,
    /// The first refusal, if any, in the engine's words.
    pub first_refusal: Option<String>,
    /// How many fights ended in each round (rounds with none left out).
    pub rounds: Vec<RoundCount>,
    /// The mean number of rounds.
    pub mean_rounds: f64,
    /// The median number of rounds.
    pub median_rounds: u16,
    /// The run whose log is shown as the typical fight: the first that lasted the median.
    pub median_run: u32,
    /// Every combatant present at the start.
    pub combatants: Vec<CombatantOdds>,
    /// Effects the engine leaves to the GM that the fights met: the runs played on without
    /// them, so the estimate does not count them. Most often met first. (Absent from results
    /// saved before it was reported: read as none.)
    #[serde(default)]
    pub skipped: Vec<SkippedEffect>,
}

/// An effect left to the GM that simulated fights met and played on without.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SkippedEffect {
    /// The effect's id (a perk's or a spell's).
    pub id: String,
    /// Its name.
    pub name: String,
    /// How often a fight met it.
    pub runs: Probability,
}

/// One side's chance to win.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SideOdds {
    /// 0 the party, 1 the foes.
    pub side: SideIndex,
    /// Its wins out of all runs, with the 95% interval.
    pub wins: Probability,
}

/// How many fights ended in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct RoundCount {
    /// The round.
    pub round: u16,
    /// Fights that ended in it (or were capped at it).
    pub fights: u32,
}

/// One combatant's fate over the runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct CombatantOdds {
    /// Its index in the fight.
    pub index: u16,
    /// Its name.
    pub name: String,
    /// Its side.
    pub side: SideIndex,
    /// How often it fell, by the system's terms.
    pub fell: Probability,
    /// What it had left at the end, on average.
    pub resources: Vec<ResourceLeft>,
}

/// A resource's mean left at the end of a fight.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ResourceLeft {
    /// What it is (stamina, hit points…).
    pub name: String,
    /// Its mean at the end of a fight.
    pub mean: f64,
    /// Its maximum.
    pub max: i32,
}

impl SimulationReport {
    /// The report of `tally`, its combatants named from `first` (the starting state).
    pub fn new<B: AutoPlay>(tally: &Tally, first: &B::State, seed: u64) -> SimulationReport {
        let runs = tally.runs;
        let names = B::resource_names();
        let rounds: Vec<RoundCount> = tally
            .rounds
            .iter()
            .enumerate()
            .filter(|(_, &fights)| fights > 0)
            .map(|(round, &fights)| RoundCount {
                round: round as u16,
                fights,
            })
            .collect();
        let total_rounds: u64 = rounds
            .iter()
            .map(|r| u64::from(r.round) * u64::from(r.fights))
            .sum();
        let median_rounds = median(&rounds, runs);
        let combatants = (0..tally.fell.len())
            .map(|index| {
                let (name, side) = B::combatant(first, index);
                CombatantOdds {
                    index: index as u16,
                    name: name.to_owned(),
                    side,
                    fell: Probability::of(tally.fell[index], runs),
                    resources: names
                        .iter()
                        .enumerate()
                        .map(|(slot, name)| {
                            let at = index * names.len() + slot;
                            ResourceLeft {
                                name: (*name).to_owned(),
                                mean: mean(tally.resources_left[at], runs),
                                max: tally.resource_max[at],
                            }
                        })
                        .collect(),
                }
            })
            .collect();
        SimulationReport {
            runs,
            seed: seed.to_string(),
            sides: [0, 1].map(|side| SideOdds {
                side,
                wins: Probability::of(tally.wins[usize::from(side)], runs),
            }),
            no_winner: Probability::of(tally.no_winner, runs),
            capped: Probability::of(tally.capped, runs),
            stalled: Probability::of(tally.stalled, runs),
            refused: Probability::of(tally.refused, runs),
            first_refusal: tally
                .first_refusal
                .as_ref()
                .map(|(run, why)| format!("run {run}: {why}")),
            mean_rounds: mean(total_rounds as i64, runs),
            median_rounds,
            median_run: tally
                .example_run
                .get(usize::from(median_rounds))
                .copied()
                .flatten()
                .unwrap_or(0),
            rounds,
            skipped: {
                let mut skipped: Vec<SkippedEffect> = tally
                    .skipped
                    .iter()
                    .map(|(id, met)| SkippedEffect {
                        id: id.clone(),
                        name: B::effect_name(id),
                        runs: Probability::of(*met, runs),
                    })
                    .collect();
                skipped.sort_by(|a, b| b.runs.count.cmp(&a.runs.count).then(a.id.cmp(&b.id)));
                skipped
            },
            combatants,
        }
    }
}

fn mean(sum: i64, runs: u32) -> f64 {
    if runs == 0 {
        0.0
    } else {
        sum as f64 / f64::from(runs)
    }
}

/// The lower median of the round counts.
fn median(rounds: &[RoundCount], runs: u32) -> u16 {
    let middle = runs.saturating_sub(1) / 2;
    let mut seen = 0u32;
    for count in rounds {
        seen += count.fights;
        if seen > middle {
            return count.round;
        }
    }
    0
}
