import { Loader } from '@mantine/core';
import { useTranslation } from '../i18n/i18n.ts';
import classes from './loading-overlay.module.css';

/**
 * SPEC §9 loading overlay: translucent white over its positioned parent, z-index 1000, a spinner no
 * larger than 100 px.
 */
export function LoadingOverlay({ visible = true }: { visible?: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className={classes.overlay} role="status" aria-live="polite">
      <Loader className={classes.spinner} size="100%" aria-hidden="true" />
      <span className={classes.label}>{t('loading')}</span>
    </div>
  );
}
