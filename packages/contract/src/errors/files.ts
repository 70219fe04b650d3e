import type { ErrorEntries } from './entry.ts';

/** Uploaded files. */
export const filesErrors = {
  file_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'The file does not exist.',
    'zh-CN': '文件不存在。',
  },
  file_part_missing: {
    status: 400,
    type: 'invalid_request_error',
    'en-US': 'Send the file as multipart/form-data with a "purpose" field and one "file" part.',
    'zh-CN': '请以 multipart/form-data 发送文件，包含 "purpose" 字段和一个 "file" 部分。',
  },
} as const satisfies ErrorEntries;
