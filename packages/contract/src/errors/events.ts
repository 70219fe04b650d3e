import type { ErrorEntries } from './entry.ts';

/** Domain events (GET /api/events). */
export const eventsErrors = {
  event_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'The event does not exist.',
    'zh-CN': '事件不存在。',
  },
} as const satisfies ErrorEntries;
