import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { setFeedbackLoader } from '../lib/feedback.ts';

const loadHolders = (): Promise<{ default: ComponentType }> =>
  import('./FeedbackHolders.tsx').catch((error: unknown) => {
    // Without them nothing can be announced, but the page itself still works.
    console.error(error);
    return { default: () => null };
  });
const FeedbackHolders = lazy(loadHolders);

/** After the first paint, when the browser is idle: off the critical path, but ready before a
 * connection drops (the "offline" and network-error notices need them most then). Returns the
 * cancel, for an unmount before then. */
const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1000);
  return () => window.clearTimeout(handle);
};

/**
 * Mounts antd's message and notification holders (FeedbackHolders) without putting them in any
 * page's first load: they are fetched when the browser is idle, or by the first announcement.
 */
export const FeedbackBridge = () => {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    setFeedbackLoader(want);
    const cancel = whenIdle(want);
    return () => {
      cancel();
      setFeedbackLoader(null);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHolders />
    </Suspense>
  ) : null;
};
