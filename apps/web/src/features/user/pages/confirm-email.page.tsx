import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { PublicResult } from '../../../components/PublicResult.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import { sessionOf } from '../../../lib/session.ts';
import { useCompleteSignIn } from '../../../lib/sign-in.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';

/** The link of the confirmation email: confirms the address and signs the user in. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('user');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmail();
  const signIn = useCompleteSignIn();

  // The token works once: post it once, even when React runs effects twice.
  const posted = useRef(false);
  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    confirm.mutate(
      { token },
      {
        onSuccess: (result) => {
          const session = sessionOf(result);
          if (session) signIn.mutate({ session });
        },
      },
    );
  }, [token, confirm.mutate, signIn.mutate]);

  const signInButton = (
    <LinkButton type="primary" to="/user/login">
      {t('actions.signIn', { ns: 'common' })}
    </LinkButton>
  );

  let content = <PublicResult status="loading" title={t('confirm.confirming')} />;
  if (!token) {
    content = (
      <PublicResult
        status="error"
        title={t('confirm.failedTitle')}
        description={t('apiErrors.token_invalid', { ns: 'common' })}
      >
        {signInButton}
      </PublicResult>
    );
  } else if (confirm.isError) {
    content = (
      <PublicResult
        status="error"
        title={t('confirm.failedTitle')}
        description={failureMessage(confirm.error, t('confirm.failed'))}
      >
        {signInButton}
      </PublicResult>
    );
  } else if (confirm.isSuccess) {
    content = (
      <PublicResult
        status={signIn.isError ? 'error' : 'success'}
        title={t('confirm.confirmed')}
        description={signIn.isError ? failureMessage(signIn.error, t('login.failed')) : t('confirm.signingIn')}
      >
        {signIn.isError && signInButton}
      </PublicResult>
    );
  }
  return <PublicLayout>{content}</PublicLayout>;
}
