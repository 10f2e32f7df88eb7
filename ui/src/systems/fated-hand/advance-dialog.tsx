import { useId, useState, type FormEvent } from "react";
import type { Advancement, CharacterView, MagicType, Sheet } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { useTableRules } from "../../queries";
import { useAdvanceCharacter } from "./queries";
import { PerkFlags } from "./abilities";
import { ClassTree } from "./class-tree";
import type { ContentIndex } from "./content-index";
import { MAGIC_TYPES, modsText, tierLabel } from "./labels";
import { Modal } from "../../shared/modal";
import { NO_BONUSES, PromotionChoices, UNPRINTED_BONUSES_RULE, bonusesUnprinted, promotionGap, type PromotionDraft } from "./promotion-choices";

type AdvanceDialogProps = { character: CharacterView; sheet: Sheet; index: ContentIndex; onClose: () => void };

const NO_PROMOTION: PromotionDraft = { classPerk: null, talent: null, storySpells: [], classBonuses: NO_BONUSES };

/** One level up: promote first if the GM wants, then the level's perk, then why. */
export function AdvanceDialog({ character, sheet, index, onClose }: AdvanceDialogProps) {
  const advance = useAdvanceCharacter();
  const rules = useTableRules();
  const [target, setTarget] = useState<string | null>(null);
  const [promotion, setPromotion] = useState<PromotionDraft>(NO_PROMOTION);
  const [perk, setPerk] = useState<string | null>(null);
  const [magicType, setMagicType] = useState<MagicType | null>(null);
  const [reason, setReason] = useState("");
  const [gap, setGap] = useState<string | null>(null);
  const titleId = useId();

  const classPerkOffered = rules.data?.find((rule) => rule.id === "fated_hand.class_perk")?.chosen !== "none";
  const targetDef = target ? index.classes.get(target) : undefined;
  const bonusesEntered = targetDef !== undefined && bonusesUnprinted(targetDef) && rules.data?.find((rule) => rule.id === UNPRINTED_BONUSES_RULE)?.chosen === "gm_sets";
  const perkDef = perk ? index.perks.get(perk) : undefined;
  // Upward promotions first; the engine's order is kept within a tier.
  const targets = [...sheet.promotionTargets].sort((a, b) => (index.classes.get(b)?.tier ?? 0) - (index.classes.get(a)?.tier ?? 0));
  const groups = perkGroups(sheet, index, targetDef?.id ?? null, promotion.classPerk);

  const pickTarget = (id: string | null) => {
    setTarget(id);
    setPromotion(NO_PROMOTION);
    // The level's perk may have come from the class just un-picked.
    if (perk && !groups.some((g) => g.classId !== target && g.perks.includes(perk))) setPerk(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing =
      (targetDef ? promotionGap(targetDef, sheet, promotion, classPerkOffered) : null) ??
      (perk === null ? "Choose the perk this level teaches." : null) ??
      (perkDef?.choice === "magic_type" && magicType === null ? `${perkDef.name} asks for a magic type.` : null);
    setGap(missing);
    if (missing || perk === null) return;
    const input: Advancement = { id: character.id, perk };
    if (targetDef) {
      input.promotion = {
        class: targetDef.id,
        ...(promotion.classPerk ? { classPerk: promotion.classPerk } : {}),
        ...(targetDef.magical ? { storySpells: promotion.storySpells } : { talent: promotion.talent }),
        ...(bonusesEntered ? { classBonuses: { ...promotion.classBonuses, magicStrike: 0 } } : {}),
      };
    }
    if (perkDef?.choice === "magic_type" && magicType) input.magicType = magicType;
    if (reason.trim() !== "") input.reason = reason.trim();
    advance.mutate(input, { onSuccess: onClose });
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} wide>
      <form className="fh-advance-form" onSubmit={submit} noValidate data-testid="fh-advance-dialog">
        <div className="modal-body">
          <header className="modal-head">
            <h3 id={titleId} className="pane-title">
              Advance {character.name} to level {sheet.level + 1}
            </h3>
            <p className="muted">
              Now {sheet.class.tier === 0 ? `a ${sheet.class.name}` : `a ${sheet.class.name} (${tierLabel(sheet.class.tier)})`}, level {sheet.level}.
            </p>
          </header>

          <section className="fh-choice-section" aria-label="Promotion">
            <h4 className="section-title">Promotion</h4>
            {sheet.mayPromote && sheet.promotionTargets.length > 0 ? (
              <>
                <ul className="fh-options fh-options-row" role="radiogroup" aria-label="Promote to">
                  <li>
                    <label className="fh-option">
                      <input type="radio" name="fh-promote" checked={target === null} onChange={() => pickTarget(null)} data-testid="fh-promote-none" />
                      <span className="fh-option-body">
                        <span className="fh-option-name">Stay a {sheet.class.name}</span>
                        <span className="fh-option-text">Level up without promoting.</span>
                      </span>
                    </label>
                  </li>
                  {targets.map((id) => {
                    const cls = index.classes.get(id);
                    return (
                      <li key={id}>
                        <label className="fh-option">
                          <input type="radio" name="fh-promote" checked={target === id} onChange={() => pickTarget(id)} data-testid={`fh-promote-${id}`} />
                          <span className="fh-option-body">
                            <span className="fh-option-name">
                              {cls?.name ?? id} <span className="badge">{tierLabel(cls?.tier ?? 0)}</span>
                              {cls?.magical ? <span className="badge badge-magic">Magical</span> : null}
                            </span>
                            <span className="fh-option-text">{modsText(cls?.bonuses) || "No stat bonuses"}</span>
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
                <ClassTree index={index} history={sheet.classHistory} reachable={sheet.promotionTargets} onPick={pickTarget} selected={target} />
                {targetDef ? (
                  <PromotionChoices
                    target={targetDef}
                    sheet={sheet}
                    index={index}
                    draft={promotion}
                    onChange={(next) => {
                      setPromotion(next);
                      if (next.classPerk !== null && next.classPerk === perk) setPerk(null);
                    }}
                    classPerkOffered={classPerkOffered}
                    bonusesEntered={bonusesEntered}
                  />
                ) : null}
              </>
            ) : (
              <p className="muted" data-testid="fh-no-promotion">
                Not yet: a {sheet.class.name} may promote once half or more of its Perk List is learned.
              </p>
            )}
          </section>

          <section className="fh-choice-section" aria-label="Perk">
            <h4 className="section-title">Perk for this level</h4>
            {groups.every((g) => g.perks.length === 0) ? <p className="muted">No perk is left to learn on the lists held.</p> : null}
            {groups
              .filter((g) => g.perks.length > 0)
              .map((group) => (
                <fieldset key={group.classId} className="fh-choice-group">
                  <legend className="fh-subtitle">{group.label}</legend>
                  <ul className="fh-options fh-options-grid">
                    {group.perks.map((id) => {
                      const def = index.perks.get(id);
                      return (
                        <li key={id}>
                          <label className="fh-option">
                            <input type="radio" name="fh-perk" checked={perk === id} onChange={() => setPerk(id)} data-testid={`fh-perk-${id}`} />
                            <span className="fh-option-body">
                              <span className="fh-option-name">
                                {def?.name ?? id} <PerkFlags exclusive={def?.exclusive ?? false} armed={def?.armed ?? false} />
                              </span>
                              <span className="fh-option-text">{def?.summary}</span>
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              ))}
            {perkDef?.choice === "magic_type" ? (
              <fieldset className="fh-segmented">
                <legend className="field-label">{perkDef.name}: which magic?</legend>
                {MAGIC_TYPES.map((type) => (
                  <label key={type.id} className="segment">
                    <input type="radio" name="fh-magic-type" checked={magicType === type.id} onChange={() => setMagicType(type.id)} data-testid={`fh-magic-type-${type.id}`} />
                    {type.label}
                  </label>
                ))}
              </fieldset>
            ) : null}
          </section>

          <div className="field">
            <label className="field-label" htmlFor={`${titleId}-reason`}>
              Reason <span className="muted">(shown in the history)</span>
            </label>
            <input id={`${titleId}-reason`} className="input" value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Survived the Sunken Crypt" data-testid="fh-advance-reason" />
          </div>

          {gap ? (
            <p className="field-error" role="alert">
              {gap}
            </p>
          ) : null}
          {advance.isError ? <ErrorNotice error={advance.error} /> : null}
        </div>
        <div className="form-actions modal-actions">
          <button type="submit" className="button button-primary" disabled={advance.isPending} data-testid="fh-advance-confirm">
            {advance.isPending ? "Advancing…" : targetDef ? `Promote to ${targetDef.name} and advance` : "Advance"}
          </button>
          <button type="button" className="button" onClick={onClose} disabled={advance.isPending}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

type PerkGroup = { classId: string; label: string; perks: string[] };

/**
 * The engine's eligible perks grouped by the class list they come from; when promoting, the new
 * class's list joins them (its perks become eligible once it is the current class).
 */
function perkGroups(sheet: Sheet, index: ContentIndex, target: string | null, classPerk: string | null): PerkGroup[] {
  const eligible = new Set(sheet.eligiblePerks);
  const placed = new Set<string>();
  const groups: PerkGroup[] = [...new Set(sheet.classHistory)].map((classId) => {
    const perks = (index.classes.get(classId)?.perks ?? []).filter((id) => eligible.has(id) && !placed.has(id) && id !== classPerk);
    perks.forEach((id) => placed.add(id));
    return { classId, label: `${index.className(classId)}'s Perk List`, perks };
  });
  const rest = sheet.eligiblePerks.filter((id) => !placed.has(id) && id !== classPerk);
  if (rest.length > 0) groups.push({ classId: "other", label: "Other eligible perks", perks: rest });
  if (target) {
    const owned = new Set(sheet.perks.map((p) => p.id));
    const perks = (index.classes.get(target)?.perks ?? []).filter((id) => !owned.has(id) && !placed.has(id) && id !== classPerk);
    groups.unshift({ classId: target, label: `${index.className(target)}'s Perk List (after promoting)`, perks });
  }
  return groups;
}
