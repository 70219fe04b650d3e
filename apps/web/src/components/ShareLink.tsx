import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, theme } from 'antd';
import { CopyButton } from './CopyButton.tsx';

export type ShareLinkProps = {
  url: string;
  title: string;
  hint: string;
  openLabel: string;
  testId?: string;
};

/** A link to send someone (a mandate's signing page): shown whole, to copy or to open in a new tab. */
export const ShareLink = ({ url, title, hint, openLabel, testId = 'share-link' }: ShareLinkProps) => {
  const { token } = theme.useToken();
  return (
    <Alert
      type="info"
      showIcon
      data-testid={testId}
      title={title}
      description={
        <Flex vertical gap={8}>
          <span>{hint}</span>
          <code style={{ fontFamily: token.fontFamilyCode, overflowWrap: 'anywhere' }}>{url}</code>
          <Flex gap={8} wrap>
            <CopyButton text={url} size="small" />
            <Button size="small" icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
              {openLabel}
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
};
