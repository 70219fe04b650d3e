import createClient from 'openapi-fetch';
import type { TestApp } from './app.ts';
import type { paths } from './generated/openapi.ts';
import { randomIp } from './identity.ts';

/**
 * A merchant API client typed from the served OpenAPI document (openapi-typescript +
 * openapi-fetch), sending through `app.inject`: calls that don't match the document don't compile.
 */
export const apiClient = (t: TestApp, token: string, language = 'en-US') => {
  // One client is one caller, from its own address (per-IP limits count each client apart).
  const remoteAddress = randomIp();
  return createClient<paths>({
    baseUrl: 'http://paydeck.test',
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: `${url.pathname}${url.search}`,
        remoteAddress,
        headers: Object.fromEntries(request.headers.entries()),
        ...(payload ? { payload } : {}),
      });
      return new Response(res.rawPayload.length > 0 ? res.rawPayload : null, {
        status: res.statusCode,
        headers: Object.entries(res.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)] as [string, string]],
        ),
      });
    },
  });
};
