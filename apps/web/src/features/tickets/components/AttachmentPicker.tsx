import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/feedback.ts';
import { attachmentAccept, attachmentProblem } from './attachment-rules.ts';

export type AttachmentPickerProps = { files: File[]; onChange: (files: File[]) => void; disabled?: boolean };

/**
 * Up to two attachments, sent with the form (nothing is uploaded on picking): a third file, one of
 * 10 MB or more, or another format is refused at once with the spec's words (spec §8). The
 * browser's own file input does the picking; the chosen files are listed, each removable.
 */
export const AttachmentPicker = ({ files, onChange, disabled = false }: AttachmentPickerProps) => {
  const { t } = useTranslation('tickets');
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const take = (picked: File[]) => {
    const next = [...files];
    for (const file of picked) {
      const problem = attachmentProblem(next.length, file);
      if (problem) announce((feedback) => feedback.message.error(t(`attachments.problem.${problem}`)));
      else next.push(file);
    }
    if (next.length > files.length) onChange(next);
  };
  return (
    <Flex vertical gap={4} align="start">
      <input
        ref={input}
        type="file"
        multiple
        // Not `hidden`: the Flex around it lays out its children, attribute or not.
        style={{ display: 'none' }}
        aria-label={t('attachments.add')}
        accept={attachmentAccept}
        disabled={disabled}
        onChange={(event) => {
          take([...(event.target.files ?? [])]);
          // Emptied, so picking the same file again after removing it is a change too.
          event.target.value = '';
        }}
      />
      <Button icon={<PaperClipOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
        {t('attachments.add')}
      </Button>
      <span style={{ color: token.colorTextSecondary }}>{t('attachments.hint')}</span>
      {files.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the picked files, in order, have no id, and two may share a name.
            <li key={`${index}-${file.name}`}>
              <Flex align="center" gap={8}>
                <PaperClipOutlined style={{ color: token.colorTextSecondary }} />
                <span>{file.name}</span>
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  disabled={disabled}
                  aria-label={t('attachments.remove', { name: file.name })}
                  onClick={() => onChange(files.filter((_file, at) => at !== index))}
                />
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
};
