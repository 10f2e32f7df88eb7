// The editors of the four kinds besides abilities: a monster's stat block, an ancestry, a class
// and a kit. Each edits the piece's `data`; the name is edited above them by the content editor.

import type { Ancestry, Characteristic, Class, DamageModifier, Kit, KitStaminaGrowth, StatBlock } from "../../bindings";
import { AbilityListEditor } from "./ability-list-editor";
import { AtPath, CharacteristicsEditor, CheckGroup, DsField, FieldErrors, IntInput, ItemControls, moved, replaced, usePath } from "./form";
import { CHARACTERISTIC_LABEL, CHARACTERISTICS, SIZES, TIER_BAND } from "./labels";

type EditorProps<T> = { value: T; onChange: (value: T) => void };

export function MonsterEditor({ value, onChange }: EditorProps<StatBlock>) {
  const set = <K extends keyof StatBlock>(key: K, next: StatBlock[K]) => onChange({ ...value, [key]: next });
  return (
    <div className="ds-piece-editor" data-testid="ds-monster-editor">
      <div className="ds-row">
        <DsField name="level" label="Level" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.level} min={0} max={255} onChange={(level) => set("level", level)} />}
        </DsField>
        <DsField name="role" label="Role" hint="Brute, Artillery, Controller…">
          {(control) => <input {...control} className="input" value={value.role ?? ""} onChange={(event) => set("role", event.target.value)} />}
        </DsField>
        <DsField name="organization" label="Organization" hint="Minion, Elite, Leader…">
          {(control) => <input {...control} className="input" value={value.organization ?? ""} onChange={(event) => set("organization", event.target.value)} />}
        </DsField>
        <DsField name="encounterValue" label="EV" hint="Encounter value" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.encounterValue ?? 0} min={0} max={65535} onChange={(ev) => set("encounterValue", ev)} />}
        </DsField>
      </div>
      <div className="ds-row">
        <DsField name="stamina" label="Stamina" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.stamina} min={0} max={65535} onChange={(stamina) => set("stamina", stamina)} />}
        </DsField>
        <DsField name="speed" label="Speed" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.speed} min={0} max={255} onChange={(speed) => set("speed", speed)} />}
        </DsField>
        <SizeField value={value.size} onChange={(size) => set("size", size)} />
        <DsField name="stability" label="Stability" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.stability} min={0} max={255} onChange={(stability) => set("stability", stability)} />}
        </DsField>
        <DsField name="freeStrike" label="Free strike" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.freeStrike} min={0} max={65535} onChange={(freeStrike) => set("freeStrike", freeStrike)} />}
        </DsField>
      </div>
      <CharacteristicsEditor name="characteristics" value={value.characteristics} onChange={(characteristics) => set("characteristics", characteristics)} />
      <div className="ds-two-columns">
        <ModifierList name="immunities" title="Immunities" what="immunity" modifiers={value.immunities ?? []} onChange={(immunities) => set("immunities", immunities)} />
        <ModifierList name="weaknesses" title="Weaknesses" what="weakness" modifiers={value.weaknesses ?? []} onChange={(weaknesses) => set("weaknesses", weaknesses)} />
      </div>
      <h4 className="section-title">Abilities</h4>
      <AbilityListEditor name="abilities" abilities={value.abilities ?? []} onChange={(abilities) => set("abilities", abilities)} owner="this monster" />
      <NotesField value={value.notes ?? ""} onChange={(notes) => set("notes", notes)} label="Traits and notes" />
    </div>
  );
}

export function AncestryEditor({ value, onChange }: EditorProps<Ancestry>) {
  const set = <K extends keyof Ancestry>(key: K, next: Ancestry[K]) => onChange({ ...value, [key]: next });
  return (
    <div className="ds-piece-editor" data-testid="ds-ancestry-editor">
      <div className="ds-row">
        <SizeField value={value.size} onChange={(size) => set("size", size)} />
        <DsField name="speed" label="Speed" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.speed} min={0} max={255} onChange={(speed) => set("speed", speed)} />}
        </DsField>
        <DsField name="stability" label="Stability" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.stability ?? 0} min={0} max={255} onChange={(stability) => set("stability", stability)} />}
        </DsField>
      </div>
      <NotesField value={value.notes ?? ""} onChange={(notes) => set("notes", notes)} label="Traits" />
    </div>
  );
}

export function ClassEditor({ value, onChange }: EditorProps<Class>) {
  const set = <K extends keyof Class>(key: K, next: Class[K]) => onChange({ ...value, [key]: next });
  return (
    <div className="ds-piece-editor" data-testid="ds-class-editor">
      <div className="ds-row">
        <DsField name="startingStamina" label="Stamina at level 1" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.startingStamina} min={0} max={65535} onChange={(n) => set("startingStamina", n)} />}
        </DsField>
        <DsField name="staminaPerLevel" label="Stamina per level" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.staminaPerLevel} min={0} max={65535} onChange={(n) => set("staminaPerLevel", n)} />}
        </DsField>
        <DsField name="recoveries" label="Recoveries" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.recoveries} min={0} max={255} onChange={(n) => set("recoveries", n)} />}
        </DsField>
        <DsField name="heroicResource" label="Heroic resource" hint="Its name: Drive, Focus…">
          {(control) => <input {...control} className="input" value={value.heroicResource} onChange={(event) => set("heroicResource", event.target.value)} />}
        </DsField>
      </div>
      <CheckGroup<Characteristic>
        name="primary"
        legend="Primary characteristics (a hint when building heroes)"
        options={CHARACTERISTICS}
        labels={CHARACTERISTIC_LABEL}
        value={value.primary ?? []}
        onChange={(primary) => set("primary", primary)}
      />
      <h4 className="section-title">Class abilities</h4>
      <AbilityListEditor name="abilities" abilities={value.abilities ?? []} onChange={(abilities) => set("abilities", abilities)} owner="this class" />
      <NotesField value={value.notes ?? ""} onChange={(notes) => set("notes", notes)} label="Features" />
    </div>
  );
}

