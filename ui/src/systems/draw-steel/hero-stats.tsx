import type { ReactNode } from "react";
import type { HeroSheet } from "../../bindings";
import { ExplainedValue } from "../../shared/explained-value";
import { CHARACTERISTIC_LABEL, CHARACTERISTICS, signedScore } from "./labels";

/** Where a hero stands now; absent in the builder's preview (a fresh hero is at full). */
export type HeroNow = { stamina: number; recoveriesLeft: number; winded: boolean; dying: boolean; heroicResource: number };

/** The sheet's numbers, each with its arithmetic and rule one hover or focus away. */
export function HeroStats({ sheet, now }: { sheet: HeroSheet; now?: HeroNow }) {
  const staminaClass = now?.dying ? "ds-stat ds-stat-stamina ds-stat-bad" : now?.winded ? "ds-stat ds-stat-stamina ds-stat-warn" : "ds-stat ds-stat-stamina";
  return (
    <div className="ds-hero-stats" data-testid="ds-hero-stats">
      <div className={staminaClass}>
        <span className="ds-stat-label">Stamina{now ? " now / max" : " maximum"}</span>
        <span className="ds-stat-value" data-testid="ds-hero-stamina">
          {now ? <span>{`${now.stamina} / `}</span> : null}
          <ExplainedValue label="Stamina maximum" explained={sheet.staminaMaximum} />
          {now?.dying ? (
            <span className="badge badge-warning" data-testid="ds-hero-dying">
              dying
            </span>
          ) : now?.winded ? (
            <span className="badge badge-warning" data-testid="ds-hero-winded">
              winded
            </span>
          ) : null}
        </span>
      </div>
      <Stat label="Winded at" testId="ds-hero-winded-value">
        <ExplainedValue label="Winded value" explained={sheet.windedValue} />
      </Stat>
      <Stat label="Recovery value" testId="ds-hero-recovery-value">
        <ExplainedValue label="Recovery value" explained={sheet.recoveryValue} />
      </Stat>
      <Stat label={now ? "Recoveries left" : "Recoveries"} testId="ds-hero-recoveries">
        {now ? <span>{`${now.recoveriesLeft} / `}</span> : null}
        <ExplainedValue label="Recoveries" explained={sheet.recoveries} />
      </Stat>
      <Stat label="Size" testId="ds-hero-size">
        {sheet.size}
      </Stat>
      <Stat label="Speed" testId="ds-hero-speed">
        <ExplainedValue label="Speed" explained={sheet.speed} />
      </Stat>
      <Stat label="Stability" testId="ds-hero-stability">
        <ExplainedValue label="Stability" explained={sheet.stability} />
      </Stat>
      <Stat label="Free strike" testId="ds-hero-free-strike">
        <ExplainedValue label="Free strike damage" explained={sheet.freeStrike} />
      </Stat>
      <Stat label={sheet.heroicResource || "Heroic resource"} testId="ds-hero-resource">
        {now ? now.heroicResource : "—"}
      </Stat>
    </div>
  );
}

function Stat({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="ds-stat">
      <span className="ds-stat-label">{label}</span>
      <span className="ds-stat-value" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

/** The five scores as a stat block prints them. */
export function HeroCharacteristics({ sheet }: { sheet: HeroSheet }) {
  return (
    <div className="ds-hero-characteristics" data-testid="ds-hero-characteristics">
      {CHARACTERISTICS.map((characteristic) => (
        <span key={characteristic} className="ds-hero-characteristic">
          <span className="ds-stat-label">{CHARACTERISTIC_LABEL[characteristic]}</span>
          <strong data-testid={`ds-hero-characteristic-${characteristic}`}>{signedScore(sheet.characteristics[characteristic])}</strong>
        </span>
      ))}
    </div>
  );
}
