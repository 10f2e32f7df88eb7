import type { SystemPageProps } from "../system-ui";
import "./styles/lytharian-chess.css";
import { Armies } from "./army-builder";
import { Library } from "./library";
import { Matches } from "./matches";
import type { LytharianState, LytharianTab } from "./state";

const TABS: readonly { id: LytharianTab; label: string }[] = [
  { id: "library", label: "Card library" },
  { id: "armies", label: "Armies and decks" },
  { id: "matches", label: "Matches" },
];

/**
 * The Lytharian Chess page. The game is played by two players with armies and decks, not by
 * characters, so the campaign keeps its cards, armies and matches here.
 */
export function LytharianChessPage({ state, onState }: SystemPageProps<LytharianState>) {
  return (
    <section className="page page-wide lc-page" aria-labelledby="lc-heading" data-testid="lc-page">
      <div className="page-head">
        <div>
          <h2 id="lc-heading" className="page-title">
            Lytharian Chess
          </h2>
          <p className="lead">The campaign's cards (the book's named cards and your own), the armies and decks built from them, checked by mode, and the matches played with them.</p>
        </div>
      </div>
      <div className="lc-tabs" role="tablist" aria-label="Lytharian Chess">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={state.tab === tab.id}
            className={state.tab === tab.id ? "lc-tab lc-tab-active" : "lc-tab"}
            onClick={() => onState((s) => ({ ...s, tab: tab.id }))}
            data-testid={`lc-tab-${tab.id}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {state.tab === "library" ? <Library state={state} onState={onState} /> : state.tab === "armies" ? <Armies state={state} onState={onState} /> : <Matches state={state} onState={onState} />}
      </div>
    </section>
  );
}
