import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, theme, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/feedback.ts';
import { attachmentAccept, attachmentProblem } from './attachment-rules.ts';

export type AttachmentPickerProps = { files: File[]; onChange: (files: File[]) => void; disabled?: boolean };

/**
 * Up to two attachments, sent with the form (nothing is uploaded on picking): a third file, one of
 * 10 MB or more, or another format is refused at once with the spec's words (spec §8).
 */
export const AttachmentPicker = ({ files, onChange, disabled = false }: AttachmentPickerProps) => {
  const { t } = useTranslation('tickets');
  const { token } = theme.useToken();
  const list: UploadFile[] = files.map((file, index) => ({
    uid: `${index}-${file.name}`,
    name: file.name,
    status: 'done',
  }));
  return (
    <Flex vertical gap={4}>
      <Upload
        multiple
        accept={attachmentAccept}
        fileList={list}
        disabled={disabled}
        beforeUpload={(file, batch) => {
          // Called per file of a pick: the first call takes the whole pick, in order.
          if (file !== batch[0]) return Upload.LIST_IGNORE;
          const next = [...files];
          for (const picked of batch) {
            const problem = attachmentProblem(next.length, picked);
            if (problem) announce((feedback) => feedback.message.error(t(`attachments.problem.${problem}`)));
            else next.push(picked);
          }
          if (next.length > files.length) onChange(next);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(removed) => onChange(files.filter((_file, index) => `${index}-${_file.name}` !== removed.uid))}
      >
        <Button icon={<PaperClipOutlined />} disabled={disabled}>
          {t('attachments.add')}
        </Button>
      </Upload>
      <span style={{ color: token.colorTextSecondary }}>{t('attachments.hint')}</span>
    </Flex>
  );
};
