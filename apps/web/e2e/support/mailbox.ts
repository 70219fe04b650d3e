import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedEmail = { to: string; subject: string; text: string; html: string; received: number };

const mailDir = () => {
  const dir = process.env.PAYDECK_E2E_MAILDIR;
  if (!dir) throw new Error('PAYDECK_E2E_MAILDIR is not set: run through playwright.config.ts');
  return dir;
};

/**
 * A real SMTP server for the run: the Paydeck server sends to it, and each message is written
 * as JSON into a folder that every Playwright worker can read.
 */
export const startMailbox = async (dir: string) => {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address ?? ''));
          const email: ReceivedEmail = {
            to: to.join(',').toLowerCase(),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            received: Date.now(),
          };
          count += 1;
          // Written aside, then renamed: a worker polling the folder never reads half a file.
          const name = `${Date.now()}-${count}.json`;
          await writeFile(path.join(dir, `.${name}.tmp`), JSON.stringify(email));
          await rename(path.join(dir, `.${name}.tmp`), path.join(dir, name));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** Waits for the newest email to an address whose subject matches, received after `since`. */
export const waitForEmail = async (to: string, subject: RegExp, since = 0): Promise<ReceivedEmail> => {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = (await readdir(mailDir()))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const email = JSON.parse(await readFile(path.join(mailDir(), file), 'utf8')) as ReceivedEmail;
      if (email.to === to.toLowerCase() && subject.test(email.subject) && email.received >= since) return email;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${to} matching ${subject} within 15 s`);
};

/** The first Paydeck link with a token in an email's text part. */
export const linkIn = (email: ReceivedEmail): string => {
  const link = /https?:\/\/\S+token=[\w-]+/.exec(email.text)?.[0];
  if (!link) throw new Error(`no link in:\n${email.text}`);
  return link;
};
