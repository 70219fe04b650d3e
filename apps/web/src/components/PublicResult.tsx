import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled, LoadingOutlined, MailFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { PublicPanel } from './PublicPanel.tsx';

export type PublicResultProps = {
  status: 'success' | 'error' | 'info' | 'mail' | 'loading';
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  children?: ReactNode;
};

/** The outcome of a public flow (email sent, token refused…): a light stand-in for antd's Result. */
export const PublicResult = ({ status, title, description, children }: PublicResultProps) => {
  const { token } = theme.useToken();
  const icons: Record<PublicResultProps['status'], ReactNode> = {
    success: <CheckCircleFilled style={{ color: token.colorSuccess }} />,
    error: <CloseCircleFilled style={{ color: token.colorError }} />,
    info: <InfoCircleFilled style={{ color: token.colorPrimary }} />,
    mail: <MailFilled style={{ color: token.colorPrimary }} />,
    loading: <LoadingOutlined style={{ color: token.colorPrimary }} />,
  };
  return (
    <div role={status === 'error' ? 'alert' : 'status'} style={{ display: 'contents' }}>
      <PublicPanel icon={icons[status]} title={title} subtitle={description}>
        {children && (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}>{children}</div>
        )}
      </PublicPanel>
    </div>
  );
};
