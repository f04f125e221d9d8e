import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichDocument } from '../../../../contracts/rich-text.ts';
import type { RichTextInputProps } from '../rich-text-editor.tsx';

/** The editor and its library load only on a screen with a long text (docs/decisions/284). */
const RichTextInput = lazy(() => import('../rich-text-editor.tsx').then((module) => ({ default: module.RichTextInput })));

/** The editor's props, with the form's value as it comes (a document, or anything a stale record held). */
export type RichTextFieldProps = Omit<RichTextInputProps, 'value'> & { value: unknown };

const isDocument = (value: unknown): value is RichDocument =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc' && Array.isArray((value as { content?: unknown }).content);

/** A `richText` input of a resource form: the shared editor, with its label and room kept while it loads. */
export function RichTextField({ value, ...props }: RichTextFieldProps) {
  const fallback = (
    <Input.Wrapper label={props.label} required={props.required}>
      <Skeleton height={280} radius="sm" aria-busy="true" />
    </Input.Wrapper>
  );
  return (
    <Suspense fallback={fallback}>
      <RichTextInput {...props} value={isDocument(value) ? value : null} />
    </Suspense>
  );
}