export function KitEditor({ value, onChange }: EditorProps<Kit>) {
  const set = <K extends keyof Kit>(key: K, next: Kit[K]) => onChange({ ...value, [key]: next });
  const bonus = value.damageBonus ?? [0, 0, 0];
  return (
    <div className="ds-piece-editor" data-testid="ds-kit-editor">
      <div className="ds-row">
        <DsField name="stamina" label="Stamina bonus" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.stamina ?? 0} min={0} max={65535} onChange={(n) => set("stamina", n)} />}
        </DsField>
        <DsField name="staminaGrowth" label="Stamina bonus grows" hint="Left to the table rule, the campaign decides">
          {(control) => (
            <select
              {...control}
              className="select"
              value={value.staminaGrowth ?? ""}
              onChange={(event) => set("staminaGrowth", event.target.value === "" ? undefined : (event.target.value as KitStaminaGrowth))}
            >
              <option value="">As the table rule says</option>
              <option value="once">Once, at every level</option>
              <option value="per_echelon">Once per echelon</option>
            </select>
          )}
        </DsField>
        <DsField name="speed" label="Speed bonus" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.speed ?? 0} min={0} max={255} onChange={(n) => set("speed", n)} />}
        </DsField>
        <DsField name="stability" label="Stability bonus" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.stability ?? 0} min={0} max={255} onChange={(n) => set("stability", n)} />}
        </DsField>
        <DsField name="freeStrike" label="Free strike" className="ds-narrow">
          {(control) => <IntInput {...control} value={value.freeStrike} min={0} max={65535} onChange={(n) => set("freeStrike", n)} />}
        </DsField>
      </div>
      <fieldset className="ds-fieldset">
        <legend className="field-label">Damage bonus on weapon abilities, per tier</legend>
        <div className="ds-row">
          {[0, 1, 2].map((tier) => (
            <DsField key={tier} name={`damageBonus[${tier}]`} label={`Tier ${tier + 1} (${TIER_BAND[tier]})`} className="ds-narrow">
              {(control) => (
                <IntInput
                  {...control}
                  value={bonus[tier] ?? 0}
                  min={0}
                  max={65535}
                  onChange={(n) => set("damageBonus", replaced(bonus, tier, n) as [number, number, number])}
                />
              )}
            </DsField>
          ))}
        </div>
        <FieldErrors path={usePath("damageBonus")} />
      </fieldset>
      <h4 className="section-title">Kit abilities</h4>
      <AbilityListEditor name="abilities" abilities={value.abilities ?? []} onChange={(abilities) => set("abilities", abilities)} owner="this kit" />
      <NotesField value={value.notes ?? ""} onChange={(notes) => set("notes", notes)} label="Notes" />
    </div>
  );
}

/** 1T, 1S, 1M, 1L, then 2 and up. */
function SizeField({ value, onChange }: { value: string; onChange: (size: string) => void }) {
  const sizes = SIZES.includes(value) ? SIZES : [...SIZES, value];
  return (
    <DsField name="size" label="Size" className="ds-narrow">
      {(control) => (
        <select {...control} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      )}
    </DsField>
  );
}

function NotesField({ value, onChange, label }: { value: string; onChange: (notes: string) => void; label: string }) {
  return (
    <DsField name="notes" label={label}>
      {(control) => <textarea {...control} className="textarea" rows={3} value={value} onChange={(event) => onChange(event.target.value)} />}
    </DsField>
  );
}

/** Damage immunities or weaknesses: a damage type ("fire", or "all") and a value each. */
function ModifierList({
  name,
  title,
  what,
  modifiers,
  onChange,
}: {
  name: string;
  title: string;
  what: string;
  modifiers: readonly DamageModifier[];
  onChange: (modifiers: DamageModifier[]) => void;
}) {
  const path = usePath(name);
  return (
    <fieldset className="ds-fieldset" data-testid={`ds-modifiers-${path}`} data-path={path}>
      <legend className="field-label">{title}</legend>
      {modifiers.length === 0 ? <p className="muted">None.</p> : null}
      <ol className="ds-modifiers">
        {modifiers.map((modifier, index) => (
          <li key={index} className="ds-modifier" data-testid={`ds-item-${path}[${index}]`}>
            <AtPath name={`${name}[${index}]`}>
              <DsField name="damageType" label="Damage type">
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    value={modifier.damageType}
                    placeholder="fire, or all"
                    onChange={(event) => onChange(replaced(modifiers, index, { ...modifier, damageType: event.target.value }))}
                  />
                )}
              </DsField>
              <DsField name="value" label="Value" className="ds-narrow">
                {(control) => (
                  <IntInput {...control} value={modifier.value} min={0} max={65535} onChange={(value) => onChange(replaced(modifiers, index, { ...modifier, value }))} />
                )}
              </DsField>
              <ItemControls
                index={index}
                count={modifiers.length}
                what={`${what} ${index + 1}`}
                onMove={(from, to) => onChange(moved(modifiers, from, to))}
                onRemove={(at) => onChange(modifiers.filter((_, i) => i !== at))}
              />
            </AtPath>
          </li>
        ))}
      </ol>
      <FieldErrors path={path} />
      <button type="button" className="button button-quiet ds-add" onClick={() => onChange([...modifiers, { damageType: "", value: 5 }])} data-testid={`ds-add-${name}`}>
        + Add {what}
      </button>
    </fieldset>
  );
}
