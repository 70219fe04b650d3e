import type { ErrorEntries } from './entry.ts';

/** Statistics: a range of calendar days in the account's zone, cut by a granularity. */
export const statisticsErrors = {
  statistics_date_invalid: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': '{{date}} is not a calendar date. Use YYYY-MM-DD.',
    'zh-CN': '{{date}} 不是有效的日期，请使用 YYYY-MM-DD 格式。',
  },
  statistics_range_reversed: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'The range must start on or before its last day.',
    'zh-CN': '开始日期不能晚于结束日期。',
  },
  statistics_range_too_long: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'A range can be at most {{max}} days long. Choose a shorter one.',
    'zh-CN': '时间范围最长为 {{max}} 天，请选择更短的范围。',
  },
  statistics_too_many_buckets: {
    status: 422,
    type: 'invalid_request_error',
    'en-US':
      'This range has {{count}} buckets at this granularity; at most {{max}} fit. Choose a coarser granularity or a shorter range.',
    'zh-CN': '按此粒度该范围共有 {{count}} 个区间，最多 {{max}} 个。请选择更粗的粒度或更短的范围。',
  },
} satisfies ErrorEntries;
