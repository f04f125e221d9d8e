import type { Locator, Page } from 'playwright-core';
import type { z } from 'zod';
import { translate } from '../../../app/i18n/catalogs.ts';
import type { Locale } from '../../../app/i18n/locale.ts';
import type { FieldMeta, ResourceDefinition } from '../../../resources/define.ts';
import { WEEKDAYS } from '../../../contracts/working-hours.ts';
import { formFieldOf, wireValue, type FormValue, type FormValues, type OpeningHours, type PickedRecord } from '../../support/factories/admin-form-values.ts';

/** A value as JSON with its object keys sorted, to compare what was filled with what is stored. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The generic add / edit form of one registry resource (app/routes/admins/resource-edit.tsx), filled the way a
 * person fills it: each value goes through the control its field's input kind renders (ids `field-<name>`,
 * translated fields as `<name>_ua` / `<name>_ru`), on its tab when the form has tabs.
 */
export class AdminRecordForm {
  constructor(
    readonly page: Page,
    readonly definition: ResourceDefinition,
    readonly locale: Locale,
  ) {}

  /** The form field a wire name belongs to: `name_ru` is the translated field `name`. */
  fieldOf(name: string): FieldMeta {
    const field = formFieldOf(this.definition, name);
    if (!field) throw new Error(`${this.definition.name} has no form field for ${name}`);
    return field;
  }

  control(name: string): Locator {
    return this.page.locator(`[id="field-${name}"]`);
  }

  async fill(values: FormValues): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.fillOne(name, value);
  }

  private async fillOne(name: string, value: FormValue): Promise<void> {
    const field = this.fieldOf(name);
    await this.showTabOf(field);
    const control = this.control(name);
    switch (field.input) {
      case 'boolean':
        if ((await control.isChecked()) !== value) await control.click({ force: true });
        return;
      case 'select': {
        const option = field.options?.find((candidate) => candidate.value === value);
        if (!option) throw new Error(`${this.definition.name}.${name} has no option ${String(value)}`);
        await control.click();
        await this.page.getByRole('option', { name: translate(this.locale, option.label), exact: true }).click();
        return;
      }
      case 'color':
        await this.page.locator(`[id="field-${name}-${String(value)}"]`).click();
        return;
      case 'relation':
        for (const record of Array.isArray(value) ? (value as readonly PickedRecord[]) : [value as PickedRecord]) await this.pick(control, record);
        // A many-picker keeps its list open for the next choice.
        if (field.relation?.many) await control.press('Escape');
        return;
      case 'address':
        for (const [part, text] of Object.entries(value as Record<string, string>)) await this.page.locator(`[id="field-${name}-${part}"]`).fill(text);
        return;
      case 'hours':
        await this.fillHours(name, value as OpeningHours);
        return;
      default:
        await control.fill(String(value));
    }
  }

  /** Ticks the open weekdays (each gets the usual hours) and types their times; the other days are closed. */
  private async fillHours(name: string, hours: OpeningHours): Promise<void> {
    for (const day of WEEKDAYS) {
      const open = hours[day];
      const box = this.control(name).getByRole('checkbox', { name: translate(this.locale, `admin.hours.day.${day}`), exact: true });
      if ((await box.isChecked()) !== Boolean(open)) await box.click();
      if (!open) continue;
      await this.control(`${name}.${day}.from`).fill(open.from);
      await this.control(`${name}.${day}.to`).fill(open.to);
    }
  }

  /** Types part of the record's name and chooses it by its id ("Шевчук Павло · #812", docs/decisions/179). */
  private async pick(control: Locator, record: PickedRecord): Promise<void> {
    await control.click();
    await control.fill(record.search);
    await this.page.getByRole('option', { name: new RegExp(`· #${record.id}$`) }).click();
  }

  /** The tab a field sits on when the form has tabs: its group, or the first tab's for a field without one. */
  groupOf(field: FieldMeta): string | undefined {
    return field.group ?? this.definition.admin.form.find((candidate) => !candidate.readOnly && candidate.group)?.group;
  }

  /** Opens the tab holding the field when the form has tabs (fields without a group sit on the first). */
  async showTabOf(field: FieldMeta): Promise<void> {
    const group = this.groupOf(field);
    if (!group || (await this.page.getByRole('tablist').count()) === 0) return;
    const tab = this.page.getByRole('tab', { name: translate(this.locale, `admin.form.group.${group}`), exact: true });
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  }

  /** Fails unless the record, read back through the API, holds every value filled in. */
  async expectStored(id: number, values: FormValues, schema: z.ZodObject | undefined): Promise<void> {
    const response = await this.page.request.get(`/api/v1/${this.definition.name}/${id}`, { headers: { accept: 'application/json' } });
    if (response.status() !== 200) throw new Error(`GET ${this.definition.name}/${id} answered ${response.status()}`);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    const wrong = Object.entries(values).flatMap(([name, value]) => {
      const want = wireValue(this.definition, name, value, schema);
      const held = Array.isArray(data[name]) ? [...(data[name] as number[])].sort((a, b) => a - b) : data[name];
      // An address is checked by the parts typed; the others it holds are empty.
      const same =
        this.fieldOf(name).input === 'address'
          ? Object.entries(want as Record<string, string>).every(([part, text]) => (held as Record<string, unknown> | null)?.[part] === text)
          : canonical(held) === canonical(want);
      return same ? [] : [`${name}: filled ${JSON.stringify(want)}, stored ${JSON.stringify(held)}`];
    });
    if (wrong.length) throw new Error(`${this.definition.name}/${id} after saving the form:\n  ${wrong.join('\n  ')}`);
  }

  /** The page's heading, as the screen names it (`Спеціалізації: новий запис`); a record's title follows its name. */
  heading(key: 'list' | 'trash' | 'add' | 'edit', title: string): Locator {
    const text = {
      list: title,
      trash: translate(this.locale, 'admin.list.trash.title', { title }),
      add: translate(this.locale, 'admin.form.add.title', { title }),
      edit: translate(this.locale, 'admin.form.edit.title', { title }),
    }[key];
    // A record's page names the record once it is loaded.
    const name = key === 'edit' ? new RegExp(`^${escape(text)}: .+`) : new RegExp(`^${escape(text)}$`);
    return this.page.getByRole('heading', { level: 1, name });
  }
}
