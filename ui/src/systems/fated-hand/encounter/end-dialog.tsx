import { useId, useState, type FormEvent } from "react";
import type { CharacterKind } from "../../../bindings";
import { ErrorNotice } from "../../../components/error-notice";
import { Modal } from "../../../shared/modal";
import { useCharacterList, useEndEncounter } from "../../../queries";
import { OUTCOME_LABEL, offerText, SIDE_LABEL } from "./battle-labels";
import type { EncounterView, Outcome } from "./types";
import { battleOf, resultOf, taggedClose } from "./view";

const OUTCOMES: Outcome[] = ["declared", "party_won", "foes_won", "retreat"];

/** Ends the battle: its outcome (when the engine has not called it) and the Knowledge Points accepted. */
export function EndBattleDialog({ view, onClose }: { view: EncounterView; onClose: () => void }) {
  const end = useEndEncounter();
  const battle = battleOf(view);
  const offers = battle?.offers ?? [];
  const phase = battle?.state.phase;
  const over = phase?.phase === "ended";
  const [outcome, setOutcome] = useState<Outcome>("declared");
  const [ticked, setTicked] = useState<boolean[]>(offers.map(() => true));
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    end.mutate(
      {
        id: view.id,
        close: taggedClose({
          ...(over ? {} : { outcome }),
          awards: offers.filter((_, i) => ticked[i]).map((o) => ({ characterId: o.characterId, target: o.target, manner: o.manner })),
        }),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} wide>
      <form onSubmit={submit} className="tool-form" data-testid="end-battle-dialog">
        <h3 id={titleId} className="pane-title">
          End the battle
        </h3>
        {over ? (
          <p>{phase?.phase === "ended" ? OUTCOME_LABEL[phase.outcome] : null}.</p>
        ) : (
          <div className="field">
            <label className="field-label" htmlFor={`${titleId}-outcome`}>
              Outcome
            </label>
            <select id={`${titleId}-outcome`} className="select" value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome)} data-testid="end-outcome">
              {OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {OUTCOME_LABEL[o]}
                </option>
              ))}
            </select>
          </div>
        )}
        <fieldset className="field">
          <legend className="field-label">Knowledge Points to award</legend>
          {offers.length === 0 ? <p className="muted">The battle offers no Knowledge Points.</p> : null}
          {offers.map((offer, index) => (
            <label key={index} className="check offer">
              <input
                type="checkbox"
                checked={ticked[index] ?? false}
                onChange={(e) => setTicked(ticked.map((t, i) => (i === index ? e.target.checked : t)))}
                data-testid={`offer-${index}`}
              />{" "}
              {offerText(offer)}
            </label>
          ))}
        </fieldset>
        {end.isError ? <ErrorNotice error={end.error} /> : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={end.isPending} data-testid="end-battle-confirm">
            {end.isPending ? "Ending…" : "End the battle"}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** What the battle wrote back: outcome, rounds, who fell, Knowledge Points, and the party's sheets. */
export function ResultView({ view, onOpenCharacter }: { view: EncounterView; onOpenCharacter?: (kind: CharacterKind, id: number) => void }) {
  const characters = useCharacterList({ system: "fated_hand" });
  const result = resultOf(view);
  if (!result) return <p className="muted">This encounter has no result.</p>;
  const known = new Map((characters.data ?? []).map((c) => [c.id, c]));

  return (
    <section className="gm-panel encounter-result" aria-label="Result" data-testid="encounter-result">
      <h3 className="section-title" data-testid="result-outcome">
        {OUTCOME_LABEL[result.outcome]}
      </h3>
      <p>
        {result.rounds} {result.rounds === 1 ? "round" : "rounds"} fought.
      </p>
      <h4 className="fh-inline-label">Fell</h4>
      {result.incapacitated.length === 0 ? <p className="muted">Nobody.</p> : null}
      <ul className="result-list">
        {result.incapacitated.map((fallen, index) => (
          <li key={index}>
            {fallen.name} <span className="muted">· {SIDE_LABEL[fallen.side]}</span>
          </li>
        ))}
      </ul>
      <h4 className="fh-inline-label">Knowledge Points awarded</h4>
      {result.awarded.length === 0 ? <p className="muted">None.</p> : null}
      <ul className="result-list" data-testid="result-awarded">
        {result.awarded.map((offer, index) => (
          <li key={index}>{offerText(offer)}</li>
        ))}
      </ul>
      <h4 className="fh-inline-label">The party</h4>
      <ul className="result-list">
        {result.party.map((id) => {
          const c = known.get(id);
          return (
            <li key={id} className="result-member">
              <span>{c?.name ?? `Character ${id}`}</span>
              {onOpenCharacter ? (
                <button type="button" className="button" onClick={() => onOpenCharacter(c?.kind ?? "pc", id)} data-testid={`open-sheet-${id}`}>
                  Open sheet to advance
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
