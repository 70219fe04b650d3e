/** Where the startup banner says Paydeck is: the public URL, or localhost under the base path; always ending in a slash. */
export const bannerUrl = (options: { publicUrl: string | undefined; port: string; basePath: string }): string => {
  const url = options.publicUrl ?? `http://localhost:${options.port}${options.basePath}`;
  return url.endsWith('/') ? url : `${url}/`;
};

/** The API reference under that URL (`http://127.0.0.1:3911` gives `http://127.0.0.1:3911/docs`). */
export const docsUrl = (url: string): string => new URL('docs', url.endsWith('/') ? url : `${url}/`).toString();
