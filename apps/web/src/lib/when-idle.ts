/**
 * Runs `callback` after the first paint, when the browser is idle (within 3 s at most): off the
 * critical path. Returns the cancel, for an unmount before then.
 */
export const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1000);
  return () => window.clearTimeout(handle);
};
