import { theme } from 'antd';
import type { ReactNode } from 'react';

export type PublicPanelProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown above a centered title: the outcome screens (sent, confirmed, failed). */
  icon?: ReactNode;
  width?: number;
  children?: ReactNode;
};

/**
 * The white panel of the public pages. Plain elements on theme tokens rather than antd's
 * Card/Typography/Result: these pages have a tight first-load budget (ARCHITECTURE §7).
 */
export const PublicPanel = ({ title, subtitle, icon, width = 420, children }: PublicPanelProps) => {
  const { token } = theme.useToken();
  const centered = icon !== undefined;
  return (
    <section
      style={{
        width: '100%',
        maxWidth: width,
        padding: 32,
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
        textAlign: centered ? 'center' : undefined,
      }}
    >
      {centered && <div style={{ fontSize: 56, lineHeight: 1, marginBottom: 16 }}>{icon}</div>}
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorText }}>{title}</h1>
      {subtitle ? (
        <p style={{ margin: '8px 0 24px', color: token.colorTextSecondary }}>{subtitle}</p>
      ) : (
        <div style={{ height: 24 }} />
      )}
      {children}
    </section>
  );
};
