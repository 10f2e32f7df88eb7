// The system-neutral encounter types, from the generated bindings (crates/api/src/encounters),
// for the Encounters page and the GM-screen frame. Each system's screens import their own.

export type { EncounterLog, EncounterPhase, EncounterSummary, EncounterView, LogFormat } from "../bindings";
