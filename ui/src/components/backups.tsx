import { useId, useState } from "react";
import type { BackupSummary, CampaignCountsView, SystemListing } from "../bindings";
import { count, formatDate, KIND_LABELS } from "../format";
import { useBackupPreview, useBackups, useRestoreBackup, useSystems } from "../queries";
import { Modal } from "../shared/modal";
import { ConfirmButton } from "./confirm-button";
import { ErrorNotice } from "./error-notice";
import "../styles/backups.css";

type BackupsProps = {
  /** The campaign file whose backups to show; `null`: the open campaign (or the one that failed to open). */
  campaign?: string | null;
  /** After a restore opened the restored campaign. */
  onRestored?: () => void;
};

/**
 * A campaign's backups, newest first: when each was taken, its size and what changed since,
 * with a preview and a restore that backs the campaign up first.
 */
/**
 * The way back from a campaign file that failed to open because it is damaged: its backups, to
 * restore one in its place. `campaign` null: the campaign that failed to open at start (shown
 * only when that one is damaged).
 */
export function DamagedCampaign({ campaign = null, onRestored }: BackupsProps) {
  const list = useBackups(campaign);
  if (campaign === null && !list.data?.damaged) return null;
  return (
    <section className="controls-section" aria-labelledby="damaged-heading" data-testid="damaged-campaign">
      <h3 id="damaged-heading" className="section-title">
        Restore a backup
      </h3>
      <p className="muted">
        Tablekeep keeps copies of this campaign beside its file. Put one back in its place: the damaged file is kept, not
        deleted.
      </p>
      <Backups campaign={campaign} onRestored={onRestored} />
    </section>
  );
}

