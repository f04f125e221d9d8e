import type { Db } from '../../db/client.ts';
import type { Locale } from '../../contracts/locale.ts';
import type { TActiveAlert } from '../../contracts/alerts.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { logStaffAction } from '../audit/action-log.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { endAlert, lockRegion, startAlert } from './changes.ts';
import { activeAlertOfRegion, openAlertOfRegion } from './read.ts';

/**
 * Staff start and end a region's alert by hand (docs/decisions/308): when the feed is down, late or not connected.
 * Each is one line of the action log, in the same transaction as the change.
 */

const RESOURCE = 'alert-regions';

/** An alert on in the region from now; 409 when one is on already. */
export async function staffStartAlert(db: Db, user: SessionUser, regionId: number, locale: Locale): Promise<TActiveAlert> {
  await db.transaction(async (tx) => {
    if (!(await lockRegion(tx, { id: regionId }))) throw new NotFoundError();
    const at = new Date();
    if ((await startAlert(tx, regionId, { at, source: 'staff', setBy: user.id })) === 'unchanged') throw new ConflictError('alert.already_on');
    await logStaffAction(tx, user, { action: 'alert-start', resource: RESOURCE, recordId: regionId, changes: { alert: { before: 'off', after: 'on' } } });
  });
  return (await activeAlertOfRegion(db, regionId, locale))!;
}

/** The region's alert ends now; 409 when none is on. */
export async function staffEndAlert(db: Db, user: SessionUser, regionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockRegion(tx, { id: regionId }))) throw new NotFoundError();
    const open = await openAlertOfRegion(tx, regionId);
    if (!open || (await endAlert(tx, regionId, new Date())) === 'unchanged') throw new ConflictError('alert.already_off');
    await logStaffAction(tx, user, {
      action: 'alert-end',
      resource: RESOURCE,
      recordId: regionId,
      changes: { alert: { before: 'on', after: 'off' }, started_at: open.started_at.toISOString() },
    });
  });
}
