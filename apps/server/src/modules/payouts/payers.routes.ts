import { merchantApiQuery } from '@paydeck/contract/merchant-api';
import {
  identityDocumentFileTypes,
  identityDocumentMaxBytes,
  identityDocumentMaxCount,
} from '@paydeck/contract/payout-rules';
import {
  identityDocumentParams,
  payerBody,
  payerEnvelope,
  payerListEnvelope,
  payerListQuery,
  payerParams,
} from '@paydeck/contract/payouts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { operatorOf, scopeOf } from '../../core/request.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { merchantApiSecurity } from '../../infra/openapi.ts';
import { attachmentHeaders } from '../files/files.service.ts';
import { acceptMultipart, multipartBody } from '../files/multipart-body.ts';
import { readFilePart, uploadFingerprint } from '../files/uploads.service.ts';
import {
  addIdentityDocument,
  createPayer,
  editPayer,
  identityDocumentFile,
  payerDetail,
  payerOfScope,
  payerPage,
  removeIdentityDocument,
} from './payers.service.ts';

const tag = 'payers';
const security = merchantApiSecurity.sessionOrSecretKey;
const sourceId = { param: 'id' } as const;
const documentsRule =
  `Spec §9: up to ${identityDocumentMaxCount} pictures (${identityDocumentFileTypes.join(', ')}), each at most ` +
  `${identityDocumentMaxBytes / (1024 * 1024)} MB`;

/** A dashboard user is named in the activity log; an API key's call has no user to name. */
const operatorOrNull = (request: FastifyRequest) => (request.session ? operatorOf(request) : null);

/** The payer is checked before its upload is read: another account's payer costs no 5 MB read. */
const readIdentityDocument = (ctx: AppContext) => async (request: FastifyRequest) => {
  const { id } = request.params as { id: string };
  await payerOfScope(ctx.db, scopeOf(request), id);
  return readFilePart(request, identityDocumentMaxBytes);
};

const documentBody = z
  .object({ file: z.string().meta({ format: 'binary', description: 'The picture (one part named "file").' }) })
  .meta({ id: 'IdentityDocumentUploadBody' });

/** Spec §3 payers: who sends payouts, with their identity documents. */
export const payerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptMultipart(app);
    const api = merchantApiRoutes(app, tag);
    api.get(
      '/api/payers',
      {
        permission: 'list_payers',
        summary: 'Payers, newest first',
        description: '`search` is an exact payer id or reference.',
        querystring: payerListQuery,
        response: payerListEnvelope,
      },
      (scope, request) => payerPage(ctx, scope, request.query),
    );
    api.post(
      '/api/payers',
      {
        permission: 'add_payer',
        operation: { action: 'created', source: 'payer' },
        summary: 'Add a payer',
        description:
          'Spec §5: an individual needs first name, last name and nationality; a company its legal name, tax id ' +
          'and registration country (422 per missing field).',
        body: payerBody,
        response: payerEnvelope,
      },
      (scope, request) => createPayer(ctx, scope, request.locale, request.body, operatorOrNull(request)),
    );
    api.get(
      '/api/payers/:id',
      {
        permission: 'list_payers',
        summary: 'One payer, with its identity documents and remittance',
        params: payerParams,
        response: payerEnvelope,
      },
      (scope, request) => payerDetail(ctx, scope, request.params.id),
    );
    api.put(
      '/api/payers/:id',
      {
        permission: 'edit_payer',
        operation: { action: 'updated', source: 'payer', sourceId },
        summary: 'Change a payer (the whole record, as created)',
        params: payerParams,
        body: payerBody,
        response: payerEnvelope,
      },
      (scope, request) =>
        editPayer(ctx, scope, request.locale, request.params.id, request.body, operatorOrNull(request)),
    );
    const upload = multipartBody(readIdentityDocument(ctx), uploadFingerprint);
    app.post(
      '/api/payers/:id/identity_documents',
      {
        config: {
          permission: 'edit_payer',
          operation: { action: 'updated', source: 'payer', sourceId },
          idempotencyAfterBody: true,
        },
        preHandler: upload.preHandler,
        validatorCompiler: upload.validatorCompiler,
        schema: {
          tags: [tag],
          summary: 'Upload an identity document (multipart/form-data)',
          description:
            `${documentsRule}; the type is checked from the bytes, not just the name (415 otherwise), a larger ` +
            'file is 413 and a fourth document 422 identity_documents_limit. Answers the payer.',
          security,
          consumes: ['multipart/form-data'],
          params: payerParams,
          querystring: merchantApiQuery,
          body: documentBody,
          response: { 200: payerEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await addIdentityDocument(
          ctx,
          scopeOf(request),
          request.params.id,
          upload.uploadOf(request),
          operatorOrNull(request),
        ),
      }),
    );
    app.get(
      '/api/payers/:id/identity_documents/:file_id',
      {
        config: { permission: 'list_payers' },
        schema: {
          tags: [tag],
          summary: 'Download an identity document (as an attachment)',
          security,
          params: identityDocumentParams,
          querystring: merchantApiQuery,
          produces: ['application/octet-stream'],
          response: {
            200: z
              .string()
              .meta({ format: 'binary', description: 'The picture, with Content-Disposition: attachment.' }),
          },
        },
      },
      async (request, reply) => {
        const file = await identityDocumentFile(ctx, scopeOf(request), request.params.id, request.params.file_id);
        // The schema documents the bytes as a binary string; a Buffer is sent as it is, not serialized.
        return reply.headers(attachmentHeaders(file)).send(file.data as unknown as string);
      },
    );
    api.delete(
      '/api/payers/:id/identity_documents/:file_id',
      {
        permission: 'edit_payer',
        operation: { action: 'updated', source: 'payer', sourceId },
        summary: 'Remove an identity document from a payer',
        params: identityDocumentParams,
        response: payerEnvelope,
      },
      (scope, request) =>
        removeIdentityDocument(ctx, scope, request.params.id, request.params.file_id, operatorOrNull(request)),
    );
  };
