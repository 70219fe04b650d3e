import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Modal, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton.tsx';

export type RecoveryCodesPanelProps = { codes: string[]; email: string; onDone: () => void };

/** The codes as a text file: a header line naming the user, then one code a line. */
export const recoveryCodesText = (header: string, codes: string[]) => `${header}\n\n${codes.join('\n')}\n`;

/**
 * The ten recovery codes, shown once (the server keeps only their hashes), after 2FA is turned on
 * or new codes are made: copy or download them, and say they are saved before "Done" works.
 */
export const RecoveryCodesPanel = ({ codes, email, onDone }: RecoveryCodesPanelProps) => {
  const { t } = useTranslation('profile');
  const { token } = theme.useToken();
  const [saved, setSaved] = useState(false);
  const text = recoveryCodesText(t('mfa.fileHeader', { email }), codes);
  return (
    <Flex vertical gap="middle">
      <Alert type="warning" showIcon title={t('mfa.codesIntro')} />
      <ol
        aria-label={t('mfa.codesTitle')}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          justifyContent: 'center',
          gap: '8px 48px',
          margin: 0,
          padding: '12px 0 12px 24px',
          fontFamily: token.fontFamilyCode,
          fontSize: 16,
          background: token.colorFillQuaternary,
          borderRadius: token.borderRadius,
          userSelect: 'all',
        }}
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <Flex gap="small" justify="center" wrap>
        <CopyButton text={text} />
        <Button
          icon={<DownloadOutlined />}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="paydeck-recovery-codes.txt"
        >
          {t('mfa.download')}
        </Button>
      </Flex>
      <Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)}>
        {t('mfa.saved')}
      </Checkbox>
      <Button type="primary" block disabled={!saved} onClick={onDone}>
        {t('mfa.done')}
      </Button>
    </Flex>
  );
};

export type RecoveryCodesModalProps = {
  /** The dialog's title until the codes are shown. */
  title: string;
  /** The codes once made; until then the dialog shows `children`. */
  codes: string[] | null;
  email: string;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog that ends by showing new codes: while they are shown, only "Done" (after "I have saved them") closes it. */
export const RecoveryCodesModal = ({ title, codes, email, onClose, children }: RecoveryCodesModalProps) => {
  const { t } = useTranslation('profile');
  const showingCodes = codes !== null;
  return (
    <Modal
      open
      title={showingCodes ? t('mfa.codesTitle') : title}
      onCancel={onClose}
      closable={!showingCodes}
      mask={{ closable: !showingCodes }}
      keyboard={!showingCodes}
      footer={null}
      width={560}
    >
      {codes ? <RecoveryCodesPanel codes={codes} email={email} onDone={onClose} /> : children}
    </Modal>
  );
};
