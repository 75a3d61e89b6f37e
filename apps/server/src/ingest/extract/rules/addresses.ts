// Street addresses written in a post: '123 Bedford Ave, Brooklyn', '45 Rue de Bretagne',
// 'Carrer de Verdi 12', 'Torstraße 12', 'Prinsengracht 263', UK postcodes ('London E2 7JE').
// A street needs its number and a street word; '2 cups flour' and '10 Best Spots' are not streets.

export interface AddressMention {
  /** As written, with its city or postcode tail when it has one. */
  text: string;
  index: number;
  end: number;
}

const CAP = String.raw`[\p{Lu}\d][\p{L}\p{N}'’.\-]*`;
const ORDINAL = String.raw`\d{1,3}(?:st|nd|rd|th)`;
const EN_SUFFIX = String.raw`(?:Street|St|Avenue|Ave|Av|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Place|Pl|Way|Square|Sq|Court|Ct|Terrace|Ter|Parkway|Pkwy|Highway|Hwy|Crescent|Cres|Close|Row|Walk|Alley|Mews|Hill|Gardens|Grove|Plaza|Circle|Cir|Market|Yard|Wharf|Quay|Embankment|Parade)\.?`;
const BARE_STREETS = String.raw`Broadway|Bowery|The Bowery|The Strand|Strand|Piccadilly|Kingsway|Aldwych|Holborn`;

