import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { LooseTranslate } from '../use-resource-screen.ts';
import classes from './sortable-blocks.module.css';

export interface SortableBlock {
  id: number;
  title: string;
  active: boolean;
}

/** Where a moved block's focus goes once the list is drawn again: the control that moved it, else its handle. */
type FocusTarget = { id: number; control: 'handle' | 'up' | 'down' };

/**
 * One section's blocks in their order, sortable three ways (docs/decisions/288): dragged with the mouse (native
 * HTML drag and drop on the row), the "up" and "down" buttons, and the arrow keys on the row's handle. Every
 * move is announced by the caller's live region; the focus stays with the moved block.
 */
export function SortableBlocks({
  section,
  blocks,
  editPath,
  disabled,
  onMove,
  onRemove,
  t,
}: {
  section: string;
  blocks: readonly SortableBlock[];
  editPath: (id: number) => string;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove?: (block: SortableBlock) => void;
  t: LooseTranslate;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  function focusLater(target: FocusTarget) {
    requestAnimationFrame(() => {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-block-id="${target.id}"]`);
      const control = row?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]`);
      (control && !control.disabled ? control : row?.querySelector<HTMLElement>('[data-control="handle"]'))?.focus();
    });
  }

  function move(from: number, to: number, control: FocusTarget['control']) {
    if (disabled || to < 0 || to >= blocks.length || from === to) return;
    const id = blocks[from].id;
    onMove(from, to);
    focusLater({ id, control });
  }

  function onHandleKey(event: KeyboardEvent, index: number) {
    const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: blocks.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, 'handle');
  }

  const dragProps = (index: number) => ({
    draggable: !disabled,
    onDragStart(event: DragEvent) {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(blocks[index].id));
      setDragged(index);
    },
    onDragOver(event: DragEvent) {
      if (dragged === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDrop(event: DragEvent) {
      event.preventDefault();
      if (dragged !== null) move(dragged, index, 'handle');
      setDragged(null);
      setOver(null);
    },
    onDragEnd() {
      setDragged(null);
      setOver(null);
    },
  });

  return (
    <ol ref={listRef} className={classes.list} data-sortable={section}>
      {blocks.map((block, index) => (
        <li
          key={block.id}
          className={classes.row}
          data-block-id={block.id}
          data-dragging={dragged === index || undefined}
          data-over={over === index && dragged !== index ? (dragged !== null && dragged < index ? 'after' : 'before') : undefined}
          {...dragProps(index)}
        >
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              className={classes.handle}
              data-control="handle"
              aria-label={t('admin.content.blocks.handle', { title: block.title })}
              aria-describedby={`blocks-hint-${section}`}
              onKeyDown={(event) => onHandleKey(event, index)}
              disabled={disabled}
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
            <Text component="span" fw={600} className={classes.position} aria-hidden>
              {index + 1}.
            </Text>
            <Text component="span" className={classes.title} data-block-title>
              {block.title}
            </Text>
            {!block.active && (
              <Badge color="gray" variant="light" size="sm">
                {t('admin.content.blocks.inactive')}
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              data-control="up"
              aria-label={t('admin.content.blocks.up', { title: block.title })}
              onClick={() => move(index, index - 1, 'up')}
              disabled={disabled || index === 0}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              data-control="down"
              aria-label={t('admin.content.blocks.down', { title: block.title })}
              onClick={() => move(index, index + 1, 'down')}
              disabled={disabled || index === blocks.length - 1}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" component={Link} to={editPath(block.id)} aria-label={t('admin.content.blocks.edit', { title: block.title })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            {onRemove && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('admin.content.blocks.remove', { title: block.title })}
                onClick={() => onRemove(block)}
                disabled={disabled}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </li>
      ))}
    </ol>
  );
}
