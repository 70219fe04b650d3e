import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { LoginForm } from '../components/LoginForm.tsx';

const renderForm = () => {
  const onSubmit = vi.fn();
  render(
    <Providers>
      <LoginForm onSubmit={onSubmit} submitting={false} errorMessage={null} />
    </Providers>,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return { onSubmit, type, submit };
};

describe('LoginForm', () => {
  it('applies the contract rules for email and password before submitting', async () => {
    const { onSubmit, type, submit } = renderForm();
    type('Email', 'not-an-email');
    type('Password', 'short');
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(
      await screen.findByText('At least 8 characters, with a letter, a digit and a special character'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid credentials with the keep-signed-in choice', async () => {
    const { onSubmit, type, submit } = renderForm();
    type('Email', 'demo@paydeck.dev');
    type('Password', 'Paydeck#2026');
    fireEvent.click(screen.getByLabelText('Keep me signed in for a week'));
    submit();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'demo@paydeck.dev', password: 'Paydeck#2026', remember: true }),
    );
  });

  it('ties each error to its field and moves the focus to the first one in error', async () => {
    const { onSubmit, type, submit } = renderForm();
    type('Password', 'Paydeck#2026');
    submit();
    const email = screen.getByLabelText('Email');
    const message = await screen.findByText('Please enter your email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('false');
    type('Email', 'demo@paydeck.dev');
    await vi.waitFor(() => expect(screen.queryByText('Please enter your email')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
