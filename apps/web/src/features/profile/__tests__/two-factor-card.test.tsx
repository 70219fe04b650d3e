import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { warmPasswordEstimator } from '../../../test/password-estimator.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ChangePasswordCard } from '../components/ChangePasswordCard.tsx';
import { TwoFactorCard } from '../components/TwoFactorCard.tsx';

const codes = [
  'abcde-fghjk',
  'mnpqr-stuvw',
  'xyz23-45678',
  '9abcd-efghj',
  'kmnpq-rstuv',
  'wxyz2-34567',
  '89abc-defgh',
  'jkmnp-qrstu',
  'vwxyz-23456',
  '789ab-cdefg',
];

const openCard = (enabled: boolean) =>
  renderRoutes(
    [
      {
        path: '/profile',
        // As on the profile tab: the password card's fields sit beside the dialogs' own.
        Component: () => (
          <>
            <ChangePasswordCard />
            <TwoFactorCard enabled={enabled} email="owner@example.com" />
          </>
        ),
      },
    ],
    '/profile',
  );

/** Pastes a code into the first cell, as a phone's autofill or a paste does. */
const enterCode = (dialog: HTMLElement, label: string, code: string) => {
  const cells = within(within(dialog).getByRole('group', { name: label })).getAllByRole('textbox');
  fireEvent.input(cells[0] as HTMLElement, { target: { value: code } });
};

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

warmPasswordEstimator();

// antd's modals render slowly under a full parallel run.
describe('TwoFactorCard', { timeout: 30_000 }, () => {
  it('turns 2FA on with the password and a code, then shows the ten recovery codes once', async () => {
    const { calls } = mockApi({
      'GET /v1/mfa/qrcode': {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/x',
        qrcode: 'data:image/png;base64,AA',
      },
      'POST /v1/mfa/enable': (body: unknown) =>
        (body as { password: string }).password === 'Sunrise#2026'
          ? { recovery_codes: codes }
          : refusal(422, 'password_incorrect', 'The current password is incorrect.'),
      'GET /v1/current_user': {},
      'GET /v1/mfa/recovery_codes': { remaining: 10 },
    });
    openCard(false);
    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByAltText('QR code to add Paydeck to your authenticator app');

    // Its label points at its own field, not at the password card's (ids are unique on the page).
    const password = within(dialog).getByLabelText('Current password');
    expect(document.querySelectorAll(`[id="${password.id}"]`)).toHaveLength(1);
    type(password, 'wrong');
    enterCode(dialog, '6-digit code', '123456');
    expect(await within(dialog).findByText('The current password is incorrect.')).toBeTruthy();
    expect(within(dialog).queryAllByTestId('recovery-code')).toHaveLength(0);

    type(within(dialog).getByLabelText('Current password'), 'Sunrise#2026');
    enterCode(dialog, '6-digit code', '654321');
    await within(dialog).findByText('Save your recovery codes');
    expect(
      within(dialog)
        .getAllByTestId('recovery-code')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(calls.filter((call) => call.path === '/v1/mfa/enable').map((call) => call.body)).toEqual([
      { otp: '123456', password: 'wrong' },
      { otp: '654321', password: 'Sunrise#2026' },
    ]);

    const download = within(dialog).getByRole('link', { name: /Download \.txt/ });
    expect(download.getAttribute('download')).toBe('paydeck-recovery-codes.txt');
    const file = decodeURIComponent(
      (download.getAttribute('href') ?? '').replace('data:text/plain;charset=utf-8,', ''),
    );
    expect(file).toBe(
      `Paydeck 2FA recovery codes for owner@example.com. Each code works once.\n\n${codes.join('\n')}\n`,
    );

    // Only "Done", after saying the codes are saved, closes the dialog.
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I have saved these recovery codes' }));
    expect((done as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows how many recovery codes are left, and turns 2FA off only with a code or a recovery code', async () => {
    const { calls } = mockApi({
      'GET /v1/mfa/recovery_codes': { remaining: 2 },
      'POST /v1/mfa/disable': (body: unknown) =>
        (body as { recovery_code?: string }).recovery_code === 'kmnpq-rstuv'
          ? {}
          : refusal(422, 'otp_invalid', 'Failed to verify OTP'),
      'GET /v1/current_user': {},
    });
    openCard(true);
    expect((await screen.findByTestId('recovery-codes-left')).textContent).toContain('2 recovery codes left');
    expect(screen.getByText('Running low: create new recovery codes.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/your recovery codes stop working/)).toBeTruthy();
    enterCode(dialog, '6-digit code', '111111');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off 2FA' }));
    expect(await within(dialog).findByText('Failed to verify OTP')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Recovery code' }));
    const input = within(dialog).getByRole('textbox', { name: 'Recovery code' });
    type(input, 'nope');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off 2FA' }));
    expect(await within(dialog).findByText('Enter one of your recovery codes, like k7m2p-x9qrt')).toBeTruthy();
    type(input, 'kmnpq-rstuv');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off 2FA' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.path === '/v1/mfa/disable').map((call) => call.body)).toEqual([
      { otp: '111111' },
      { recovery_code: 'kmnpq-rstuv' },
    ]);
  });

  it('regenerates the recovery codes with the password and shows the new ones once', async () => {
    const { calls } = mockApi({
      'GET /v1/mfa/recovery_codes': { remaining: 9 },
      'POST /v1/mfa/recovery_codes': (body: unknown) =>
        (body as { password: string }).password === 'Sunrise#2026'
          ? { recovery_codes: codes }
          : refusal(422, 'password_incorrect', 'The current password is incorrect.'),
    });
    openCard(true);
    expect((await screen.findByTestId('recovery-codes-left')).textContent).toBe('9 recovery codes left');
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate recovery codes' }));
    const dialog = await screen.findByRole('dialog');
    const password = within(dialog).getByLabelText('Current password');
    expect(document.querySelectorAll(`[id="${password.id}"]`)).toHaveLength(1);
    type(password, 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create new codes' }));
    expect(await within(dialog).findByText('The current password is incorrect.')).toBeTruthy();
    type(within(dialog).getByLabelText('Current password'), 'Sunrise#2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create new codes' }));
    expect((await within(dialog).findAllByTestId('recovery-code')).map((item) => item.textContent)).toEqual(codes);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { password: 'wrong' },
      { password: 'Sunrise#2026' },
    ]);
  });
});
