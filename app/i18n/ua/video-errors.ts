/** What the video consultation routes answer when they refuse (server-side messages). */
export const videoErrors = {
  'video.file.too_large': 'Файл завеликий: можна надіслати до 10 МБ',
  'video.file.type': 'Можна надіслати фото (JPEG, PNG, WebP, HEIC) або документ PDF',
  'video.room.closed': 'Кімната консультації зараз закрита',
  'video.conclusion.too_early': 'Висновок можна написати, коли консультація почалася',
};
