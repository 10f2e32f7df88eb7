import { useEffect, useState } from "react";
import type { Ability, ActionType, Characteristic, Distance, Keyword, TargetKind } from "../../bindings";
import { AbilityCard } from "./ability-card";
import { blankTiers, switchDistance } from "./blank";
import { EffectList } from "./effect-editor";
import { Check, CheckGroup, DsField, FieldErrors, IntInput, OptionalIntInput, joinPath, replaced, usePath } from "./form";
import {
  ACTION_LABEL,
  ACTION_TYPES,
  CHARACTERISTIC_LABEL,
  CHARACTERISTICS,
  DISTANCE_FIELDS,
  DISTANCE_KINDS,
  DISTANCE_LABEL,
  KEYWORD_LABEL,
  KEYWORDS,
  TARGET_KINDS,
  TARGET_LABEL,
  TIER_BAND,
  TRIGGERED_ACTIONS,
  type DistanceKind,
} from "./labels";

type AbilityEditorProps = {
  value: Ability;
  onChange: (ability: Ability) => void;
  /** Whether to show the name field (a library ability's name is the piece's name, shown above). */
  showName?: boolean;
};

/**
 * Every part of an ability: keywords, action, distance, targets, the roll and its three tiers,
 * always-on effects, cost, trigger and notes. Field paths are relative to the enclosing `AtPath`.
 */
export function AbilityEditor({ value, onChange, showName = true }: AbilityEditorProps) {
  const set = <K extends keyof Ability>(key: K, next: Ability[K]) => onChange({ ...value, [key]: next });
  const roll = value.roll ?? [];
  const tiers = value.tiers ?? [];
  const triggered = TRIGGERED_ACTIONS.includes(value.action);
  const path = usePath();

  return (
    <div className="ds-ability-editor" data-testid="ds-ability-editor">
      <div className="ds-row">
        {showName ? (
          <DsField name="name" label="Name" className="ds-grow">
            {(control) => <input {...control} className="input" value={value.name} onChange={(event) => set("name", event.target.value)} autoComplete="off" />}
          </DsField>
        ) : null}
        <DsField name="action" label="Action">
          {(control) => (
            <select {...control} className="select" value={value.action} onChange={(event) => set("action", event.target.value as ActionType)}>
              {ACTION_TYPES.map((action) => (
                <option key={action} value={action}>
                  {ACTION_LABEL[action]}
                </option>
              ))}
            </select>
          )}
        </DsField>
        <DsField name="cost" label="Cost" hint="0 for none" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.cost ?? 0} min={0} max={255} onChange={(cost) => set("cost", cost)} />}
        </DsField>
      </div>

      <div className="ds-row">
        <CheckGroup<Keyword>
          name="keywords"
          legend="Keywords the engine reads"
          options={KEYWORDS}
          labels={KEYWORD_LABEL}
          value={value.keywords ?? []}
          onChange={(keywords) => set("keywords", keywords)}
        />
        <TagsField tags={value.tags ?? []} onChange={(tags) => set("tags", tags)} />
      </div>

      <div className="ds-row">
        <DistanceFields distance={value.distance} onChange={(distance) => set("distance", distance)} />
      </div>

      <div className="ds-row">
        <DsField name="targets.kind" label="Targets">
          {(control) => (
            <select
              {...control}
              className="select"
              value={value.targets.kind}
              onChange={(event) => set("targets", { ...value.targets, kind: event.target.value as TargetKind })}
            >
              {TARGET_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {TARGET_LABEL[kind]}
                </option>
              ))}
            </select>
          )}
        </DsField>
        {value.targets.kind !== "self_only" ? (
          <>
            <DsField name="targets.count" label="How many" className="ds-narrow">
              {(control) =>
                value.targets.count === null ? (
                  <input {...control} className="input ds-int" value="each" disabled aria-label="How many: each in the area" />
                ) : (
                  <OptionalIntInput {...control} value={value.targets.count} min={0} max={255} onChange={(count) => set("targets", { ...value.targets, count })} />
                )
              }
            </DsField>
            <Check
              checked={value.targets.count === null}
              onChange={(each) => set("targets", { ...value.targets, count: each ? null : 1 })}
              label="Each in the area"
              testId={`ds-field-${joinPath(path, "targets.each")}`}
            />
          </>
        ) : null}
        <FieldErrors path={joinPath(path, "targets")} />
      </div>

      <div className="ds-row">
        <CheckGroup<Characteristic>
          name="roll"
          legend="Power roll with (the best is used; none for no roll)"
          options={CHARACTERISTICS}
          labels={CHARACTERISTIC_LABEL}
          value={roll}
          onChange={(next) => {
            // The first characteristic ticked opens the three tier columns.
            const opened = roll.length === 0 && next.length > 0 && tiers.length === 0;
            onChange({ ...value, roll: next, tiers: opened ? blankTiers() : tiers });
          }}
        />
      </div>

      {roll.length > 0 || tiers.length > 0 ? (
        <section className="ds-tiers-section" aria-label="Tier outcomes">
          {roll.length === 0 ? (
            <div className="notice notice-warning ds-tiers-orphan">
              <span>These tier outcomes need a power roll: tick a characteristic above, or remove them.</span>
              <button type="button" className="button" onClick={() => set("tiers", [])} data-testid="ds-clear-tiers">
                Remove the tier outcomes
              </button>
            </div>
          ) : tiers.length !== 3 ? (
            <div className="notice notice-warning">
              <span>An ability that rolls has three tier outcomes.</span>
              <button
                type="button"
                className="button"
                onClick={() => set("tiers", [...tiers, ...blankTiers()].slice(0, 3))}
                data-testid="ds-fix-tiers"
              >
                Make it three
              </button>
            </div>
          ) : null}
          <FieldErrors path={joinPath(path, "tiers")} />
          <div className="ds-tiers">
            {tiers.map((tier, index) => (
              <div key={index} className={`ds-tier ds-tier-${index + 1}`} data-testid={`ds-tier-${index + 1}`}>
                <h5 className="ds-tier-title">
                  Tier {index + 1} <span className="ds-tier-band">{TIER_BAND[index] ?? ""}</span>
                </h5>
                <EffectList
                  name={`tiers[${index}].effects`}
                  effects={tier.effects}
                  roll={roll}
                  empty="No effect at this tier."
                  onChange={(effects) => set("tiers", replaced(tiers, index, { effects }))}
                />
                <FieldErrors path={joinPath(path, `tiers[${index}]`)} />
              </div>
            ))}
          </div>
        </section>
      ) : null}

      <section className="ds-always" aria-label="Effects whatever the roll">
        <h5 className="ds-subtitle">{roll.length > 0 ? "Effects whatever the roll" : "Effects"}</h5>
        <EffectList
          name="effects"
          effects={value.effects ?? []}
          roll={roll}
          empty={roll.length > 0 ? "Nothing beyond the tiers." : "No effects yet: add one, or describe the ability in the notes."}
          onChange={(effects) => set("effects", effects)}
        />
      </section>

      {triggered || value.trigger != null ? (
        <DsField name="trigger" label="Trigger" hint={triggered ? "What lets its user act" : "Only triggered abilities have a trigger"}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={value.trigger ?? ""}
              onChange={(event) => set("trigger", event.target.value === "" ? null : event.target.value)}
              placeholder="An adjacent ally is targeted by a strike."
            />
          )}
        </DsField>
      ) : null}

      <DsField name="notes" label="Notes">
        {(control) => <textarea {...control} className="textarea" rows={2} value={value.notes ?? ""} onChange={(event) => set("notes", event.target.value)} />}
      </DsField>

      <details className="ds-preview-card">
        <summary>As the table reads it</summary>
        <AbilityCard ability={value} />
      </details>
    </div>
  );
}

