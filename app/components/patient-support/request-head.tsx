import type { MessageKey } from '../../i18n/catalogs.ts';
import { useT } from '../../i18n/use-t.ts';
import classes from './support.module.css';

/**
 * The head of one of her requests (support or ambulance): its number as the card's title and where it stands
 * (SPEC §4: new, in process, completed), the status named for screen readers.
 */
export function RequestHead({ titleId, title, status }: { titleId: string; title: string; status: string }) {
  const { t } = useT();
  return (
    <div className={classes.requestHead}>
      <h3 id={titleId} className={classes.requestTitle}>
        {title}
      </h3>
      <span className={classes.status} data-status={status}>
        <span className="vz-visually-hidden">{t('patient-support.status')}: </span>
        {t(`handbook.support_statuses.${status}` as MessageKey)}
      </span>
    </div>
  );
}
