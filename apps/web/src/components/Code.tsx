import { theme } from 'antd';
import type { ReactNode } from 'react';

/** An id or code in the theme's monospace font. */
export const Code = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return <code style={{ fontFamily: token.fontFamilyCode }}>{children}</code>;
};
