// Prices as written in a post ('$18', '£12-£20', '€9,50', '15 EUR', '$$', 'free entry') with
// their numbers, and the price tier ('$' to '$$$$') a venue gets from them.

export interface PriceMention {
  /** As written. */
  text: string;
  index: number;
  min: number | null;
  max: number | null;
  currency: string | null;
  /** '$$'-style tier written as such. */
  tier: string | null;
  free: boolean;
}

const SYMBOLS: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR', '¥': 'JPY', '₹': 'INR', '₩': 'KRW', '฿': 'THB', '₱': 'PHP', '₺': 'TRY', '₫': 'VND' };
const PREFIXED_DOLLARS: Record<string, string> = { US: 'USD', CA: 'CAD', C: 'CAD', AU: 'AUD', A: 'AUD', NZ: 'NZD', HK: 'HKD', S: 'SGD', R: 'BRL' };
const CODES = 'USD|EUR|GBP|JPY|CAD|AUD|NZD|CHF|SEK|NOK|DKK|MXN|BRL|INR|THB|SGD|HKD|KRW|IDR|PHP|VND|TRY|ZAR|AED|yen|euros?|dollars?|bucks|pounds|baht|pesos?';
const SYMBOL = '[$£€¥₹₩฿₱₺₫]';
// 1,200 / 1.200 / 9,50 / 9.50 / 12
const AMOUNT = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const DASH = String.raw`\s?[-–—~]\s?|\s(?:to|a|bis)\s`;

const PATTERNS: RegExp[] = [
  // $18, $12-20, £12-£20, US$15, $ 15, €9,50
  new RegExp(String.raw`(?<![\p{L}\p{N}])(US|CA|AU|NZ|HK|S|A|C|R)?(${SYMBOL})\s?(${AMOUNT})(?:(?:${DASH})\2?\s?(${AMOUNT}))?(?![\p{N}])`, 'gu'),
  // 15€, 9,50 €, 12-15€
  new RegExp(String.raw`(?<![\p{L}\p{N}.,])(${AMOUNT})(?:(?:${DASH})(${AMOUNT}))?\s?(${SYMBOL})(?![\p{L}\p{N}])`, 'gu'),
  // 15 EUR, 1500 yen, 20 bucks
  new RegExp(String.raw`(?<![\p{L}\p{N}.,])(${AMOUNT})(?:(?:${DASH})(${AMOUNT}))?\s?(${CODES})(?![\p{L}])`, 'giu'),
];

/** What every pattern above and the tier need somewhere in the text: a currency's sign or word. */
const PRICE_SIGN = new RegExp(`${SYMBOL}|${CODES}`, 'i');
const TIER = /(?<![\p{L}\p{N}$€£¥])([$€£¥]{1,4})(?![\p{N}$€£¥]|\s?\d)/gu;
const FREE = /\b(?:free (?:entry|admission|event|entrance|tickets?|class|workshop|to attend|for all|rsvp|of charge)|(?:entry|admission|entrance|tickets?|price|cost)\s?(?:is|:|-|–)?\s?free|\(free\)|no cover(?: charge)?|entrada (?:libre|gratuita)|entrée (?:libre|gratuite)|gratis|kostenlos)\b/giu;

/** '1.200' and '1,200' are thousands; '9,50' and '9.50' are decimals. */
export function parseAmount(text: string): number | null {
  let normal = text;
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(normal)) normal = normal.replace(/[.,]/g, '');
  else if (/^\d{1,3}(?:[.,]\d{3})+[.,]\d{1,2}$/.test(normal)) normal = normal.slice(0, -3).replace(/[.,]/g, '') + '.' + normal.slice(-2);
  else normal = normal.replace(',', '.');
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

function currencyOf(token: string): string {
  const symbol = SYMBOLS[token];
  if (symbol) return symbol;
  const lower = token.toLowerCase();
  if (lower === 'yen') return 'JPY';
  if (lower.startsWith('euro')) return 'EUR';
  if (lower.startsWith('dollar') || lower === 'bucks') return 'USD';
  if (lower === 'pounds') return 'GBP';
  if (lower === 'baht') return 'THB';
  if (lower.startsWith('peso')) return 'MXN';
  return token.toUpperCase();
}

function overlaps(found: PriceMention[], index: number, length: number): boolean {
  return found.some((other) => index < other.index + other.text.length && other.index < index + length);
}

export function findPrices(text: string): PriceMention[] {
  const found: PriceMention[] = [];
  const add = (mention: PriceMention) => {
    if (!overlaps(found, mention.index, mention.text.length)) found.push(mention);
  };
  // Every paid price and tier has a currency sign or word: without one, only the free ones are looked for.
  const signed = PRICE_SIGN.test(text);
  for (const [which, pattern] of signed ? PATTERNS.entries() : []) {
    for (const match of text.matchAll(pattern)) {
      const [whole] = match;
      const [symbol, low, high] = which === 0 ? [match[2], match[3], match[4]] : [match[3], match[1], match[2]];
      if (!symbol || !low) continue;
      const prefix = which === 0 ? match[1] : undefined;
      const min = parseAmount(low);
      if (min === null) continue;
      const max = high ? parseAmount(high) : null;
      add({ text: whole.trim(), index: match.index, min, max: max ?? min, currency: prefix && symbol === '$' ? PREFIXED_DOLLARS[prefix] ?? 'USD' : currencyOf(symbol), tier: null, free: false });
    }
  }
  for (const match of signed ? text.matchAll(TIER) : []) {
    const tier = match[1] ?? '';
    // One lone '$' is too often a stray character; tiers are written as two or more, or as '$' in a price line.
    if (tier.length < 2 && !/(?:price|prix|preis|precio|💰|💸|\$\s*$)/iu.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    if (new Set(tier).size !== 1) continue;
    add({ text: tier, index: match.index, min: null, max: null, currency: currencyOf(tier[0] ?? '$'), tier: '$'.repeat(tier.length), free: false });
  }
  for (const match of text.matchAll(FREE)) {
    add({ text: match[0], index: match.index, min: 0, max: 0, currency: null, tier: null, free: true });
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The tier of a food or drink place: written tiers win; otherwise one dish or drink price in
 * dollars, pounds or euros gives a rough tier (what a main costs there).
 */
export function priceTierOf(prices: PriceMention[]): string | null {
  const written = prices.find((price) => price.tier);
  if (written) return written.tier;
  const priced = prices.filter((price) => price.max !== null && !price.free && ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD'].includes(price.currency ?? ''));
  if (priced.length === 0) return null;
  const values = priced.map((price) => price.max ?? 0).sort((a, b) => a - b);
  const median = values[Math.floor(values.length / 2)] ?? 0;
  if (median <= 0) return null;
  if (median < 15) return '$';
  if (median < 35) return '$$';
  if (median <= 75) return '$$$';
  return '$$$$';
}
