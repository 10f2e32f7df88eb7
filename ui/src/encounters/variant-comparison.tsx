// Variants of a prepared encounter side by side: the GM leaves combatants out, adds copies, gives
// a side another tactic or switches a table rule for the simulation only, and the engine plays
// the encounter as prepared and every variant from one seed (a job with progress and cancel).
// Each variant's chance that the party wins is drawn on one chart with its 95% interval (the
// simulator's Recharts charts, charts.tsx), and said in words below it.

import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { EncounterVariant, RosterEntry, SystemId, TableRuleView, TacticView, VariantComparison, VariantComparisonRequest, VariantOdds } from "../bindings";
import { BackendError } from "../backend";
import { useBackend } from "../backend-context";
import { ErrorNotice } from "../components/error-notice";
import { useCancelJob, useJobStatus } from "../jobs";
import { useTableRules } from "../queries";
import { SaveResultButton } from "./saved-simulations";
import { OddsChart } from "./charts";
import { interval, percent } from "./odds-words";

const RUN_CHOICES = [1_000, 2_000, 10_000];
const MAX_VARIANTS = 5;
const MAX_COPIES = 3;
const SIDE_NAMES = ["The party", "Their foes"] as const;

/** A count with thousands separators, whatever the web view's locale. */
const grouped = (n: number) => n.toLocaleString("en-US");

/** A variant as the GM edits it. */
type Draft = {
  name: string;
  /** Places left out. */
  leftOut: number[];
  /** Extra copies per place. */
  copies: Record<number, number>;
  /** Another tactic per side; null keeps the comparison's. */
  tactics: [string | null, string | null];
  /** Table rules switched for this variant: rule id to option id. */
  tableRules: Record<string, string>;
};

const blank = (n: number): Draft => ({ name: `Variant ${n}`, leftOut: [], copies: {}, tactics: [null, null], tableRules: {} });

/** The request's form of a draft, given the comparison's tactics. */
export function variantOf(draft: Draft, base: [string, string]): EncounterVariant {
  const addCopies = Object.entries(draft.copies).flatMap(([place, count]) => Array<number>(count).fill(Number(place)));
  const tactics: [string, string] | null =
    draft.tactics[0] === null && draft.tactics[1] === null ? null : [draft.tactics[0] ?? base[0], draft.tactics[1] ?? base[1]];
  return { name: draft.name, leaveOut: [...draft.leftOut].sort((a, b) => a - b), addCopies, tactics, tableRules: draft.tableRules };
}

type ComparisonPanelProps = {
  encounter: number;
  system: SystemId;
  /** When the encounter was last saved: its roster is read again after an edit. */
  revision: string;
};

