import type { ReactNode } from "react";
import type { Characteristic, Effect } from "../../bindings";
import { blankEffect } from "./blank";
import { effectText } from "./describe";
import { AtPath, Check, DsField, FieldErrors, IntInput, ItemControls, joinPath, moved, replaced, usePath, useErrorsUnder } from "./form";
import {
  CHARACTERISTIC_LABEL,
  CHARACTERISTICS,
  CONDITION_LABEL,
  CONDITIONS,
  DURATION_OPTION,
  DURATIONS,
  EFFECT_KINDS,
  EFFECT_LABEL,
  FORCED_KINDS,
  FORCED_LABEL,
  type EffectKind,
} from "./labels";

type EffectListProps = {
  /** The list's path under the current one: "tiers[0].effects" or "effects". */
  name: string;
  effects: readonly Effect[];
  onChange: (effects: Effect[]) => void;
  /** The ability's roll characteristics, for "+ M" in the summaries. */
  roll: readonly Characteristic[];
  /** What an empty list means ("No effect at this tier"). */
  empty: string;
};

/** A list of effects: add one of each kind, edit, reorder, remove. */
export function EffectList({ name, effects, onChange, roll, empty }: EffectListProps) {
  const path = usePath(name);
  return (
    <div className="ds-effects" data-testid={`ds-effects-${path}`} data-path={path}>
      {effects.length === 0 ? <p className="muted ds-effects-empty">{empty}</p> : null}
      <ol className="ds-effect-list">
        {effects.map((effect, index) => (
          <li key={index} className="ds-effect" data-testid={`ds-item-${path}[${index}]`} data-kind={effect.kind}>
            <AtPath name={`${name}[${index}]`}>
              <EffectItem
                effect={effect}
                roll={roll}
                onChange={(next) => onChange(replaced(effects, index, next))}
                controls={
                  <ItemControls
                    index={index}
                    count={effects.length}
                    what={`effect ${index + 1}`}
                    onMove={(from, to) => onChange(moved(effects, from, to))}
                    onRemove={(at) => onChange(effects.filter((_, i) => i !== at))}
                  />
                }
              />
            </AtPath>
          </li>
        ))}
      </ol>
      <FieldErrors path={path} />
      <div className="ds-add-effects" role="group" aria-label="Add an effect">
        {EFFECT_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="button button-quiet ds-add"
            onClick={() => onChange([...effects, blankEffect(kind)])}
            data-testid={`ds-add-effect-${kind}`}
          >
            + {EFFECT_LABEL[kind]}
          </button>
        ))}
      </div>
    </div>
  );
}

function EffectItem({
  effect,
  roll,
  onChange,
  controls,
}: {
  effect: Effect;
  roll: readonly Characteristic[];
  onChange: (effect: Effect) => void;
  controls: ReactNode;
}) {
  const path = usePath();
  const problems = useErrorsUnder(path).length;
  return (
    <div className={problems > 0 ? "ds-effect-body ds-has-errors" : "ds-effect-body"}>
      <div className="ds-effect-head">
        <select
          className="select ds-effect-kind"
          value={effect.kind}
          onChange={(event) => onChange(blankEffect(event.target.value as EffectKind))}
          aria-label="Kind of effect"
          data-testid={`ds-field-${path}.kind`}
        >
          {EFFECT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {EFFECT_LABEL[kind]}
            </option>
          ))}
        </select>
        <span className="ds-effect-summary" data-testid="ds-effect-summary">
          {effectText(effect, roll)}
        </span>
        {controls}
      </div>
      <div className="ds-effect-fields">
        <EffectFields effect={effect} onChange={onChange} />
      </div>
      <FieldErrors path={path} />
    </div>
  );
}

