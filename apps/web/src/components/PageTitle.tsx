import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A dashboard page's title: the same h3 as antd's `Typography.Title level={3}` that the other
 * pages use, from theme tokens. Typography (with its editable text area) is ~9 KB gzip that a
 * list page doesn't otherwise need (ARCHITECTURE §7 first-load budget). `spaced` keeps antd's
 * margin below it, for a page whose next element brings none of its own.
 */
export const PageTitle = ({ children, spaced = false }: { children: ReactNode; spaced?: boolean }) => {
  const { token } = theme.useToken();
  return (
    <h3
      style={{
        margin: spaced ? '0 0 0.5em' : 0,
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
