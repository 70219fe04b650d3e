import type { ErrorEvent } from '@sentry/node';
import type { LoggedError } from '../lib/logger.ts';

export type ErrorReporter = {
  /** Sends one error-level log line (lib/logger.ts hooks every logger of the process to it). */
  report: (logged: LoggedError) => void;
  /** Waits, at most `timeoutMs`, until what was reported has been sent: before the process exits. */
  flush: (timeoutMs: number) => Promise<void>;
};

/** A failed statement's message as the driver words it ("…\nparams: a@b.c,42"): its values go. */
const statementValues = /\nparams: [\s\S]*$/;

/**
 * Last look at every event before it leaves: an exception nobody logged (an uncaught one) can
 * carry a failed statement's values in its message, and an event never names a person.
 */
export const withoutPersonalData = (event: ErrorEvent): ErrorEvent => {
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = exception.value.replace(statementValues, '');
  }
  delete event.user;
  delete event.request;
  return event;
};

const asError = ({ type, message, stack }: NonNullable<LoggedError['error']>) => {
  const error = new Error(message);
  error.name = type;
  error.stack = stack;
  return error;
};

/**
 * Error reporting to a Sentry DSN (PAYDECK_ERROR_DSN): every error-level log line of the process,
 * as the log shows it (a statement by its SQL, never its values), and uncaught exceptions. The
 * SDK is imported only here, so without the setting it is never loaded. Spec §9 samples every
 * error; the server has no sessions to sample. No request, user, header or body is attached.
 */
export const startErrorReporting = async ({ dsn, role }: { dsn: string; role: string }): Promise<ErrorReporter> => {
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    sampleRate: 1,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      stackFrameVariables: false,
    },
    // Only what is listed: no automatic HTTP, console or database instrumentation, which would
    // attach requests, log text or statements.
    defaultIntegrations: false,
    integrations: [
      Sentry.dedupeIntegration(),
      Sentry.nodeContextIntegration(),
      Sentry.contextLinesIntegration(),
      Sentry.onUncaughtExceptionIntegration(),
      // 'strict' exits as Node does without a handler: reporting must not keep a broken process up.
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
    initialScope: { tags: { role } },
    beforeSend: withoutPersonalData,
  });
  return {
    report: ({ error, message, tags }) => {
      const context = { tags, extra: { log: message, ...(error?.cause ? { cause: error.cause } : {}) } };
      if (error) Sentry.captureException(asError(error), context);
      else Sentry.captureMessage(message, { level: 'error', ...context });
    },
    flush: async (timeoutMs) => {
      await Sentry.flush(timeoutMs);
    },
  };
};
