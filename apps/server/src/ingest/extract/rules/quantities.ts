// Numbers as recipes and workouts write them: '1 1/2', '½', '1½', '2-3', '0,5'; and durations
// ('1 hr 15 min', '25 minutes', '1h30', '90 sec').

const UNICODE_FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3, '⅛': 0.125, '⅜': 0.375, '⅝': 0.625, '⅞': 0.875, '⅕': 0.2 };

/** A quantity pattern for regular expressions: '1 1/2', '1/2', '1½', '½', '2.5', '0,5'. */
export const QUANTITY = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d+\s?[½¼¾⅓⅔⅛⅜⅝⅞⅕]|[½¼¾⅓⅔⅛⅜⅝⅞⅕]|\d+(?:[.,]\d+)?)`;

/** '1 1/2' -> 1.5, '½' -> 0.5, '2-3' -> 2 (the lower end), '0,5' -> 0.5. */
export function parseQuantity(text: string): number | null {
  const first = text.trim().split(/\s*[-–]\s*|\s+to\s+/)[0] ?? '';
  let total = 0;
  let found = false;
  for (const part of first.match(/\d+\/\d+|\d+(?:[.,]\d+)?|[½¼¾⅓⅔⅛⅜⅝⅞⅕]/g) ?? []) {
    found = true;
    const fraction = UNICODE_FRACTIONS[part];
    if (fraction !== undefined) total += fraction;
    else if (part.includes('/')) {
      const [top, bottom] = part.split('/').map(Number);
      if (!top || !bottom) return null;
      total += top / bottom;
    } else total += Number(part.replace(',', '.'));
  }
  if (!found || !Number.isFinite(total)) return null;
  return Math.round(total * 1000) / 1000;
}

const DURATION = /(\d+(?:[.,]\d+)?)[ \t]*(?:-|–|to)?[ \t]*(?:\d+(?:[.,]\d+)?)?[ \t]*(h|hrs?|hours?|m|mins?|minutes?|s|secs?|seconds?)\b(?:[ \t]*(\d+)[ \t]*(?:m|mins?|minutes?)\b)?|(\d+)h(\d{2})\b/i;

/** Minutes in a duration ('1 hr 15 min' -> 75, '1h30' -> 90, '90 sec' -> 1.5); null if none. */
export function parseDurationMinutes(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  if (match[4] && match[5]) return Number(match[4]) * 60 + Number(match[5]);
  const value = Number((match[1] ?? '').replace(',', '.'));
  const unit = (match[2] ?? '').toLowerCase();
  if (unit.startsWith('h')) return value * 60 + Number(match[3] ?? 0);
  if (unit.startsWith('s')) return value / 60;
  return value;
}

/** Seconds in a short duration ('40s', '1 min', '90 sec', '2 minutes'); null if none. */
export function parseDurationSeconds(text: string): number | null {
  const minutes = parseDurationMinutes(text);
  return minutes === null ? null : Math.round(minutes * 60);
}