export function Backups({ campaign = null, onRestored }: BackupsProps) {
  const list = useBackups(campaign);
  const restore = useRestoreBackup();
  const [previewing, setPreviewing] = useState<BackupSummary | null>(null);

  const restoreOne = (backup: BackupSummary) =>
    restore.mutate(campaign === null ? { backup: backup.name } : { backup: backup.name, campaign }, {
      onSuccess: () => {
        setPreviewing(null);
        onRestored?.();
      },
    });

  if (list.isPending) return <p className="muted">Loading…</p>;
  if (list.isError) return <ErrorNotice error={list.error} />;
  const { backups, current, damaged } = list.data;
  const newestGood = backups.find((backup) => backup.problem === null);

  return (
    <div className="backups" data-testid="backups">
      {restore.isSuccess ? (
        <div className="notice notice-info" role="status" data-testid="restore-done">
          <strong className="notice-title">Backup restored</strong>
          <p className="notice-body">
            The campaign is back as it was at {takenAt(restore.data.restored, backups)}.
            {restore.data.savedFirst !== null
              ? " The campaign as it was just before is saved as a backup, so you can restore it to undo this."
              : null}
            {restore.data.keptAside !== null ? ` The damaged file was kept as ${restore.data.keptAside}.` : null}
          </p>
        </div>
      ) : null}
      {restore.isError ? <ErrorNotice error={restore.error} /> : null}

      {damaged && newestGood ? (
        <div className="backups-way-back">
          <ConfirmButton
            label="Restore the newest good backup"
            question={`Put the backup from ${when(newestGood)} in place of the damaged file? The damaged file is kept beside it, not deleted.`}
            confirmLabel="Restore it"
            onConfirm={() => restoreOne(newestGood)}
            busy={restore.isPending}
            testId="restore-newest"
          />
        </div>
      ) : null}

      {backups.length === 0 ? (
        <p className="muted">No backups yet. Tablekeep takes the first one at your first change.</p>
      ) : (
        <ul className="backup-list">
          {backups.map((backup) => (
            <li key={backup.name} className="backup-item" data-testid="backup-item">
              <div className="backup-facts">
                <span className="backup-time">{when(backup)}</span>
                <span className="muted">{formatSize(backup.size)}</span>
                {backup.beforeRestore ? <span className="backup-tag">Saved before a restore</span> : null}
                <span className="backup-changes" data-testid="backup-changes">
                  {backup.problem !== null ? "Cannot be read" : changesSince(backup.counts, current)}
                </span>
              </div>
              {backup.problem !== null ? <p className="backup-problem">{backup.problem}</p> : null}
              <div className="backup-actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => setPreviewing(backup)}
                  disabled={backup.problem !== null}
                  data-testid="backup-preview"
                >
                  Preview
                </button>
                {backup.problem === null ? (
                  <ConfirmButton
                    label="Restore"
                    question={restoreQuestion(backup, damaged)}
                    confirmLabel="Restore this backup"
                    onConfirm={() => restoreOne(backup)}
                    busy={restore.isPending}
                    testId="backup-restore"
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}

      {previewing ? (
        <BackupPreviewDialog
          backup={previewing}
          campaign={campaign}
          onClose={() => setPreviewing(null)}
          onRestore={() => restoreOne(previewing)}
          restoring={restore.isPending}
          question={restoreQuestion(previewing, damaged)}
        />
      ) : null}
    </div>
  );
}

type PreviewProps = {
  backup: BackupSummary;
  campaign: string | null;
  onClose: () => void;
  onRestore: () => void;
  restoring: boolean;
  question: string;
};

/** What one backup holds: enough to recognise the campaign as it was. */
function BackupPreviewDialog({ backup, campaign, onClose, onRestore, restoring, question }: PreviewProps) {
  const titleId = useId();
  const preview = useBackupPreview(backup.name, campaign);
  const systems = useSystems();
  const data = preview.data;

  return (
    <Modal labelledBy={titleId} onClose={onClose} wide>
      <div className="modal-body">
        <h3 id={titleId} className="section-title">
          Backup from {when(backup)}
        </h3>
        {preview.isPending ? <p className="muted">Loading…</p> : null}
        {preview.isError ? <ErrorNotice error={preview.error} /> : null}
        {data ? (
          <div className="backup-preview" data-testid="backup-preview-dialog">
            <p>
              <strong>{data.campaignName}</strong>: {count(data.counts.characters, "character")},{" "}
              {count(data.counts.encounters, "encounter")}, {count(data.counts.parties, "party", "parties")},{" "}
              {count(data.counts.gameSessions, "game session")}.
            </p>
            <div className="backup-preview-columns">
              <section aria-labelledby={`${titleId}-characters`}>
                <h4 id={`${titleId}-characters`} className="card-title">
                  Characters
                </h4>
                {data.characters.length === 0 ? <p className="muted">None.</p> : null}
                <ul className="backup-names">
                  {data.characters.map((character, i) => (
                    <li key={i}>
                      {character.name}{" "}
                      <span className="muted">
                        ({systemNameOf(systems.data, character.system)}, {kindLabel(character.kind)})
                      </span>
                    </li>
                  ))}
                </ul>
                {data.counts.characters > data.characters.length ? (
                  <p className="muted">and {data.counts.characters - data.characters.length} more</p>
                ) : null}
              </section>
              <section aria-labelledby={`${titleId}-encounters`}>
                <h4 id={`${titleId}-encounters`} className="card-title">
                  Encounters
                </h4>
                {data.encounters.length === 0 ? <p className="muted">None.</p> : null}
                <ul className="backup-names">
                  {data.encounters.map((encounter, i) => (
                    <li key={i}>
                      {encounter.name} <span className="muted">({STATUS_LABELS[encounter.status] ?? encounter.status})</span>
                    </li>
                  ))}
                </ul>
                {data.counts.encounters > data.encounters.length ? (
                  <p className="muted">and {data.counts.encounters - data.encounters.length} more</p>
                ) : null}
              </section>
            </div>
          </div>
        ) : null}
      </div>
      <div className="modal-actions backup-preview-actions">
        <ConfirmButton
          label="Restore this backup"
          question={question}
          confirmLabel="Restore it"
          onConfirm={onRestore}
          busy={restoring}
          testId="preview-restore"
        />
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

const STATUS_LABELS: Record<string, string> = { prepared: "prepared", running: "in progress", ended: "ended" };

function kindLabel(kind: string): string {
  return kind === "pc" || kind === "npc" ? KIND_LABELS[kind] : kind;
}

/** The system's name; a backup stores its id as text, so an unknown one shows as written. */
function systemNameOf(systems: readonly SystemListing[] | undefined, id: string): string {
  return systems?.find((system) => system.id === id)?.name ?? id;
}

function restoreQuestion(backup: BackupSummary, damaged: boolean): string {
  return damaged
    ? `Put the backup from ${when(backup)} in place of the damaged file? The damaged file is kept beside it, not deleted.`
    : `Go back to the campaign as it was at ${when(backup)}? The campaign as it is now is backed up first, so you can undo this.`;
}

function when(backup: BackupSummary): string {
  return backup.takenAt === null ? backup.name : formatDate(backup.takenAt);
}

function takenAt(name: string, backups: BackupSummary[]): string {
  const backup = backups.find((b) => b.name === name);
  return backup ? when(backup) : name;
}

/** "12 KB", "3.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const COUNTED: [keyof CampaignCountsView, string, string][] = [
  ["characters", "character", "characters"],
  ["encounters", "encounter", "encounters"],
  ["parties", "party", "parties"],
  ["gameSessions", "game session", "game sessions"],
];

/** What changed since a backup, from its counts and the campaign's: "+2 characters, −1 party since". */
export function changesSince(backup: CampaignCountsView | null, current: CampaignCountsView | null): string {
  if (backup === null) return "";
  if (current === null) return COUNTED.map(([key, one, many]) => count(backup[key], one, many)).join(", ");
  const changes = COUNTED.flatMap(([key, one, many]) => {
    const difference = current[key] - backup[key];
    if (difference === 0) return [];
    const sign = difference > 0 ? "+" : "−";
    return [`${sign}${Math.abs(difference)} ${Math.abs(difference) === 1 ? one : many}`];
  });
  return changes.length === 0 ? "Same counts as now" : `${changes.join(", ")} since`;
}
