// Typed failures as the Rust commands produce them, for the fake backend.

import { BackendError } from "../backend";
import type { AppError, SystemId } from "../bindings";

export function fail(kind: AppError["kind"], message: string, field: string | null = null): never {
  throw new BackendError({ kind, message, field, rule: null });
}

/** Fails the way the engine refuses an illegal request: a `ruleViolation` citing the rulebook. */
export function failRule(section: string, message: string, system: SystemId = "fated_hand"): never {
  throw new BackendError({ kind: "ruleViolation", message, field: null, rule: { system, section } });
}
