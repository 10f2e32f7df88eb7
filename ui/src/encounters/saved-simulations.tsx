// Simulation results kept with their encounter: a finished simulation or comparison is saved by
// its job (the engine keeps the result exactly as it was found, with what reproduces it), listed
// on the encounter newest first, opened again, deleted, or exported as JSON or CSV to a file the
// GM picks in the system's save dialog.

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { SavedSimulationView, SimulationFormat } from "../bindings";
import { useBackend } from "../backend-context";
import { ConfirmButton } from "../components/confirm-button";
import { ErrorNotice } from "../components/error-notice";
import { formatDate } from "../format";
import { usePlatform } from "../platform";
import { SimulationResult } from "./simulation-panel";
import { ComparisonResult } from "./variant-comparison";

const savedKey = (encounter: number) => ["listSavedSimulations", encounter] as const;

const FILE_KINDS: Record<SimulationFormat, { name: string; extensions: string[] }> = {
  json: { name: "JSON", extensions: ["json"] },
  csv: { name: "CSV (spreadsheet)", extensions: ["csv"] },
};

/** Saves the finished job's result with its encounter; says so once it is kept. */
export function SaveResultButton({ job, encounter, testId }: { job: number; encounter: number; testId: string }) {
  const backend = useBackend();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => backend.saveSimulation({ job }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedKey(encounter) }),
  });
  return (
    <div className="form-actions">
      <button type="button" className="button" onClick={() => save.mutate()} disabled={save.isPending || save.isSuccess} data-testid={testId}>
        {save.isSuccess ? "Saved with the encounter" : "Save with the encounter"}
      </button>
      {save.isError ? <ErrorNotice error={save.error} /> : null}
    </div>
  );
}

/** The encounter's saved results, newest first. */
export function SavedSimulationsPanel({ encounter }: { encounter: number }) {
  const backend = useBackend();
  const id = useId();
  const saved = useQuery({ queryKey: savedKey(encounter), queryFn: () => backend.listSavedSimulations({ encounter }) });
  const list = saved.data ?? [];
  return (
    <section className="panel saved-simulations" aria-labelledby={`${id}-title`} data-testid="saved-simulations">
      <h3 id={`${id}-title`} className="panel-title">
        Saved results
      </h3>
      {saved.isError ? <ErrorNotice error={saved.error} /> : null}
      {saved.data && list.length === 0 ? (
        <p className="muted" data-testid="saved-simulations-empty">
          None yet. Run a simulation or a comparison and save it here to keep its numbers with the encounter.
        </p>
      ) : null}
      <ul className="saved-simulation-list">
        {list.map((entry) => (
          <SavedEntry key={entry.id} entry={entry} encounter={encounter} />
        ))}
      </ul>
    </section>
  );
}

/** One saved result: what it found, and opening, exporting or deleting it. */
function SavedEntry({ entry, encounter }: { entry: SavedSimulationView; encounter: number }) {
  const backend = useBackend();
  const platform = usePlatform();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const opened = useQuery({
    queryKey: ["openSavedSimulation", entry.id],
    queryFn: () => backend.openSavedSimulation({ id: entry.id }),
    enabled: open,
    staleTime: Infinity,
  });
  const remove = useMutation({
    mutationFn: () => backend.deleteSavedSimulation({ id: entry.id }),
    onSuccess: (left) => client.setQueryData(savedKey(encounter), left),
  });
  const exported = useMutation({
    mutationFn: async (format: SimulationFormat) => {
      const kind = entry.kind === "simulation" ? "simulation" : "comparison";
      const path = await platform.chooseSaveFile({
        title: "Export the saved result",
        defaultName: `${kind}-${entry.id}.${FILE_KINDS[format].extensions[0]}`,
        kinds: [FILE_KINDS[format]],
      });
      // The system's dialog has asked before replacing a file, so the export may replace it.
      return path ? backend.exportSavedSimulation({ id: entry.id, path, format, overwrite: true }) : null;
    },
  });
  const prefix = `saved-simulation-${entry.id}`;
  return (
    <li className="saved-simulation" data-testid={prefix}>
      <p>
        <span className="badge badge-quiet">{entry.kind === "simulation" ? "Simulation" : "Comparison"}</span>{" "}
        <span className="muted">{formatDate(entry.savedAt)}</span>
      </p>
      <p data-testid={`${prefix}-summary`}>{entry.summary}</p>
      <div className="form-actions">
        <button type="button" className="button" aria-expanded={open} onClick={() => setOpen((now) => !now)} data-testid={`${prefix}-open`}>
          {open ? "Close" : "Open"}
        </button>
        {(["json", "csv"] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            onClick={() => exported.mutate(format)}
            disabled={exported.isPending}
            data-testid={`${prefix}-export-${format}`}
          >
            Export {format.toUpperCase()}…
          </button>
        ))}
        <ConfirmButton label="Delete" question="Delete this saved result?" confirmLabel="Delete" onConfirm={() => remove.mutate()} busy={remove.isPending} testId={`${prefix}-delete`} />
      </div>
      {exported.data ? (
        <p className="notice notice-info" role="status" data-testid={`${prefix}-written`}>
          Saved to {exported.data.path}.
        </p>
      ) : null}
      {exported.isError ? <ErrorNotice error={exported.error} /> : null}
      {remove.isError ? <ErrorNotice error={remove.error} /> : null}
      {opened.isError ? <ErrorNotice error={opened.error} /> : null}
      {open && opened.data ? (
        opened.data.result.kind === "simulation" ? (
          <SimulationResult simulation={opened.data.result} />
        ) : (
          <ComparisonResult comparison={opened.data.result} />
        )
      ) : null}
    </li>
  );
}
