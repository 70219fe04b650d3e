import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { basePath } from '../lib/base-path.ts';

export type ExceptionResultProps = {
  status: '403' | '404';
  title: string;
  subTitle: string;
  /** Shown inside the app shell (a 403 in place of a page) rather than as the whole screen. */
  inline?: boolean;
};

/**
 * The 403 and 404 screens. "Back home" is a full navigation to the base path, so it works
 * even when the router itself is what failed.
 */
export const ExceptionResult = ({ status, title, subTitle, inline = false }: ExceptionResultProps) => {
  const { t } = useTranslation();
  const extra = (
    <Button type="primary" href={basePath}>
      {t('actions.backHome')}
    </Button>
  );
  const result = <Result status={status} title={title} subTitle={subTitle} extra={extra} />;
  if (inline) return <section data-testid={`exception-${status}`}>{result}</section>;
  return <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>{result}</main>;
};
