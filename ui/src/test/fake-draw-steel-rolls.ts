// Project rolls for the fake backend (`power_roll/mod.rs` under the default table rules unless
// the input names others). Rolls anywhere (odds, power rolls, assists) are no longer computed
// here: the fake replays the engine's recorded answers (`recorded.ts`).

import type {
  Ability,
  Characteristic,
  DieRoll,
  EdgeBaneNet,
  PowerRoll,
  PowerRollInput,
  Term,
  Tier,
} from "../bindings";
import { fail } from "./fake-errors";
import { cite, sum } from "./fake-draw-steel";

// Power rolls: `power_roll/mod.rs` and `test_table.rs` under the default table rules unless the
// input names others.

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

function netOf(input: PowerRollInput): EdgeBaneNet {
  let edges = input.edges ?? 0;
  let banes = input.banes ?? 0;
  if ((input.rules?.netting ?? "cap_then_cancel") === "cap_then_cancel") {
    edges = Math.min(edges, 2);
    banes = Math.min(banes, 2);
    [edges, banes] = edges >= banes ? [edges - banes, 0] : [0, banes - edges];
  } else if (edges > 0 && banes > 0) {
    [edges, banes] = [0, 0];
  }
  if (edges === 0 && banes === 0) return "none";
  if (edges === 1 && banes === 0) return "edge";
  if (edges === 0 && banes === 1) return "bane";
  return banes === 0 ? "double_edge" : "double_bane";
}

const TIER_ORDER: Tier[] = ["one", "two", "three"];

function shifted(tier: Tier, steps: number): Tier {
  return TIER_ORDER[Math.max(0, Math.min(2, TIER_ORDER.indexOf(tier) + steps))]!;
}

function skillCounts(input: PowerRollInput): boolean {
  if (!input.skill) return false;
  if (input.kind.kind === "ability") return false;
  if (input.kind.kind === "project") return (input.rules?.projectSkill ?? "applies") === "applies";
  return true;
}

export function resolve(faces: [number, number], input: PowerRollInput): PowerRoll {
  const natural = faces[0] + faces[1];
  const net = netOf(input);
  const kindRule = cite(input.kind.kind === "ability" ? "Ability Roll" : input.kind.kind === "test" ? "Test" : "Respite");
  const terms: Term[] = [
    { label: "2d10 (natural)", value: natural, rule: cite("Natural 19 or 20") },
    { label: "Characteristic", value: input.characteristic, rule: cite("Characteristic") },
  ];
  const notes: string[] = [];
  if (skillCounts(input)) terms.push({ label: "Skill", value: 2, rule: cite("Skill") });
  else if (input.skill && input.kind.kind === "ability") notes.push("A skill never applies to an ability roll, so it adds nothing.");
  if (net === "edge") terms.push({ label: "Edge", value: 2, rule: cite("Edge") });
  if (net === "bane") terms.push({ label: "Bane", value: -2, rule: cite("Bane") });
  if (net === "double_edge") terms.push({ label: "Double edge (no bonus; the tier rises by one)", value: 0, rule: cite("Double Edge") });
  if (net === "double_bane") terms.push({ label: "Double bane (no penalty; the tier falls by one)", value: 0, rule: cite("Double Bane") });
  if (input.bonus) terms.push({ label: "GM adjustment", value: input.bonus, rule: kindRule });
  const explained = sum(kindRule.section, terms, notes);
  const total = explained.value;
  const tierFromTotal: Tier = total <= 11 ? "one" : total <= 16 ? "two" : "three";
  const shift = net === "double_edge" ? 1 : net === "double_bane" ? -1 : 0;
  const tierAfterShift = shifted(tierFromTotal, shift);
  const natural1920 = natural >= 19;
  const beforeShift = input.rules?.natural === "before_shift";
  const tier = natural1920 ? (beforeShift ? shifted("three", shift) : "three") : tierAfterShift;
  const criticalHit = natural1920 && input.kind.kind === "ability" && input.kind.mainAction;
  if (natural1920) notes.push("Natural 19 or 20: tier 3 whatever the total.");
  if (criticalHit) notes.push("Critical hit: the creature gains another main action, to be used at once.");
  const tierRule =
    natural1920 && tier === "three" ? cite("Natural 19 or 20") : net === "double_edge" ? cite("Double Edge") : net === "double_bane" ? cite("Double Bane") : kindRule;
  return {
    kind: input.kind,
    dice: faces,
    natural,
    total,
    net,
    tierFromTotal,
    tierAfterShift,
    tier,
    natural1920,
    criticalHit,
    explained,
    tierRule,
  };
}

/** The content with its name trimmed, as the api stores it. */
