import { useState } from "react";
import type { BastardsAdvancementView, BastardsSkillLine, XpPurchase } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { skillKey } from "./labels";
import { useBastardsContent, useBastardsSpend } from "./queries";

type Kind = "specialty" | "weapon_advantage";

/**
 * The purchases the offer list cannot price ahead, because the GM names them: a specialty
 * pairing two of the character's skills, and an advantage that names a weapon. The engine
 * prices and checks them when bought, and says why not.
 */
export function SpendMoreForm({ view, skills }: { view: BastardsAdvancementView; skills: BastardsSkillLine[] }) {
  const content = useBastardsContent();
  const spend = useBastardsSpend();
  const [kind, setKind] = useState<Kind>("specialty");
  const [name, setName] = useState("");
  const [first, setFirst] = useState("");
  const [second, setSecond] = useState("");
  const [advantage, setAdvantage] = useState("");
  const [weapon, setWeapon] = useState("");
  const skillOf = (key: string) => skills.find((line) => skillKey(line.skill) === key)?.skill ?? null;
  const weaponAdvantages = (content.data?.advantages ?? []).filter((a) => a.takesWeapon && a.creationOnly === null);

  const purchase = (): XpPurchase | null => {
    if (kind === "specialty") {
      const a = skillOf(first);
      const b = skillOf(second);
      return a && b && name.trim() ? { kind: "specialty", specialty: { name: name.trim(), skills: [a, b] } } : null;
    }
    return advantage && weapon.trim() ? { kind: "advantage", id: advantage, weapon: weapon.trim() } : null;
  };
  const ready = purchase();

  return (
    <form
      className="gob-form"
      aria-label="Buy a specialty or a weapon's advantage"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready === null) return;
        spend.mutate({ characterId: view.characterId, purchase: ready, reason: "" }, { onSuccess: () => (setName(""), setWeapon("")) });
      }}
      data-testid="gob-spend-more"
    >
      <div className="gob-row">
        <select className="select" aria-label="What to buy" value={kind} onChange={(e) => setKind(e.target.value as Kind)} data-testid="gob-spend-more-kind">
          <option value="specialty">A specialty (1 XP)</option>
          <option value="weapon_advantage">An advantage for a weapon</option>
        </select>
        {kind === "specialty" ? (
          <>
            <input className="input" aria-label="The specialty's name" placeholder="Acting, Biology…" value={name} onChange={(e) => setName(e.target.value)} data-testid="gob-specialty-name" />
            {[
              [first, setFirst, "gob-specialty-first", "First skill"] as const,
              [second, setSecond, "gob-specialty-second", "Second skill"] as const,
            ].map(([value, set, testId, label]) => (
              <select key={testId} className="select" aria-label={label} value={value} onChange={(e) => set(e.target.value)} data-testid={testId}>
                <option value="">{label}…</option>
                {skills.map((line) => (
                  <option key={skillKey(line.skill)} value={skillKey(line.skill)}>
                    {line.name} ({line.rank.value})
                  </option>
                ))}
              </select>
            ))}
          </>
        ) : (
          <>
            <select className="select" aria-label="Advantage" value={advantage} onChange={(e) => setAdvantage(e.target.value)} data-testid="gob-weapon-advantage">
              <option value="">Choose an advantage…</option>
              {weaponAdvantages.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
            <input className="input" aria-label="Weapon" placeholder="The weapon" value={weapon} onChange={(e) => setWeapon(e.target.value)} data-testid="gob-weapon-name" />
          </>
        )}
        <button type="submit" className="button button-primary" disabled={spend.isPending || ready === null} data-testid="gob-spend-more-buy">
          Buy
        </button>
      </div>
      {spend.isError ? <ErrorNotice error={spend.error} /> : null}
    </form>
  );
}
