import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious and critical accessibility violations inside the elements `selector` finds. */
export async function seriousViolationsIn(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
