// Responses recorded from the real backend, replayed by the fake one so that UI tests never
// compute a rule in TypeScript. The requests are listed in `recorded/requests.json`; a Rust test
// (`cargo test -p tablekeep-api recorded`) runs each through the real command and writes
// `recorded/responses.json`, failing when the committed copy is stale, like the bindings.

import type { AppError } from "../bindings";
import { BackendError } from "../backend";
import responses from "./recorded/responses.json";

type Recorded = { args: unknown; ok?: unknown; error?: AppError };

/** The arguments as the recording keys them: absent and `null` fields left out, keys sorted. */
export function canonical(value: unknown): string {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === "object") {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, inner]) => inner !== undefined && inner !== null)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, inner]) => [key, strip(inner)]),
      );
    }
    return v;
  };
  return JSON.stringify(strip(value));
}

const byCommand = new Map<string, Map<string, Recorded>>();
for (const [command, rows] of Object.entries(responses as Record<string, Recorded[]>)) {
  byCommand.set(command, new Map(rows.map((row) => [canonical(row.args), row])));
}

/** The real backend's answer to `command` with `args`, as recorded: its result, or its error thrown. */
export function replay<T>(command: string, args: unknown): T {
  const row = byCommand.get(command)?.get(canonical(args));
  if (!row) {
    // One line a missing request, for collecting them: `grep RECORD-MISSING`.
    console.error(`RECORD-MISSING ${command} ${canonical(args)}`);
    throw new Error(
      `No recorded response for ${command} ${canonical(args)}: add the arguments to ui/src/test/recorded/requests.json and run cargo test -p tablekeep-api recorded.`,
    );
  }
  if (row.error) throw new BackendError(row.error);
  return structuredClone(row.ok) as T;
}
