import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useLocaleState } from '../../../lib/locale.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useRoles } from '../api/get-roles.ts';
import { RolePermissions } from '../components/RolePermissions.tsx';

/** Spec §2/§3 roles: the built-in roles by group, each with its description, from `GET /v1/roles`. */
export default function RolesPage() {
  const { t } = useTranslation('team');
  const accountId = useParams().accountId ?? '';
  const { catalog } = useLocaleState();
  const roles = useRoles(catalog);

  return (
    <>
      <LinkButton
        to={accountPath(accountId, 'team')}
        type="link"
        icon={<ArrowLeftOutlined />}
        style={{ paddingInline: 0, marginBottom: 8 }}
      >
        {t('rolesPage.back')}
      </LinkButton>
      <PageTitle>{t('rolesPage.title')}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('rolesPage.intro')}
      </Typography.Paragraph>
      {roles.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {roles.isError && (
        <LoadFailed title={t('rolesPage.loadFailed')} error={roles.error} onRetry={() => void roles.refetch()} />
      )}
      {roles.isSuccess && (
        <Flex vertical gap={16}>
          {roles.data.groups.map((group) => (
            <Card key={group.key} title={group.name} data-testid={`role-group-${group.key}`}>
              <Descriptions
                bordered
                column={1}
                styles={{ label: { width: 240 } }}
                items={group.roles.map((role) => ({
                  key: role.role,
                  label: (
                    <Flex vertical gap={4} align="start">
                      <Typography.Text strong>{role.name}</Typography.Text>
                      {!role.assignable && <Tag color="gold">{t('rolesPage.ownerOnly')}</Tag>}
                    </Flex>
                  ),
                  children: (
                    <Flex vertical gap={4}>
                      <span>{role.description}</span>
                      <RolePermissions permissions={role.permissions} />
                    </Flex>
                  ),
                }))}
              />
            </Card>
          ))}
        </Flex>
      )}
    </>
  );
}
