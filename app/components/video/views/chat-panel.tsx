import { Title } from '@mantine/core';
import { useId } from 'react';
import type { TVideoRole } from '../../../../contracts/video.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { ChatLog } from '../call/chat-log.ts';
import { ChatForm } from './chat-form.tsx';
import { ChatMessages } from './chat-messages.tsx';
import classes from './video.module.css';

export interface ChatPanelProps {
  chat: ChatLog;
  ownRole: TVideoRole;
  names: Record<TVideoRole, string>;
  offline: boolean;
  onSend(text: string): void;
  onFile(file: File): Promise<void>;
}

/** The room's chat: in the waiting room and beside the call. */
export function ChatPanel({ chat, ownRole, names, offline, onSend, onFile }: ChatPanelProps) {
  const { t } = useT();
  const headingId = useId();
  return (
    <section className={classes.chat} aria-labelledby={headingId} data-chat>
      <Title order={2} size="h4" id={headingId}>
        {t('video.chat.title')}
      </Title>
      <ChatMessages chat={chat} ownRole={ownRole} names={names} live />
      <ChatForm onSend={onSend} onFile={onFile} offline={offline} />
    </section>
  );
}
