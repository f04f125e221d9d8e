import type { LogSink } from '../../../server/app.ts';

/** One line of what the run's app instances logged (warnings and errors: LOG_LEVEL is `warn`). */
interface LoggedLine {
  time: number;
  text: string;
}

const MAX_KEPT = 2_000;
const lines: LoggedLine[] = [];

/** The first line of an error's message: a query's text or a stack would drown the report. */
const firstLine = (value: unknown) => (typeof value === 'string' ? value.split('\n')[0].slice(0, 160) : undefined);

function summary(entry: Record<string, unknown>): string {
  const error = (entry.err ?? {}) as { type?: string; message?: string; cause?: { message?: string } };
  const parts = [
    entry.level === 50 ? 'error' : entry.level === 40 ? 'warn' : `level ${String(entry.level)}`,
    entry.msg,
    entry.method && entry.path ? `${String(entry.method)} ${String(entry.path)} → ${String(entry.status)}` : undefined,
    entry.failure ?? entry.type ?? entry.error,
    firstLine(error.message),
    firstLine(error.cause?.message),
  ];
  return parts.filter((part) => part !== undefined && part !== '').join(' · ');
}

/**
 * Where the app instances of a browser run write their logs when E2E_LOG_LEVEL does not send them to the
 * terminal: kept in memory, so that a failed test's report shows what the server said while it ran.
 */
export const serverLog: LogSink = {
  write(line: string) {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      lines.push({ time: Number(entry.time) || Date.now(), text: summary(entry) });
    } catch {
      lines.push({ time: Date.now(), text: line.trim().slice(0, 200) });
    }
    if (lines.length > MAX_KEPT) lines.splice(0, lines.length - MAX_KEPT);
  },
};

/** What the server logged between `from` and `to` (epoch ms), the first `limit` lines, repeats counted once. */
export function loggedBetween(from: number, to: number, limit = 12): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) if (line.time >= from && line.time <= to) counts.set(line.text, (counts.get(line.text) ?? 0) + 1);
  const found = [...counts].map(([text, count]) => (count > 1 ? `${text} (×${count})` : text));
  return found.length > limit ? [...found.slice(0, limit), `… and ${found.length - limit} more`] : found;
}

/** The logger option of an app instance of the run: the terminal with E2E_LOG_LEVEL, else the kept log. */
export const e2eLogger = (): boolean | LogSink => (process.env.E2E_LOG_LEVEL ? true : serverLog);
