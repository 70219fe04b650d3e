import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until every text shows. A form shows each field's error as that field's check settles, not
 * all in one render, so finding the first says nothing about the others yet.
 */
export const findTexts = (...texts: string[]) =>
  waitFor(() => {
    for (const text of texts) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });
