import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers go out as they are: a few hundred bytes gain little and still cost a compressor. */
export const compressionThresholdBytes = 1024;

/**
 * Compresses the answers of the routes declared after it in `scope` (brotli, else gzip, as the
 * client accepts; identity when it sends no Accept-Encoding). It hooks each route's onSend, which
 * runs after the app-wide onSend hooks, so idempotency stores and replays the uncompressed body.
 * Request bodies are not decompressed: no client of ours sends them compressed.
 */
export const registerCompression = (scope: FastifyInstance) =>
  scope.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    globalDecompression: false,
  });
