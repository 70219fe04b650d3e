import { Flex, theme } from 'antd';
import { useId } from 'react';
import { CopyButton } from './CopyButton.tsx';

export type SecretFieldProps = { label: string; value: string; hint?: string; testId: string };

/** A secret in full (an API key, a webhook signing secret), selectable and with a copy button. */
export const SecretField = ({ label, value, hint, testId }: SecretFieldProps) => {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id} style={{ fontWeight: token.fontWeightStrong }}>
        {label}
      </label>
      <Flex gap={8} align="center">
        <output
          id={id}
          data-testid={testId}
          style={{
            flex: 1,
            fontFamily: token.fontFamilyCode,
            wordBreak: 'break-all',
            padding: '6px 10px',
            background: token.colorFillQuaternary,
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            userSelect: 'all',
          }}
        >
          {value}
        </output>
        <CopyButton text={value} />
      </Flex>
      {hint && <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{hint}</span>}
    </Flex>
  );
};
