import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Link, isRouteErrorResponse, useLocation } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { useStoredCitySlug } from '../../shell/city.ts';
import { useCity } from '../city/city-context.tsx';
import classes from './error-screen.module.css';

/** SPEC §2: 404 for "not found", the 502 screen for every other error. */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

export function ErrorScreen({ error }: { error: unknown }) {
  return isNotFound(error) ? <NotFoundScreen /> : <ServerErrorScreen />;
}

/** Number, heading, description and a button to the main page (of the selected city, when there is one). */
export function NotFoundScreen() {
  const { t, locale } = useT();
  const { selected } = useCity();
  const stored = useStoredCitySlug();
  const citySlug = selected?.city_slug ?? stored;
  return (
    <section className={classes.screen} aria-labelledby="error-title">
      <p className={classes.number} aria-hidden="true">
        {t('not.found.number')}
      </p>
      <h1 id="error-title" className={classes.title}>
        {t('not.found.title')}
      </h1>
      <p className={classes.description}>{t('not.found.description')}</p>
      <Button component={Link} to={localizedPath(citySlug ? `/${citySlug}` : '/', locale)} size="lg">
        {t('not.found.button')}
      </Button>
    </section>
  );
}

/** Number, heading, description and a button that reloads the whole page. */
export function ServerErrorScreen() {
  const { t } = useT();
  const location = useLocation();
  return (
    <section className={classes.screen} aria-labelledby="error-title">
      <p className={classes.number} aria-hidden="true">
        {t('server.error.number')}
      </p>
      <h1 id="error-title" className={classes.title}>
        {t('server.unavailable')}
      </h1>
      <p className={classes.description}>{t('server.connection.error')}</p>
      <Button
        component="a"
        href={`${location.pathname}${location.search}`}
        size="lg"
        onClick={(event) => {
          event.preventDefault();
          window.location.reload();
        }}
      >
        {t('server.reload')}
      </Button>
    </section>
  );
}
