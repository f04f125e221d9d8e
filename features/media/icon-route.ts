import type { FastifyPluginAsync } from 'fastify';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const A_YEAR = 365 * 24 * 60 * 60;
const ICON_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

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

/**
 * `GET /media/icons/:file`: specialization icons of the demo data (`/media/icons/stethoscope.svg`). Staff
 * may point an icon at any other image URL instead.
 */
export const iconRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/media/icons/:file', async (request, reply) => {
    const match = ICON_FILE.exec(request.params.file);
    const svg = match ? await renderIconSvg(match[1]) : null;
    if (!svg) return reply.code(404).send({ message: 'Not Found' });
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', `public, max-age=${A_YEAR}, immutable`)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
};
