import { useId, useState, type FormEvent, type ReactNode } from "react";
import type {
  CharacterView,
  ClockworkCharacterBuild,
  ClockworkContent,
  ClockworkDamageType,
  ClockworkFocus,
  ClockworkPurchase,
  ClockworkSize,
  ClockworkSkill,
  ClockworkSkillRanks,
  ClockworkSpecies,
  ClockworkSpeciesId,
  NewCharacter,
  NewClockwork,
} from "../../bindings";
import { BackendError } from "../../backend";
import { ErrorNotice } from "../../components/error-notice";
import type { CreateFormProps } from "../system-ui";
import { DAMAGE_LABEL, DAMAGE_TYPES, RANKS, SIZE_LABEL, SKILLS, SKILL_LABEL, taggedCreation } from "./labels";
import { useClockworkBuildCharacter, useClockworkContent, useClockworkFocusCatalog, useClockworkQuickNpc } from "./queries";

type FocusRow = { skill: ClockworkSkill; name: string };

const UNTRAINED: ClockworkSkillRanks = Object.fromEntries(SKILLS.map((skill) => [skill, 12])) as ClockworkSkillRanks;
const BASE_POINTS = Object.fromEntries(DAMAGE_TYPES.map((damage) => [damage, 2])) as Record<ClockworkDamageType, number>;

/** The part of the creation an engine refusal blames (its field, below `creation.build`). */
function blamed(error: unknown, ...fields: string[]): string | null {
  if (!(error instanceof BackendError) || error.field === null) return null;
  const field = error.field.replace(/^creation\.build\./, "").replace(/^creation\./, "");
  return fields.some((f) => field === f || field.startsWith(`${f}.`)) ? error.message : null;
}

const SECTIONS = ["spread", "premade", "species", "size", "speciesBonusSkills", "bonusSkill", "resistanceBonus", "foci", "customization", "resistancePoints", "waiveLimits"];

function Problem({ message, testId }: { message: string | null; testId: string }) {
  return message ? (
    <p className="field-error" role="alert" data-testid={testId}>
      {message}
    </p>
  ) : null;
}

function Section({ title, children, hint }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="cw-fieldset">
      <legend>{title}</legend>
      {hint ? <p className="muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function SkillSelect({
  value,
  onChange,
  skills,
  testId,
  label,
}: {
  value: ClockworkSkill | "";
  onChange: (skill: ClockworkSkill | "") => void;
  skills: readonly ClockworkSkill[];
  testId: string;
  label: string;
}) {
  return (
    <select className="select" aria-label={label} value={value} onChange={(event) => onChange(event.target.value as ClockworkSkill | "")} data-testid={testId}>
      <option value="">Choose…</option>
      {skills.map((skill) => (
        <option key={skill} value={skill}>
          {SKILL_LABEL[skill]}
        </option>
      ))}
    </select>
  );
}

function speciesFacts(species: ClockworkSpecies): string {
  const size = species.size === "small_to_large" ? "any size from Small to Large" : SIZE_LABEL[species.size.fixed];
  const resistance =
    species.resistanceBonus === "any_type"
      ? "+1 resistance in a type of your choice"
      : species.resistanceBonus === "mutable"
        ? "+1 resistance in a type of your choice, movable out of combat"
        : `+1 ${DAMAGE_LABEL[species.resistanceBonus.fixed]} resistance`;
  const bonus =
    species.bonusSkills === "any_two"
      ? "bonus skills: any two"
      : `bonus skills: two of ${species.bonusSkills.choose_two_of.map((skill) => SKILL_LABEL[skill]).join(", ")}`;
  return `${size}; ${resistance}; ${bonus}.`;
}

