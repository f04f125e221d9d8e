import type { videoErrors as ua } from '../ua/video-errors.ts';

export const videoErrors: Record<keyof typeof ua, string> = {
  'video.file.too_large': 'Файл слишком большой: можно отправить до 10 МБ',
  'video.file.type': 'Можно отправить фото (JPEG, PNG, WebP, HEIC) или документ PDF',
  'video.room.closed': 'Комната консультации сейчас закрыта',
  'video.conclusion.too_early': 'Заключение можно написать, когда консультация началась',
};
