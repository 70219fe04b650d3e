import type { ComponentType } from 'react';
import { loadNamespaces, type Namespace } from './i18n.ts';

/** Spec §9: a page chunk that hasn't arrived in 120 s counts as failed. */
export const pageLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('page chunk failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/**
 * A React Router `lazy` for a page module (default export = the page): one chunk per page, loaded
 * together with the translation namespaces it shows, a load timeout, and failures turned into
 * ChunkLoadError for the error screen.
 */
export const lazyPage =
  (
    load: () => Promise<{ default: ComponentType }>,
    namespaces: readonly Namespace[] = [],
    timeoutMs = pageLoadTimeoutMs,
  ) =>
  async () => {
    try {
      const [module] = await withTimeout(Promise.all([load(), loadNamespaces(namespaces)]), timeoutMs);
      return { Component: module.default };
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  };
