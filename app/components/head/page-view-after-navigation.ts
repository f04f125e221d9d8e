/** SPEC §9 "third-party widget restarts 200 ms after navigation". */
export const WIDGET_RESTART_DELAY_MS = 200;

/** The event a tag-manager container listens for to count a page view of a navigation without a page load. */
export const VIRTUAL_PAGE_VIEW = 'virtual_page_view';

export interface VirtualPageView {
  event: typeof VIRTUAL_PAGE_VIEW;
  page_path: string;
  page_location: string;
  page_title: string;
}

/**
 * Tells the tag-manager container about a client navigation, 200 ms after it: by then the new page has
 * rendered its content and title, so tags and widgets restarted by the event see the new page, and a
 * quick run of navigations (a redirect, a filter typed letter by letter) counts once. Returns the cancel.
 */
export function pageViewAfterNavigation(push: (entry: VirtualPageView) => void, read: () => { path: string; href: string; title: string }): () => void {
  const timer = setTimeout(() => {
    const { path, href, title } = read();
    push({ event: VIRTUAL_PAGE_VIEW, page_path: path, page_location: href, page_title: title });
  }, WIDGET_RESTART_DELAY_MS);
  return () => clearTimeout(timer);
}
