import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages } from './i18n/load-messages.ts';
import { localeFromPath } from './i18n/locale.ts';
import { MESSAGES_ATTRIBUTE } from './i18n/messages-file.ts';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * The page's messages come as a file of their own (docs/decisions/277) and must be there before React
 * takes the page over, or it would hydrate into untranslated keys. Without them the page stays as the
 * server sent it: readable, its links and forms working.
 */
const messages = document.documentElement.getAttribute(MESSAGES_ATTRIBUTE);
if (!messages) hydrate();
else
  void loadMessages(localeFromPath(location.pathname), messages).then((ready) => {
    if (ready) hydrate();
  });
