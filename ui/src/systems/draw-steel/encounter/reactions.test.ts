import { describe, expect, it } from "vitest";
import { combatView, dsCombatant, openingState, standInHero } from "../../../test/fake-ds-combat";
import { encounter } from "../../../test/fake-encounter";
import { foeSuggestion } from "./reactions";
import type { CombatState, Command } from "./types";

const withSuggestion = (state: CombatState, suggestion: Command | null) =>
  encounter({ system: "draw_steel", plan: { system: "draw_steel", participants: [] }, battle: { ...combatView(state, []), suggestion } });
const round = (fields: Partial<CombatState>) =>
  openingState([standInHero("Korva", 1), dsCombatant("Mire Gnawer")], { round: 1, phase: { kind: "round", next: "foes" }, firstSide: "foes", ...fields });
const budget = { main: 1, maneuver: 1, moves: 1, movement: 0, dazed: false, things: 0, immediateMain: false };

describe("Let the foes act", () => {
  it("takes a foe's turn start and its moves, never a hero's", () => {
    expect(foeSuggestion(withSuggestion(round({}), { command: "start_turn", actor: 1 }))).toEqual({ command: "start_turn", actor: 1 });
    const foeTurn = round({ turn: { actor: 1, budget, hiddenBenefit: false } });
    expect(foeSuggestion(withSuggestion(foeTurn, { command: "end_turn", saves: [] }))).toEqual({ command: "end_turn", saves: [] });
    const heroTurn = round({ phase: { kind: "round", next: "heroes" }, turn: { actor: 0, budget, hiddenBenefit: false } });
    expect(foeSuggestion(withSuggestion(heroTurn, { command: "end_turn", saves: [] }))).toBeNull();
    expect(foeSuggestion(withSuggestion(round({ phase: { kind: "round", next: "heroes" } }), { command: "start_turn", actor: 0 }))).toBeNull();
  });

  it("leaves a pending forced movement and the end of the combat to the GM", () => {
    const pending = round({ turn: { actor: 1, budget, hiddenBenefit: false }, pendingMoves: [{ source: 1, target: 0, movement: "push", distance: 1, vertical: false }] });
    expect(foeSuggestion(withSuggestion(pending, { command: "skip_forced_move" }))).toBeNull();
    const foeTurn = round({ turn: { actor: 1, budget, hiddenBenefit: false } });
    expect(foeSuggestion(withSuggestion(foeTurn, { command: "end_combat", outcome: "heroes_lost" }))).toBeNull();
  });
});
