// The pure parts of Stash AI's answers: what a question asks, whether hours run late, and the
// model's citations checked against the saves it was given.
import { describe, expect, it } from 'vitest';
import type { EvidenceItem } from './evidence';
import { checkCitations } from './model-answer';
import { closesLate, readQuestion } from './question-intent';

describe('readQuestion', () => {
  it.each([
    ['Where was that ramen place in Brooklyn?', 'where', false],
    ["What's on this weekend?", 'when', false],
    ['When is the jazz gig', 'when', false],
    ['How many cafes have I saved in Paris?', 'how_many', false],
    ['Show me the recipes I saved', 'list', false],
    ['the miso salmon one', 'what', false],
    ['Which of those is open late?', 'what', true],
    ['and the cheapest?', 'what', true],
  ] as const)('%s', (question, intent, followUp) => {
    expect(readQuestion(question)).toMatchObject({ intent, followUp });
  });

  it('hears "open late" however it is put', () => {
    expect(readQuestion('any of them open late?').openLate).toBe(true);
    expect(readQuestion('late-night food near me').openLate).toBe(true);
    expect(readQuestion('where did I save late breakfast').openLate).toBe(false);
  });
});

describe('closesLate', () => {
  it.each([
    ['Mon-Sun 12pm-2am', true],
    ['Tue–Sun 5pm–11pm', true],
    ['12:00–02:00', true],
    ['open till 1am Fri-Sat', true],
    ['24/7', true],
    ['Mon-Fri 11am-3pm', false],
    ['every day 10h–17h', false],
    ['7:30am–3pm daily', false],
    [null, false],
  ] as const)('%s', (hours, late) => {
    expect(closesLate(hours)).toBe(late);
  });
});

describe('checkCitations', () => {
  const item = (n: number, title: string): EvidenceItem => ({
    n,
    entity: null,
    post: { id: `post-${n}`, title, savedAt: new Date('2026-05-03T12:00:00Z'), author: null, platform: 'instagram', text: '', entities: [] },
  });
  const items = [item(1, 'Okiboru'), item(2, 'Ichiran'), item(3, 'Vanguard')];

  it('keeps citations of the saves given, renumbered in the order first cited, and drops the rest', () => {
    const checked = checkCitations('Try Vanguard [3] or Okiboru [1, 3]. Also Sushi Zen [7] .', items);
    expect(checked.answer).toBe('Try Vanguard [1] or Okiboru [2][1]. Also Sushi Zen.');
    expect(checked.cited.map((cited) => [cited.n, cited.post.id])).toEqual([
      [1, 'post-3'],
      [2, 'post-1'],
    ]);
  });

  it('leaves an answer with no citations as it is, citing nothing', () => {
    expect(checkCitations("I couldn't find that in your saves.", items)).toEqual({ answer: "I couldn't find that in your saves.", cited: [] });
  });
});
