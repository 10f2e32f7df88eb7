import { useState } from "react";
import type { CharacterView, ClockworkSheet, ClockworkView, Explained } from "../../bindings";
import { ExplainedValue } from "../../shared/explained-value";
import { RuleCitation } from "../../shared/rule-citation";
import { ClockworkAdvancement } from "./advancement";
import { ClockworkBuildCharacter } from "./create-form";
import { ClockworkGear } from "./gear";
import { ATTRIBUTE_LABEL, DAMAGE_LABEL, SIZE_LABEL, SKILL_LABEL, clockworkOf } from "./labels";

/** The ClockWork part of a character's page: its creation and a sheet where every number explains itself. */
export function ClockworkPanel({ character }: { character: CharacterView }) {
  const view = clockworkOf(character);
  const [building, setBuilding] = useState(false);
  if (view === null) return null;
  if (building) return <ClockworkBuildCharacter character={character} onDone={() => setBuilding(false)} />;
  if (view.character === null || view.sheet === null) {
    return (
      <div className="empty-state" data-testid="cw-unbuilt">
        <p className="empty-title">No ClockWork build yet</p>
        <p className="empty-body">
          This character was saved without creation choices. Build it by the book: a skill spread, a species, bonus skills, foci, customization and
          resistance points.
        </p>
        <button type="button" className="button button-primary" onClick={() => setBuilding(true)} data-testid="cw-build">
          Build the character
        </button>
      </div>
    );
  }
  return (
    <>
      <ClockworkSheetView view={view} sheet={view.sheet} />
      <ClockworkGear character={character} view={view} />
      <ClockworkAdvancement characterId={character.id} />
    </>
  );
}

function Stat({ label, explained, unit }: { label: string; explained: Explained; unit?: string }) {
  return (
    <div className="cw-stat">
      <dt>{label}</dt>
      <dd>
        <ExplainedValue label={label} explained={explained} />
        {unit ? <span className="cw-unit">{unit}</span> : null}
      </dd>
    </div>
  );
}

function ClockworkSheetView({ view, sheet }: { view: ClockworkView; sheet: ClockworkSheet }) {
  const character = view.character!;
  const build = character.build;
  return (
    <div className="cw-sheet" data-testid="cw-sheet">
      <p className="cw-identity" data-testid="cw-identity">
        {SIZE_LABEL[sheet.size]} {sheet.species}
        {build.premade ? <span className="muted"> · premade spread {build.premade}</span> : <span className="muted"> · own spread</span>}
      </p>
      {build.concept ? <p className="cw-concept">{build.concept}</p> : null}
      {view.limits === "waived" || view.broken !== null ? (
        <div className="cw-waived" role="note" data-testid="cw-waived">
          <strong>{view.limits === "waived" ? "Built with the creation limits waived." : "No longer by the book under this campaign's table rules."}</strong>{" "}
          {view.broken ? (
            <>
              {view.broken.message} <RuleCitation rule={view.broken.rule} />
            </>
          ) : (
            "Its build happens to follow every creation rule anyway."
          )}
        </div>
      ) : (
        <p className="cw-by-the-book muted" data-testid="cw-by-the-book">
          Built by the book.
        </p>
      )}

      <section aria-label="Attributes">
        <h4 className="cw-heading">Attributes</h4>
        <dl className="cw-stats" data-testid="cw-attributes">
          {sheet.attributes.map((line) => (
            <Stat key={line.attribute} label={ATTRIBUTE_LABEL[line.attribute]} explained={line.score} />
          ))}
        </dl>
      </section>

      <section aria-label="Vitals and movement">
        <h4 className="cw-heading">Health, magic and movement</h4>
        <dl className="cw-stats" data-testid="cw-numbers">
          <Stat label="Grit" explained={sheet.grit} />
          <Stat label="Vitals" explained={sheet.vitals} />
          <Stat label="Mana" explained={sheet.mana} />
          <Stat label="Luck" explained={sheet.luck} unit="per session" />
          <Stat label="Movement score" explained={sheet.movementScore} />
          <Stat label="Walk" explained={sheet.walk} unit="spaces" />
          <Stat label="Run" explained={sheet.run} unit="spaces" />
          <Stat label="Reach" explained={sheet.reach} unit="spaces" />
        </dl>
      </section>

      <section aria-label="Defense">
        <h4 className="cw-heading">Defense and load</h4>
        <dl className="cw-stats">
          <Stat label="Base defense" explained={sheet.baseDefense} />
          <Stat label="Dodge bonus" explained={sheet.dodgeBonus} />
          <Stat label="Defense when dodging" explained={sheet.dodgeDefense} />
          {sheet.blockBonus ? <Stat label="Block bonus" explained={sheet.blockBonus} /> : null}
          {sheet.blockDefense ? <Stat label="Defense when blocking" explained={sheet.blockDefense} /> : null}
          <Stat label="Heaviest armor carried" explained={sheet.maxArmor} />
          <Stat label="Armor weights over" explained={sheet.armorOver} />
          <Stat label="Belt and bandolier slots" explained={sheet.beltSlots} unit="each" />
        </dl>
        <p className="muted" data-testid="cw-load">
          {sheet.load === "unencumbered" ? "Unencumbered." : sheet.load === "encumbered" ? "Encumbered: cannot run." : "Overloaded: can only step."}
        </p>
      </section>

      <section aria-label="Resistances">
        <h4 className="cw-heading">Resistances</h4>
        <table className="cw-table" data-testid="cw-resistances">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Species</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {sheet.resistances.map((line) => (
              <tr key={line.damage} data-testid={`cw-resistance-${line.damage}`}>
                <th scope="row">{DAMAGE_LABEL[line.damage]}</th>
                <td>
                  <ExplainedValue label={`${DAMAGE_LABEL[line.damage]} species resistance`} explained={line.species} />
                </td>
                <td>
                  <ExplainedValue label={`${DAMAGE_LABEL[line.damage]} resistance`} explained={line.total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-label="Skills">
        <h4 className="cw-heading">Skills</h4>
        <p className="muted">Ranks run from 12 (untrained) down to 4 (the best); a bonus skill rolls one more die.</p>
        <table className="cw-table" data-testid="cw-skills">
          <thead>
            <tr>
              <th scope="col">Skill</th>
              <th scope="col">Rank</th>
              <th scope="col">Bonus</th>
              <th scope="col">Foci</th>
            </tr>
          </thead>
          <tbody>
            {sheet.skills.map((line) => (
              <tr key={line.skill} data-testid={`cw-skill-${line.skill}`}>
                <th scope="row">{SKILL_LABEL[line.skill]}</th>
                <td>{line.rank}</td>
                <td>{line.bonus ? "Yes" : ""}</td>
                <td>{line.foci.join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-label="Creation">
        <h4 className="cw-heading">Customization points</h4>
        {character.customizationBill.length === 0 ? (
          <p className="muted">None spent of {character.customizationBudget}.</p>
        ) : (
          <ul className="cw-bill" data-testid="cw-bill">
            {character.customizationBill.map((line, index) => (
              <li key={index}>
                {line.label} <span className="muted">({line.cost === 1 ? "1 point" : `${line.cost} points`})</span>
              </li>
            ))}
          </ul>
        )}
        {character.notes.map((note, index) => (
          <p key={index} className="cw-note muted" data-testid="cw-note">
            {note}
          </p>
        ))}
      </section>
    </div>
  );
}