const ENGLISH = new RegExp(
  String.raw`(?<![\p{L}\p{N}/$£€.,])(?:(?:Unit|Suite|Shop|No\.?)\s*\d+[A-Za-z]?,?\s+)?\d{1,5}[A-Za-z]?(?:[-–]\d{1,5})?\s+` +
    String.raw`(?:(?:(?:[NSEW]\.?|North|South|East|West)\s+)?(?:(?:${CAP}|${ORDINAL})\s+){0,3}${EN_SUFFIX}(?:\s+[A-F](?![\p{L}]))?|(?:${BARE_STREETS}))(?![\p{L}])`,
  'gu',
);
// Lower-case captions ('123 bedford ave'): only the short suffixes, which prose does not use.
const ENGLISH_LOWER = /(?<![\p{L}\p{N}/$£€.,])\d{1,5}\s+(?:[a-z][a-z'’]*\s+){1,3}(?:st|ave|blvd|rd)\.?(?![\p{L}])/gu;

const ROMANCE_BEFORE = String.raw`(?:rue|avenue|av\.|boulevard|bd|place|quai|allée|allee|impasse|chemin|cours|passage|square|faubourg|rue du faubourg)`;
const FRENCH = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\d{1,4}(?:\s?(?:bis|ter))?,?\s+${ROMANCE_BEFORE}\s+(?:(?:de la|de l['’]|des|du|de|d['’]|la|le|les|l['’])\s*)?[\p{Lu}][\p{L}'’\-]*(?:\s+(?:de|du|des|la|le|et|[\p{Lu}][\p{L}'’\-]*)){0,3}`,
  'giu',
);
const NUMBER_AFTER_STREET = String.raw`(?:Calle|C\/|Carrer|Avinguda|Avenida|Avda\.?|Av\.|Paseo|Passeig|Plaza|Plaça|Pl\.|Via|Viale|Piazza|Piazzale|Corso|Vicolo|Largo|Rua|Travessa|Praça|Rambla|Camino|Ronda|Carretera|Calçada|Alameda)`;
const NUMBER_AFTER = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${NUMBER_AFTER_STREET}\s+(?:(?:de la|de les|del|dels|de|d['’]|di|della|delle|dei|degli|do|da|dos|das|la|el|les|dels)\s*)?[\p{Lu}\d][\p{L}\p{N}'’\-]*(?:\s+(?:de|del|la|di|da|do|dos|y|i|e|[\p{Lu}][\p{L}'’\-]*)){0,3},?\s*(?:n[º°o.]\s*)?\d{1,4}[A-Za-z]?(?![\p{L}\p{N}])`,
  'gu',
);
const COMPOUND = new RegExp(
  String.raw`(?<![\p{L}])[\p{Lu}][\p{L}\-]*(?:straße|strasse|str\.|gasse|weg|allee|platz|damm|ufer|ring|gracht|straat|laan|plein|kade|steeg|vej|gatan|gata|gade|veien|vägen|torget|kanal)\s+\d{1,4}[a-z]?(?![\p{L}\p{N}])`,
  'gu',
);
// '1-5-8 Ebisu-Nishi, Shibuya-ku': Japanese block numbers before the district.
const JAPANESE = /(?<![\p{N}-])\d{1,2}-\d{1,2}(?:-\d{1,3})?\s+[\p{Lu}][\p{L}-]+(?:,\s*[\p{Lu}][\p{L}-]+-(?:ku|shi|cho|machi))?/gu;
const UK_POSTCODE = /(?<![A-Za-z0-9])(?:[A-Z]{1,2}\d[A-Z\d]?)\s?\d[ABD-HJLNP-UW-Z]{2}(?![A-Za-z0-9])/g;

// What may follow a street on the same line: a unit, up to three place names, a state and ZIP, a postcode.
const TAIL_WORD = String.raw`[\p{Lu}][\p{L}'’\-.]*(?![\p{N}])`;
const TAIL_STOP = /^(?:Open|Closed|Daily|Hours|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Book|Tickets|Link|Price|Reservations|Menu|Get|Order|Try|The|We|I|It|This)\b/u;
const TAIL = new RegExp(
  String.raw`^(?:,?\s*(?:#|Suite|Ste\.?|Unit|Apt\.?|Floor|Fl\.?)\s*\w+)?((?:,\s*(?:\d{4,5}\s+)?${TAIL_WORD}(?:\s+${TAIL_WORD}){0,2}){0,3})(?:,?\s*(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|(?:[A-Z]{1,2}\d[A-Z\d]?)\s?\d[A-Z]{2}|\d{4,5}))?`,
  'u',
);

function withTail(text: string, index: number, end: number): AddressMention {
  const lineEnd = text.indexOf('\n', end);
  const rest = text.slice(end, lineEnd < 0 ? undefined : lineEnd);
  const tail = TAIL.exec(rest);
  let length = tail?.[0].length ?? 0;
  if (tail?.[1]) {
    // Cut the tail at the first part that starts a new clause ('..., Open daily').
    const parts = tail[1].split(',').slice(1);
    let kept = 0;
    for (const part of parts) {
      if (TAIL_STOP.test(part.trim())) break;
      kept += part.length + 1;
    }
    if (kept < tail[1].length) length = rest.indexOf(tail[1]) + kept;
  }
  const full = text.slice(index, end + length).replace(/[\s,]+$/, '');
  return { text: full, index, end: index + full.length };
}

export function findAddresses(text: string): AddressMention[] {
  const found: AddressMention[] = [];
  const add = (mention: AddressMention) => {
    const overlapping = found.findIndex((other) => mention.index < other.end && other.index < mention.end);
    if (overlapping < 0) found.push(mention);
    else if ((found[overlapping]?.text.length ?? 0) < mention.text.length) found[overlapping] = mention;
  };
  for (const pattern of [ENGLISH, FRENCH, NUMBER_AFTER, COMPOUND, JAPANESE, ENGLISH_LOWER]) {
    for (const match of text.matchAll(pattern)) add(withTail(text, match.index, match.index + match[0].length));
  }
  for (const match of text.matchAll(UK_POSTCODE)) {
    const end = match.index + match[0].length;
    if (found.some((other) => match.index < other.end && other.index < end)) continue;
    // A postcode alone is an address with the place words just before it on its line ('Hackney, London E8 3PB').
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    const before = text.slice(lineStart, match.index);
    const lead = /(?:[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*){0,2},?\s+){0,2}$/u.exec(before);
    const start = lead ? match.index - lead[0].length : match.index;
    add({ text: text.slice(start, end), index: start, end });
  }
  return found.sort((a, b) => a.index - b.index);
}
