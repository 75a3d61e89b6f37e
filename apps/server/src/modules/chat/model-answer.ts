// The assistant with a language model: the same retrieved saves, numbered, are the only thing the
// model may draw on; it writes the answer citing them as [n], and any [n] that names no retrieved
// save is dropped from the answer and its citations.
import type { ChatModelMessage } from '../../providers/llm/streaming-chat-model';
import type { EvidenceItem } from './evidence';

const SYSTEM_PROMPT = [
  "You are Stash AI. You answer a member's question using only the numbered saves below, which come from posts they saved.",
  'Cite every fact with the number of the save it comes from, like [1] or [2][3].',
  'Never name a place, event or thing that is not in the saves. If the saves do not answer the question, say so plainly and suggest what the member could save.',
  'Be brief: a sentence or a short list. Plain text, no Markdown headings.',
].join(' ');

/** One save as the model reads it: its facts, one per line. */
function describe(item: EvidenceItem): string {
  const { post, entity } = item;
  const lines = [`[${item.n}] Post "${post.title}"${post.author ? ` by ${post.author}` : ''}, saved ${post.savedAt.toISOString().slice(0, 10)} (${post.platform})`];
  if (entity) {
    const facts = [
      `${entity.name} (${entity.category ? `${entity.category} ` : ''}${entity.type})`,
      entity.address || entity.location ? `at ${entity.address || entity.location}` : null,
      entity.start ? `when ${entity.start}${entity.allDay ? ' (all day)' : ''}` : null,
      entity.hours ? `hours ${entity.hours}` : null,
      entity.price ? `price ${entity.price}` : null,
    ];
    lines.push(facts.filter(Boolean).join('; '));
  }
  if (post.text) lines.push(`Text: ${post.text.replace(/\s+/g, ' ').slice(0, 400)}`);
  return lines.join('\n');
}

export function modelMessages(input: {
  question: string;
  items: EvidenceItem[];
  history: Array<{ question: string; answer: string }>;
  now: Date;
  timeZone: string;
}): ChatModelMessage[] {
  const evidence = input.items.length > 0 ? input.items.map(describe).join('\n\n') : '(no saves matched)';
  return [
    { role: 'system', content: `${SYSTEM_PROMPT}\nNow: ${input.now.toISOString()} (member's time zone ${input.timeZone}).` },
    ...input.history.flatMap((turn): ChatModelMessage[] => [
      { role: 'user', content: turn.question },
      { role: 'assistant', content: turn.answer },
    ]),
    { role: 'user', content: `Saves:\n${evidence}\n\nQuestion: ${input.question}` },
  ];
}

const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

/**
 * The answer with only citations of retrieved saves left in it, and the items it cites in the order
 * first cited, renumbered [1], [2], ... so the answer's numbers match its citation list.
 */
export function checkCitations(answer: string, items: EvidenceItem[]): { answer: string; cited: EvidenceItem[] } {
  const byNumber = new Map(items.map((item) => [item.n, item]));
  const cited: EvidenceItem[] = [];
  const renumbered = new Map<number, number>();
  const text = answer.replace(MARKER, (_marker, list: string) => {
    const numbers = list.split(',').map((part) => Number(part.trim()));
    const kept = numbers.flatMap((number) => {
      const item = byNumber.get(number);
      if (!item) return [];
      if (!renumbered.has(number)) {
        cited.push(item);
        renumbered.set(number, cited.length);
      }
      return [renumbered.get(number)!];
    });
    return [...new Set(kept)].map((number) => `[${number}]`).join('');
  });
  return { answer: text.replace(/[ \t]+([.,;:!?])/g, '$1').replace(/[ \t]{2,}/g, ' ').trim(), cited: cited.map((item, index) => ({ ...item, n: index + 1 })) };
}
