// Form pieces shared by the Draw Steel editors. The engine's `ContentError`s carry a field path
// ("abilities[2].tiers[0].effects[1].amount"); editors nest, so each one names its fields relative
// to the path it is given, and every input and error carries the full path in its test id
// (`ds-field-<path>`, `ds-error-<path>`).

import { createContext, useContext, useEffect, useId, useState, type ReactNode } from "react";
import type { Characteristic, ContentError } from "../../bindings";
import { RuleCitation } from "../../shared/rule-citation";
import { CHARACTERISTIC_LABEL, CHARACTERISTICS, signedScore } from "./labels";

const ErrorsContext = createContext<readonly ContentError[]>([]);
const PrefixContext = createContext<string>("");

/** `prefix` + `name`: "abilities[2]" + "name" = "abilities[2].name"; "tiers" + "[0]" = "tiers[0]". */
export function joinPath(prefix: string, name: string): string {
  if (prefix === "") return name;
  if (name === "") return prefix;
  return name.startsWith("[") ? `${prefix}${name}` : `${prefix}.${name}`;
}

/** The engine's problems with the piece being edited, for every field below. */
export function ErrorsProvider({ errors, children }: { errors: readonly ContentError[]; children: ReactNode }) {
  return <ErrorsContext.Provider value={errors}>{children}</ErrorsContext.Provider>;
}

/** Fields below are named under `name` (relative to the path above). */
export function AtPath({ name, children }: { name: string; children: ReactNode }) {
  const prefix = useContext(PrefixContext);
  return <PrefixContext.Provider value={joinPath(prefix, name)}>{children}</PrefixContext.Provider>;
}

/** The full path of `name` here. */
export function usePath(name = ""): string {
  return joinPath(useContext(PrefixContext), name);
}

/** The problems on exactly `path`. */
export function useErrorsAt(path: string): ContentError[] {
  return useContext(ErrorsContext).filter((error) => error.field === path);
}

/** The problems on `path` or anything inside it. */
export function useErrorsUnder(path: string): ContentError[] {
  return useContext(ErrorsContext).filter(
    (error) => error.field === path || error.field.startsWith(`${path}.`) || error.field.startsWith(`${path}[`),
  );
}

/** The engine's messages for `path`, each with the glossary entry it cites. */
export function FieldErrors({ path, id }: { path: string; id?: string }) {
  const errors = useErrorsAt(path);
  if (errors.length === 0) return null;
  return (
    <div id={id} className="ds-field-errors" data-testid={`ds-error-${path}`} role="alert">
      {errors.map((error, index) => (
        <p key={index} className="field-error">
          {error.message}
          {error.rule ? (
            <>
              {" "}
              <span className="ds-error-rule">
                (<RuleCitation rule={error.rule} />)
              </span>
            </>
          ) : null}
        </p>
      ))}
    </div>
  );
}

/** What a control needs to belong to its field. */
export type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "data-testid": string;
  "data-path": string;
};

