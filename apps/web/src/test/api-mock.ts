import { vi } from 'vitest';

type Reply = { status: number; body: unknown };
type Handler = unknown | ((body: unknown, url: URL) => unknown);

/** A refusal as the server words it: `{ success: false, error: { code, message } }`. */
export const refusal = (status: number, code: string, message: string): Reply => ({
  status,
  body: { success: false, message, error: { code, type: 'invalid_request_error', message } },
});

/** A multipart body as a handler sees it: each text field, and each file part's file names under its name. */
const formOf = (form: FormData) => {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') out[name] = value;
    else out[name] = [...((out[name] as string[] | undefined) ?? []), value.name];
  }
  return out;
};

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/**
 * Stubs fetch with the server's envelope: `'POST /v1/login': data` answers `{ success, data }`,
 * a function gets the (snake_case) body, and `refusal(…)` answers a failure. Unlisted calls 404.
 */
export const mockApi = (routes: Record<string, Handler>) => {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    const body: unknown =
      init?.body instanceof FormData ? formOf(init.body) : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const key = `${method} ${url.pathname}`;
    const handler = routes[key];
    const answer =
      handler === undefined
        ? refusal(404, 'route_not_found', `No such endpoint: ${key}.`)
        : typeof handler === 'function'
          ? (handler as (body: unknown, url: URL) => unknown)(body, url)
          : handler;
    const reply = isReply(answer) ? answer : { status: 200, body: { success: true, data: answer } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};
