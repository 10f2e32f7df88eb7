//! Issue #19: every option of the battle-loop table rules plays as its label says. Each test
//! plays the rulebook scenario the rule is about under the default and under one other option,
//! and asserts both.

use super::test_kit::{at, battle, brawler, grid, ok, plan_all, refused, turn_of};
use super::tests::{strike_and_riposte, strike_at};
use super::*;

/// The counter-Riposte a defended Riposte opened, as `(attacker, riposte allowed)` of each
/// Riposte in `events`.
fn ripostes(events: &[Event]) -> Vec<(CombatantId, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Attacked {
                attacker,
                riposte: true,
                riposte_allowed,
                ..
            } => Some((*attacker, *riposte_allowed)),
            _ => None,
        })
        .collect()
}

/// "Riposte": a Riposte is an Attack, and "Defend": a Defense two above the Strike earns a
/// Riposte. Two fighters with Defense 10 and Strike 0: Ash attacks, Bran defends (10 against 0)
/// and ripostes (Strike 0 + 2 for melee), Ash defends that (10 against 2).
fn riposte_duel(chains: RiposteChains) -> (BattleState, Vec<Event>) {
    let mut state = battle(
        vec![
            brawler("Ash", Side::Party, 0, 10, 4),
            brawler("Bran", Side::Foes, 0, 10, 1),
        ],
        None,
    );
    state.rules.riposte_chains = chains;
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let events = ok(&mut state, strike_and_riposte(1));
    (state, events)
}

fn counter(riposter: CombatantId, target: CombatantId) -> Command {
    Command::Riposte {
        riposter,
        target,
        defend: true,
    }
}

/// Default `no_counter`: Bran's Riposte, though well defended, opens nothing.
fn assert_no_counter_by_default() {
    let (state, events) = riposte_duel(RiposteChains::NoCounter);
    assert_eq!(ripostes(&events), vec![(1, false)]);
    assert!(state.pending_ripostes.is_empty());
    let err = refused(&state, &counter(0, 1));
    assert_eq!(err.rule.section, "Engagement");
}

#[test]
fn table_rule_riposte_chains_one_counter() {
    assert_no_counter_by_default();
    let (mut state, events) = riposte_duel(RiposteChains::OneCounter);
    assert_eq!(ripostes(&events), vec![(1, true)]);
    // Ash answers Bran's Riposte; Bran defends it (10 against 2) but earns nothing more.
    let events = ok(&mut state, counter(0, 1));
    assert_eq!(ripostes(&events), vec![(0, false)]);
    assert!(state.pending_ripostes.is_empty());
    refused(&state, &counter(1, 0));
}

#[test]
fn table_rule_riposte_chains_unlimited() {
    assert_no_counter_by_default();
    let (mut state, events) = riposte_duel(RiposteChains::Unlimited);
    assert_eq!(ripostes(&events), vec![(1, true)]);
    let events = ok(&mut state, counter(0, 1));
    assert_eq!(ripostes(&events), vec![(0, true)]);
    // And again: the trade goes on until one side falls short.
    let events = ok(&mut state, counter(1, 0));
    assert_eq!(ripostes(&events), vec![(1, true)]);
    assert_eq!(state.pending_ripostes[0].counter, 3);
}

/// "Initiative Countdown": Ash (party) and Bran (foe) both reach the count at Speed 4 (3 + a
/// Balanced 1), Bran with the higher Base Speed unless `even`.
fn tie(ties: InitiativeTies, even: bool) -> BattleState {
    let mut ash = brawler("Ash", Side::Party, 0, 0, 3);
    ash.base = Some([0, 0, 1]);
    let mut bran = brawler("Bran", Side::Foes, 0, 0, 3);
    bran.base = Some([0, 0, if even { 1 } else { 2 }]);
    let mut state = battle(vec![ash, bran], None);
    state.rules.initiative_ties = ties;
    plan_all(&mut state);
    assert_eq!(state.phase, Phase::Countdown { count: 4 });
    state
}

fn to_action(who: CombatantId) -> Command {
    Command::ToAction { who }
}

