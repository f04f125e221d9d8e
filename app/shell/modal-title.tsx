import { ActionIcon, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';

/**
 * A modal header that can maximize the modal (SPEC §9 "maximizable") and drag it within the viewport
 * ("draggable within viewport"): the title row is the handle.
 */
export function ModalTitle({ modalId, children }: { modalId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [maximized, setMaximized] = useState(false);
  const drag = useRef<{ x: number; y: number; dx: number; dy: number; content: HTMLElement } | null>(null);
  const offset = useRef({ dx: 0, dy: 0 });
  const handle = useRef<HTMLDivElement>(null);

  function toggle() {
    const next = !maximized;
    setMaximized(next);
    modals.updateModal({ modalId, fullScreen: next });
    const content = handle.current?.closest<HTMLElement>('.mantine-Modal-content');
    offset.current = { dx: 0, dy: 0 };
    if (content) content.style.translate = '';
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (maximized || (event.target as HTMLElement).closest('button')) return;
    const content = event.currentTarget.closest<HTMLElement>('.mantine-Modal-content');
    if (!content) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, ...offset.current, content };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const state = drag.current;
    if (!state) return;
    const rect = state.content.getBoundingClientRect();
    const baseLeft = rect.left - offset.current.dx;
    const baseTop = rect.top - offset.current.dy;
    const dx = clamp(state.dx + event.clientX - state.x, -baseLeft, window.innerWidth - rect.width - baseLeft);
    const dy = clamp(state.dy + event.clientY - state.y, -baseTop, window.innerHeight - rect.height - baseTop);
    offset.current = { dx, dy };
    state.content.style.translate = `${dx}px ${dy}px`;
  }

  return (
    <Group
      ref={handle}
      justify="space-between"
      wrap="nowrap"
      style={{ cursor: maximized ? undefined : 'move', userSelect: 'none', touchAction: 'none' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
    >
      <span>{children}</span>
      <ActionIcon variant="subtle" color="gray" onClick={toggle} aria-label={maximized ? t('modal.restore') : t('modal.maximize')}>
        <span aria-hidden="true">{maximized ? '🗗' : '🗖'}</span>
      </ActionIcon>
    </Group>
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
