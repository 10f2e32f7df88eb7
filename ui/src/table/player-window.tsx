import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { useBackend } from "../backend-context";
import { ErrorNotice } from "../components/error-notice";
import { systemUi } from "../systems/registry";
import type { TableOptions } from "./table-options";
import "./table.css";

/** How often the players' window asks for the table again: the GM's commands show within a second. */
export const TABLE_REFRESH_MS = 1000;
/** The newest log lines the window shows. */
const LOG_LINES = 12;

/**
 * The players' window: a read-only screen for the table (a second monitor, a TV) showing a running
 * encounter as one side may see it. It reads `table_view`, the engine's per-viewer view: no hand,
 * no hidden creature of the other side, no GM note ever reaches it.
 */
export function PlayerWindow({ options }: { options: TableOptions }) {
  const backend = useBackend();
  const table = useQuery({
    queryKey: ["tableView", options.encounterId, options.side],
    queryFn: () =>
      backend.tableView({ id: options.encounterId, viewer: { viewer: "side", id: options.side }, logLines: LOG_LINES }),
    refetchInterval: TABLE_REFRESH_MS,
  });
  const Board = table.data ? (systemUi(table.data.system)?.encounters?.TableBoard ?? null) : null;
  return (
    <main className="table-window" data-testid="table-window">
      {table.isError ? <ErrorNotice error={table.error} /> : null}
      {table.isPending ? <p className="muted">Setting the table…</p> : null}
      {table.data ? (
        <>
          <h1 className="table-title">{table.data.name}</h1>
          {table.data.phase === "prepared" ? <p className="muted">The fight has not begun.</p> : null}
          {table.data.phase === "ended" ? <p className="muted">The fight is over.</p> : null}
          {table.data.seen && Board ? (
            <Suspense fallback={<p className="muted">Setting the table…</p>}>
              <Board seen={table.data.seen} foeHealth={options.foeHealth} side={options.side} />
            </Suspense>
          ) : null}
          {table.data.log.length > 0 ? (
            <section aria-label="What happened" className="table-log">
              <h2>What happened</h2>
              <ol data-testid="table-log">
                {table.data.log.map((line, index) => (
                  <li key={`${line.command}-${index}`}>{line.text}</li>
                ))}
              </ol>
            </section>
          ) : null}
        </>
      ) : null}
    </main>
  );
}
