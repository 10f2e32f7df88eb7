import { useState } from "react";
import type { BastardsView, CharacterView, Explained, FatedSheet } from "../../bindings";
import { ExplainedValue } from "../../shared/explained-value";
import { RuleCitation } from "../../shared/rule-citation";
import { BastardsAdvancement } from "./advancement";
import { BastardsBuildCharacter } from "./create-form";
import { TRAIT_LABEL, bastardsOf } from "./labels";

/** The Game of Bastards part of a character's page: a sheet where every number explains itself, then the ledger. */
export function BastardsPanel({ character }: { character: CharacterView }) {
  const view = bastardsOf(character);
  const [building, setBuilding] = useState(false);
  if (view === null) return null;
  if (building) return <BastardsBuildCharacter character={character} onDone={() => setBuilding(false)} />;
  if (view.sheet === null) {
    return (
      <div className="empty-state" data-testid="gob-unbuilt">
        {view.problem ? (
          <p className="notice notice-error" role="note">
            {view.problem.message} <RuleCitation rule={view.problem.rule} />
          </p>
        ) : null}
        <p className="empty-title">No Game of Bastards build yet</p>
        <p className="empty-body">This character was saved without creation choices. Build it by the book: a suit, traits, skills, specialties, advantages and disadvantages.</p>
        <button type="button" className="button button-primary" onClick={() => setBuilding(true)} data-testid="gob-build">
          Build the character
        </button>
      </div>
    );
  }
  return (
    <>
      <BastardsSheetView view={view} sheet={view.sheet} />
      <BastardsAdvancement characterId={character.id} skills={view.sheet.skills} />
    </>
  );
}

function Stat({ label, explained, unit }: { label: string; explained: Explained; unit?: string }) {
  return (
    <div className="gob-stat">
      <dt>{label}</dt>
      <dd>
        <ExplainedValue label={label} explained={explained} />
        {unit ? <span className="muted"> {unit}</span> : null}
      </dd>
    </div>
  );
}

function BastardsSheetView({ view, sheet }: { view: BastardsView; sheet: FatedSheet }) {
  return (
    <div className="gob-sheet" data-testid="gob-sheet">
      <p className="gob-identity" data-testid="gob-identity">
        {sheet.suit.name} <span className="muted">· Tarot {sheet.suit.tarot} · bound to {sheet.suit.fate}</span>
        {sheet.dead ? <strong className="gob-dead"> · Killed</strong> : null}
      </p>
      {view.problem ? (
        <div className="notice notice-error" role="note" data-testid="gob-problem">
          {view.problem.message} <RuleCitation rule={view.problem.rule} />
        </div>
      ) : null}

      <section aria-label="Traits and pools">
        <h4 className="gob-heading">Traits and pools</h4>
        <table className="gob-table" data-testid="gob-traits">
          <thead>
            <tr>
              <th scope="col">Trait</th>
              <th scope="col">Rank</th>
              <th scope="col">Pool</th>
            </tr>
          </thead>
          <tbody>
            {sheet.traits.map((line) => (
              <tr key={line.trait} data-testid={`gob-trait-line-${line.trait}`}>
                <th scope="row">{TRAIT_LABEL[line.trait]}</th>
                <td>
                  <ExplainedValue label={TRAIT_LABEL[line.trait]} explained={line.rank} />
                </td>
                <td>
                  <ExplainedValue label={`${TRAIT_LABEL[line.trait]} pool`} explained={line.pool} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-label="Skills">
        <h4 className="gob-heading">Skills</h4>
        <p className="muted">A skill's rank is the number of cards it plays.</p>
        <dl className="gob-stats" data-testid="gob-skills">
          {sheet.skills.map((line) => (
            <Stat key={line.name} label={line.name} explained={line.rank} />
          ))}
        </dl>
        {sheet.specialties.length > 0 ? (
          <dl className="gob-stats" data-testid="gob-specialties">
            {sheet.specialties.map((line) => (
              <Stat key={line.name} label={`${line.name} (${line.skills.join(" + ")})`} explained={line.level} />
            ))}
          </dl>
        ) : null}
      </section>

      <section aria-label="Advantages and disadvantages">
        <h4 className="gob-heading">Advantages</h4>
        {sheet.advantages.length === 0 ? (
          <p className="muted">None.</p>
        ) : (
          <ul className="gob-list" data-testid="gob-advantage-lines">
            {sheet.advantages.map((line) => (
              <li key={`${line.id}-${line.weapon ?? ""}`}>
                <strong>
                  {line.name}
                  {line.weapon ? ` (${line.weapon})` : ""} {line.level}
                </strong>
                <span className="muted">{line.maxLevel !== null ? ` of ${line.maxLevel}` : ""}</span> {line.summary}
              </li>
            ))}
          </ul>
        )}
        <h4 className="gob-heading">Disadvantages</h4>
        {sheet.disadvantages.length === 0 ? (
          <p className="muted">None.</p>
        ) : (
          <ul className="gob-list" data-testid="gob-disadvantage-lines">
            {sheet.disadvantages.map((line) => (
              <li key={line.id} data-testid={`gob-disadvantage-${line.id}`}>
                <strong>
                  {line.name} {line.level}
                </strong>
                {line.permanent ? <span className="muted"> (permanent)</span> : null} {line.effect ?? (line.nameOnly ? <em className="muted">The book gives only its name; no effect written yet.</em> : null)}
                {line.removalCost ? (
                  <span className="gob-inline">
                    {" "}
                    Removing a level: <ExplainedValue label={`Removing ${line.name}`} explained={line.removalCost} /> XP
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {sheet.reputation ? (
          <dl className="gob-stats" data-testid="gob-reputation">
            <Stat label="Influence draws" explained={sheet.reputation.influence} />
            <Stat label="Intimidating" explained={sheet.reputation.intimidate} />
          </dl>
        ) : null}
      </section>

      <section aria-label="XP">
        <h4 className="gob-heading">XP</h4>
        <dl className="gob-stats" data-testid="gob-xp">
          <Stat label="Gained" explained={sheet.xp.gained} />
          <Stat label="Spent" explained={sheet.xp.spent} />
          <Stat label="Unspent" explained={sheet.xp.unspent} />
        </dl>
      </section>

      <section aria-label="Money">
        <h4 className="gob-heading">Money</h4>
        <dl className="gob-stats" data-testid="gob-money">
          <Stat label="Cash on hand" explained={sheet.money.cash} unit="dollars" />
          <Stat label="Capital" explained={sheet.money.capital} unit="level" />
          <Stat label="Capital's worth" explained={sheet.money.capitalValue} unit="dollars" />
          <Stat label="Landed income" explained={sheet.money.landedIncome} unit="dollars a month" />
          <Stat label="Debt" explained={sheet.money.debt} unit="dollars" />
        </dl>
      </section>
    </div>
  );
}
