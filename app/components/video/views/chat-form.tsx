import { Alert, Button, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { VIDEO_CHAT_MAX_LENGTH, VIDEO_FILE_MAX_MEGABYTES } from '../../../../contracts/video.ts';
import { ApiError } from '../../../api/client.ts';
import { useT } from '../../../i18n/use-t.ts';
import { CHAT_FILE_ACCEPT, checkChatFile, type FileProblem } from '../call/chat-file.ts';
import classes from './video.module.css';

export interface ChatFormProps {
  onSend(text: string): void;
  onFile(file: File): Promise<void>;
  /** The line is down: texts wait as pending, files cannot go. */
  offline: boolean;
}

const STATUS_PROBLEM: Readonly<Record<number, FileProblem>> = { 413: 'too_large', 415: 'wrong_type' };

/** A text (Enter sends, Shift+Enter breaks the line) and a file, checked for size and type before it goes. */
export function ChatForm({ onSend, onFile, offline }: ChatFormProps) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  function send(event?: FormEvent) {
    event?.preventDefault();
    const value = text.trim();
    if (!value) return;
    onSend(value.slice(0, VIDEO_CHAT_MAX_LENGTH));
    setText('');
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  }

  async function pick(file: File | undefined) {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    const name = file.name;
    const found = checkChatFile(file);
    if (found) return setProblem(t(`video.chat.file.${found}`, { name, mb: VIDEO_FILE_MAX_MEGABYTES }));
    setProblem(null);
    setUploading(name);
    try {
      await onFile(file);
    } catch (error) {
      const known = error instanceof ApiError ? STATUS_PROBLEM[error.status] : undefined;
      setProblem(t(known ? `video.chat.file.${known}` : 'video.chat.file.failed', { name, mb: VIDEO_FILE_MAX_MEGABYTES }));
    } finally {
      setUploading(null);
    }
  }

  return (
    <form className={classes.chatForm} onSubmit={send} data-chat-form>
      {offline && (
        <p className={classes.muted} role="status">
          {t('video.chat.offline')}
        </p>
      )}
      {problem && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('modal.close')} onClose={() => setProblem(null)} data-file-problem>
          {problem}
        </Alert>
      )}
      {uploading && (
        <p className={classes.muted} role="status">
          {t('video.chat.uploading', { name: uploading })}
        </p>
      )}
      <Textarea
        aria-label={t('video.chat.input')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={keyDown}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={VIDEO_CHAT_MAX_LENGTH}
      />
      <div className={classes.row}>
        <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} disabled={text.trim() === ''}>
          {t('video.chat.send')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconPaperclip size={18} aria-hidden />}
          onClick={() => fileRef.current?.click()}
          disabled={offline || uploading !== null}
          aria-describedby="video-chat-file-hint"
        >
          {t('video.chat.attach')}
        </Button>
        <input ref={fileRef} type="file" hidden accept={CHAT_FILE_ACCEPT} onChange={(event) => void pick(event.currentTarget.files?.[0])} data-chat-file />
        <span id="video-chat-file-hint" className={classes.muted}>
          {t('video.chat.attach.hint', { mb: VIDEO_FILE_MAX_MEGABYTES })}
        </span>
      </div>
    </form>
  );
}
