import { describe, expect, it } from 'vitest';
import type { TVideoMessage } from '../../../../contracts/video.ts';
import { EMPTY_CHAT, isImageFile, queueMessage, receiveHistory, receiveMessage } from './chat-log.ts';

const text = (id: number, author: 'patient' | 'doctor', value: string): TVideoMessage => ({
  id,
  author,
  text: value,
  file: null,
  sent_at: `2030-03-04T10:0${id % 10}:00Z`,
});

describe('the chat of a room', () => {
  it('keeps one copy of each message, in the order of their ids', () => {
    let log = receiveMessage(EMPTY_CHAT, text(2, 'doctor', 'b'));
    log = receiveMessage(log, text(1, 'patient', 'a'));
    log = receiveMessage(log, text(2, 'doctor', 'b'));
    log = receiveHistory(log, [text(1, 'patient', 'a'), text(3, 'doctor', 'c')], 'patient');
    expect(log.messages.map((message) => message.id)).toEqual([1, 2, 3]);
  });

  it('settles a pending text when the room echoes it with its nonce', () => {
    let log = queueMessage(EMPTY_CHAT, 'Добрий день', 'n1');
    expect(log.pending).toHaveLength(1);
    log = receiveMessage(log, text(1, 'patient', 'Добрий день'), 'n1');
    expect(log.pending).toEqual([]);
    expect(log.messages).toHaveLength(1);
  });

  it('after a reconnect, settles a text the room stored while its echo was lost, and keeps one it never got', () => {
    let log = receiveMessage(EMPTY_CHAT, text(4, 'patient', 'так'));
    log = queueMessage(log, 'так', 'n1');
    log = queueMessage(log, 'ще одне', 'n2');
    // The old "так" (id 4) was known when the new one was typed: only id 5 can be the stored copy.
    log = receiveHistory(log, [text(4, 'patient', 'так'), text(5, 'patient', 'так')], 'patient');
    expect(log.pending.map((item) => item.nonce)).toEqual(['n2']);
  });

  it('never settles a pending text with a copy this tab already held, nor with the other side’s words', () => {
    let log = queueMessage(EMPTY_CHAT, 'ok', 'n1');
    log = queueMessage(log, 'ok', 'n2');
    log = receiveMessage(log, text(1, 'patient', 'ok'), 'n1');
    log = receiveHistory(log, [text(1, 'patient', 'ok'), text(2, 'doctor', 'ok')], 'patient');
    expect(log.pending.map((item) => item.nonce)).toEqual(['n2']);
  });

  it('shows common photo types inline and the rest as links', () => {
    expect(isImageFile('image/png')).toBe(true);
    expect(isImageFile('image/heic')).toBe(false);
    expect(isImageFile('application/pdf')).toBe(false);
  });
});
