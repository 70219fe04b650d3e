import { theme } from 'antd';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/**
 * An in-app link in the theme's link colour (the public pages have no antd Typography), underlined:
 * beside text, colour alone must not be what tells a link apart (WCAG 1.4.1).
 */
export const TextLink = ({ style, ...props }: ComponentProps<typeof Link>) => {
  const { token } = theme.useToken();
  return <Link {...props} style={{ color: token.colorLink, textUnderlineOffset: 2, ...style }} />;
};
