import { Alert, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmStepFooter } from '../../../components/ConfirmStepFooter.tsx';
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
 * uploaded on submit and then named in the answer. A dispute takes one answer only, so a
 * confirmation step comes first. The dispute then waits for the method's decision.
 */
export const EvidenceModal = ({ accountId, dispute, onClose }: EvidenceModalProps) => {
  const { t } = useTranslation('disputes');
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const submit = useSubmitEvidence(accountId);
  const [confirming, setConfirming] = useState<Values | null>(null);

  const send = () => {
    if (!confirming) return;
    submit.mutate(
      { disputeId: dispute.id, text: confirming.text, files },
      {
        onSuccess: () => {
          announce((feedback) => feedback.message.success(t('evidence.done')));
          onClose();
        },
        // Back to the form, which keeps what was typed, with the refusal below it.
        onError: () => setConfirming(null),
      },
    );
  };

  const footer = (
    <ConfirmStepFooter
      confirming={confirming !== null}
      pending={submit.isPending}
      next={{ label: t('evidence.submit'), onClick: () => form.submit() }}
      confirm={{ label: t('evidence.confirm'), onClick: send }}
      backLabel={t('evidence.back')}
      onBack={() => setConfirming(null)}
      onCancel={onClose}
    />
  );

  return (
    <Modal open width={640} title={t('evidence.title')} footer={footer} onCancel={onClose} maskClosable={false}>
      {confirming && (
        <Flex vertical gap={8} data-testid="evidence-confirmation">
          <p style={{ margin: 0 }}>{t('evidence.question', { count: files.length, id: dispute.id })}</p>
          <Alert type="warning" showIcon title={t('evidence.once')} />
        </Flex>
      )}
      {/* Hidden, not unmounted, while confirming: Back returns to what was typed and chosen. */}
      <Flex vertical gap={16} style={{ display: confirming ? 'none' : undefined }}>
        <p style={{ margin: 0 }}>{t('evidence.intro', { deadline: formatDateTime(dispute.timeExpired) })}</p>
        <Form<Values> form={form} layout="vertical" onFinish={setConfirming} disabled={submit.isPending}>
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
