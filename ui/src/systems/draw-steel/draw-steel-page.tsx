import { useRef, type KeyboardEvent } from "react";
import "./styles/draw-steel.css";
import { Library } from "./library";
import { Roller } from "./roller";
import type { DrawSteelState, DrawSteelTab } from "./state";

const TABS: readonly { id: DrawSteelTab; label: string }[] = [
  { id: "library", label: "Library" },
  { id: "roller", label: "Roller" },
];

type DrawSteelPageProps = {
  state: DrawSteelState;
  onState: (update: (state: DrawSteelState) => DrawSteelState) => void;
  onOpenCharacter: (id: number) => void;
  onGoToEncounters: () => void;
};

/**
 * The Draw Steel page: the campaign's content library (with the starter set) and a roller for
 * power rolls and tests anywhere. Both tabs stay mounted so a half-set roll survives a switch.
 */
export function DrawSteelPage({ state, onState, onOpenCharacter, onGoToEncounters }: DrawSteelPageProps) {
  const tabRefs = useRef<Partial<Record<DrawSteelTab, HTMLButtonElement | null>>>({});
  const setTab = (tab: DrawSteelTab) => onState((s) => ({ ...s, tab }));

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.id === state.tab);
    const next = TABS[(index + (event.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length]!;
    setTab(next.id);
    tabRefs.current[next.id]?.focus();
  };

  return (
    <section className="page page-wide ds-page" aria-labelledby="ds-heading" data-testid="ds-page">
      <div className="page-head">
        <div>
          <h2 id="ds-heading" className="page-title">
            Draw Steel
          </h2>
          <p className="lead">The campaign's abilities, monsters, ancestries, classes and kits, and power rolls with their exact odds.</p>
        </div>
      </div>
      <div className="ds-tabs" role="tablist" aria-label="Draw Steel" onKeyDown={onTabKey}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`ds-tab-${tab.id}`}
            aria-selected={state.tab === tab.id}
            aria-controls={`ds-panel-${tab.id}`}
            tabIndex={state.tab === tab.id ? 0 : -1}
            className={state.tab === tab.id ? "ds-tab ds-tab-active" : "ds-tab"}
            onClick={() => setTab(tab.id)}
            data-testid={`ds-tab-${tab.id}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="ds-panel-library" aria-labelledby="ds-tab-library" hidden={state.tab !== "library"}>
        {state.tab === "library" ? <Library state={state} onState={onState} onOpenCharacter={onOpenCharacter} onGoToEncounters={onGoToEncounters} /> : null}
      </div>
      <div role="tabpanel" id="ds-panel-roller" aria-labelledby="ds-tab-roller" hidden={state.tab !== "roller"}>
        <Roller />
      </div>
    </section>
  );
}
