import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { AdvantagePick, BastardsContent, BastardsSkill, BastardsSkillKind, BastardsTrait, CharacterView, DisadvantagePick, FatedBuild, NewCharacter, SkillRank, Specialty, Suit } from "../../bindings";
import { BackendError } from "../../backend";
import { ErrorNotice } from "../../components/error-notice";
import type { CreateFormProps } from "../system-ui";
import { SKILL_KIND_LABEL, SUIT_LABEL, TRAITS, TRAIT_LABEL, skillKey, skillName, taggedCreation } from "./labels";
import { useBastardsBuildCharacter, useBastardsContent } from "./queries";

/** The ranks the form offers; the engine refuses what the campaign's creation cap does not allow. */
const RANKS = [1, 2, 3, 4, 5] as const;

type TemplateRow = { kind: BastardsSkillKind; subject: string; rank: number };

/** The message of an engine refusal aimed at `section` of the build (its field, below `creation.build`). */
function blamed(error: unknown, section: string): string | null {
  if (!(error instanceof BackendError) || error.field === null) return null;
  const field = error.field.replace(/^creation\.build\.?/, "").replace(/^build\.?/, "");
  return field === section || field.startsWith(`${section}.`) || field.startsWith(`${section}[`) ? error.message : null;
}

const SECTIONS = ["suit", "traits", "skills", "specialties", "advantages", "disadvantages"];

function Problem({ error, section }: { error: unknown; section: string }) {
  const message = blamed(error, section);
  return message ? (
    <p className="field-error" role="alert" data-testid={`gob-error-${section}`}>
      {message}
    </p>
  ) : null;
}

