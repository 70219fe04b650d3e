import { Alert, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { DisputeRow } from '../api/get-disputes.ts';
import { useSubmitEvidence } from '../api/submit-evidence.ts';
import { EvidenceFilePicker, type Refusal } from './EvidenceFilePicker.tsx';
import { evidenceRules, textProblem } from './evidence-rules.ts';

export type EvidenceModalProps = { accountId: string; dispute: DisputeRow; onClose: () => void };

type Values = { text: string };

/**
 * The merchant's answer: a text and up to five files, checked here with the contract's rules,
 * uploaded on submit and then named in the answer. The dispute then waits for the method's decision.
 */
export const EvidenceModal = ({ accountId, dispute, onClose }: EvidenceModalProps) => {
  const { t } = useTranslation('disputes');
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const submit = useSubmitEvidence(accountId);

  const send = ({ text }: Values) =>
    submit.mutate(
      { disputeId: dispute.id, text, files },
      {
        onSuccess: () => {
          announce((feedback) => feedback.message.success(t('evidence.done')));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      width={640}
      title={t('evidence.title')}
      okText={t('evidence.submit')}
      okButtonProps={{ loading: submit.isPending }}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
    >
      <Flex vertical gap={16}>
        <p style={{ margin: 0 }}>{t('evidence.intro', { deadline: formatDateTime(dispute.timeExpired) })}</p>
        <Form<Values> form={form} layout="vertical" onFinish={send} disabled={submit.isPending}>
          <Form.Item
            name="text"
            label={t('evidence.text')}
            rules={[
              {
                validator: (_rule, value: string | undefined) => {
                  const problem = textProblem(value ?? '');
                  return problem
                    ? Promise.reject(
                        new Error(t(`evidence.textProblem.${problem}`, { max: evidenceRules.textMaxLength })),
                      )
                    : Promise.resolve();
                },
              },
            ]}
          >
            <Input.TextArea
              rows={6}
              showCount
              maxLength={evidenceRules.textMaxLength}
              placeholder={t('evidence.textPlaceholder')}
            />
          </Form.Item>
          <Form.Item label={t('evidence.files')} style={{ marginBottom: 0 }}>
            <EvidenceFilePicker
              files={files}
              refused={refused}
              disabled={submit.isPending}
              onChange={(next, nextRefused) => {
                setFiles(next);
                setRefused(nextRefused);
              }}
            />
          </Form.Item>
        </Form>
        {submit.isError && <Alert type="error" showIcon title={failureMessage(submit.error, t('evidence.failed'))} />}
      </Flex>
    </Modal>
  );
};
