import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { type PageTab, PageTabs } from '../../../components/PageTabs.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAccess } from '../../../lib/access.ts';
import { InvitesTable } from '../components/InvitesTable.tsx';
import { MembersTable } from '../components/MembersTable.tsx';

const tabs = ['members', 'invites'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/**
 * Spec §2 team: tabs members (default) and invites, chosen by `?tab=`; the invites tab shows to
 * those who may list invitations, the roles page link to those who may list roles.
 */
export default function TeamPage() {
  const { t } = useTranslation('team');
  const accountId = useParams().accountId ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const access = useAccess().data;
  const requested = searchParams.get('tab');
  const showInvites = access?.invites.granted === true;
  const tab: Tab = isTab(requested) && (requested !== 'invites' || showInvites) ? requested : 'members';

  return (
    <>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 8 }}>
        <PageTitle>{t('title')}</PageTitle>
        {access?.roles.granted && (
          <LinkButton to="roles" icon={<SafetyCertificateOutlined />}>
            {t('rolesLink')}
          </LinkButton>
        )}
      </Flex>
      <PageTabs<Tab>
        activeKey={tab}
        onChange={(key) => setSearchParams({ tab: key })}
        items={[
          { key: 'members', label: t('tabs.members'), children: <MembersTable accountId={accountId} /> },
          ...(showInvites
            ? [
                {
                  key: 'invites',
                  label: t('tabs.invites'),
                  children: <InvitesTable accountId={accountId} />,
                } as PageTab<Tab>,
              ]
            : []),
        ]}
      />
    </>
  );
}
