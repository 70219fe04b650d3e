import { ApiError } from './api-client.ts';
import { toCamelKey } from './casing.ts';

/** A message under a form field, as antd's `form.setFields` takes it. */
export type FieldError = { name: string[]; errors: string[] };

/**
 * A 422's field issues placed on the form's fields (`address.postal_code` → address.postalCode),
 * and the messages of those the form has no field for, for the form's alert. `fields` names every
 * field the form has, by its dotted camelCase name.
 */
export const serverFieldErrors = (error: unknown, fields: ReadonlySet<string>) => {
  const placed: FieldError[] = [];
  const unplaced: string[] = [];
  if (!(error instanceof ApiError) || error.status !== 422) return { placed, unplaced };
  for (const issue of error.details) {
    const name = issue.field.split('.').map(toCamelKey);
    if (fields.has(name.join('.'))) placed.push({ name, errors: [issue.message] });
    else unplaced.push(issue.message);
  }
  return { placed, unplaced };
};
