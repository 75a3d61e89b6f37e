import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpointUrl, pathParameterNames, type EndpointRequest, type EndpointResponse } from './endpoint';
import { endpointList, endpoints } from './endpoints';

describe('endpoint definitions', () => {
  it('name each path parameter in their params schema, and only those', () => {
    for (const endpoint of endpointList) {
      const declared = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect({ name: endpoint.name, params: declared }).toEqual({ name: endpoint.name, params: pathParameterNames(endpoint.path).sort() });
    }
  });

  it('give a response schema exactly to the calls that answer with a JSON body', () => {
    for (const endpoint of endpointList) {
      const answersWithBody = endpoint.statuses.some((status) => status !== 204) && endpoint.download === undefined;
      expect({ name: endpoint.name, response: endpoint.response !== undefined }).toEqual({ name: endpoint.name, response: answersWithBody });
    }
  });

  it('take no body on GET and DELETE', () => {
    const bodiless = endpointList.filter((endpoint) => endpoint.method === 'GET' || endpoint.method === 'DELETE');
    expect(bodiless.filter((endpoint) => endpoint.body !== undefined).map((endpoint) => endpoint.name)).toEqual([]);
  });

  it('are one call per method and path', () => {
    const keys = endpointList.flatMap((endpoint) => [endpoint.method, ...(endpoint.alsoMethods ?? [])].map((method) => `${method} ${endpoint.path}`));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('endpointUrl', () => {
  it('fills path parameters, encoded', () => {
    expect(endpointUrl(endpoints.tagPosts, { params: { id: 'a/b c' } })).toBe('/tags/a%2Fb%20c/posts');
  });

  it('refuses a missing path parameter rather than calling the wrong address', () => {
    expect(() => endpointUrl(endpoints.tagsGet, { params: {} })).toThrow(/'id'/);
  });

  it('appends the query, leaving out empty values and repeating arrays', () => {
    expect(endpointUrl(endpoints.entitiesList, { query: { q: 'ramen & co', limit: 5, cursor: undefined, category: ' ' } })).toBe(
      '/entities?q=ramen%20%26%20co&limit=5',
    );
    expect(endpointUrl(endpoints.tagsBatch, { query: { ids: ['a', 'b'] } })).toBe('/tags/batch?ids=a&ids=b');
    expect(endpointUrl(endpoints.tagsBatch, { query: { ids: 'a,b/c' } })).toBe('/tags/batch?ids=a,b%2Fc');
    expect(endpointUrl(endpoints.tagsList)).toBe('/tags');
  });

  it('gives addresses the server schemas read back as sent', () => {
    const url = new URL(endpointUrl(endpoints.entitiesNearby, { query: { lat: 40.7, lng: -73.9, radius_km: 2 } }), 'http://stash.test');
    expect(endpoints.entitiesNearby.query.parse(Object.fromEntries(url.searchParams))).toMatchObject({ lat: 40.7, lng: -73.9, radius_km: 2 });
  });
});

describe('request and response types', () => {
  it('follow the schemas', () => {
    expectTypeOf<EndpointRequest<typeof endpoints.tagsUpdate>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<EndpointRequest<typeof endpoints.tagsUpdate>['body']['name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<EndpointRequest<typeof endpoints.postsFilters>>().toMatchTypeOf<{ body?: object }>();
    expectTypeOf<EndpointRequest<typeof endpoints.entitiesSearch>['query']>().toMatchTypeOf<{ q: string; limit?: number } | undefined>();
    expectTypeOf<EndpointResponse<typeof endpoints.tagsDelete>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointResponse<typeof endpoints.postsGet>['post']['id']>().toEqualTypeOf<string>();
    expectTypeOf<EndpointRequest<typeof endpoints.importsCreate>['body']>().toEqualTypeOf<Blob>();
  });
});
