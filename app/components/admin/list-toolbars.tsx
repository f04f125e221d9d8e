import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { IMPORT_KINDS } from '../../../contracts/imports.ts';
import { useLooseT } from './use-resource-screen.ts';
import { can, type AdminUser } from './access.ts';

export interface ListToolbarProps {
  /** The list's own path (`/ru/admins/doctors`). */
  basePath: string;
  user: AdminUser | null | undefined;
}

/** "Import" beside the list's own buttons, for staff who may run at least one kind of import (docs/decisions/204). */
function ImportButton({ basePath, user }: ListToolbarProps) {
  const t = useLooseT();
  if (!IMPORT_KINDS.some((name) => can(user, { name }, 'create'))) return null;
  return (
    <Button component={Link} to={`${basePath}/import`} variant="default" leftSection={<IconFileImport size={16} aria-hidden />}>
      {t('admin.import.button')}
    </Button>
  );
}

/**
 * Extra buttons above a generic list, by registry resource name: the few lists with a command of their own.
 * The section page of a list still to come shows them too.
 */
export const LIST_TOOLBARS: Readonly<Record<string, ComponentType<ListToolbarProps>>> = {
  'medical-institutions': ImportButton,
  doctors: ImportButton,
};
