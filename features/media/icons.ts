import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

type IconComponent = ComponentType<{ size?: number; stroke?: number; color?: string }>;
let iconSet: Promise<Record<string, unknown>> | undefined;

/** `stethoscope` → `IconStethoscope`, `baby-bottle` → `IconBabyBottle`. */
export function iconComponentName(name: string): string {
  return `Icon${name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase())}`;
}

/** Renders one line icon of the bundled icon set as a standalone SVG document, or null when unknown. */
export async function renderIconSvg(name: string, color = '#1A4B48'): Promise<string | null> {
  iconSet ??= import('@tabler/icons-react') as unknown as Promise<Record<string, unknown>>;
  const component = (await iconSet)[iconComponentName(name)] as IconComponent | undefined;
  if (!component) return null;
  return renderToStaticMarkup(createElement(component, { size: 48, stroke: 1.5, color }));
}
