import { emptyResultEnvelope, passwordChangeBody } from '@paydeck/contract/auth';
import { atLeastOneField } from '@paydeck/contract/field-rules';
import {
  currentUserEnvelope,
  loginHistoryListEnvelope,
  loginHistoryQuery,
  mfaDisableBody,
  mfaEnableBody,
  mfaQrCodeEnvelope,
  mfaRecoveryCodeStatusEnvelope,
  mfaRecoveryCodesBody,
  mfaRecoveryCodesEnvelope,
  userPreferencesEnvelope,
  userPreferencesFields,
} from '@paydeck/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { operatorOf, sessionOf } from '../../core/request.ts';
import { listPageOf } from '../../db/paging.ts';
import { deviceLabel } from '../../lib/user-agent.ts';
import { isTimeZone } from '../reference/reference.service.ts';
import { currentUser, preferencesOf, updatePreferences } from './current-user.service.ts';
import { listLogins } from './login-histories.repository.ts';
import { disableMfa, enableMfa, recoveryCodeStatus, regenerateRecoveryCodes, startMfaSetup } from './mfa.service.ts';
import { changePassword } from './password.service.ts';
import { requestMeta } from './request-meta.ts';

const user = { tags: ['user'] };

const preferencesUpdate = atLeastOneField(
  userPreferencesFields.extend({
    time_zone: z.string().max(64).refine(isTimeZone, { message: 'time_zone_unknown' }).nullable().optional(),
  }),
);

/** The signed-in user: profile, preferences, 2FA, password change and login history. */
export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/current_user',
      {
        schema: {
          ...user,
          summary: 'The signed-in user, their accounts and merchants',
          response: { 200: currentUserEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: await currentUser(ctx, sessionOf(request)) }),
    );
    app.get(
      '/v1/user_preferences',
      { schema: { ...user, summary: 'Language and time zone', response: { 200: userPreferencesEnvelope } } },
      async (request) => ({ success: true as const, data: await preferencesOf(ctx, sessionOf(request)) }),
    );
    app.put(
      '/v1/user_preferences',
      {
        schema: {
          ...user,
          summary: 'Change the language or time zone',
          body: preferencesUpdate,
          response: { 200: userPreferencesEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updatePreferences(ctx, sessionOf(request), request.body),
      }),
    );
    app.put(
      '/v1/password',
      {
        config: { rateLimit: { bucket: 'password_change_ip', max: 10, windowSeconds: 600 } },
        schema: {
          ...user,
          summary: 'Change the password (old one required); signs out every other session',
          body: passwordChangeBody,
          response: { 200: emptyResultEnvelope },
        },
      },
      async (request) => {
        await changePassword(
          ctx,
          sessionOf(request),
          { oldPassword: request.body.old_password, password: request.body.password },
          request.locale,
        );
        return { success: true as const, data: {} };
      },
    );
    app.get(
      '/v1/mfa/qrcode',
      {
        schema: {
          ...user,
          summary: 'Start turning 2FA on: a new secret as a QR code',
          response: { 200: mfaQrCodeEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: await startMfaSetup(ctx, sessionOf(request)) }),
    );
    app.post(
      '/v1/mfa/enable',
      {
        config: { rateLimit: { bucket: 'mfa_ip', max: 20, windowSeconds: 60 } },
        schema: {
          ...user,
          summary: 'Turn 2FA on with the password and a code from the scanned secret; signs out every other session',
          description: 'Answers with the ten recovery codes, shown this once.',
          body: mfaEnableBody,
          response: { 200: mfaRecoveryCodesEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await enableMfa(ctx, sessionOf(request), operatorOf(request), request.body),
      }),
    );
    app.post(
      '/v1/mfa/disable',
      {
        config: { rateLimit: { bucket: 'mfa_ip', max: 20, windowSeconds: 60 } },
        schema: {
          ...user,
          summary: 'Turn 2FA off with a current code or a recovery code; signs out every other session',
          body: mfaDisableBody,
          response: { 200: emptyResultEnvelope },
        },
      },
      async (request) => {
        await disableMfa(
          ctx,
          sessionOf(request),
          operatorOf(request),
          { otp: request.body.otp, recoveryCode: request.body.recovery_code },
          requestMeta(request),
        );
        return { success: true as const, data: {} };
      },
    );
    app.get(
      '/v1/mfa/recovery_codes',
      {
        schema: {
          ...user,
          summary: 'How many unused recovery codes are left',
          response: { 200: mfaRecoveryCodeStatusEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: await recoveryCodeStatus(ctx, sessionOf(request)) }),
    );
    app.post(
      '/v1/mfa/recovery_codes',
      {
        config: { rateLimit: { bucket: 'password_change_ip', max: 10, windowSeconds: 600 } },
        schema: {
          ...user,
          summary: 'Replace the recovery codes (password required); the old ones stop working',
          description: 'Answers with the ten new codes, shown this once.',
          body: mfaRecoveryCodesBody,
          response: { 200: mfaRecoveryCodesEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await regenerateRecoveryCodes(
          ctx,
          sessionOf(request),
          operatorOf(request),
          request.body.password,
          requestMeta(request),
        ),
      }),
    );
    app.get(
      '/v1/login_histories',
      {
        schema: {
          ...user,
          summary: "The user's sign-ins and failed attempts, newest first",
          querystring: loginHistoryQuery,
          response: { 200: loginHistoryListEnvelope },
        },
      },
      async (request) => {
        const { rows, total } = await listLogins(ctx.db, sessionOf(request).userId, request.query);
        const list = rows.map((row) => ({
          id: row.id,
          device: deviceLabel(row, request.locale),
          ip: row.ip,
          description: row.outcome,
          admin: row.admin,
          time_login: Math.floor(row.timeCreated.getTime() / 1000),
        }));
        return { success: true as const, data: listPageOf(list, total, request.query) };
      },
    );
  };
