// Links written in a post, sorted by what they are for: a table booking (Resy, OpenTable, other
// booking services), tickets, a shop, a social profile, or a venue's own website.

export type LinkKind = 'resy' | 'opentable' | 'booking' | 'tickets' | 'shop' | 'social' | 'website';

export interface LinkMention {
  url: string;
  kind: LinkKind;
  index: number;
}

// Bare domains count only for services people actually write without a scheme.
const URL_PATTERN =
  /\b(?:https?:\/\/[^\s<>"'()[\]{}]+|www\.[^\s<>"'()[\]{}]+|(?:resy\.com|opentable\.[a-z.]+|exploretock\.com|sevenrooms\.com|eventbrite\.[a-z.]+|dice\.fm|ra\.co|lu\.ma|partiful\.com|posh\.vip|amzn\.to|linktr\.ee)\/[^\s<>"'()[\]{}]*)/giu;

const KINDS: Array<[LinkKind, RegExp]> = [
  ['resy', /(^|\.)resy\.com$/],
  ['opentable', /(^|\.)opentable\.[a-z.]+$/],
  ['booking', /(^|\.)(exploretock\.com|tock\.com|sevenrooms\.com|thefork\.[a-z.]+|bookatable\.[a-z.]+|quandoo\.[a-z.]+|tablein\.com|yelp\.com|toasttab\.com|covermanager\.com|tablecheck\.com)$/],
  ['tickets', /(^|\.)(eventbrite\.[a-z.]+|dice\.fm|ra\.co|ticketmaster\.[a-z.]+|seetickets\.[a-z.]+|tixr\.com|lu\.ma|partiful\.com|posh\.vip|universe\.com|fever(up)?\.com|songkick\.com|bandsintown\.com|ticketweb\.[a-z.]+|axs\.com|skiddle\.com)$/],
  ['shop', /(^|\.)(amazon\.[a-z.]+|amzn\.to|ltk\.app|liketoknow\.it|shopmy\.us|shopltk\.com|etsy\.com|shop\.app|rstyle\.me)$/],
  ['social', /(^|\.)(instagram\.com|tiktok\.com|x\.com|twitter\.com|youtube\.com|youtu\.be|facebook\.com|linktr\.ee|threads\.net|pinterest\.[a-z.]+)$/],
];

function hostOf(url: string): string | null {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

export function findLinks(text: string): LinkMention[] {
  const links: LinkMention[] = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)\]’”]+$/u, '');
    const host = hostOf(url);
    if (!host || !host.includes('.')) continue;
    const kind = KINDS.find(([, pattern]) => pattern.test(host))?.[0] ?? 'website';
    links.push({ url, kind, index: match.index });
  }
  return links;
}