/// Whose turn began among `events`, and whether a coin chose it.
fn began(events: &[Event]) -> (Option<CombatantId>, bool) {
    let who = events.iter().find_map(|e| match e {
        Event::TurnBegan { who, .. } => Some(*who),
        _ => None,
    });
    let coin = events.iter().any(|e| matches!(e, Event::TieBroken { .. }));
    (who, coin)
}

/// Default `speed_then_coin`: the higher Base Speed goes first, whoever is called.
fn assert_base_speed_goes_first_by_default() {
    let state = tie(InitiativeTies::SpeedThenCoin, false);
    let err = refused(&state, &to_action(0));
    assert!(
        err.message.contains("Bran, who goes first"),
        "{}",
        err.message
    );
    let mut state = state;
    assert_eq!(began(&ok(&mut state, to_action(1))), (Some(1), false));
}

#[test]
fn table_rule_initiative_ties_players_first() {
    assert_base_speed_goes_first_by_default();
    let state = tie(InitiativeTies::PlayersFirst, false);
    let err = refused(&state, &to_action(1));
    assert!(
        err.message.contains("Ash, who goes first"),
        "{}",
        err.message
    );
    let mut state = state;
    assert_eq!(began(&ok(&mut state, to_action(0))), (Some(0), false));
}

#[test]
fn table_rule_initiative_ties_gm_decides() {
    assert_base_speed_goes_first_by_default();
    let mut state = tie(InitiativeTies::GmDecides, false);
    assert_eq!(began(&ok(&mut state, to_action(0))), (Some(0), false));
    // Even in Base Speed too: by default a coin picks, and the log says so; the GM just calls.
    let mut coin = tie(InitiativeTies::SpeedThenCoin, true);
    let events = ok(&mut coin, to_action(0));
    let (who, flipped) = began(&events);
    assert!(flipped && who.is_some());
    let line = log::describe(&coin, &events[0]);
    assert!(line.text.contains("a coin sends"), "{}", line.text);
    let mut called = tie(InitiativeTies::GmDecides, true);
    assert_eq!(began(&ok(&mut called, to_action(1))), (Some(1), false));
}

/// "Initiative Countdown": "When the GM has counted down to a power at or below a creature's
/// Speed, that creature may take their turn." Ash (Speed 6) and Bran (Speed 4): the count starts
/// at 6.
fn held(turns: HeldTurns) -> BattleState {
    let mut state = battle(
        vec![
            brawler("Ash", Side::Party, 0, 0, 5),
            brawler("Bran", Side::Foes, 0, 0, 3),
        ],
        None,
    );
    state.rules.held_turns = turns;
    plan_all(&mut state);
    assert_eq!(state.phase, Phase::Countdown { count: 6 });
    state
}

#[test]
fn table_rule_held_turns_no_holding() {
    // Default `delay`: Ash lets the count pass, Bran acts at 4, Ash steps in after him.
    let mut state = held(HeldTurns::Delay);
    ok(&mut state, Command::NextCount);
    ok(&mut state, Command::NextCount);
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    assert_eq!(began(&ok(&mut state, to_action(0))), (Some(0), false));
    // A turn held to the end of the round is lost, and the log says so.
    let mut lost = held(HeldTurns::Delay);
    ok(&mut lost, Command::NextCount);
    ok(&mut lost, Command::NextCount);
    turn_of(&mut lost, 1);
    ok(&mut lost, Command::EndTurn);
    let before = lost.clone();
    let events = ok(
        &mut lost,
        Command::EndRound {
            recover: vec![],
            discard: vec![],
        },
    );
    let ended = events
        .iter()
        .find(|e| matches!(e, Event::RoundEnded { .. }))
        .expect("the round ends");
    let line = log::describe(&before, ended);
    assert!(
        line.text.contains("Ash held its turn and loses it"),
        "{}",
        line.text
    );

    // `no_holding`: the count stays at 6 until Ash acts.
    let state = held(HeldTurns::NoHolding);
    let err = refused(&state, &Command::NextCount);
    assert!(
        err.message.contains("Ash takes its turn now"),
        "{}",
        err.message
    );
    // Meditate is the perk that lets its holder wait.
    let mut meditating = held(HeldTurns::NoHolding);
    meditating.combatants[0].perks.push("meditate".into());
    ok(&mut meditating, Command::NextCount);
}

