import type { ErrorEntries } from './entry.ts';

/** Support tickets (spec §5 and §8: the attachment texts are the spec's). */
export const ticketErrors = {
  ticket_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'The ticket does not exist.',
    'zh-CN': '工单不存在。',
  },
  ticket_closed: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This ticket is closed and cannot be replied to. Raise a new ticket if you still need help.',
    'zh-CN': '该工单已关闭，无法回复。如仍需帮助，请提交新的工单。',
  },
  ticket_attachments_too_many: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'You can only upload up to 2 attachments',
    'zh-CN': '最多只能上传 2 个附件',
  },
  ticket_attachment_too_large: {
    status: 413,
    type: 'invalid_request_error',
    'en-US': 'File must smaller than 10MB!',
    'zh-CN': '文件必须小于 10MB！',
  },
  ticket_attachment_type: {
    status: 415,
    type: 'invalid_request_error',
    'en-US':
      '{{filename}} is not an allowed file. Attach jpg, jpeg, png, webp, txt, doc, xls, zip, rar, xlsx or docx files.',
    'zh-CN': '{{filename}} 不是允许的文件。请上传 jpg、jpeg、png、webp、txt、doc、xls、zip、rar、xlsx 或 docx 文件。',
  },
  ticket_source_not_found: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'The {{source_type}} {{source_id}} does not exist in this account.',
    'zh-CN': '此账户中不存在 {{source_type}} {{source_id}}。',
  },
} satisfies ErrorEntries;
