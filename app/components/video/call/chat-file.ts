import { VIDEO_FILE_MAX_BYTES, VIDEO_FILE_TYPES } from '../../../../contracts/video.ts';

/** What is wrong with a file before it is sent, so nobody waits for an upload the room would refuse. */
export type FileProblem = 'too_large' | 'wrong_type' | 'empty';

/** Browsers that do not know HEIC (most outside Safari) give it no type: the name tells. */
const BY_EXTENSION: Readonly<Record<string, (typeof VIDEO_FILE_TYPES)[number]>> = {
  heic: 'image/heic',
  heif: 'image/heic',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export function fileType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? '';
}

export function checkChatFile(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem | null {
  if (file.size === 0) return 'empty';
  if (!(VIDEO_FILE_TYPES as readonly string[]).includes(fileType(file))) return 'wrong_type';
  if (file.size > VIDEO_FILE_MAX_BYTES) return 'too_large';
  return null;
}

/** The `accept` of the file input: the types and their extensions (some pickers filter by one, some by the other). */
export const CHAT_FILE_ACCEPT = [...VIDEO_FILE_TYPES, '.heic', '.heif', '.jpg', '.jpeg', '.png', '.webp', '.pdf'].join(',');
