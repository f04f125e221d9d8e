/**
 * The browser's storages where they may be used: null on the server, and where a privacy mode or blocked
 * storage makes the mere access throw (then what would be kept lives as long as the page).
 */
function reachable(which: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[which];
  } catch {
    return null;
  }
}

export const localStore = (): Storage | null => reachable('localStorage');
export const sessionStore = (): Storage | null => reachable('sessionStorage');
