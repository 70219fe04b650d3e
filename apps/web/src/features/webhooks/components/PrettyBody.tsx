import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** A body as sent or answered: JSON indented for reading, anything else as it came. */
export const prettyBody = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

/** A request or response body in a scrolling code block ("Empty" for none). */
export const PrettyBody = ({ body, testId }: { body: string | null; testId: string }) => {
  const { t } = useTranslation('webhooks');
  const { token } = theme.useToken();
  if (!body) return <span style={{ color: token.colorTextSecondary }}>{t('history.emptyBody')}</span>;
  return (
    <pre
      data-testid={testId}
      style={{
        margin: 0,
        maxHeight: 480,
        overflow: 'auto',
        padding: token.paddingSM,
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        fontFamily: token.fontFamilyCode,
        fontSize: token.fontSizeSM,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {prettyBody(body)}
    </pre>
  );
};
