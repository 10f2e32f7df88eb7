// THE list of systems the UI knows: one line per system. A `SystemId` from the bindings that is
// missing here is a type error, never a fall-back to another system's screens; `null` says
// plainly that a system has no screens of its own yet (its characters show the shared parts only).

import type { SystemId } from "../bindings";
import { clockworkUi } from "./clockwork/ui";
import { drawSteelUi } from "./draw-steel/ui";
import { fatedHandUi } from "./fated-hand/ui";
import { gameOfBastardsUi } from "./game-of-bastards/ui";
import { lytharianChessUi } from "./lytharian-chess/ui";
import type { SystemPage, SystemUi } from "./system-ui";

export const SYSTEMS = {
  fated_hand: fatedHandUi,
  draw_steel: drawSteelUi,
  game_of_bastards: gameOfBastardsUi,
  lytharian_chess: lytharianChessUi,
  clockwork: clockworkUi,
} satisfies Record<SystemId, SystemUi | null>;

/** The systems in the registry's order (the order choices offer them). */
export const SYSTEM_IDS = Object.keys(SYSTEMS) as SystemId[];

/** A system's screens, or null when it has none yet. */
export function systemUi(system: SystemId): SystemUi | null {
  return SYSTEMS[system];
}

/** The systems that run encounters; the first is the one "New encounter" starts with. */
export const ENCOUNTER_SYSTEMS: readonly SystemId[] = SYSTEM_IDS.filter((id) => (systemUi(id)?.encounters ?? null) !== null);

/** The ids of the pages systems add to the side navigation. */
export type SystemPageId = NonNullable<(typeof SYSTEMS)[SystemId]>["pages"][number]["id"];

/** Every system's pages, in the registry's order. */
export const SYSTEM_PAGES = SYSTEM_IDS.flatMap((id) => systemUi(id)?.pages ?? []) as readonly SystemPage<SystemPageId>[];

/** The system that makes quick NPCs (one today; a second would need a choice like "New encounter"'s). */
export const QUICK_NPC_SYSTEM: SystemId | undefined = SYSTEM_IDS.find((id) => systemUi(id)?.character.QuickNpc !== undefined);

/** The page that shows `system`'s library entries, with how to open one there. */
export function contentPage(system: SystemId): (SystemPage<SystemPageId> & { openContent: NonNullable<SystemPage["openContent"]> }) | undefined {
  const pages = (systemUi(system)?.pages ?? []) as readonly SystemPage<SystemPageId>[];
  return pages.find((page): page is SystemPage<SystemPageId> & { openContent: NonNullable<SystemPage["openContent"]> } => page.openContent !== undefined);
}
