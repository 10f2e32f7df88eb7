// What the Game of Bastards page keeps while the GM is elsewhere (apart from the page, so the
// registry does not load the page to know its starting state): the tab and the open scene.

export type BastardsTab = "scenes" | "monsters";

export type BastardsPageState = {
  tab: BastardsTab;
  /** The scene open on the Scenes tab, or null for the list. */
  scene: number | null;
};

export const INITIAL_BASTARDS_PAGE_STATE: BastardsPageState = { tab: "scenes", scene: null };
