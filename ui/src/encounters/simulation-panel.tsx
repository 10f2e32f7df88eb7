// The odds of a fight: the encounter played thousands of times by the engine's automatic players
// (a job the backend runs off the desk, with progress and cancel), shown as each side's chance to
// win with its 95% interval, how long fights last, who falls and what they have left, and the log
// of a typical fight. Every system with encounters has it: the tactics come from the system.

import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { EncounterSimulation, SimulationRequest, SimulationStart, SystemId } from "../bindings";
import { BackendError } from "../backend";
import { useBackend } from "../backend-context";
import { ErrorNotice } from "../components/error-notice";
import { useCancelJob, useJobStatus } from "../jobs";
import { LogPanel } from "../shared/log-line";
import { SaveResultButton } from "./saved-simulations";
import { OddsChart, RoundsChart, usePreloadedCharts } from "./charts";
import { interval, percent } from "./odds-words";

export { interval, percent };

const RUN_CHOICES = [1_000, 10_000, 100_000];
const SIDE_NAMES = ["The party", "Their foes"] as const;
const SIDE_WINS = ["The party wins", "Their foes win"] as const;

/** A count with thousands separators, whatever the web view's locale. */
const grouped = (n: number) => n.toLocaleString("en-US");

type SimulationPanelProps = {
  encounter: number;
  system: SystemId;
  /** Whether the fight is under way (it can then be simulated from where it stands). */
  running: boolean;
};

