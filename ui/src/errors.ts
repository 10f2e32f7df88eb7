// How typed backend errors read to the GM. Branches on `kind` and `field`, never on message text.

import type { AppError, Citation, ErrorKind } from "./bindings";
import { BackendError } from "./backend";

/** A short heading per error kind; the backend's message says the rest. */
const HEADINGS: Record<ErrorKind, string> = {
  invalidInput: "That input was not accepted",
  ruleViolation: "The rules do not allow that",
  unknownCommand: "The app and its backend disagree",
  notFound: "It is no longer there",
  conflict: "That clashes with the campaign as it is now",
  noCampaignOpen: "No campaign is open",
  notACampaign: "That file is not a Tablekeep campaign",
  campaignTooNew: "This campaign was saved by a newer Tablekeep",
  campaignExists: "A file already exists there",
  campaignMissing: "There is no campaign file there",
  campaignDamaged: "This campaign file is damaged",
  readOnly: "Tablekeep cannot write there",
  storage: "The campaign file could not be read or written",
  cancelled: "Cancelled",
};

export function headingFor(kind: ErrorKind): string {
  return HEADINGS[kind];
}

/** The typed error behind a failure, or a stand-in for failures the backend did not describe. */
export function describe(error: unknown): AppError {
  if (error instanceof BackendError) {
    return error.error;
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: "storage", message: `Something unexpected went wrong: ${message}`, field: null, rule: null };
}

export function isKind(error: unknown, kind: ErrorKind): boolean {
  return error instanceof BackendError && error.kind === kind;
}

/** The rulebook rule the failure cites (rule violations carry one). */
export function ruleOf(error: unknown): Citation | null {
  return error instanceof BackendError ? error.rule : null;
}

/** The message to show beside `field`, when the error blames it. */
export function fieldMessage(error: unknown, field: string): string | null {
  return error instanceof BackendError && error.field === field ? error.message : null;
}

/** The error's message when it blames `field` or a field inside it (`field.position`, `field.squad`). */
export function fieldMessageWithin(error: unknown, field: string): string | null {
  return error instanceof BackendError && error.field !== null && (error.field === field || error.field.startsWith(`${field}.`)) ? error.message : null;
}

/** Whether the error blames one of `fields` (so the form shows it inline rather than on top). */
export function blamesField(error: unknown, fields: readonly string[]): boolean {
  return error instanceof BackendError && error.field !== null && fields.includes(error.field);
}
