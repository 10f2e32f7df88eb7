import type { ClassDef, Sheet } from "../../bindings";
import type { ContentIndex } from "./content-index";
import { talentClosedReason } from "./labels";
import { PerkFlags } from "./abilities";

/** Stat bonuses the GM enters for a class whose card prints none. */
export type EnteredBonuses = { strike: number; defense: number; speed: number };

export type PromotionDraft = { classPerk: string | null; talent: string | null; storySpells: string[]; classBonuses: EnteredBonuses };

export const NO_BONUSES: EnteredBonuses = { strike: 0, defense: 0, speed: 0 };

/** The table rule that lets the GM enter the bonuses a class card leaves out (the Monk, the Bone-Breaker). */
export const UNPRINTED_BONUSES_RULE = "fated_hand.monk_bonebreaker_bonuses";

/** Whether `target`'s card prints no stat bonuses, a gap its data note hands to the table rule. */
export function bonusesUnprinted(target: ClassDef): boolean {
  return (target.notes ?? []).some((note) => note.tableRule === UNPRINTED_BONUSES_RULE);
}

const BONUS_STATS: [keyof EnteredBonuses, string][] = [
  ["strike", "Strike"],
  ["defense", "Defense"],
  ["speed", "Speed"],
];

type Props = {
  target: ClassDef;
  sheet: Sheet;
  index: ContentIndex;
  draft: PromotionDraft;
  onChange: (draft: PromotionDraft) => void;
  /** Whether this campaign's table rule grants a Class Perk on promotion. */
  classPerkOffered: boolean;
  /** Whether this campaign's table rule lets the GM enter the bonuses `target`'s card leaves out. */
  bonusesEntered: boolean;
};

/** What promoting into `target` asks for: its Class Perk, and a Talent or Story Spells. */
export function PromotionChoices({ target, sheet, index, draft, onChange, classPerkOffered, bonusesEntered }: Props) {
  const owned = new Set(sheet.perks.map((p) => p.id));
  const classPerks = target.perks.filter((id) => !owned.has(id));
  const wanted = target.tier + 1;

  return (
    <div className="fh-promotion-choices">
      {bonusesEntered ? (
        <fieldset className="fh-choice-group" data-testid="fh-class-bonuses">
          <legend className="fh-subtitle">Stat bonuses of the {target.name}</legend>
          <p className="muted">The {target.name}'s card prints none; this campaign's table rule lets the GM set them.</p>
          {BONUS_STATS.map(([key, label]) => (
            <label key={key} className="field-label">
              {label}{" "}
              <input
                className="input input-narrow"
                type="number"
                min={-9}
                max={9}
                step={1}
                value={draft.classBonuses[key]}
                onChange={(event) => onChange({ ...draft, classBonuses: { ...draft.classBonuses, [key]: Math.trunc(Number(event.target.value) || 0) } })}
                data-testid={`fh-class-bonus-${key}`}
              />
            </label>
          ))}
        </fieldset>
      ) : null}
      {classPerkOffered ? (
        <fieldset className="fh-choice-group">
          <legend className="fh-subtitle">Class Perk of the {target.name}</legend>
          {classPerks.length === 0 ? <p className="muted">Every perk of the {target.name}'s list is already known.</p> : null}
          <ul className="fh-options">
            {classPerks.map((id) => {
              const perk = index.perks.get(id);
              // A perk that asks for a choice is taken as the level's perk instead (the engine says so too).
              const asks = perk?.choice === "magic_type";
              return (
                <li key={id}>
                  <label className={asks ? "fh-option fh-option-disabled" : "fh-option"}>
                    <input
                      type="radio"
                      name="fh-class-perk"
                      checked={draft.classPerk === id}
                      disabled={asks}
                      onChange={() => onChange({ ...draft, classPerk: id })}
                      data-testid={`fh-class-perk-${id}`}
                    />
                    <span className="fh-option-body">
                      <span className="fh-option-name">
                        {perk?.name ?? id} <PerkFlags exclusive={perk?.exclusive ?? false} armed={perk?.armed ?? false} />
                      </span>
                      <span className="fh-option-text">{asks ? "Asks for a magic type: take it as the level's perk instead." : perk?.summary}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : (
        <p className="muted">This campaign's table rule grants no Class Perk on promotion.</p>
      )}

      {target.magical ? (
        <fieldset className="fh-choice-group">
          <legend className="fh-subtitle">
            Story Spells: choose {wanted}{" "}
            <span className={draft.storySpells.length === wanted ? "fh-count fh-count-done" : "fh-count"}>
              {draft.storySpells.length} of {wanted}
            </span>
          </legend>
          <ul className="fh-options fh-options-grid">
            {index.content.spells
              .filter((spell) => spell.list === "story" && spell.status === "final")
              .map((spell) => {
                const known = sheet.storySpells.includes(spell.id);
                const checked = draft.storySpells.includes(spell.id);
                const full = !checked && draft.storySpells.length >= wanted;
                return (
                  <li key={spell.id}>
                    <label className={known || full ? "fh-option fh-option-disabled" : "fh-option"}>
                      <input
                        type="checkbox"
                        checked={checked || known}
                        disabled={known || full}
                        onChange={() =>
                          onChange({
                            ...draft,
                            storySpells: checked ? draft.storySpells.filter((s) => s !== spell.id) : [...draft.storySpells, spell.id],
                          })
                        }
                        data-testid={`fh-story-${spell.id}`}
                      />
                      <span className="fh-option-body">
                        <span className="fh-option-name">
                          {spell.name} {spell.costText ? <span className="fh-cost">{spell.costText}</span> : null}
                        </span>
                        <span className="fh-option-text">{known ? "Already known." : spell.summary}</span>
                      </span>
                    </label>
                  </li>
                );
              })}
          </ul>
        </fieldset>
      ) : (
        <fieldset className="fh-choice-group">
          <legend className="fh-subtitle">New Talent</legend>
          <ul className="fh-options fh-options-grid">
            {index.content.talents
              .filter((talent) => !sheet.talents.includes(talent.id))
              .map((talent) => {
                const closed = talentClosedReason(talent, target, index.className);
                return (
                  <li key={talent.id}>
                    <label className={closed ? "fh-option fh-option-disabled" : "fh-option"}>
                      <input
                        type="radio"
                        name="fh-advance-talent"
                        checked={draft.talent === talent.id}
                        disabled={closed !== null}
                        onChange={() => onChange({ ...draft, talent: talent.id })}
                        data-testid={`fh-advance-talent-${talent.id}`}
                      />
                      <span className="fh-option-body">
                        <span className="fh-option-name">{talent.name}</span>
                        <span className="fh-option-text">{closed ?? talent.summary}</span>
                      </span>
                    </label>
                  </li>
                );
              })}
          </ul>
        </fieldset>
      )}
    </div>
  );
}

/** What is still missing before the promotion can be sent (shape only). */
export function promotionGap(target: ClassDef, sheet: Sheet, draft: PromotionDraft, classPerkOffered: boolean): string | null {
  const owned = new Set(sheet.perks.map((p) => p.id));
  if (classPerkOffered && draft.classPerk === null && target.perks.some((id) => !owned.has(id))) {
    return `Pick the ${target.name}'s Class Perk.`;
  }
  if (target.magical && draft.storySpells.length !== target.tier + 1) {
    return `Choose ${target.tier + 1} Story Spells (${draft.storySpells.length} chosen).`;
  }
  if (!target.magical && draft.talent === null) return "Choose the new Talent.";
  return null;
}
