// The dice the fake backend "rolls" for a power roll it replays from the recording (recorded.ts):
// the GM's entered dice are checked and kept, Tablekeep's own are queued or a fixed cycle. No roll
// is computed here: odds, power rolls, assists and project rolls are the engine's.

import type { DieRoll } from "../bindings";
import { fail } from "./fake-errors";

/** Dice the fake engine rolls: queued pairs first, then a fixed cycle through every face. */
export function createDice() {
  const queued: [number, number][] = [];
  let step = 0;
  const die = (value: number, origin: DieRoll["origin"]): DieRoll => ({ sides: 10, value, origin });
  return {
    queue(pairs: [number, number][]) {
      queued.push(...pairs);
    },
    take(entered: [number, number] | null): [DieRoll, DieRoll] {
      if (entered) {
        for (const value of entered) {
          if (!Number.isInteger(value) || value < 1 || value > 10) {
            fail("invalidInput", `A d10 cannot show ${value}: enter each die as a number from 1 to 10.`, "dice");
          }
        }
        return [die(entered[0], "entered"), die(entered[1], "entered")];
      }
      const next = queued.shift() ?? [((step * 3) % 10) + 1, ((step * 7 + 4) % 10) + 1];
      step += 1;
      return [die(next[0], "rolled"), die(next[1], "rolled")];
    },
  };
}