/** Define variants of a prepared encounter and compare their odds. */
export function VariantComparisonPanel({ encounter, system, revision }: ComparisonPanelProps) {
  const backend = useBackend();
  const id = useId();
  const tactics = useQuery({ queryKey: ["simulationTactics", system], queryFn: () => backend.simulationTactics({ system }), staleTime: Infinity });
  const roster = useQuery({ queryKey: ["encounterRoster", encounter, revision], queryFn: () => backend.encounterRoster({ id: encounter }) });
  const rules = useTableRules();
  const [drafts, setDrafts] = useState<Draft[]>([blank(1)]);
  const [runs, setRuns] = useState(2_000);
  const [seed, setSeed] = useState("");
  const [job, setJob] = useState<number | null>(null);
  const start = useMutation({ mutationFn: (request: VariantComparisonRequest) => backend.compareEncounterVariants(request), onSuccess: (started) => setJob(started.job) });
  const status = useJobStatus(job);
  const cancel = useCancelJob();
  const offered = tactics.data ?? [];
  const systemRules = (rules.data ?? []).filter((r) => r.system === system);
  const base: [string, string] | null = offered[0] ? [offered[0].id, offered[0].id] : null;
  const busy = start.isPending || status.data?.state === "running" || (job !== null && !status.data);
  const seedValue = seed.trim() === "" ? null : Number(seed);
  const seedInvalid = seedValue !== null && (!Number.isInteger(seedValue) || seedValue < 0 || seedValue > 4_294_967_295);
  const unnamed = drafts.some((d) => d.name.trim() === "");

  const edit = (index: number, change: (draft: Draft) => Draft) => setDrafts((now) => now.map((d, i) => (i === index ? change(d) : d)));
  const compare = () => {
    if (!base) return;
    setJob(null);
    start.mutate({ id: encounter, variants: drafts.map((d) => variantOf(d, base)), runs, seed: seedValue, tactics: base, roundCap: null, threads: null });
  };
  const result = status.data?.state === "succeeded" && status.data.result?.kind === "variants_compared" ? status.data.result : null;

  return (
    <section className="panel comparison" aria-labelledby={`${id}-title`} data-testid="comparison">
      <h3 id={`${id}-title`} className="panel-title">
        Compare variants
      </h3>
      <p className="muted">
        Try the fight with changes — a combatant more or less, another tactic, a table rule switched — and see how the party’s chance
        moves. The changes are for the simulation only: the encounter and the campaign’s table rules stay as they are.
      </p>
      {roster.isError ? <ErrorNotice error={roster.error} /> : null}
      {drafts.map((draft, index) => (
        <VariantEditor
          key={index}
          index={index}
          draft={draft}
          roster={roster.data ?? []}
          tactics={offered}
          rules={systemRules}
          onChange={(change) => edit(index, change)}
          onRemove={drafts.length > 1 ? () => setDrafts((now) => now.filter((_, i) => i !== index)) : null}
        />
      ))}
      <div className="simulation-form">
        <label className="field">
          <span className="field-label">Fights per variant</span>
          <select value={runs} onChange={(e) => setRuns(Number(e.target.value))} data-testid="comparison-runs">
            {RUN_CHOICES.map((n) => (
              <option key={n} value={n}>
                {grouped(n)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Dice sequence number (optional)</span>
          <input value={seed} onChange={(e) => setSeed(e.target.value)} inputMode="numeric" aria-invalid={seedInvalid} placeholder="random" data-testid="comparison-seed" />
          {seedInvalid ? <span className="field-error">The dice sequence number is a whole number from 0 to 4,294,967,295.</span> : null}
        </label>
      </div>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          onClick={() => setDrafts((now) => [...now, blank(now.length + 1)])}
          disabled={drafts.length >= MAX_VARIANTS}
          data-testid="comparison-add"
        >
          Add a variant
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={compare}
          disabled={busy || seedInvalid || unnamed || !base}
          data-testid="comparison-run"
        >
          Compare
        </button>
        {busy && job !== null ? (
          <button type="button" className="button" onClick={() => cancel.mutate(job)} disabled={cancel.isPending} data-testid="comparison-cancel">
            Cancel
          </button>
        ) : null}
      </div>
      {unnamed ? <p className="field-error">Give every variant a name.</p> : null}
      {start.isError ? <ErrorNotice error={start.error} /> : null}
      {status.data?.state === "running" ? (
        <div className="job" role="status" data-testid="comparison-progress">
          <progress max={status.data.total} value={status.data.done} aria-label="Fights played" />
          <span className="muted">
            {grouped(status.data.done)} of {grouped(status.data.total)} fights played
          </span>
        </div>
      ) : null}
      {status.data?.state === "cancelled" ? <p className="muted">Cancelled.</p> : null}
      {status.data?.state === "failed" && status.data.error ? <ErrorNotice error={new BackendError(status.data.error)} /> : null}
      {result && job !== null ? (
        <>
          <ComparisonResult comparison={result} />
          <SaveResultButton job={job} encounter={encounter} testId="comparison-save" />
        </>
      ) : null}
    </section>
  );
}

type VariantEditorProps = {
  index: number;
  draft: Draft;
  roster: RosterEntry[];
  tactics: TacticView[];
  rules: TableRuleView[];
  onChange: (change: (draft: Draft) => Draft) => void;
  onRemove: (() => void) | null;
};

/** One variant: its name, who fights, the tactics and the table rules it switches. */
function VariantEditor({ index, draft, roster, tactics, rules, onChange, onRemove }: VariantEditorProps) {
  const prefix = `comparison-variant-${index}`;
  return (
    <fieldset className="comparison-variant" data-testid={prefix}>
      <legend className="visually-hidden">{draft.name || `Variant ${index + 1}`}</legend>
      <div className="simulation-form">
        <label className="field">
          <span className="field-label">Name</span>
          <input value={draft.name} maxLength={60} onChange={(e) => onChange((d) => ({ ...d, name: e.target.value }))} data-testid={`${prefix}-name`} />
        </label>
        {([0, 1] as const).map((side) => (
          <label key={side} className="field">
            <span className="field-label">{SIDE_NAMES[side]}</span>
            <select
              value={draft.tactics[side] ?? ""}
              onChange={(e) =>
                onChange((d) => {
                  const next: [string | null, string | null] = [...d.tactics];
                  next[side] = e.target.value === "" ? null : e.target.value;
                  return { ...d, tactics: next };
                })
              }
              data-testid={`${prefix}-tactic-${side}`}
            >
              <option value="">As compared</option>
              {tactics.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <table className="simulation-table comparison-roster">
        <thead>
          <tr>
            <th scope="col">Combatant</th>
            <th scope="col">Fights</th>
            <th scope="col">Copies added</th>
          </tr>
        </thead>
        <tbody>
          {roster.map((entry) => (
            <tr key={entry.index} className={entry.side === 0 ? "simulation-party" : "simulation-foes"}>
              <th scope="row">{entry.name}</th>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${entry.name} fights`}
                  checked={!draft.leftOut.includes(entry.index)}
                  onChange={(e) =>
                    onChange((d) => ({
                      ...d,
                      leftOut: e.target.checked ? d.leftOut.filter((p) => p !== entry.index) : [...d.leftOut, entry.index],
                    }))
                  }
                  data-testid={`${prefix}-fights-${entry.index}`}
                />
              </td>
              <td>
                <select
                  aria-label={`Copies of ${entry.name} added`}
                  value={draft.copies[entry.index] ?? 0}
                  onChange={(e) => onChange((d) => ({ ...d, copies: { ...d.copies, [entry.index]: Number(e.target.value) } }))}
                  data-testid={`${prefix}-copies-${entry.index}`}
                >
                  {Array.from({ length: MAX_COPIES + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n === 0 ? "none" : `+${n}`}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rules.length > 0 ? (
        <details className="comparison-rules">
          <summary>Table rules for this variant</summary>
          {rules.map((rule) => (
            <label key={rule.id} className="field">
              <span className="field-label">{rule.title}</span>
              <select
                value={draft.tableRules[rule.id] ?? ""}
                onChange={(e) =>
                  onChange((d) => {
                    const next = { ...d.tableRules };
                    if (e.target.value === "") delete next[rule.id];
                    else next[rule.id] = e.target.value;
                    return { ...d, tableRules: next };
                  })
                }
                data-testid={`${prefix}-rule-${rule.id}`}
              >
                <option value="">The campaign’s choice</option>
                {rule.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </details>
      ) : null}
      {onRemove ? (
        <button type="button" className="button button-quiet" onClick={onRemove} data-testid={`${prefix}-remove`}>
          Remove this variant
        </button>
      ) : null}
    </fieldset>
  );
}

/** A finished comparison: the chart, then each variant in words. */
export function ComparisonResult({ comparison }: { comparison: VariantComparison }) {
  return (
    <div className="comparison-result" data-testid="comparison-result">
      <OddsChart
        rows={comparison.variants.map((variant, index) => ({
          name: variant.name,
          p: variant.report.sides[0].wins,
          testId: `comparison-bar-${index}`,
          muted: index === 0,
        }))}
        label={`The party's chance to win, by variant: ${comparison.variants.map((v) => `${v.name} ${percent(v.report.sides[0].wins.estimate)}`).join("; ")}`}
        testId="comparison-chart"
      />
      <ul className="comparison-list">
        {comparison.variants.map((variant, index) => (
          <li key={index} data-testid={`comparison-row-${index}`}>
            <strong>{variant.name}</strong>: the party wins {percent(variant.report.sides[0].wins.estimate)} (95% between{" "}
            {interval(variant.report.sides[0].wins)}). {changes(variant)}
          </li>
        ))}
      </ul>
      <p className="muted simulation-footer" data-testid="comparison-footer">
        {grouped(comparison.runs)} fights per variant, seed {comparison.seed}, engine {comparison.engineVersion}; every variant is played from the
        same seed.
      </p>
    </div>
  );
}

/** What a variant fields and plays with, in a sentence. */
function changes(variant: VariantOdds): string {
  const rules = variant.tableRules.map((r) => `${r.title}: ${r.label}`).join(" ");
  return `${variant.combatants.join(", ")}. ${variant.tactics[0].name} against ${variant.tactics[1].name}.${rules ? ` ${rules}` : ""}`;
}
