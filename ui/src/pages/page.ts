/** The app's pages, in navigation order; the ids are the `nav-<page>` test ids too. */
export const PAGES = ["campaign", "party", "characters", "npcs", "encounters", "draw-steel", "sessions", "settings"] as const;
export type Page = (typeof PAGES)[number];

export const PAGE_LABELS: Record<Page, string> = {
  campaign: "Campaign",
  party: "Party",
  characters: "Characters",
  npcs: "NPCs",
  encounters: "Encounters",
  "draw-steel": "Draw Steel",
  sessions: "Sessions",
  settings: "Settings",
};
