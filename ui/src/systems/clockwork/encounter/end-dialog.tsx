import { useId, useState, type FormEvent } from "react";
import type { CharacterKind } from "../../../bindings";
import { ErrorNotice } from "../../../components/error-notice";
import { Modal } from "../../../shared/modal";
import { useCharacterList, useEndEncounter } from "../../../queries";
import { fateLabel, sideLabel } from "./labels";
import type { EncounterView } from "./types";
import { combatOf, resultOf, taggedClose } from "./view";

/**
 * Ends the combat. A fight the engine ended keeps its winner; one still under way ends with the
 * side the GM names (or none), which the log records. ClockWork characters keep no running
 * vitals or wounds between fights yet: the result lists them for the table.
 */
export function EndCombatDialog({ view, onClose }: { view: EncounterView; onClose: () => void }) {
  const end = useEndEncounter();
  const combat = combatOf(view);
  const over = combat?.outcome ?? null;
  const [winner, setWinner] = useState<"" | "0" | "1">("");
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    end.mutate({ id: view.id, close: taggedClose(over || winner === "" ? {} : { winner: Number(winner) }) }, { onSuccess: onClose });
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <form onSubmit={submit} className="tool-form" data-testid="cwc-end-dialog">
        <h3 id={titleId} className="pane-title">
          End the combat
        </h3>
        {over ? (
          <p data-testid="cwc-end-outcome-fixed">{over.winner === null ? "Nobody was left fighting." : `The ${sideLabel(over.winner).toLowerCase()} carried it.`}</p>
        ) : (
          <div className="field">
            <label className="field-label" htmlFor={`${titleId}-winner`}>
              Who carried it
            </label>
            <select id={`${titleId}-winner`} className="select" value={winner} onChange={(e) => setWinner(e.target.value as "" | "0" | "1")} data-testid="cwc-winner">
              <option value="">Nobody (a draw, a truce)</option>
              <option value="0">The party</option>
              <option value="1">The foes</option>
            </select>
          </div>
        )}
        <p className="muted">The log keeps every roll; the result lists each combatant's vitals, wounds and state for you to carry on at the table.</p>
        {end.isError ? <ErrorNotice error={end.error} /> : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={end.isPending} data-testid="cwc-confirm-end">
            {end.isPending ? "Ending…" : "End the combat"}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** How the combat ended: the winner, rounds, and every combatant's vitals, wounds and state. */
export function ClockworkResultView({ view, onOpenCharacter }: { view: EncounterView; onOpenCharacter?: (kind: CharacterKind, id: number) => void }) {
  const characters = useCharacterList({ system: "clockwork" });
  const result = resultOf(view);
  if (!result) return <p className="muted">This encounter has no result.</p>;
  const known = new Map((characters.data ?? []).map((c) => [c.id, c]));
  return (
    <section className="gm-panel encounter-result" aria-label="Result" data-testid="cwc-result">
      <h3 className="section-title" data-testid="cwc-result-outcome">
        {result.winner === null ? "No winner" : `The ${sideLabel(result.winner).toLowerCase()} carried it`}
        {result.declared ? " (declared by the GM)" : ""}
      </h3>
      <p>
        {result.rounds} {result.rounds === 1 ? "round" : "rounds"} fought.
      </p>
      <ul className="result-list">
        {result.combatants.map((c, index) => (
          <li key={index} className="result-member" data-testid={`cwc-result-${index}`}>
            <span>
              {c.name} <span className="muted">· {sideLabel(c.side)} · vitals {c.vitals}/{c.vitalsMax} · {c.wounds} {c.wounds === 1 ? "wound" : "wounds"} · {fateLabel(c.fate)}</span>
            </span>
            {onOpenCharacter && c.characterId !== null ? (
              <button type="button" className="button" onClick={() => onOpenCharacter(known.get(c.characterId!)?.kind ?? "pc", c.characterId!)} data-testid={`cwc-open-${index}`}>
                Open sheet
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
