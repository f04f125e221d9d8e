import { localeFromPath } from '../../i18n/locale.ts';
import { translate } from '../../i18n/messages.ts';
import classes from './update-notice.module.css';

let notice: HTMLElement | null = null;

/**
 * "A new version is ready" with a "Reload" button, in a corner of the screen: it covers nothing the person
 * is working on, takes no focus, and is announced politely by screen readers (a status region whose text
 * is written once it is in the page). Plain DOM: it must work on any page, whether or not the toast host
 * has loaded.
 */
export function showUpdateNotice(onReload: () => void): void {
  if (notice?.isConnected) return;
  const locale = localeFromPath(window.location.pathname);
  const box = document.createElement('div');
  box.className = classes.notice;
  box.setAttribute('role', 'status');
  box.setAttribute('data-update-notice', '');
  const text = document.createElement('span');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = classes.button;
  button.textContent = translate(locale, 'updates.reload');
  button.addEventListener('click', onReload);
  box.append(text, button);
  document.body.append(box);
  notice = box;
  requestAnimationFrame(() => (text.textContent = translate(locale, 'updates.ready')));
}

export function hideUpdateNotice(): void {
  notice?.remove();
  notice = null;
}
