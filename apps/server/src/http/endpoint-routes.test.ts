// The server serves exactly the shared endpoint definitions: each one (and its extra methods) is
// registered, and the OpenAPI document lists those calls and no others.
import { endpointList } from '@stash/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { queue: false });
});
afterAll(() => t.close());

/** '/tags/:id/posts' as the OpenAPI document writes it (under its server '/api'): '/tags/{id}/posts'. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

it('registers every endpoint with each of its methods', () => {
  const missing = endpointList.flatMap((endpoint) =>
    [endpoint.method, ...(endpoint.alsoMethods ?? [])]
      .filter((method) => !t.app.hasRoute({ method, url: `/api${endpoint.path}` }))
      .map((method) => `${endpoint.name}: ${method} ${endpoint.path}`),
  );
  expect(missing).toEqual([]);
});

it('documents exactly the endpoints, each under its name and group', () => {
  const document = t.app.swagger() as { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> };
  const documented = Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId} ${operation.tags?.join()}`))
    .sort();
  const defined = endpointList.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)} ${endpoint.name} ${endpoint.group}`).sort();
  expect(documented).toEqual(defined);
});
