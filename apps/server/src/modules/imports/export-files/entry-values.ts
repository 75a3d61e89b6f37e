// Small readers of the loosely typed values found in export files.

export function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export function stringAt(record: Record<string, unknown> | null, ...keys: string[]): string | null {
  if (!record) return null;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

/** A Unix time in seconds (or milliseconds or microseconds, told apart by size) as a date. */
export function dateOfUnixTime(value: unknown): Date | null {
  const number = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) return null;
  const ms = number > 1e14 ? number / 1000 : number > 1e11 ? number : number * 1000;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** TikTok's 'YYYY-MM-DD HH:MM:SS' (UTC), or any ISO date. */
export function dateOfText(value: string | null): Date | null {
  if (!value) return null;
  const tiktok = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  const date = tiktok
    ? new Date(Date.UTC(Number(tiktok[1]), Number(tiktok[2]) - 1, Number(tiktok[3]), Number(tiktok[4]), Number(tiktok[5]), Number(tiktok[6])))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Instagram writes each UTF-8 byte of non-ASCII text as its own \u00XX escape ('CafÃ©' for
 * 'Café'): read those characters back as the bytes they are. Text that is not such a string
 * (real Latin-1 letters that are not valid UTF-8 together) is left as it is.
 */
export function repairMojibake(text: string): string {
  if (!/[\u0080-\u00ff]/.test(text) || /[\u0100-\uffff]/.test(text)) return text;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text, 'latin1'));
  } catch {
    return text;
  }
}
