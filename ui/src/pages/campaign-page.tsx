import { Backups } from "../components/backups";
import { ErrorNotice } from "../components/error-notice";
import { InlineRename } from "../components/inline-rename";
import { formatDate } from "../format";
import { useCampaignInfo, useRenameCampaign, useSystems } from "../queries";
import { CampaignExportImport } from "./campaign-export-import";

/** The open campaign at a glance: its name, what it holds, where it lives, what it can run. */
export function CampaignPage() {
  const campaign = useCampaignInfo();
  const systems = useSystems();
  const rename = useRenameCampaign();

  if (!campaign.data) {
    return campaign.isError ? <ErrorNotice error={campaign.error} /> : <p className="page muted">Loading…</p>;
  }
  const info = campaign.data;
  const stats = [
    { label: "Player characters", value: info.playerCharacters, testId: "count-pcs" },
    { label: "NPCs", value: info.npcs, testId: "count-npcs" },
    { label: "Parties", value: info.parties, testId: "count-parties" },
    { label: "Backups", value: info.backups, testId: "count-backups" },
  ];

  return (
    <section className="page" aria-label="Campaign">
      <div className="page-head">
        <InlineRename
          value={info.name}
          noun="campaign"
          onRename={(name) => rename.mutateAsync({ name })}
          render={(name) => <h2 className="page-title">{name}</h2>}
          testId="rename-campaign"
        />
      </div>

      {info.backupError !== null ? (
        <div className="notice notice-warning" role="alert">
          <strong className="notice-title">The last automatic backup failed</strong>
          <p className="notice-body">{info.backupError}</p>
          <p className="notice-body">Your campaign is saved; only the spare copy beside it is missing. Tablekeep tries again on the next change.</p>
        </div>
      ) : null}

      <dl className="stats">
        {stats.map((stat) => (
          <div key={stat.label} className="stat">
            <dt className="stat-label">{stat.label}</dt>
            <dd className="stat-value" data-testid={stat.testId}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>

      <dl className="meta meta-wide">
        <dt>File</dt>
        <dd className="mono" data-testid="campaign-path">
          {info.path}
        </dd>
        <dt>Created</dt>
        <dd>{formatDate(info.createdAt)}</dd>
        <dt>File format</dt>
        <dd>version {info.schemaVersion}</dd>
      </dl>

      <section className="campaign-backups" aria-labelledby="backups-heading">
        <h3 id="backups-heading" className="section-title">
          Backups
        </h3>
        <p className="muted">
          Copies of this campaign kept beside its file, newest first. Restoring one saves the campaign as it is now first,
          so you can go back.
        </p>
        <Backups />
      </section>
      <CampaignExportImport campaignName={info.name} />

      <section className="systems" aria-labelledby="systems-heading">
        <h3 id="systems-heading" className="section-title">
          Supported systems
        </h3>
        {systems.isError ? <ErrorNotice error={systems.error} /> : null}
        <ul className="system-list">
          {systems.data?.map((system) => (
            <li key={system.id} className="card system-card">
              <h4 className="card-title">{system.name}</h4>
              <p>{system.summary}</p>
              {system.ready ? null : (
                <p className="muted" data-testid={`system-coming-${system.id}`}>
                  <span className="badge badge-quiet">Coming</span> Its rules are being built; its characters cannot be made yet.
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
