// The members of the kills part: each sends its saves one after another at full speed to the API
// servers in turn, and keeps what each save answered. A save whose answer never came (the server
// was killed) is sent again, as the app would, so that a save committed before the kill must come
// back as the same post.
import { capture } from '../api/load';

export interface SaveOutcome {
  member: number;
  url: string;
  /** The final answer's status; 0 when no answer came after every try. */
  status: number;
  postId?: string;
  duplicate?: boolean;
  /** Tries that got no answer (connection refused or reset). */
  lostAnswers: number;
  /** Answers that were 5xx (counted, then tried again). */
  serverErrors: number;
}

export interface SaveMember {
  accessToken: string;
  links: string[];
}

/** How long one save keeps being tried while no server answers (a PGlite restart takes 20-40 s on a busy machine). */
const TRY_FOR_MS = 120_000;
const RETRY_PAUSE_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runSaves(options: {
  members: SaveMember[];
  /** The API servers' ports, read at each try (a restarted server keeps its port). */
  ports: () => number[];
  apiKey: string;
}): Promise<SaveOutcome[]> {
  const outcomes: SaveOutcome[] = [];
  let turn = 0;
  await Promise.all(
    options.members.map(async (member, memberIndex) => {
      for (const url of member.links) {
        const outcome: SaveOutcome = { member: memberIndex, url, status: 0, lostAnswers: 0, serverErrors: 0 };
        const giveUpAt = performance.now() + TRY_FOR_MS;
        while (performance.now() < giveUpAt) {
          const ports = options.ports();
          const port = ports[turn++ % ports.length]!;
          const headers = { 'x-api-key': options.apiKey, authorization: `Bearer ${member.accessToken}` };
          const answer = await capture(port, { method: 'POST', path: '/api/ios-share/saves', body: { url } }, headers).catch(() => undefined);
          if (!answer) {
            outcome.lostAnswers += 1;
            await sleep(RETRY_PAUSE_MS);
            continue;
          }
          outcome.status = answer.status;
          if (answer.status >= 500) {
            outcome.serverErrors += 1;
            await sleep(RETRY_PAUSE_MS);
            continue;
          }
          if (answer.status < 300) {
            const body = JSON.parse(answer.body.toString('utf8')) as { id: string; duplicate: boolean };
            outcome.postId = body.id;
            outcome.duplicate = body.duplicate;
          }
          break;
        }
        outcomes.push(outcome);
      }
    }),
  );
  return outcomes;
}
