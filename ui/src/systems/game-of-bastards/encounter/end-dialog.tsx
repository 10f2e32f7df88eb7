import { useId, useState, type FormEvent } from "react";
import type { CharacterKind } from "../../../bindings";
import { ErrorNotice } from "../../../components/error-notice";
import { Modal } from "../../../shared/modal";
import { useEndEncounter } from "../../../queries";
import { TRAITS, TRAIT_LABEL } from "../labels";
import { CONDITION_LABEL, sideLabel } from "./labels";
import type { EncounterView } from "./types";
import { oppositionOf, resultOf, taggedClose } from "./view";

/**
 * Ends the Opposition: one the engine ended keeps its outcome; one still under way ends as the
 * characters stop it (step 13), which the log records. Every player character directly involved
 * gains the Opposition's XP in its ledger unless the GM leaves it out.
 */
export function EndOppositionDialog({ view, onClose }: { view: EncounterView; onClose: () => void }) {
  const end = useEndEncounter();
  const over = oppositionOf(view)?.outcome ?? null;
  const [skipXp, setSkipXp] = useState(false);
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    end.mutate({ id: view.id, close: taggedClose(skipXp ? { skipXp: true } : {}) }, { onSuccess: onClose });
  };
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <form onSubmit={submit} className="tool-form" data-testid="gob-end-dialog">
        <h3 id={titleId} className="pane-title">
          End the Opposition
        </h3>
        <p>{over ? (over.standingSide === null ? "Nobody was left standing." : `The ${sideLabel(over.standingSide).toLowerCase()} were left standing.`) : "The characters stop the Opposition here (step 13)."}</p>
        <label className="check">
          <input type="checkbox" checked={skipXp} onChange={(e) => setSkipXp(e.target.checked)} data-testid="gob-skip-xp" /> Leave the Opposition's XP out of the ledgers
        </label>
        {end.isError ? <ErrorNotice error={end.error} /> : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={end.isPending} data-testid="gob-confirm-end">
            {end.isPending ? "Ending…" : "End the Opposition"}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** How the Opposition ended: who stood, and every combatant's pools, state and XP. */
export function BastardsResultView({ view, onOpenCharacter }: { view: EncounterView; onOpenCharacter?: (kind: CharacterKind, id: number) => void }) {
  const result = resultOf(view);
  if (!result) return <p className="muted">This encounter has no result.</p>;
  return (
    <section className="gm-panel encounter-result" aria-label="Result" data-testid="gob-result">
      <h3 className="section-title">
        {result.standingSide === null ? "Nobody left standing" : `The ${sideLabel(result.standingSide).toLowerCase()} were left standing`}
        {result.declared ? " (stopped by the characters)" : ""}
      </h3>
      <p>
        {result.rounds} {result.rounds === 1 ? "round" : "rounds"} played.
      </p>
      <ul className="result-list">
        {result.combatants.map((c, index) => (
          <li key={index} className="result-member" data-testid={`gob-result-${index}`}>
            <span>
              {c.name}{" "}
              <span className="muted">
                · {sideLabel(c.side)} · {TRAITS.map((t, i) => `${TRAIT_LABEL[t]} ${c.pools[i]}`).join(", ")} · {CONDITION_LABEL[c.condition]}
                {c.xpRecorded ? " · XP written to the ledger" : ""}
              </span>
            </span>
            {onOpenCharacter && c.characterId != null ? (
              <button type="button" className="button" onClick={() => onOpenCharacter("pc", c.characterId!)}>
                Open sheet
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