/// A ruling that places `who` on `(x, y)` (a shove, Press Forward).
fn placed(who: CombatantId, x: i16, y: i16) -> Command {
    Command::Adjudicate {
        who,
        perk_or_spell: None,
        hit_points_change: 0,
        handicap_change: [0; 3],
        external: false,
        movement_change: 0,
        stealth_power_change: 0,
        hidden: None,
        move_to: Some(Tile { x, y }),
        note: "shoved".into(),
    }
}

/// "Engagement": Ash attacks Bran in melee, which engages them; then a ruling shoves Bran a tile
/// away.
fn shoved(breaks: EngagementBreaks) -> BattleState {
    let mut state = battle(
        vec![
            at(brawler("Ash", Side::Party, 0, 0, 4), 1, 1),
            at(brawler("Bran", Side::Foes, 0, 0, 1), 2, 1),
        ],
        Some(grid(6, 4, &[])),
    );
    state.rules.engagement_breaks = breaks;
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, strike_at(1));
    assert!(state.combatants[0].engaged_with(1));
    ok(&mut state, placed(1, 3, 1));
    assert!(!state.combatants[0].engaged_with(1), "the move breaks it");
    state
}

#[test]
fn table_rule_engagement_breaks_any_move() {
    let ash_ripostes = Command::Riposte {
        riposter: 0,
        target: 1,
        defend: false,
    };
    // Default `voluntary_moves`: a forced move opens no Riposte.
    let state = shoved(EngagementBreaks::VoluntaryMoves);
    assert!(state.pending_ripostes.is_empty());
    refused(&state, &ash_ripostes);
    // `any_move`: Ash may riposte, measured to where Bran stood when it broke.
    let mut state = shoved(EngagementBreaks::AnyMove);
    let events = ok(&mut state, ash_ripostes);
    assert_eq!(ripostes(&events), vec![(0, false)]);
}

/// "Engagement" and "Hit Points": Ash (party) attacks Bran, engaging him; the GM then takes
/// Bran's last Hit Point. Cato, a second foe, keeps the battle going.
fn fallen(incapacitation: EngagementIncapacitation) -> BattleState {
    let mut state = battle(
        vec![
            brawler("Ash", Side::Party, 0, 0, 8),
            brawler("Bran", Side::Foes, 0, 0, 1),
            brawler("Cato", Side::Foes, 0, 0, 1),
        ],
        None,
    );
    state.rules.engagement_incapacitation = incapacitation;
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, strike_at(1));
    ok(
        &mut state,
        Command::Override {
            who: 1,
            hit_points: Some(0),
            handicap: None,
            note: "a falling beam".into(),
        },
    );
    assert!(!state.combatants[1].active());
    state
}

#[test]
fn table_rule_engagement_incapacitation_persist() {
    let retreat = Command::Retreat {
        agree: vec![0],
        ripostes: vec![],
    };
    // Default `dissolve`: Ash is free, and the party may Retreat.
    let mut state = fallen(EngagementIncapacitation::Dissolve);
    assert!(!state.combatants[0].engaged_with(1));
    let events = ok(&mut state, retreat.clone());
    assert!(events.contains(&Event::RetreatResolved { success: true }));
    // `persist`: Ash still counts as Engaged, so "No member of the party is Engaged" fails.
    let state = fallen(EngagementIncapacitation::Persist);
    assert!(state.combatants[0].engaged_with(1));
    let err = refused(&state, &retreat);
    assert!(err.message.contains("Ash is Engaged"), "{}", err.message);
    // Moving away breaks it, with no Riposte: the fallen cannot act.
    let mut state = state;
    let events = ok(
        &mut state,
        Command::Advance {
            tiles: 1,
            disengage: true,
        },
    );
    assert!(events.contains(&Event::EngagementBroken {
        mover: 0,
        other: 1,
        riposte: false,
    }));
    assert_eq!(state.combatants[0].engaged, 0);
}

