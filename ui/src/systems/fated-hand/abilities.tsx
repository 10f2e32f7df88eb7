import type { DataNote, Sheet } from "../../bindings";
import { useReadings, useTableRules } from "../../queries";
import { RuleCitation } from "../../shared/rule-citation";
import type { ContentIndex } from "./content-index";
import { TRAIT_LABEL, modsText, signed } from "./labels";

/** The current class's Class Arms and stat bonuses. */
export function ClassArms({ sheet }: { sheet: Sheet }) {
  const bonuses = modsText(sheet.class.bonuses);
  return (
    <div className="fh-class-arms">
      <p>
        <span className="fh-inline-label">Class Arms</span>{" "}
        {sheet.class.classArms.length === 0 ? (
          <span className="muted">none: no arm switches Armed Perks on</span>
        ) : (
          <span className="chips chips-inline">
            {sheet.class.classArms.map((trait) => (
              <span key={trait} className="chip">
                {TRAIT_LABEL[trait]}
              </span>
            ))}
          </span>
        )}
      </p>
      <p>
        <span className="fh-inline-label">Class bonuses</span> {bonuses === "" ? <span className="muted">none</span> : bonuses}
      </p>
      {sheet.class.notes.map((note, index) => (
        <DataNoteLine key={index} note={note} />
      ))}
    </div>
  );
}

/** A data note on an entry: what is odd, the table rule that settles it, or how Tablekeep reads it (with its citation). */
function DataNoteLine({ note }: { note: DataNote }) {
  const readings = useReadings();
  const tableRules = useTableRules();
  const rule = note.tableRule ? tableRules.data?.find((r) => r.id === note.tableRule) : undefined;
  const reading = note.reading ? readings.data?.find((r) => r.id === note.reading) : undefined;
  return (
    <p className="fh-data-note">
      {note.note}
      {note.tableRule ? <span className="fh-table-rule"> Settled by the table rule “{rule?.title ?? "of this campaign"}” (Settings).</span> : null}
      {reading ? (
        <span className="fh-table-rule" data-testid="fh-reading">
          {" "}
          How Tablekeep reads it: {reading.title}, <RuleCitation rule={reading.rule} />
        </span>
      ) : null}
    </p>
  );
}

/** Owned perks with their (E)/(A) flags; an Armed Perk without a Class Arm in hand is greyed. */
export function PerksList({ sheet }: { sheet: Sheet }) {
  if (sheet.perks.length === 0) {
    return <p className="muted">No perks yet: each advancement teaches one from a class's Perk List.</p>;
  }
  const flagged = sheet.perks.some((perk) => perk.exclusive || perk.armed);
  return (
    <>
      <ul className="fh-perks">
        {sheet.perks.map((perk) => (
          <li key={perk.id} className={perk.usable ? "fh-perk" : "fh-perk fh-perk-unusable"} data-testid={`fh-owned-perk-${perk.id}`}>
            <div className="fh-perk-head">
              <span className="fh-perk-name">{perk.name}</span>
              <PerkFlags exclusive={perk.exclusive} armed={perk.armed} />
              {perk.classPerk ? <span className="badge badge-accent">Class Perk</span> : null}
              <span className="fh-perk-level">level {perk.level}</span>
            </div>
            <p className="fh-perk-summary">{perk.summary}</p>
            {!perk.usable ? <p className="fh-perk-warning">Needs a Class Arm in the Main hand to be used.</p> : null}
          </li>
        ))}
      </ul>
      {flagged ? <PerkFlagsLegend /> : null}
    </>
  );
}

/** What "(E)" and "(A)" mean, printed under a list that shows them. */
export function PerkFlagsLegend() {
  return (
    <p className="muted perk-flags-legend" data-testid="perk-flags-legend">
      (E) Exclusive Perk: one Exclusive Perk per action. (A) Armed Perk: works only with one of the current Class Arms.
    </p>
  );
}

/** "(E)" and "(A)" as the rulebook marks perks, explained on hover. */
export function PerkFlags({ exclusive, armed }: { exclusive: boolean; armed: boolean }) {
  return (
    <>
      {exclusive ? (
        <abbr className="perk-flag" title="Exclusive Perk: only one Exclusive Perk per action">
          (E)
        </abbr>
      ) : null}
      {armed ? (
        <abbr className="perk-flag" title="Armed Perk: works only with one of the current Class Arms">
          (A)
        </abbr>
      ) : null}
    </>
  );
}

/** Talents with what they add to checks. */
export function TalentsList({ sheet, index }: { sheet: Sheet; index: ContentIndex }) {
  if (sheet.talents.length === 0) return <p className="muted">No talents.</p>;
  return (
    <ul className="fh-list">
      {sheet.talents.map((id) => {
        const talent = index.talents.get(id);
        return (
          <li key={id}>
            <span className="fh-list-name">{talent?.name ?? id}</span>
            {talent ? <span className="fh-list-text">{talent.summary}</span> : null}
            {talent?.skillBonuses?.map((bonus, i) => (
              <span key={i} className="fh-list-detail">
                {signed(bonus.amount)} Power for {bonus.situation}
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

/** Story spells learned on promotions. */
export function StorySpellsList({ sheet, index }: { sheet: Sheet; index: ContentIndex }) {
  if (sheet.storySpells.length === 0) {
    return <p className="muted">None. Promoting into a magical class teaches Story Spells.</p>;
  }
  return (
    <ul className="fh-list">
      {sheet.storySpells.map((id) => {
        const spell = index.spells.get(id);
        return (
          <li key={id}>
            <span className="fh-list-name">{spell?.name ?? id}</span>
            {spell?.costText ? <span className="fh-cost">{spell.costText}</span> : null}
            {spell ? <span className="fh-list-text">{spell.summary}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Combat spells castable now: proficient ones and those of the equipped catalysts. */
export function CombatSpellsList({ sheet }: { sheet: Sheet }) {
  if (sheet.combatSpells.length === 0) {
    return <p className="muted">None castable now. Knowledge Points or an equipped catalyst open combat spells.</p>;
  }
  return (
    <ul className="fh-list">
      {sheet.combatSpells.map((spell) => (
        <li key={spell.id}>
          <span className="fh-list-name">{spell.name}</span>
          {spell.cost ? <span className="fh-cost">{spell.cost}</span> : null}
          <span className="fh-list-detail">
            {[spell.proficient ? "Proficient" : null, ...spell.grantedBy.map((arm) => `from the ${arm}`)].filter(Boolean).join(" · ")}
          </span>
        </li>
      ))}
    </ul>
  );
}