type DsFieldProps = {
  /** The field's name under the current path ("level", "distance.reach"). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control with the engine's errors for its path right below it. */
export function DsField({ name, label, hint, className, children }: DsFieldProps) {
  const path = usePath(name);
  const errors = useErrorsAt(path);
  const id = useId();
  const messageId = `${id}-message`;
  const invalid = errors.length > 0;
  return (
    <div className={["field", invalid ? "field-invalid" : "", className ?? ""].filter(Boolean).join(" ")}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": invalid ? true : undefined,
        "aria-describedby": invalid || hint ? messageId : undefined,
        "data-testid": `ds-field-${path}`,
        "data-path": path,
      })}
      {invalid ? <FieldErrors path={path} id={messageId} /> : hint ? (
        <div id={messageId} className="field-hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

type IntInputProps = Omit<ControlProps, "id"> & {
  id?: string;
  value: number;
  onChange: (value: number) => void;
  /** The smallest and largest numbers the field's type holds (a shape limit, not a rule). */
  min: number;
  max: number;
  className?: string;
  "aria-label"?: string;
};

/**
 * A whole number. While the text is not one (empty, "-", out of the field's range) the GM keeps
 * what they typed, the stored value stays the last good one, and a shape hint says why.
 */
export function IntInput({ value, onChange, min, max, className, ...rest }: IntInputProps) {
  const [text, setText] = useState(String(value));
  const parsed = parseIntStrict(text);
  // Follow changes made elsewhere (a stepper, a reset) unless the text already says the same.
  useEffect(() => {
    setText((current) => (parseIntStrict(current) === value ? current : String(value)));
  }, [value]);
  const problem =
    parsed === null ? "Enter a whole number." : parsed < min || parsed > max ? `Enter a number from ${signedScore(min).replace("+", "")} to ${max}.` : null;
  return (
    <>
      <input
        {...rest}
        type="text"
        inputMode="numeric"
        className={["input", "ds-int", className ?? ""].filter(Boolean).join(" ")}
        value={text}
        aria-invalid={problem || rest["aria-invalid"] ? true : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const number = parseIntStrict(next);
          if (number !== null && number >= min && number <= max && number !== value) onChange(number);
        }}
        onKeyDown={(event) => {
          // Arrow keys step the number, as on a native number field.
          if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
          event.preventDefault();
          const next = Math.max(min, Math.min(max, (parsed ?? value) + (event.key === "ArrowUp" ? 1 : -1)));
          setText(String(next));
          if (next !== value) onChange(next);
        }}
        onBlur={() => {
          if (problem) setText(String(value));
        }}
      />
      {problem ? <span className="field-hint ds-shape-hint">{problem} Leaving the field keeps {value}.</span> : null}
    </>
  );
}

function parseIntStrict(text: string): number | null {
  const trimmed = text.trim().replace("−", "-");
  return /^[-+]?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** An optional whole number: empty means none. */
export function OptionalIntInput({
  value,
  onChange,
  min,
  max,
  ...rest
}: Omit<IntInputProps, "value" | "onChange"> & { value: number | null; onChange: (value: number | null) => void }) {
  const [text, setText] = useState(value === null ? "" : String(value));
  useEffect(() => {
    setText((current) => {
      const parsed = current.trim() === "" ? null : parseIntStrict(current);
      return parsed === value ? current : value === null ? "" : String(value);
    });
  }, [value]);
  const parsed = text.trim() === "" ? null : parseIntStrict(text);
  const problem = text.trim() !== "" && (parsed === null || parsed < min || parsed > max) ? `Enter a number from ${min} to ${max}, or leave it empty.` : null;
  return (
    <>
      <input
        {...rest}
        type="text"
        inputMode="numeric"
        className="input ds-int"
        value={text}
        aria-invalid={problem || rest["aria-invalid"] ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = event.target.value.trim() === "" ? null : parseIntStrict(event.target.value);
          if (event.target.value.trim() === "") onChange(null);
          else if (next !== null && next >= min && next <= max) onChange(next);
        }}
      />
      {problem ? <span className="field-hint ds-shape-hint">{problem}</span> : null}
    </>
  );
}

type StepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** Where the buttons stop. */
  min: number;
  max: number;
  /** What may be typed (the field's type); the buttons' range unless given. */
  typed?: { min: number; max: number };
  /** Spoken with the buttons: "Might". */
  label: string;
  /** Test id of the number; the buttons add `-down` and `-up`. */
  testId: string;
  path?: string;
  invalid?: boolean;
  describedBy?: string;
  id?: string;
};

/** A small signed score with − and + buttons (characteristics, edges, banes). */
export function Stepper({ value, onChange, min, max, typed, label, testId, path, invalid, describedBy, id }: StepperProps) {
  return (
    <span className="ds-stepper">
      <button
        type="button"
        className="button ds-step"
        onClick={() => onChange(Math.min(max, Math.max(min, value - 1)))}
        disabled={value <= min}
        aria-label={`Lower ${label}`}
        data-testid={`${testId}-down`}
      >
        −
      </button>
      <IntInput
        id={id}
        value={value}
        onChange={onChange}
        min={typed?.min ?? min}
        max={typed?.max ?? max}
        className="ds-step-value"
        aria-label={label}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        data-path={path ?? testId}
      />
      <button
        type="button"
        className="button ds-step"
        onClick={() => onChange(Math.max(min, Math.min(max, value + 1)))}
        disabled={value >= max}
        aria-label={`Raise ${label}`}
        data-testid={`${testId}-up`}
      >
        +
      </button>
    </span>
  );
}

/** A checkbox with its label beside it. */
export function Check({
  checked,
  onChange,
  label,
  testId,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <label className="check ds-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid={testId} disabled={disabled} />
      <span>{label}</span>
    </label>
  );
}

