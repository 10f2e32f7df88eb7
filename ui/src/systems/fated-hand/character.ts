// The Fated Hand part of a character: the boundary tags a character's sheet and creation with
// their `system`; these narrow and tag them for this system's screens.

import type { CharacterCreation, CharacterView, FatedHandView, NewFatedHand } from "../../bindings";

/** The character's Fated Hand part, or null when the character has none (another system's). */
export function fatedHandOf(character: CharacterView): FatedHandView | null {
  return character.sheet?.system === "fated_hand" ? character.sheet : null;
}

/** A build (and gear) as the boundary carries it. */
export function taggedCreation(creation: NewFatedHand): CharacterCreation {
  return { system: "fated_hand", ...creation };
}
