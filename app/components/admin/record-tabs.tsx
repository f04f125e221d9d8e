import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { formFieldNames, type FieldMeta } from '../../../resources/define.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import type { LooseTranslate } from './use-resource-screen.ts';

/** The tab of fields that name none. */
export const DEFAULT_GROUP = 'general';

/**
 * A tab of a record's page that is not a list of fields (a doctor's services, a link to the timesheets):
 * registered by resource name, shown after the field tabs once the record exists.
 */
export interface ExtraTab {
  name: string;
  label: MessageKey;
  render(record: { id: number; attributes: Record<string, unknown> }): ReactNode;
}

const extraTabs = new Map<string, ExtraTab[]>();

export function registerExtraTabs(resource: string, tabs: ExtraTab[]): void {
  extraTabs.set(resource, tabs);
}

export function extraTabsOf(resource: string): readonly ExtraTab[] {
  return extraTabs.get(resource) ?? [];
}

/** The form's fields by tab, in the order the tabs first appear (fields without a group in the first). */
export function fieldGroups(fields: readonly FieldMeta[]): { name: string; fields: FieldMeta[] }[] {
  const groups = new Map<string, FieldMeta[]>();
  const first = fields.find((field) => field.group)?.group ?? DEFAULT_GROUP;
  for (const field of fields) {
    const name = field.group ?? first;
    groups.set(name, [...(groups.get(name) ?? []), field]);
  }
  return [...groups].map(([name, list]) => ({ name, fields: list }));
}

/** The tab holding the first field in error (translated fields count by both their language columns). */
export function groupWithError(groups: { name: string; fields: FieldMeta[] }[], errors: Record<string, string[]>): string | undefined {
  const failed = Object.keys(errors).filter((key) => errors[key]?.length);
  const failing = (field: FieldMeta) => formFieldNames(field).some((name) => failed.some((key) => key === name || key.startsWith(`${name}.`)));
  return groups.find((group) => group.fields.some(failing))?.name;
}

/**
 * Tabs over a record's form when its fields name groups (or the resource has extra tabs); a single list
 * of fields otherwise. Panels stay mounted, so what is typed on one tab is kept while another is open.
 */
export function RecordTabs({
  groups,
  extra,
  active,
  onChange,
  t,
  renderFields,
  renderExtra,
}: {
  groups: { name: string; fields: FieldMeta[] }[];
  extra: readonly ExtraTab[];
  active: string;
  onChange: (name: string) => void;
  t: LooseTranslate;
  renderFields: (fields: FieldMeta[]) => ReactNode;
  renderExtra: (tab: ExtraTab) => ReactNode;
}) {
  if (groups.length <= 1 && extra.length === 0) return <>{renderFields(groups[0]?.fields ?? [])}</>;
  return (
    <Tabs value={active} onChange={(next) => next && onChange(next)} keepMounted>
      <Tabs.List mb="md" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {groups.map((group) => (
          <Tabs.Tab key={group.name} value={group.name}>
            {t(`admin.form.group.${group.name}`)}
          </Tabs.Tab>
        ))}
        {extra.map((tab) => (
          <Tabs.Tab key={tab.name} value={tab.name}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {groups.map((group) => (
        <Tabs.Panel key={group.name} value={group.name}>
          {renderFields(group.fields)}
        </Tabs.Panel>
      ))}
      {extra.map((tab) => (
        <Tabs.Panel key={tab.name} value={tab.name}>
          {renderExtra(tab)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
