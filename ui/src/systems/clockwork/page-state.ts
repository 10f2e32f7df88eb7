// What the ClockWork page keeps while the GM is elsewhere (apart from the page, so the registry
// does not load the page to know its starting state).

/** The focus the global search opened, marked on the page. */
export type ClockworkPageState = { highlight: number | null };
export const INITIAL_CLOCKWORK_PAGE_STATE: ClockworkPageState = { highlight: null };
