import { ApiError, type ErrorMode } from './api-client.ts';
import { basePath, currentAppPath } from './base-path.ts';
import { getFeedback } from './feedback.ts';
import { i18next } from './i18n.ts';
import { storage } from './storage.ts';

export const loginPath = '/user/login';

/** Where a 401 sends the user: the login page, carrying the current path to come back to. */
export const loginRedirectUrl = (appPath = currentAppPath()) =>
  `${basePath}${loginPath.slice(1)}?redirect=${encodeURIComponent(appPath)}`;

const isOnLoginPage = () => currentAppPath().split('?')[0] === loginPath;

/**
 * The notification policy of spec §8, in one place. Every failed query and mutation comes
 * through here with its mode; components never announce API errors themselves.
 */
export const announceError = (error: unknown, mode: ErrorMode = 'notification') => {
  if (!(error instanceof ApiError)) return;
  const feedback = getFeedback();
  const t = i18next.t.bind(i18next);

  if (error.status === 401) {
    storage.clearSession();
    if (mode !== 'silent') feedback?.notification.error({ title: error.type, description: error.message });
    if (!isOnLoginPage()) window.location.assign(loginRedirectUrl());
    return;
  }
  if (mode === 'silent' || !feedback) return;

  if (error.status === 0) {
    feedback.message.error(t('error.network'));
    return;
  }
  if (error.status >= 500) {
    feedback.notification.error({
      title: t('status.500'),
      description: error.requestId
        ? `${error.message} (${t('error.requestId', { id: error.requestId })})`
        : error.message,
    });
    return;
  }
  switch (mode) {
    case 'warning':
      feedback.message.warning(error.message);
      return;
    case 'error':
      feedback.message.error(error.message);
      return;
    case 'redirect':
      window.location.assign(`${basePath}${error.status === 403 ? '403' : ''}`);
      return;
    default:
      feedback.notification.error({ title: error.code, description: error.message });
  }
};
