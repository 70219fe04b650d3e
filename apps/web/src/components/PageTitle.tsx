import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A dashboard page's title: the same h3 as antd's `Typography.Title level={3}` that the other
 * pages use, from theme tokens. Typography (with its editable text area) is ~9 KB gzip that a
 * list page doesn't otherwise need (ARCHITECTURE §7 first-load budget).
 */
export const PageTitle = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <h3
      style={{
        margin: 0,
        fontSize: token.fontSizeHeading3,
        lineHeight: token.lineHeightHeading3,
        fontWeight: token.fontWeightStrong,
        color: token.colorTextHeading,
      }}
    >
      {children}
    </h3>
  );
};
