import { Readable } from 'node:stream';
import {
  exportCreateBody,
  exportEnvelope,
  exportListEnvelope,
  exportListQuery,
  exportParams,
} from '@paydeck/contract/exports';
import { merchantApiQuery } from '@paydeck/contract/merchant-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { scopeOf } from '../../core/request.ts';
import { whenCommitted } from '../../db/ambient-transaction.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { merchantApiSecurity } from '../../infra/openapi.ts';
import type { RouteDeps } from '../../server-module.ts';
import { exportsJob } from './exports.jobs.ts';
import { createExport, exportDetail, exportFile, exportPage } from './exports.service.ts';

const permission = 'list_exports';

/** RFC 6266: the name as UTF-8 for browsers, and plain for the rest (export names are ASCII). */
const attachment = (filename: string) =>
  `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** Spec §3 exports: a list's rows under a filter as a CSV file, made in the background. */
export const exportRoutes =
  (ctx: AppContext, sendJob?: RouteDeps['sendJob']): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'exports');
    api.post(
      '/api/exports',
      {
        permission: 'add_export',
        summary: 'Export a list under a filter as CSV',
        description:
          "Records the export (status created) with the list's filter; a worker writes the file (processing, then " +
          'processed with its rows and size, or failed). Needs the source list’s permissions too. The file’s ' +
          'headers are in the caller’s language and its times in the caller’s time zone.',
        body: exportCreateBody,
        response: exportEnvelope,
      },
      async (scope, request) => {
        const created = await createExport(ctx, scope, request.body, request.locale);
        // Start the worker now, once the export is committed (an idempotent write commits after the
        // handler); if the queue can't be reached, the minute's schedule makes it all the same.
        await whenCommitted(async () => {
          await sendJob?.(exportsJob).catch((error: unknown) => {
            ctx.logger.warn({ err: error, exportId: created.id }, 'export job not queued; the schedule will run it');
          });
        });
        return created;
      },
    );
    api.get(
      '/api/exports',
      {
        permission,
        summary: 'Exports of the mode, newest first',
        querystring: exportListQuery,
        response: exportListEnvelope,
      },
      (scope, request) => exportPage(ctx, scope, request.query),
    );
    api.get(
      '/api/exports/:id',
      { permission, summary: 'One export, with its progress', params: exportParams, response: exportEnvelope },
      (scope, request) => exportDetail(ctx, scope, request.params.id),
    );
    app.get(
      '/api/exports/:id/download',
      {
        config: { permission },
        schema: {
          tags: ['exports'],
          summary: 'Download a processed export’s CSV (as an attachment)',
          description:
            'UTF-8 with a byte order mark, CRLF line ends (RFC 4180). Refused with export_not_ready (409) until the ' +
            'export is processed and export_expired (409) once its file was deleted.',
          security: merchantApiSecurity.sessionOrSecretKey,
          params: exportParams,
          querystring: merchantApiQuery,
          produces: ['text/csv'],
          response: {
            200: z
              .string()
              .meta({ format: 'binary', description: 'The CSV file, with Content-Disposition: attachment.' }),
          },
        },
      },
      async (request, reply) => {
        const file = await exportFile(ctx, scopeOf(request), request.params.id);
        // The parts are read one at a time as the answer goes out: never the whole file in memory.
        return reply
          .headers({
            'content-type': 'text/csv; charset=utf-8',
            'content-length': String(file.sizeBytes),
            'content-disposition': attachment(file.filename),
            'x-content-type-options': 'nosniff',
          })
          .send(Readable.from(file.parts) as unknown as string);
      },
    );
  };
