import { useState, type FormEvent } from "react";
import { appErrorOf } from "../../../backend";
import { useEncounterCommand } from "../../../queries";
import { RuleCitation } from "../../../shared/rule-citation";
import { useCombat } from "./combat-context";
import { DiceInput } from "./dice-input";
import type { AppError } from "../../../bindings";
import type { InitiativeRoll, InitiativeSkill } from "./types";
import { taggedCommand } from "./view";

type Row = { skill: InitiativeSkill | ""; dice: string };

/** Typed numbers, or null when something typed is not a number: which numbers a d12 shows, and how many, the engine judges. */
function numbers(text: string): number[] | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const values = trimmed.split(/[\s,]+/).map(Number);
  return values.every((v) => Number.isInteger(v)) ? values : null;
}

/**
 * Initiative («Initiative»): each combatant's 12 dice against Agility or Intuition, entered from
 * the table or left to the engine (which reads the better skill). Dice the engine refuses (a
 * face no d12 shows, the wrong count) come back as its refusal, shown at the combatant's field.
 */
export function InitiativeForm() {
  const { view, combat, busy, clearError } = useCombat();
  const state = combat.state;
  const command = useEncounterCommand();
  const [rows, setRows] = useState<Row[]>(() => state.combatants.map(() => ({ skill: "", dice: "" })));
  const [refusal, setRefusal] = useState<{ row: number | null; error: AppError } | null>(null);
  const [typo, setTypo] = useState<number | null>(null);
  const offered = combat.legal.offered.some((o) => o.command.kind === "roll_initiative");

  const setRow = (index: number, patch: Partial<Row>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearError();
    setRefusal(null);
    const rolls: InitiativeRoll[] = [];
    for (const [index, row] of rows.entries()) {
      const dice = numbers(row.dice);
      if (dice === null) {
        setTypo(index);
        return;
      }
      if (dice !== undefined || row.skill !== "") {
        rolls.push({ combatant: index, skill: row.skill === "" ? null : row.skill, dice: dice ?? null });
      }
    }
    setTypo(null);
    command.mutate(
      { id: view.id, expectedCursor: view.cursor, command: taggedCommand({ kind: "roll_initiative", rolls }) },
      {
        onError: (failure) => {
          const error = appErrorOf(failure);
          if (!error) return;
          // The engine names the combatant whose dice it refuses ("The initiative of Borra: …").
          const named = state.combatants
            .map((c, index) => ({ index, name: c.fighter.name }))
            .filter(({ index, name }) => rolls.some((r) => r.combatant === index) && error.message.includes(` of ${name}`))
            .sort((a, b) => b.name.length - a.name.length)[0];
          setRefusal({ row: named?.index ?? null, error });
        },
      },
    );
  };

  return (
    <form className="gm-panel" aria-label="Initiative" onSubmit={submit} data-testid="cwc-initiative">
      <h3 className="section-title">Initiative</h3>
      <p>Everyone rolls 12 dice against their Agility or Intuition; the order runs from the most gains («Initiative»). Enter the dice a player rolled at the table, or leave them to Tablekeep.</p>
      <table className="table cw-initiative">
        <thead>
          <tr>
            <th scope="col">Combatant</th>
            <th scope="col">Against</th>
            <th scope="col">Dice from the table</th>
          </tr>
        </thead>
        <tbody>
          {state.combatants.map((c, index) => {
            const row = rows[index]!;
            const error = typo === index ? "Type the dice as numbers, separated by spaces or commas." : refusal?.row === index ? refusal.error.message : null;
            return (
              <tr key={index}>
                <th scope="row">{c.fighter.name}</th>
                <td>
                  <select className="select" aria-label={`${c.fighter.name}'s initiative skill`} value={row.skill} onChange={(e) => setRow(index, { skill: e.target.value as Row["skill"] })} data-testid={`cwc-initiative-skill-${index}`}>
                    <option value="">The better skill</option>
                    <option value="agility">Agility ({c.fighter.ranks.agility})</option>
                    <option value="intuition">Intuition ({c.fighter.ranks.intuition})</option>
                  </select>
                </td>
                <td>
                  <DiceInput value={row.dice} onChange={(dice) => setRow(index, { dice })} label={`${c.fighter.name}'s 12 dice`} testId={`cwc-initiative-dice-${index}`} error={error} />
                  {refusal?.row === index && refusal.error.rule ? <RuleCitation rule={refusal.error.rule} /> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {refusal && refusal.row === null ? (
        <p className="field-error" role="alert">
          {refusal.error.message} {refusal.error.rule ? <RuleCitation rule={refusal.error.rule} /> : null}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={!offered || busy || command.isPending} data-testid="cwc-roll-initiative">
        Roll initiative
      </button>
    </form>
  );
}
