// Writing a scenario: run the test once against the real engine and list the calls it makes.
//
//   TABLEKEEP_LIVE=/path/to/tablekeep npx vitest run <test file>
//
// With TABLEKEEP_LIVE set to the CLI binary (`cargo build -p tablekeep-cli`), every
// `createScenarioBackend(name)` answers from the real commands instead: the scenario's setup
// (with what it extends) runs on a fresh campaign file, then each request of the test runs there
// through the CLI and is appended to /tmp/tablekeep-live/<name>.jsonl (`{command, args, write}`).
// Those lines are the scenario's `calls` (writes, in order) and `reads`; write them into
// recorded/scenarios/<name>.json and record it (cargo test -p tablekeep-api recorded). The live
// answers use the real clock, so the recording, not this run, is what the tests replay.

import { execFileSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppError } from "../bindings";
import { commands } from "../bindings";
import { BackendError, type Backend } from "../backend";

type Call = { command: string; args: unknown };
type Written = { extends?: string; setup?: Call[]; calls?: Call[] };

/** Run from ui/ (npx vitest). */
const SCENARIOS = "src/test/recorded/scenarios";
const OUT = "/tmp/tablekeep-live";

/** Commands that only read: everything else is a write, in `calls`. */
const READS = /^(draw_steel_|lytharian_chess_)?(get_|list_|export_|campaign_info$|draw_steel_hero$|draw_steel_preview_hero$|draw_steel_roll_preview$|draw_steel_check_content$|draw_steel_roll_odds$|encounter_log$|check_army$|check_card$|opposite_pairs$|keywords$)/;

function setupOf(name: string): Call[] {
  const written = JSON.parse(readFileSync(join(SCENARIOS, `${name}.json`), "utf8")) as Written;
  const base = written.extends ? [...setupOf(written.extends), ...(readBase(written.extends).calls ?? [])] : [];
  return [...base, ...(written.setup ?? [])];
}
const readBase = (name: string) => JSON.parse(readFileSync(join(SCENARIOS, `${name}.json`), "utf8")) as Written;

const rustName = (command: string) => command.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function createLiveBackend(binary: string, name: string): Backend {
  const dir = mkdtempSync(join(tmpdir(), "tablekeep-live-"));
  // The file every call names with --campaign; a "test:start" setup step points it elsewhere.
  let campaign = join(dir, "main.tablekeep");
  const env = { ...process?.env, TABLEKEEP_DATA_DIR: join(dir, "data"), TABLEKEEP_CONFIG_DIR: join(dir, "config") };
  const run = (command: string, args: unknown): { ok?: unknown; error?: AppError } => {
    try {
      // As the recorder does: /campaigns/ is the campaign's folder, both ways. The first call
      // creates the campaign file (--create), as the recorder's fresh campaign.
      const input = JSON.stringify(args ?? {}).replaceAll('"/campaigns/', `"${dir}/`);
      const out = execFileSync(binary, ["--campaign", campaign, "--create", "call", command, input], { env, encoding: "utf8" }).replaceAll(dir, "/campaigns");
      return { ok: JSON.parse(out) };
    } catch (err) {
      const out = ((err as { stdout?: string }).stdout ?? "").replaceAll(dir, "/campaigns");
      try {
        return { error: JSON.parse(out) as AppError };
      } catch {
        throw err;
      }
    }
  };
  for (const call of setupOf(name)) {
    if (call.command === "test:truncate_file") {
      // As the recorder does: a damaged campaign, the file cut to half its size.
      const file = String((call.args as { path: string }).path).replace("/campaigns/", `${dir}/`);
      truncateSync(file, Math.floor(statSync(file).size / 2));
      continue;
    }
    if (call.command === "test:start") {
      // As the recorder does: the app starts on that file (campaign-free commands still run when it fails to open).
      campaign = String((call.args as { path: string }).path).replace("/campaigns/", `${dir}/`);
      continue;
    }
    const answer = run(call.command, call.args);
    if (answer.error) throw new Error(`live ${name}: setup ${call.command} failed: ${answer.error.message}`);
  }
  mkdirSync(OUT, { recursive: true });
  const log = join(OUT, `${name}.jsonl`);
  rmSync(log, { force: true });
  // Where the campaign is, to look at it afterwards: TABLEKEEP_DATA_DIR=<dir>/data tablekeep --campaign <dir>/main.tablekeep call …
  writeFileSync(join(OUT, `${name}.campaign`), dir);
  const backend = Object.fromEntries(
    Object.keys(commands).map((command) => [
      command,
      async (...args: unknown[]) => {
        const rust = rustName(command);
        const input = args[0] ?? {};
        appendFileSync(log, JSON.stringify({ command: rust, args: input, write: !READS.test(rust) }) + "\n");
        const answer = run(rust, input);
        if (answer.error) throw new BackendError({ ...answer.error, field: answer.error.field ?? null, rule: answer.error.rule ?? null });
        return answer.ok;
      },
    ]),
  );
  return backend as unknown as Backend;
}
