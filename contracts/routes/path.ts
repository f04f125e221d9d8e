/** Route paths without any schema library, so the browser can fill them in from the smallest chunk. */

/** The names of a path's `:parameters`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameter names of a path, in order. */
export function paramNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The path with its parameters filled in, each one URL-encoded: `booking/holds/12/book`. */
export function routePath(declaration: { readonly path: string }, params: Readonly<Record<string, string | number>> = {}): string {
  return declaration.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`route ${declaration.path}: no value for ${segment}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}
