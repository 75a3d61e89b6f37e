// Workouts: blocks ('Warm-up', 'Circuit x3', 'AMRAP 12 min', 'EMOM', 'Day A'), moves with sets
// and reps ('3x12 squats', '4 sets of 10 push-ups', 'lat pulldown 4x10', '30s plank'), rest,
// level, equipment and duration, read into the workout template with timer presets (work and
// rest intervals in seconds). Moves need a number or an exercise word, so '2 cups flour' and
// '10 best spots' never become one.
import type { WorkoutTemplate } from '@stash/shared';
import { fromShouting } from './name-runs';
import { cleanName, stripEmoji } from './names';
import { linesOf } from './post-text';
import { parseDurationSeconds } from './quantities';

type Block = WorkoutTemplate['blocks'][number];
type Move = Block['moves'][number];

const EXERCISES =
  /\b(?:squats?|lunges?|push[- ]?ups?|press[- ]?ups?|pull[- ]?ups?|chin[- ]?ups?|burpees?|planks?|deadlifts?|rdls?|rows?|presses|press|curls?|crunch(?:es)?|sit[- ]?ups?|mountain climbers?|jumping jacks?|bridges?|hip thrusts?|thrusters?|swings?|snatch(?:es)?|cleans?|dips?|step[- ]?ups?|jumps?|sprints?|kickbacks?|extensions?|raises?|fl(?:y|ies|yes)|pulldowns?|pullovers?|shoulder taps?|high knees|butt kicks|wall sits?|bear crawls?|skaters?|twists?|glute bridges?|calf raises?|bench|face pulls?|shrugs?|good mornings?|lateral walks?|clamshells?|dead bugs?|bird dogs?|supermans?|inchworms?|v[- ]?ups?|hollow (?:holds?|rocks?)|carr(?:y|ies)|farmer'?s walks?|wall balls?|box jumps?|flutter kicks?|leg raises?|russian twists?|get[- ]?ups?|halos?|hip hinges?|stretch(?:es)?|pose|holds?|run|jog|row(?:ing)?|bike|ski erg|skipping|jump rope|double unders?|crushers?|abduct(?:ion|ors?)|adduct(?:ion|ors?)|pec deck|sled|battle ropes?|walkouts?|kicks?|punches|jacks|climbers?|taps)\b/i;

const SETS_REPS = /(\d{1,2})\s*(?:x|×|sets? of|sets? x)\s*(\d{1,3}(?:\s*[-–]\s*\d{1,3})?(?:\s*(?:s|sec|secs|seconds|m|min|mins|reps?)\b)?(?:\s+each(?:\s+(?:side|leg|arm|way))?)?)/i;
const TIMED = /(\d{1,3}\s*(?:s|sec|secs|seconds|min|mins|minutes)\b)/i;
const REPS_FIRST = /^(\d{1,3}(?:\s*[-–]\s*\d{1,3})?)\s*(?:reps?\s+(?:of\s+)?)?(?=[\p{L}])/iu;
const BLOCK_HEADING =
  /^\s*(warm[- ]?up|cool[- ]?down|finisher|circuit(?:\s*[a-z\d]+)?|superset(?:\s*[a-z\d]+)?|round\s*\d+|block\s*[a-z\d]+|day\s*[a-z\d]+|part\s*\d+|amrap|emom|tabata|core|main(?: set)?|strength|conditioning|abs|upper body|lower body|legs|arms)\b([^:\n]*?)(?::|$|\s[—–-]\s)/i;
const LEVEL = /\b(beginner|intermediate|advanced)s?\b/i;
const EQUIPMENT: Array<[RegExp, string]> = [
  [/\bdumbbells?\b|\bdbs?\b/i, 'dumbbells'],
  [/\bkettlebells?\b|\bkbs?\b/i, 'kettlebell'],
  [/\bbarbells?\b/i, 'barbell'],
  [/\b(?:resistance )?bands?\b|\bbanded\b/i, 'resistance band'],
  [/\b(?:yoga )?mat\b/i, 'mat'],
  [/\bbench\b/i, 'bench'],
  [/\bcables?\b/i, 'cable machine'],
  [/\bpull[- ]?up bar\b/i, 'pull-up bar'],
  [/\bjump rope\b|\bskipping rope\b/i, 'jump rope'],
  [/\bmedicine ball\b|\bmed ball\b/i, 'medicine ball'],
  [/\bplyo box\b|\bbox jumps?\b/i, 'box'],
  [/\bsliders?\b/i, 'sliders'],
  [/\bfoam roller\b/i, 'foam roller'],
  [/\bpulldown\b|\blat pulldown\b/i, 'lat pulldown machine'],
];
const MUSCLES: Array<[RegExp, string]> = [
  [/\bglutes?\b/i, 'glutes'],
  [/\bhamstrings?\b/i, 'hamstrings'],
  [/\bquads?\b/i, 'quads'],
  [/\blegs\b|\bleg day\b|\blower body\b/i, 'legs'],
  [/\bcore\b/i, 'core'],
  [/\babs\b/i, 'abs'],
  [/\bback\b(?! extension)/i, 'back'],
  [/\blats\b/i, 'lats'],
  [/\bchest\b(?!-supported)/i, 'chest'],
  [/\bshoulders\b/i, 'shoulders'],
  [/\barms\b|\bupper body\b/i, 'arms'],
  [/\bbiceps\b/i, 'biceps'],
  [/\btriceps\b/i, 'triceps'],
  [/\bcalves\b/i, 'calves'],
  [/\bfull[- ]body\b/i, 'full body'],
];
const ACRONYMS = /\b(hiit|emom|amrap|wod|rdl|hyrox|crossfit)\b/gi;
const MODALITIES: Array<[RegExp, string]> = [
  [/\bhiit\b|\btabata\b|\bemom\b|\bamrap\b/i, 'hiit'],
  [/\byoga\b|\bvinyasa\b/i, 'yoga'],
  [/\bpilates\b/i, 'pilates'],
  [/\b(?:running|run club|5k|10k|tempo run|intervals? run)\b/i, 'running'],
  [/\bmobility\b|\bstretch(?:ing)?\b/i, 'mobility'],
  [/\bcardio\b/i, 'cardio'],
  [/\bcalisthenics\b/i, 'calisthenics'],
  [/\bstrength\b|\bhypertrophy\b|\b\d+x\d+\b|\bbarbell\b|\bdeadlift|\bpull day\b|\bpush day\b|\bleg day\b|\bglute day\b|\bgym\b/i, 'strength'],
];

function move(name: string, sets: number | null, reps: string | null, rest: string | null = null, load: string | null = null): Move {
  return { move: name, sets, reps, load, tempo: null, rest };
}

function cleanMoveName(raw: string): string {
  return cleanName(stripEmoji(raw).replace(/\([^)]*\)/g, '').replace(/\s+(?:each(?: side| leg| arm| way)?|per side|per leg)\b.*$/i, '').replace(/[,;]\s*$/, ''));
}