function EffectFields({ effect, onChange }: { effect: Effect; onChange: (effect: Effect) => void }) {
  const path = usePath();
  switch (effect.kind) {
    case "damage":
      return (
        <>
          <DsField name="amount" label="Amount" className="ds-narrow">
            {(control) => <IntInput {...control} value={effect.amount} min={0} max={65535} onChange={(amount) => onChange({ ...effect, amount })} />}
          </DsField>
          <Check
            checked={effect.addCharacteristic ?? false}
            onChange={(addCharacteristic) => onChange({ ...effect, addCharacteristic })}
            label="+ the rolled characteristic"
            testId={`ds-field-${joinPath(path, "addCharacteristic")}`}
          />
          <DsField name="damageType" label="Damage type" hint="Empty for untyped damage">
            {(control) => (
              <input
                {...control}
                className="input"
                value={effect.damageType ?? ""}
                placeholder="fire"
                onChange={(event) => onChange({ ...effect, damageType: event.target.value === "" ? null : event.target.value })}
              />
            )}
          </DsField>
        </>
      );
    case "condition":
      return (
        <>
          <DsField name="condition" label="Condition">
            {(control) => (
              <select
                {...control}
                className="select"
                value={effect.condition}
                onChange={(event) => onChange({ ...effect, condition: event.target.value as typeof effect.condition })}
              >
                {CONDITIONS.map((condition) => (
                  <option key={condition} value={condition}>
                    {CONDITION_LABEL[condition]}
                  </option>
                ))}
              </select>
            )}
          </DsField>
          <DsField name="duration" label="Duration">
            {(control) => (
              <select
                {...control}
                className="select"
                value={effect.duration}
                onChange={(event) => onChange({ ...effect, duration: event.target.value as typeof effect.duration })}
              >
                {DURATIONS.map((duration) => (
                  <option key={duration} value={duration}>
                    {DURATION_OPTION[duration]}
                  </option>
                ))}
              </select>
            )}
          </DsField>
          <PotencyFields effect={effect} onChange={onChange} />
        </>
      );
    case "forced_move":
      return (
        <>
          <DsField name="movement" label="Movement">
            {(control) => (
              <select
                {...control}
                className="select"
                value={effect.movement}
                onChange={(event) => onChange({ ...effect, movement: event.target.value as typeof effect.movement })}
              >
                {FORCED_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {FORCED_LABEL[kind]}
                  </option>
                ))}
              </select>
            )}
          </DsField>
          <DsField name="distance" label="Squares" className="ds-narrow">
            {(control) => <IntInput {...control} value={effect.distance} min={0} max={255} onChange={(distance) => onChange({ ...effect, distance })} />}
          </DsField>
          <Check
            checked={effect.vertical ?? false}
            onChange={(vertical) => onChange({ ...effect, vertical })}
            label="Vertical"
            testId={`ds-field-${joinPath(path, "vertical")}`}
          />
        </>
      );
    case "gain_surges":
      return (
        <DsField name="count" label="Surges" className="ds-narrow">
          {(control) => <IntInput {...control} value={effect.count} min={0} max={255} onChange={(count) => onChange({ ...effect, count })} />}
        </DsField>
      );
    case "text":
      return (
        <DsField name="text" label="What happens (the GM resolves it)" className="ds-wide">
          {(control) => (
            <textarea {...control} className="textarea" rows={2} value={effect.text} onChange={(event) => onChange({ ...effect, text: event.target.value })} />
          )}
        </DsField>
      );
  }
}

function PotencyFields({ effect, onChange }: { effect: Extract<Effect, { kind: "condition" }>; onChange: (effect: Effect) => void }) {
  const potency = effect.potency ?? null;
  const path = usePath("potency");
  return (
    <div className="ds-potency">
      <Check
        checked={potency !== null}
        onChange={(on) => onChange({ ...effect, potency: on ? { characteristic: "might", value: 1 } : null })}
        label="Behind a potency"
        testId={`ds-field-${path}`}
      />
      {potency ? (
        <>
          <DsField name="potency.characteristic" label="Resisted with">
            {(control) => (
              <select
                {...control}
                className="select"
                value={potency.characteristic}
                onChange={(event) => onChange({ ...effect, potency: { ...potency, characteristic: event.target.value as Characteristic } })}
              >
                {CHARACTERISTICS.map((characteristic) => (
                  <option key={characteristic} value={characteristic}>
                    {CHARACTERISTIC_LABEL[characteristic]}
                  </option>
                ))}
              </select>
            )}
          </DsField>
          <DsField name="potency.value" label="Lands if below" className="ds-narrow">
            {(control) => (
              <IntInput {...control} value={potency.value} min={-128} max={127} onChange={(value) => onChange({ ...effect, potency: { ...potency, value } })} />
            )}
          </DsField>
        </>
      ) : null}
      <FieldErrors path={path} />
    </div>
  );
}
