import module from 'node:module';

/**
 * Loads a compiled entry with its stack traces mapped to the TypeScript (docs/decisions/313): the project's own files
 * only. `--enable-source-maps` also reads the map of every package file that ships one, and a process keeps each map
 * it has read, decoded, for as long as it runs. A module's map is read as the module loads, so support is set first
 * and the entry's code is imported after.
 */
export function launch<T>(load: () => Promise<T>): Promise<T> {
  // Absent before Node.js 22.14: the entry then says which Node.js it needs (server/runtime.ts).
  module.setSourceMapsSupport?.(true, { nodeModules: false, generatedCode: false });
  return load();
}
