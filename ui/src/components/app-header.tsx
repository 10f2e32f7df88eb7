import { isKind } from "../errors";
import { useCampaignInfo } from "../queries";
import { CampaignSwitcher } from "./campaign-switcher";
import { GlobalSearch, type FoundThing } from "./global-search";
import type { PaletteAction } from "./palette-actions";

type AppHeaderProps = { onOpenFound: (found: FoundThing) => void; onAction: (action: PaletteAction) => void };

export function AppHeader({ onOpenFound, onAction }: AppHeaderProps) {
  const campaign = useCampaignInfo();
  const name =
    campaign.data?.name ??
    (campaign.isPending ? "Opening…" : isKind(campaign.error, "noCampaignOpen") ? "No campaign open" : "Campaign unavailable");
  return (
    <header className="app-header">
      <div className="brand" aria-hidden="true">
        <span className="brand-mark">◆</span> Tablekeep
      </div>
      <div className="header-campaign">
        <span className="header-label">Campaign</span>
        <h1 className="header-name" data-testid="campaign-name">
          {name}
        </h1>
        {campaign.data ? (
          <span className="header-path" title={campaign.data.path}>
            {campaign.data.path}
          </span>
        ) : null}
      </div>
      {campaign.data ? <GlobalSearch key={campaign.data.path} onOpen={onOpenFound} onAction={onAction} /> : null}
      <CampaignSwitcher />
    </header>
  );
}
