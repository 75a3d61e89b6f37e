// Captions built to find slow patterns: long emoji runs, one endless line, a name repeated
// thousands of times, and a realistic caption of 2,000 characters. eval:extract times the rule
// extractor on each against the issue's budgets (20 ms for 2,000 characters, 50 ms for 100,000),
// then every shape below in every script, to find a slow pattern no hand-written caption shows.
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

/** Letters of the scripts members write in, each run into words, tags and accounts below. */
const SCRIPTS: Record<string, string> = {
  han: '東京都渋谷区夏祭り花火大会展覧会', kana: 'たくさんのしあわせがおとずれるラーメンカフェ', hangul: '서울숲클라이밍맛집카페전시회축제',
  thai: 'อาหารแมวที่ทาสวางใจร้านอาหาร', arabic: 'مطعمالمقهىلذيذطعام', cyrillic: 'ресторанкафемузейбар', latin: 'cafébarrestaurantefestaexposição',
  vietnamese: 'nhàhàngquáncàphêchợđảo', digits: '1234567890', capitals: 'ABCDEFGHIJKLMNOP', mixed: 'Ab1Cd2Éf3Gh4',
};
/** Shapes a caption takes, each filled with one script's letters. */
const SHAPES: Record<string, (letters: string) => string> = {
  'long tags': (s) => `hello #${s.repeat(4)} there `,
  'long accounts': (s) => `at @${s.repeat(4)} today `,
  'long words': (s) => `${s.repeat(30)} `,
  'one letter a word': (s) => `${[...s].join(' ')} `,
  'capitalised pairs': (s) => `${[...s].map((c) => `${c.toUpperCase()}x`).join(' ')} `,
  'bullet lines': (s) => `• ${s} - 1 kg ${s}\n`,
  'one-line recipe': (s) => `Ingredientes: • 1 kg ${s} `,
  'pin lines': (s) => `📍 ${s}, ${s}\n`,
  'quotes after at': (s) => `at "${s.repeat(3)}" `,
  'open brackets': (s) => `${s} (${s} (${s}) `,
  'numbered items': (s) => `1. ${s} 2. ${s} 3. ${s} `,
  'dates and times': (s) => `${s} on March 3 at 8pm, 22h, 10-4, 12.06.2026 `,
  'emoji around words': (s) => `🔥${s}🔥🎉`,
  'dashes': (s) => `${s} - ${s} — ${s} – `,
  'at and @': (s) => `at the ${s} at ${s} @ ${s} `,
};
/** Every shape in every script, repeated to the length extraction reads (10,000 characters). */
export const GENERATED_TEXTS: Array<{ name: string; text: string }> = Object.entries(SHAPES).flatMap(([shape, make]) =>
  Object.entries(SCRIPTS).map(([script, letters]) => {
    const one = make(letters);
    return { name: `${shape}, ${script}`, text: one.repeat(Math.ceil(10_000 / one.length)).slice(0, 10_000) };
  }),
);
export const GENERATED_BUDGET_MS = 50;
