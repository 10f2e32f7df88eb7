//! What a perk does, as data. Numeric effects are encoded exactly, so the engine can apply them;
//! what only a GM can judge is a [`PerkEffect::Gm`] note. Effects of one perk that both carry
//! `coinFlip` share a single flip.

use serde::{Deserialize, Serialize};

use super::conditions::{Condition, Recipient};
use super::terms::{
    Area, CleanseAmount, CountExpr, DeckOwner, DisarmPlacement, Duration, ExecutionPower,
    ExtraAttackKind, ExtraTurnTiming, ForcedDirection, HandicapAmount, HandicapSet, Hold,
    ImpactRule, MoveDirection, RevealWhat, RiposteBlock, Scaling, StatPick,
};
use crate::systems::fated_hand::content::StatMods;
use crate::systems::fated_hand::model::Stat;

/// One effect of a perk. Fields named `when` default to [`Condition::Always`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum PerkEffect {
    /// A bonus to stats.
    StatBonus {
        /// The bonus (negative values are penalties).
        bonus: StatMods,
        /// Who gets it.
        #[serde(default)]
        to: Recipient,
        /// When it applies.
        #[serde(default)]
        when: Condition,
        /// How long it lasts.
        #[serde(default)]
        duration: Duration,
    },
    /// One bonus picked from several when the perk applies.
    StatBonusChoice {
        /// The bonuses to pick from.
        options: Vec<StatMods>,
        /// Who gets it.
        #[serde(default)]
        to: Recipient,
        /// When it applies.
        #[serde(default)]
        when: Condition,
        /// How long it lasts.
        #[serde(default)]
        duration: Duration,
    },
    /// A bonus multiplied by a running count.
    ScalingStatBonus {
        /// The bonus per step.
        bonus: StatMods,
        /// What is counted.
        per: Scaling,
    },
    /// A bonus to one stat equal to another stat divided (rounded down).
    StatFromStat {
        /// The stat raised.
        stat: Stat,
        /// The stat it is computed from.
        of: Stat,
        /// The divisor.
        divisor: u8,
        /// How long it lasts.
        #[serde(default)]
        duration: Duration,
    },
    /// Your Strike is multiplied by a fraction (rounded down).
    StrikeMultiplier {
        /// Numerator.
        numerator: u8,
        /// Denominator.
        denominator: u8,
        /// When it applies.
        #[serde(default)]
        when: Condition,
    },
    /// Ignore your Handicap on one stat for the action.
    IgnoreHandicap {
        /// The stat.
        stat: Stat,
    },
    /// Attacks use Magic Strike instead of Strike.
    UseMagicStrike {
        /// When it applies.
        #[serde(default)]
        when: Condition,
    },
    /// Changes to Strike or Defense used only when deciding whether a Riposte is allowed.
    RiposteCheckModifier {
        /// The modifiers.
        bonus: StatMods,
    },
    /// A change to Hand Size.
    #[serde(rename_all = "camelCase")]
    HandSize {
        /// Cards added (negative: removed).
        delta: i8,
        /// The Hand Size it may not raise you beyond.
        #[serde(default)]
        cap: Option<u8>,
        /// The most this perk may add in total.
        #[serde(default)]
        perk_cap: Option<u8>,
        /// When it applies.
        #[serde(default)]
        when: Condition,
        /// How long it lasts.
        #[serde(default)]
        duration: Duration,
    },
    /// A change to maximum Hit Points.
    HitPoints {
        /// Hit Points added.
        delta: i8,
    },
    /// A change to Size.
    Size {
        /// Size steps added.
        delta: i8,
    },
    /// Knowledge Points needed for any proficiency (Attentive: 3).
    KnowledgeThreshold {
        /// The new threshold.
        to: u8,
    },
    /// Knowledge Points needed for magic of the type chosen when the perk was taken.
    AptitudeThreshold {
        /// The new threshold.
        to: u8,
    },
    /// Melee attacks reach this far.
    MeleeRange {
        /// Reach in tiles.
        tiles: u8,
    },
    /// Attacks may pass over allies standing in between.
    AttackPastAlly {
        /// Allies that may stand in between.
        allies: u8,
    },
    /// The arm needs both hands.
    TwoHanded,
    /// Grants access to Stealth.
    StealthAccess,
    /// Gain Stealth Power.
    StealthPower {
        /// Stealth Power gained.
        amount: u8,
    },
    /// Fixed Handicap per stat.
    #[serde(rename_all = "camelCase")]
    InflictHandicap {
        /// Who takes it.
        to: Recipient,
        /// Strike Handicap.
        #[serde(default)]
        strike: u8,
        /// Defense Handicap.
        #[serde(default)]
        defense: u8,
        /// Speed Handicap.
        #[serde(default)]
        speed: u8,
        /// The area, for area recipients.
        #[serde(default)]
        area: Option<Area>,
        /// When it applies.
        #[serde(default)]
        when: Condition,
        /// Only on heads.
        #[serde(default)]
        coin_flip: bool,
    },
    /// Handicap whose stat or amount is picked, rolled or computed.
    InflictVariableHandicap {
        /// Who takes it.
        to: Recipient,
        /// Which stats.
        stats: StatPick,
        /// How much.
        amount: HandicapAmount,
        /// The area, for area recipients.
        #[serde(default)]
        area: Option<Area>,
        /// When it applies.
        #[serde(default)]
        when: Condition,
    },
    /// Cleanse Handicap.
    CleanseHandicap {
        /// Whose Handicap.
        who: Recipient,
        /// How much.
        amount: CleanseAmount,
        /// Only from this stat.
        #[serde(default)]
        stat: Option<Stat>,
        /// When it applies.
        #[serde(default)]
        when: Condition,
    },
    /// Move Handicap from one creature to another nearby.
    #[serde(rename_all = "camelCase")]
    TransferHandicap {
        /// The most moved.
        up_to: u8,
        /// Both creatures must be within this distance of you.
        within_tiles: u8,
    },
    /// All of a creature's Handicap on other stats moves onto one stat.
    ConvertHandicap {
        /// The stat it all moves to.
        into: Stat,
    },
    /// The attack's (or Riposte's) default outcome, a Hit or the 1/1/1 Handicap, does not apply.
    SuppressDefaultOutcome {
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// Deal a Hit.
    DealHit {
        /// Who suffers it.
        to: Recipient,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// A Riposte's effects are multiplied.
    #[serde(rename_all = "camelCase")]
    MultiplyRiposteEffects {
        /// The multiple.
        factor: u8,
        /// When.
        #[serde(default)]
        when: Condition,
        /// Only on heads.
        #[serde(default)]
        coin_flip: bool,
    },
    /// An attack the target defends against with your Strike plus a bonus.
    #[serde(rename_all = "camelCase")]
    SpecialAttack {
        /// Range in tiles.
        range_tiles: u8,
        /// Added to your Strike.
        strike_bonus: i8,
        /// Your Speed is added too.
        #[serde(default)]
        add_speed: bool,
    },
    /// An attack or Riposte outside the normal sequence.
    #[serde(rename_all = "camelCase")]
    ExtraAttack {
        /// Attack or Riposte.
        kind: ExtraAttackKind,
        /// Who makes it.
        #[serde(default)]
        by: Recipient,
        /// When.
        #[serde(default)]
        when: Condition,
        /// It comes before the triggering attack is resolved.
        #[serde(default)]
        before_resolution: bool,
    },
    /// The attack also targets more creatures.
    #[serde(rename_all = "camelCase")]
    ExtraTargets {
        /// Where they stand.
        area: Area,
        /// Allies in the area are targeted too.
        #[serde(default)]
        includes_allies: bool,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// Several ranged attacks at once.
    Volley {
        /// How many.
        count: CountExpr,
    },
    /// A ranged attack followed by a melee one, defended once against ranged Strike plus a
    /// fraction of melee Strike.
    #[serde(rename_all = "camelCase")]
    CombinedAttack {
        /// The melee Strike is divided by this (rounded down).
        melee_divisor: u8,
    },
    /// Join someone else's attack, adding part of your Strike to theirs.
    #[serde(rename_all = "camelCase")]
    JoinAttack {
        /// Your Strike is divided by this (rounded down).
        strike_divisor: u8,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// Attack as though standing on another reachable tile.
    #[serde(rename_all = "camelCase")]
    AttackFromElsewhere {
        /// How far that tile may be.
        within_tiles: u8,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// An instant Hit when Execution Power reaches the threshold.
    Execute(ExecutionPower),
    /// Nobody named may Riposte.
    PreventRiposte {
        /// Who may not.
        who: RiposteBlock,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// Knock the opponent's weapon away.
    #[serde(rename_all = "camelCase")]
    Disarm {
        /// Where it lands.
        placement: DisarmPlacement,
        /// It replaces the normal outcome.
        #[serde(default)]
        replaces_outcome: bool,
        /// Hand Size paid for this use.
        #[serde(default)]
        hand_size_cost: u8,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// The target is locked in a hold (Chokehold).
    ChokeholdLock(Hold),
    /// You may call off your attack.
    CancelAttack,
    /// Use up to this many Exclusive Perks in a single action.
    ExclusivePerksPerAction {
        /// How many.
        count: u8,
    },
    /// Move without paying Movement.
    MoveFree {
        /// Where.
        direction: MoveDirection,
        /// How far; absent means up to your Movement.
        #[serde(default)]
        tiles: Option<u8>,
        /// Who moves.
        #[serde(default)]
        who: Recipient,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// Move another creature.
    #[serde(rename_all = "camelCase")]
    ForcedMove {
        /// Who is moved.
        who: Recipient,
        /// Where.
        direction: ForcedDirection,
        /// Fewest tiles.
        #[serde(default)]
        min_tiles: Option<u8>,
        /// Most tiles; absent means as far as your Movement allows.
        #[serde(default)]
        max_tiles: Option<u8>,
        /// When.
        #[serde(default)]
        when: Condition,
        /// Handicap from a collision.
        #[serde(default)]
        impact: Option<HandicapSet>,
        /// What counts as a collision and who suffers it.
        #[serde(default)]
        impact_rule: Option<ImpactRule>,
    },
    /// Break out of an Engagement without Ripostes.
    #[serde(rename_all = "camelCase")]
    BreakEngagement {
        /// The Handicap you take to do it.
        self_handicap: HandicapSet,
    },
    /// Every opponent adjacent to you becomes Engaged with you.
    EngageAdjacentOpponents,
    /// The creature's remaining Movement this turn drops to 0.
    StopMovement {
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// You may change Stance.
    ChangeStance,
    /// You may change arms.
    ChangeArms,
    /// Reload ranged weapons for free.
    FreeReload {
        /// Movement worth of reloading per turn.
        movement: u8,
    },
    /// Place a sighted marker.
    PlaceSightedMarker {
        /// Markers per use.
        count: u8,
        /// They last the whole battle.
        #[serde(default)]
        permanent: bool,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// Widen the weapon's Effective Range at both ends.
    ExtendEffectiveRange {
        /// Tiles added at each end.
        tiles: u8,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// Take an extra turn.
    #[serde(rename_all = "camelCase")]
    ExtraTurn {
        /// When it happens.
        timing: ExtraTurnTiming,
        /// Speed lost for initiative on that turn.
        #[serde(default)]
        initiative_penalty: u8,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// You stay up after losing your last Hit Point until the perk is done.
    DelayIncapacitation,
    /// Regain Hit Points.
    RegainHitPoints {
        /// How many.
        amount: u8,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// Feign death (Play Dead).
    #[serde(rename_all = "camelCase")]
    PlayDead {
        /// Rounds you may stay down.
        max_rounds: u8,
        /// Handicap cleansed per turn while down.
        cleanse_per_turn: u8,
    },
    /// A creature replays its stat cards; you pick old or new per stat; it retries the action.
    ReplayStatCards,
    /// Use a perk an ally used on its turn.
    #[serde(rename_all = "camelCase")]
    CopyAllyPerk {
        /// The ally's distance.
        within_tiles: u8,
    },
    /// Draw Reagents.
    #[serde(rename_all = "camelCase")]
    DrawReagent {
        /// How many.
        count: u8,
        /// Who draws.
        #[serde(default)]
        who: Recipient,
        /// When.
        #[serde(default)]
        when: Condition,
        /// Only on heads.
        #[serde(default)]
        coin_flip: bool,
    },
    /// Draw a Reagent per so many tiles moved.
    DrawReagentPerTiles {
        /// Tiles per Reagent.
        tiles: u8,
    },
    /// The target discards Reagents.
    #[serde(rename_all = "camelCase")]
    ForceReagentDiscard {
        /// How many.
        count: u8,
        /// When.
        #[serde(default)]
        when: Condition,
        /// Only on heads.
        #[serde(default)]
        coin_flip: bool,
    },
    /// Take cards from your discard pile into your Reagent Hand.
    #[serde(rename_all = "camelCase")]
    ReagentsFromDiscard {
        /// The most taken.
        up_to: CountExpr,
    },
    /// Keep spent Reagents instead of discarding them.
    KeepSpentReagent {
        /// How many.
        count: u8,
    },
    /// Spent Reagents may pay for further spells this turn.
    ReuseReagents,
    /// A combat card may double as a Reagent.
    CombatCardAsReagent,
    /// For costs, Star Suit cards may shift their number, and Star Suit face cards are wild.
    #[serde(rename_all = "camelCase")]
    StarSuitWildcards {
        /// How far a number may shift either way.
        number_shift: u8,
        /// Face cards of the Star Suit match anything.
        face_cards_wild: bool,
    },
    /// Discard both hands and redraw their combined size, split as you like.
    RedealHands,
    /// Discard and redraw hand cards.
    RedrawHandCard {
        /// How many.
        count: u8,
    },
    /// Hand your Reagent Hand over while you are down.
    LendReagentHand {
        /// To whom.
        to: Recipient,
    },
    /// Look at the top cards of a deck.
    Peek {
        /// Whose deck.
        deck: DeckOwner,
        /// How many cards.
        count: CountExpr,
    },
    /// Learn information about a creature.
    Reveal {
        /// What.
        what: RevealWhat,
        /// About whom.
        of: Recipient,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// A hidden card boosts an ally's stat by the higher of its power and a die.
    #[serde(rename_all = "camelCase")]
    HiddenCardBoost {
        /// The ally's distance.
        range_tiles: u8,
        /// The die's sides.
        die_sides: u8,
        /// Turns it lasts.
        turns: u8,
    },
    /// Cast a spell.
    #[serde(rename_all = "camelCase")]
    CastSpell {
        /// Without paying Reagents.
        #[serde(default)]
        free: bool,
        /// Even outside your turn.
        #[serde(default)]
        out_of_turn: bool,
        /// The cost must include the Reagent just drawn.
        #[serde(default)]
        must_use_drawn_reagent: bool,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// Imbue arms with spells; the number kept is your Tier minus 2.
    #[serde(rename_all = "camelCase")]
    Blessing {
        /// The dearest spell, in cards.
        max_spell_cost: u8,
    },
    /// Double the spell's effects.
    DoubleSpellEffects {
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// Roll a die per Reagent spent and add that many Field Effects next to those created.
    #[serde(rename_all = "camelCase")]
    ExtraFieldEffects {
        /// The die's sides.
        die_sides: u8,
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// Remove a Field Effect to power the action.
    ConsumeFieldEffect {
        /// When.
        #[serde(default)]
        when: Condition,
    },
    /// Pay Reagents to remove Field Effects.
    RemoveFieldEffects {
        /// Reagents paid.
        reagents: u8,
        /// Which tiles.
        area: Area,
    },
    /// Also summon one small creature (ids of summons.json).
    ExtraSummon {
        /// The creatures to choose from.
        summons: Vec<String>,
    },
    /// Double one piece of equipment's benefits for one action (the cost breaks it).
    DoubleEquipmentBenefits,
    /// A part the GM adjudicates.
    Gm {
        /// What to adjudicate, in our words.
        note: String,
    },
}
