import { useQueries } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { Ability, Characteristics, ContentError, ContentKind, HeroBuild, HeroSheet } from "../../bindings";
import { BackendError } from "../../backend";
import { useBackend } from "../../backend-context";
import { ErrorNotice } from "../../components/error-notice";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { drawSteelKeys, useDrawSteelBuildHero, useDrawSteelContent, useDrawSteelContentList, useDrawSteelPreviewHero } from "./queries";
import { AbilityListEditor } from "./ability-list-editor";
import { ZERO_CHARACTERISTICS } from "./blank";
import { AtPath, CharacteristicsEditor, DsField, ErrorsProvider, FieldErrors, joinPath } from "./form";
import { HeroStats } from "./hero-stats";
import { SOURCE_LABEL } from "./labels";

/** The fields of a build the engine can blame, each shown on its input. */
const BUILD_FIELDS = ["build.level", "build.ancestryId", "build.classId", "build.kitId", "build.characteristics", "build.skills", "build.abilities"];

type HeroBuilderProps = {
  characterId: number;
  name: string;
  /** The hero's current build when rebuilding; null for a first build. */
  initial: HeroBuild | null;
  onDone: () => void;
};

/**
 * A hero's build: level, ancestry, class and kit from the library, characteristics, skills and
 * the hero's own abilities, with the sheet the engine computes shown live beside it. Saving
 * keeps the hero's progress.
 */
