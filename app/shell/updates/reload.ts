/** Reloads the page for a new version of the site (the guarded version replaces this one). */
export function reloadForNewVersion(reason: 'build' | 'worker'): void {
  void reason;
  window.location.reload();
}
