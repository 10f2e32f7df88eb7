import type { SystemPageProps } from "../system-ui";
import { BastardsMonsters } from "./monsters";
import type { BastardsPageState, BastardsTab } from "./page-state";
import { BastardsScenes } from "./scenes";

const TABS: readonly { id: BastardsTab; label: string }[] = [
  { id: "scenes", label: "Scenes" },
  { id: "monsters", label: "Monsters" },
];

/**
 * The Game of Bastards page: the campaign's scenes (set, played with dramatic actions and Fate
 * Draws, closed with their XP on the ledgers) and its monsters (generated for a party, kept).
 */
export function BastardsPage({ state, onState }: SystemPageProps<BastardsPageState>) {
  return (
    <section className="page page-wide gob-page" aria-labelledby="gob-heading" data-testid="gob-page">
      <div className="page-head">
        <div>
          <h2 id="gob-heading" className="page-title">
            A Game of Bastards
          </h2>
          <p className="lead">Scenes with their dramatic actions, Wildcards and Fate Draws, and the campaign's monsters.</p>
        </div>
      </div>
      <div className="gob-tabs" role="tablist" aria-label="A Game of Bastards">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={state.tab === tab.id}
            className={state.tab === tab.id ? "gob-tab gob-tab-active" : "gob-tab"}
            onClick={() => onState((s) => ({ ...s, tab: tab.id }))}
            data-testid={`gob-tab-${tab.id}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {state.tab === "scenes" ? (
          <BastardsScenes open={state.scene} onOpen={(scene) => onState((s) => ({ ...s, scene }))} />
        ) : (
          <BastardsMonsters />
        )}
      </div>
    </section>
  );
}
