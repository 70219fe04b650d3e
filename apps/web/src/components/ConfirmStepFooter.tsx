import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

export type ConfirmStepFooterProps = {
  /** The dialog is on its confirmation step. */
  confirming: boolean;
  /** The confirmed action is on its way. */
  pending: boolean;
  /** The form step's button, which checks the form and moves to the confirmation. */
  next: { label: string; onClick: () => void };
  /** The confirmation step's button, which does what cannot be undone. */
  confirm: { label: string; onClick: () => void };
  backLabel: string;
  onBack: () => void;
  onCancel: () => void;
};

/** The buttons of a dialog that asks before it acts: Cancel and Next on the form, Back and Confirm on the question. */
export const ConfirmStepFooter = ({
  confirming,
  pending,
  next,
  confirm,
  backLabel,
  onBack,
  onCancel,
}: ConfirmStepFooterProps) => {
  const { t } = useTranslation();
  return confirming ? (
    <>
      <Button onClick={onBack} disabled={pending}>
        {backLabel}
      </Button>
      <Button type="primary" danger loading={pending} onClick={confirm.onClick}>
        {confirm.label}
      </Button>
    </>
  ) : (
    <>
      <Button onClick={onCancel}>{t('actions.cancel')}</Button>
      <Button type="primary" onClick={next.onClick}>
        {next.label}
      </Button>
    </>
  );
};
