import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RichNode } from '../../../contracts/content.ts';
import classes from './content.module.css';

/**
 * Staff-written text, already reduced to allowed elements by the loader (features/content/rich-text.ts).
 * Site paths become router links; other links open normally and say where they go.
 */
export function RichText({ nodes, className }: { nodes: readonly RichNode[]; className?: string }) {
  if (nodes.length === 0) return null;
  return <div className={`${classes.prose} ${className ?? ''}`}>{nodes.map(render)}</div>;
}

function render(node: RichNode, index: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map(render);
  switch (node.tag) {
    case 'br':
      return <br key={index} />;
    case 'a':
      return node.href?.startsWith('/') ? (
        <Link key={index} to={node.href}>
          {children}
        </Link>
      ) : (
        <a key={index} href={node.href} rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    default: {
      const Tag = node.tag;
      return <Tag key={index}>{children}</Tag>;
    }
  }
}
