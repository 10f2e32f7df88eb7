import { SYSTEM_PAGES, type SystemPageId } from "../systems/registry";

/** The app's own pages before and after the ones systems add (see `systems/registry.ts`). */
const FIRST_PAGES = ["campaign", "party", "characters", "npcs", "encounters"] as const;
const LAST_PAGES = ["sessions", "automation", "settings"] as const;

export type Page = (typeof FIRST_PAGES)[number] | SystemPageId | (typeof LAST_PAGES)[number];

/** The app's pages, in navigation order; the ids are the `nav-<page>` test ids too. */
export const PAGES: readonly Page[] = [...FIRST_PAGES, ...SYSTEM_PAGES.map((page) => page.id), ...LAST_PAGES];

export const PAGE_LABELS: Record<Page, string> = {
  campaign: "Campaign",
  party: "Party",
  characters: "Characters",
  npcs: "NPCs",
  encounters: "Encounters",
  ...(Object.fromEntries(SYSTEM_PAGES.map((page) => [page.id, page.label])) as Record<SystemPageId, string>),
  sessions: "Sessions",
  automation: "Automation",
  settings: "Settings",
};
