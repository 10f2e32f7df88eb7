import { createContext, useContext, type ReactNode } from "react";
import { useEncounterCommands, type EncounterCommands } from "../../../encounters/encounter-commands";
import type { Command, EncounterView, OppositionView } from "./types";
import { taggedCommand } from "./view";

type OppositionContextValue = EncounterCommands<Command> & {
  view: EncounterView;
  opposition: OppositionView;
};

const OppositionContext = createContext<OppositionContextValue | null>(null);

/** The running Opposition and the one way to change it, for every panel of the screen. */
export function OppositionProvider({ view, opposition, children }: { view: EncounterView; opposition: OppositionView; children: ReactNode }) {
  const commands = useEncounterCommands<Command>(view, (command) => ({ command: taggedCommand(command) }));
  return <OppositionContext.Provider value={{ view, opposition, ...commands }}>{children}</OppositionContext.Provider>;
}

export function useOpposition(): OppositionContextValue {
  const value = useContext(OppositionContext);
  if (!value) throw new Error("useOpposition must be used inside an <OppositionProvider>");
  return value;
}
