import { registerExtraTabs } from '../record-tabs.tsx';
import { VideoRecordTab } from '../video-record.tsx';

/** A visit's video consultation record beside its fields (docs/decisions/214); read on request, logged. */
registerExtraTabs('appointments', [
  { name: 'video', label: 'admin.video.tab', render: ({ id, attributes }) => <VideoRecordTab id={id} attributes={attributes} /> },
]);