export function HeroBuilder({ characterId, name, initial, onDone }: HeroBuilderProps) {
  const ancestries = useDrawSteelContentList({ kind: "ancestry" });
  const classes = useDrawSteelContentList({ kind: "class" });
  const kits = useDrawSteelContentList({ kind: "kit" });
  const save = useDrawSteelBuildHero();
  const formId = useId();

  const [level, setLevel] = useState(initial?.level ?? 1);
  const [ancestryId, setAncestryId] = useState<number | null>(initial?.ancestryId ?? null);
  const [classId, setClassId] = useState<number | null>(initial?.classId ?? null);
  // undefined: not chosen yet (the first kit is suggested); null: no kit.
  const [kitId, setKitId] = useState<number | null | undefined>(initial ? (initial.kitId ?? null) : undefined);
  const [characteristics, setCharacteristics] = useState<Characteristics>(initial?.characteristics ?? { ...ZERO_CHARACTERISTICS });
  const [skills, setSkills] = useState<string[]>(initial?.skills ?? []);
  const [abilities, setAbilities] = useState<Ability[]>(initial?.abilities ?? []);

  // Until the GM picks, the first of each kind is used, so a new GM sees a sheet at once.
  const ancestry = ancestryId ?? ancestries.data?.[0]?.id ?? null;
  const cls = classId ?? classes.data?.[0]?.id ?? null;
  const kit = kitId === undefined ? (kits.data?.[0]?.id ?? null) : kitId;
  const build: HeroBuild | null =
    ancestry !== null && cls !== null ? { level, ancestryId: ancestry, classId: cls, kitId: kit, characteristics, skills, abilities } : null;

  const settled = useDebouncedValue(build, 300);
  const preview = useDrawSteelPreviewHero(settled);
  // While the build as typed is refused, the last sheet the engine gave stays in view, dimmed.
  const lastGood = useRef<HeroSheet | null>(null);
  if (preview.data && !preview.isError) lastGood.current = preview.data;
  const shown = preview.isError ? lastGood.current : (preview.data ?? null);
  const abilityErrors = useAbilityChecks(useDebouncedValue(abilities, 300));
  const classPiece = useDrawSteelContent(cls);
  const primary = classPiece.data?.content.kind === "class" ? (classPiece.data.content.data.primary ?? []) : [];

  const blamed = (error: unknown): ContentError[] =>
    error instanceof BackendError && error.field !== null && BUILD_FIELDS.includes(error.field)
      ? [{ field: error.field, message: error.message, rule: error.rule }]
      : [];
  // The save's refusal wins over the preview's (it is the newer answer) until the build changes.
  const errors = [...abilityErrors, ...(save.isError ? blamed(save.error) : blamed(preview.error))];
  const unplaced = save.isError && blamed(save.error).length === 0 ? save.error : null;
  const missing = (ancestries.isSuccess && ancestries.data.length === 0) || (classes.isSuccess && classes.data.length === 0);

  // Any change makes the last refusal stale.
  const buildKey = JSON.stringify(build);
  const { reset } = save;
  useEffect(() => reset(), [buildKey, reset]);

  return (
    <div className="ds-builder" data-testid="ds-hero-builder">
      <form
        className="ds-builder-form"
        noValidate
        aria-labelledby={`${formId}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          if (build) save.mutate({ characterId, build }, { onSuccess: onDone });
        }}
      >
        <h4 id={`${formId}-title`} className="section-title">
          {initial ? `Rebuild ${name}` : `Build ${name}`}
        </h4>
        {missing ? (
          <p className="notice notice-warning" data-testid="ds-builder-missing">
            The library needs at least one ancestry and one class to build a hero. Add the starter set or author them on the Draw Steel page.
          </p>
        ) : null}
        <ErrorsProvider errors={errors}>
          <AtPath name="build">
            <div className="ds-row">
              <DsField name="level" label="Level" className="ds-narrow">
                {(control) => (
                  <select {...control} className="select" value={level} onChange={(event) => setLevel(Number(event.target.value))}>
                    {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                )}
              </DsField>
              <PiecePicker name="ancestryId" label="Ancestry" kind="ancestry" value={ancestry} onChange={setAncestryId} options={ancestries.data ?? []} />
              <PiecePicker name="classId" label="Class" kind="class" value={cls} onChange={setClassId} options={classes.data ?? []} />
              <PiecePicker name="kitId" label="Kit" kind="kit" value={kit} onChange={setKitId} options={kits.data ?? []} allowNone />
            </div>
            <CharacteristicsEditor name="characteristics" value={characteristics} onChange={setCharacteristics} primary={primary} />
            <SkillsEditor skills={skills} onChange={setSkills} />
            <h5 className="ds-subtitle">{SOURCE_LABEL.own}</h5>
            <p className="field-hint">The class's and kit's abilities come with them; add the ones this hero chose.</p>
            <AbilityListEditor name="abilities" abilities={abilities} onChange={setAbilities} owner={name} />
          </AtPath>
        </ErrorsProvider>
        {unplaced ? <ErrorNotice error={unplaced} /> : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={build === null || save.isPending} data-testid="ds-hero-save">
            {save.isPending ? "Saving…" : initial ? "Save the new build" : `Build ${name}`}
          </button>
          <button type="button" className="button" onClick={onDone} disabled={save.isPending} data-testid="ds-hero-cancel">
            Cancel
          </button>
        </div>
      </form>
      <aside className="ds-builder-preview" aria-label="Sheet preview" aria-live="polite" data-testid="ds-hero-preview">
        <h5 className="ds-subtitle">The sheet this build gives</h5>
        {build === null ? <p className="muted">Pick an ancestry and a class.</p> : null}
        {preview.isError && blamed(preview.error).length === 0 ? <ErrorNotice error={preview.error} /> : null}
        {preview.isError && blamed(preview.error).length > 0 ? (
          <p className="field-error" data-testid="ds-hero-preview-problem">
            {preview.error.message}
          </p>
        ) : null}
        {shown ? (
          <div className={preview.isError ? "ds-stale" : undefined} data-testid="ds-preview-sheet">
            {preview.isError ? <p className="field-hint">The last sheet the engine gave, before the change it refused:</p> : null}
            <p className="ds-hero-identity" data-testid="ds-preview-identity">
              Level {shown.level} {shown.ancestry} {shown.class}
              {shown.kit ? ` · ${shown.kit}` : " · no kit"}
            </p>
            <HeroStats sheet={shown} />
            <p className="field-hint">
              {shown.abilities.length} abilities: {shown.abilities.map((a) => a.ability.name).join(", ") || "none"}
            </p>
          </div>
        ) : null}
        {preview.isFetching ? <p className="field-hint">Computing…</p> : null}
      </aside>
    </div>
  );
}

/** Each own ability checked as library content would be; problems under `build.abilities[i]`. */
function useAbilityChecks(abilities: readonly Ability[]): ContentError[] {
  const backend = useBackend();
  const results = useQueries({
    queries: abilities.map((ability) => {
      const content = { kind: "ability" as const, data: ability };
      return {
        queryKey: drawSteelKeys.check(content),
        queryFn: () => backend.drawSteelCheckContent({ content }),
        staleTime: Infinity,
      };
    }),
  });
  return results.flatMap((result, index) =>
    (result.data ?? []).map((error) => ({ ...error, field: joinPath(`build.abilities[${index}]`, error.field) })),
  );
}

function PiecePicker({
  name,
  label,
  kind,
  value,
  onChange,
  options,
  allowNone = false,
}: {
  name: string;
  label: string;
  kind: ContentKind;
  value: number | null;
  onChange: (id: number | null) => void;
  options: readonly { id: number; name: string; summary: string }[];
  allowNone?: boolean;
}) {
  const chosen = options.find((option) => option.id === value);
  return (
    <DsField name={name} label={label} hint={chosen?.summary}>
      {(control) => (
        <select
          {...control}
          className="select"
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
          data-kind={kind}
        >
          {allowNone || value === null ? <option value="">{allowNone ? "No kit" : `Pick ${label.toLowerCase()}…`}</option> : null}
          {value !== null && !chosen ? <option value={value}>(content {value}, no longer in the library)</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </DsField>
  );
}

function SkillsEditor({ skills, onChange }: { skills: readonly string[]; onChange: (skills: string[]) => void }) {
  const [text, setText] = useState("");
  const id = useId();
  const add = () => {
    if (text.trim() === "") return;
    onChange([...skills, text.trim()]);
    setText("");
  };
  return (
    <fieldset className="ds-fieldset" data-path="build.skills">
      <legend className="field-label">Skills</legend>
      <ul className="ds-skills" aria-label="Skills">
        {skills.length === 0 ? <li className="muted">None yet.</li> : null}
        {skills.map((skill, index) => (
          <li key={`${skill}-${index}`} className="chip chip-removable" data-testid="ds-skill">
            {skill}
            <button
              type="button"
              className="button button-quiet"
              aria-label={`Remove the skill ${skill}`}
              onClick={() => onChange(skills.filter((_, i) => i !== index))}
              data-testid="ds-skill-remove"
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <div className="ds-inline">
        <label htmlFor={id} className="visually-hidden">
          New skill
        </label>
        <input
          id={id}
          className="input"
          value={text}
          placeholder="Climbing"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          data-testid="ds-field-build.skills"
        />
        <button type="button" className="button" onClick={add} disabled={text.trim() === ""} data-testid="ds-add-skill">
          Add skill
        </button>
      </div>
      <FieldErrors path="build.skills" />
    </fieldset>
  );
}
