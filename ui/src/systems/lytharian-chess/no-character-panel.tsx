import type { CharacterView } from "../../bindings";

/** A Lytharian Chess character keeps no sheet: the game is played with armies and decks. */
export function NoCharacterPanel(_props: { character: CharacterView }) {
  return <p className="muted">Lytharian Chess keeps no character sheet: its armies, decks and cards are on the Lytharian Chess page.</p>;
}
