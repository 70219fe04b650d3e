import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { PublicResult } from '../../../components/PublicResult.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { sessionOf } from '../../../lib/session.ts';
import { useCompleteSignIn } from '../../../lib/sign-in.ts';
import { useAdminLogin } from '../api/admin-login.ts';

/** Spec §2: an operator's one-time link signs them in as the merchant user, automatically. */
export default function AdminLoginPage() {
  const { t } = useTranslation('user');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const adminLogin = useAdminLogin();
  const signIn = useCompleteSignIn();

  // One-time token: post it once, even when React runs effects twice.
  const posted = useRef(false);
  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    adminLogin.mutate(
      { token },
      {
        onSuccess: (result) => {
          const session = sessionOf(result);
          // An operator acting for the merchant is not the one to be reminded about 2FA.
          if (session) signIn.mutate({ session, remindMfa: false });
        },
      },
    );
  }, [token, adminLogin.mutate, signIn.mutate]);

  const error = !token
    ? t('apiErrors.token_invalid', { ns: 'common' })
    : adminLogin.error || signIn.error
      ? failureMessage(adminLogin.error ?? signIn.error, t('login.failed'))
      : null;

  return (
    <PublicLayout>
      {error ? (
        <PublicResult status="error" title={t('adminLogin.failedTitle')} description={error}>
          <LinkButton type="primary" to="/user/login">
            {t('actions.signIn', { ns: 'common' })}
          </LinkButton>
        </PublicResult>
      ) : (
        <PublicResult status="loading" title={t('adminLogin.signingIn')} />
      )}
    </PublicLayout>
  );
}
