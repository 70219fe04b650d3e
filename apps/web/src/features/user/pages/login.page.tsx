import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { useLogin } from '../api/login.ts';
import { LoginForm } from '../components/LoginForm.tsx';

export default function LoginPage() {
  const { t } = useTranslation('user');
  const login = useLogin();
  const { token } = theme.useToken();
  const panel = {
    width: '100%',
    maxWidth: 420,
    padding: 32,
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowTertiary,
  };
  return (
    <PublicLayout>
      <section style={panel}>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorText }}>{t('login.title')}</h1>
        <p style={{ margin: '8px 0 24px', color: token.colorTextSecondary }}>{t('login.subtitle')}</p>
        <LoginForm
          onSubmit={(values) => login.mutate(values)}
          submitting={login.isPending}
          errorMessage={login.error ? login.error.message || t('login.failed') : null}
        />
      </section>
    </PublicLayout>
  );
}
