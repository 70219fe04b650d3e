import { readFile } from 'node:fs/promises';
import { errorMessages } from '@paydeck/contract/errors';
import type { Page } from '@playwright/test';
import { scanQrCode, secretOf, totpAt, totpStepAt } from './support/authenticator.ts';
import { buttonName, catalog } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { linkIn, waitForEmail } from './support/mailbox.ts';

for (const locale of ['zh-CN', 'en-US'] as const) {
  test.describe(`a newcomer in ${locale}`, () => {
    test.use({ locale });
    test.setTimeout(150_000);

    test('registers, confirms, completes the merchant, turns on 2FA with an authenticator and recovery codes, resets the password, and turns 2FA off', async ({
      page,
      cspViolations,
    }) => {
      const t = catalog(locale);
      const email = `newcomer.${locale.toLowerCase()}.${Date.now()}@example.com`;
      const password = 'Harbour#2026';
      const button = (label: string) => page.getByRole('button', { name: buttonName(label) });

      const signIn = async (withPassword: string) => {
        await page.goto('/user/login');
        await page.getByLabel(t('user:login.email')).fill(email);
        await page.getByLabel(t('user:login.password')).fill(withPassword);
        await button(t('user:login.submit')).click();
      };
      /** The six-cell code input moves focus along as each digit is typed, like a user typing. */
      const typeCode = async (label: string, code: string) => {
        await page.getByRole('group', { name: label }).getByRole('textbox').first().click();
        await page.keyboard.type(code);
      };
      const enterCode = async (code: string) => {
        await expect(page.getByText(t('user:mfa.subtitle'))).toBeVisible();
        await typeCode(t('user:mfa.code'), code);
      };
      const signOut = async (p: Page) => {
        // Sign-out is in the user menu of the app shell.
        await p.getByTestId('user-menu').click();
        await p.getByRole('menuitem', { name: t('actions.signOut') }).click();
        await expect(p).toHaveURL(/\/user\/login$/);
      };

      // Register; the confirmation email arrives at the SMTP peer.
      const registeredAt = Date.now();
      await page.goto('/user/register');
      await page.getByLabel(t('user:login.email')).fill(email);
      await page.getByLabel(t('user:register.password'), { exact: true }).fill(password);
      await page.getByLabel(t('user:register.confirm')).fill('Different#2026');
      await button(t('user:register.submit')).click();
      await expect(page.getByText(t('user:register.agreementRequired'))).toBeVisible();
      await expect(page.getByText(t('common:password.mismatch'))).toBeVisible();
      await page.getByLabel(t('user:register.confirm')).fill(password);
      await page.getByRole('checkbox').check();
      await button(t('user:register.submit')).click();
      await expect(page.getByText(t('user:register.sentTitle'))).toBeVisible();
      const confirmation = await waitForEmail(email, /./, registeredAt);

      // The link confirms the address and signs in; with no merchant yet, /user/active comes next.
      await page.goto(linkIn(confirmation));
      await expect(page).toHaveURL(/\/user\/active/);
      await page.getByLabel(t('user:active.merchantName')).fill('Lantern Street Trading');
      await page.getByLabel(t('user:active.region')).click();
      await page.getByLabel(t('user:active.region')).fill('HK');
      // antd's role=option nodes are zero-size stand-ins; the visible row is .ant-select-item-option.
      await page
        .locator('.ant-select-item-option', { hasText: /Hong Kong|香港/ })
        .first()
        .click();
      await button(t('user:active.submit')).click();
      await expect(page).toHaveURL(/\/user\/mfa-reminder/);
      await page.getByRole('link', { name: t('user:mfaReminder.later') }).click();
      await expect(page).toHaveURL(/\/accounts\/acct_\w+\/getting-started$/);
      await signOut(page);

      // Sign in again; turn 2FA on from the reminder, scanning the QR image like a phone would.
      await signIn(password);
      await page.getByRole('link', { name: t('user:mfaReminder.goToSettings') }).click();
      await expect(page).toHaveURL(/\/profile/);
      await button(t('profile:mfa.enable')).click();
      const setup = page.getByRole('dialog');
      const qr = setup.getByRole('img', { name: t('profile:mfa.qrAlt') });
      await expect(qr).toBeVisible();
      const secret = secretOf(scanQrCode(await qr.screenshot()));
      const enabledStep = totpStepAt();
      // The session alone is not enough: the password goes with the code.
      await setup.getByLabel(t('profile:mfa.password')).fill(password);
      await typeCode(t('profile:mfa.code'), totpAt(secret));
      // The sixth digit submits the code; no click needed. Then the ten recovery codes, shown once.
      await expect(setup.getByText(t('profile:mfa.codesTitle'))).toBeVisible();
      const codeItems = setup.getByTestId('recovery-code');
      await expect(codeItems).toHaveCount(10);
      const codes = await codeItems.allTextContents();
      const downloading = page.waitForEvent('download');
      await setup.getByRole('link', { name: t('profile:mfa.download') }).click();
      const file = await readFile(await (await downloading).path(), 'utf8');
      for (const code of codes) expect(file).toContain(code);
      const done = setup.getByRole('button', { name: buttonName(t('profile:mfa.done')) });
      await expect(done).toBeDisabled();
      await setup.getByRole('checkbox', { name: t('profile:mfa.saved') }).check();
      await done.click();
      await expect(setup).toBeHidden();
      const codesLeft = (count: number) =>
        t(`profile:mfa.codesLeft_${count === 1 ? 'one' : 'other'}`, { count: `${count}` });
      await expect(page.getByText(codesLeft(10))).toBeVisible();
      await signOut(page);

      // Sign in with a fresh code (the app's next one, inside the ±1 step window).
      const nextCode = totpAt(secret, (enabledStep + 1) * 30_000 + 1000);
      await signIn(password);
      await enterCode(nextCode);
      await expect(page).toHaveURL(/\/accounts\/acct_\w+\/getting-started$/);
      await signOut(page);

      // The same code again is refused; a recovery code gets in instead, and the user is told by email.
      await signIn(password);
      await enterCode(nextCode);
      await expect(page.getByText(errorMessages[locale].mfa_code_invalid)).toBeVisible();
      const recoveredAt = Date.now();
      await page.getByRole('button', { name: t('user:mfa.useRecoveryCode') }).click();
      await page.getByLabel(t('user:mfa.recoveryCode')).fill(codes[0] as string);
      await button(t('user:mfa.submit')).click();
      await expect(page).toHaveURL(/\/accounts\/acct_\w+\/getting-started$/);
      const notice = await waitForEmail(email, /恢复码|recovery code/, recoveredAt);
      expect(notice.text).toContain(locale === 'zh-CN' ? '还剩 9 个' : '9 unused recovery codes');
      await signOut(page);

      // Forgot password → reset through the emailed link → sign in with the new one.
      const askedAt = Date.now();
      await page.goto('/user/password_forget');
      await page.getByLabel(t('user:login.email')).fill(email);
      await button(t('user:forget.submit')).click();
      await expect(page.getByText(t('user:forget.sentTitle'))).toBeVisible();
      const reset = await waitForEmail(email, /重置|Reset/, askedAt);
      await page.goto(linkIn(reset));
      const newPassword = 'Lighthouse#2027';
      await page.getByLabel(t('user:reset.password'), { exact: true }).fill(newPassword);
      await page.getByLabel(t('user:reset.confirm')).fill(newPassword);
      await button(t('user:reset.submit')).click();
      await expect(page.getByText(t('user:reset.succeeded'))).toBeVisible();

      // A used recovery code is refused; another one works once.
      await signIn(newPassword);
      await expect(page.getByText(t('user:mfa.subtitle'))).toBeVisible();
      await page.getByRole('button', { name: t('user:mfa.useRecoveryCode') }).click();
      await page.getByLabel(t('user:mfa.recoveryCode')).fill(codes[0] as string);
      await button(t('user:mfa.submit')).click();
      await expect(page.getByText(errorMessages[locale].mfa_code_invalid)).toBeVisible();
      await page.getByLabel(t('user:mfa.recoveryCode')).fill(codes[1] as string);
      await button(t('user:mfa.submit')).click();
      await expect(page).toHaveURL(/\/accounts\/acct_\w+\/getting-started$/);

      // Turn 2FA off with a code from the app: one it shows after the code that signed in above.
      await page.goto('/profile?tab=profile#two-factor');
      await expect(page.getByText(codesLeft(8))).toBeVisible();
      await button(t('profile:mfa.disable')).click();
      const off = page.getByRole('dialog');
      await expect(off.getByText(t('profile:mfa.disableConfirm'))).toBeVisible();
      await expect.poll(() => totpStepAt(), { timeout: 35_000 }).toBeGreaterThan(enabledStep);
      const offStep = Math.max(enabledStep + 2, totpStepAt());
      await typeCode(t('profile:mfa.code'), totpAt(secret, offStep * 30_000 + 1000));
      await off.getByRole('button', { name: t('profile:mfa.disableSubmit') }).click();
      await expect(off).toBeHidden();
      await expect(page.getByText(t('profile:mfa.offHint'))).toBeVisible();
      expect(cspViolations).toEqual([]);
    });
  });
}
