// Reads fields deep inside platform JSON that we do not control: a missing or mistyped field is
// null (or an empty list), never a crash, because platforms change their payloads without notice.

type PathStep = string | number;

export function valueAt(value: unknown, path: readonly PathStep[]): unknown {
  let current = value;
  for (const step of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PathStep, unknown>)[step];
  }
  return current;
}

export function stringAt(value: unknown, path: readonly PathStep[]): string | null {
  const found = valueAt(value, path);
  return typeof found === 'string' ? found : null;
}

/** A number, also when the platform sends it as a numeric string ("createTime": "1700000000"). */
export function numberAt(value: unknown, path: readonly PathStep[]): number | null {
  const found = valueAt(value, path);
  if (typeof found === 'number') return Number.isFinite(found) ? found : null;
  if (typeof found === 'string' && /^-?\d+(?:\.\d+)?$/.test(found.trim())) return Number(found);
  return null;
}

export function arrayAt(value: unknown, path: readonly PathStep[]): unknown[] {
  const found = valueAt(value, path);
  return Array.isArray(found) ? (found as unknown[]) : [];
}
