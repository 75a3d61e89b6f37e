// Captions built to find slow patterns: long emoji runs, one endless line, a name repeated
// thousands of times, and a realistic caption of 2,000 characters. eval:extract times the rule
// extractor on each against the budgets (20 ms for 2,000 characters, 50 ms for 100,000).
const CAPTION = `the al pastor at Taquería El Milagro hits different 🌮🔥\n📍 Taquería El Milagro, Pilsen, Chicago\n3050 W 26th St\nopen daily 7am-9pm, tacos from $3\nSee you Saturday March 20 at 8pm at @somedeli in the West Village! #chicagofood #tacos\n`;

export const TIMED_TEXTS: Array<{ name: string; text: string; budgetMs: number }> = [
  { name: 'caption of 2,000 characters', text: CAPTION.repeat(20).slice(0, 2000), budgetMs: 20 },
  { name: '50,000 fire emoji', text: '🔥'.repeat(50_000), budgetMs: 50 },
  { name: 'one line of 100,000 letters', text: 'a'.repeat(100_000), budgetMs: 50 },
  { name: 'a capitalised name 4,000 times', text: 'Best Ramen Place In Town '.repeat(4_000), budgetMs: 50 },
  // A long Japanese tag: an event-tag pattern of overlapping classes once took 110 ms on one of 40 characters.
  { name: 'long Japanese hashtags', text: `夏の思い出 #${'たくさんの幸せが訪れることを心から願っているよだいすき'.repeat(3)}🍑 `.repeat(40), budgetMs: 20 },
  // One token without a space: a name's words were read to its end from every capital in it.
  { name: 'capitals and emoji without a space', text: '🔥ABCDEFGHIJKLMNOP🔥🎉'.repeat(5_000), budgetMs: 50 },
  { name: 'emoji, lists and long words mixed', text: `${CAPTION}🌮🌮🌮🌮 1. ${'x'.repeat(400)}\n📍 `.repeat(400).slice(0, 100_000), budgetMs: 50 },
];
