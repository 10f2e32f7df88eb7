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

/** The backend of the desktop app: the generated commands, unwrapped. */
export const tauriBackend: Backend = {
  listSystems: () => unwrap(commands.listSystems()),
  createCampaign: (input) => unwrap(commands.createCampaign(input)),
  openCampaign: (input) => unwrap(commands.openCampaign(input)),
  campaignInfo: () => unwrap(commands.campaignInfo()),
  renameCampaign: (input) => unwrap(commands.renameCampaign(input)),
  listRecentCampaigns: () => unwrap(commands.listRecentCampaigns()),
  createCharacter: (input) => unwrap(commands.createCharacter(input)),
  getCharacter: (input) => unwrap(commands.getCharacter(input)),
  listCharacters: (input) => unwrap(commands.listCharacters(input)),
  listTags: () => unwrap(commands.listTags()),
  updateCharacter: (input) => unwrap(commands.updateCharacter(input)),
  undoCharacterEdit: (input) => unwrap(commands.undoCharacterEdit(input)),
  deleteCharacter: (input) => unwrap(commands.deleteCharacter(input)),
  createParty: (input) => unwrap(commands.createParty(input)),
  listParties: () => unwrap(commands.listParties()),
  renameParty: (input) => unwrap(commands.renameParty(input)),
  deleteParty: (input) => unwrap(commands.deleteParty(input)),
  addToParty: (input) => unwrap(commands.addToParty(input)),
  removeFromParty: (input) => unwrap(commands.removeFromParty(input)),
  buildCharacter: (input) => unwrap(commands.buildCharacter(input)),
  fatedHandContent: () => unwrap(commands.fatedHandContent()),
  previewBuild: (input) => unwrap(commands.previewBuild(input)),
  advanceCharacter: (input) => unwrap(commands.advanceCharacter(input)),
  awardKnowledge: (input) => unwrap(commands.awardKnowledge(input)),
  undoProgression: (input) => unwrap(commands.undoProgression(input)),
  updateGear: (input) => unwrap(commands.updateGear(input)),
  skillCheck: (input) => unwrap(commands.skillCheck(input)),
  drawCheckCards: (input) => unwrap(commands.drawCheckCards(input)),
  quickNpc: (input) => unwrap(commands.quickNpc(input)),
  startGameSession: (input) => unwrap(commands.startGameSession(input)),
  endGameSession: () => unwrap(commands.endGameSession()),
  listGameSessions: () => unwrap(commands.listGameSessions()),
  listTableRules: () => unwrap(commands.listTableRules()),
  setTableRule: (input) => unwrap(commands.setTableRule(input)),
  createEncounter: (input) => unwrap(commands.createEncounter(input)),
  updateEncounter: (input) => unwrap(commands.updateEncounter(input)),
  startEncounter: (input) => unwrap(commands.startEncounter(input)),
  getEncounter: (input) => unwrap(commands.getEncounter(input)),
  listEncounters: () => unwrap(commands.listEncounters()),
  encounterCommand: (input) => unwrap(commands.encounterCommand(input)),
  encounterUndo: (input) => unwrap(commands.encounterUndo(input)),
  encounterRedo: (input) => unwrap(commands.encounterRedo(input)),
  encounterLog: (input) => unwrap(commands.encounterLog(input)),
  endEncounter: (input) => unwrap(commands.endEncounter(input)),
  deleteEncounter: (input) => unwrap(commands.deleteEncounter(input)),
  drawSteelListContent: (input) => unwrap(commands.drawSteelListContent(input)),
  drawSteelGetContent: (input) => unwrap(commands.drawSteelGetContent(input)),
  drawSteelCheckContent: (input) => unwrap(commands.drawSteelCheckContent(input)),
  drawSteelSaveContent: (input) => unwrap(commands.drawSteelSaveContent(input)),
  drawSteelDeleteContent: (input) => unwrap(commands.drawSteelDeleteContent(input)),
  drawSteelBuildHero: (input) => unwrap(commands.drawSteelBuildHero(input)),
  drawSteelHero: (input) => unwrap(commands.drawSteelHero(input)),
  drawSteelPreviewHero: (input) => unwrap(commands.drawSteelPreviewHero(input)),
  drawSteelAwardVictories: (input) => unwrap(commands.drawSteelAwardVictories(input)),
  drawSteelRespite: (input) => unwrap(commands.drawSteelRespite(input)),
  drawSteelSpendRecovery: (input) => unwrap(commands.drawSteelSpendRecovery(input)),
  drawSteelLevelUp: (input) => unwrap(commands.drawSteelLevelUp(input)),
  drawSteelAddProject: (input) => unwrap(commands.drawSteelAddProject(input)),
  drawSteelProjectRoll: (input) => unwrap(commands.drawSteelProjectRoll(input)),
  drawSteelRemoveProject: (input) => unwrap(commands.drawSteelRemoveProject(input)),
  drawSteelAddStarterSet: () => unwrap(commands.drawSteelAddStarterSet()),
  drawSteelRollOdds: (input) => unwrap(commands.drawSteelRollOdds(input)),
  drawSteelPowerRoll: (input) => unwrap(commands.drawSteelPowerRoll(input)),
  drawSteelAssist: (input) => unwrap(commands.drawSteelAssist(input)),
};

/** The `AppError` behind a failure, when the backend produced one (as opposed to a bug in the UI). */
export function appErrorOf(error: unknown): AppError | null {
  return error instanceof BackendError ? error.error : null;
}
