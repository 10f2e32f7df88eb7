// Probabilities in words, for the simulator's results and the words beside its charts.

import type { Probability } from "../bindings";

/**
 * A probability as a percentage: whole numbers, with one decimal below 10% and above 99% so that
 * a rare outcome never reads as impossible nor a likely one as certain.
 */
export function percent(p: number): string {
  const value = p * 100;
  if (value > 0 && value < 0.1) return "<0.1%";
  if (value > 0 && value < 10) return `${value.toFixed(1)}%`;
  if (value > 99.9 && value < 100) return ">99.9%";
  if (value > 99 && value < 100) return `${value.toFixed(1)}%`;
  return `${Math.round(value)}%`;
}

/** The 95% interval's bounds, both with as many decimals as the one nearer an edge needs. */
export function interval(p: Probability): string {
  const edge = Math.min(p.low, 1 - p.high) * 100;
  const digits = edge < 1 ? 2 : edge < 10 ? 1 : 0;
  return `${(p.low * 100).toFixed(digits)}–${(p.high * 100).toFixed(digits)}%`;
}
