import {
  emptyResultEnvelope,
  loginBody,
  loginMfaBody,
  loginResultEnvelope,
  passwordForgetBody,
  passwordResetBody,
  registerBody,
  registerResultEnvelope,
  tokenBody,
} from '@paydeck/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminSignIn } from './admin-login.service.ts';
import { forgetPassword, resetPassword } from './password.service.ts';
import { confirmEmail, register } from './registration.service.ts';
import { requestMeta } from './request-meta.ts';
import { revokeSession } from './sessions.repository.ts';
import { signIn, signInWithMfa } from './sign-in.service.ts';

const publicRoute = { tags: ['auth'], security: [] };
const perIp = (bucket: string, max: number, windowSeconds: number) => ({ rateLimit: { bucket, max, windowSeconds } });

/** Signing in and out, registration, email confirmation and password recovery (public routes). */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v1/login',
      {
        config: perIp('login_ip', 30, 60),
        schema: {
          ...publicRoute,
          summary: 'Sign in with email and password',
          body: loginBody,
          response: { 200: loginResultEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: await signIn(ctx, request.body, requestMeta(request)) }),
    );
    app.post(
      '/v1/login_mfa',
      {
        config: perIp('login_ip', 30, 60),
        schema: {
          ...publicRoute,
          summary: 'Finish signing in with a two-factor code or a recovery code',
          body: loginMfaBody,
          response: { 200: loginResultEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await signInWithMfa(
          ctx,
          { mfaToken: request.body.mfa_token, otp: request.body.otp, recoveryCode: request.body.recovery_code },
          requestMeta(request),
        ),
      }),
    );
    app.post(
      '/v1/logout',
      { schema: { tags: ['auth'], summary: 'Sign out: revokes this session', response: { 200: emptyResultEnvelope } } },
      async (request) => {
        if (request.session) await revokeSession(ctx.db, request.session.id);
        return { success: true as const, data: {} };
      },
    );
    app.post(
      '/v1/register',
      {
        config: perIp('register_ip', 20, 600),
        schema: {
          ...publicRoute,
          summary: 'Register a user; a confirmation email follows',
          body: registerBody,
          response: { 200: registerResultEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: await register(ctx, request.body, requestMeta(request)) }),
    );
    app.post(
      '/v1/confirm_email',
      {
        config: perIp('token_ip', 30, 60),
        schema: {
          ...publicRoute,
          summary: 'Confirm the email address with the emailed token; signs the user in',
          body: tokenBody,
          response: { 200: loginResultEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await confirmEmail(ctx, request.body.token, requestMeta(request)),
      }),
    );
    app.post(
      '/v1/password_forget',
      {
        config: perIp('password_forget_ip', 10, 600),
        schema: {
          ...publicRoute,
          summary: 'Email a password reset link (the answer is the same for unknown addresses)',
          body: passwordForgetBody,
          response: { 200: emptyResultEnvelope },
        },
      },
      async (request) => {
        await forgetPassword(ctx, request.body.email, requestMeta(request));
        return { success: true as const, data: {} };
      },
    );
    app.post(
      '/v1/password_reset',
      {
        config: perIp('token_ip', 30, 60),
        schema: {
          ...publicRoute,
          summary: 'Set a new password with the emailed token; signs out every session',
          body: passwordResetBody,
          response: { 200: emptyResultEnvelope },
        },
      },
      async (request) => {
        await resetPassword(ctx, request.body, request.locale);
        return { success: true as const, data: {} };
      },
    );
    app.post(
      '/v1/admin_login',
      {
        config: perIp('token_ip', 30, 60),
        schema: {
          ...publicRoute,
          summary: "Sign in with an operator's one-time admin link",
          body: tokenBody,
          response: { 200: loginResultEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await adminSignIn(ctx, request.body.token, requestMeta(request)),
      }),
    );
  };
