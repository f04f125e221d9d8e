/**
 * Which back-office screens the registry browser test walks through a whole add and edit (tests/e2e/admin-registry.e2e.ts).
 * The form is one component that draws each field by its kind of control, so a walk proves the controls it fills:
 * the walks are the fewest writable screens, in registry order, whose forms hold every kind of control any writable
 * form holds, plus the first screen with a trash in each language. Every screen is still opened in the browser (its
 * list, add form with all its controls, and a record), and every resource's add and edit input is saved through the
 * API (server/api/resources-screens-trash.test.ts). A new screen adds a walk only when it brings a new kind of control.
 */
import { RESOURCE_SCREENS, type ResourceScreen } from '../../../app/components/admin/sections.ts';
import type { Locale } from '../../../app/i18n/locale.ts';
import type { FieldMeta, ResourceDefinition } from '../../../resources/define.ts';
import { findResource } from '../../../resources/registry.ts';

/** The control a field is drawn as: its input kind, in both languages or not, one record or many. */
export const controlKind = (field: Pick<FieldMeta, 'input' | 'translated' | 'relation'>): string =>
  [field.input, field.translated ? 'in two languages' : '', field.relation?.many ? 'many' : ''].filter(Boolean).join(', ');

/** The kinds of control a resource's form holds; a form with tabs counts `tabs` as one more. */
export function formControlKinds(definition: ResourceDefinition): Set<string> {
  const fields = definition.admin.form.filter((field) => !field.readOnly);
  const kinds = new Set(fields.map(controlKind));
  if (fields.some((field) => field.group)) kinds.add('tabs');
  return kinds;
}

export interface ScreenWalk {
  screen: ResourceScreen;
  definition: ResourceDefinition;
  locale: Locale;
  /** The walk also moves the record to the trash and back. */
  trash: boolean;
}

const writableScreens = () =>
  RESOURCE_SCREENS.flatMap((screen) => {
    const definition = findResource(screen.resource);
    return definition?.create ? [{ screen, definition }] : [];
  });

/** The walks: the cover of control kinds (greedy, most new kinds first), each third in Russian, a trash walk per language. */
export function plannedWalks(): ScreenWalk[] {
  const candidates = writableScreens();
  const wanted = new Set(candidates.flatMap(({ definition }) => [...formControlKinds(definition)]));
  const chosen: typeof candidates = [];
  while (wanted.size) {
    const gain = (definition: ResourceDefinition) => [...formControlKinds(definition)].filter((kind) => wanted.has(kind)).length;
    const best = candidates.reduce((most, next) => (gain(next.definition) > gain(most.definition) ? next : most));
    chosen.push(best);
    formControlKinds(best.definition).forEach((kind) => wanted.delete(kind));
  }
  const ordered = candidates.filter((candidate) => chosen.includes(candidate));
  const trashIn = new Set<Locale>();
  return ordered.map(({ screen, definition }, index) => {
    const locale: Locale = index % 3 === 2 ? 'ru' : 'ua';
    const trash = Boolean(definition.trash) && !trashIn.has(locale);
    if (trash) trashIn.add(locale);
    return { screen, definition, locale, trash };
  });
}
