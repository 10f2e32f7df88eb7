import { describe, expect, it } from "vitest";
import { recordedRead } from "../../../test/scenario";
import { foeSuggestion } from "./reactions";
import type { EncounterView } from "../../../bindings";

/** Encounter 1 of a recorded Draw Steel scenario, after its `state`-th call (0: after the setup). */
const at = (scenario: string, state: number) => recordedRead<EncounterView>(scenario, "get_encounter", { id: 1 }, state);
const suggested = (view: EncounterView) => (view.battle?.system === "draw_steel" ? view.battle.suggestion : undefined);

describe("Let the foes act", () => {
  it("takes a foe's turn start and its moves, never a hero's", () => {
    // The foes' pick, then the gnawer's turn (ds-gm-foes-pick).
    const foesPick = at("ds-gm-foes-pick", 0);
    expect(suggested(foesPick)).toEqual({ command: "start_turn", actor: 1 });
    expect(foeSuggestion(foesPick)).toEqual({ command: "start_turn", actor: 1 });
    const foeTurn = at("ds-gm-foes-pick", 1);
    expect(suggested(foeTurn)).toEqual({ command: "end_turn", saves: [] });
    expect(foeSuggestion(foeTurn)).toEqual({ command: "end_turn", saves: [] });
    // Korva's turn, and the heroes' pick.
    const heroTurn = at("ds-gm-korva-turn", 0);
    expect(suggested(heroTurn)).toEqual({ command: "end_turn", saves: [] });
    expect(foeSuggestion(heroTurn)).toBeNull();
    const heroesPick = at("ds-gm-heroes-pick", 0);
    expect(suggested(heroesPick)).toEqual({ command: "start_turn", actor: 0 });
    expect(foeSuggestion(heroesPick)).toBeNull();
  });

  it("leaves a pending forced movement and the end of the combat to the GM", () => {
    // After Korva's tier-3 Anvil Blow (call 6 of ds-combat-flow) the push is pending.
    const pending = at("ds-combat-flow", 6);
    expect(suggested(pending)).toEqual({ command: "skip_forced_move" });
    expect(foeSuggestion(pending)).toBeNull();
    // The gnawer is dead: the engine suggests ending the combat.
    const decided = at("ds-gm-end", 0);
    expect(suggested(decided)).toEqual({ command: "end_combat", outcome: "heroes_won" });
    expect(foeSuggestion(decided)).toBeNull();
  });
});
