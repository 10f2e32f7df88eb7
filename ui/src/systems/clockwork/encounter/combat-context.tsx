import { createContext, useContext, type ReactNode } from "react";
import { useEncounterCommands, type EncounterCommands } from "../../../encounters/encounter-commands";
import type { Command, CombatView, EncounterView } from "./types";
import { taggedCommand } from "./view";

type CombatContextValue = EncounterCommands<Command> & {
  view: EncounterView;
  combat: CombatView;
};

const CombatContext = createContext<CombatContextValue | null>(null);

/** The running combat and the one way to change it, for every panel of the ClockWork screen. */
export function CombatProvider({ view, combat, children }: { view: EncounterView; combat: CombatView; children: ReactNode }) {
  const commands = useEncounterCommands<Command>(view, (command) => ({ command: taggedCommand(command) }));
  return <CombatContext.Provider value={{ view, combat, ...commands }}>{children}</CombatContext.Provider>;
}

export function useCombat(): CombatContextValue {
  const value = useContext(CombatContext);
  if (!value) throw new Error("useCombat must be used inside a <CombatProvider>");
  return value;
}
