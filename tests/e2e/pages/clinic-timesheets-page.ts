import type { Locator } from 'playwright-core';
import { LocalizedScreen } from './localized-screen.ts';

/** The back office's clinic calendar (/admins/timesheets), found by roles and texts in the page's language. */
export class ClinicTimesheetsPage extends LocalizedScreen {
  path(query = ''): string {
    return `${this.locale === 'ru' ? '/ru' : ''}/admins/timesheets${query}`;
  }

  get grid(): Locator {
    return this.page.getByRole('grid');
  }

  /** The form dialog (modal), not a date picker's dropdown. */
  get dialog(): Locator {
    return this.page.locator('[role="dialog"][aria-modal="true"]');
  }

  get period(): Locator {
    return this.page.getByTestId('clinic-period');
  }

  /** Types part of the clinic's name and picks it (shown with its city) from what the server found. */
  async pickClinic(name: string, city: string): Promise<void> {
    const picker = this.page.locator('#clinic-picker');
    await picker.click();
    await picker.fill(name.slice(0, 12));
    await this.page.getByRole('option', { name: `${name} · ${city}`, exact: true }).click();
    await this.grid.waitFor();
  }

  async switchView(view: 'week' | 'month'): Promise<void> {
    await this.page.getByText(this.text(view === 'week' ? 'schedule.view.week' : 'schedule.view.month'), { exact: true }).click();
  }

  /** Waits until the grid has this many columns (the doctors' and one per day). */
  async columns(count: number): Promise<void> {
    await this.page.waitForFunction((expected) => document.querySelectorAll('[role="grid"] thead th').length === expected, count);
  }

  /** The cell of a doctor (short name) on a date. */
  cell(doctor: string, date: string): Locator {
    return this.grid.locator(`[role="gridcell"][data-date="${date}"][aria-label^="${doctor},"]`);
  }

  /** The focused element's accessible label (a grid cell's `aria-label`). */
  focusedLabel(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
  }

  focusedDate(): Promise<string | undefined> {
    return this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date);
  }

  /** How far the page scrolls sideways (0: it fits the screen), and the outermost elements that stick out. */
  overflow(): Promise<{ pixels: number; culprits: string[] }> {
    return this.page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((element) => element.getBoundingClientRect().right > width + 1);
      const outermost = wide.filter((element) => !element.parentElement || !wide.includes(element.parentElement));
      return {
        pixels: document.documentElement.scrollWidth - width,
        culprits: outermost
          .slice(0, 5)
          .map(
            (element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} (${Math.round(element.getBoundingClientRect().right)}px)`,
          ),
      };
    });
  }
}
