import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';

/**
 * A document as a browser builds it, written one way: every attribute double-quoted and in name order, void
 * elements without `/>`, text and attribute values escaped alike, a form's default `method="get"` left out. Two spellings of one document (quoted or bare
 * attributes, `&#x27;` or `'`) give one text, so what differs between two builds is what a person or a crawler gets.
 */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style']);
const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;');

function write(node: ChildNode, raw = false): string {
  switch (node.type) {
    case 'text':
      return raw ? node.data : escapeText(node.data);
    case 'comment':
      return `<!--${node.data}-->`;
    case 'directive':
      return `<${node.data}>`;
    case 'tag':
    case 'script':
    case 'style': {
      const attributes = Object.entries(node.attribs)
        .filter(([name, value]) => !(node.name === 'form' && name === 'method' && value.toLowerCase() === 'get'))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      if (VOID.has(node.name)) return `<${node.name}${attributes}>`;
      const inner = node.children.map((child) => write(child, RAW_TEXT.has(node.name))).join('');
      return `<${node.name}${attributes}>${inner}</${node.name}>`;
    }
    default:
      return 'children' in node ? node.children.map((child) => write(child)).join('') : '';
  }
}

export function canonicalHtml(html: string): string {
  return parseDocument(html, { decodeEntities: true })
    .children.map((node) => write(node))
    .join('');
}
