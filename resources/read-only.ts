import type { ColumnMeta, ResourceDefinition } from './define.ts';

type ReadOnlyOptions = Omit<ResourceDefinition, 'labels' | 'create' | 'update' | 'admin' | 'trash' | 'read'> & {
  columns: readonly ColumnMeta[];
  /** Default: the table has `deleted_at`. */
  trash?: boolean;
  read?: ResourceDefinition['read'];
};

/**
 * A resource whose back-office screens come later: listed and read through the generic API (and moved to
 * trash / restored when it has trash), not yet created or edited over it.
 */
export function defineReadOnly({ columns, trash = true, read = 'staff', ...definition }: ReadOnlyOptions): ResourceDefinition {
  return {
    ...definition,
    trash,
    read,
    labels: { plural: `resources.${definition.name}.plural`, singular: `resources.${definition.name}.singular` },
    admin: { columns, form: [] },
  };
}

/** Column shorthand for read-only lists: `col('rating', {sortable: true})`. */
export function col(name: string, extra: Omit<ColumnMeta, 'name' | 'label'> = {}): ColumnMeta {
  return { name, label: `field.${name}`, ...extra };
}
