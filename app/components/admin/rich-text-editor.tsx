import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { IconLink, IconPhotoPlus, IconTablePlus, IconVideoPlus } from '@tabler/icons-react';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RichDocument } from '../../../contracts/rich-text.ts';
import { cleanPastedHtml } from './paste-cleaning.ts';
import { ImageDialog, LinkDialog, VideoDialog } from './rich-text-dialogs.tsx';
import { richTextExtensions } from './rich-text-extensions.ts';
import classes from './rich-text-editor.module.css';
import type { LooseTranslate } from './use-resource-screen.ts';

export interface RichTextInputProps {
  id: string;
  name: string;
  label: string;
  /** The name a screen reader gives the text, when the visible label alone is ambiguous (one language of a pair). */
  accessibleName?: string;
  /** The language of the text, for spelling and speech (`uk`, `ru`). */
  lang?: string;
  required: boolean;
  disabled?: boolean;
  error?: string;
  value: RichDocument | null;
  /** Called with the editor's document, or null when nothing is written. */
  onChange: (name: string, value: unknown) => void;
  t: LooseTranslate;
}

type Dialog = 'link' | 'image' | 'video';

/**
 * A long text of the back office (an article, a disease, a page) as the structured document of
 * contracts/rich-text.ts: the editor offers only what the contract allows, cleans what is pasted from Word or
 * Google Docs, and answers null for an empty text. A document set from outside (a record loaded, a newer version
 * taken after a conflict) replaces the editor's content without counting as an edit.
 */
export function RichTextInput({ id, name, label, accessibleName, lang, required, disabled = false, error, value, onChange, t }: RichTextInputProps) {
  const errorId = useId();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Stable across renders: the editor compares its options on each render and reapplies any that changed.
  const [extensions] = useState(() => richTextExtensions({ videoTitle: t('admin.rich.video.frame') }));
  const [initialContent] = useState(value);
  const emitted = useRef(value);

  const editorProps = useMemo(
    () => ({
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        id,
        role: 'textbox',
        'aria-label': accessibleName ?? label,
        'aria-multiline': 'true',
        ...(lang ? { lang } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        ...(disabled ? { 'aria-readonly': 'true' } : {}),
      },
    }),
    [id, accessibleName, label, lang, required, error, errorId, disabled],
  );

  const editor = useEditor({
    // The server renders no editor: it starts in the browser, after hydration.
    immediatelyRender: false,
    extensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      // The editor's JSON is the contract's document shape (contracts/rich-text.ts); TipTap types it as any JSON.
      const next = current.isEmpty ? null : (current.getJSON() as RichDocument);
      emitted.current = next;
      onChange(name, next);
    },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    if (!holds(editor, value)) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const selection = useEditorState({
    editor,
    selector: ({ editor: current }) => ({ inTable: current?.isActive('table') ?? false, inLink: current?.isActive('link') ?? false }),
  });
  const labels = useMemo(() => controlLabels(t), [t]);

  return (
    <Input.Wrapper label={label} labelElement="div" required={required} error={error} errorProps={{ id: errorId }}>
      <RichTextEditor editor={editor} labels={labels} mt={4}>
        {!disabled && (
          <RichTextEditor.Toolbar sticky stickyOffset="var(--app-shell-header-height, 0px)" role="group" aria-label={t('admin.rich.toolbar')}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <ActionControl
                label={t('admin.rich.link')}
                active={selection?.inLink}
                onClick={() => setDialog('link')}
                icon={<IconLink size={16} stroke={1.5} aria-hidden />}
              />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <ActionControl
                label={t('admin.rich.table.insert')}
                onClick={() => editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
                icon={<IconTablePlus size={16} stroke={1.5} aria-hidden />}
              />
              {selection?.inTable && (
                <>
                  <RichTextEditor.TableRowAfter />
                  <RichTextEditor.TableRowDelete />
                  <RichTextEditor.TableColumnAfter />
                  <RichTextEditor.TableColumnDelete />
                  <RichTextEditor.TableDelete />
                </>
              )}
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <ActionControl label={t('admin.rich.image')} onClick={() => setDialog('image')} icon={<IconPhotoPlus size={16} stroke={1.5} aria-hidden />} />
              <ActionControl label={t('admin.rich.video')} onClick={() => setDialog('video')} icon={<IconVideoPlus size={16} stroke={1.5} aria-hidden />} />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content className={editor ? classes.content : `${classes.content} ${classes.pending}`} />
      </RichTextEditor>
      {editor && dialog === 'link' && <LinkDialog editor={editor} onClose={() => setDialog(null)} t={t} />}
      {editor && dialog === 'image' && <ImageDialog editor={editor} onClose={() => setDialog(null)} t={t} />}
      {editor && dialog === 'video' && <VideoDialog editor={editor} onClose={() => setDialog(null)} t={t} />}
    </Input.Wrapper>
  );
}

/** Whether the editor already shows this document (attributes the editor fills in by default count as equal). */
function holds(editor: Editor, value: RichDocument | null): boolean {
  if (value === null) return editor.isEmpty;
  try {
    return editor.schema.nodeFromJSON(value).eq(editor.state.doc);
  } catch {
    return false;
  }
}

/** A toolbar button of this editor's own (a dialog, a fixed-size table), named like Mantine's. */
function ActionControl({ label, icon, active, onClick }: { label: string; icon: ReactNode; active?: boolean; onClick: () => void }) {
  return (
    <RichTextEditor.Control aria-label={label} title={label} active={active} onClick={onClick}>
      {icon}
    </RichTextEditor.Control>
  );
}

/** The translated name of each of Mantine's controls in the toolbar. */
function controlLabels(t: LooseTranslate): Partial<RichTextEditorLabels> {
  return {
    h2ControlLabel: t('admin.rich.h2'),
    h3ControlLabel: t('admin.rich.h3'),
    h4ControlLabel: t('admin.rich.h4'),
    boldControlLabel: t('admin.rich.bold'),
    italicControlLabel: t('admin.rich.italic'),
    underlineControlLabel: t('admin.rich.underline'),
    strikeControlLabel: t('admin.rich.strike'),
    bulletListControlLabel: t('admin.rich.bullet.list'),
    orderedListControlLabel: t('admin.rich.ordered.list'),
    blockquoteControlLabel: t('admin.rich.blockquote'),
    hrControlLabel: t('admin.rich.rule'),
    linkControlLabel: t('admin.rich.link'),
    unlinkControlLabel: t('admin.rich.unlink'),
    tableInsertControlLabel: t('admin.rich.table.insert'),
    tableRowAfterControlLabel: t('admin.rich.row.add'),
    tableRowDeleteControlLabel: t('admin.rich.row.delete'),
    tableColumnAfterControlLabel: t('admin.rich.column.add'),
    tableColumnDeleteControlLabel: t('admin.rich.column.delete'),
    tableDeleteControlLabel: t('admin.rich.table.delete'),
    undoControlLabel: t('admin.rich.undo'),
    redoControlLabel: t('admin.rich.redo'),
  };
}
