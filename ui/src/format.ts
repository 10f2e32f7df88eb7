// Display formatting only; never rules.

import type { CharacterKind, SystemId, SystemListing } from "./bindings";

/** A timestamp from the backend (RFC 3339) in the GM's locale. */
export function formatDate(rfc3339: string): string {
  const date = new Date(rfc3339);
  if (Number.isNaN(date.getTime())) {
    return rfc3339;
  }
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** The system's name as listSystems gives it, falling back to the id while that loads. */
export function systemName(systems: readonly SystemListing[] | undefined, id: SystemId): string {
  return systems?.find((system) => system.id === id)?.name ?? id;
}

export const KIND_LABELS: Record<CharacterKind, string> = {
  pc: "Player character",
  npc: "NPC",
};

/** "1 NPC", "3 NPCs". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** A modifier as printed: "+2", "−1" (a true minus sign), "0". */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : "0");
