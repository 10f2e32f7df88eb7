// Tune: the GM names a target for the party's chance to win and the engine tries adjustments of
// the prepared encounter drawn from the GM's own library — a foe added or left out, every foe's
// Stamina scaled — each simulated from one seed (a job with progress and cancel). A suggestion
// that is a roster can be taken as the encounter's plan; a scale says which stat blocks to edit.

import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { EncounterTuning, TuneRequest, TuneSuggestion } from "../bindings";
import { BackendError } from "../backend";
import { useBackend } from "../backend-context";
import { ErrorNotice } from "../components/error-notice";
import { useCancelJob, useJobStatus } from "../jobs";
import { useUpdateEncounter } from "../queries";
import { interval, percent } from "./simulation-panel";

/** A whole percentage from 0 to 100, or null. */
function wholePercent(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text);
  return value <= 100 ? value : null;
}

/** Ask for adjustments toward a target and take one. */
export function TunePanel({ encounter, name, onTaken }: { encounter: number; name: string; onTaken: () => void }) {
  const backend = useBackend();
  const id = useId();
  const [low, setLow] = useState("70");
  const [high, setHigh] = useState("80");
  const [job, setJob] = useState<number | null>(null);
  const start = useMutation({ mutationFn: (request: TuneRequest) => backend.tuneEncounter(request), onSuccess: (started) => setJob(started.job) });
  const status = useJobStatus(job);
  const cancel = useCancelJob();
  const busy = start.isPending || status.data?.state === "running" || (job !== null && !status.data);
  const lowValue = wholePercent(low);
  const highValue = wholePercent(high);
  const invalid = lowValue === null || highValue === null || lowValue > highValue;
  const result = status.data?.state === "succeeded" && status.data.result?.kind === "encounter_tuned" ? status.data.result : null;

  return (
    <section className="panel tune" aria-labelledby={`${id}-title`} data-testid="tune">
      <h3 id={`${id}-title`} className="panel-title">
        Tune this fight
      </h3>
      <p className="muted">
        Say how often the party should win, and the engine tries changes from your own library — a foe more or less, tougher or weaker foes —
        and shows each one’s odds. Nothing changes until you take a suggestion.
      </p>
      <div className="simulation-form">
        <label className="field">
          <span className="field-label">The party wins from (%)</span>
          <input value={low} onChange={(e) => setLow(e.target.value)} inputMode="numeric" aria-invalid={lowValue === null} data-testid="tune-low" />
        </label>
        <label className="field">
          <span className="field-label">to (%)</span>
          <input value={high} onChange={(e) => setHigh(e.target.value)} inputMode="numeric" aria-invalid={highValue === null} data-testid="tune-high" />
        </label>
      </div>
      {invalid ? <p className="field-error">The target is two whole percentages, the first no higher than the second.</p> : null}
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy || invalid}
          onClick={() => {
            if (lowValue === null || highValue === null) return;
            setJob(null);
            start.mutate({ id: encounter, targetLow: lowValue, targetHigh: highValue, runs: null, seed: null });
          }}
          data-testid="tune-run"
        >
          Suggest changes
        </button>
        {busy && job !== null ? (
          <button type="button" className="button" onClick={() => cancel.mutate(job)} disabled={cancel.isPending} data-testid="tune-cancel">
            Cancel
          </button>
        ) : null}
      </div>
      {start.isError ? <ErrorNotice error={start.error} /> : null}
      {status.data?.state === "running" ? (
        <div className="job" role="status" data-testid="tune-progress">
          <progress max={status.data.total} value={status.data.done} aria-label="Fights played" />
        </div>
      ) : null}
      {status.data?.state === "cancelled" ? <p className="muted">Cancelled.</p> : null}
      {status.data?.state === "failed" && status.data.error ? <ErrorNotice error={new BackendError(status.data.error)} /> : null}
      {result ? <TuneResult tuning={result} name={name} onTaken={onTaken} /> : null}
    </section>
  );
}

function TuneResult({ tuning, name, onTaken }: { tuning: EncounterTuning; name: string; onTaken: () => void }) {
  const update = useUpdateEncounter();
  const [taken, setTaken] = useState<string | null>(null);
  const take = (suggestion: TuneSuggestion) => {
    if (!suggestion.plan) return;
    update.mutate({ id: tuning.encounter, name, plan: suggestion.plan }, {
        onSuccess: () => {
          setTaken(suggestion.description);
          onTaken();
        },
      });
  };
  return (
    <div className="tune-result" data-testid="tune-result">
      <p data-testid="tune-as-prepared">
        As prepared, the party wins {percent(tuning.asPrepared.estimate)} (95% between {interval(tuning.asPrepared)}),{" "}
        {tuning.inTarget ? "already within" : "outside"} the target of {tuning.targetLow}–{tuning.targetHigh}%.
      </p>
      <ol className="tune-list">
        {tuning.suggestions.map((s, index) => (
          <li key={s.description} data-testid={`tune-suggestion-${index}`}>
            {s.inTarget ? <span className="badge badge-accent">On target</span> : null} <strong>{s.description}</strong>: the party wins{" "}
            {percent(s.partyWins.estimate)} (95% between {interval(s.partyWins)}).{" "}
            {s.plan ? (
              <button type="button" className="button" disabled={update.isPending} onClick={() => take(s)} data-testid={`tune-take-${index}`}>
                Use this roster
              </button>
            ) : (
              <span className="muted">Edit the foes’ stat blocks to play it.</span>
            )}
          </li>
        ))}
      </ol>
      {update.isError ? <ErrorNotice error={update.error} /> : null}
      {taken ? (
        <p className="notice notice-info" role="status" data-testid="tune-taken">
          Saved: {taken}.
        </p>
      ) : null}
      <p className="muted simulation-footer" data-testid="tune-footer">
        {tuning.runs.toLocaleString("en-US")} fights per change, seed {tuning.seed}, engine {tuning.engineVersion}.
      </p>
    </div>
  );
}
