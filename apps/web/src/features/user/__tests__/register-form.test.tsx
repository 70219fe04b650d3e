import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { warmPasswordEstimator } from '../../../test/password-estimator.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { RegisterForm } from '../components/RegisterForm.tsx';

const renderForm = () => {
  const onSubmit = vi.fn();
  renderRoutes(
    [{ path: '/user/register', element: <RegisterForm onSubmit={onSubmit} submitting={false} /> }],
    '/user/register',
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  return { onSubmit, type, submit };
};

warmPasswordEstimator();
describe('RegisterForm (spec §5)', () => {
  it('refuses different passwords and a missing agreement', async () => {
    const { onSubmit, type, submit } = renderForm();
    type('Email', 'new@example.com');
    type('Password', 'Harbour#2026');
    type('Confirm password', 'Harbour#2027');
    submit();
    expect(await screen.findByText('The passwords entered twice are different!')).toBeTruthy();
    expect(
      await screen.findByText(
        'Please read and agree to the Service Agreement, the Privacy Policy and the AML/KYC clause',
      ),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a common password and one containing the email, with the reason', async () => {
    const { onSubmit, type, submit } = renderForm();
    type('Email', 'marguerite@example.com');
    type('Password', 'Password1!');
    expect(
      await screen.findByText(
        'This password is too common or easy to guess. Try a longer, less predictable one.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    type('Password', 'Marguerite#2026X');
    expect(
      await screen.findByText('The password must not contain your email address.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 20_000);

  it('applies the password policy to the new password', async () => {
    const { onSubmit, type, submit } = renderForm();
    type('Password', 'password');
    submit();
    expect(await screen.findByText('8 to 256 characters, with a letter, a digit and a special character')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('links each legal text in a new tab, and submits once everything is agreed', async () => {
    const { onSubmit, type, submit } = renderForm();
    for (const [name, href] of [
      ['Service Agreement', '/legal/terms'],
      ['Privacy Policy', '/legal/privacy'],
      ['AML/KYC clause', '/legal/aml'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
    }
    type('Email', 'new@example.com');
    type('Password', 'Harbour#2026');
    type('Confirm password', 'Harbour#2026');
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'new@example.com', password: 'Harbour#2026', agreement: true }),
    );
  });
});
