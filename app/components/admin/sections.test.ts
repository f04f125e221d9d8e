import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, RESOURCE_SCREENS } from './sections.ts';

/** Sections drawn by routes of their own rather than by resource screens (route-list.ts). */
const OWN_PAGES = ['reports', 'timesheets', 'trash', 'visit-moves'];

describe('back-office sections', () => {
  it('has screens in every SPEC §2 section: nothing is left for a later release', () => {
    const empty = ADMIN_SECTIONS.filter((section) => !OWN_PAGES.includes(section) && !RESOURCE_SCREENS.some((screen) => screen.section === section));
    expect(empty).toEqual([]);
  });
});
