// The card form's fields: a value the book may not give (known, or unknown for the GM to
// enter), with where the saved value comes from and the engine's problem with it.

import { useId, type ReactNode } from "react";
import type { LytharianBookValue, LytharianCardProblem, LytharianValueSource } from "../../bindings";
import { SOURCE_LABEL } from "./labels";

/** The engine's problems for `field` (and its sub-fields, `abilities[0]` for `abilities`). */
export function problemsFor(problems: readonly LytharianCardProblem[], field: string): LytharianCardProblem[] {
  return problems.filter((p) => p.field === field || p.field.startsWith(`${field}[`) || p.field.startsWith(`${field}.`));
}

export function FieldProblems({ problems }: { problems: readonly LytharianCardProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="field-error lc-field-problems">
      {problems.map((p) => (
        <li key={`${p.field}:${p.message}`} data-testid={`lc-problem-${p.field}`}>
          {p.message}
          {p.rule ? <span className="muted"> (Lytharian Chess › {p.rule.section})</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function SourceBadge({ source }: { source: LytharianValueSource | undefined }) {
  if (!source) return null;
  const cls = source === "book" ? "badge" : source === "gm" ? "badge badge-warning" : "badge badge-quiet";
  return (
    <span className={`${cls} lc-source`} title={source === "book" ? "Printed in the book" : source === "gm" ? "Entered by the GM" : "Not in the book; enter it from your card"}>
      {SOURCE_LABEL[source]}
    </span>
  );
}

type BookFieldProps<T> = {
  label: string;
  field: string;
  value: LytharianBookValue<T>;
  /** The value a field takes when the GM marks it known. */
  blank: NoInfer<T>;
  onChange: (value: LytharianBookValue<T>) => void;
  source?: LytharianValueSource;
  problems: readonly LytharianCardProblem[];
  children: (known: T, set: (value: T) => void, id: string) => ReactNode;
};

/** One value of a card: an "Unknown" box, and the input once it is known. */
export function BookField<T>({ label, field, value, blank, onChange, source, problems, children }: BookFieldProps<T>) {
  const id = useId();
  const known = value !== "unknown";
  return (
    <div className="field lc-field" data-testid={`lc-field-${field}`}>
      <label className="field-label" htmlFor={id}>
        {label} <SourceBadge source={source} />
      </label>
      <div className="lc-field-row">
        {known ? children(value.known, (next) => onChange({ known: next }), id) : <span className="muted lc-unknown">Unknown</span>}
        <label className="checkbox lc-unknown-toggle">
          <input
            type="checkbox"
            checked={!known}
            onChange={(event) => onChange(event.target.checked ? "unknown" : { known: blank })}
            data-testid={`lc-unknown-${field}`}
          />{" "}
          Unknown
        </label>
      </div>
      <FieldProblems problems={problemsFor(problems, field)} />
    </div>
  );
}

/** A select over a closed list. */
export function Choice<T extends string>({ id, value, options, labels, onChange, testId }: { id: string; value: T; options: readonly T[]; labels: Record<T, string>; onChange: (value: T) => void; testId: string }) {
  return (
    <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value as T)} data-testid={testId}>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </select>
  );
}

/** A whole number from 0 to `max`. */
export function Amount({ id, value, max, onChange, testId }: { id: string; value: number; max: number; onChange: (value: number) => void; testId: string }) {
  return (
    <input
      id={id}
      className="input input-narrow"
      type="number"
      min={0}
      max={max}
      value={value}
      onChange={(event) => {
        const n = Number.parseInt(event.target.value, 10);
        onChange(Number.isNaN(n) ? 0 : Math.max(0, Math.min(max, n)));
      }}
      data-testid={testId}
    />
  );
}
