import type { Attribute, Attributes, Season, Skill } from "../../bindings";
import type { ContentIndex } from "./content-index";
import { isRed, SUIT_NAME, SUIT_SYMBOL } from "../../shared/cards";
import { ATTRIBUTES, ATTRIBUTE_FEEDS, ATTRIBUTE_LABEL, SEASONS, SKILLS_BY_ATTRIBUTE, SKILL_LABEL, TRAIT_LABEL, modsText, signed, talentClosedReason } from "./labels";

/** The creation choices so far; null until the GM picks. */
export type Draft = { zero: Attribute | null; skills: Skill[]; arm: string | null; talent: string | null; season: Season | null };

export const EMPTY_DRAFT: Draft = { zero: null, skills: [], arm: null, talent: null, season: null };

/** Two attributes at 1, the chosen one at 0. */
export function attributesOf(zero: Attribute): Attributes {
  return { brawn: zero === "brawn" ? 0 : 1, sleight: zero === "sleight" ? 0 : 1, mind: zero === "mind" ? 0 : 1 };
}

type StepProps = { draft: Draft; onChange: (draft: Draft) => void; index: ContentIndex };

export function AttributesStep({ draft, onChange }: Omit<StepProps, "index">) {
  return (
    <fieldset className="wizard-fieldset">
      <legend className="wizard-lead">Two attributes start at 1 and one at 0. Which one is the weak spot?</legend>
      <div className="wizard-cards wizard-cards-3">
        {ATTRIBUTES.map((attribute) => (
          <label key={attribute} className={draft.zero === attribute ? "wizard-card wizard-card-on" : "wizard-card"}>
            <input type="radio" name="fh-attribute-zero" checked={draft.zero === attribute} onChange={() => onChange({ ...draft, zero: attribute })} data-testid={`fh-attribute-zero-${attribute}`} />
            <span className="wizard-card-title">{ATTRIBUTE_LABEL[attribute]} at 0</span>
            <span className="wizard-card-text">Feeds {ATTRIBUTE_FEEDS[attribute]}.</span>
          </label>
        ))}
      </div>
      {draft.zero ? (
        <p className="wizard-result" aria-live="polite">
          {ATTRIBUTES.map((a) => `${ATTRIBUTE_LABEL[a]} ${attributesOf(draft.zero as Attribute)[a]}`).join(" · ")}
        </p>
      ) : null}
    </fieldset>
  );
}

export function SkillsStep({ draft, onChange }: Omit<StepProps, "index">) {
  const full = draft.skills.length >= 2;
  const toggle = (skill: Skill) =>
    onChange({ ...draft, skills: draft.skills.includes(skill) ? draft.skills.filter((s) => s !== skill) : [...draft.skills, skill] });
  return (
    <fieldset className="wizard-fieldset">
      <legend className="wizard-lead">
        Choose exactly two skills to be proficient in.{" "}
        <span className={draft.skills.length === 2 ? "fh-count fh-count-done" : "fh-count"} data-testid="fh-skill-count">
          {draft.skills.length} of 2
        </span>
      </legend>
      <div className="wizard-skill-groups">
        {ATTRIBUTES.map((attribute) => (
          <div key={attribute} className="wizard-skill-group">
            <p className="fh-skill-group-title">
              {ATTRIBUTE_LABEL[attribute]}
              {draft.zero ? <span className="muted"> · {attributesOf(draft.zero)[attribute]}</span> : null}
            </p>
            {SKILLS_BY_ATTRIBUTE[attribute].map((skill) => {
              const on = draft.skills.includes(skill);
              return (
                <label key={skill} className={!on && full ? "wizard-check wizard-check-off" : "wizard-check"}>
                  <input type="checkbox" checked={on} disabled={!on && full} onChange={() => toggle(skill)} data-testid={`fh-skill-${skill}`} />
                  {SKILL_LABEL[skill]}
                </label>
              );
            })}
          </div>
        ))}
      </div>
      {full ? <p className="field-hint">Two chosen: untick one to choose another.</p> : null}
    </fieldset>
  );
}

export function ArmStep({ draft, onChange, index }: StepProps) {
  // Only Simple weapons are offered; the engine checks the choice again.
  const simple = index.content.arms.filter((arm) => arm.kind === "weapon" && arm.traits?.includes("simple"));
  return (
    <fieldset className="wizard-fieldset">
      <legend className="wizard-lead">One Simple weapon: the character is proficient with it and starts with it in hand.</legend>
      <div className="wizard-cards">
        {simple.map((arm) => (
          <label key={arm.id} className={draft.arm === arm.id ? "wizard-card wizard-card-on" : "wizard-card"}>
            <input type="radio" name="fh-arm" checked={draft.arm === arm.id} onChange={() => onChange({ ...draft, arm: arm.id })} data-testid={`fh-arm-${arm.id}`} />
            <span className="wizard-card-title">{arm.name}</span>
            <span className="wizard-card-text">{modsText(arm.mods) || "No stat modifiers"}</span>
            <span className="wizard-card-meta">
              {(arm.traits ?? []).map((t) => TRAIT_LABEL[t]).join(", ")}
              {arm.twoHanded ? " · Two-Hander" : ""}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TalentStep({ draft, onChange, index }: StepProps) {
  const novice = index.classes.get("novice");
  return (
    <fieldset className="wizard-fieldset">
      <legend className="wizard-lead">One talent: a knack outside combat that can add Power to some checks.</legend>
      <div className="wizard-cards">
        {index.content.talents.map((talent) => {
          const closed = talentClosedReason(talent, novice, index.className);
          return (
            <label key={talent.id} className={closed ? "wizard-card wizard-card-disabled" : draft.talent === talent.id ? "wizard-card wizard-card-on" : "wizard-card"}>
              <input
                type="radio"
                name="fh-talent"
                checked={draft.talent === talent.id}
                disabled={closed !== null}
                onChange={() => onChange({ ...draft, talent: talent.id })}
                data-testid={`fh-talent-${talent.id}`}
              />
              <span className="wizard-card-title">{talent.name}</span>
              <span className="wizard-card-text">{talent.summary}</span>
              {closed ? <span className="wizard-card-warning">{closed}</span> : null}
              {!closed && talent.skillBonuses?.length ? (
                <span className="wizard-card-meta">{talent.skillBonuses.map((b) => `${signed(b.amount)} when ${b.situation}`).join("; ")}</span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function SeasonStep({ draft, onChange }: Omit<StepProps, "index">) {
  return (
    <fieldset className="wizard-fieldset">
      <legend className="wizard-lead">The season of birth fixes the Star Suit, the suit the character's fate favours.</legend>
      <div className="wizard-cards wizard-cards-4">
        {SEASONS.map((season) => (
          <label key={season.id} className={draft.season === season.id ? "wizard-card wizard-card-on wizard-season" : "wizard-card wizard-season"}>
            <input type="radio" name="fh-season" checked={draft.season === season.id} onChange={() => onChange({ ...draft, season: season.id })} data-testid={`fh-season-${season.id}`} />
            <span className={`wizard-suit ${isRed(season.suit) ? "card-red" : "card-black"}`} aria-hidden="true">
              {SUIT_SYMBOL[season.suit]}
            </span>
            <span className="wizard-card-title">{season.label}</span>
            <span className="wizard-card-text">Star Suit: {SUIT_NAME[season.suit]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
