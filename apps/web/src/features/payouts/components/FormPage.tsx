import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';

export type FormPageProps = { back: string; backLabel: string; title: string; intro: string; children: ReactNode };

/** A create page of the area: the way back, the title with the mode tag, an intro, the form on a panel. */
export const FormPage = ({ back, backLabel, title, intro, children }: FormPageProps) => {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8}>
      <LinkButton
        to={back}
        type="link"
        icon={<ArrowLeftOutlined />}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        {backLabel}
      </LinkButton>
      <Flex align="center" gap={12}>
        <PageTitle>{title}</PageTitle>
        <ModeTag />
      </Flex>
      <p style={{ color: token.colorTextSecondary, margin: '0 0 8px', maxWidth: 860 }}>{intro}</p>
      <div
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          padding: token.paddingLG,
          maxWidth: 1100,
        }}
      >
        {children}
      </div>
    </Flex>
  );
};
