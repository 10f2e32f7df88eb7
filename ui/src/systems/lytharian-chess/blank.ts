// A new card of each kind: every value unknown until the GM enters it (nothing is guessed).

import type { LytharianCard, LytharianCardKind } from "../../bindings";

export function blankCard(kind: LytharianCardKind): LytharianCard {
  switch (kind) {
    case "troop":
      return {
        kind,
        name: "",
        piece: "unknown",
        race: "unknown",
        class: "unknown",
        creature: "unknown",
        alignment: "unknown",
        att: "unknown",
        def: "unknown",
        power: "unknown",
        unique: "unknown",
        abilities: [],
        abilitiesComplete: true,
        notes: [],
        sources: [],
      };
    case "spell":
      return {
        kind,
        name: "",
        spellType: "unknown",
        subtype: "unknown",
        element: "unknown",
        cost: "unknown",
        rarity: "unknown",
        unique: "unknown",
        grants: [],
        summary: "unknown",
        notes: [],
        sources: [],
      };
    case "equipment":
      return { kind, name: "", slot: "unknown", att: "unknown", def: "unknown", cost: "unknown", reforge: "unknown", unique: "unknown", notes: [], sources: [] };
  }
}
