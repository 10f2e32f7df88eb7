//! "Combat Spell List": each spell the engine resolves, played from its entry's text; and the
//! magic table rules those spells read, under their default and each other option.

use super::super::test_kit::{
    at, battle, brawler, grid, ok, ok_seeded, plan_all, refused, turn_of,
};
use super::super::tests::{card, fighter, fists, strike_at};
use super::super::*;
use crate::cards::Suit;
use crate::systems::fated_hand::model::Stat;

pub(super) const MIRA: CombatantId = 0;
pub(super) const BRAN: CombatantId = 1;
pub(super) const ADA: CombatantId = 2;
pub(super) const COLE: CombatantId = 3;

/// Every spell resolved here, known to Mira.
const KNOWN: &[&str] = &[
    "arcane_deflection",
    "blood_sacrifice",
    "breaker_beam",
    "desperate_deflection",
    "final_flash",
    "forgetfullness",
    "grasping_root",
    "heaven_guide_you",
    "icicle",
    "killing_frost",
    "life_tether",
    "mange_wolf",
    "mirror_guard",
    "misery_loves_company",
    "numbfingers",
    "petty_hex",
    "protection_ward",
    "sharpen",
    "solar_flare",
    "black_dagger",
    "ka_pow",
    "holy_flame",
];

/// Mira (Strike 1, Defense 1, Speed 9, Magic Strike 3) at (1,1); Bran, a foe (Strike 0,
/// Defense `bran.0`, Speed `bran.1`, 2 Hit Points) beside her at (2,1); Ada, her ally (Strike 2,
/// Defense 2, Speed 5) at (1,0), next to both; Cole, a foe (Defense 3, Speed 4) 3 tiles below
/// Mira at (1,4) in plain sight. Everyone plays three
/// Aces (power 0) in Balanced Stance (+1 Speed); Mira's turn.
pub(super) fn field(bran: (i16, i16)) -> BattleState {
    let mut state = unplanned(bran);
    plan_all(&mut state);
    turn_of(&mut state, MIRA);
    state
}

/// [`field`] before anyone plans.
pub(super) fn unplanned(bran: (i16, i16)) -> BattleState {
    let stave = ArmProfile {
        name: "Stave".into(),
        magic_strike: 3,
        ..fists(1, 1, 9)
    };
    let mut mira = at(fighter("Mira", Side::Party, stave, false), 1, 1);
    mira.spells = KNOWN.iter().map(|s| (*s).to_owned()).collect();
    mira.star_suit = Some(Suit::Hearts);
    let mut bran_setup = at(brawler("Bran", Side::Foes, 0, bran.0, bran.1), 2, 1);
    bran_setup.hit_points = 2;
    bran_setup.spells = vec!["arcane_deflection".into(), "desperate_deflection".into()];
    let ada = at(brawler("Ada", Side::Party, 2, 2, 5), 1, 0);
    let cole = at(brawler("Cole", Side::Foes, 0, 3, 4), 1, 4);
    battle(vec![mira, bran_setup, ada, cole], Some(grid(10, 8, &[])))
}

pub(super) fn cast(spell: &str, reagents: &[&str], target: Option<CombatantId>) -> Command {
    Command::Cast {
        spell: spell.into(),
        reagents: reagents.iter().map(|c| card(c)).collect(),
        caster: None,
        target,
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: None,
        roll: None,
        count: None,
        targets: Vec::new(),
    }
}

/// `command` with one of the Cast fields changed.
pub(super) fn with(mut command: Command, change: impl FnOnce(&mut Command)) -> Command {
    change(&mut command);
    command
}

pub(super) fn handicap(state: &BattleState, who: CombatantId) -> [u8; 3] {
    state.combatants[usize::from(who)].handicap
}

/// The spell effects in `events`: (who, Handicap change).
pub(super) fn effects(events: &[Event]) -> Vec<(CombatantId, [i8; 3])> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::SpellEffect { who, handicap, .. } => Some((*who, *handicap)),
            _ => None,
        })
        .collect()
}

fn no_ruling(events: &[Event]) {
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::RulingNeeded { .. })),
        "{events:?}"
    );
}

