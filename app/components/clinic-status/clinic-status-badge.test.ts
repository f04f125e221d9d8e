import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLINIC_STATUS_VALUES } from '../../../contracts/clinic-status.ts';
import { contrastRatio } from '../../color-contrast.ts';

const css = readFileSync(join(import.meta.dirname, 'clinic-status.module.css'), 'utf8');

/** The background and text colour of one status's badge, as the stylesheet states them. */
function colours(status: string): { background?: string; color?: string } {
  const block = new RegExp(`\\.badge\\[data-clinic-status='${status}'\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return {
    background: /(?:^|;|\s)background:\s*(#[0-9a-f]{6})/i.exec(block)?.[1],
    color: /(?:^|;|\s)color:\s*(#[0-9a-f]{6})/i.exec(block)?.[1],
  };
}

describe('clinic status badges', () => {
  it.each(CLINIC_STATUS_VALUES)('%s: its words are readable on its colour (WCAG AA, 4.5:1)', (status) => {
    const { background, color } = colours(status);
    expect(background, `${status} background`).toBeDefined();
    expect(color, `${status} text colour`).toBeDefined();
    expect(contrastRatio(color!, background!)).toBeGreaterThanOrEqual(4.5);
  });
});
