import { useId, useState, type FormEvent } from "react";
import { blamesField, fieldMessage, isKind } from "../errors";
import { formatDate } from "../format";
import { useCreateCampaign, useOpenCampaign, useRecentCampaigns } from "../queries";
import { DamagedCampaign } from "./backups";
import { ErrorNotice } from "./error-notice";
import { Field, fieldAria } from "./field";

/** Recent campaigns, "New campaign…" and "Open…": everything that picks the open campaign. */
export function CampaignControls({ onSwitched }: { onSwitched?: () => void }) {
  return (
    <div className="campaign-controls">
      <RecentCampaigns onSwitched={onSwitched} />
      <NewCampaignForm onSwitched={onSwitched} />
      <OpenCampaignForm onSwitched={onSwitched} />
    </div>
  );
}

function RecentCampaigns({ onSwitched }: { onSwitched?: () => void }) {
  const recent = useRecentCampaigns();
  const open = useOpenCampaign();

  return (
    <section className="controls-section" aria-labelledby="recent-heading">
      <h3 id="recent-heading" className="section-title">
        Recent campaigns
      </h3>
      {recent.isPending ? <p className="muted">Loading…</p> : null}
      {recent.isError ? <ErrorNotice error={recent.error} /> : null}
      {recent.data?.length === 0 ? <p className="muted">None yet. Create one below, or open a file.</p> : null}
      {recent.data && recent.data.length > 0 ? (
        <ul className="recent-list">
          {recent.data.map((campaign) => (
            <li key={campaign.path}>
              <button
                type="button"
                className="recent-item"
                disabled={campaign.current || !campaign.exists || open.isPending}
                onClick={() => open.mutate({ path: campaign.path }, { onSuccess: () => onSwitched?.() })}
                title={campaign.path}
              >
                <span className="recent-name">{campaign.name}</span>
                <span className="recent-meta">
                  {campaign.current ? "open now" : campaign.exists ? `opened ${formatDate(campaign.openedAt)}` : "file missing"}
                </span>
                <span className="recent-path">{campaign.path}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open.isError ? <ErrorNotice error={open.error} /> : null}
      {isKind(open.error, "campaignDamaged") && open.variables ? (
        <DamagedCampaign campaign={open.variables.path} onRestored={onSwitched} />
      ) : null}
    </section>
  );
}

function NewCampaignForm({ onSwitched }: { onSwitched?: () => void }) {
  const create = useCreateCampaign();
  const [name, setName] = useState("");
  const [path, setPath] = useState("");
  const [nameMissing, setNameMissing] = useState(false);
  const nameId = useId();
  const pathId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") {
      setNameMissing(true);
      return;
    }
    setNameMissing(false);
    const input = path.trim() === "" ? { name } : { name, path };
    create.mutate(input, {
      onSuccess: () => {
        setName("");
        setPath("");
        onSwitched?.();
      },
    });
  };

  const nameError = nameMissing ? "Give the campaign a name." : fieldMessage(create.error, "name");
  const pathError = fieldMessage(create.error, "path");
  return (
    <form className="controls-section" onSubmit={submit} noValidate aria-labelledby={`${nameId}-heading`}>
      <h3 id={`${nameId}-heading`} className="section-title">
        New campaign…
      </h3>
      <Field id={nameId} label="Name" error={nameError}>
        <input
          id={nameId}
          className="input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="The Sunken Crown"
          data-testid="new-campaign-name"
          {...fieldAria(nameId, nameError)}
        />
      </Field>
      <Field id={pathId} label="File (optional)" error={pathError} hint="Leave empty to keep it in Tablekeep's campaigns folder.">
        <input
          id={pathId}
          className="input input-mono"
          value={path}
          onChange={(event) => setPath(event.target.value)}
          placeholder="/home/me/campaigns/sunken-crown.tablekeep"
          {...fieldAria(pathId, pathError, true)}
        />
      </Field>
      {create.isError && !blamesField(create.error, ["name", "path"]) ? <ErrorNotice error={create.error} /> : null}
      <button type="submit" className="button button-primary" disabled={create.isPending} data-testid="new-campaign-submit">
        {create.isPending ? "Creating…" : "Create and open"}
      </button>
    </form>
  );
}

function OpenCampaignForm({ onSwitched }: { onSwitched?: () => void }) {
  const open = useOpenCampaign();
  const [path, setPath] = useState("");
  const [pathMissing, setPathMissing] = useState(false);
  const pathId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (path.trim() === "") {
      setPathMissing(true);
      return;
    }
    setPathMissing(false);
    open.mutate(
      { path },
      {
        onSuccess: () => {
          setPath("");
          onSwitched?.();
        },
      },
    );
  };

  const pathError = pathMissing ? "Type the path of a campaign file." : fieldMessage(open.error, "path");
  return (
    <form className="controls-section" onSubmit={submit} noValidate aria-labelledby={`${pathId}-heading`}>
      <h3 id={`${pathId}-heading`} className="section-title">
        Open…
      </h3>
      <Field id={pathId} label="Campaign file" error={pathError}>
        <input
          id={pathId}
          className="input input-mono"
          value={path}
          onChange={(event) => setPath(event.target.value)}
          placeholder="/path/to/campaign.tablekeep"
          data-testid="open-campaign-path"
          {...fieldAria(pathId, pathError)}
        />
      </Field>
      {open.isError && !blamesField(open.error, ["path"]) ? <ErrorNotice error={open.error} /> : null}
      {isKind(open.error, "campaignDamaged") && open.variables ? (
        <DamagedCampaign campaign={open.variables.path} onRestored={onSwitched} />
      ) : null}
      <button type="submit" className="button" disabled={open.isPending} data-testid="open-campaign-submit">
        {open.isPending ? "Opening…" : "Open"}
      </button>
    </form>
  );
}
