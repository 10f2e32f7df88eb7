// Responses recorded from the real backend, replayed by the fake ones so that UI tests never
// compute a rule in TypeScript. Two kinds, both recorded by one Rust test
// (`cargo test -p tablekeep-api recorded`, crates/api/tests/it/recorded.rs) that rewrites a
// stale recording and fails, like the bindings, so every change is reviewed and committed:
//
// - Campaign-free commands (this file): `recorded/requests.json` lists the arguments per
//   command; `recorded/responses.json` holds each answer, replayed by `replay`.
// - Scenarios (scenario.ts) for everything that needs a campaign:
//   `recorded/scenarios/<name>.json` is `{ "setup": [...], "calls": [...], "reads": [...] }`,
//   each entry `{ "command": "snake_name", "args": {...} }`, run on a fresh campaign (fixed clock,
//   so ids, timestamps and dealt cards are the same on every run). `setup` runs before the UI
//   test starts; `calls` are the writes the test makes, in order; every `reads` entry is answered
//   after the setup and after each call. `recorded/scenario-responses/<name>.json` holds the
//   answers (a read's only where they change). `createScenarioBackend(name)` replays them.
//   The `shared` scenario's reads (content, table rules) answer for every scenario that does
//   not list them; the recorder checks that the scenario leaves them unchanged.
//
// A missing request fails with a line starting RECORD-MISSING that says where to add it.

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

/** The recorded answer to a campaign-free `command` with `args`, if there is one. */
export function recorded(command: string, args: unknown): Recorded | undefined {
  return byCommand.get(command)?.get(canonical(args));
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
