import { Button, FileButton, Group, Image, Input, Modal, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useId, useState, type ReactNode } from 'react';
import { safeHref, VIDEO_HOSTS, videoEmbedUrl } from '../../../contracts/rich-text.ts';
import { MAX_UPLOAD_MEGABYTES, UPLOAD_IMAGE_TYPES } from '../../../contracts/uploads.ts';
import { uploadImageFile } from './upload-image-file.ts';
import type { LooseTranslate } from './use-resource-screen.ts';

/** A dialog of the rich-text editor: it edits the editor's document at its selection, then closes. */
export interface RichTextDialogProps {
  editor: Editor;
  onClose: () => void;
  t: LooseTranslate;
}

/** What people type for an address: `example.com/page` means https, `name@example.com` a mail link. */
const withScheme = (typed: string) =>
  /^[^\s/@:]+@[^\s/@]+\.[^\s/@]+$/.test(typed) ? `mailto:${typed}` : /^[\w-]+(\.[\w-]+)+(?=[/?#:]|$)/.test(typed) ? `https://${typed}` : typed;

/** The link at the selection: an address to set, or nothing to remove it. Selected text becomes the link; else the address is inserted. */
export function LinkDialog({ editor, onClose, t }: RichTextDialogProps) {
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [error, setError] = useState<string>();

  function submit() {
    const typed = href.trim();
    if (typed === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return onClose();
    }
    const safe = safeHref(withScheme(typed));
    if (safe === null) return setError(t('admin.rich.link.invalid'));
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: typed, marks: [{ type: 'link', attrs: { href: safe } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: safe }).run();
    }
    onClose();
  }

  return (
    <DialogForm title={t('admin.rich.link')} submitLabel={t('admin.form.save')} onSubmit={submit} onClose={onClose} t={t}>
      <TextInput
        data-autofocus
        label={t('admin.rich.link.url')}
        description={t('admin.rich.link.hint')}
        inputMode="url"
        maxLength={2000}
        value={href}
        error={error}
        onChange={(event) => setHref(event.currentTarget.value)}
      />
    </DialogForm>
  );
}

/** An image of the text: a file uploaded like any image field's, and the words that describe it, required. */
export function ImageDialog({ editor, onClose, t }: RichTextDialogProps) {
  const [src, setSrc] = useState<string>();
  const [alt, setAlt] = useState('');
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const [altError, setAltError] = useState<string>();
  const limitId = useId();

  async function upload(file: File | null) {
    if (!file) return;
    setFileError(undefined);
    setUploading(true);
    const answer = await uploadImageFile(file, t).finally(() => setUploading(false));
    if (answer && 'url' in answer) setSrc(answer.url);
    else if (answer) setFileError(answer.error);
  }

  function submit() {
    if (!src) return setFileError(t('admin.rich.image.missing'));
    if (!alt.trim()) return setAltError(t('admin.rich.image.alt.required'));
    editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
    onClose();
  }

  return (
    <DialogForm title={t('admin.rich.image')} submitLabel={t('admin.rich.insert')} onSubmit={submit} onClose={onClose} t={t}>
      <Input.Wrapper
        label={t('admin.rich.image.file')}
        labelElement="div"
        required
        error={fileError}
        description={`JPEG, PNG, WebP, AVIF · ≤ ${MAX_UPLOAD_MEGABYTES} MB`}
        descriptionProps={{ id: limitId }}
      >
        <Group mt={4} gap="sm" align="center">
          <FileButton onChange={(file) => void upload(file)} accept={UPLOAD_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                data-autofocus
                variant="light"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={uploading}
                aria-describedby={limitId}
              >
                {uploading ? t('admin.form.image.uploading') : t('admin.form.image.upload')}
              </Button>
            )}
          </FileButton>
          {src && <Image src={src} alt={t('admin.form.image.preview')} h={80} w={120} fit="contain" radius="sm" bg="gray.1" />}
        </Group>
      </Input.Wrapper>
      <TextInput
        label={t('admin.rich.image.alt')}
        description={t('admin.rich.image.alt.hint')}
        required
        maxLength={300}
        value={alt}
        error={altError}
        onChange={(event) => {
          setAlt(event.currentTarget.value);
          setAltError(undefined);
        }}
      />
    </DialogForm>
  );
}

/** A video of an allowed host, by the link to its page; any other address is refused with the hosts that are allowed. */
export function VideoDialog({ editor, onClose, t }: RichTextDialogProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();

  function submit() {
    const src = url.trim();
    if (videoEmbedUrl(src) === null) return setError(t('admin.rich.video.invalid', { hosts: VIDEO_HOSTS.join(', ') }));
    editor.chain().focus().insertContent({ type: 'video', attrs: { src } }).run();
    onClose();
  }

  return (
    <DialogForm title={t('admin.rich.video')} submitLabel={t('admin.rich.insert')} onSubmit={submit} onClose={onClose} t={t}>
      <TextInput
        data-autofocus
        label={t('admin.rich.video.url')}
        description={t('admin.rich.video.hint')}
        required
        inputMode="url"
        maxLength={500}
        value={url}
        error={error}
        onChange={(event) => setUrl(event.currentTarget.value)}
      />
    </DialogForm>
  );
}

function DialogForm({
  title,
  submitLabel,
  onSubmit,
  onClose,
  t,
  children,
}: {
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  t: LooseTranslate;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('modal.close') }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React passes events up through portals: the record's own form around the editor must not submit.
          event.stopPropagation();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('admin.form.cancel')}
            </Button>
            <Button type="submit">{submitLabel}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
