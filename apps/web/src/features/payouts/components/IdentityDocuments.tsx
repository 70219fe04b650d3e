import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { identityDocumentMaxBytes, identityDocumentMaxCount } from '@paydeck/contract/payout-rules';
import { Alert, Button, Flex, Popconfirm, Skeleton, theme } from 'antd';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteIdentityDocument } from '../api/delete-identity-document.ts';
import { useIdentityDocument } from '../api/get-identity-document.ts';
import type { PayerRow } from '../api/get-payers.ts';
import { useUploadIdentityDocument } from '../api/upload-identity-document.ts';
import { documentsLeft, identityDocumentAccept, identityDocumentProblem } from './identity-document-checks.ts';

type Document = PayerRow['identityDocuments'][number];

/** A blob as an object URL for as long as it is shown (revoked after). */
const useObjectUrl = (blob: Blob | undefined) => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
};

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

type ThumbnailProps = { accountId: string; payerId: string; document: Document; canUpdate: boolean };

/** One document: its picture (fetched with the session, shown from memory), download and delete. */
const Thumbnail = ({ accountId, payerId, document, canUpdate }: ThumbnailProps) => {
  const { t } = useTranslation('payouts');
  const { token } = theme.useToken();
  const bytes = useIdentityDocument(accountId, payerId, document.id);
  const url = useObjectUrl(bytes.data);
  const remove = useDeleteIdentityDocument(accountId);
  return (
    <figure
      data-testid="identity-document"
      style={{
        margin: 0,
        width: 200,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingXS,
      }}
    >
      <div
        style={{
          height: 140,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: token.colorFillQuaternary,
          borderRadius: token.borderRadius,
          overflow: 'hidden',
        }}
      >
        {url ? (
          <img
            src={url}
            alt={document.filename}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : bytes.isError ? (
          <span style={{ color: token.colorError, padding: 8, textAlign: 'center' }}>{t('documents.loadFailed')}</span>
        ) : (
          <Skeleton.Image active />
        )}
      </div>
      <figcaption style={{ marginTop: token.marginXS }}>
        <div style={{ overflowWrap: 'anywhere' }}>{document.filename}</div>
        <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          {t('documents.meta', { size: megabytes(document.size), time: formatDateTime(document.timeCreated) })}
        </div>
        <Flex gap={4} style={{ marginTop: token.marginXS }}>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            href={url}
            download={document.filename}
            disabled={!url}
            aria-label={t('documents.download', { name: document.filename })}
          >
            {t('documents.downloadShort')}
          </Button>
          {canUpdate && (
            <Popconfirm
              title={t('documents.deleteTitle')}
              description={t('documents.deleteText')}
              okText={t('documents.delete')}
              cancelText={t('actions.cancel', { ns: 'common' })}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove.mutateAsync({ payerId, fileId: document.id }).then(
                  () => announce((feedback) => feedback.message.success(t('documents.deleted'))),
                  () => undefined,
                )
              }
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                loading={remove.isPending}
                aria-label={t('documents.deleteNamed', { name: document.filename })}
              >
                {t('documents.delete')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </figcaption>
    </figure>
  );
};

export type IdentityDocumentsProps = { accountId: string; payer: PayerRow; canUpdate: boolean };

/**
 * Spec §9 identity documents: up to 3 pictures (jpg, png, webp, each at most 5 MB), checked here
 * as the server checks them before anything is sent; shown as thumbnails, downloaded and deleted.
 * Once the payer's remittance reaches HKD 8,000 a payout needs one: the notice says so.
 */
export const IdentityDocuments = ({ accountId, payer, canUpdate }: IdentityDocumentsProps) => {
  const { t } = useTranslation('payouts');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadIdentityDocument(accountId);
  const [problems, setProblems] = useState<string[]>([]);
  const documents = payer.identityDocuments;
  const left = documentsLeft(documents.length);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    upload.reset();
    const found: string[] = [];
    const fitting = files.filter((file) => {
      const problem = identityDocumentProblem(file);
      if (problem === 'type') found.push(t('documents.typeInvalid', { name: file.name }));
      if (problem === 'size')
        found.push(t('documents.tooLarge', { name: file.name, max: megabytes(identityDocumentMaxBytes) }));
      return problem === null;
    });
    if (fitting.length > left) found.push(t('documents.tooMany', { max: identityDocumentMaxCount, left }));
    setProblems(found);
    let sent = 0;
    for (const file of fitting.slice(0, left)) {
      try {
        await upload.mutateAsync({ payerId: payer.id, file });
        sent += 1;
      } catch {
        break;
      }
    }
    if (sent > 0) announce((feedback) => feedback.message.success(t('documents.uploaded', { count: sent })));
  };

  return (
    <Flex vertical gap={12}>
      {payer.identityDocumentsRequired && documents.length === 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="identity-documents-required"
          title={t('documents.requiredTitle')}
          description={t('documents.required')}
        />
      )}
      {upload.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('documents.uploadFailed')}
          description={failureMessage(upload.error, t('documents.uploadFailedRetry'))}
        />
      )}
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="identity-document-problems"
          title={t('documents.refused')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      )}
      {documents.length === 0 ? (
        <span>{t('documents.none')}</span>
      ) : (
        <Flex gap={12} wrap>
          {documents.map((document) => (
            <Thumbnail
              key={document.id}
              accountId={accountId}
              payerId={payer.id}
              document={document}
              canUpdate={canUpdate}
            />
          ))}
        </Flex>
      )}
      {canUpdate && (
        <Flex align="center" gap={12} wrap>
          <input
            ref={input}
            type="file"
            accept={identityDocumentAccept}
            multiple
            hidden
            data-testid="identity-document-input"
            onChange={(event) => void pick(event)}
          />
          <Button
            icon={<UploadOutlined />}
            disabled={left === 0}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {t('documents.upload')}
          </Button>
          <span>
            {left === 0
              ? t('documents.limitReached', { max: identityDocumentMaxCount })
              : t('documents.uploadHint', { left, max: megabytes(identityDocumentMaxBytes) })}
          </span>
        </Flex>
      )}
    </Flex>
  );
};
