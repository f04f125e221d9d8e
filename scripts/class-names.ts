import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * CSS module class names of the production build (docs/decisions/278): `_` and five characters of a hash of
 * the file and the local name, instead of Vite's `_local_hash_line` (~17 characters). A listing's fifty
 * cards carry about thirty classes each. The same function names them in the browser's and the server's
 * build; two names meeting on one hash stop the build instead of sharing styles.
 */
export function shortClassNames(root: string): (name: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (name, filename) => {
    const owner = `${relative(root, filename.split('?')[0])}:${name}`;
    const short = `_${createHash('sha256').update(owner).digest('base64url').slice(0, 5)}`;
    const known = owners.get(short);
    if (known && known !== owner) throw new Error(`CSS class names ${known} and ${owner} meet on ${short}`);
    owners.set(short, owner);
    return short;
  };
}
