import { Empty, theme } from 'antd';
import { LinkButton } from './LinkButton.tsx';

export type RecordNotFoundProps = {
  /** Spec §8's not-found message for the record ("Payment not found"…). */
  title: string;
  hint: string;
  /** The way back to the record's list. */
  backLabel: string;
  testId?: string;
};

/**
 * A detail page whose id is unknown, or another account's (the server answers 404 for both, so
 * no merchant learns that a foreign id exists): the record's own message and the way back.
 */
export const RecordNotFound = ({ title, hint, backLabel, testId = 'record-not-found' }: RecordNotFoundProps) => {
  const { token } = theme.useToken();
  return (
    <div
      data-testid={testId}
      style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: '48px 24px' }}
    >
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{title}</strong>
            <br />
            <span style={{ color: token.colorTextSecondary }}>{hint}</span>
          </>
        }
      >
        <LinkButton to=".." type="primary">
          {backLabel}
        </LinkButton>
      </Empty>
    </div>
  );
};
