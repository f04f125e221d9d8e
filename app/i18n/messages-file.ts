import type { Locale } from './locale.ts';
import type { MessageScope } from './message-scopes.ts';

/**
 * A page's messages travel as a file of their own, not inside the page's hydration data (docs/decisions/277):
 * `/assets/messages/{locale}.{scope}.{hash}.json`. Under `/assets/` with the content's hash in the name, it
 * is kept for good by the browser and the service worker, like the build's scripts.
 */
export const MESSAGES_FILE_PREFIX = '/assets/messages/';

export const messagesFilePath = (locale: Locale, scope: MessageScope, hash: string) => `${MESSAGES_FILE_PREFIX}${locale}.${scope}.${hash}.json`;

/** The `<html>` attribute naming the page's messages file, read by the loader and by the client's entry. */
export const MESSAGES_ATTRIBUTE = 'data-vz-messages';
