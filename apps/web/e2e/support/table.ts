import type { Locator, Page } from '@playwright/test';

/** A table's data rows, as a user reads them: the rows that have cells, not the column headers. */
export const tableRows = (scope: Page | Locator) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
};
