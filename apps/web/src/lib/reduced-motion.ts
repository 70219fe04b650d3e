import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => media()?.matches ?? false;

/** Whether the user asked the system for less motion (WCAG 2.3.3), following changes to it. */
export const useReducedMotion = () => useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
