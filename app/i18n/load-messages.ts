import type { Locale } from './locale.ts';
import { registerMessages, type Messages } from './messages.ts';

const loads = new Map<string, Promise<boolean>>();

async function fetchMessages(path: string): Promise<Messages> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`messages ${response.status}`);
  return (await response.json()) as Messages;
}

/** One more try after half a second: a lost connection or a restarting server. */
const fetchTwice = (path: string) => fetchMessages(path).catch(() => new Promise((resolve) => setTimeout(resolve, 500)).then(() => fetchMessages(path)));

/**
 * Fetches a page's messages file (docs/decisions/277) once and registers it for `locale`; true once they
 * are there, false when they could not be had (after one more try). The file is named by its content, so
 * the browser's cache usually answers.
 */
export function loadMessages(locale: Locale, path: string): Promise<boolean> {
  let load = loads.get(path);
  if (!load) {
    load = fetchTwice(path).then(
      (messages) => {
        registerMessages(locale, messages);
        return true;
      },
      () => {
        loads.delete(path);
        return false;
      },
    );
    loads.set(path, load);
  }
  return load;
}
