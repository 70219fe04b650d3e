import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { setFeedbackLoader } from '../lib/feedback.ts';

const loadHolders = (): Promise<{ default: ComponentType }> =>
  import('./FeedbackHolders.tsx').catch((error: unknown) => {
    // Without them nothing can be announced, but the page itself still works.
    console.error(error);
    return { default: () => null };
  });
const FeedbackHolders = lazy(loadHolders);

/**
 * Mounts antd's message and notification holders (FeedbackHolders) without putting them in any
 * page's first load: they are fetched by the first announcement, or ahead of it when a page asks
 * (`prepareFeedback`: the signed-in shell, once the browser is idle).
 */
export const FeedbackBridge = () => {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    setFeedbackLoader(() => setWanted(true));
    return () => setFeedbackLoader(null);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHolders />
    </Suspense>
  ) : null;
};