/** Free keywords ("fire, ward"), kept as typed until they parse. */
function TagsField({ tags, onChange }: { tags: readonly string[]; onChange: (tags: string[]) => void }) {
  const [text, setText] = useState(tags.join(", "));
  useEffect(() => {
    setText((current) => (parseTags(current).join("\u0000") === tags.join("\u0000") ? current : tags.join(", ")));
  }, [tags]);
  return (
    <DsField name="tags" label="Other keywords" hint="Shown, not read by the engine; separate with commas" className="ds-grow">
      {(control) => (
        <input
          {...control}
          className="input"
          value={text}
          placeholder="fire, ward"
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseTags(event.target.value));
          }}
        />
      )}
    </DsField>
  );
}

function parseTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}

function DistanceFields({ distance, onChange }: { distance: Distance; onChange: (distance: Distance) => void }) {
  const path = usePath("distance");
  const numbers = distance as unknown as Record<string, number>;
  return (
    <>
      <DsField name="distance.kind" label="Distance">
        {(control) => (
          <select {...control} className="select" value={distance.kind} onChange={(event) => onChange(switchDistance(distance, event.target.value as DistanceKind))}>
            {DISTANCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {DISTANCE_LABEL[kind]}
              </option>
            ))}
          </select>
        )}
      </DsField>
      {DISTANCE_FIELDS[distance.kind].map(({ key, label }) => (
        <DsField key={`${distance.kind}-${key}`} name={`distance.${key}`} label={label} className="ds-narrow">
          {(control) => (
            <IntInput {...control} value={numbers[key] ?? 0} min={0} max={255} onChange={(number) => onChange({ ...distance, [key]: number } as Distance)} />
          )}
        </DsField>
      ))}
      <FieldErrors path={path} />
    </>
  );
}
