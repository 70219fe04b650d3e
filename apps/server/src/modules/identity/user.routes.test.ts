import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body, signUp } from '../../../test/identity.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signUp(t.app, t.database.db, 'prefs@example.com');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', payload?: Record<string, unknown>, locale = 'en-US') =>
  t.app.inject({
    method,
    url: '/v1/user_preferences',
    headers: { ...bearer(token), 'accept-language': locale },
    ...(payload ? { payload } : {}),
  });

describe('/v1/user_preferences', () => {
  it('starts at the default language and no time zone, and saves both', async () => {
    expect(body(await call('GET')).data).toEqual({ language: 'default', time_zone: null });
    const saved = await call('PUT', { language: 'en-US', time_zone: 'Asia/Shanghai' });
    expect(body(saved).data).toEqual({ language: 'en-US', time_zone: 'Asia/Shanghai' });
    expect(body(await call('PUT', { language: 'zh-CN' })).data).toEqual({
      language: 'zh-CN',
      time_zone: 'Asia/Shanghai',
    });
    const me = body<{ language: string; time_zone: string }>(
      await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(token) }),
    ).data;
    expect(me).toMatchObject({ language: 'zh-CN', time_zone: 'Asia/Shanghai' });
  });

  it('refuses an unknown language or time zone with a localized message, changing nothing', async () => {
    expect((await call('PUT', { language: 'fr-FR' })).statusCode).toBe(422);
    const zone = await call('PUT', { time_zone: 'Mars/Olympus' }, 'zh-CN');
    expect(zone.statusCode).toBe(422);
    expect(zone.json().error.details).toEqual([
      { field: 'time_zone', code: 'custom', message: '请从列表中选择时区。' },
    ]);
    expect(body(await call('GET')).data).toEqual({ language: 'zh-CN', time_zone: 'Asia/Shanghai' });
  });

  it('refuses a change that names no preference (spec §5: at least one), changing nothing', async () => {
    const before = body(await call('GET')).data;
    for (const [payload, locale, message] of [
      [{}, 'en-US', 'Give at least one setting to change.'],
      [{ theme: 'dark' }, 'zh-CN', '请至少提供一项要修改的设置。'],
    ] as const) {
      const refused = await call('PUT', payload, locale);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.details).toEqual([{ field: 'body', code: 'custom', message }]);
    }
    expect(body(await call('GET')).data).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/user_preferences' })).statusCode).toBe(401);
  });
});
