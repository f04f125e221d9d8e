import { Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '../../../contracts/uploads.ts';
import { showToast } from '../../shell/toasts.ts';
import { uploadImageFile } from './upload-image-file.ts';
import type { LooseTranslate } from './use-resource-screen.ts';

/**
 * An image field (docs/decisions/196): an address typed in, or a file uploaded to the server, which answers
 * the address of the stored WebP. A file over the limit is refused at once, before it is sent, with the same
 * words the server would use; the preview shows what the record will show.
 */
export function ImageInput({
  id,
  name,
  label,
  accessibleName,
  required,
  disabled,
  error,
  value,
  onChange,
  t,
}: {
  id: string;
  name: string;
  label: string;
  accessibleName?: string;
  required: boolean;
  disabled?: boolean;
  error?: string;
  value: string;
  onChange: (name: string, value: unknown) => void;
  t: LooseTranslate;
}) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();

  async function upload(file: File | null) {
    if (!file) return;
    setUploadError(undefined);
    setUploading(true);
    const answer = await uploadImageFile(file, t).finally(() => setUploading(false));
    if (answer && 'error' in answer) return setUploadError(answer.error);
    if (!answer) return;
    onChange(name, answer.url);
    showToast({ severity: 'success', detail: t('admin.form.image.uploaded') });
  }

  return (
    <Stack gap={6}>
      <TextInput
        id={id}
        label={label}
        aria-label={accessibleName}
        required={required}
        disabled={disabled}
        error={uploadError ?? error}
        type="url"
        inputMode="url"
        description={t('admin.form.image.url')}
        value={value}
        onChange={(event) => onChange(name, event.currentTarget.value)}
      />
      {!disabled && (
        <Group gap="xs">
          <FileButton onChange={(file) => void upload(file)} accept={UPLOAD_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={uploading}
                aria-describedby={`${id}-limit`}
              >
                {uploading ? t('admin.form.image.uploading') : t('admin.form.image.upload')}
              </Button>
            )}
          </FileButton>
          {value !== '' && (
            <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} aria-hidden />} onClick={() => onChange(name, '')}>
              {t('admin.form.image.remove')}
            </Button>
          )}
          <Text id={`${id}-limit`} size="xs" c="dimmed">
            JPEG, PNG, WebP, AVIF · ≤ {MAX_UPLOAD_BYTES / 1024 / 1024} MB
          </Text>
        </Group>
      )}
      {value !== '' && <Image src={value} alt={t('admin.form.image.preview')} h={80} w={80} fit="contain" radius="sm" bg="gray.1" />}
    </Stack>
  );
}
