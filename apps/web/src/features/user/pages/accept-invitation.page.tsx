import { MailOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { PublicPanel } from '../../../components/PublicPanel.tsx';
import { PublicResult } from '../../../components/PublicResult.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { homePath, isSignedIn, sessionOf } from '../../../lib/session.ts';
import { signOut, useCompleteSignIn } from '../../../lib/sign-in.ts';
import { storage } from '../../../lib/storage.ts';
import { userKeys } from '../../../lib/user.keys.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';

type NewUserValues = { password: string; confirm: string };

/**
 * A team invitation (spec §2). An invitee without a Paydeck user sets a password and is signed
 * in; an existing user joins from their own session, signing in first if needed.
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation('user');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const signIn = useCompleteSignIn();
  const [signedIn] = useState(isSignedIn);
  const here = `${location.pathname}${location.search}`;

  const signInButton = (
    <LinkButton type="primary" to="/user/login">
      {t('actions.signIn', { ns: 'common' })}
    </LinkButton>
  );

  if (!token || invitation.isError) {
    const description = invitation.isError
      ? failureMessage(invitation.error, t('invitation.loadFailed'))
      : t('apiErrors.token_invalid', { ns: 'common' });
    return (
      <PublicLayout>
        <PublicResult status="error" title={t('invitation.invalidTitle')} description={description}>
          {signInButton}
        </PublicResult>
      </PublicLayout>
    );
  }
  if (invitation.isPending) {
    return (
      <PublicLayout>
        <PublicResult status="loading" title={t('invitation.loading')} />
      </PublicLayout>
    );
  }

  const { accountName, merchantName, email, userExists } = invitation.data;
  const error = accept.error ?? signIn.error;
  const errorAlert = error && (
    <Alert type="error" showIcon title={failureMessage(error, t('invitation.failed'))} style={{ marginBottom: 16 }} />
  );
  const title = t('invitation.title', { account: accountName });
  const subtitle = t('invitation.subtitle', { merchant: merchantName, account: accountName, email });

  if (!userExists) {
    const create = ({ password }: NewUserValues) => {
      signIn.reset();
      accept.mutate(
        { token, password },
        {
          onSuccess: (result) => {
            const session = sessionOf(result);
            if (session) signIn.mutate({ session, accountId: result.accountId });
            else navigate('/user/login', { replace: true });
          },
        },
      );
    };
    return (
      <PublicLayout>
        <PublicPanel title={title} subtitle={`${subtitle} ${t('invitation.setPassword')}`}>
          <Form<NewUserValues> layout="vertical" size="large" requiredMark={false} onFinish={create}>
            {errorAlert}
            <Form.Item label={t('login.email')}>
              <Input prefix={<MailOutlined />} value={email} disabled />
            </Form.Item>
            <NewPasswordFields label={t('register.password')} confirmLabel={t('register.confirm')} email={email} />
            <Button type="primary" htmlType="submit" block loading={accept.isPending || signIn.isPending}>
              {t('invitation.createAndJoin')}
            </Button>
          </Form>
        </PublicPanel>
      </PublicLayout>
    );
  }

  if (!signedIn) {
    return (
      <PublicLayout>
        <PublicPanel title={title} subtitle={`${subtitle} ${t('invitation.signInFirst', { email })}`}>
          <LinkButton type="primary" size="large" block to={`/user/login?redirect=${encodeURIComponent(here)}`}>
            {t('invitation.signInToJoin')}
          </LinkButton>
        </PublicPanel>
      </PublicLayout>
    );
  }

  const join = () =>
    accept.mutate(
      { token },
      {
        onSuccess: ({ accountId }) => {
          storage.set('accountId', accountId);
          storage.set('isOwner', 'false');
          void queryClient.invalidateQueries({ queryKey: userKeys.current() });
          navigate(homePath(accountId), { replace: true });
        },
      },
    );
  const wrongUser = accept.error instanceof ApiError && accept.error.code === 'invitation_email_mismatch';
  return (
    <PublicLayout>
      <PublicPanel title={title} subtitle={subtitle}>
        {errorAlert}
        <Button type="primary" size="large" block loading={accept.isPending} onClick={join}>
          {t('invitation.join', { account: accountName })}
        </Button>
        {wrongUser && (
          <Button size="large" block style={{ marginTop: 12 }} onClick={() => void signOut(here)}>
            {t('invitation.switchUser')}
          </Button>
        )}
      </PublicPanel>
    </PublicLayout>
  );
}
