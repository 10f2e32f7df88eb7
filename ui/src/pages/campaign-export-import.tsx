import { useState } from "react";
import { BackendError } from "../backend";
import { useBackend } from "../backend-context";
import type { JobPhase, JobStatus } from "../bindings";
import { ErrorNotice } from "../components/error-notice";
import { useCancelJob, useJobStatus } from "../jobs";
import { usePlatform, type FileKind } from "../platform";
import { useOpenCampaign } from "../queries";

const DOCUMENT: FileKind = { name: "Campaign export (JSON)", extensions: ["json"] };
const CAMPAIGN: FileKind = { name: "Tablekeep campaign", extensions: ["tablekeep"] };

const PHASES: Record<JobPhase, string> = {
  starting: "Getting ready",
  reading: "Reading",
  validating: "Checking the document",
  writing: "Writing the document",
  inserting: "Building the new campaign",
  migrating: "Bringing an older export up to date",
  checking: "Checking the new campaign file",
  finishing: "Finishing",
  simulating: "Playing simulated fights",
  done: "Done",
};

/** A file name from a name: letters, digits and dashes. */
function stem(name: string, fallback: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return cleaned || fallback;
}

/** The last part of a path, without its extension. */
function baseName(path: string): string {
  const file = path.split(/[\\/]/).at(-1) ?? path;
  return file.replace(/\.[^.]*$/, "");
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Moving a whole campaign as one file: export it to a JSON document (to keep, or to take to
 * another computer), or build a new campaign file from such a document. Both run as a job the
 * GM can follow and cancel; files come from the system's dialogs, never typed in.
 */
export function CampaignExportImport({ campaignName }: { campaignName: string }) {
  const backend = useBackend();
  const platform = usePlatform();
  const [job, setJob] = useState<number | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [refused, setRefused] = useState<unknown>(null);
  const status = useJobStatus(job);
  const busy = choosing || (job !== null && (!status.data || status.data.state === "running"));

  const begin = async (start: () => Promise<number | null>) => {
    setRefused(null);
    setChoosing(true);
    try {
      const started = await start();
      if (started !== null) setJob(started);
    } catch (error) {
      setRefused(error);
    } finally {
      setChoosing(false);
    }
  };

  const exportCampaign = () =>
    begin(async () => {
      const path = await platform.chooseSaveFile({
        title: "Export the campaign",
        defaultName: `${stem(campaignName, "campaign")}.json`,
        kinds: [DOCUMENT],
      });
      // The save dialog asked before replacing a file.
      return path ? (await backend.exportCampaign({ path, overwrite: true })).job : null;
    });

  const importCampaign = () =>
    begin(async () => {
      const source = await platform.chooseOpenFile({ title: "Choose an exported campaign", kinds: [DOCUMENT] });
      if (!source) return null;
      const path = await platform.chooseSaveFile({
        title: "Save the imported campaign as",
        defaultName: `${stem(baseName(source), "imported")}.tablekeep`,
        kinds: [CAMPAIGN],
      });
      return path ? (await backend.importCampaign({ source, path })).job : null;
    });

  return (
    <section className="transfer" aria-labelledby="transfer-heading">
      <h3 id="transfer-heading" className="section-title">
        Export and import
      </h3>
      <p className="muted">
        An export is the whole campaign in one JSON file: every character and their history, parties, sessions, content and
        battles. Importing one builds a new campaign file; it never changes an existing one.
      </p>
      <div className="form-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void exportCampaign()} data-testid="export-campaign">
          Export campaign…
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void importCampaign()} data-testid="import-campaign">
          Import a campaign…
        </button>
      </div>
      {refused ? <ErrorNotice error={refused} /> : null}
      {status.isError ? <ErrorNotice error={status.error} /> : null}
      {status.data ? <JobReport status={status.data} onDismiss={() => setJob(null)} /> : null}
    </section>
  );
}

function JobReport({ status, onDismiss }: { status: JobStatus; onDismiss: () => void }) {
  const cancel = useCancelJob();
  const open = useOpenCampaign();
  if (status.state === "running") {
    const units = status.phase === "reading" ? "bytes" : "rows";
    return (
      <div className="job" role="status" data-testid="job-progress">
        <p>{PHASES[status.phase]}…</p>
        {status.total > 0 ? (
          <>
            <progress max={status.total} value={status.done} aria-label={PHASES[status.phase]} />
            <p className="muted">
              {status.done.toLocaleString()} of {status.total.toLocaleString()} {units}
            </p>
          </>
        ) : (
          <progress aria-label={PHASES[status.phase]} />
        )}
        <button type="button" className="button" disabled={cancel.isPending} onClick={() => cancel.mutate(status.job)} data-testid="job-cancel">
          Cancel
        </button>
        {cancel.isError ? <ErrorNotice error={cancel.error} /> : null}
      </div>
    );
  }
  const dismiss = (
    <button type="button" className="button" onClick={onDismiss} data-testid="job-dismiss">
      Dismiss
    </button>
  );
  if (status.state === "cancelled") {
    return (
      <div className="notice notice-info" role="status" data-testid="job-cancelled">
        <p className="notice-body">Cancelled; nothing was written.</p>
        {dismiss}
      </div>
    );
  }
  if (status.state === "failed" || !status.result) {
    return (
      <ErrorNotice error={new BackendError(status.error ?? { kind: "storage", message: "The job ended without a result.", field: null, rule: null })}>
        {dismiss}
      </ErrorNotice>
    );
  }
  const result = status.result;
  if (result.kind === "campaign_exported") {
    return (
      <div className="notice notice-info" role="status" data-testid="job-done">
        <p className="notice-body">
          Exported {result.rows.toLocaleString()} records ({formatSize(result.bytes)}) to <span className="mono">{result.path}</span>.
        </p>
        {dismiss}
      </div>
    );
  }
  if (result.kind !== "campaign_imported") {
    // This page starts only exports and imports.
    return <>{dismiss}</>;
  }
  return (
    <div className="notice notice-info" role="status" data-testid="job-done">
      <p className="notice-body">
        Imported “{result.name}” ({result.rows.toLocaleString()} records) as a new campaign: <span className="mono">{result.path}</span>.
      </p>
      {open.isError ? <ErrorNotice error={open.error} /> : null}
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={open.isPending}
          onClick={() => open.mutate({ path: result.path })}
          data-testid="open-imported"
        >
          Open it now
        </button>
        {dismiss}
      </div>
    </div>
  );
}