const LOAD = /@\s*(\d+(?:\.\d+)?\s*(?:kg|lbs?|%))|\b(\d+(?:\.\d+)?\s*(?:kg|lbs?))\b/i;

/** One move as written: 'lat pulldown 4x10', '3x12 squats', '4 sets of 10 push-ups', '30s plank', '15 glute bridges'. */
export function parseMove(raw: string): Move | null {
  const text = stripEmoji(raw).replace(/^\s*(?:\d{1,2}[.)]\s+|[-•*→]\s*)/u, '').trim();
  if (!text || text.length > 90) return null;
  const load = LOAD.exec(text);
  const loadText = load ? (load[1] ?? load[2] ?? '').replace(/\s+/g, '') : null;
  const setsReps = SETS_REPS.exec(text);
  if (setsReps) {
    const before = text.slice(0, setsReps.index);
    const after = text.slice(setsReps.index + setsReps[0].length);
    const name = cleanMoveName(before.trim() ? before : after);
    if (!name || !EXERCISES.test(name) || name.split(/\s+/).length > 6) return null;
    const reps = (setsReps[2] ?? '').replace(/\s*reps?$/i, '').trim();
    return move(name, Number(setsReps[1]), reps, null, loadText);
  }
  const timed = TIMED.exec(text);
  if (timed && EXERCISES.test(text)) {
    const name = cleanMoveName(text.replace(timed[0], ' '));
    if (name && name.split(/\s+/).length <= 6) return move(name, null, timed[1]?.replace(/\s+/g, '') ?? null, null, loadText);
  }
  const repsFirst = REPS_FIRST.exec(text);
  if (repsFirst && EXERCISES.test(text)) {
    const name = cleanMoveName(text.slice(repsFirst[0].length));
    if (name && name.split(/\s+/).length <= 6) return move(name, null, repsFirst[1] ?? null, null, loadText);
  }
  if (EXERCISES.test(text) && !/\d/.test(text) && text.split(/\s+/).length <= 5) return move(cleanMoveName(text), null, null);
  return null;
}

