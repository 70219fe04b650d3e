import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../../test/api-mock.ts';
import { warmPasswordEstimator } from '../../../test/password-estimator.ts';
import { renderRoutes } from '../../../test/render.tsx';
import PasswordResetPage from '../pages/password-reset.page.tsx';

const open = (entry: string) => renderRoutes([{ path: '/user/password_reset', Component: PasswordResetPage }], entry);

const fillAndSubmit = () => {
  fireEvent.change(screen.getByLabelText('New password', { exact: true }), { target: { value: 'Lighthouse#2027' } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Lighthouse#2027' } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
};

afterEach(() => vi.unstubAllGlobals());

warmPasswordEstimator();
describe('PasswordResetPage', () => {
  it('says the token does not exist, without asking the server, when the link has none', async () => {
    const { fetchMock } = mockApi({});
    open('/user/password_reset');
    expect(await screen.findByText('Token is not exists')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/user/password_forget',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the new password with the token, then offers to sign in', async () => {
    const { calls } = mockApi({ 'POST /v1/password_reset': {} });
    open('/user/password_reset?token=rst_1');
    fillAndSubmit();
    expect(await screen.findByText('Password reset successfully')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/user/login');
    expect(calls[0]?.body).toEqual({ token: 'rst_1', password: 'Lighthouse#2027' });
  });

  it("shows the server's refusal of a used token, and the fallback when the server fails", async () => {
    mockApi({ 'POST /v1/password_reset': refusal(400, 'token_invalid', 'Token is not exists') });
    open('/user/password_reset?token=used');
    fillAndSubmit();
    expect(await screen.findByText('Token is not exists')).toBeTruthy();

    mockApi({ 'POST /v1/password_reset': refusal(500, 'internal_error', 'The system has deserted.') });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset failed')).toBeTruthy();
  });
});
