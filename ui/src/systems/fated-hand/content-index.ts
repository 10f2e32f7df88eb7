// Lookups over the Fated Hand content, built once per content load.

import { useMemo } from "react";
import type { ArmDef, ClassDef, Content, PerkDef, Resolution, Resolutions, SpellDef, TalentDef } from "../../bindings";
import { useFatedHandContent } from "./queries";

export type ContentIndex = {
  content: Content;
  classes: Map<string, ClassDef>;
  perks: Map<string, PerkDef>;
  talents: Map<string, TalentDef>;
  arms: Map<string, ArmDef>;
  spells: Map<string, SpellDef>;
  className(id: string): string;
  perkName(id: string): string;
  talentName(id: string): string;
  armName(id: string): string;
  spellName(id: string): string;
  /** How far the engine carries a perk or a spell (unknown ids: the GM's). */
  perkResolution(id: string): Resolution;
  spellResolution(id: string): Resolution;
};

export function indexContent(content: Content, automation: Resolutions): ContentIndex {
  const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));
  const classes = byId(content.classes);
  const perks = byId(content.perks);
  const talents = byId(content.talents);
  const arms = byId(content.arms);
  const spells = byId(content.spells);
  const named = (map: Map<string, { name: string }>) => (id: string) => map.get(id)?.name ?? id;
  return {
    content,
    classes,
    perks,
    talents,
    arms,
    spells,
    className: named(classes),
    perkName: named(perks),
    talentName: named(talents),
    armName: named(arms),
    spellName: named(spells),
    perkResolution: (id) => automation.perks[id] ?? "gm",
    spellResolution: (id) => automation.spells[id] ?? "gm",
  };
}

/** The content with its lookups, or the query's state while it loads or if it failed. */
export function useContentIndex() {
  const query = useFatedHandContent();
  const index = useMemo(() => (query.data ? indexContent(query.data.content, query.data.automation) : undefined), [query.data]);
  return { index, error: query.error, isPending: query.isPending };
}
