import type { ErrorEntries } from './entry.ts';

/** Exports: CSV files of a list, made in the background and downloaded once processed. */
export const exportsErrors = {
  export_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'The export does not exist.',
    'zh-CN': '导出记录不存在。',
  },
  export_not_ready: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'The export is {{status}}; its file can be downloaded once it is processed.',
    'zh-CN': '该导出状态为 {{status}}，处理完成后才能下载文件。',
  },
  export_expired: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'The export has expired and its file was deleted. Export the list again.',
    'zh-CN': '该导出已过期，文件已删除。请重新导出列表。',
  },
} satisfies ErrorEntries;
