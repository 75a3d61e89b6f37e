// The offline assistant: an answer composed from the retrieved saves alone, shaped by what the
// question asks (where / when / how many / a list / what). Every line names the save it comes from
// as [n]; with nothing retrieved it says so and suggests what to save, never inventing a place.
import type { QuestionIntent } from './question-intent';
import { isEvent, isPlace, type EvidenceItem } from './evidence';

export interface ComposeInput {
  intent: QuestionIntent;
  items: EvidenceItem[];
  /** How many saves matched in all (for "how many"). */
  total: number;
  /** What the question is about, in its own words ("ramen in Brooklyn"). */
  subject: string;
  timeZone: string;
  now: Date;
  /** The question narrows a previous answer, which is what came up empty. */
  followUp: boolean;
  openLate: boolean;
}

const LIST_INTRO: Record<QuestionIntent, string> = {
  where: 'Here are the places in your saves:',
  when: "Here's what's coming up in your saves:",
  how_many: '',
  list: "Here's what I found in your saves:",
  what: "Here's what I found in your saves:",
};

export function composeAnswer(input: ComposeInput): string {
  const { items } = input;
  if (items.length === 0) return nothingFound(input);
  if (input.intent === 'how_many') {
    const count = Math.max(input.total, items.length);
    const about = input.subject ? ` about ${quoted(input.subject)}` : '';
    const shown = count > items.length ? ` Here are the first ${items.length}:` : '';
    return `You have ${count} ${count === 1 ? 'save' : 'saves'}${about}.${shown}\n${items.map((item) => `• ${line(item, input)}`).join('\n')}`;
  }
  if (items.length === 1) return single(items[0]!, input);
  return `${LIST_INTRO[input.intent]}\n${items.map((item) => `• ${line(item, input)}`).join('\n')}`;
}

function single(item: EvidenceItem, input: ComposeInput): string {
  const { entity, post } = item;
  const saved = `from a post you saved on ${savedOn(post.savedAt, input)}`;
  if (entity && isEvent(entity) && entity.start) {
    const where = entity.location || entity.address;
    return `${entity.name} is on ${eventDate(entity.start, entity.allDay, input)}${where ? `, ${where}` : ''}, ${saved} [${item.n}].`;
  }
  if (entity && (input.intent === 'where' || isPlace(entity))) {
    const where = entity.address || entity.location;
    return where
      ? `${entity.name} is at ${where}, ${saved} [${item.n}].${hoursNote(entity.hours)}`
      : `${entity.name}, ${saved} [${item.n}]. The post doesn't give an address.${hoursNote(entity.hours)}`;
  }
  if (entity) return `${entity.name}${kindNote(entity.type, entity.category)}, ${saved} [${item.n}].`;
  return `${quoted(post.title)}${post.author ? ` by ${post.author}` : ''}, ${saved} [${item.n}].`;
}

/** One line of a list: the thing, the fact the question asks for, its citation. */
function line(item: EvidenceItem, input: ComposeInput): string {
  const { entity, post } = item;
  if (!entity) return `${quoted(post.title)}${post.author ? ` by ${post.author}` : ''}, saved ${savedOn(post.savedAt, input)} [${item.n}]`;
  const facts: string[] = [];
  if (isEvent(entity) && entity.start) facts.push(eventDate(entity.start, entity.allDay, input));
  const where = entity.address || entity.location;
  if (where && (isPlace(entity) || isEvent(entity))) facts.push(where);
  if (input.openLate && entity.hours) facts.push(entity.hours);
  if (facts.length === 0 && entity.category) facts.push(entity.category);
  return `${entity.name}${facts.length > 0 ? ` — ${facts.join(', ')}` : kindNote(entity.type, null)} [${item.n}]`;
}

function nothingFound(input: ComposeInput): string {
  if (input.followUp) {
    return input.openLate
      ? "None of those saves gives opening hours that run late, so I can't tell which is open late."
      : "None of the saves in my last answer mentions that. Ask me afresh and I'll look through your whole stash.";
  }
  const about = input.subject ? ` about ${quoted(input.subject)}` : ' for that';
  const hint =
    input.intent === 'when'
      ? 'Save posts about events (a gig, a class, a market) and I can tell you when they are.'
      : input.intent === 'where'
        ? 'When you save a post about a place, it lands here and on your map.'
        : 'Save a post about it with Save a Link, and ask me again.';
  return `I couldn't find anything${about} in your saves. ${hint}`;
}

const quoted = (text: string) => `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;

function kindNote(type: string, category: string | null): string {
  const kind = category && !category.toLowerCase().includes(type) ? `${category} ${type}` : type;
  return ` (${kind})`;
}

function hoursNote(hours: string | null): string {
  return hours ? ` Hours: ${hours}.` : '';
}

function savedOn(date: Date, input: ComposeInput): string {
  const sameYear = date.getUTCFullYear() === input.now.getUTCFullYear();
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }), timeZone: input.timeZone }).format(date);
}

/** "Sat 28 Nov, 20:00"; a date alone ("2026-11-28") is that calendar day wherever the member is. */
function eventDate(start: string, allDay: boolean, input: ComposeInput): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(start);
  const instant = new Date(dateOnly ? `${start}T12:00:00Z` : start);
  if (Number.isNaN(instant.getTime())) return start;
  const timeZone = dateOnly ? 'UTC' : input.timeZone;
  const sameYear = instant.getUTCFullYear() === input.now.getUTCFullYear();
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }), timeZone }).format(instant);
  if (dateOnly || allDay) return day;
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(instant);
  return `${day}, ${time}`;
}