/** A set of checkboxes over fixed options (keywords, roll characteristics, primaries). */
export function CheckGroup<T extends string>({
  name,
  legend,
  options,
  labels,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: readonly T[];
  onChange: (value: T[]) => void;
}) {
  const path = usePath(name);
  const errors = useErrorsUnder(path);
  return (
    <fieldset className={errors.length > 0 ? "ds-fieldset field-invalid" : "ds-fieldset"} data-path={path}>
      <legend className="field-label">{legend}</legend>
      <div className="ds-checks">
        {options.map((option) => (
          <Check
            key={option}
            checked={value.includes(option)}
            label={labels[option]}
            onChange={(on) => onChange(on ? options.filter((o) => o === option || value.includes(o)) : value.filter((v) => v !== option))}
            testId={`ds-field-${path}-${option}`}
          />
        ))}
      </div>
      <FieldErrors path={path} />
      {value.map((_, index) => (
        <FieldErrors key={index} path={`${path}[${index}]`} />
      ))}
    </fieldset>
  );
}

/** The five characteristics as steppers, −5 to +5 (`name`: their path, "characteristics"). */
export function CharacteristicsEditor({
  name,
  value,
  onChange,
  primary = [],
}: {
  name: string;
  value: Record<Characteristic, number>;
  onChange: (value: Record<Characteristic, number>) => void;
  /** Shown as a hint: the class's favoured characteristics. */
  primary?: readonly Characteristic[];
}) {
  const path = usePath(name);
  const whole = useErrorsAt(path);
  return (
    <fieldset className={whole.length > 0 ? "ds-fieldset field-invalid" : "ds-fieldset"} data-path={path}>
      <legend className="field-label">Characteristics</legend>
      <div className="ds-characteristics">
        {CHARACTERISTICS.map((characteristic) => (
          <CharacteristicStepper
            key={characteristic}
            path={joinPath(path, characteristic)}
            characteristic={characteristic}
            primary={primary.includes(characteristic)}
            value={value[characteristic]}
            onChange={(score) => onChange({ ...value, [characteristic]: score })}
          />
        ))}
      </div>
      <FieldErrors path={path} />
    </fieldset>
  );
}

function CharacteristicStepper({
  path,
  characteristic,
  primary,
  value,
  onChange,
}: {
  path: string;
  characteristic: Characteristic;
  primary: boolean;
  value: number;
  onChange: (value: number) => void;
}) {
  const errors = useErrorsAt(path);
  const id = useId();
  return (
    <div className={primary ? "ds-characteristic ds-primary" : "ds-characteristic"}>
      <label htmlFor={id} className="ds-characteristic-name">
        {CHARACTERISTIC_LABEL[characteristic]}
        {primary ? <span className="badge badge-accent">primary</span> : null}
      </label>
      <Stepper
        id={id}
        value={value}
        onChange={onChange}
        min={-5}
        max={5}
        // A score typed beyond −5..+5 goes to the engine, whose refusal cites "Characteristic".
        typed={{ min: -128, max: 127 }}
        label={CHARACTERISTIC_LABEL[characteristic]}
        testId={`ds-field-${path}`}
        path={path}
        invalid={errors.length > 0}
      />
      <FieldErrors path={path} />
    </div>
  );
}

/** Up, down and remove for an item of an editable list. */
export function ItemControls({
  index,
  count,
  onMove,
  onRemove,
  what,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** "effect 2", spoken with the buttons. */
  what: string;
}) {
  return (
    <span className="ds-item-controls">
      <button
        type="button"
        className="button button-quiet"
        onClick={() => onMove(index, index - 1)}
        disabled={index === 0}
        aria-label={`Move ${what} up`}
        data-testid="ds-move-up"
      >
        ↑
      </button>
      <button
        type="button"
        className="button button-quiet"
        onClick={() => onMove(index, index + 1)}
        disabled={index === count - 1}
        aria-label={`Move ${what} down`}
        data-testid="ds-move-down"
      >
        ↓
      </button>
      <button type="button" className="button button-quiet button-danger-quiet" onClick={() => onRemove(index)} aria-label={`Remove ${what}`} data-testid="ds-remove">
        ✕
      </button>
    </span>
  );
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** `list` with the item at `index` replaced. */
export function replaced<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((old, i) => (i === index ? item : old));
}