/// "Hit Points": "Incapacitated creatures remain on the field and continue to occupy their
/// Tile." Bran lies at (2, 1); a ruling moves Ash, beside him, onto his tile.
fn onto_the_fallen(tile: EnterIncapacitatedTile) -> BattleState {
    let mut state = battle(
        vec![
            at(brawler("Ash", Side::Party, 0, 0, 4), 1, 1),
            at(brawler("Bran", Side::Foes, 0, 0, 1), 2, 1),
            at(brawler("Cato", Side::Foes, 0, 0, 1), 5, 3),
        ],
        Some(grid(6, 4, &[])),
    );
    state.rules.enter_incapacitated_tile = tile;
    state.combatants[1].hit_points = 0;
    state.combatants[1].incapacitated = true;
    plan_all(&mut state);
    turn_of(&mut state, 0);
    state
}

#[test]
fn table_rule_enter_incapacitated_tile_blocked() {
    // Default `displace`: Ash enters and Bran's body goes to the nearest open tile.
    let mut state = onto_the_fallen(EnterIncapacitatedTile::Displace);
    let events = ok(&mut state, placed(0, 2, 1));
    let here = Tile { x: 2, y: 1 };
    assert_eq!(state.combatants[0].position, Some(here));
    let body = state.combatants[1]
        .position
        .expect("the body stays on the field");
    assert_eq!(body.distance(here), 1);
    assert_ne!(body, here);
    let line = log::describe(&state, events.last().expect("the body's move"));
    assert!(line.text.contains("moved aside"), "{}", line.text);
    // `blocked`: the tile stays occupied and the move is refused.
    let state = onto_the_fallen(EnterIncapacitatedTile::Blocked);
    let err = refused(&state, &placed(0, 2, 1));
    assert!(err.message.contains("fallen Bran"), "{}", err.message);
}

/// "Sneak": "Roll 1d12. If the rolled value is less than or equal to your Stealth Power, become
/// Hidden. Otherwise, reduce your Stealth Power by 3." Vex (Hidden Fang) plans with Bran within
/// 2 tiles: Stealth Power 2 (Speed 5 / 2) + 2 (not Engaged) = 4.
fn sneaking(details: StealthDetails) -> BattleState {
    let mut vex = at(brawler("Vex", Side::Party, 3, 0, 4), 0, 0);
    vex.perks = vec!["hidden_fang".into()];
    let mut bran = at(brawler("Bran", Side::Foes, 0, 0, 0), 2, 0);
    bran.hit_points = 2;
    let mut state = battle(vec![vex, bran], Some(grid(8, 4, &[])));
    state.rules.stealth_details = details;
    ok(
        &mut state,
        super::tests::plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
    );
    assert_eq!(state.combatants[0].stealth_power, 4);
    state
}

fn sneak_roll(roll: u8) -> Command {
    Command::Sneak {
        who: 0,
        roll: Some(roll),
    }
}

#[test]
fn table_rule_stealth_details_loose() {
    // Default `house`: one attempt in the Planning Phase.
    let mut state = sneaking(StealthDetails::House);
    ok(&mut state, sneak_roll(12));
    assert_eq!(state.combatants[0].stealth_power, 1);
    let err = refused(&state, &sneak_roll(1));
    assert!(
        err.message.contains("already tried to Sneak"),
        "{}",
        err.message
    );
    // `loose`: again and again, and Stealth Power goes below 0.
    let mut state = sneaking(StealthDetails::Loose);
    ok(&mut state, sneak_roll(12));
    ok(&mut state, sneak_roll(12));
    assert_eq!(state.combatants[0].stealth_power, -2);

    // Hidden Vex attacks: by default the attack reveals him; loosely, it does not.
    let hidden_attack = |details| {
        let mut state = sneaking(details);
        ok(&mut state, sneak_roll(1));
        assert!(state.combatants[0].hidden);
        plan_all(&mut state);
        turn_of(&mut state, 0);
        ok(
            &mut state,
            Command::Move {
                path: vec![Tile { x: 1, y: 0 }],
            },
        );
        ok(&mut state, super::tests::strike_at(1));
        state.combatants[0].hidden
    };
    assert!(!hidden_attack(StealthDetails::House));
    assert!(hidden_attack(StealthDetails::Loose));
}
