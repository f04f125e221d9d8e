/** SPEC §9: at most this many route files are being preloaded at once. */
export const MAX_CONCURRENT_PRELOADS = 4;
/** Files waiting beyond this many are the oldest intents, no longer worth a request. */
const MAX_WAITING = 24;

/**
 * Files to fetch ahead of a navigation, at most `limit` at a time. The newest intent goes first (the link
 * the person is on now matters more than one the pointer crossed a second ago); each file once.
 */
export class PreloadQueue {
  private active = 0;
  private waiting: string[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly fetchFile: (url: string) => Promise<void>,
    private readonly limit = MAX_CONCURRENT_PRELOADS,
  ) {}

  /** Queues the files of one intent, ahead of older ones; files already fetched or queued are skipped. */
  add(urls: readonly string[]): void {
    const fresh = urls.filter((url) => !this.seen.has(url));
    for (const url of fresh) this.seen.add(url);
    this.waiting.unshift(...fresh);
    for (const dropped of this.waiting.splice(MAX_WAITING)) this.seen.delete(dropped);
    this.pump();
  }

  get running(): number {
    return this.active;
  }

  private pump(): void {
    while (this.active < this.limit && this.waiting.length > 0) {
      const url = this.waiting.shift()!;
      this.active += 1;
      void this.fetchFile(url)
        .catch(() => undefined)
        .finally(() => {
          this.active -= 1;
          this.pump();
        });
    }
  }
}
