import { Alert, Button, Checkbox, Flex, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecretField } from '../../../components/SecretField.tsx';

/** A key shown in full once: just created (with its publishable key) or just rolled. */
export type RevealedKeys = { reason: 'created' | 'rolled'; secret: string; publishable?: string | undefined };

export type SecretKeyModalProps = { revealed: RevealedKeys; onClose: () => void };

/**
 * The one time a secret key is shown (the server keeps only its hash): copy it, and confirm it is
 * stored before the dialog closes. Nothing but "Done" closes it — no mask click, Esc or ×.
 */
export const SecretKeyModal = ({ revealed, onClose }: SecretKeyModalProps) => {
  const { t } = useTranslation('developers');
  const [form] = Form.useForm<{ stored: boolean }>();
  const stored = Form.useWatch('stored', form) === true;
  return (
    <Modal
      open
      title={revealed.reason === 'created' ? t('secret.createdTitle') : t('secret.rolledTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={640}
      footer={
        <Button type="primary" disabled={!stored} onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={t('secret.warningTitle')} description={t('secret.warning')} />
        {revealed.publishable && (
          <SecretField
            label={t('secret.publishableLabel')}
            value={revealed.publishable}
            testId="revealed-publishable"
          />
        )}
        <SecretField label={t('secret.secretLabel')} value={revealed.secret} testId="revealed-secret" />
        <Form form={form}>
          <Form.Item name="stored" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>{t('secret.acknowledge')}</Checkbox>
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
};
