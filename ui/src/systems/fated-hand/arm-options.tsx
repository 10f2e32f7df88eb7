import type { ArmDef } from "../../bindings";
import { ARM_KINDS, TRAIT_LABEL, modsText } from "./labels";

/**
 * The hand-held arms (weapons, shields, catalysts) as `<optgroup>`s by kind, for any arm picker.
 * `detailed` adds each arm's modifiers and traits to its label.
 */
export function ArmOptionGroups({ arms, detailed = false }: { arms: readonly ArmDef[]; detailed?: boolean }) {
  return (
    <>
      {ARM_KINDS.filter((kind) => kind.id !== "armor").map((group) => (
        <optgroup key={group.id} label={group.label}>
          {arms
            .filter((arm) => arm.kind === group.id)
            .map((arm) => (
              <option key={arm.id} value={arm.id}>
                {arm.name}
                {detailed && modsText(arm.mods) ? ` (${modsText(arm.mods)})` : ""}
                {detailed && arm.traits?.length ? ` · ${arm.traits.map((t) => TRAIT_LABEL[t]).join(", ")}` : ""}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}
