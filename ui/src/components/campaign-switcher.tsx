import * as Popover from "@radix-ui/react-popover";
import { useState } from "react";
import { CampaignControls } from "./campaign-controls";

/**
 * The header's campaign menu: a panel with the recent list, New… and Open…, on Radix's popover
 * (Escape or a click elsewhere closes it and focus returns to its button).
 */
export function CampaignSwitcher() {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="button" data-testid="campaign-switcher">
        Campaigns <span aria-hidden="true">▾</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="switcher-panel"
          role="region"
          aria-label="Switch campaign"
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          // The panel is a form the GM may not want yet: focus stays on the button until they Tab in.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <CampaignControls onSwitched={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
