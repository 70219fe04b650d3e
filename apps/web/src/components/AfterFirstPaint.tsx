import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '../lib/first-paint.ts';

/** Its children, in the pass after the app's first paint (lib/first-paint.ts); nothing before. */
export const AfterFirstPaint = ({ children }: { children: ReactNode }) => (useAfterFirstPaint() ? children : null);
