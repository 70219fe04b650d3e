import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2.1 A and AA rules on the page as the user sees it once it has settled (the page
 * shown, no spinner or busy placeholder left), run in the page itself: the app has no frames to
 * merge results across, which is what makes `@axe-core/playwright` open a second page per check.
 * Returns the serious and critical violations, each named with the elements it was found on.
 */
export const seriousViolations = async (page: Page, path: string): Promise<string[]> => {
  await expect(page.getByRole('main').or(page.locator('input[type=password]')).first(), path).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]'), path).toHaveCount(0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      ({ id, impact, targets }) =>
        `${path}: ${id} (${impact}) on ${targets.slice(0, 5).join(', ')}${targets.length > 5 ? ` and ${targets.length - 5} more` : ''}`,
    );
};
