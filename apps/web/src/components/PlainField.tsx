import { type GlobalToken, theme } from 'antd';
import type { ReactNode } from 'react';

export type PlainFieldProps = {
  id: string;
  label: string;
  /** The field's error, shown below it and announced; null when it is valid (or not checked yet). */
  error: string | null;
  required?: boolean;
  /** The control, given the attributes that tie it to its label and error. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-required': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
};

/** A field's height while it shows no error: its label's line and gap, the control, the margin below. */
export const plainFieldHeight = (token: GlobalToken, controlHeight: number) =>
  token.fontSize * token.lineHeight + token.paddingXS + controlHeight + token.marginLG;

/**
 * A labelled field with its error below, in the look of antd's vertical `Form.Item`, from theme
 * tokens: for the sign-in page, whose first load can't carry antd's Form and its validator
 * (docs/decisions.md, First-load budgets).
 */
export const PlainField = ({ id, label, error, required = false, children }: PlainFieldProps) => {
  const { token } = theme.useToken();
  const errorId = `${id}-error`;
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label
        htmlFor={id}
        style={{
          display: 'block',
          paddingBottom: token.paddingXS,
          lineHeight: token.lineHeight,
          color: token.colorText,
        }}
      >
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error !== null,
        'aria-required': required,
        ...(error !== null && { 'aria-describedby': errorId }),
      })}
      {error !== null && (
        <div id={errorId} role="alert" style={{ color: token.colorError, lineHeight: token.lineHeight, marginTop: 2 }}>
          {error}
        </div>
      )}
    </div>
  );
};
