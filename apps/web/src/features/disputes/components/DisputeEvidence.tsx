import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { uiLocale } from '../../../lib/locale.ts';
import { useDownloadFile } from '../api/download-file.ts';
import type { DisputeRow } from '../api/get-disputes.ts';
import { fileSizeText } from './evidence-rules.ts';

export type DisputeEvidenceProps = { evidence: NonNullable<DisputeRow['evidence']> };

/** What the merchant answered: the text as written, and the files to download. */
export const DisputeEvidence = ({ evidence }: DisputeEvidenceProps) => {
  const { t } = useTranslation('disputes');
  const { token } = theme.useToken();
  const download = useDownloadFile();
  return (
    <Flex vertical gap={12}>
      <span style={{ color: token.colorTextSecondary }}>
        {t('evidence.submittedAt', { time: formatDateTime(evidence.timeSubmitted) })}
      </span>
      <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="evidence-text">
        {evidence.text}
      </p>
      {evidence.files.length > 0 && (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label={t('evidence.files')}>
          {evidence.files.map((file) => (
            <li key={file.id}>
              <Button
                type="link"
                icon={<PaperClipOutlined />}
                style={{ paddingInline: 0 }}
                loading={download.isPending && download.variables.id === file.id}
                onClick={() => download.mutate({ id: file.id, filename: file.filename })}
              >
                {file.filename}
              </Button>
              <span style={{ color: token.colorTextSecondary, marginInlineStart: 8 }}>
                {fileSizeText(file.size, uiLocale())}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
};
