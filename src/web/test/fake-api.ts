/**
 * A stand-in for the server in component tests: `fetch` answers from a table of routes ("POST /api/x"), and every
 * call is recorded with its parsed JSON body, so a test asserts what the page sent and shows what it was answered.
 */
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeRoute = FakeAnswer | ((call: ApiCall) => FakeAnswer | Promise<FakeAnswer>);

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: input,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = !route
      ? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }
      : typeof route === 'function'
        ? await route(call)
        : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one route, e.g. `callsTo('POST /api/family/cancellations')`. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
    /** Replaces or adds a route while the test runs. */
    set: (route: string, answer: FakeRoute) => {
      routes[route] = answer;
    },
  };
}
