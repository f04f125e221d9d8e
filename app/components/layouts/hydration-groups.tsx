import { Suspense, type ReactNode } from 'react';

/**
 * The items of a list (an `<li>` each, keyed by `id`), hydrated a few at a time (docs/decisions/165). Each
 * group is its own Suspense boundary, so the browser hydrates and commits the page's shell first and then
 * one group (five cards by default) per task, instead of fifty cards in one long task that would hold up a
 * tap. Nothing here ever suspends: on the server and in client navigation the items render at once,
 * exactly as without the groups.
 */
export function HydrationGroups<T extends { id: number | string }>({
  items,
  size = 5,
  children,
}: {
  items: readonly T[];
  size?: number;
  children: (item: T) => ReactNode;
}) {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups.map((group, index) => (
    <Suspense key={index} fallback={null}>
      {group.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </Suspense>
  ));
}

/** A part of the page (header, main, footer) that hydrates as a unit of its own. */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
