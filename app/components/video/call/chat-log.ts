import type { TVideoMessage, TVideoRole } from '../../../../contracts/video.ts';

/** A text typed here and sent over the socket, not yet confirmed by the room (the server echoes it with its `nonce`). */
export interface PendingMessage {
  nonce: string;
  text: string;
  /** The highest message id this tab knew when the text was typed: a stored copy must come after it. */
  afterId: number;
}

/** The chat as this tab shows it: the room's messages in order, then what is still on its way. */
export interface ChatLog {
  messages: readonly TVideoMessage[];
  pending: readonly PendingMessage[];
}

export const EMPTY_CHAT: ChatLog = { messages: [], pending: [] };

const inIdOrder = (a: TVideoMessage, b: TVideoMessage): number => a.id - b.id;

const lastId = (messages: readonly TVideoMessage[]) => messages.reduce((highest, message) => Math.max(highest, message.id), 0);

/** Adds messages the log does not hold yet (by id); the room's copy wins over an older one of the same id. */
function merge(messages: readonly TVideoMessage[], incoming: readonly TVideoMessage[]): TVideoMessage[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(inIdOrder);
}

/** A text waiting to be confirmed. */
export function queueMessage(log: ChatLog, text: string, nonce: string): ChatLog {
  return { ...log, pending: [...log.pending, { nonce, text, afterId: lastId(log.messages) }] };
}

/** One message from the room (the other party's, or ours echoed with its nonce). */
export function receiveMessage(log: ChatLog, message: TVideoMessage, nonce?: string): ChatLog {
  return {
    messages: merge(log.messages, [message]),
    pending: nonce === undefined ? log.pending : log.pending.filter((item) => item.nonce !== nonce),
  };
}

/**
 * The room's whole history (the `welcome` after a reconnect, or the room's page): merged by id, and
 * every pending text that the room already stored while the echo was lost is settled. A stored copy is
 * ours, new to this tab, with the same text and a higher id than any message known when it was typed; each
 * stored message settles at most one pending text, oldest first, so two identical texts sent in a row both count.
 */
export function receiveHistory(log: ChatLog, history: readonly TVideoMessage[], ownRole: TVideoRole): ChatLog {
  const messages = merge(log.messages, history);
  // A message this tab held already was matched (or not) when it came; only new ones may settle a text.
  const claimed = new Set(log.messages.map((message) => message.id));
  const pending = log.pending.filter((item) => {
    const stored = messages.find(
      (message) => !claimed.has(message.id) && message.author === ownRole && message.text === item.text && message.id > item.afterId,
    );
    if (!stored) return true;
    claimed.add(stored.id);
    return false;
  });
  return { messages, pending };
}

/** Whether an image file can be shown inline as a thumbnail (the rest are download links). */
export function isImageFile(type: string): boolean {
  return /^image\/(jpeg|png|webp|gif)$/.test(type);
}
