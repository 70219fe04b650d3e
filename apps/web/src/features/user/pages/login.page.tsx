import { LoadingOutlined } from '@ant-design/icons';
import type { LoginBody } from '@paydeck/contract/auth';
import { theme } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AfterFirstPaint } from '../../../components/AfterFirstPaint.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { PublicPanel } from '../../../components/PublicPanel.tsx';
import { PublicResult } from '../../../components/PublicResult.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { failureMessage, sessionEndedReason } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { isSignedIn, sessionOf } from '../../../lib/session.ts';
import { useCompleteSignIn } from '../../../lib/sign-in.ts';
import { useLogin } from '../api/login.ts';
import { useLoginMfa } from '../api/login-mfa.ts';
import { LoginForm, loginFormHeight } from '../components/LoginForm.tsx';
import type { SecondFactor } from '../components/MfaCodeForm.tsx';

// The second step's form (antd's Form, the code fields) loads once a password is sent, so the
// sign-in page's first load doesn't carry it.
const loadMfaCodeForm = () => import('../components/MfaCodeForm.tsx');
const MfaCodeForm = lazy(() => loadMfaCodeForm().then((module) => ({ default: module.MfaCodeForm })));

export default function LoginPage() {
  const { t } = useTranslation('user');
  const { token } = theme.useToken();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const sessionEnded = searchParams.get('reason') === sessionEndedReason;
  // Sent here by a 401 in the middle of a session: say why, once.
  useEffect(() => {
    if (sessionEnded) {
      announce((feedback) =>
        feedback.notification.warning({ title: t('login.sessionEnded'), description: t('login.sessionEndedHint') }),
      );
    }
  }, [sessionEnded, t]);
  const login = useLogin();
  const loginMfa = useLoginMfa();
  const signIn = useCompleteSignIn();
  // Set once the password is accepted and the account asks for a 2FA code.
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  // Spec §2: a user who is already signed in goes straight on (if the session still holds).
  const [resuming, setResuming] = useState(isSignedIn);
  const resumed = useRef(false);
  useEffect(() => {
    if (!resuming || resumed.current) return;
    resumed.current = true;
    signIn.mutate(
      { redirect, remindMfa: false },
      {
        onError: () => {
          setResuming(false);
          signIn.reset();
        },
      },
    );
  }, [resuming, redirect, signIn.mutate, signIn.reset]);

  if (resuming) {
    return (
      <PublicLayout>
        <PublicResult status="loading" title={t('login.signingIn')} />
      </PublicLayout>
    );
  }

  const submitCredentials = (values: LoginBody) => {
    loadMfaCodeForm().catch(() => undefined);
    signIn.reset();
    login.mutate(values, {
      onSuccess: (result) => {
        if (result.mfaRequired) {
          setMfaToken(result.mfaToken ?? '');
          return;
        }
        const session = sessionOf(result);
        if (session) signIn.mutate({ session, redirect });
      },
    });
  };

  const submitCode = (factor: SecondFactor) => {
    signIn.reset();
    loginMfa.mutate(
      { mfaToken: mfaToken || undefined, ...factor },
      {
        onSuccess: (result) => {
          const session = sessionOf(result);
          if (session) signIn.mutate({ session, redirect });
        },
      },
    );
  };

  const backToCredentials = () => {
    setMfaToken(null);
    login.reset();
    loginMfa.reset();
    signIn.reset();
  };

  const fallback = t('login.failed');
  if (mfaToken !== null) {
    const error = loginMfa.error ?? signIn.error;
    return (
      <PublicLayout>
        <PublicPanel title={t('mfa.title')} subtitle={t('mfa.subtitle')}>
          <Suspense
            fallback={<LoadingOutlined style={{ display: 'block', fontSize: 24 }} aria-label={t('login.signingIn')} />}
          >
            <MfaCodeForm
              onSubmit={submitCode}
              onBack={backToCredentials}
              submitting={loginMfa.isPending || signIn.isPending}
              errorMessage={error ? failureMessage(error, fallback) : null}
              attempt={loginMfa.submittedAt}
            />
          </Suspense>
        </PublicPanel>
      </PublicLayout>
    );
  }

  const error = login.error ?? signIn.error;
  return (
    <PublicLayout>
      <PublicPanel title={t('login.title')} subtitle={t('login.subtitle')}>
        <AfterFirstPaint fallback={<div style={{ height: loginFormHeight(token) }} />}>
          <LoginForm
            onSubmit={submitCredentials}
            submitting={login.isPending || signIn.isPending}
            errorMessage={error ? failureMessage(error, fallback) : null}
          />
        </AfterFirstPaint>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16, color: token.colorTextSecondary }}
        >
          <TextLink to="/user/password_forget">{t('login.forgot')}</TextLink>
          <span>
            {t('login.noAccount')} <TextLink to="/user/register">{t('login.register')}</TextLink>
          </span>
        </div>
      </PublicPanel>
    </PublicLayout>
  );
}
