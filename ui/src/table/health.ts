/** How hurt a creature looks from across the table, when the GM shows bands instead of numbers. */
export type HealthBand = "Unhurt" | "Hurt" | "Bloodied" | "Down";

/** The band of `current` out of `max`: bloodied at half or below, down at 0 or below. */
export function healthBand(current: number, max: number): HealthBand {
  if (current <= 0) return "Down";
  if (current >= max) return "Unhurt";
  return current * 2 <= max ? "Bloodied" : "Hurt";
}
