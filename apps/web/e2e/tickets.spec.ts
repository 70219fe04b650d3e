import { rm } from 'node:fs/promises';
import { test as base, expect, type Page } from '@playwright/test';
import { catalog } from './support/catalog.ts';
import { waitForEmail } from './support/mailbox.ts';
import { makeDataDir, runOps, startServer } from './support/server.ts';
import { accountIdByName, apiLogin, demoOwner, openSignedIn } from './support/shell.ts';

const t = catalog('en-US');

/**
 * Issue 19's journey: the demo owner raises a ticket from a payment's page with two attachments,
 * support answers (`npm run ops -- ticket-reply`), the owner reads the answer as a message and an
 * email, replies, and support closes it (`ticket-close`): the page then takes no reply. The
 * operator commands need the embedded database to themselves, so the spec has its own server,
 * stopped and restarted on one data directory.
 */
base('a ticket raised from a payment, answered, replied to and closed', async ({ browser, playwright }) => {
  base.setTimeout(240_000);
  const dataDir = await makeDataDir();
  const env = { SMTP_URL: process.env.PAYDECK_E2E_SMTP_URL ?? '' };
  let server = await startServer(env, { dataDir });
  const open = async () => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    const session = await apiLogin(request, demoOwner);
    const hk = await accountIdByName(request, session, 'Harbour Lane HK');
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
    const page = await context.newPage();
    await openSignedIn(page, session, hk);
    return { page, hk, close: () => Promise.all([context.close(), request.dispose()]) };
  };
  const restartWith = async (args: string[]) => {
    await server.stop();
    const out = await runOps(dataDir, args, env);
    server = await startServer(env, { dataDir });
    return out;
  };
  const ticketPage = async (page: Page, id: string) => {
    await page.goto(`tickets/${id}`);
    await expect(page.getByTestId('ticket-turn').first()).toBeVisible();
  };
  try {
    let { page, hk, close } = await open();
    await page.goto(`accounts/${hk}/transaction/payments`);
    await page.locator('tbody tr a').first().click();
    await expect(page).toHaveURL(/\/transaction\/payments\/pay_\w+$/);
    const paymentId = page.url().split('/').at(-1) ?? '';
    await page.getByTestId('get-help').click();
    await expect(page.getByTestId('ticket-source')).toContainText(paymentId);
    await page.getByLabel(t('tickets:field.category')).click();
    await page.getByTitle(t('tickets:category.payments'), { exact: true }).click();
    await page.getByLabel(t('tickets:field.title')).fill('Payment shows twice on the statement');
    await page.getByLabel(t('tickets:field.description')).fill('The payer sees two lines for one payment.');
    await page.getByText(t('tickets:priority.high'), { exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'statement.txt', mimeType: 'text/plain', buffer: Buffer.from('Two lines for one payment.') },
      {
        name: 'pixel.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          'base64',
        ),
      },
    ]);
    await expect(page.getByText('pixel.png')).toBeVisible();
    await page.getByRole('button', { name: t('tickets:create.submit') }).click();
    await expect(page).toHaveURL(/\/tickets\/tkt_\w+$/);
    const ticketId = page.url().split('/').at(-1) ?? '';
    await expect(page.getByText(t('tickets:status.waiting_service_reply'))).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('tickets:attachments.download', { name: 'pixel.png' }) }),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('tickets:attachments.download', { name: 'statement.txt' }) }).click();
    expect((await download).suggestedFilename()).toBe('statement.txt');
    await close();

    // Support answers: the owner hears of it by message and by email.
    const since = Date.now();
    expect(
      await restartWith(['ticket-reply', ticketId, 'We merged the duplicate line; the payer is charged once.']),
    ).toContain(ticketId);
    const email = await waitForEmail(demoOwner.email, /Payment shows twice on the statement/, since);
    expect(email.text).toContain('We merged the duplicate line');
    ({ page, hk, close } = await open());
    await page.goto(`accounts/${hk}/messages?status=unread&range=all`);
    await expect(page.getByRole('link', { name: 'Support answered your ticket' })).toBeVisible();
    await ticketPage(page, ticketId);
    await expect(page.getByText('We merged the duplicate line; the payer is charged once.')).toBeVisible();
    await expect(page.getByText(t('tickets:status.waiting_user_reply'))).toBeVisible();
    await page.getByLabel(t('tickets:reply.title')).fill('Confirmed, thank you.');
    await page.getByRole('button', { name: t('tickets:reply.submit') }).click();
    await expect(page.getByText('Confirmed, thank you.')).toBeVisible();
    await expect(page.getByText(t('tickets:status.waiting_service_reply'))).toBeVisible();
    await close();

    // Closed: the page takes no more replies.
    expect(await restartWith(['ticket-close', ticketId])).toContain('closed');
    ({ page, close } = await open());
    await ticketPage(page, ticketId);
    await expect(page.getByTestId('ticket-closed')).toBeVisible();
    await expect(page.getByLabel(t('tickets:reply.title'))).toHaveCount(0);
    await close();
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
