// Applies the patch an encounter command answers with (crates/api/src/encounters/patch.rs): the
// GM screen keeps the encounter it shows and turns it into the encounter after the command,
// instead of receiving the whole encounter every time. The algorithm mirrors the Rust one and is
// checked against patches recorded from a real fight (patch.test.ts).

import type { EncounterStep, EncounterView, Patch } from "../bindings";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** `value` with `patch` applied (a new value; `value` is left as it was). Throws when the patch does not fit. */
export function applyPatch<T>(value: T, patch: Patch): T {
  return patched(value as Json, patch) as T;
}

function patched(value: Json, patch: Patch): Json {
  switch (patch.op) {
    case "set":
      return patch.value as Json;
    case "fields": {
      if (!isObject(value)) throw new Error("A patch of fields does not fit a value that is not an object.");
      const next: { [key: string]: Json } = { ...value };
      for (const key of patch.removed ?? []) delete next[key];
      for (const [key, inner] of Object.entries(patch.fields)) {
        if (inner === undefined) continue;
        if (key in next) next[key] = patched(next[key], inner);
        else if (inner.op === "set") next[key] = inner.value as Json;
        else throw new Error(`A patch changes a field "${key}" the value does not have.`);
      }
      return next;
    }
    case "items": {
      if (!Array.isArray(value)) throw new Error("A patch of items does not fit a value that is not a list.");
      const next: Json[] = value.slice(0, patch.len);
      while (next.length < patch.len) next.push(null);
      for (const { index, patch: inner } of patch.items) {
        if (index >= next.length) throw new Error(`A patch changes item ${index} of a list of ${next.length}.`);
        next[index] = patched(next[index], inner);
      }
      return next;
    }
    case "slide": {
      if (!Array.isArray(value)) throw new Error("A sliding patch does not fit a value that is not a list.");
      if (patch.drop > value.length) throw new Error(`A patch drops ${patch.drop} items of a list of ${value.length}.`);
      return [...value.slice(patch.drop), ...(patch.push as Json[])];
    }
    default:
      throw new Error(`Unknown patch operation ${JSON.stringify(patch)}.`);
  }
}

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The encounter after `step`: the whole encounter when the step carries it, else `shown` patched
 * when it is the encounter the patch was made from; `null` when it is not (another window moved
 * the encounter on meanwhile), so the caller reads the encounter afresh.
 */
export function encounterAfter(shown: EncounterView | undefined, step: EncounterStep): EncounterView | null {
  if (step.encounter) return step.encounter;
  if (!shown || shown.id !== step.id || shown.cursor !== step.fromCursor || shown.updatedAt !== step.fromUpdatedAt) return null;
  return applyPatch(shown, step.patch);
}