/** Simulate the encounter and show the odds. */
export function SimulationPanel({ encounter, system, running }: SimulationPanelProps) {
  const backend = useBackend();
  const id = useId();
  usePreloadedCharts();
  const tactics = useQuery({ queryKey: ["simulationTactics", system], queryFn: () => backend.simulationTactics({ system }), staleTime: Infinity });
  const [runs, setRuns] = useState(10_000);
  const [chosen, setChosen] = useState<[string | null, string | null]>([null, null]);
  const [from, setFrom] = useState<SimulationStart>(running ? "here" : "plan");
  const [seed, setSeed] = useState("");
  const [job, setJob] = useState<number | null>(null);
  const start = useMutation({ mutationFn: (request: SimulationRequest) => backend.simulateEncounter(request), onSuccess: (started) => setJob(started.job) });
  const status = useJobStatus(job);
  const cancel = useCancelJob();
  const offered = tactics.data ?? [];
  const tacticOf = (side: 0 | 1) => chosen[side] ?? offered[0]?.id ?? null;
  const busy = start.isPending || status.data?.state === "running" || (job !== null && !status.data);
  const seedValue = seed.trim() === "" ? null : Number(seed);
  const seedInvalid = seedValue !== null && (!Number.isInteger(seedValue) || seedValue < 0 || seedValue > 4_294_967_295);

  const simulate = () => {
    const party = tacticOf(0);
    const foes = tacticOf(1);
    setJob(null);
    start.mutate({
      id: encounter,
      from,
      runs,
      seed: seedValue,
      tactics: party && foes ? [party, foes] : null,
      roundCap: null,
    });
  };

  const result = status.data?.state === "succeeded" && status.data.result?.kind === "encounter_simulated" ? status.data.result : null;

  return (
    <section className="panel simulation" aria-labelledby={`${id}-title`} data-testid="simulation">
      <h3 id={`${id}-title`} className="panel-title">
        Odds of this fight
      </h3>
      <p className="muted">
        The engine plays the fight many times with automatic players under your table rules and counts what happens. It reads the
        campaign and changes nothing.
      </p>
      <div className="simulation-form">
        <label className="field">
          <span className="field-label">Fights</span>
          <select value={runs} onChange={(e) => setRuns(Number(e.target.value))} data-testid="simulation-runs">
            {RUN_CHOICES.map((n) => (
              <option key={n} value={n}>
                {grouped(n)}
              </option>
            ))}
          </select>
        </label>
        {([0, 1] as const).map((side) => (
          <label key={side} className="field">
            <span className="field-label">{SIDE_NAMES[side]}</span>
            <select
              value={tacticOf(side) ?? ""}
              onChange={(e) => setChosen((now) => (side === 0 ? [e.target.value, now[1]] : [now[0], e.target.value]))}
              disabled={offered.length === 0}
              data-testid={`simulation-tactic-${side}`}
            >
              {offered.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
            <span className="field-hint">{offered.find((t) => t.id === tacticOf(side))?.description}</span>
          </label>
        ))}
        {running ? (
          <label className="field">
            <span className="field-label">Start</span>
            <select value={from} onChange={(e) => setFrom(e.target.value as SimulationStart)} data-testid="simulation-from">
              <option value="here">From where the fight stands</option>
              <option value="plan">From the plan (a fresh fight)</option>
            </select>
          </label>
        ) : null}
        <label className="field">
          <span className="field-label">Dice sequence number (optional)</span>
          <input
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
            inputMode="numeric"
            aria-invalid={seedInvalid}
            placeholder="random"
            data-testid="simulation-seed"
          />
          {seedInvalid ? <span className="field-error">The dice sequence number is a whole number from 0 to 4,294,967,295.</span> : null}
        </label>
      </div>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={simulate} disabled={busy || seedInvalid || offered.length === 0} data-testid="simulation-run">
          Simulate
        </button>
        {busy && job !== null ? (
          <button type="button" className="button" onClick={() => cancel.mutate(job)} disabled={cancel.isPending} data-testid="simulation-cancel">
            Cancel
          </button>
        ) : null}
      </div>
      {tactics.isError ? <ErrorNotice error={tactics.error} /> : null}
      {start.isError ? <ErrorNotice error={start.error} /> : null}
      {status.data?.state === "running" ? (
        <div className="job" role="status" data-testid="simulation-progress">
          <progress max={status.data.total} value={status.data.done} aria-label="Fights played" />
          <span className="muted">
            {grouped(status.data.done)} of {grouped(status.data.total)} fights played
          </span>
        </div>
      ) : null}
      {status.data?.state === "cancelled" ? <p className="muted">Cancelled.</p> : null}
      {status.data?.state === "failed" && status.data.error ? (
        <ErrorNotice error={new BackendError(status.data.error)} />
      ) : null}
      {result && job !== null ? (
        <>
          <SimulationResult simulation={result} />
          <SaveResultButton job={job} encounter={encounter} testId="simulation-save" />
        </>
      ) : null}
    </section>
  );
}

/** A finished simulation. */
export function SimulationResult({ simulation }: { simulation: EncounterSimulation }) {
  const { report } = simulation;
  const undecided = report.capped.count + report.stalled.count + report.refused.count + report.noWinner.count;
  return (
    <div className="simulation-result" data-testid="simulation-result">
      <div className="simulation-sides">
        {report.sides.map((side) => (
          <div key={side.side} className="simulation-side" data-testid={`simulation-side-${side.side}`}>
            <span className="simulation-odds">{percent(side.wins.estimate)}</span>
            <span>{SIDE_WINS[side.side]}</span>
            <span className="muted">95% between {interval(side.wins)}</span>
          </div>
        ))}
      </div>
      {undecided > 0 ? (
        <ul className="simulation-notes" data-testid="simulation-undecided">
          {report.capped.count > 0 ? (
            <li>
              {percent(report.capped.estimate)} of fights were still going after {simulation.roundCap} rounds and were stopped there.
            </li>
          ) : null}
          {report.noWinner.count > 0 ? <li>{percent(report.noWinner.estimate)} of fights ended without a winner.</li> : null}
          {report.stalled.count > 0 ? <li>In {percent(report.stalled.estimate)} of fights the automatic players had nothing they could do.</li> : null}
          {report.refused.count > 0 ? (
            <li>
              In {percent(report.refused.estimate)} of fights the rules refused an automatic player’s move ({report.firstRefusal}); those fights are
              counted, not hidden.
            </li>
          ) : null}
        </ul>
      ) : null}

      {(report.skipped ?? []).length > 0 ? (
        <div className="simulation-skipped" data-testid="simulation-skipped">
          <h4 className="simulation-heading">Played without: effects left to the GM</h4>
          <p className="muted">
            These need a ruling at the table, so the simulated fights went on without them: the odds above do not count them. To see the fight
            without the creatures that rely on them, compare a variant that leaves those creatures out.
          </p>
          <ul className="simulation-notes">
            {(report.skipped ?? []).map((effect) => (
              <li key={effect.id}>
                {effect.name}: met in {percent(effect.runs.estimate)} of fights
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <h4 className="simulation-heading">How many rounds</h4>
      <p className="muted">
        On average {report.meanRounds.toFixed(1)} rounds; half the fights are over by round {report.medianRounds}.
      </p>
      <RoundsChart
        rounds={report.rounds}
        label={`Fights by the round they ended in: ${report.rounds.map((r) => `round ${r.round}, ${grouped(r.fights)}`).join("; ")}`}
        testId="simulation-rounds"
      />
      <table className="visually-hidden" data-testid="simulation-rounds-table">
        <caption>Fights by the round they ended in</caption>
        <thead>
          <tr>
            <th scope="col">Round</th>
            <th scope="col">Fights</th>
          </tr>
        </thead>
        <tbody>
          {report.rounds.map((r) => (
            <tr key={r.round}>
              <th scope="row">{r.round}</th>
              <td>{grouped(r.fights)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h4 className="simulation-heading">Who falls</h4>
      <OddsChart
        rows={report.combatants.map((c) => ({ name: c.name, p: c.fell }))}
        label={`Each combatant's chance to fall: ${report.combatants.map((c) => `${c.name} ${percent(c.fell.estimate)}`).join("; ")}`}
        testId="simulation-falls"
      />
      <table className="simulation-table" data-testid="simulation-combatants">
        <thead>
          <tr>
            <th scope="col">Combatant</th>
            <th scope="col">Falls</th>
            <th scope="col">Left at the end (average)</th>
          </tr>
        </thead>
        <tbody>
          {report.combatants.map((c) => (
            <tr key={c.index} className={c.side === 0 ? "simulation-party" : "simulation-foes"} data-testid={`simulation-combatant-${c.index}`}>
              <th scope="row">{c.name}</th>
              <td>
                <span className="simulation-fall">{percent(c.fell.estimate)}</span>{" "}
                <span className="muted">(95% between {interval(c.fell)})</span>
              </td>
              <td>
                {c.resources.map((r) => (
                  <span key={r.name}>
                    {r.name} {r.mean.toFixed(1)} of {r.max}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <details className="simulation-log">
        <summary>A typical fight ({report.medianRounds} rounds)</summary>
        <LogPanel lines={simulation.medianLog} testIdPrefix="simulation-log" />
      </details>
      <p className="muted simulation-footer" data-testid="simulation-footer">
        {grouped(report.runs)} fights, seed {report.seed}, engine {simulation.engineVersion}. Tactics: {simulation.tactics[0].name} against{" "}
        {simulation.tactics[1].name}. {simulation.tableRules}
      </p>
    </div>
  );
}