/// Breaker Beam: "Targeted visible creature within four tiles suffers Defense Handicap equal to
/// half their current Defense."
#[test]
fn breaker_beam_halves_the_current_defense_as_handicap() {
    let mut state = field((7, 3));
    let events = ok(&mut state, cast("breaker_beam", &["3H", "9S"], Some(BRAN)));
    no_ruling(&events);
    // Defense 7, halved and rounded down by the table default: 3.
    assert_eq!(effects(&events), vec![(BRAN, [0, 3, 0])]);
    assert_eq!(handicap(&state, BRAN), [0, 3, 0]);
    let Some(Event::SpellEffect { why, .. }) = events
        .iter()
        .find(|e| matches!(e, Event::SpellEffect { .. }))
    else {
        panic!("an effect")
    };
    assert_eq!(why.rule.section, "Combat Spell List › Breaker Beam (Spell)");
    assert!(why.notes[0].contains("rounded down"), "{:?}", why.notes);
    // Cole stands 3 tiles away: within reach; at 5 he is not.
    let mut far = field((7, 3));
    far.combatants[usize::from(COLE)].position = Some(Tile { x: 1, y: 6 });
    let err = refused(&far, &cast("breaker_beam", &["3H", "9S"], Some(COLE)));
    assert!(err.message.contains("reaches 4"), "{}", err.message);
}

/// Grasping Root: "If their speed is less than 13, they suffer 5 Speed Handicap and 2 Defense
/// Handicap."
#[test]
fn grasping_root_holds_a_creature_slower_than_13() {
    // Speed 11 + 1 for the Balanced Stance: 12.
    let mut slow = field((2, 11));
    let events = ok(&mut slow, cast("grasping_root", &["2H", "4S"], Some(BRAN)));
    assert_eq!(effects(&events), vec![(BRAN, [0, 2, 5])]);
    assert_eq!(handicap(&slow, BRAN), [0, 2, 5]);
    let mut quick = field((2, 12));
    let events = ok(&mut quick, cast("grasping_root", &["2H", "4S"], Some(BRAN)));
    assert_eq!(effects(&events), vec![(BRAN, [0, 0, 0])]);
    assert_eq!(handicap(&quick, BRAN), [0, 0, 0]);
    let err = refused(&field((2, 12)), &cast("grasping_root", &["6H", "8S"], None));
    assert!(err.message.contains("needs a target"), "{}", err.message);
}

/// Numbfingers: "2 Strike Handicap plus 1 Strike Handicap for every card of your Star Suit in
/// your hand when you cast this spell". Mira's deck is not tracked: the GM enters the count.
#[test]
fn numbfingers_adds_one_strike_handicap_per_star_suit_card() {
    let mut state = field((2, 3));
    let plain = cast("numbfingers", &["2H", "9S"], Some(BRAN));
    let err = refused(&state, &plain);
    assert!(err.message.contains("Star Suit"), "{}", err.message);
    let counted = with(plain, |c| {
        if let Command::Cast { count, .. } = c {
            *count = Some(2);
        }
    });
    let events = ok(&mut state, counted);
    assert_eq!(effects(&events), vec![(BRAN, [4, 0, 0])]);
    // Cole, 3 tiles off, is beyond its 2 tiles.
    let again = field((2, 3));
    let err = refused(
        &again,
        &with(cast("numbfingers", &["2H", "9S"], Some(COLE)), |c| {
            if let Command::Cast { count, .. } = c {
                *count = Some(0);
            }
        }),
    );
    assert!(err.message.contains("reaches 2"), "{}", err.message);
}

/// Numbfingers with a tracked deck: the engine counts the Star Suit in the Reagent hand, the
/// cards being spent included.
#[test]
fn numbfingers_counts_a_tracked_reagent_hand() {
    let mut state = field((2, 3));
    let mut deck = crate::deck::Deck::shuffled(&mut crate::random::Rng::from_seed(5));
    for c in ["2H", "9H", "5H", "3S"] {
        deck.move_card(
            card(c),
            crate::deck::Zone::DrawPile,
            crate::deck::Zone::Reagents,
        )
        .expect("in the deck");
    }
    state.combatants[usize::from(MIRA)].deck = Some(deck);
    let events = ok(&mut state, cast("numbfingers", &["2H", "3S"], Some(BRAN)));
    // Three Hearts in the Reagent hand: 2 + 3.
    assert_eq!(effects(&events), vec![(BRAN, [5, 0, 0])]);
}