function secondsOf(text: string): number | null {
  const seconds = parseDurationSeconds(text);
  return seconds !== null && seconds > 0 && seconds <= 3 * 3600 ? seconds : null;
}

function timerPresets(text: string, moves: Move[]): WorkoutTemplate['timer_presets'] {
  const presets: WorkoutTemplate['timer_presets'] = [];
  const add = (name: string, duration: number | null) => {
    if (duration !== null && !presets.some((preset) => preset.name === name && preset.duration === duration)) presets.push({ name, duration });
  };
  const interval = /(\d{1,3}\s*(?:s|sec|secs|seconds)?)\s*(?:work|on)\s*[/,|]\s*(\d{1,3}\s*(?:s|sec|secs|seconds)?)\s*(?:rest|off)/i.exec(text);
  if (interval) {
    add('Work', secondsOf(`${(interval[1] ?? '').replace(/\D+$/, '')}s`));
    add('Rest', secondsOf(`${(interval[2] ?? '').replace(/\D+$/, '')}s`));
  }
  if (/\btabata\b/i.test(text)) {
    add('Work', 20);
    add('Rest', 10);
  }
  const amrap = /\bamrap\s*(?:of\s*)?(\d{1,3})\s*(?:min|mins|minutes|')?/i.exec(text) ?? /(\d{1,3})\s*(?:min|mins|minutes)\s+amrap/i.exec(text);
  if (amrap) add('AMRAP', Number(amrap[1]) * 60);
  const emom = /\bemom\s*(?:x\s*)?(\d{1,3})\s*(?:min|mins|minutes)?/i.exec(text) ?? /(\d{1,3})\s*(?:min|mins|minutes)\s+emom/i.exec(text);
  if (emom) {
    add('EMOM', Number(emom[1]) * 60);
    add('Every minute', 60);
  }
  for (const rest of text.matchAll(/\brest\s*(?:for\s*)?(\d{1,3}(?:\s*[-–]\s*\d{1,3})?\s*(?:s|sec|secs|seconds|min|mins|minutes)\b)/gi)) {
    add('Rest', secondsOf((rest[1] ?? '').replace(/\d+\s*[-–]\s*(?=\d)/, '')));
  }
  for (const item of moves) {
    if (item.reps && /^\d+\s*(?:s|sec|secs|seconds|min|mins)$/i.test(item.reps)) add(fromShouting(item.move).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()), secondsOf(item.reps));
  }
  return presets.slice(0, 12);
}

