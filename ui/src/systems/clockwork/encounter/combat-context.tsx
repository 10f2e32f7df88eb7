import { createContext, useContext, useState, type ReactNode } from "react";
import { useEncounterCommands, type EncounterCommands } from "../../../encounters/encounter-commands";
import { useEncounterCommand, useEncounterUndo } from "../../../queries";
import type { Command, CombatView, EncounterView } from "./types";
import { taggedCommand } from "./view";

/** The command this screen sent last, with who rolled for it, and the cursor it left the encounter at. */
export type LastSent = { cursor: number; command: Command; roller: number | undefined };

type CombatContextValue = EncounterCommands<Command> & {
  view: EncounterView;
  combat: CombatView;
  /** The last command sent from this screen, while the encounter still stands where it left it. */
  lastSent: LastSent | null;
  /**
   * Takes the last command back and gives `again` in its place at the same point: the engine
   * rolls from the encounter's seed and the command's place, so the first throw comes out the
   * same and only what `again` adds (a point of luck) changes the outcome.
   */
  rethrow: (again: Command) => void;
};

const CombatContext = createContext<CombatContextValue | null>(null);

/** The acting combatant, who rolls for what it is told to do. */
function actorOf(combat: CombatView): number | undefined {
  const phase = combat.state.phase;
  return phase.phase === "round" ? combat.state.order[phase.turn] : undefined;
}

/** The running combat and the one way to change it, for every panel of the ClockWork screen. */
export function CombatProvider({ view, combat, children }: { view: EncounterView; combat: CombatView; children: ReactNode }) {
  const commands = useEncounterCommands<Command>(view, (command) => ({ command: taggedCommand(command) }));
  const [sent, setSent] = useState<LastSent | null>(null);
  const undo = useEncounterUndo();
  const command = useEncounterCommand();
  const [rethrowing, setRethrowing] = useState(false);

  const send: EncounterCommands<Command>["send"] = (next, done) => {
    const roller = actorOf(combat);
    const cursor = view.cursor + 1;
    commands.send(next, () => {
      setSent({ cursor, command: next, roller });
      done?.();
    });
  };

  const lastSent = sent && sent.cursor === view.cursor ? sent : null;

  const rethrow = (again: Command) => {
    if (!lastSent) return;
    commands.clearError();
    setRethrowing(true);
    void (async () => {
      try {
        const back = await undo.mutateAsync({ id: view.id });
        await command.mutateAsync({ id: view.id, expectedCursor: back.cursor, command: taggedCommand(again) });
        setSent({ ...lastSent, command: again });
      } catch (failure) {
        commands.setError(failure);
      } finally {
        setRethrowing(false);
      }
    })();
  };

  return (
    <CombatContext.Provider value={{ view, combat, ...commands, send, busy: commands.busy || rethrowing, lastSent, rethrow }}>{children}</CombatContext.Provider>
  );
}

export function useCombat(): CombatContextValue {
  const value = useContext(CombatContext);
  if (!value) throw new Error("useCombat must be used inside a <CombatProvider>");
  return value;
}