/// Petty Hex: "They take 1 Handicap in two random Stats" — a visible foe.
#[test]
fn petty_hex_gives_one_handicap_in_two_random_stats() {
    for seed in 0..40 {
        let mut state = field((2, 3));
        let events = ok_seeded(&mut state, seed, &cast("petty_hex", &["3S"], Some(BRAN)));
        let rolls = events
            .iter()
            .filter(|e| matches!(e, Event::SpellRolled { .. }))
            .count();
        assert_eq!(rolls, 2);
        let h = handicap(&state, BRAN);
        assert_eq!(h.iter().sum::<u8>(), 2, "{h:?}");
        assert!(h.iter().all(|n| *n <= 1), "two different stats: {h:?}");
    }
    let state = field((2, 3));
    assert!(refused(&state, &cast("petty_hex", &["3S"], Some(ADA)))
        .message
        .contains("foe"));
}

/// Icicle: "The target suffers 3 Speed Handicap." No range is printed: 4 tiles by the table
/// default.
#[test]
fn icicle_gives_three_speed_handicap() {
    let mut state = field((2, 3));
    let events = ok(&mut state, cast("icicle", &["5C"], Some(COLE)));
    assert_eq!(effects(&events), vec![(COLE, [0, 0, 3])]);
}

/// Killing Frost: "All targetable creatures with less than 1 Speed suffer 1 Hit."
#[test]
fn killing_frost_hits_every_creature_below_one_speed() {
    // Bran's Speed 0 + 1 (Balanced), Cole's 4 + 1 − 5 Handicap.
    let mut state = field((2, 0));
    state.combatants[usize::from(BRAN)].handicap = [0, 0, 1];
    state.combatants[usize::from(COLE)].handicap = [0, 0, 5];
    let events = ok(&mut state, cast("killing_frost", &["2C", "3C"], None));
    let hits: Vec<CombatantId> = events
        .iter()
        .filter_map(|e| match e {
            Event::Hit { who, .. } => Some(*who),
            _ => None,
        })
        .collect();
    assert_eq!(hits, vec![BRAN, COLE]);
    assert_eq!(state.combatants[usize::from(BRAN)].hit_points, 1);
    assert!(state.combatants[usize::from(COLE)].incapacitated);
    assert!(!state.combatants[usize::from(ADA)].incapacitated);
}

/// Misery Loves Company: "For every Handicap on the first target, cause the second target to
/// suffer the same" — two creatures within three tiles of one another.
#[test]
fn misery_loves_company_copies_handicap_to_the_second_target() {
    let mut state = field((2, 3));
    state.combatants[usize::from(BRAN)].handicap = [1, 2, 0];
    let both = with(
        cast("misery_loves_company", &["4H", "5S"], Some(BRAN)),
        |c| {
            if let Command::Cast { targets, .. } = c {
                *targets = vec![COLE];
            }
        },
    );
    let events = ok(&mut state, both);
    assert_eq!(effects(&events), vec![(COLE, [1, 2, 0])]);
    assert_eq!(handicap(&state, COLE), [1, 2, 0]);
    // Ada (1,0) and Cole (1,4) are 4 tiles apart.
    let apart = field((2, 3));
    let far = with(
        cast("misery_loves_company", &["4H", "5S"], Some(ADA)),
        |c| {
            if let Command::Cast { targets, .. } = c {
                *targets = vec![COLE];
            }
        },
    );
    assert!(refused(&apart, &far).message.contains("within 3"));
}

/// Forgetfullness: "remove all Handicap on yourself"; ignoring field effects stays the GM's.
#[test]
fn forgetfullness_sheds_all_the_casters_handicap() {
    let mut state = field((2, 3));
    state.combatants[usize::from(MIRA)].handicap = [2, 1, 1];
    let events = ok(
        &mut state,
        cast("forgetfullness", &["2C", "4C", "6C"], None),
    );
    assert_eq!(effects(&events), vec![(MIRA, [-2, -1, -1])]);
    assert_eq!(handicap(&state, MIRA), [0, 0, 0]);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::RulingNeeded { source, .. } if source == "forgetfullness")));
}

fn blood(count: u8) -> Command {
    with(cast("blood_sacrifice", &[], None), |c| {
        if let Command::Cast { count: n, .. } = c {
            *n = Some(count);
        }
    })
}

