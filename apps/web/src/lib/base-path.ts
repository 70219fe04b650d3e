/**
 * The base path the server put in <base href> (PAYDECK_BASE_PATH), e.g. "/" or "/paydeck/".
 * Read once at start; every URL the app builds goes through here.
 */
export const basePath = new URL(document.baseURI).pathname.replace(/\/?$/, '/');

/** React Router's basename: the base path without its trailing slash ("" for the root). */
export const routerBasename = basePath === '/' ? '/' : basePath.slice(0, -1);

/** Absolute path of a server URL under the base path: serverPath('/v1/countries'). */
export const serverPath = (path: string) => `${basePath}${path.replace(/^\/+/, '')}`;

/** The in-app path of a URL, without the base path: "/paydeck/profile?tab=x" → "/profile?tab=x". */
export const appPathOf = ({ pathname, search }: { pathname: string; search: string }) => {
  const inApp = pathname.startsWith(basePath) ? pathname.slice(basePath.length - 1) : pathname;
  return `${inApp}${search}`;
};

/** The in-app path of the current location (for redirect parameters). */
export const currentAppPath = () => appPathOf(window.location);
