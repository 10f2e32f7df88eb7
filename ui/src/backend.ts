// The seam between the UI and the Rust command layer.
//
// Components never talk to Tauri: they call a `Backend` taken from React context. The real
// implementation forwards to the tauri-specta `commands` (generated, typed; no string
// `invoke`) and turns the `{status: "error"}` branch into a thrown `BackendError`, so TanStack
// Query sees failures as failures. Tests swap in an in-memory backend of the same type.

import { commands, type AppError, type Citation, type ErrorKind } from "./bindings";

type Commands = typeof commands;

/** The `data` of a generated command's `{status: "ok"}` branch. */
type OkData<R> = R extends { status: "ok"; data: infer D } ? D : never;

/** Every generated command, with its result unwrapped: resolves to the data or throws `BackendError`. */
export type Backend = {
  [K in keyof Commands]: (...args: Parameters<Commands[K]>) => Promise<OkData<Awaited<ReturnType<Commands[K]>>>>;
};

/** A typed failure from the backend. The UI switches on `kind` (and `field`), never on `message`. */
export class BackendError extends Error {
  readonly error: AppError;

  constructor(error: AppError) {
    super(error.message);
    this.name = "BackendError";
    this.error = error;
  }

  get kind(): ErrorKind {
    return this.error.kind;
  }

  get field(): string | null {
    return this.error.field;
  }

  /** The rulebook rule a `ruleViolation` breaks. */
  get rule(): Citation | null {
    return this.error.rule;
  }
}

async function unwrap<T>(pending: Promise<{ status: "ok"; data: T } | { status: "error"; error: AppError }>): Promise<T> {
  const result = await pending;
  if (result.status === "error") {
    throw new BackendError(result.error);
  }
  return result.data;
}

type Outcome = { status: "ok"; data: unknown } | { status: "error"; error: AppError };

/**
 * The backend of the desktop app: every generated command, unwrapped. Built from the keys of
 * `commands`, so a new command (of any system) arrives here with the regenerated bindings; the
 * `Backend` type above keeps each one's arguments and result.
 */
export const tauriBackend: Backend = Object.fromEntries(
  Object.keys(commands).map((name) => {
    const call = (...args: unknown[]) =>
      unwrap((commands[name as keyof Commands] as (...args: unknown[]) => Promise<Outcome>)(...args));
    return [name, call];
  }),
) as Backend;

/** The `AppError` behind a failure, when the backend produced one (as opposed to a bug in the UI). */
export function appErrorOf(error: unknown): AppError | null {
  return error instanceof BackendError ? error.error : null;
}
