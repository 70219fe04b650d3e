import { theme } from 'antd';
import type { ReactNode } from 'react';

export type DetailSectionProps = { title: string; hint?: string; children: ReactNode };

/** A titled panel of the detail page: the look of antd's Card without its weight on the page's first load. */
export const DetailSection = ({ title, hint, children }: DetailSectionProps) => {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={title}
      style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: token.paddingLG }}
    >
      <h4 style={{ margin: 0, fontSize: token.fontSizeHeading5, fontWeight: token.fontWeightStrong }}>{title}</h4>
      {hint && <p style={{ margin: '4px 0 0', color: token.colorTextSecondary }}>{hint}</p>}
      <div style={{ marginTop: token.marginMD }}>{children}</div>
    </section>
  );
};
