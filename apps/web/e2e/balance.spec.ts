import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { buttonName, catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { notifyPaymentPaid, notifySettlement } from './support/gateway.ts';
import { accountIdByName, apiData, apiLogin, demoOwner, openSignedIn, type Session } from './support/shell.ts';
import { tableRows } from './support/table.ts';

// One journey with several page loads, two dialogs and the provider's notifications.
test.describe.configure({ timeout: 180_000 });

type BalanceRow = { currency: string; available: number; pending: number; withdrawal_fee: number };
type BalanceSummary = {
  timezone: string;
  default_settlement_currency: string;
  settlement_currencies: string[];
  balances: BalanceRow[];
};
type Entry = { id: string; type: string; status: string; amount: number; fee_total: number; net: number };

/**
 * The demo owner in the demo's activated HK account (live, with three months of history). Other
 * specs open the same account at the same time: this one only adds a small payment, one bank
 * account and one small withdrawal, and compares balances with what it read itself just before.
 */
const demoHk = async (request: APIRequestContext) => {
  const session = await apiLogin(request, demoOwner);
  const accountId = await accountIdByName(request, session, 'Harbour Lane HK');
  await apiData(request, 'POST', '/v1/select_account', { token: session.token, body: { account_id: accountId } });
  return { session, accountId };
};

/**
 * The HKD balance as the API reports it. Exact comparisons hold: nothing else moves the demo's live
 * balances during a run, and the seed's pending entries mature a day after it ran.
 */
const hkdBalance = async (request: APIRequestContext, session: Session) => {
  const summary = await apiData<BalanceSummary>(request, 'GET', '/api/balances?livemode=1', { token: session.token });
  const hkd = summary.balances.find((row) => row.currency === 'HKD');
  if (!hkd) throw new Error('the demo account has no HKD balance');
  return { summary, hkd };
};

const entriesOf = async (request: APIRequestContext, session: Session, sourceId: string) =>
  (
    await apiData<{ list: Entry[] }>(request, 'GET', `/api/balance_transactions?livemode=1&source_id=${sourceId}`, {
      token: session.token,
    })
  ).list;

/** HKD minor units as the app writes them in en-US and zh-CN alike ("HKD 1,234.50"). */
const hkd = (minor: number) =>
  `HKD ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form field's label as its accessible name, which starts with the required mark antd draws
 * before it ("* Bank name"), so "Bank name" doesn't also find "Intermediary bank name".
 */
const fieldName = (label: string) => new RegExp(`^(\\* ?)?${escaped(label)}$`);

/** Picks a country in an open form by its name (the list of an earlier picker stays in the page, hidden). */
const pickCountry = async (page: Page, field: Locator, name: string) => {
  await field.click();
  await field.fill(name);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first().click();
};

test.describe('in English', () => {
  test.use({ locale: 'en-US', timezoneId: 'Asia/Hong_Kong' });
  const t = catalog('en-US');

  test('a live payment lands in the balance as pending; the owner adds a bank account, withdraws, and sees the provider pay it', async ({
    page,
    cspViolations,
  }) => {
    const { session, accountId } = await demoHk(page.request);
    const token = session.token;

    // The account settles in HKD (its default) and USD, and has HKD available from its history.
    const start = await hkdBalance(page.request, session);
    expect(start.summary.settlement_currencies).toEqual(['HKD', 'USD']);
    expect(start.summary.default_settlement_currency).toBe('HKD');
    expect(start.summary.timezone).toBe('Asia/Hong_Kong');
    expect(start.hkd.withdrawal_fee).toBe(15_625);
    expect(start.hkd.available).toBeGreaterThan(50_000);

    // 1. The balance page in live mode: the summary per currency, in the account's time zone.
    await openSignedIn(page, session, accountId);
    await expect(page.getByTestId('mode-bar')).toHaveAttribute('data-mode', 'live');
    const transactionsUrl = `/accounts/${accountId}/balance/transactions`;
    await page.goto(transactionsUrl);
    const summary = page.getByRole('region', { name: t('balance:summary.title'), exact: true });
    await expect(summary.getByTestId('balance-time-zone')).toHaveText(
      t('balance:summary.timeZone', { timeZone: 'Asia/Hong_Kong' }),
    );
    const hkdCard = summary.getByTestId('balance-HKD');
    await expect(hkdCard).toContainText(t('balance:summary.available', { currency: 'HKD' }));
    await expect(hkdCard).toContainText(hkd(start.hkd.available));
    await expect(hkdCard.getByTestId('balance-pending')).toHaveText(hkd(start.hkd.pending));
    await expect(summary.getByTestId('balance-USD')).toContainText(t('balance:summary.available', { currency: 'USD' }));

    // 2. A live payment made through the merchant API, completed by the processor's signed notification.
    const reference = `E2E-BAL-${Date.now()}`;
    const payment = await apiData<{ id: string; status: string }>(page.request, 'POST', '/api/payments', {
      token,
      body: { livemode: 1, payment_method: 'fps_hk', amount: 12_300, currency: 'HKD', reference },
    });
    expect(payment.status).toBe('created');
    expect(await notifyPaymentPaid(page.request, payment.id)).toMatchObject({ status: 'paid', amount_paid: 12_300 });
    const [entry] = await entriesOf(page.request, session, payment.id);
    if (!entry) throw new Error(`no balance transaction for ${payment.id}`);
    expect(entry).toMatchObject({ type: 'payment', status: 'pending', amount: 12_300 });
    expect(entry.net).toBe(entry.amount - entry.fee_total);
    const paid = await hkdBalance(page.request, session);
    expect(paid.hkd.pending).toBe(start.hkd.pending + entry.net);
    expect(paid.hkd.available).toBe(start.hkd.available);

    // The list shows the payment's entry, pending, and the summary's pending grew by its net.
    await page.reload();
    const row = tableRows(page).filter({ hasText: payment.id });
    await expect(row).toContainText(t('balance:type.payment'));
    await expect(row).toContainText(t('balance:transactionStatus.pending'));
    await expect(row).toContainText(hkd(entry.amount));
    await expect(row).toContainText(hkd(entry.net));
    await expect(hkdCard.getByTestId('balance-pending')).toHaveText(hkd(paid.hkd.pending));
    await row.getByRole('link', { name: entry.id }).click();
    await expect(page).toHaveURL(`${transactionsUrl}/${entry.id}`);
    await expect(page.locator('dd[data-field="net"]')).toHaveText(hkd(entry.net));
    await expect(page.locator('dd[data-field="source"]')).toContainText(payment.id);

    // 3. Withdrawal settings: a bank account, refused field by field first, in the rules' own words.
    await page.goto(`/accounts/${accountId}/setting/withdrawal`);
    await expect(page.getByRole('heading', { name: t('bankAccounts:list.title') })).toBeVisible();
    await page.getByTestId('add-bank-account').first().click();
    const form = page.getByRole('dialog', { name: t('bankAccounts:form.addTitle') });
    const field = (key: string) => form.getByLabel(fieldName(t(`bankAccounts:field.${key}`)));
    // The beneficiary starts as the company's name in capitals, the currency as the account's default.
    await expect(field('beneficiaryName')).toHaveValue('HARBOUR LANE TRADING LTD');
    const currency = page.getByLabel(fieldName(t('bankAccounts:field.currency')));
    await expect(form.locator('.ant-form-item').filter({ has: currency })).toContainText('HKD');
    const bankName = `E2E Harbour Bank ${Date.now().toString(36).toUpperCase()}`;
    await field('bankName').fill(bankName);
    await field('bankAddress').fill('1 Queens Road Central, Hong Kong');
    await field('swiftCode').fill('HSBCHKHHHKH');
    await field('accountNumber').fill('004-778899-321');
    await field('additionalInformation').fill('004');
    await pickCountry(page, field('bankCountry'), 'Hong Kong');
    await pickCountry(page, field('beneficiaryCountry'), 'Hong Kong');
    await field('beneficiaryName').fill('harbour lane trading ltd');
    await field('beneficiaryAddress').fill('8 Finance Street #12, Central, Hong Kong');
    await form.getByRole('button', { name: t('bankAccounts:form.add') }).click();
    await expect(form.getByText(t('bankAccounts:rule.beneficiary_name_format'))).toBeVisible();
    await expect(form.getByText(t('bankAccounts:rule.beneficiary_address_format'))).toBeVisible();
    // Capitals, but not the company: its own message.
    await field('beneficiaryName').fill('HARBOUR LANE');
    await expect(
      form.getByText(t('bankAccounts:rule.beneficiaryNotCompany', { name: 'HARBOUR LANE TRADING LTD' })),
    ).toBeVisible();
    await field('beneficiaryName').fill('HARBOUR LANE TRADING LTD');
    await field('beneficiaryAddress').fill('8 Finance Street, Central, Hong Kong');
    await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await form.getByRole('button', { name: t('bankAccounts:form.add') }).click();
    await expect(page.getByText(t('bankAccounts:form.added'))).toBeVisible();
    await expect(form).toBeHidden();
    const card = page.getByRole('region', { name: bankName });
    await expect(card).toContainText('HKD');
    await expect(card.locator('dd[data-field="accountNumber"]')).toHaveText('•••• 9321');
    await expect(card.locator('dd[data-field="beneficiaryName"]')).toHaveText('HARBOUR LANE TRADING LTD');

    // 4. Back on the balance: withdraw HKD 12.34 to it. The currency comes first.
    await page.goto(transactionsUrl);
    await expect(hkdCard).toContainText(hkd(paid.hkd.available));
    await summary.getByRole('button', { name: t('balance:summary.withdraw') }).click();
    const withdraw = page.getByRole('dialog', { name: t('balance:withdraw.title') });
    const amount = withdraw.getByLabel(fieldName(t('balance:withdraw.amount')));
    await expect(amount).toBeDisabled();
    await withdraw.getByLabel(fieldName(t('balance:withdraw.currency'))).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="HKD"]').click();
    await expect(amount).toBeEnabled();
    await expect(withdraw).toContainText(
      t('balance:withdraw.availableHint', {
        available: hkd(paid.hkd.available),
        max: hkd(paid.hkd.available - paid.hkd.withdrawal_fee),
        fee: hkd(paid.hkd.withdrawal_fee),
      }),
    );
    await amount.fill('12.34');
    const label = `${bankName} · HKD •••• 9321`;
    await withdraw.getByLabel(fieldName(t('balance:withdraw.bankAccount'))).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).click();
    const description = `E2E withdrawal ${reference}`;
    await withdraw.getByLabel(fieldName(t('balance:withdraw.description'))).fill(description);
    await withdraw.getByRole('button', { name: t('balance:withdraw.continue') }).click();

    // The confirmation names the USD 20 fee converted to HKD, what leaves the balance and what stays.
    const confirmation = withdraw.getByTestId('withdraw-confirmation');
    const fee = paid.hkd.withdrawal_fee;
    const taken = 1_234 + fee;
    await expect(confirmation.locator('dd[data-field="amount"]')).toHaveText(hkd(1_234));
    await expect(confirmation.locator('dd[data-field="fee"]')).toHaveText(
      t('balance:withdraw.feeConverted', { fee: hkd(fee), usd: 'USD 20.00', rate: '1 USD = 7.8125 HKD' }),
    );
    await expect(confirmation.locator('dd[data-field="total"]')).toHaveText(hkd(taken));
    await expect(confirmation.locator('dd[data-field="after"]')).toHaveText(hkd(paid.hkd.available - taken));
    await expect(confirmation.locator('dd[data-field="bankAccount"]')).toHaveText(label);
    await expect(confirmation.locator('dd[data-field="description"]')).toHaveText(description);
    await withdraw.getByRole('button', { name: t('balance:withdraw.confirm') }).click();

    // Submitted: the new settlement's page, pending.
    await expect(page.getByText(t('balance:withdraw.succeeded'))).toBeVisible();
    await expect(withdraw).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/balance/settlements/stl_\\w+$`));
    const settlementId = page.url().split('/').pop() ?? '';
    await expect(page.getByTestId('settlement-amount')).toHaveText(hkd(1_234));
    const status = page.locator('dd[data-field="status"]');
    await expect(status).toHaveText(t('balance:settlementStatus.pending'));
    await expect(page.locator('dd[data-field="total"]')).toHaveText(hkd(taken));
    await expect(page.locator('dd[data-field="beneficiaryName"]')).toHaveText('HARBOUR LANE TRADING LTD');

    // The amount and the fee left the available balance, in one entry; pending is untouched.
    const after = await hkdBalance(page.request, session);
    expect(after.hkd.available).toBe(paid.hkd.available - taken);
    expect(after.hkd.pending).toBe(paid.hkd.pending);
    const [withdrawal] = await entriesOf(page.request, session, settlementId);
    expect(withdrawal).toMatchObject({ type: 'settlement', amount: -1_234, fee_total: fee, net: -taken });

    // The settlements list shows it pending too.
    await page.goto(`/accounts/${accountId}/balance/settlements`);
    const settlementRow = tableRows(page).filter({ hasText: settlementId });
    await expect(settlementRow).toContainText(t('balance:settlementStatus.pending'));
    await expect(settlementRow).toContainText(hkd(1_234));
    await expect(settlementRow).toContainText('•••• 9321');

    // 5. The provider's payout bank says paid; after a reload the settlement says so.
    expect(await notifySettlement(page.request, settlementId, 'paid')).toMatchObject({
      id: settlementId,
      status: 'paid',
    });
    await settlementRow.getByRole('link', { name: settlementId }).click();
    await expect(status).toHaveText(t('balance:settlementStatus.paid'));
    await page.reload();
    await expect(status).toHaveText(t('balance:settlementStatus.paid'));
    await expect(page.locator('dd[data-field="timeClosed"]')).not.toHaveText('—');
    // Paid changes no balance: the money left when the withdrawal was made.
    const closed = await hkdBalance(page.request, session);
    expect(closed.hkd.available).toBe(after.hkd.available);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN', timezoneId: 'Asia/Hong_Kong' });
  const t = catalog('zh-CN');

  test('the balance, the withdraw dialog and the bank account rules speak Chinese', async ({ page }) => {
    const { session, accountId } = await demoHk(page.request);
    const start = await hkdBalance(page.request, session);
    await openSignedIn(page, session, accountId);

    await page.goto(`/accounts/${accountId}/balance/transactions`);
    const summary = page.getByRole('region', { name: t('balance:summary.title'), exact: true });
    await expect(summary.getByTestId('balance-time-zone')).toHaveText(
      t('balance:summary.timeZone', { timeZone: 'Asia/Hong_Kong' }),
    );
    await expect(summary.getByTestId('balance-HKD')).toContainText(t('balance:summary.available', { currency: 'HKD' }));
    await expect(page.getByRole('heading', { name: t('balance:transactions.title') })).toBeVisible();

    // The dialog's first step, in Chinese; nothing is sent.
    await summary.getByRole('button', { name: buttonName(t('balance:summary.withdraw')) }).click();
    const withdraw = page.getByRole('dialog', { name: t('balance:withdraw.title') });
    await withdraw.getByLabel(fieldName(t('balance:withdraw.currency'))).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="HKD"]').click();
    const amount = withdraw.getByLabel(fieldName(t('balance:withdraw.amount')));
    // More than any balance: refused with the most it could be (which the other test may be changing).
    await amount.fill('99999999');
    const tooHigh = escaped(
      t('balance:withdraw.amountTooHigh', { max: '\u0000', fee: hkd(start.hkd.withdrawal_fee) }),
    ).replace('\u0000', 'HKD [\\d,]+\\.\\d{2}');
    await expect(withdraw.getByText(new RegExp(`^${tooHigh}$`))).toBeVisible();
    await withdraw.getByRole('button', { name: buttonName(t('common:actions.cancel')) }).click();
    await expect(withdraw).toBeHidden();

    // The bank account form's rules in Chinese; nothing is saved.
    await page.goto(`/accounts/${accountId}/setting/withdrawal`);
    await expect(page.getByRole('heading', { name: t('bankAccounts:list.title') })).toBeVisible();
    await page.getByTestId('add-bank-account').first().click();
    const form = page.getByRole('dialog', { name: t('bankAccounts:form.addTitle') });
    const field = (key: string) => form.getByLabel(fieldName(t(`bankAccounts:field.${key}`)));
    await expect(field('beneficiaryName')).toHaveValue('HARBOUR LANE TRADING LTD');
    await field('beneficiaryName').fill('harbour lane trading ltd');
    await field('beneficiaryAddress').fill('8 Finance Street #12');
    await form.getByRole('button', { name: buttonName(t('bankAccounts:form.add')) }).click();
    await expect(form.getByText(t('bankAccounts:rule.beneficiary_name_format'))).toBeVisible();
    await expect(form.getByText(t('bankAccounts:rule.beneficiary_address_format'))).toBeVisible();
    await expect(form.getByText(t('bankAccounts:rule.bank_field_required')).first()).toBeVisible();
  });
});
