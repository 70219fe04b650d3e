import type { TestApp } from './app.ts';
import { bearer, body } from './identity.ts';
import { png } from './png.ts';

/** A multipart form of text fields and files, as a browser sends a ticket or a reply. */
export const multipartForm = (
  fields: Record<string, string>,
  files: { name?: string; filename: string; data: Buffer }[] = [],
) => {
  const boundary = '----paydeck-ticket';
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap(({ name = 'attachments', filename, data }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) };
};

/** A ticket raised through the API by `token`'s user, with a PNG attached; its id and the file's. */
export const raiseTicket = async (t: TestApp, token: string, extra: Record<string, string> = {}) => {
  const form = multipartForm(
    { category: 'other', title: 'Help', description: 'Please help.', priority: 'normal', ...extra },
    [{ filename: 'screen.png', data: png }],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/tickets',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`POST /v1/tickets: ${res.body}`);
  const ticket = body<{ id: string; attachments: { id: string }[] }>(res).data;
  return { id: ticket.id, fileId: ticket.attachments[0]?.id ?? '' };
};
