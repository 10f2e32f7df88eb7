// Fated Hand characters for tests on the plain fake backend: each carries its view (sheet,
// gear, history, deck) as the real backend recorded it in the scenario `fh-seeds`
// (recorded/scenarios/fh-seeds.json), so no number on them is computed in TypeScript.

import type { CharacterSheet, FatedHandView } from "../bindings";
import type { SeedCharacter } from "./fake-backend";
import { recordedRead } from "./scenario";

function recorded(id: number): FatedHandView {
  const sheet = recordedRead<{ sheet: CharacterSheet | null }>("fh-seeds", "get_character", { id }).sheet;
  if (sheet?.system !== "fated_hand") throw new Error(`fh-seeds records no Fated Hand sheet for character ${id}.`);
  const { system: _, ...view } = sheet;
  return view;
}

/** A level-2 Scout holding 3 of the Scout's 4 perks (so Hunter and Rogue are reachable), dealt a hand. */
export const BRANNOC: SeedCharacter = { name: "Brannoc the Grey", fatedHand: { view: recorded(1) } };

/** A level-1 Student with 2 of 4 perks: she may promote to Scholar or Mystic (both magical). */
export const MIRA: SeedCharacter = { name: "Mira Quell", fatedHand: { view: recorded(2) } };

/** A level-0 Novice NPC with Brannoc's build. */
export const BANDIT: SeedCharacter = { name: "Bandit", kind: "npc", fatedHand: { view: recorded(3) } };
