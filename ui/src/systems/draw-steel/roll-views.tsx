// How rolls read on screen: the odds before rolling, and a resolved power roll with its dice,
// total, tier and the engine's explanation. Shared by the roller, assists and project rolls.

import type { DieRoll, PowerRoll, RollRuleSource, RollRuleUsed, TestOdds, TestOutcome, TierOdds } from "../../bindings";
import { RuleCitation } from "../../shared/rule-citation";
import { ExplainedValue } from "../../shared/explained-value";
import { NET_LABEL, TEST_OUTCOME_LABEL, TEST_OUTCOMES, TIER_BAND, TIER_NUMBER } from "./labels";

/** A percentage as the bars print it: "35%", "2.5%". */
function percentText(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

/** The exact chance of each tier (and, for a test at a difficulty, of each outcome). */
export function OddsBars({ tiers, outcomes, title = "Chances before rolling" }: { tiers: TierOdds; outcomes: TestOdds | null; title?: string }) {
  return (
    <div className="ds-odds" data-testid="ds-odds">
      <h5 className="ds-subtitle">{title}</h5>
      <ul className="ds-bars" aria-label="Chance of each tier">
        {tiers.percent.map((percent, index) => (
          <li key={index} className={`ds-bar ds-bar-tier-${index + 1}`} data-testid={`ds-odds-tier-${index + 1}`}>
            <span className="ds-bar-label">
              Tier {index + 1} <span className="muted">{TIER_BAND[index]}</span>
            </span>
            <span className="ds-bar-track" aria-hidden="true">
              <span className="ds-bar-fill" style={{ width: `${percent}%` }} />
            </span>
            <span className="ds-bar-value" data-testid="ds-odds-value">
              {percentText(percent)}
            </span>
          </li>
        ))}
      </ul>
      {outcomes ? (
        <ul className="ds-bars ds-outcome-bars" aria-label="Chance of each test outcome">
          {outcomes.percent.map((percent, index) => {
            const outcome = TEST_OUTCOMES[index] as TestOutcome;
            return (
              <li key={outcome} className={`ds-bar ds-bar-${outcome}`} data-testid={`ds-odds-outcome-${outcome}`}>
                <span className="ds-bar-label">{TEST_OUTCOME_LABEL[outcome]}</span>
                <span className="ds-bar-track" aria-hidden="true">
                  <span className="ds-bar-fill" style={{ width: `${percent}%` }} />
                </span>
                <span className="ds-bar-value" data-testid="ds-odds-value">
                  {percentText(percent)}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

const RULE_FROM: Record<RollRuleSource, string> = {
  this_roll: "given for this roll",
  campaign: "the campaign's",
  no_campaign: "the default, no campaign open",
};

/** "7 and 9, rolled" / "entered". */
export function diceText(dice: readonly [DieRoll, DieRoll]): string {
  const origin = dice[0].origin === "entered" ? "entered" : "rolled by Tablekeep";
  return `${dice[0].value} and ${dice[1].value} (${origin})`;
}

/** A resolved power roll: dice, natural, total with its terms, tier with its rule, and extras. */
export function PowerRollView({
  roll,
  dice,
  outcome,
  label,
  rules,
  testId = "ds-roll-result",
}: {
  roll: PowerRoll;
  dice: readonly [DieRoll, DieRoll];
  outcome?: TestOutcome | null;
  label: string;
  /** The table rules the roll played by, when the engine says. */
  rules?: RollRuleUsed[];
  testId?: string;
}) {
  const tier = TIER_NUMBER[roll.tier];
  return (
    <section className={`ds-roll-result ds-result-tier-${tier}`} data-testid={testId} aria-label={label}>
      <div className="ds-result-head">
        <span className="ds-result-big">
          <span className="ds-result-caption">Total</span>
          <span data-testid="ds-result-total">
            <ExplainedValue label={`${label} total`} explained={roll.explained} className="explain-large" />
          </span>
        </span>
        <span className="ds-result-big">
          <span className="ds-result-caption">Tier</span>
          <strong className="ds-result-tier" data-testid="ds-result-tier">
            Tier {tier}
          </strong>
        </span>
        {outcome ? (
          <span className="ds-result-big">
            <span className="ds-result-caption">Outcome</span>
            <strong className="ds-result-outcome" data-testid="ds-result-outcome">
              {TEST_OUTCOME_LABEL[outcome]}
            </strong>
          </span>
        ) : null}
      </div>
      <p className="ds-result-line">
        <span data-testid="ds-result-dice">Dice {diceText(dice)}</span> · <span data-testid="ds-result-natural">natural {roll.natural}</span>
        {roll.net !== "none" ? <> · {NET_LABEL[roll.net]}</> : null}
      </p>
      {rules && rules.length > 0 ? (
        <ul className="ds-result-line ds-result-rules" data-testid="ds-result-rules" aria-label="Table rules this roll played by">
          {rules.map((rule) => (
            <li key={rule.id}>
              {rule.title}: {rule.label} ({RULE_FROM[rule.from]})
            </li>
          ))}
        </ul>
      ) : null}
      <p className="ds-result-line" data-testid="ds-result-tier-rule">
        Tier decided by <RuleCitation rule={roll.tierRule} />
        {roll.tierFromTotal !== roll.tier ? <> (the total alone reaches tier {TIER_NUMBER[roll.tierFromTotal]})</> : null}
      </p>
      {roll.criticalHit ? (
        <p className="notice notice-info ds-critical" data-testid="ds-result-critical">
          Critical hit: a natural {roll.natural} on a main action. The creature gains another main action, to use at once.
        </p>
      ) : roll.natural1920 ? (
        <p className="ds-result-line" data-testid="ds-result-natural-1920">
          A natural {roll.natural}: tier 3 whatever the total.
        </p>
      ) : null}
      <table className="ds-terms">
        <caption className="visually-hidden">How the total is made</caption>
        <tbody>
          {roll.explained.terms.map((term, index) => (
            <tr key={index} data-testid="ds-result-term">
              <th scope="row">{term.label}</th>
              <td className="ds-term-value">{index === 0 || term.value < 0 ? term.value : `+${term.value}`}</td>
              <td className="ds-term-rule">
                <RuleCitation rule={term.rule} />
              </td>
            </tr>
          ))}
          <tr className="ds-term-total">
            <th scope="row">Total</th>
            <td className="ds-term-value">{roll.total}</td>
            <td className="ds-term-rule">
              <RuleCitation rule={roll.explained.rule} />
            </td>
          </tr>
        </tbody>
      </table>
      {roll.explained.notes.map((note, index) => (
        <p key={index} className="field-hint" data-testid="ds-result-note">
          {note}
        </p>
      ))}
    </section>
  );
}
