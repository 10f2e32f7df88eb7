/** What the players' window shows: which encounter, as which side sees it, and how foes' health reads. */
export type TableOptions = { encounterId: number; side: 0 | 1; foeHealth: "exact" | "bands" };

/** The window's address query for `options` (`?table=12&side=0&health=bands`). */
export function tableQuery(options: TableOptions): string {
  return `?table=${options.encounterId}&side=${options.side}&health=${options.foeHealth}`;
}

/** The options an address query asks for, or null when it is not a players' window. */
export function parseTableQuery(search: string): TableOptions | null {
  const params = new URLSearchParams(search);
  const id = Number(params.get("table"));
  if (!params.has("table") || !Number.isInteger(id) || id <= 0) return null;
  return {
    encounterId: id,
    side: params.get("side") === "1" ? 1 : 0,
    foeHealth: params.get("health") === "exact" ? "exact" : "bands",
  };
}
