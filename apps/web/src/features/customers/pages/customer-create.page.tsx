import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Form, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { announce } from '../../../lib/feedback.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useCreateCustomer } from '../api/create-customer.ts';
import { CustomerForm } from '../components/CustomerForm.tsx';
import { type CustomerFormValues, createBodyOf } from '../components/customer-values.ts';

/**
 * Spec §2 customers/create: every spec §3 field, first and last name required (spec §5), checked
 * with the server's rules before sending; the server's field errors show on their fields. A
 * created customer opens on its detail.
 */
export default function CustomerCreatePage() {
  const { t } = useTranslation('customers');
  const { token } = theme.useToken();
  const accountId = useParams().accountId ?? '';
  const navigate = useNavigate();
  const [form] = Form.useForm<CustomerFormValues>();
  const create = useCreateCustomer(accountId);
  const list = accountPath(accountId, 'customers');

  const submit = (values: CustomerFormValues) =>
    create.mutate(createBodyOf(values), {
      onSuccess: (customer) => {
        announce((feedback) => feedback.message.success(t('create.created')));
        void navigate(accountPath(accountId, 'customers', customer.id));
      },
    });

  return (
    <Flex vertical gap={8}>
      <LinkButton
        to={list}
        type="link"
        icon={<ArrowLeftOutlined />}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        {t('detail.back')}
      </LinkButton>
      <Flex align="center" gap={12}>
        <PageTitle>{t('create.title')}</PageTitle>
        <ModeTag />
      </Flex>
      <p style={{ color: token.colorTextSecondary, margin: '0 0 8px', maxWidth: 860 }}>{t('create.intro')}</p>
      <div
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          padding: token.paddingLG,
          maxWidth: 1100,
        }}
      >
        <CustomerForm form={form} onFinish={submit} error={create.error} failedTitle={t('create.failed')}>
          <Flex gap="small">
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
            <LinkButton to={list} disabled={create.isPending}>
              {t('actions.cancel', { ns: 'common' })}
            </LinkButton>
          </Flex>
        </CustomerForm>
      </div>
    </Flex>
  );
}
