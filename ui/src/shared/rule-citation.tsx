import type { Citation } from "../bindings";
import { systemName } from "../format";
import { useSystems } from "../queries";

/** A rulebook reference as the GM reads it: "Fated Hand · Character Creation". */
export function RuleCitation({ rule, className = "rule-citation" }: { rule: Citation; className?: string }) {
  const systems = useSystems();
  return (
    <cite className={className} data-testid="rule-citation">
      {citationText(rule, systemName(systems.data, rule.system))}
    </cite>
  );
}

/** The citation as plain text, given the system's display name. */
export function citationText(rule: Citation, system: string): string {
  return `${system} · ${rule.section}`;
}