/// Blood Sacrifice: "draw 1 or 2 Reagents. Then, suffer 1 Handicap in all Stats for each card
/// drawn. If this would make any Stat negative, you may not cast the spell."
#[test]
fn blood_sacrifice_draws_reagents_for_handicap_in_every_stat() {
    let mut state = field((2, 3));
    // Mira's Strike is 1: two cards would take it below zero.
    let err = refused(&state, &blood(2));
    assert!(err.message.contains("negative"), "{}", err.message);
    assert!(refused(&state, &blood(3)).message.contains("1 or 2"));
    let events = ok(&mut state, blood(1));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ReagentsDrawn {
            source: ReagentSource::Spell,
            count: 1,
            ..
        }
    )));
    assert_eq!(effects(&events), vec![(MIRA, [1, 1, 1])]);
    assert_eq!(handicap(&state, MIRA), [1, 1, 1]);
    assert!(state.combatants[usize::from(MIRA)].primary_used);
}

/// Final Flash: "All creatures adjacent to your defend against an attack with Magic Strike +
/// 1d10. Afterwards, you fall dead". The table's d10 is entered.
#[test]
fn final_flash_strikes_every_neighbour_then_the_caster_falls() {
    let mut state = field((9, 3));
    let flash = |roll: u8| {
        with(
            cast("final_flash", &["2H", "3S", "4D", "5C"], None),
            move |c| {
                if let Command::Cast { roll: r, .. } = c {
                    *r = Some(roll);
                }
            },
        )
    };
    assert!(refused(&state, &flash(11)).message.contains("d10"));
    let events = ok(&mut state, flash(8));
    // Magic Strike 3 + 8 = 11 against Bran's 9 and Ada's 2: both hit; Cole is not adjacent.
    let struck: Vec<(CombatantId, i32, bool)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Attacked {
                target,
                strike,
                success,
                ..
            } => Some((*target, strike.value, *success)),
            _ => None,
        })
        .collect();
    assert_eq!(struck, vec![(BRAN, 11, true), (ADA, 11, true)]);
    assert_eq!(state.combatants[usize::from(BRAN)].hit_points, 1);
    assert!(state.combatants[usize::from(ADA)].incapacitated);
    assert!(state.combatants[usize::from(MIRA)].incapacitated);
    assert!(!state.combatants[usize::from(COLE)].incapacitated);
}

/// Solar Flare: "Foes adjacent to you suffer 3 Defense Handicap and 3 Speed Handicap if they are
/// not in Defensive Stance and 1 Defense Handicap and 1 Speed Handicap otherwise."
#[test]
fn solar_flare_scorches_adjacent_foes_less_in_defensive_stance() {
    let mut state = field((2, 3));
    let events = ok(&mut state, cast("solar_flare", &["2H", "3D"], None));
    // Bran is the one adjacent foe; Ada is an ally, Cole too far.
    assert_eq!(effects(&events), vec![(BRAN, [0, 3, 3])]);
    let mut guarded = field((2, 3));
    guarded.combatants[usize::from(BRAN)].stance = Stance::Defensive;
    let events = ok(&mut guarded, cast("solar_flare", &["2H", "3D"], None));
    assert_eq!(effects(&events), vec![(BRAN, [0, 1, 1])]);
}

/// "Spells and the Hit" at its default: Black Dagger's named Handicap replaces the Hit.
fn black_dagger(outcome: SpellAttackOutcome) -> (BattleState, Vec<Event>) {
    let mut state = field((0, 3));
    state.rules.spells.attack_outcome = outcome;
    let events = ok(&mut state, cast("black_dagger", &["3S"], Some(BRAN)));
    (state, events)
}

/// Table rule `fated_hand.spell_attack_outcome`, option `hit_and_effect`: Black Dagger deals its
/// Hit and its 2 Strike and 2 Defense Handicap; by default the Handicap replaces the Hit.
#[test]
fn table_rule_spell_attack_outcome_hit_and_effect() {
    let (state, _) = black_dagger(SpellAttackOutcome::NamedReplacesHit);
    assert_eq!(state.combatants[usize::from(BRAN)].hit_points, 2);
    assert_eq!(handicap(&state, BRAN), [2, 2, 0]);
    let (state, _) = black_dagger(SpellAttackOutcome::HitAndEffect);
    assert_eq!(state.combatants[usize::from(BRAN)].hit_points, 1);
    assert_eq!(handicap(&state, BRAN), [2, 2, 0]);
}