function Section({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="gob-fieldset">
      <legend>{title}</legend>
      {hint ? <p className="muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function RankSelect({ value, onChange, label, testId }: { value: number; onChange: (rank: number) => void; label: string; testId: string }) {
  return (
    <select className="select" aria-label={label} value={value} onChange={(event) => onChange(Number(event.target.value))} data-testid={testId}>
      {RANKS.map((rank) => (
        <option key={rank} value={rank}>
          {rank}
        </option>
      ))}
    </select>
  );
}

/** A new Game of Bastards character by the book, in one form: the engine checks every choice and names the rule a refusal breaks. */
export function BastardsCreateForm({ title, basics, fields, check, create, onSaved, onCancel }: CreateFormProps) {
  return (
    <BastardsBuildForm
      title={title}
      fields={fields}
      name={basics.name}
      check={check}
      save={{
        run: (build) => create.mutate({ system: "game_of_bastards", ...basics, creation: taggedCreation(build) }, { onSuccess: onSaved }),
        pending: create.isPending,
        error: create.error,
        label: `Create ${basics.name.trim() || "the character"}`,
      }}
      withoutBuild={() => check() && create.mutate({ system: "game_of_bastards", ...basics }, { onSuccess: onSaved })}
      onCancel={onCancel}
    />
  );
}

/** A character saved without creation choices, built now with the same form (`build_character`). */
export function BastardsBuildCharacter({ character, onDone }: { character: CharacterView; onDone: () => void }) {
  const build = useBastardsBuildCharacter();
  return (
    <BastardsBuildForm
      title={`Build ${character.name}`}
      fields={null}
      name={character.name}
      check={() => true}
      save={{
        run: (fated) => build.mutate({ id: character.id, creation: taggedCreation(fated) }, { onSuccess: onDone }),
        pending: build.isPending,
        error: build.error,
        label: `Build ${character.name}`,
      }}
      onCancel={onDone}
    />
  );
}

type BuildFormProps = {
  title: string;
  fields: ReactNode;
  name: NewCharacter["name"];
  check: () => boolean;
  save: { run: (build: FatedBuild) => void; pending: boolean; error: Error | null; label: string };
  withoutBuild?: () => void;
  onCancel: () => void;
};

function BastardsBuildForm({ title, fields, name, check, save, withoutBuild, onCancel }: BuildFormProps) {
  const content = useBastardsContent();
  const id = useId();
  const [suit, setSuit] = useState<Suit | "">("");
  const [traits, setTraits] = useState<Record<BastardsTrait, number>>({ body: 1, spirit: 1, mind: 1, luck: 1 });
  const [plain, setPlain] = useState<Partial<Record<BastardsSkillKind, number>>>({});
  const [templates, setTemplates] = useState<TemplateRow[]>([]);
  const [specialties, setSpecialties] = useState<{ name: string; first: string; second: string }[]>([]);
  const [advantages, setAdvantages] = useState<AdvantagePick[]>([]);
  const [disadvantages, setDisadvantages] = useState<DisadvantagePick[]>([]);
  const [advantageId, setAdvantageId] = useState("");
  const [advantageLevel, setAdvantageLevel] = useState(1);
  const [advantageWeapon, setAdvantageWeapon] = useState("");
  const [disadvantageId, setDisadvantageId] = useState("");
  const [disadvantageLevel, setDisadvantageLevel] = useState(1);
  const [disadvantageEffect, setDisadvantageEffect] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const data: BastardsContent | undefined = content.data;
  const suitEntry = data?.suits.find((s) => s.suit === suit) ?? null;
  const advantage = data?.advantages.find((a) => a.id === advantageId) ?? null;
  const disadvantage = data?.disadvantages.find((d) => d.id === disadvantageId) ?? null;
  const error = save.error;
  const general = error !== null && SECTIONS.every((section) => blamed(error, section) === null);

  const pickSuit = (next: Suit | "") => {
    setSuit(next);
    // Each trait starts where the book starts it; the suit's trait a step higher.
    const entry = data?.suits.find((s) => s.suit === next);
    const start = data?.numbers.traitStart ?? 1;
    const suitStart = data?.numbers.suitTraitStart ?? 2;
    setTraits({ body: start, spirit: start, mind: start, luck: start, ...(entry ? { [entry.favours]: suitStart } : {}) });
  };

  /** Every skill a specialty may pair: the plain ten and the templates named so far. */
  const skills: BastardsSkill[] = [
    ...(data?.skills.filter((s) => !s.template).map((s): BastardsSkill => ({ kind: s.kind })) ?? []),
    ...templates.filter((row) => row.subject.trim() !== "").map((row): BastardsSkill => ({ kind: row.kind, subject: row.subject.trim() })),
  ];
  const byKey = new Map(skills.map((skill) => [skillKey(skill), skill]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    if (suit === "") {
      setProblem("Pick a suit: it chooses the trait that starts at 2.");
      return;
    }
    setProblem(null);
    const raised: SkillRank[] = [
      ...Object.entries(plain)
        .filter(([, rank]) => (rank ?? 1) > 1)
        .map(([kind, rank]) => ({ skill: { kind: kind as BastardsSkillKind }, rank: rank ?? 1 })),
      ...templates.map((row) => ({ skill: { kind: row.kind, subject: row.subject.trim() }, rank: row.rank })),
    ];
    const paired: Specialty[] = specialties.map((row) => ({
      name: row.name.trim(),
      skills: [byKey.get(row.first) ?? { kind: "athletics" }, byKey.get(row.second) ?? { kind: "athletics" }],
    }));
    save.run({ name: name.trim(), suit, traits, skills: raised, specialties: paired, advantages, disadvantages });
  };

  const addAdvantage = () => {
    if (!advantage) return;
    const weapon = advantageWeapon.trim();
    setAdvantages([...advantages, { id: advantage.id, level: advantageLevel, ...(advantage.takesWeapon ? { weapon } : {}) }]);
    setAdvantageId("");
    setAdvantageLevel(1);
    setAdvantageWeapon("");
  };

  const addDisadvantage = () => {
    if (!disadvantage) return;
    const effect = disadvantageEffect.trim();
    setDisadvantages([...disadvantages, { id: disadvantage.id, level: disadvantageLevel, ...(effect ? { effect } : {}) }]);
    setDisadvantageId("");
    setDisadvantageLevel(1);
    setDisadvantageEffect("");
  };

  return (
    <form className="gob-create" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="gob-create-form">
      <h3 id={`${id}-title`} className="pane-title">
        {title} <span className="muted">· A Game of Bastards</span>
      </h3>
      {fields}
      {content.error ? <ErrorNotice error={content.error} /> : null}
      {general ? <ErrorNotice error={error} /> : null}
      {data ? (
        <p className="muted" data-testid="gob-budget">
          {data.numbers.startingXp} XP to spend, {data.numbers.xpPerPurchase} for each rank, advantage level or specialty, and 1 more for each disadvantage
          taken. Every skill starts at {data.numbers.skillStart}; each trait's pool holds {data.numbers.poolPerRank} points a rank. ${data.numbers.startingCash}{" "}
          cash to start.
        </p>
      ) : null}

      <Section title="Suit" hint={suitEntry ? `${suitEntry.summary} Tarot: ${suitEntry.tarot}. ${TRAIT_LABEL[suitEntry.favours]} starts at 2.` : "The suit chooses the trait that starts at 2."}>
        <select className="select" aria-label="Suit" value={suit} onChange={(event) => pickSuit(event.target.value as Suit | "")} data-testid="gob-suit">
          <option value="">Choose a suit…</option>
          {data?.suits.map((s) => (
            <option key={s.suit} value={s.suit}>
              {SUIT_LABEL[s.suit]} ({s.tarot}) · {TRAIT_LABEL[s.favours]}
            </option>
          ))}
        </select>
        {problem ? (
          <p className="field-error" role="alert" data-testid="gob-error-suit">
            {problem}
          </p>
        ) : null}
      </Section>

      <Section title="Traits" hint="Each rank above where it starts costs 1 XP; its pool is the rank × 5.">
        <div className="gob-grid">
          {TRAITS.map((t) => (
            <label key={t} className="gob-inline">
              {TRAIT_LABEL[t]}
              <RankSelect value={traits[t]} onChange={(rank) => setTraits({ ...traits, [t]: rank })} label={TRAIT_LABEL[t]} testId={`gob-trait-${t}`} />
            </label>
          ))}
        </div>
        <Problem error={error} section="traits" />
      </Section>

      <Section title="Skills" hint="Every skill starts at 1; each rank more costs 1 XP. A weapon's Combat and a Craft name what they are for.">
        <div className="gob-grid">
          {data?.skills
            .filter((s) => !s.template)
            .map((s) => (
              <label key={s.kind} className="gob-inline">
                {SKILL_KIND_LABEL[s.kind]}
                <RankSelect value={plain[s.kind] ?? 1} onChange={(rank) => setPlain({ ...plain, [s.kind]: rank })} label={SKILL_KIND_LABEL[s.kind]} testId={`gob-skill-${s.kind}`} />
              </label>
            ))}
        </div>
        {templates.map((row, index) => (
          <div key={index} className="gob-row" data-testid={`gob-template-${index}`}>
            <span>{row.kind === "weapon_combat" ? "Combat with" : "Craft of"}</span>
            <input
              className="input"
              aria-label={row.kind === "weapon_combat" ? "Weapon type" : "Craft"}
              value={row.subject}
              onChange={(event) => setTemplates(templates.map((r, i) => (i === index ? { ...r, subject: event.target.value } : r)))}
              data-testid={`gob-template-subject-${index}`}
            />
            <RankSelect value={row.rank} onChange={(rank) => setTemplates(templates.map((r, i) => (i === index ? { ...r, rank } : r)))} label="Rank" testId={`gob-template-rank-${index}`} />
            <button type="button" className="button button-quiet" onClick={() => setTemplates(templates.filter((_, i) => i !== index))}>
              Remove
            </button>
          </div>
        ))}
        <div className="gob-row">
          <button type="button" className="button" onClick={() => setTemplates([...templates, { kind: "weapon_combat", subject: "", rank: 2 }])} data-testid="gob-add-weapon">
            Add a weapon's Combat
          </button>
          <button type="button" className="button" onClick={() => setTemplates([...templates, { kind: "craft", subject: "", rank: 2 }])} data-testid="gob-add-craft">
            Add a Craft
          </button>
        </div>
        <Problem error={error} section="skills" />
      </Section>

      <Section title="Specialties" hint="A named action or field pairing two skills at rank 2 or more; 1 XP each.">
        {specialties.map((row, index) => (
          <div key={index} className="gob-row" data-testid={`gob-specialty-${index}`}>
            <input
              className="input"
              aria-label="Specialty name"
              value={row.name}
              onChange={(event) => setSpecialties(specialties.map((r, i) => (i === index ? { ...r, name: event.target.value } : r)))}
              data-testid={`gob-specialty-name-${index}`}
            />
            {(["first", "second"] as const).map((which) => (
              <select
                key={which}
                className="select"
                aria-label={which === "first" ? "First skill" : "Second skill"}
                value={row[which]}
                onChange={(event) => setSpecialties(specialties.map((r, i) => (i === index ? { ...r, [which]: event.target.value } : r)))}
                data-testid={`gob-specialty-${which}-${index}`}
              >
                <option value="">Choose a skill…</option>
                {skills.map((skill) => (
                  <option key={skillKey(skill)} value={skillKey(skill)}>
                    {skillName(skill)}
                  </option>
                ))}
              </select>
            ))}
            <button type="button" className="button button-quiet" onClick={() => setSpecialties(specialties.filter((_, i) => i !== index))}>
              Remove
            </button>
          </div>
        ))}
        <button type="button" className="button" onClick={() => setSpecialties([...specialties, { name: "", first: "", second: "" }])} data-testid="gob-add-specialty">
          Add a specialty
        </button>
        <Problem error={error} section="specialties" />
      </Section>

      <Section title="Advantages" hint="1 XP a level. Those marked creation only cannot be bought later; Capital and Landed are money.">
        <ul className="gob-list" data-testid="gob-advantages">
          {advantages.map((pick, index) => (
            <li key={index}>
              {data?.advantages.find((a) => a.id === pick.id)?.name ?? pick.id} {pick.weapon ? `(${pick.weapon})` : ""} level {pick.level}{" "}
              <button type="button" className="button button-quiet" onClick={() => setAdvantages(advantages.filter((_, i) => i !== index))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
        <div className="gob-row">
          <select className="select" aria-label="Advantage" value={advantageId} onChange={(event) => setAdvantageId(event.target.value)} data-testid="gob-advantage">
            <option value="">Choose an advantage…</option>
            {data?.advantages.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
                {a.creationOnly ? " (creation only)" : ""}
              </option>
            ))}
          </select>
          <RankSelect value={advantageLevel} onChange={setAdvantageLevel} label="Advantage level" testId="gob-advantage-level" />
          {advantage?.takesWeapon ? (
            <input className="input" aria-label="Weapon" value={advantageWeapon} onChange={(event) => setAdvantageWeapon(event.target.value)} data-testid="gob-advantage-weapon" />
          ) : null}
          <button type="button" className="button" onClick={addAdvantage} disabled={advantage === null} data-testid="gob-advantage-add">
            Add
          </button>
        </div>
        {advantage ? (
          <p className="muted" data-testid="gob-advantage-summary">
            {advantage.summary}
          </p>
        ) : null}
        <Problem error={error} section="advantages" />
      </Section>

      <Section title="Disadvantages" hint="Each one taken gives 1 XP more to spend. The book only names some: write what they do.">
        <ul className="gob-list" data-testid="gob-disadvantages">
          {disadvantages.map((pick, index) => (
            <li key={index}>
              {data?.disadvantages.find((d) => d.id === pick.id)?.name ?? pick.id} level {pick.level}
              {pick.effect ? `: ${pick.effect}` : ""}{" "}
              <button type="button" className="button button-quiet" onClick={() => setDisadvantages(disadvantages.filter((_, i) => i !== index))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
        <div className="gob-row">
          <select className="select" aria-label="Disadvantage" value={disadvantageId} onChange={(event) => setDisadvantageId(event.target.value)} data-testid="gob-disadvantage">
            <option value="">Choose a disadvantage…</option>
            {data?.disadvantages.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
                {d.permanent ? " (permanent)" : ""}
              </option>
            ))}
          </select>
          <RankSelect value={disadvantageLevel} onChange={setDisadvantageLevel} label="Disadvantage level" testId="gob-disadvantage-level" />
          {disadvantage?.text.kind === "name_only" ? (
            <input
              className="input"
              aria-label="What it does"
              value={disadvantageEffect}
              onChange={(event) => setDisadvantageEffect(event.target.value)}
              placeholder="The book gives only its name"
              data-testid="gob-disadvantage-effect"
            />
          ) : null}
          <button type="button" className="button" onClick={addDisadvantage} disabled={disadvantage === null} data-testid="gob-disadvantage-add">
            Add
          </button>
        </div>
        <Problem error={error} section="disadvantages" />
      </Section>

      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={save.pending} data-testid="gob-create">
          {save.label}
        </button>
        {withoutBuild ? (
          <button type="button" className="button" onClick={withoutBuild} disabled={save.pending} data-testid="gob-save-unbuilt">
            Save without a build
          </button>
        ) : null}
        <button type="button" className="button button-quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
