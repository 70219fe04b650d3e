import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const width = () => window.innerWidth;

/** The window's width, following resizes (a table's columns shown only on wide screens). */
export const useViewportWidth = () => useSyncExternalStore(subscribe, width, width);