function titleOf(text: string): string {
  const first = text.split('\n').find((line) => line.trim()) ?? '';
  const opening = first.replace(/^[\s\p{Extended_Pictographic}\uFE0F\u200D]+/u, '').split(/[\p{Extended_Pictographic}]/u)[0] ?? '';
  let title = stripEmoji(opening).split(/\s[—–|]\s|[(:!?]|\.\s|,\s/)[0] ?? '';
  title = title.replace(/\s+(?:that|which|to|for|you|i|we|so)\b.*$/i, '').replace(/^(?:(?:my|the|simple|easy|quick|best|ultimate|perfect|new)\s+)+/i, '');
  title = fromShouting(cleanName(title));
  if (!title || !/\p{L}/u.test(title)) return 'Workout';
  const words = title.split(/\s+/);
  if (words.length > 6) title = words.slice(0, 6).join(' ');
  if (!/\b(?:workout|hiit|program|programme|routine|session|circuit|wod|training|yoga|pilates|run|flow|class|challenge|split|emom|amrap|tabata)\b/i.test(title)) title = `${title} workout`;
  title = withAcronyms(title);
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** 'Hiit' back to 'HIIT' after a shouted title was calmed down. */
function withAcronyms(text: string): string {
  return text.replace(ACRONYMS, (word) => (word.toLowerCase() === 'crossfit' ? 'CrossFit' : word.toUpperCase()));
}

export interface WorkoutFinding {
  template: WorkoutTemplate;
}

export function findWorkout(text: string): WorkoutFinding | null {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let moveCount = 0;
  let countedMoves = 0;
  let headings = 0;
  const notes: string[] = [];
  for (const line of linesOf(text)) {
    const content = stripEmoji(line.text).trim();
    if (!content) {
      // A blank line closes a block that has its moves ('warm-up: ...' then the main list).
      if (current && current.moves.length > 0) current = null;
      continue;
    }
    if (/^#/.test(content)) continue;
    const heading = BLOCK_HEADING.exec(content);
    let body = content;
    if (heading) {
      headings++;
      const name = withAcronyms(fromShouting(cleanName(`${heading[1] ?? ''}${heading[2] ?? ''}`)));
      const duration = /(\d{1,3}\s*(?:min|mins|minutes|rounds?)|x\s*\d{1,2}|\d{1,2}\s*x(?!\s*\d))/i.exec(heading[0])?.[1] ?? null;
      current = { name: name.charAt(0).toUpperCase() + name.slice(1), duration, moves: [] };
      blocks.push(current);
      body = content.slice(heading[0].length);
    }
    // '2 rounds — 15 bridges, 10 walks': the rounds belong to the block.
    const rounds = /^\s*(\d{1,2}\s*(?:rounds?|sets?))\s*(?:[—–:-]|of)?\s*/i.exec(body);
    if (rounds && current && heading) {
      current.duration ??= rounds[1] ?? null;
      body = body.slice(rounds[0].length);
    }
    // Several moves on one line: 'Squat 5x5, Bench 5x5, Barbell Row 5x5'.
    const parts = body.split(/\s*[,;]\s*/).filter(Boolean);
    const parsed = parts.map(parseMove).filter((item): item is Move => item !== null);
    const counted = parsed.filter((item) => item.sets !== null || item.reps !== null);
    if (parsed.length === 0 || (parts.length > 1 && counted.length === 0 && !heading)) {
      if (line.index > 0 && /\brest\b|\bprogressive|\bto failure\b|\bform\b/i.test(content)) notes.push(cleanName(content));
      continue;
    }
    if (!current) {
      current = { name: 'Main', duration: null, moves: [] };
      blocks.push(current);
    }
    current.moves.push(...parsed);
    moveCount += parsed.length;
    countedMoves += counted.length;
  }
  const workoutWords = /\b(?:workout|hiit|reps|sets|rounds?|amrap|emom|tabata|glutes?|leg day|pull day|push day|gym|training|circuit|exercise)\b/i.test(text);
  const isWorkout = countedMoves >= 2 || (countedMoves >= 1 && headings >= 1) || (moveCount >= 3 && workoutWords);
  if (!isWorkout) return null;
  const allMoves = blocks.flatMap((block) => block.moves);
  const level = LEVEL.exec(text)?.[1]?.toLowerCase() as WorkoutTemplate['level'] | undefined;
  const duration = /(?:~|about\s+|approx\.?\s+)?(\d{1,3})\s*(?:-\s*)?(?:min|mins|minutes)\b(?:\s+(?:total|workout|session|hiit|no equipment|full body))?/i.exec(text.split('\n')[0] ?? '') ?? /[~≈]\s*(\d{1,3})\s*(?:min|mins|minutes)\b/i.exec(text) ?? /(\d{1,3})\s*(?:min|mins|minutes)\s+total\b/i.exec(text);
  const cadence = /\b(\d\s*(?:x|times|days)\s*(?:a|per)\s*week|every other day|daily)\b/i.exec(text)?.[1] ?? null;
  const lower = text.toLowerCase();
  return {
    template: {
      title: titleOf(text),
      modality: MODALITIES.find(([pattern]) => pattern.test(text))?.[1] ?? null,
      level: level ?? null,
      duration_min: duration ? Number(duration[1]) : null,
      equipment: /\bno equipment\b|\bbodyweight only\b/i.test(text) ? [] : EQUIPMENT.filter(([pattern]) => pattern.test(text)).map(([, name]) => name),
      blocks: blocks.filter((block) => block.moves.length > 0).slice(0, 20),
      notes: notes.length > 0 ? notes.join(' ') : null,
      cadence,
      timer_presets: timerPresets(text, allMoves),
      target_muscles: MUSCLES.filter(([pattern]) => pattern.test(lower)).map(([, muscle]) => muscle),
      prerequisites: [],
    },
  };
}
