import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, theme } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uiLocale } from '../../../lib/locale.ts';
import { addEvidenceFiles, evidenceAccept, evidenceRules, type FileProblem, fileSizeText } from './evidence-rules.ts';

export type Refusal = { name: string; problem: FileProblem | 'count' };

export type EvidenceFilePickerProps = {
  files: File[];
  refused: Refusal[];
  disabled: boolean;
  onChange: (files: File[], refused: Refusal[]) => void;
};

/**
 * A plain file input (antd's Upload would add its own upload machinery for files that are sent
 * only on submit): picked files are checked against the contract's rules at once, and the ones
 * refused are named with the reason.
 */
export const EvidenceFilePicker = ({ files, refused, disabled, onChange }: EvidenceFilePickerProps) => {
  const { t } = useTranslation('disputes');
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const limits = {
    max: evidenceRules.maxFiles,
    size: fileSizeText(evidenceRules.maxFileBytes, uiLocale()),
    types: evidenceRules.fileTypes.join(', '),
  };
  const pick = (picked: FileList | null) => {
    const result = addEvidenceFiles(files, [...(picked ?? [])]);
    onChange(result.files, result.refused);
    // The same file can be picked again after it was removed.
    if (input.current) input.current.value = '';
  };
  return (
    <Flex vertical gap={8}>
      <span style={{ color: token.colorTextSecondary }}>{t('evidence.filesHint', limits)}</span>
      <input
        ref={input}
        type="file"
        multiple
        accept={evidenceAccept}
        aria-label={t('evidence.files')}
        data-testid="evidence-file-input"
        style={{ display: 'none' }}
        onChange={(event) => pick(event.target.files)}
      />
      <Button
        icon={<UploadOutlined />}
        style={{ alignSelf: 'flex-start' }}
        disabled={disabled || files.length >= evidenceRules.maxFiles}
        onClick={() => input.current?.click()}
      >
        {t('evidence.addFiles')}
      </Button>
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="evidence-refused"
          title={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {refused.map(({ name, problem }) => (
                <li key={name}>{t(`evidence.problem.${problem}`, { name, ...limits })}</li>
              ))}
            </ul>
          }
        />
      )}
      {files.length > 0 && (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label={t('evidence.chosen')}>
          {files.map((file) => (
            <li key={file.name}>
              <Flex align="center" gap={8}>
                <PaperClipOutlined style={{ color: token.colorTextSecondary }} />
                <span style={{ overflowWrap: 'anywhere' }}>{file.name}</span>
                <span style={{ color: token.colorTextSecondary }}>{fileSizeText(file.size, uiLocale())}</span>
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  disabled={disabled}
                  aria-label={t('evidence.remove', { name: file.name })}
                  onClick={() =>
                    onChange(
                      files.filter((other) => other !== file),
                      [],
                    )
                  }
                />
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
};
