// Difficulty at a glance: the engine plays a prepared encounter 1,000 times from a fixed seed
// and labels it easy, even, hard or deadly by the party's chance to win, under the campaign's
// thresholds (Settings). The list shows each prepared encounter's label; the preparation shows
// the label of the roster being edited, asked again once the GM stops changing it for a moment.
// The same roster always gets the same answer, so answers are cached by roster.

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Difficulty, DifficultyEstimate, DifficultyRequest, DifficultyThresholds, EncounterPlan } from "../bindings";
import { useBackend } from "../backend-context";
import { describe } from "../errors";
import { percent } from "./simulation-panel";

/** How long the roster must stay unchanged before it is estimated again. */
export const DIFFICULTY_DEBOUNCE_MS = 500;

const LABEL: Record<Difficulty, string> = { easy: "Easy", even: "Even", hard: "Hard", deadly: "Deadly" };

/** `revision` tells a saved encounter's answers apart before and after an edit. */
function useEstimate(request: DifficultyRequest | null, revision: string | null = null) {
  const backend = useBackend();
  return useQuery({
    queryKey: ["estimateEncounterDifficulty", request, revision],
    queryFn: () => backend.estimateEncounterDifficulty(request ?? {}),
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same contents changes nothing.
  }, [key, ms]);
  return settled;
}

/** A saved encounter's label, in the list; asked again when the encounter changes (`revision`). */
export function EncounterDifficulty({ id, revision }: { id: number; revision: string }) {
  const estimate = useEstimate({ id }, revision);
  return <DifficultyBadge estimate={estimate.data} pending={estimate.isPending} problem={estimate.isError ? describe(estimate.error).message : null} testId={`encounter-difficulty-${id}`} />;
}

/** The label of the roster being edited (`plan`), for the encounter `id` if it is saved. */
export function PlanDifficulty({ id, plan }: { id: number | null; plan: EncounterPlan }) {
  const settled = useSettled(plan, DIFFICULTY_DEBOUNCE_MS);
  const changing = JSON.stringify(settled) !== JSON.stringify(plan);
  const estimate = useEstimate(id === null ? { plan: settled } : { id, plan: settled });
  return (
    <div className="prep-difficulty" data-testid="prep-difficulty">
      <span className="field-label">Difficulty</span>
      <DifficultyBadge
        estimate={estimate.data}
        pending={estimate.isPending || changing}
        problem={estimate.isError ? describe(estimate.error).message : null}
        testId="prep-difficulty-label"
        detailed
      />
    </div>
  );
}

type BadgeProps = {
  estimate: DifficultyEstimate | undefined;
  pending: boolean;
  problem: string | null;
  testId: string;
  /** With the explanation and budget in words, not only in the tooltip. */
  detailed?: boolean;
};

/** The label with the party's chance, and the system's encounter budget beside it if there is one. */
function DifficultyBadge({ estimate, pending, problem, testId, detailed = false }: BadgeProps) {
  if (problem && !pending) {
    return (
      <span className="muted difficulty-none" data-testid={testId} title={problem}>
        {detailed ? `No estimate: ${problem}` : "No estimate"}
      </span>
    );
  }
  if (!estimate) {
    return (
      <span className="muted difficulty-pending" data-testid={testId}>
        Estimating…
      </span>
    );
  }
  const budget = estimate.budget ? `${estimate.budget.name}: ${estimate.budget.value}` : null;
  const title = [estimate.explanation, estimate.budget ? `${budget}. ${estimate.budget.explanation}` : null].filter(Boolean).join(" ");
  return (
    <span className={`difficulty${pending ? " difficulty-stale" : ""}`} data-testid={testId} title={title}>
      <span className={`badge difficulty-${estimate.difficulty}`}>{LABEL[estimate.difficulty]}</span>{" "}
      <span className="muted">party wins {percent(estimate.partyWins.estimate)}</span>
      {budget ? <span className="muted"> · {budget}</span> : null}
      {detailed ? <span className="muted difficulty-explanation"> {estimate.explanation}</span> : null}
    </span>
  );
}

const THRESHOLD_FIELDS: { key: keyof DifficultyThresholds; label: string; hint: string }[] = [
  { key: "easyFrom", label: "Easy from", hint: "The party wins at least this often." },
  { key: "evenFrom", label: "Even from", hint: "Below easy, down to this." },
  { key: "hardFrom", label: "Hard from", hint: "Below even, down to this; below it the fight is deadly." },
];

/** Settings: the party's chances that separate easy, even, hard and deadly. */
export function DifficultyThresholdsSection() {
  const backend = useBackend();
  const client = useQueryClient();
  const current = useQuery({ queryKey: ["difficultyThresholds"], queryFn: () => backend.difficultyThresholds() });
  const [draft, setDraft] = useState<Record<keyof DifficultyThresholds, string> | null>(null);
  const save = useMutation({
    mutationFn: (thresholds: DifficultyThresholds | null) => backend.setDifficultyThresholds({ thresholds }),
    onSuccess: async (view) => {
      client.setQueryData(["difficultyThresholds"], view);
      setDraft(null);
      // Every label was read against the old thresholds.
      await client.invalidateQueries({ queryKey: ["estimateEncounterDifficulty"] });
    },
  });
  const view = current.data;
  if (!view) return null;
  const shown = draft ?? {
    easyFrom: String(view.thresholds.easyFrom),
    evenFrom: String(view.thresholds.evenFrom),
    hardFrom: String(view.thresholds.hardFrom),
  };
  const parsed = (key: keyof DifficultyThresholds) => Number(shown[key]);
  const whole = THRESHOLD_FIELDS.every(({ key }) => /^\d{1,3}$/.test(shown[key].trim()));
  const fieldError = save.error ? describe(save.error).field : null;
  return (
    <fieldset className="card settings-group" data-testid="difficulty-thresholds">
      <legend className="section-title">Difficulty at a glance</legend>
      <p className="muted">
        Every prepared encounter is played 1,000 times and labelled by how often the party wins. These thresholds are our own suggestion,
        not a rulebook’s: easy from {view.defaults.easyFrom}%, even from {view.defaults.evenFrom}%, hard from {view.defaults.hardFrom}%, deadly below.
      </p>
      <div className="simulation-form">
        {THRESHOLD_FIELDS.map(({ key, label, hint }) => (
          <label key={key} className="field">
            <span className="field-label">{label} (%)</span>
            <input
              value={shown[key]}
              inputMode="numeric"
              onChange={(e) => setDraft({ ...shown, [key]: e.target.value })}
              aria-invalid={fieldError === `thresholds.${key}`}
              data-testid={`difficulty-${key}`}
            />
            <span className="field-hint">{hint}</span>
          </label>
        ))}
      </div>
      {!whole ? <p className="field-error">Each threshold is a whole percentage.</p> : null}
      {save.isError ? (
        <p className="field-error" role="alert" data-testid="difficulty-error">
          {describe(save.error).message}
        </p>
      ) : null}
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!whole || draft === null || save.isPending}
          onClick={() => save.mutate({ easyFrom: parsed("easyFrom"), evenFrom: parsed("evenFrom"), hardFrom: parsed("hardFrom") })}
          data-testid="difficulty-save"
        >
          Save thresholds
        </button>
        {view.changed ? (
          <button type="button" className="button" disabled={save.isPending} onClick={() => save.mutate(null)} data-testid="difficulty-reset">
            Back to the defaults
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