/// Table rule `fated_hand.spell_ranges`, option `gm_each_cast`: Icicle at Cole 6 tiles away is
/// refused under the house range of 4 and accepted when the GM sets the range.
#[test]
fn table_rule_spell_ranges_gm_each_cast() {
    let mut house = field((2, 3));
    house.combatants[usize::from(COLE)].position = Some(Tile { x: 1, y: 7 });
    let icicle = cast("icicle", &["5C"], Some(COLE));
    assert!(refused(&house, &icicle).message.contains("reaches 4"));
    let mut gm = house.clone();
    gm.rules.spells.ranges = SpellRanges::GmEachCast;
    ok(&mut gm, icicle);
    assert_eq!(handicap(&gm, COLE), [0, 0, 3]);
}

/// Table rule `fated_hand.random_stat`, option `independent`: over many casts Petty Hex sometimes
/// gives both Handicap to one stat, which the default never does.
#[test]
fn table_rule_random_stat_independent() {
    let doubled = |rule: RandomStat| {
        (0..60).any(|seed| {
            let mut state = field((2, 3));
            state.rules.spells.random_stat = rule;
            ok_seeded(&mut state, seed, &cast("petty_hex", &["3S"], Some(BRAN)));
            handicap(&state, BRAN).contains(&2)
        })
    };
    assert!(!doubled(RandomStat::Distinct));
    assert!(doubled(RandomStat::Independent));
}

/// Table rule `fated_hand.blood_sacrifice_timing`, option `always_primary`: cast in the Planning
/// Phase it uses up the Primary Action of Mira's coming turn; by default it takes none.
#[test]
fn table_rule_blood_sacrifice_timing_always_primary() {
    let planning = |timing: BloodSacrificeTiming| {
        let mut state = unplanned((2, 3));
        state.rules.spells.blood_sacrifice = timing;
        let in_planning = with(blood(1), |c| {
            if let Command::Cast { caster, .. } = c {
                *caster = Some(MIRA);
            }
        });
        let events = ok(&mut state, in_planning);
        assert_eq!(effects(&events), vec![(MIRA, [1, 1, 1])]);
        plan_all(&mut state);
        turn_of(&mut state, MIRA);
        state
    };
    let free = planning(BloodSacrificeTiming::FreeInPlanning);
    assert!(!free.combatants[usize::from(MIRA)].primary_used);
    let mut attack = free.clone();
    ok(&mut attack, strike_at(BRAN));
    let spent = planning(BloodSacrificeTiming::AlwaysPrimary);
    assert!(spent.combatants[usize::from(MIRA)].primary_used);
    assert_eq!(
        refused(&spent, &strike_at(BRAN)).rule.section,
        "Basic Actions"
    );
}

/// Life Tether: "Target a visible creature controlled by you … If you would suffer a Hit, ignore
/// it. Instead, your tether must suffer 2 Handicap in all Stats". Mira tethers her Mange Wolf,
/// then Killing Frost catches them both at Speed 0: her Hit becomes the wolf's Handicap, the wolf
/// takes its own Hit and falls, and the tether ends with it.
#[test]
fn life_tether_turns_the_casters_hit_into_handicap_on_the_tether() {
    let mut state = field((2, 3));
    assert!(
        refused(&state, &cast("life_tether", &["2S", "3S"], Some(ADA)))
            .message
            .contains("controls")
    );
    ok(&mut state, cast("mange_wolf", &["2C", "3D"], None));
    ok(
        &mut state,
        Command::Summon {
            summon: "mange_wolf".into(),
            at: Some(Tile { x: 0, y: 2 }),
            dice: None,
        },
    );
    let wolf: CombatantId = 4;
    ok(&mut state, cast("life_tether", &["2S", "3S"], Some(wolf)));
    state.combatants[usize::from(MIRA)].handicap = [0, 0, 10];
    let events = ok(&mut state, cast("killing_frost", &["6C", "7C"], None));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::Hit { who, .. } if *who == MIRA)));
    assert!(effects(&events).contains(&(wolf, [2, 2, 2])));
    let mira = &state.combatants[usize::from(MIRA)];
    assert_eq!(mira.hit_points, 1);
    assert!(mira.wards.is_empty(), "the tether ended with the wolf");
    assert!(!state.combatants[usize::from(wolf)].active());
}

/// Mira's Strike now.
pub(super) fn stat(state: &BattleState, who: CombatantId, which: Stat) -> i16 {
    stats::value_in(state, who, which)
}