/** A new ClockWork character by the book, in one form: the engine checks every choice and names the rule a refusal breaks. */
export function ClockworkCreateForm({ title, basics: typed, fields, check, create, onSaved, onCancel }: CreateFormProps) {
  return (
    <ClockworkBuildForm
      title={title}
      fields={fields}
      basics={typed}
      check={check}
      save={{
        run: (creation) => create.mutate({ system: "clockwork", ...typed, creation: taggedCreation(creation) }, { onSuccess: onSaved }),
        pending: create.isPending,
        error: create.error,
        reset: () => create.reset(),
        label: `Create ${typed.name.trim() || "the character"}`,
      }}
      withoutBuild={() => check() && create.mutate({ system: "clockwork", ...typed }, { onSuccess: onSaved })}
      onQuickSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

/** A character saved without creation choices, built now with the same form (`build_character`). */
export function ClockworkBuildCharacter({ character, onDone }: { character: CharacterView; onDone: () => void }) {
  const build = useClockworkBuildCharacter();
  return (
    <ClockworkBuildForm
      title={`Build ${character.name}`}
      fields={null}
      basics={{ kind: character.kind, name: character.name, tags: character.tags, notes: character.notes }}
      check={() => true}
      save={{
        run: (creation) => build.mutate({ id: character.id, creation: taggedCreation(creation) }, { onSuccess: onDone }),
        pending: build.isPending,
        error: build.error,
        reset: () => build.reset(),
        label: `Build ${character.name}`,
      }}
      onCancel={onDone}
    />
  );
}

type BuildFormProps = {
  title: string;
  /** The shared form's fields (name, system, kind, tags, notes), for a new character. */
  fields: ReactNode;
  basics: Pick<NewCharacter, "kind" | "name" | "tags" | "notes">;
  check: () => boolean;
  save: { run: (creation: NewClockwork) => void; pending: boolean; error: Error | null; reset: () => void; label: string };
  /** Saves the basics without a build (a new character only). */
  withoutBuild?: () => void;
  /** Offers the quick NPC (a new NPC only). */
  onQuickSaved?: (character: CharacterView) => void;
  onCancel: () => void;
};

function ClockworkBuildForm({ title, fields, basics: typed, check, save, withoutBuild, onQuickSaved, onCancel }: BuildFormProps) {
  const content = useClockworkContent();
  const catalog = useClockworkFocusCatalog();
  const quick = useClockworkQuickNpc();
  const id = useId();
  const [concept, setConcept] = useState("");
  const [speciesId, setSpeciesId] = useState<ClockworkSpeciesId | "">("");
  const [size, setSize] = useState<ClockworkSize | "">("");
  const [resistanceBonus, setResistanceBonus] = useState<ClockworkDamageType | "">("");
  const [premade, setPremade] = useState("");
  const [spread, setSpread] = useState<ClockworkSkillRanks>(UNTRAINED);
  const [speciesBonus, setSpeciesBonus] = useState<[ClockworkSkill | "", ClockworkSkill | ""]>(["", ""]);
  const [bonusSkill, setBonusSkill] = useState<ClockworkSkill | "">("");
  const [foci, setFoci] = useState<FocusRow[]>([]);
  const [grantFoci, setGrantFoci] = useState<FocusRow[]>([]);
  const [speciesSpell, setSpeciesSpell] = useState("");
  const [breath, setBreath] = useState("");
  const [customization, setCustomization] = useState<ClockworkPurchase[]>([]);
  const [purchaseKind, setPurchaseKind] = useState<ClockworkPurchase["kind"]>("skillRank");
  const [purchaseSkill, setPurchaseSkill] = useState<ClockworkSkill | "">("");
  const [purchaseName, setPurchaseName] = useState("");
  const [purchaseLevel, setPurchaseLevel] = useState(1);
  const [points, setPoints] = useState(BASE_POINTS);
  const [waive, setWaive] = useState(false);
  const [best, setBest] = useState<(ClockworkSkill | "")[]>(["", "", "", ""]);
  const [problem, setProblem] = useState<string | null>(null);

  const data: ClockworkContent | undefined = content.data;
  const species = data?.species.find((s) => s.id === speciesId) ?? null;
  // The book's foci and the campaign's own (the ClockWork page's catalog), offered as suggestions.
  const knownFoci: { name: string; skill: ClockworkSkill | null }[] = [...(data?.foci ?? []), ...(catalog.data?.campaign ?? [])];
  const fociSkills = data ? data.skills.filter((s) => s.hasFoci).map((s) => s.skill) : [];
  const fociCount = (data?.numbers.foci ?? 3) + (species?.extraFoci ?? 0);
  const rows: FocusRow[] = Array.from({ length: fociCount }, (_, index) => foci[index] ?? { skill: "knowledge", name: "" });
  const focusGrants = species?.grants.filter((grant) => grant.kind === "focus" || grant.kind === "focus_in_skill") ?? [];
  const grantRows: FocusRow[] = focusGrants.map((grant, index) => grantFoci[index] ?? { skill: grant.kind === "focus_in_skill" ? grant.skills[0] : "knowledge", name: "" });
  const spellGrant = species?.grants.find((grant) => grant.kind === "spell");
  const breathGrant = species?.grants.find((grant) => grant.kind === "breath");
  const offeredBonus: readonly ClockworkSkill[] =
    species === null ? [] : species.bonusSkills === "any_two" ? SKILLS : species.bonusSkills.choose_two_of;
  const error = save.error ?? quick.error;

  const pickSpecies = (next: ClockworkSpeciesId | "") => {
    setSpeciesId(next);
    setSize("");
    setResistanceBonus("");
    setSpeciesBonus(["", ""]);
    setGrantFoci([]);
    setSpeciesSpell("");
    setBreath("");
  };

  const named = (list: FocusRow[]): ClockworkFocus[] => list.filter((f) => f.name.trim() !== "").map((f) => ({ skill: f.skill, name: f.name.trim() }));

  const shapeProblem = (): string | null => {
    if (!check()) return "";
    if (speciesId === "") return "Pick a species.";
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = shapeProblem();
    if (found === null && bonusSkill === "") {
      setProblem("Pick the personal bonus skill.");
      return;
    }
    setProblem(found || null);
    if (found !== null || speciesId === "" || bonusSkill === "") return;
    const build: ClockworkCharacterBuild = {
      concept: concept.trim(),
      spread,
      premade: premade === "" ? null : Number(premade),
      species: speciesId,
      size: size === "" ? null : size,
      speciesBonusSkills: speciesBonus.filter((skill): skill is ClockworkSkill => skill !== ""),
      bonusSkill,
      resistanceBonus: resistanceBonus === "" ? null : resistanceBonus,
      foci: named(rows),
      speciesFoci: grantRows.map((f) => ({ skill: f.skill, name: f.name.trim() })),
      speciesSpell: spellGrant ? speciesSpell || null : null,
      breath: breathGrant ? breath || null : null,
      customization,
      resistancePoints: points,
    };
    quick.reset();
    save.run({ build, waiveLimits: typed.kind === "npc" && waive });
  };

  const quickNpc = () => {
    const found = shapeProblem();
    if (found === null && premade === "") {
      setProblem("A quick NPC starts from a premade spread: pick one.");
      return;
    }
    setProblem(found || null);
    if (found !== null || speciesId === "") return;
    save.reset();
    quick.mutate(
      { name: typed.name, species: speciesId, premade: Number(premade), best: best.filter((skill): skill is ClockworkSkill => skill !== ""), foci: named(rows), tags: typed.tags, notes: typed.notes },
      { onSuccess: onQuickSaved },
    );
  };

  const addPurchase = () => {
    if (purchaseKind === "skillRank") {
      if (purchaseSkill === "") return;
      setCustomization([...customization, { kind: "skillRank", skill: purchaseSkill }]);
    } else {
      if (purchaseName.trim() === "") return;
      setCustomization([...customization, { kind: purchaseKind, name: purchaseName.trim(), level: purchaseLevel }]);
      setPurchaseName("");
    }
  };

  const pending = save.pending || quick.isPending;
  const general = error !== null && blamed(error, ...SECTIONS) === null;
  return (
    <form className="cw-create" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="cw-create-form">
      <h3 id={`${id}-title`} className="pane-title">
        {title} <span className="muted">· ClockWork</span>
      </h3>
      {fields}
      {content.error ? <ErrorNotice error={content.error} /> : null}
      {general ? <ErrorNotice error={error} /> : null}

      <Section title="Concept">
        <input
          className="input"
          aria-label="Concept"
          value={concept}
          onChange={(event) => setConcept(event.target.value)}
          placeholder="A smuggler who owes the wrong people"
          data-testid="cw-concept"
        />
      </Section>

      <Section title="Species" hint={species ? speciesFacts(species) : "Size, a +1 resistance, bonus skills and a special ability come with it."}>
        <select
          className="select"
          aria-label="Species"
          value={speciesId}
          onChange={(event) => pickSpecies(event.target.value as ClockworkSpeciesId | "")}
          data-testid="cw-species"
        >
          <option value="">Choose a species…</option>
          {data?.species.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        {species ? (
          <p data-testid="cw-species-ability">
            <strong>{species.ability.name}.</strong> {species.ability.summary}
          </p>
        ) : null}
        {species?.size === "small_to_large" ? (
          <select className="select" aria-label="Size" value={size} onChange={(event) => setSize(event.target.value as ClockworkSize | "")} data-testid="cw-size">
            <option value="">Choose a size…</option>
            {(["small", "medium", "large"] as const).map((s) => (
              <option key={s} value={s}>
                {SIZE_LABEL[s]}
              </option>
            ))}
          </select>
        ) : null}
        {species && species.resistanceBonus !== null && typeof species.resistanceBonus === "string" ? (
          <select
            className="select"
            aria-label="Where the +1 resistance goes"
            value={resistanceBonus}
            onChange={(event) => setResistanceBonus(event.target.value as ClockworkDamageType | "")}
            data-testid="cw-resistance-bonus"
          >
            <option value="">Where the +1 resistance goes…</option>
            {DAMAGE_TYPES.map((damage) => (
              <option key={damage} value={damage}>
                {DAMAGE_LABEL[damage]}
              </option>
            ))}
          </select>
        ) : null}
        {grantRows.map((row, index) => {
          const grant = focusGrants[index]!;
          const skills = grant.kind === "focus_in_skill" ? grant.skills : fociSkills;
          return (
            <div key={index} className="cw-row">
              <SkillSelect
                label={`Skill of the species focus ${index + 1}`}
                value={row.skill}
                skills={skills}
                onChange={(skill) => setGrantFoci(grantRows.map((r, i) => (i === index ? { ...r, skill: skill || r.skill } : r)))}
                testId={`cw-grant-focus-skill-${index}`}
              />
              {grant.kind === "focus" ? (
                <select
                  className="select"
                  aria-label={`Species focus ${index + 1}`}
                  value={row.name}
                  onChange={(event) => setGrantFoci(grantRows.map((r, i) => (i === index ? { ...r, name: event.target.value } : r)))}
                  data-testid={`cw-grant-focus-name-${index}`}
                >
                  <option value="">Choose the focus it grants…</option>
                  {grant.one_of.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  className="input"
                  aria-label={`Species focus ${index + 1}`}
                  value={row.name}
                  placeholder="Name the focus"
                  onChange={(event) => setGrantFoci(grantRows.map((r, i) => (i === index ? { ...r, name: event.target.value } : r)))}
                  data-testid={`cw-grant-focus-name-${index}`}
                />
              )}
            </div>
          );
        })}
        {spellGrant && spellGrant.kind === "spell" ? (
          <select className="select" aria-label="Free spell" value={speciesSpell} onChange={(event) => setSpeciesSpell(event.target.value)} data-testid="cw-species-spell">
            <option value="">Choose the free spell…</option>
            {spellGrant.one_of.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : null}
        {breathGrant && breathGrant.kind === "breath" ? (
          <select className="select" aria-label="Breath weapon" value={breath} onChange={(event) => setBreath(event.target.value)} data-testid="cw-breath">
            <option value="">Choose the breath…</option>
            {breathGrant.one_of.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : null}
        <Problem message={blamed(error, "species", "size", "resistanceBonus")} testId="cw-error-species" />
      </Section>

      <Section
        title="Skills"
        hint={`Every skill starts at 12. Spend exactly ${data?.numbers.spreadPoints ?? 36} points, one a rank, none below ${data?.numbers.spreadFloor ?? 7} — or follow a premade spread.`}
      >
        <select className="select" aria-label="Premade spread" value={premade} onChange={(event) => setPremade(event.target.value)} data-testid="cw-premade">
          <option value="">My own spread</option>
          {data?.spreads.map((s) => (
            <option key={s.option} value={String(s.option)}>
              {`Premade ${s.option} (${s.style}): ${[7, 8, 9, 10, 12].map((rank, column) => `${s.counts[column]} at ${rank}`).join(", ")}`}
            </option>
          ))}
        </select>
        <div className="cw-form-grid">
          {SKILLS.map((skill) => (
            <label key={skill} className="field">
              <span className="field-label">{SKILL_LABEL[skill]}</span>
              <select
                className="select"
                value={spread[skill]}
                onChange={(event) => setSpread({ ...spread, [skill]: Number(event.target.value) })}
                data-testid={`cw-rank-${skill}`}
              >
                {RANKS.map((rank) => (
                  <option key={rank} value={rank}>
                    {rank}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <Problem message={blamed(error, "spread", "premade")} testId="cw-error-spread" />
      </Section>

      <Section title="Bonus skills" hint="Two from the species' list, and one of your own without a bonus yet: each rolls one more die.">
        <div className="cw-row">
          {[0, 1].map((index) => (
            <SkillSelect
              key={index}
              label={`Species bonus skill ${index + 1}`}
              value={speciesBonus[index as 0 | 1]}
              skills={offeredBonus}
              onChange={(skill) => setSpeciesBonus(index === 0 ? [skill, speciesBonus[1]] : [speciesBonus[0], skill])}
              testId={`cw-species-bonus-${index}`}
            />
          ))}
          <SkillSelect label="Personal bonus skill" value={bonusSkill} skills={SKILLS} onChange={setBonusSkill} testId="cw-bonus-skill" />
        </div>
        <Problem message={blamed(error, "speciesBonusSkills", "bonusSkill")} testId="cw-error-bonus" />
      </Section>

      <Section title={`Foci (${fociCount})`} hint="A focus is a named specialty within a skill; the book names a few, and any other name will do.">
        <datalist id={`${id}-foci`}>
          {knownFoci.map((focus) => (
            <option key={focus.name} value={focus.name} label={focus.skill ? SKILL_LABEL[focus.skill] : undefined} />
          ))}
        </datalist>
        {rows.map((row, index) => (
          <div key={index} className="cw-row">
            <SkillSelect
              label={`Skill of focus ${index + 1}`}
              value={row.skill}
              skills={fociSkills}
              onChange={(skill) => setFoci(rows.map((r, i) => (i === index ? { ...r, skill: skill || r.skill } : r)))}
              testId={`cw-focus-skill-${index}`}
            />
            <input
              className="input"
              aria-label={`Focus ${index + 1}`}
              list={`${id}-foci`}
              value={row.name}
              onChange={(event) => {
                // A focus the book or the campaign ties to a skill takes that skill when picked.
                const name = event.target.value;
                const known = knownFoci.find((focus) => focus.name.toLowerCase() === name.trim().toLowerCase());
                setFoci(rows.map((r, i) => (i === index ? { ...r, name, skill: known?.skill ?? r.skill } : r)));
              }}
              data-testid={`cw-focus-name-${index}`}
            />
          </div>
        ))}
        <Problem message={blamed(error, "foci")} testId="cw-error-foci" />
      </Section>

      <Section
        title="Customization points"
        hint={`${(data?.numbers.customizationPoints ?? 12) + (species?.extraCustomizationPoints ?? 0)} points: a skill rank costs 1 down to 7 and 2 below it; a spell or feature costs its level.`}
      >
        <ul data-testid="cw-purchases">
          {customization.map((purchase, index) => (
            <li key={index}>
              {purchase.kind === "skillRank" ? `${SKILL_LABEL[purchase.skill]} one rank better` : `${purchase.name} (${purchase.kind}, level ${purchase.level})`}{" "}
              <button type="button" className="button button-small" onClick={() => setCustomization(customization.filter((_, i) => i !== index))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
        <div className="cw-row">
          <select
            className="select"
            aria-label="What to buy"
            value={purchaseKind}
            onChange={(event) => setPurchaseKind(event.target.value as ClockworkPurchase["kind"])}
            data-testid="cw-purchase-kind"
          >
            <option value="skillRank">A skill rank</option>
            <option value="spell">A spell</option>
            <option value="feature">A feature</option>
          </select>
          {purchaseKind === "skillRank" ? (
            <SkillSelect label="Skill to improve" value={purchaseSkill} skills={SKILLS} onChange={setPurchaseSkill} testId="cw-purchase-skill" />
          ) : (
            <>
              <input className="input" aria-label="Its name" value={purchaseName} onChange={(event) => setPurchaseName(event.target.value)} data-testid="cw-purchase-name" />
              <select className="select" aria-label="Its level" value={purchaseLevel} onChange={(event) => setPurchaseLevel(Number(event.target.value))} data-testid="cw-purchase-level">
                {[1, 2, 3, 4].map((level) => (
                  <option key={level} value={level}>
                    Level {level}
                  </option>
                ))}
              </select>
            </>
          )}
          <button type="button" className="button" onClick={addPurchase} data-testid="cw-purchase-add">
            Add
          </button>
        </div>
        <Problem message={blamed(error, "customization")} testId="cw-error-customization" />
      </Section>

      <Section
        title="Resistance points"
        hint={`Every type starts at ${data?.numbers.baseResistance ?? 2}; spend your Body and size points on top, up to ${data?.numbers.spentResistanceCap ?? 5} in a type. The species' +1 comes after.`}
      >
        <div className="cw-form-grid">
          {DAMAGE_TYPES.map((damage) => (
            <label key={damage} className="field">
              <span className="field-label">{DAMAGE_LABEL[damage]}</span>
              <input
                className="input"
                type="number"
                min={0}
                max={12}
                value={points[damage]}
                onChange={(event) => setPoints({ ...points, [damage]: Number(event.target.value) })}
                data-testid={`cw-points-${damage}`}
              />
            </label>
          ))}
        </div>
        <Problem message={blamed(error, "resistancePoints")} testId="cw-error-resistance" />
      </Section>

      {typed.kind === "npc" ? (
        <Section title="NPC options">
          <label className="checkbox">
            <input type="checkbox" checked={waive} onChange={(event) => setWaive(event.target.checked)} data-testid="cw-waive" /> Waive the creation limits
            (the sheet will say which rule the NPC breaks)
          </label>
          {onQuickSaved ? (
            <>
              <p className="muted">
                In a hurry? A quick NPC needs only a species and a premade spread (and the foci above, if you name any): the engine places the ranks and picks
                the rest. Name the skills it should be best at, best first, and the spread's lowest ranks go to them.
              </p>
              <div className="cw-inline" data-testid="cw-best">
                {best.map((skill, index) => (
                  <select
                    key={index}
                    value={skill}
                    aria-label={`Best skill ${index + 1}`}
                    onChange={(event) => setBest(best.map((s, i) => (i === index ? (event.target.value as ClockworkSkill | "") : s)))}
                    data-testid={`cw-best-${index}`}
                  >
                    <option value="">{index === 0 ? "Best skill: any" : "Next: any"}</option>
                    {SKILLS.filter((s) => s === skill || !best.includes(s)).map((s) => (
                      <option key={s} value={s}>
                        {SKILL_LABEL[s]}
                      </option>
                    ))}
                  </select>
                ))}
              </div>
              <button type="button" className="button" onClick={quickNpc} disabled={pending} data-testid="cw-quick-npc">
                Quick NPC
              </button>
            </>
          ) : null}
        </Section>
      ) : null}

      {problem ? (
        <p className="field-error" role="alert" data-testid="cw-form-problem">
          {problem}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={pending} data-testid="cw-create">
          {save.pending ? "Saving…" : save.label}
        </button>
        {withoutBuild ? (
          <button type="button" className="button" onClick={withoutBuild} disabled={pending} title="Save the name and notes now, without a build" data-testid="save-character">
            Create without a build
          </button>
        ) : null}
        <button type="button" className="button" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
