// Looks and accessibility of one screen: in light and dark, at 390 px and 1280 px wide, save a
// screenshot (test-results/screens/<name>-<theme>-<width>.png) and run axe, failing on any serious or
// critical violation (all combinations are checked before the test reports).
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { applyTheme, settle, type Theme } from './ui.ts';

export const THEMES: Theme[] = ['light', 'dark'];
export const WIDTHS = [390, 1280] as const;

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };

function describe(violation: Violation): string {
  const where = violation.nodes
    .slice(0, 4)
    .map((n) => n.target.join(' '))
    .join(' | ');
  return `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}x: ${where})`;
}

/** `include`: a CSS selector to check only that part (axe over a whole page of charts and long tables takes seconds). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return (results.violations as Violation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describe);
}

export function screenPath(testInfo: TestInfo, name: string, theme: Theme, width: number): string {
  return path.join(testInfo.project.outputDir, 'screens', `${name}-${theme}-${width}.png`);
}

/**
 * The screen must already be showing. `ready` (optional) re-checks what must be visible after each
 * resize, e.g. an open dialog.
 */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string, ready?: () => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    for (const theme of THEMES) {
      await applyTheme(page, theme);
      if (ready) await ready();
      await settle(page);
      await page.screenshot({ path: screenPath(testInfo, name, theme, width), fullPage: true, animations: 'disabled' });
      expect.soft(await seriousViolations(page), `axe: ${name} in ${theme} at ${width}px`).toEqual([]);
    }
  }
}
