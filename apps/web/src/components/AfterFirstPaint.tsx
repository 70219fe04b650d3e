import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '../lib/first-paint.ts';

/**
 * Its children, in the pass after the app's first paint (lib/first-paint.ts); before it, `fallback`
 * (nothing by default), which keeps their place where what follows must not move.
 */
export const AfterFirstPaint = ({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) =>
  useAfterFirstPaint() ? children : fallback;
