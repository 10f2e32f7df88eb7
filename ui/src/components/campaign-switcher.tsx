import { useEffect, useRef, useState } from "react";
import { CampaignControls } from "./campaign-controls";

/** The header's campaign menu: a disclosure panel with the recent list, New… and Open…. */
export function CampaignSwitcher() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div className="switcher" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls="campaign-switcher-panel"
        onClick={() => setOpen((value) => !value)}
        data-testid="campaign-switcher"
      >
        Campaigns <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div id="campaign-switcher-panel" className="switcher-panel" role="region" aria-label="Switch campaign">
          <CampaignControls onSwitched={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}
