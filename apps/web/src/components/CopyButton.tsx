import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../lib/feedback.ts';

export type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'icon' | 'children'> & { text: string };

/**
 * Copies a value (an API key, an id) to the clipboard and says whether it worked. antd's
 * `Typography.Text copyable` does the same but brings Typography (~9 KB gzip) to the page.
 */
export const CopyButton = ({ text, ...props }: CopyButtonProps) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  // The clipboard API exists only in a secure context (https or localhost): without it, say so.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => {
          setCopied(true);
          announce((feedback) => feedback.message.success(t('copy.copied')));
        },
        () => announce((feedback) => feedback.message.error(t('copy.failed'))),
      );
  return (
    <Button {...props} icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()}>
      {t('copy.label')}
    </Button>
  );
};
