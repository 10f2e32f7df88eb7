// The readable battle log, as the backend writes it for every system (crates/api/src/encounters/
// log_text.rs): the encounter's name, a heading per round, a line per event with its rule, and
// under it the arithmetic and details behind it.

import type { LogLine } from "../bindings";
import { SYSTEMS } from "./fake-backend";

export function logText(name: string, lines: LogLine[]): string {
  let text = `Battle log: ${name}\n`;
  let round = 0;
  for (const line of lines) {
    if (line.round !== null && line.round !== round) {
      round = line.round;
      text += `\n== Round ${round} ==\n`;
    }
    text += `[${line.command + 1}] ${line.text}`;
    if (line.rule) {
      const system = SYSTEMS.find((s) => s.id === line.rule?.system)?.name ?? line.rule.system;
      text += ` (${system} · ${line.rule.section})`;
    }
    text += "\n";
    for (const number of line.numbers) {
      const terms = number.terms.map((t) => `${t.label} ${t.value >= 0 ? "+" : ""}${t.value}`);
      text += `      ${terms.join(", ")} = ${number.value}\n`;
    }
    for (const detail of line.details) text += `      ${detail}\n`;
  }
  return text;
}
