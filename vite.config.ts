import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { shortClassNames } from './scripts/class-names.ts';
import { siteChunks } from './scripts/site-chunks.ts';

/** Bundled into the production server build so only the components and icons in use load at start-up. */
const BUNDLED_FOR_SSR = [
  '@tabler/icons-react',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/dates',
  '@mantine/notifications',
  '@mantine/modals',
  '@mantine/form',
  'mantine-datatable',
];

/**
 * React Router's production build, in the browser and on the server (docs/decisions/297): its package's exports name
 * only the development build, which checks and warns on every render. The server build bundles it, so the pages
 * and the request handler (server/ssr.ts takes the build's) are one copy.
 */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: {
    alias: [{ find: '~', replacement: new URL('./app', import.meta.url).pathname }, ...(command === 'build' ? REACT_ROUTER_PRODUCTION : [])],
  },
  // Short class names in the build, as every card of a listing carries many (scripts/class-names.ts).
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames(new URL('.', import.meta.url).pathname) } } : {},
  // Browser code in a few files every page shares, not forty (scripts/site-chunks.ts, docs/decisions/165).
  build: { sourcemap: false, rollupOptions: isSsrBuild ? {} : { output: { manualChunks: siteChunks() } } },
  // The icon package alone is thousands of modules: bundling saves about 1 s of every production start.
  // Development keeps them external (Vite would otherwise transform each one on the first request).
  ssr: command === 'build' ? { noExternal: [...BUNDLED_FOR_SSR, 'react-router'] } : {},
}));
