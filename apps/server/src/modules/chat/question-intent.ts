// What a question asks for, read from its words: a place (where), a date (when), a count (how
// many), a list, or what something is; and whether it points back at the previous answer ("which
// of those is open late?").

export type QuestionIntent = 'where' | 'when' | 'how_many' | 'list' | 'what';

export interface ReadQuestion {
  intent: QuestionIntent;
  /** It refers to the previous answer's saves rather than asking afresh. */
  followUp: boolean;
  /** It asks for places open late at night. */
  openLate: boolean;
}

const FOLLOW_UP = /\b(those|these|them|they|that one|this one|of the(m|se)|it|its|it's|which one|the first|the second|the last)\b/i;
const STARTS_LIKE_FOLLOW_UP = /^(and|also|what about|how about|which|any of|only)\b/i;
const OPEN_LATE = /\b(open late|late[- ]night|after (10|11|midnight)|until late|open after)\b/i;

export function readQuestion(question: string): ReadQuestion {
  const text = question.toLowerCase().replace(/[’']/g, "'").trim();
  return { intent: intentOf(text), followUp: FOLLOW_UP.test(text) || STARTS_LIKE_FOLLOW_UP.test(text), openLate: OPEN_LATE.test(text) };
}

function intentOf(text: string): QuestionIntent {
  if (/\bhow many\b|\bcount\b|\bnumber of\b/.test(text)) return 'how_many';
  if (/^(when|what time|what day|what date)\b|\bwhen (is|was|does|do|are)\b|\bwhat'?s on\b|\bhappening\b|\bcoming up\b|\bupcoming\b/.test(text)) return 'when';
  if (/^where\b|\bwhere (is|was|are|were|can|could|should|to)\b|\baddress\b|\blocated\b/.test(text)) return 'where';
  if (/^(list|show|give|find)\b|\b(all|every|which|any)\b.*\b(i saved|saved|in my stash)\b|\bplaces\b|\brecipes\b|\bideas\b|\bsaves?\b/.test(text)) return 'list';
  return 'what';
}

/**
 * Whether opening hours as written close late (22:00 or after, or past midnight):
 * "Tue-Sun 5pm-11pm", "12:00–02:00", "till 1am", "open 24 hours".
 */
export function closesLate(hours: string | null): boolean {
  if (!hours) return false;
  const text = hours.toLowerCase();
  if (/24\s*(\/\s*7|h\b|hours)|late|midnight/.test(text)) return true;
  const closing = [...text.matchAll(/[-–—]\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?|\b(?:till|until|to)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?/g)];
  return closing.some((match) => {
    const hour = Number(match[1] ?? match[4]);
    const meridiem = match[3] ?? match[6];
    if (!Number.isFinite(hour) || hour > 24) return false;
    if (meridiem === 'pm') return hour >= 10 && hour < 12;
    if (meridiem === 'am') return hour === 12 || hour < 6;
    // A 24-hour clock: 22:00 and later, or past midnight.
    return hour >= 22 || (hour < 6 && match[2] !== undefined);
  });
}
