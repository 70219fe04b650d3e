import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { announceError } from '../error-policy.ts';
import { type Feedback, setFeedback } from '../feedback.ts';
import { storage } from '../storage.ts';

const apiError = (status: number, code: ApiError['code'] = 'bad_request') =>
  new ApiError({
    status,
    code,
    type: 'invalid_request_error',
    message: `message ${status}`,
    requestId: 'req_12345678',
  });

let feedback: {
  message: Record<string, ReturnType<typeof vi.fn>>;
  notification: Record<string, ReturnType<typeof vi.fn>>;
};
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  feedback = { message: { error: vi.fn(), warning: vi.fn() }, notification: { error: vi.fn() } };
  setFeedback(feedback as unknown as Feedback);
  assign = vi.fn();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('announceError (spec §8)', () => {
  it('401: clears the session and sends the user to sign in with the current path', () => {
    window.history.replaceState(null, '', '/accounts/acct_1/transaction/payments?status=paid');
    storage.set('token', 'tok');
    storage.set('locale', 'en-US');
    announceError(apiError(401, 'unauthenticated'));
    expect(storage.get('token')).toBeNull();
    expect(storage.get('locale')).toBe('en-US');
    // The page load would drop a notification: the login page says why instead.
    expect(feedback.notification.error).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith(
      `/user/login?redirect=${encodeURIComponent('/accounts/acct_1/transaction/payments?status=paid')}&reason=session_ended`,
    );
  });

  it('401 on the sign-in page itself does not redirect again', () => {
    window.history.replaceState(null, '', '/user/login?redirect=%2Fx');
    announceError(apiError(401, 'unauthenticated'), 'silent');
    expect(assign).not.toHaveBeenCalled();
    expect(feedback.notification.error).not.toHaveBeenCalled();
  });

  it('500: a notification titled with the localized "system has deserted" text', () => {
    announceError(apiError(500, 'internal_error'));
    expect(feedback.notification.error).toHaveBeenCalledWith({
      title: 'The system has deserted. Please try again later',
      description: 'message 500 (Request ID: req_12345678)',
    });
  });

  it('honours the handling modes', () => {
    announceError(apiError(409, 'conflict'), 'silent');
    announceError(apiError(409, 'conflict'), 'warning');
    announceError(apiError(409, 'conflict'), 'error');
    announceError(apiError(409, 'conflict'));
    expect(feedback.message.warning).toHaveBeenCalledWith('message 409');
    expect(feedback.message.error).toHaveBeenCalledWith('message 409');
    expect(feedback.notification.error).toHaveBeenCalledWith({ title: 'conflict', description: 'message 409' });
    announceError(apiError(403, 'forbidden'), 'redirect');
    expect(assign).toHaveBeenCalledWith('/403');
  });

  it('ignores errors that are not API errors', () => {
    announceError(new Error('boom'));
    expect(feedback.notification.error).not.toHaveBeenCalled();
  });
});
