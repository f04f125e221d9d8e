import { useEffect, useRef } from 'react';
import type { TVideoMessage, TVideoRole } from '../../../../contracts/video.ts';
import { useT } from '../../../i18n/use-t.ts';
import { isImageFile, type ChatLog } from '../call/chat-log.ts';
import { clinicTime, formatBytes } from './video-format.ts';
import classes from './video.module.css';

export interface ChatMessagesProps {
  chat: ChatLog;
  ownRole: TVideoRole;
  /** The two parties' names, for the other side's messages. */
  names: Record<TVideoRole, string>;
  /** A live chat scrolls to the newest message and is announced (`role="log"`); a transcript is neither. */
  live: boolean;
}

/** The chat's messages: texts, photos as thumbnails, other files as links; pending texts marked as such. */
export function ChatMessages({ chat, ownRole, names, live }: ChatMessagesProps) {
  const { t } = useT();
  const listRef = useRef<HTMLDivElement>(null);
  const count = chat.messages.length + chat.pending.length;
  useEffect(() => {
    const list = listRef.current;
    if (live && list) list.scrollTop = list.scrollHeight;
  }, [count, live]);
  if (count === 0) return <p className={classes.muted}>{t('video.chat.empty')}</p>;
  const list = (
    <ol className={live ? classes.messages : classes.transcript} aria-label={t(live ? 'video.chat.title' : 'video.chat.transcript')}>
      {chat.messages.map((message) => (
        <li key={message.id} className={classes.message} data-own={message.author === ownRole} data-message={message.id}>
          <span className={classes.messageMeta}>
            {message.author === ownRole ? t('video.chat.you') : `${t(`video.role.${message.author}`)} ${names[message.author]}`}, {clinicTime(message.sent_at)}
          </span>
          {message.file && <ChatFile file={message.file} />}
          {message.text && <span>{message.text}</span>}
        </li>
      ))}
      {chat.pending.map((item) => (
        <li key={item.nonce} className={classes.message} data-own data-pending data-nonce={item.nonce}>
          <span className={classes.messageMeta}>
            {t('video.chat.you')}, {t('video.chat.pending')}
          </span>
          <span>{item.text}</span>
        </li>
      ))}
    </ol>
  );
  if (!live) return list;
  // A log announces what is added to it; the list inside keeps its items' semantics. Focusable so the
  // keyboard can scroll a long chat.
  return (
    <div ref={listRef} className={classes.log} role="log" aria-label={t('video.chat.title')} tabIndex={0}>
      {list}
    </div>
  );
}

function ChatFile({ file }: { file: NonNullable<TVideoMessage['file']> }) {
  const { t, locale } = useT();
  const size = formatBytes(locale, file.bytes, { kb: t('video.unit.kb'), mb: t('video.unit.mb') });
  if (isImageFile(file.type)) {
    return (
      <span data-file={file.id}>
        <a href={file.url} target="_blank" rel="noopener noreferrer" aria-label={t('video.chat.file.open', { name: file.name })}>
          <img className={classes.thumb} src={file.url} alt="" loading="lazy" />
        </a>
        <span className={classes.messageMeta}>
          {file.name} ({size})
        </span>
      </span>
    );
  }
  return (
    <span data-file={file.id}>
      <a href={file.url} download={file.name}>
        {file.name}
      </a>{' '}
      <span className={classes.messageMeta}>({size})</span>
    </span>
  );
}
