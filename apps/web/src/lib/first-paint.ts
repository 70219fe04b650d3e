import { useDeferredValue, useEffect } from 'react';

// Set once the app's first page has committed: pages opened after it render whole.
let firstPageCommitted = false;

/**
 * False in the render of the app's first page, then true. What waits for it (menus, a list's
 * filters and table) renders in a second pass that React may interrupt, so the browser paints the
 * frame and the page's heading first instead of after the whole page's first render.
 */
export const useAfterFirstPaint = () => {
  // An initial value, even an equal one, costs a second render: only the first page gets one.
  const ready = useDeferredValue(true, firstPageCommitted ? undefined : false);
  useEffect(() => {
    firstPageCommitted = true;
  }, []);
  return ready;
};
