import { filePurposes, uploadedFileEnvelope } from '@paydeck/contract/files';
import { merchantApiQuery } from '@paydeck/contract/merchant-api';
import { disputeEvidenceFileTypes, disputeEvidenceMaxFileBytes } from '@paydeck/contract/payin-types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { scopeOf } from '../../core/request.ts';
import { merchantApiSecurity } from '../../infra/openapi.ts';
import { attachmentHeaders } from './files.service.ts';
import { acceptMultipart, multipartBody } from './multipart-body.ts';
import { accountFile, readUpload, storeUpload, uploadFingerprint } from './uploads.service.ts';

const tags = ['files'];
const security = merchantApiSecurity.sessionOrSecretKey;
const maxMegabytes = disputeEvidenceMaxFileBytes / (1024 * 1024);

const uploadQuery = merchantApiQuery.extend({
  purpose: z.enum(filePurposes).meta({ description: 'What the file is for: dispute_evidence.' }),
});

/** Documents the multipart body; the handler reads the stream itself, so the parsed body isn't validated. */
const uploadBody = z
  .object({ file: z.string().meta({ format: 'binary', description: 'The file (one part named "file").' }) })
  .meta({ id: 'FileUploadBody' });

const upload = multipartBody(readUpload, uploadFingerprint);

/** Spec §7 `/api/files`: uploads for the merchant's own records (dispute evidence for now). */
export const fileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptMultipart(app);
    app.post(
      '/api/files',
      {
        config: { permission: 'edit_dispute', idempotencyAfterBody: true },
        preHandler: upload.preHandler,
        validatorCompiler: upload.validatorCompiler,
        schema: {
          tags,
          summary: 'Upload a file (multipart/form-data)',
          description:
            `Dispute evidence: ${disputeEvidenceFileTypes.join(', ')}, at most ${maxMegabytes} MB. The type is checked ` +
            'from the bytes, not just the name (415 otherwise); a larger file is 413. Give the id to ' +
            'POST /api/disputes/{id}/evidence.',
          security,
          consumes: ['multipart/form-data'],
          querystring: uploadQuery,
          body: uploadBody,
          response: { 200: uploadedFileEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await storeUpload(ctx, scopeOf(request), upload.uploadOf(request)),
      }),
    );
    app.get(
      '/api/files/:id',
      {
        config: { permission: 'list_disputes' },
        schema: {
          tags,
          summary: 'Download an uploaded file (as an attachment)',
          security,
          params: z.object({ id: z.string().max(64).meta({ example: 'file_6Rb1Xq8Lm3Vz9Kt2Wd5Hc7Np' }) }),
          querystring: merchantApiQuery,
          produces: ['application/octet-stream'],
          response: {
            200: z.string().meta({ format: 'binary', description: 'The file, with Content-Disposition: attachment.' }),
          },
        },
      },
      async (request, reply) => {
        const file = await accountFile(ctx, scopeOf(request), request.params.id);
        // The schema documents the bytes as a binary string; a Buffer is sent as it is, not serialized.
        return reply.headers(attachmentHeaders(file)).send(file.data as unknown as string);
      },
    );
  };
