import { DamagedCampaign } from "./backups";
import { CampaignControls } from "./campaign-controls";
import { ErrorNotice } from "./error-notice";

/** Shown instead of a campaign page when none is open, with the reason and the way out. */
export function NoCampaign({ reason }: { reason: unknown }) {
  return (
    <section className="page no-campaign" aria-labelledby="no-campaign-heading" data-testid="no-campaign">
      <h2 id="no-campaign-heading" className="page-title">
        Open a campaign to start
      </h2>
      <ErrorNotice error={reason} />
      <DamagedCampaign />
      <p className="lead">
        A campaign is one file holding your characters, NPCs and parties. Pick a recent one, start a new one, or open a file
        someone shared with you.
      </p>
      <CampaignControls />
    </section>
  );
}
