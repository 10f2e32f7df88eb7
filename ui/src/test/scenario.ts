// A fake backend that replays a recorded scenario: the real backend's answers to an ordered list
// of calls on a fresh campaign (see recorded.ts for the mechanism and how to record).
//
// The writes (`calls`) must come in the recorded order, each answered with its recorded result
// or typed error; a read (`reads`) is answered as the campaign stood after the last write made,
// however often it is asked (react-query refetches). A read the scenario does not list falls
// back on the `shared` scenario (a fresh campaign's content and table rules; the recorder checks
// that the scenario leaves them unchanged), then on recorded/responses.json (campaign-free).
// Anything else fails loudly with RECORD-MISSING and how to record it, and the test fails at its
// end (setup.ts) even if the UI swallowed the error; so does a test that left a call unmade.

import type { AppError } from "../bindings";
import { commands } from "../bindings";
import { BackendError, type Backend } from "../backend";
import { createLiveBackend } from "./live";
import { canonical, recorded } from "./recorded";

type Answer = { ok?: unknown; error?: AppError };
type RecordedCall = Answer & { command: string; args: unknown };
type RecordedRead = { command: string; args: unknown; answers: (Answer & { from: number })[] };
type Recording = { calls: RecordedCall[]; reads: RecordedRead[] };

const files = import.meta.glob<Recording>("./recorded/scenario-responses/*.json", { eager: true, import: "default" });

/** The reads every scenario falls back on. */
const SHARED = "shared";

/**
 * Reads the UI asks on its own in the background (difficulty at a glance, once per roster the GM
 * lets settle; the encounter list a campaign opened on its overview checks for a running fight
 * to reopen): one a scenario does not record stays unanswered, as a slow answer would, and the
 * page goes on without it; one it records is answered as recorded. Nothing is invented.
 */
const BACKGROUND_READS = new Set(["estimate_encounter_difficulty", "list_encounters"]);

function recording(name: string): Recording {
  const found = files[`./recorded/scenario-responses/${name}.json`];
  if (!found) {
    throw new Error(
      `No recording of the scenario "${name}": write ui/src/test/recorded/scenarios/${name}.json and run cargo test -p tablekeep-api recorded.`,
    );
  }
  return found;
}

/** The Rust name of a generated command (`getCharacter` → `get_character`). */
const rustName = (command: string) => command.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const argsOf = (args: unknown[]) => args[0] ?? {};

function answered<T>(answer: Answer): T {
  if (answer.error) throw new BackendError(answer.error);
  return structuredClone(answer.ok) as T;
}

/** A read's answer in state `state` (0: after the setup; i: after the i-th call). */
function readAt(read: RecordedRead, state: number): Answer {
  const answer = read.answers.filter((a) => a.from <= state).at(-1);
  if (!answer) throw new Error(`The recording of ${read.command} has no answer in state ${state}.`);
  return answer;
}

export type ScenarioBackend = Backend & {
  /** How many of the scenario's calls have been made. */
  callsMade(): number;
};

/** Scenario backends of the running test, checked when it ends (`checkScenarios`). */
const live: { name: string; backend: ScenarioBackend; failures: string[]; total: number }[] = [];

/** A backend answering from the recorded scenario `name` (ui/src/test/recorded/scenarios/<name>.json). */
/** A scenario's reads by command and arguments, then the shared ones it does not list. */
function readsOf(name: string): Map<string, RecordedRead> {
  const byKey = (reads: RecordedRead[]) => reads.map((read) => [`${read.command} ${canonical(read.args)}`, read] as const);
  return new Map([...byKey(recording(SHARED).reads), ...byKey(recording(name).reads)]);
}

export function createScenarioBackend(name: string): ScenarioBackend {
  const binary = typeof process === "undefined" ? undefined : process.env.TABLEKEEP_LIVE;
  if (binary) return Object.assign(createLiveBackend(binary, name), { callsMade: () => 0 });
  const { calls } = recording(name);
  const readsByKey = readsOf(name);
  const failures: string[] = [];
  let made = 0;

  const refuse = (message: string): never => {
    // One line per problem, for collecting them: `grep RECORD-MISSING`.
    console.error(`RECORD-MISSING ${message}`);
    failures.push(message);
    throw new Error(`RECORD-MISSING ${message}`);
  };
  const where = `ui/src/test/recorded/scenarios/${name}.json`;
  const how = `then run cargo test -p tablekeep-api recorded (it rewrites the recording) and commit both`;

  const answer = (command: string, args: unknown): unknown => {
    const key = canonical(args);
    const next = calls[made];
    if (next && next.command === command && canonical(next.args) === key) {
      made += 1;
      return answered(next);
    }
    const read = readsByKey.get(`${command} ${key}`);
    if (read) return answered(readAt(read, made));
    const later = calls.findIndex((call, i) => i !== made && call.command === command && canonical(call.args) === key);
    if (later >= 0) {
      const expected = next ? `${next.command} ${canonical(next.args)}` : "no further call";
      return refuse(
        `${name}: ${command} ${key} is call ${later + 1} of the scenario, but call ${made + 1} comes next (${expected}). Reorder "calls" in ${where}, ${how}.`,
      );
    }
    const free = recorded(command, args);
    if (free) return answered(free);
    if (BACKGROUND_READS.has(command)) {
      if (typeof process !== "undefined" && process.env.TABLEKEEP_SHOW_BACKGROUND) console.warn(`BACKGROUND-UNRECORDED ${name}: ${command} ${key} after call ${made}`);
      return new Promise<never>(() => undefined);
    }
    return refuse(
      `${name}: ${command} ${key} after call ${made} is not recorded. Add {"command": "${command}", "args": ${key}} to "reads" (or, for a write, at its place in "calls") in ${where}, ${how}.`,
    );
  };

  const backend = Object.fromEntries(
    Object.keys(commands).map((command) => [command, async (...args: unknown[]) => answer(rustName(command), argsOf(args))]),
  ) as unknown as ScenarioBackend;
  backend.callsMade = () => made;
  live.push({ name, backend, failures, total: calls.length });
  return backend;
}

/** The answer `command` with `args` had in `state` of the scenario `name` (the last state by default). */
export function recordedRead<T>(name: string, command: string, args: unknown = {}, state?: number): T {
  const { calls } = recording(name);
  const read = readsOf(name).get(`${command} ${canonical(args)}`);
  if (!read) throw new Error(`The scenario "${name}" records no ${command} ${canonical(args)}: add it to its "reads".`);
  return answered(readAt(read, state ?? calls.length));
}

/** Fails the test that just ended if a scenario backend refused a call or was left with calls unmade. */
export function checkScenarios() {
  const problems = live.flatMap(({ name, backend, failures, total }) => [
    ...failures,
    ...(backend.callsMade() < total ? [`${name}: the test made ${backend.callsMade()} of the scenario's ${total} calls.`] : []),
  ]);
  live.length = 0;
  if (problems.length > 0) throw new Error(`Scenario replay problems:\n${problems.join("\n")}`);
}
