import { errorMessage } from '@paydeck/contract/errors';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { scanQrCode, secretOf, totpAt, totpStepAt } from './support/authenticator.ts';
import { buttonName, catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { notifyPayout } from './support/gateway.ts';
import { accountIdByName, apiData, apiLogin, demoOwner, openSignedIn, type Session } from './support/shell.ts';

// One journey: 2FA, three create pages, a dialog, an upload, two payouts and the processor's answer.
test.describe.configure({ timeout: 300_000 });

/**
 * The demo's payouts-only account and its one finance user (apps/server/src/seed/demo-payouts-account.ts).
 * Only this spec signs in as that user: it turns 2FA on. Its live HKD balance opens at HKD 30,000.00.
 */
const payoutsAccount = 'Harbour Lane Payouts';
const payoutsUser = { email: 'payouts@paydeck.dev', password: 'Paydeck#2026' } as const;
const openingHkd = 3_000_000;

type BalanceSummary = { balances: { currency: string; available: number; pending: number }[] };
type Entry = { id: string; type: string; status: string; amount: number; fee_total: number; net: number };
type Quote = { amount: number; fee: number; total: number; verification_required: boolean };
type Payout = { id: string; status: string; amount: number; fee: number };

const hkdAvailable = async (request: APIRequestContext, session: Session) => {
  const summary = await apiData<BalanceSummary>(request, 'GET', '/api/balances?livemode=1', { token: session.token });
  return summary.balances.find((row) => row.currency === 'HKD')?.available ?? 0;
};

const payoutCount = async (request: APIRequestContext, session: Session) =>
  (await apiData<{ total: number }>(request, 'GET', '/api/payouts?livemode=1', { token: session.token })).total;

/** HKD minor units as the app writes them ("HKD 1,234.50", "HKD -8,200.00"). */
const hkd = (minor: number) =>
  `HKD ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field's label as its accessible name, after the required mark antd draws ("* First name"). */
const fieldName = (label: string) => new RegExp(`^(\\* ?)?${escaped(label)}$`);

/**
 * Picks an option of an antd select, typing first into one that searches (the lists of earlier
 * pickers stay in the page, hidden).
 */
const pick = async (page: Page, field: Locator, option: string | RegExp, typed?: string) => {
  await field.click();
  if (typed !== undefined) await field.fill(typed);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
};

/**
 * The user turns 2FA on with an authenticator app (the QR image read by zbarimg, codes by oathtool),
 * then signs in again with a code from it. Answers the new session, the secret and the TOTP step
 * the sign-in spent (a later code must come from a step after it).
 */
const turnOnTwoFactorAndSignIn = async (request: APIRequestContext) => {
  const first = await apiLogin(request, payoutsUser);
  const setup = await apiData<{ qrcode: string }>(request, 'GET', '/v1/mfa/qrcode', { token: first.token });
  const png = Buffer.from(setup.qrcode.replace(/^data:image\/png;base64,/, ''), 'base64');
  const secret = secretOf(scanQrCode(png));
  const enabledStep = totpStepAt();
  await apiData(request, 'POST', '/v1/mfa/enable', {
    token: first.token,
    body: { password: payoutsUser.password, otp: totpAt(secret, enabledStep * 30_000 + 1000) },
  });
  const pending = await apiData<{ mfa_required: boolean; mfa_token?: string }>(request, 'POST', '/v1/login', {
    body: payoutsUser,
  });
  expect(pending.mfa_required).toBe(true);
  // The app's next code: inside the ±1 step window, and after the step that turned 2FA on.
  const signInStep = enabledStep + 1;
  const signedIn = await apiData<{ token: string; expires_at: number }>(request, 'POST', '/v1/login_mfa', {
    body: { mfa_token: pending.mfa_token, otp: totpAt(secret, signInStep * 30_000 + 1000) },
  });
  const session: Session = { token: signedIn.token, expiresAt: signedIn.expires_at };
  return { session, secret, signInStep };
};

test.describe('in English', () => {
  test.use({ locale: 'en-US', timezoneId: 'Asia/Hong_Kong' });
  const t = catalog('en-US');

  test('a finance user with 2FA pays a payee by Alipay: identity document, verification, the processor’s success, the ledger; a payout beyond the balance is refused', async ({
    page,
    cspViolations,
  }, testInfo) => {
    const { session, secret, signInStep } = await turnOnTwoFactorAndSignIn(page.request);
    const accountId = await accountIdByName(page.request, session, payoutsAccount);
    expect(await hkdAvailable(page.request, session)).toBe(openingHkd);
    expect(await openSignedIn(page, session, accountId)).toBe(accountId);
    // The shell can take a while on a busy machine after the sign-in page hands over.
    await expect(page.getByTestId('mode-bar')).toHaveAttribute('data-mode', 'live', { timeout: 30_000 });
    const base = `/accounts/${accountId}/payouts`;
    const button = (label: string) => page.getByRole('button', { name: buttonName(label) });

    // 1. A payer, an individual.
    await page.goto(`${base}/payers`);
    await expect(page.getByRole('heading', { name: t('payouts:payers.title') })).toBeVisible();
    await page
      .getByRole('link', { name: t('payouts:payers.create') })
      .first()
      .click();
    await expect(page).toHaveURL(`${base}/payers/create`);
    await expect(page.getByRole('heading', { name: t('payouts:payers.createTitle') })).toBeVisible();
    const field = (key: string) => page.getByLabel(fieldName(t(`payouts:field.${key}`)));
    await field('firstName').fill('Mei Ling');
    await field('lastName').fill('Chan');
    await pick(page, field('nationality'), 'Hong Kong', 'Hong Kong');
    await field('email').fill('mei.ling.chan@example.com');
    await field('reference').fill('client-e2e-01');
    await button(t('payouts:payers.submit')).click();
    await expect(page.getByText(t('payouts:payers.created'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${base}/payers/pyr_\\w+$`));
    const payerId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { name: 'Mei Ling Chan' })).toBeVisible();
    await expect(page.getByText(t('payouts:documents.none'))).toBeVisible();

    // 2. A payee, and its Alipay (China) account: an email.
    await page.goto(`${base}/payees/create`);
    await expect(page.getByRole('heading', { name: t('payouts:payees.createTitle') })).toBeVisible();
    await field('firstName').fill('Xiaoyu');
    await field('lastName').fill('Zhou');
    await pick(page, field('nationality'), 'China', 'China');
    await button(t('payouts:payees.submit')).click();
    await expect(page.getByText(t('payouts:payees.created'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${base}/payees/pye_\\w+$`));
    await expect(page.getByText(t('payouts:payees.noMethods'))).toBeVisible();
    await button(t('payouts:payees.addMethod')).click();
    const addMethod = page.getByRole('dialog', { name: t('payouts:methods.add.title', { name: 'Xiaoyu Zhou' }) });
    await pick(page, addMethod.getByLabel(fieldName(t('payouts:field.method'))), t('payouts:method.alipay_cn'));
    await addMethod.getByLabel(fieldName(t('payouts:field.account'))).fill('zhou.xiaoyu@example.com');
    await addMethod.getByRole('button', { name: t('payouts:methods.add.submit') }).click();
    await expect(page.getByText(t('payouts:methods.add.created'))).toBeVisible();
    await expect(addMethod).toBeHidden();
    const methodRow = page.getByRole('row').filter({ hasText: 'zhou.xiaoyu@example.com' });
    await expect(methodRow).toContainText(t('payouts:method.alipay_cn'));
    const methodId = (await methodRow.getByRole('link').first().innerText()).trim();
    expect(methodId).toMatch(/^pm_\w+$/);
    // It is listed among the account's payout methods too.
    await page.goto(`${base}/payout_methods`);
    await expect(page.getByRole('row').filter({ hasText: methodId })).toContainText('zhou.xiaoyu@example.com');

    // 3. HKD 8,200.00 from the payer: it would take the payer past HKD 8,000, so identity documents are asked for.
    const fillPayout = async (amount: string) => {
      await expect(page.getByRole('heading', { name: t('payouts:create.title') })).toBeVisible();
      const payoutField = (key: string) => page.getByLabel(fieldName(t(`payouts:field.${key}`)));
      await pick(page, payoutField('payee'), 'Xiaoyu Zhou', 'Xiaoyu');
      await pick(page, payoutField('payoutMethod'), 'zhou.xiaoyu@example.com');
      await expect(page.locator('.ant-form-item').filter({ has: payoutField('currency') })).toContainText('HKD');
      await payoutField('amount').fill(amount);
      await pick(
        page,
        payoutField('purpose'),
        t('payouts:purpose.family_support'),
        t('payouts:purpose.family_support'),
      );
      await button(t('payouts:create.continue')).click();
    };
    const quoteOf = (amount: number) =>
      apiData<Quote>(
        page.request,
        'GET',
        `/api/payouts/quote?livemode=1&payout_method_id=${methodId}&currency=HKD&amount=${amount}`,
        { token: session.token },
      );
    const confirmation = page.getByTestId('payout-confirmation');
    const confirm = button(t('payouts:create.confirm'));
    const createError = page.getByTestId('payout-create-error');

    await page.goto(`${base}/payers/${payerId}`);
    await page.getByRole('link', { name: t('payouts:payouts.create') }).click();
    await expect(page).toHaveURL(`${base}/payouts/create?payerId=${payerId}`);
    await fillPayout('8200');
    await expect(confirmation).toBeVisible();
    await confirm.click();
    await expect(createError).toContainText(
      errorMessage('en-US', 'payer_identity_required', { payer: 'Mei Ling Chan', total: 'HKD 8,200.00' }),
    );
    // Refused: back on the form, nothing created, nothing taken.
    await expect(confirmation).toBeHidden();
    expect(await payoutCount(page.request, session)).toBe(0);
    expect(await hkdAvailable(page.request, session)).toBe(openingHkd);

    // 4. The payer's passport: a real PNG picture, uploaded on the payer's page.
    const passport = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
    await page.goto(`${base}/payers/${payerId}`);
    await page.getByTestId('identity-document-input').setInputFiles({
      name: 'mei-ling-chan-passport.png',
      mimeType: 'image/png',
      buffer: passport,
    });
    await expect(page.getByText(t('payouts:documents.uploaded_one'))).toBeVisible();
    await expect(page.getByTestId('identity-document')).toHaveCount(1);
    await expect(page.getByTestId('identity-document')).toContainText(t('payouts:documents.downloadShort'));

    // 5. Again: the confirmation has the amount, fee and total the server quotes; confirmed, it waits for verification.
    const quote = await quoteOf(820_000);
    expect(quote).toMatchObject({ amount: 820_000, verification_required: true });
    expect(quote.total).toBe(quote.amount + quote.fee);
    await page.getByRole('link', { name: t('payouts:payouts.create') }).click();
    await fillPayout('8200.00');
    await expect(confirmation.locator('dd[data-field="amount"]')).toHaveText(hkd(quote.amount));
    await expect(confirmation.locator('dd[data-field="fee"]')).toContainText(hkd(quote.fee));
    await expect(confirmation.locator('dd[data-field="total"]')).toContainText(hkd(quote.total));
    await expect(confirmation.locator('dd[data-field="payer"]')).toHaveText('Mei Ling Chan');
    await expect(confirmation.locator('dd[data-field="payee"]')).toHaveText('Xiaoyu Zhou');
    await expect(confirmation.locator('dd[data-field="method"]')).toHaveText(
      `${t('payouts:method.alipay_cn')} · zhou.xiaoyu@example.com`,
    );
    await confirm.click();
    await expect(page.getByText(t('payouts:create.waiting'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/payouts/po_\\w+/verify$`));
    const payoutId = page.url().split('/').at(-2) ?? '';
    await expect(page.getByRole('heading', { name: t('payouts:verify.title') })).toBeVisible();
    const summary = page.locator('dd[data-field="status"]');
    await expect(summary).toHaveText(t('payouts:status.waiting_action'));
    await expect(page.locator('dd[data-field="amount"]')).toHaveText(hkd(820_000));
    await expect(page.locator('dd[data-field="total"]')).toHaveText(hkd(quote.total));
    // The amount and fee left the available balance at creation.
    const created = await apiData<Payout>(page.request, 'GET', `/api/payouts/${payoutId}?livemode=1`, {
      token: session.token,
    });
    expect(created).toMatchObject({ status: 'waiting_action', amount: 820_000, fee: quote.fee });
    expect(await hkdAvailable(page.request, session)).toBe(openingHkd - quote.total);
    await page.screenshot({ path: testInfo.outputPath('payout-verify.png'), fullPage: true });

    // 6. The code from the authenticator: a step after the one that signed in.
    await expect.poll(() => totpStepAt(), { timeout: 35_000 }).toBeGreaterThanOrEqual(signInStep);
    const verifyStep = Math.max(signInStep + 1, totpStepAt());
    const codeLabel = t('payouts:verify.totp');
    await page.getByRole('group', { name: codeLabel }).getByRole('textbox').first().click();
    await page.keyboard.type(totpAt(secret, verifyStep * 30_000 + 1000));
    // The sixth digit submits it; the payout's page opens, pending (sent to the processor).
    await expect(page.getByText(t('payouts:verify.verified'))).toBeVisible();
    await expect(page).toHaveURL(`${base}/payouts/${payoutId}`);
    const status = page.locator('dd[data-field="status"]');
    await expect(status).toHaveText(t('payouts:status.pending'));
    await expect(page.getByTestId('payout-amount')).toHaveText(hkd(820_000));

    // 7. The processor's signed notification: succeeded. The page shows it and its ledger entry.
    expect(await notifyPayout(page.request, payoutId, 'succeeded')).toMatchObject({
      id: payoutId,
      status: 'succeeded',
    });
    await page.reload();
    await expect(status).toHaveText(t('payouts:status.succeeded'));
    await expect(page.locator('dd[data-field="timeSucceeded"]')).not.toHaveText('—');
    const entries = (
      await apiData<{ list: Entry[] }>(
        page.request,
        'GET',
        `/api/balance_transactions?livemode=1&source_id=${payoutId}`,
        { token: session.token },
      )
    ).list;
    expect(entries).toEqual([
      expect.objectContaining({ type: 'payout', amount: -820_000, fee_total: quote.fee, net: -quote.total }),
    ]);
    const [entry] = entries;
    if (!entry) throw new Error(`no balance transaction for ${payoutId}`);
    const entryRow = page.getByRole('row').filter({ hasText: entry.id });
    await expect(entryRow).toContainText(t('payouts:transactionType.payout'));
    await expect(entryRow).toContainText(hkd(-820_000));
    await expect(entryRow).toContainText(hkd(quote.fee));
    await expect(entryRow).toContainText(hkd(-quote.total));
    await page.screenshot({ path: testInfo.outputPath('payout-detail.png'), fullPage: true });
    // Succeeded moves no money: it left at creation.
    expect(await hkdAvailable(page.request, session)).toBe(openingHkd - quote.total);

    // …and the entry is in the balance transactions list.
    await page.getByRole('link', { name: t('payouts:payouts.allTransactions') }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/balance/transactions\\?`));
    const listed = page.getByRole('row').filter({ hasText: entry.id });
    await expect(listed).toContainText(t('balance:type.payout'));
    await expect(listed).toContainText(hkd(-820_000));
    await expect(listed).toContainText(hkd(-quote.total));

    // 8. HKD 40,000.00 (within Alipay's CNY 50,000) is more than the balance holds: refused, nothing made.
    const left = openingHkd - quote.total;
    const big = await quoteOf(4_000_000);
    await page.goto(`${base}/payouts/create?payerId=${payerId}`);
    await fillPayout('40000');
    await expect(confirmation.locator('dd[data-field="amount"]')).toHaveText(hkd(4_000_000));
    await confirm.click();
    const plain = (minor: number) => `HKD ${(minor / 100).toFixed(2)}`;
    const grouped = hkd;
    const refusal = (format: (minor: number) => string) =>
      errorMessage('en-US', 'balance_insufficient', { available: format(left), amount: format(big.total) });
    await expect(createError).toContainText(new RegExp(`${escaped(refusal(plain))}|${escaped(refusal(grouped))}`));
    await expect(confirmation).toBeHidden();
    expect(await payoutCount(page.request, session)).toBe(1);
    expect(await hkdAvailable(page.request, session)).toBe(left);

    // The payouts list has the one payout, succeeded.
    await page.goto(`${base}/payouts`);
    const payoutRows = page.getByRole('row').filter({ hasText: /po_\w+/ });
    await expect(payoutRows).toHaveCount(1);
    await expect(payoutRows.first()).toContainText(payoutId);
    await expect(payoutRows.first()).toContainText(t('payouts:status.succeeded'));
    expect(cspViolations).toEqual([]);
  });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN', timezoneId: 'Asia/Hong_Kong' });
  const t = catalog('zh-CN');

  test('the payouts pages and the payout form speak Chinese', async ({ page }) => {
    // The owner, read-only: the payouts user is the other test's, with 2FA.
    const session = await apiLogin(page.request, demoOwner);
    const accountId = await accountIdByName(page.request, session, payoutsAccount);
    await openSignedIn(page, session, accountId);
    const base = `/accounts/${accountId}/payouts`;
    await page.goto(`${base}/payers`);
    await expect(page.getByRole('heading', { name: t('payouts:payers.title') })).toBeVisible();
    await page.goto(`${base}/payees`);
    await expect(page.getByRole('heading', { name: t('payouts:payees.title') })).toBeVisible();
    await page.goto(`${base}/payouts/create`);
    await expect(page.getByRole('heading', { name: t('payouts:create.title') })).toBeVisible();
    // Nothing chosen: every required field says so, in Chinese; nothing is sent.
    await page.getByLabel(fieldName(t('payouts:field.amount'))).fill('0');
    await page.getByRole('button', { name: buttonName(t('payouts:create.continue')) }).click();
    await expect(page.getByText(t('payouts:rule.amountZero'))).toBeVisible();
    await expect(page.getByText(t('payouts:rule.field_required')).first()).toBeVisible();
    await expect(page.getByTestId('payout-confirmation')).toHaveCount(0);
  });
});
