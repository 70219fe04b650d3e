import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client.ts';
import { serverFieldErrors } from '../server-field-errors.ts';

const refusal = (status: number, issues: { field: string; message: string }[]) =>
  new ApiError({
    status,
    code: 'validation_failed',
    type: 'invalid_request_error',
    message: 'Check the fields.',
    requestId: null,
    details: issues.map((issue) => ({ ...issue, code: 'custom' })),
  });

describe('serverFieldErrors', () => {
  const fields = new Set(['firstName', 'address.postalCode']);

  it('places the issues the form has a field for, by their camelCase path, and lists the rest', () => {
    const error = refusal(422, [
      { field: 'first_name', message: 'Required.' },
      { field: 'address.postal_code', message: 'Too long.' },
      { field: 'metadata', message: 'Too many keys.' },
    ]);
    expect(serverFieldErrors(error, fields)).toEqual({
      placed: [
        { name: ['firstName'], errors: ['Required.'] },
        { name: ['address', 'postalCode'], errors: ['Too long.'] },
      ],
      unplaced: ['Too many keys.'],
    });
  });

  it('has nothing to place for any other answer', () => {
    const empty = { placed: [], unplaced: [] };
    expect(serverFieldErrors(refusal(409, [{ field: 'first_name', message: 'x' }]), fields)).toEqual(empty);
    expect(serverFieldErrors(new Error('offline'), fields)).toEqual(empty);
    expect(serverFieldErrors(null, fields)).toEqual(empty);
  });
});
