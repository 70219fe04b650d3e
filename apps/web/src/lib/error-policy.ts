import { ApiError, type ErrorMode } from './api-client.ts';
import { basePath, currentAppPath } from './base-path.ts';
import { announce } from './feedback.ts';
import { i18next } from './i18n.ts';
import { storage } from './storage.ts';

export const loginPath = '/user/login';

/** The `reason` the login page is opened with when a session ended mid-way: it then says so. */
export const sessionEndedReason = 'session_ended';

/**
 * Where a 401 sends the user: the login page, carrying the current path to come back to, and why
 * (the page load drops any notification, so the login page gives it).
 */
export const loginRedirectUrl = (appPath = currentAppPath()) =>
  `${basePath}${loginPath.slice(1)}?redirect=${encodeURIComponent(appPath)}&reason=${sessionEndedReason}`;

const isOnLoginPage = () => currentAppPath().split('?')[0] === loginPath;

/**
 * The notification policy of spec §8, in one place. Every failed query and mutation comes
 * through here with its mode; components never announce API errors themselves.
 */
export const announceError = (error: unknown, mode: ErrorMode = 'notification') => {
  if (!(error instanceof ApiError)) return;
  const t = i18next.t.bind(i18next);

  if (error.status === 401) {
    storage.clearSession();
    if (!isOnLoginPage()) window.location.assign(loginRedirectUrl());
    else if (mode !== 'silent')
      announce((feedback) => feedback.notification.error({ title: error.type, description: error.message }));
    return;
  }
  if (mode === 'silent') return;

  if (error.status === 0) {
    announce((feedback) => feedback.message.error(t('error.network')));
    return;
  }
  if (error.status >= 500) {
    const description = error.requestId
      ? `${error.message} (${t('error.requestId', { id: error.requestId })})`
      : error.message;
    announce((feedback) => feedback.notification.error({ title: t('status.500'), description }));
    return;
  }
  switch (mode) {
    case 'warning':
      announce((feedback) => feedback.message.warning(error.message));
      return;
    case 'error':
      announce((feedback) => feedback.message.error(error.message));
      return;
    case 'redirect':
      window.location.assign(`${basePath}${error.status === 403 ? '403' : ''}`);
      return;
    default:
      announce((feedback) => feedback.notification.error({ title: error.code, description: error.message }));
  }
};

/**
 * What a form says when its call failed: the server's answer to a refused request (already in
 * the user's language), else the page's own fallback for an unreachable or failing server.
 */
export const failureMessage = (error: unknown, fallback: string): string => {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return fallback;
  if (error.message) return error.message;
  // A refusal without text: the catalog's words for its code, if it has them.
  const known = i18next.getResource(i18next.language, 'common', `apiErrors.${error.code}`) as unknown;
  return typeof known === 'string' ? known : fallback;
};

/** The field messages of a 422, for forms that show them under their own summary. */
export const fieldMessages = (error: unknown): string[] =>
  error instanceof ApiError && error.status === 422 ? error.details.map((issue) => issue.message) : [];
