import { useId, useState, type FormEvent } from "react";
import type { CharacterKind } from "../../../bindings";
import { ErrorNotice } from "../../../components/error-notice";
import { Modal } from "../../../shared/modal";
import { useCharacterList, useEndEncounter } from "../../../queries";
import { FATE_LABEL, OUTCOME_LABEL, OUTCOMES } from "./labels";
import type { EncounterView, Outcome } from "./types";
import { combatOf, resultOf, taggedClose } from "./view";

/**
 * Ends the combat: its outcome (unless the engine already ended it) and the Victories each hero
 * who took part earns. Ending writes each hero's Stamina, Recoveries and Victories back.
 */
export function EndCombatDialog({ view, onClose }: { view: EncounterView; onClose: () => void }) {
  const end = useEndEncounter();
  const combat = combatOf(view);
  const phase = combat?.state.phase;
  const over = phase?.kind === "ended";
  const [outcome, setOutcome] = useState<Outcome>(combat?.decided ?? "declared");
  const [victories, setVictories] = useState("0");
  const titleId = useId();
  const n = Number(victories);
  const valid = victories.trim() !== "" && Number.isInteger(n) && n >= 0 && n <= 100;
  const heroes = (combat?.state.combatants ?? []).filter((c) => c.hero);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    end.mutate({ id: view.id, close: taggedClose({ victories: n, ...(over ? {} : { outcome }) }) }, { onSuccess: onClose });
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} wide>
      <form onSubmit={submit} className="tool-form" data-testid="dsc-end-dialog">
        <h3 id={titleId} className="pane-title">
          End the combat
        </h3>
        {over && phase?.kind === "ended" ? (
          <p data-testid="dsc-end-outcome-fixed">{OUTCOME_LABEL[phase.outcome]}.</p>
        ) : (
          <div className="field">
            <label className="field-label" htmlFor={`${titleId}-outcome`}>
              Outcome
            </label>
            <select id={`${titleId}-outcome`} className="select" value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome)} data-testid="dsc-outcome">
              {OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {OUTCOME_LABEL[o]}
                  {combat?.decided === o ? " (nobody is left standing on the other side)" : ""}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label className="field-label" htmlFor={`${titleId}-victories`}>
            Victories for each hero
          </label>
          <input
            id={`${titleId}-victories`}
            className="input input-narrow"
            type="number"
            min={0}
            value={victories}
            onChange={(e) => setVictories(e.target.value)}
            aria-invalid={!valid || undefined}
            data-testid="dsc-victories"
          />
          {!valid ? (
            <p className="field-error" role="alert">
              Victories are a whole number, 0 or more.
            </p>
          ) : null}
        </div>
        <p className="muted">
          {heroes.length === 0
            ? "No heroes took part."
            : `${heroes.map((h) => h.name).join(", ")} keep their Stamina and Recoveries as they stand now and each gain these Victories.`}
        </p>
        {end.isError ? <ErrorNotice error={end.error} /> : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={end.isPending || !valid} data-testid="dsc-confirm-end">
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

/** What the combat wrote back: the outcome, rounds, Victories, each hero's Stamina, who fell. */
export function DrawSteelResultView({ view, onOpenCharacter }: { view: EncounterView; onOpenCharacter?: (kind: CharacterKind, id: number) => void }) {
  const characters = useCharacterList({ system: "draw_steel" });
  const result = resultOf(view);
  if (!result) return <p className="muted">This encounter has no result.</p>;
  const known = new Map((characters.data ?? []).map((c) => [c.id, c]));

  return (
    <section className="gm-panel encounter-result" aria-label="Result" data-testid="dsc-result">
      <h3 className="section-title" data-testid="dsc-result-outcome">
        {OUTCOME_LABEL[result.outcome]}
      </h3>
      <p>
        {result.rounds} {result.rounds === 1 ? "round" : "rounds"} fought · {result.victories} {result.victories === 1 ? "Victory" : "Victories"} for each hero.
      </p>
      <h4 className="fh-inline-label">Heroes</h4>
      {result.heroes.length === 0 ? <p className="muted">None.</p> : null}
      <ul className="result-list">
        {result.heroes.map((hero) => (
          <li key={hero.characterId} className="result-member" data-testid={`dsc-result-hero-${hero.characterId}`}>
            <span>
              {hero.name} <span className="muted">· Stamina {hero.stamina} · {hero.recoveries} Recoveries left{hero.fate !== "standing" ? ` · ${FATE_LABEL[hero.fate]}` : ""}</span>
            </span>
            {onOpenCharacter ? (
              <button type="button" className="button" onClick={() => onOpenCharacter(known.get(hero.characterId)?.kind ?? "pc", hero.characterId)} data-testid={`dsc-open-hero-${hero.characterId}`}>
                Open sheet
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {(result.deleted ?? []).length > 0 ? (
        <p className="notice notice-info" data-testid="dsc-result-deleted">
          Not written back (deleted from the campaign during the fight): {(result.deleted ?? []).join(", ")}.
        </p>
      ) : null}
      <h4 className="fh-inline-label">Fell</h4>
      {result.fallen.length === 0 ? <p className="muted">Nobody.</p> : null}
      <ul className="result-list" data-testid="dsc-result-fallen">
        {result.fallen.map((name, index) => (
          <li key={index}>{name}</li>
        ))}
      </ul>
    </section>
  );
}
