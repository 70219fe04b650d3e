import type { RollExpiry } from '@paydeck/contract/api-key-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RollDialog } from '../../../components/RollDialog.tsx';
import { failureMessage } from '../../../lib/error-policy.ts';
import type { ApiKeyRow } from '../api/get-api-keys.ts';
import { useRollApiKey } from '../api/roll-api-key.ts';
import type { RevealedKeys } from './SecretKeyModal.tsx';

export type RollKeyModalProps = {
  accountId: string;
  apiKey: ApiKeyRow;
  onClose: () => void;
  /** A new secret key, to show once; a new publishable key is simply in the list. */
  onRolled: (revealed: RevealedKeys | null) => void;
};

/**
 * Rolling asks how long the old key keeps working (now, 1 h, 24 h, 7 days) and says what that
 * means before anything happens: the dialog's danger button is the confirmation.
 */
export const RollKeyModal = ({ accountId, apiKey, onClose, onRolled }: RollKeyModalProps) => {
  const { t } = useTranslation('developers');
  const roll = useRollApiKey(accountId);
  const [expiresIn, setExpiresIn] = useState<RollExpiry>('now');

  const submit = () =>
    roll.mutate(
      { id: apiKey.id, expiresIn },
      {
        onSuccess: ({ key }) => onRolled(key.type === 'secret' ? { reason: 'rolled', secret: key.key } : null),
      },
    );

  return (
    <RollDialog
      title={t(`roll.title.${apiKey.type}`)}
      intro={t('roll.intro', { key: apiKey.key })}
      expiryLabel={t('roll.expiry')}
      submitText={t('roll.submit')}
      expiresIn={expiresIn}
      onExpiresIn={setExpiresIn}
      warning={(stopsAt) => (stopsAt ? t('roll.laterWarning', { time: stopsAt }) : t('roll.nowWarning'))}
      pending={roll.isPending}
      failure={roll.isError ? failureMessage(roll.error, t('roll.failed')) : null}
      onSubmit={submit}
      onClose={onClose}
    />
  );
};
