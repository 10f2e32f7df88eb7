import type { LegalNow, RuleViolation } from "../bindings";
import { RuleCitation } from "../shared/rule-citation";

/**
 * What the engine says may be done now, as every system's GM view carries it: the commands it
 * accepts (with their previews) and, for those it refuses, the reason. The screen offers the
 * first and greys out the second with its reason; it never decides legality itself.
 */
export type Legal<C, P> = LegalNow<C, P>;

/** One kind of command as the screen shows it: whether any is offered, and why not when none is. */
export type KindStatus = { offered: boolean; reason: RuleViolation | null };

/**
 * Whether the engine offers a command of `kind` now (narrowed by `which` when given, e.g. one
 * target), and when it offers none, the reason of the first it withheld.
 */
export function kindStatus<C, P>(legal: Legal<C, P>, kind: string, which?: (command: C) => boolean): KindStatus {
  const fits = (k: string, command: C) => k === kind && (which ? which(command) : true);
  if (legal.offered.some((o) => fits(o.kind, o.command))) return { offered: true, reason: null };
  const withheld = legal.withheld.find((w) => fits(w.kind, w.command));
  return { offered: false, reason: withheld?.reason ?? null };
}

/** The offered commands of `kind`, with their previews. */
export function offeredOf<C, P>(legal: Legal<C, P>, kind: string) {
  return legal.offered.filter((o) => o.kind === kind);
}

/** The withheld commands of `kind`, with their reasons. */
export function withheldOf<C, P>(legal: Legal<C, P>, kind: string) {
  return legal.withheld.filter((w) => w.kind === kind);
}

/**
 * Why a greyed-out control is greyed out, as visible text (the control carries the same words in
 * its title): keyboard and screen-reader users read it too.
 */
export function WhyNot({ status, testId }: { status: KindStatus; testId: string }) {
  if (status.offered || !status.reason) return null;
  return (
    <p className="muted legal-reason" data-testid={testId}>
      {status.reason.message} <RuleCitation rule={status.reason.rule} />
    </p>
  );
}
