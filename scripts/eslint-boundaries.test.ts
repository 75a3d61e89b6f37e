// The import boundaries (eslint.boundaries.js) fail `npm run lint` on a violation: each case lints
// a probe file placed where the violation would sit, as `eslint .` would see it.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules that fail `code` placed at `file` (relative to the repository). */
async function failingRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it('refuse a feature importing another feature', async () => {
    const code = "import { FeedPage } from '../feed/feed-page';\nexport const probe = FeedPage;\n";
    expect(await failingRules('apps/web/src/features/home/boundary-probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('let a feature import shared components and its own files', async () => {
    const code = "import { Button } from '../../components/ui/button';\nimport { FeedPage } from './feed-page';\nexport const probe = [Button, FeedPage];\n";
    expect(await failingRules('apps/web/src/features/feed/boundary-probe.ts', code)).toEqual([]);
  });

  it('refuse components, lib and api importing a feature', async () => {
    const code = "import { FeedPage } from '../features/feed/feed-page';\nexport const probe = FeedPage;\n";
    for (const layer of ['components', 'lib', 'api']) {
      expect(await failingRules(`apps/web/src/${layer}/boundary-probe.ts`, code)).toEqual(['import-x/no-restricted-paths']);
    }
  });

  it('refuse a service importing the HTTP layer, and let a route import it', async () => {
    const code = "import { requireMember } from '../../http/member-guard';\nexport const probe = requireMember;\n";
    expect(await failingRules('apps/server/src/modules/tags/boundary-probe.service.ts', code)).toEqual(['import-x/no-restricted-paths']);
    expect(await failingRules('apps/server/src/modules/tags/boundary-probe.routes.ts', code)).toEqual([]);
  });

  it("refuse a module or the pipeline importing another module's repo", async () => {
    const code = "import * as posts from '../posts/posts.repo';\nexport const probe = posts;\n";
    expect(await failingRules('apps/server/src/modules/tags/boundary-probe.service.ts', code)).toEqual(['import-x/no-restricted-paths']);
    const fromPipeline = "import * as posts from '../modules/posts/posts.repo';\nexport const probe = posts;\n";
    expect(await failingRules('apps/server/src/ingest/boundary-probe.ts', fromPipeline)).toEqual(['import-x/no-restricted-paths']);
  });

  it("keep the fixtures out of the server's runtime code, and the server out of the fixtures", async () => {
    const code = "import { startFixtureServers } from '@stash/fixtures';\nexport const probe = startFixtureServers;\n";
    expect(await failingRules('apps/server/src/ingest/boundary-probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
    expect(await failingRules('apps/server/src/test-support/boundary-probe.ts', code)).toEqual([]);
    const serverFromFixtures = "import { loadConfig } from '../../../../apps/server/src/config';\nexport const probe = loadConfig;\n";
    expect(await failingRules('packages/fixtures/src/sites/boundary-probe.ts', serverFromFixtures)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuse an import cycle', async () => {
    // lib/dates.ts imports lib/age-label.ts; an age-label that imported dates back closes a cycle.
    const code = "import { repairDateText } from './dates';\nexport const probe = repairDateText;\n";
    expect(await failingRules('apps/web/src/lib/age-label.ts', code)).toContain('import-x/no-cycle');
  });
});
