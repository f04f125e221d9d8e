import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { IMPORT_KINDS, IMPORT_TARGETS, isFinishedImport, MAX_IMPORT_BYTES, type ImportKind, type TImportJob } from '../../../contracts/imports.ts';
import { cancelImport, importStatus, startImport } from '../../../contracts/routes/imports.ts';
import { call } from '../../api/call.ts';
import { ApiError } from '../../api/client.ts';
import { can } from '../../components/admin/access.ts';
import { ImportColumns } from '../../components/admin/imports/import-columns.tsx';
import { ImportProgress } from '../../components/admin/imports/import-progress.tsx';
import { RelationInput } from '../../components/admin/relation-input.tsx';
import { sessionQuery } from '../../components/admin/session.ts';
import { useLooseT } from '../../components/admin/use-resource-screen.ts';
import { useT } from '../../i18n/use-t.ts';

const ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-excel': ['.csv'],
};
const MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;
const POLL_MS = 400;

/**
 * SPEC §2 medical-institutions … import (docs/decisions/204, 205): pick what to import and into what, drop a
 * CSV or XLSX, watch the progress bar, then read what was created or the errors by row. Reached from the
 * institutions' and the doctors' lists (`…/import`).
 */
export default function AdminImport() {
  const { locale } = useT();
  const t = useLooseT();
  const { pathname } = useLocation();
  const { data: user } = useQuery(sessionQuery);
  const allowed = IMPORT_KINDS.filter((name) => can(user, { name }, 'create'));
  const [kind, setKind] = useState<ImportKind>(pathname.includes('/doctors/') ? 'doctors' : 'medical-institutions');
  const [target, setTarget] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [job, setJob] = useState<TImportJob | null>(null);
  const openFiles = useRef<() => void>(null);

  const start = useMutation({
    mutationFn: () =>
      call(startImport, { params: { kind }, query: { target_id: target ?? 0, file_name: file?.name }, body: file as File, expected: [404, 409, 413, 422] }),
    onSuccess: (answer) => setJob(answer.data),
  });
  const progress = useQuery({
    queryKey: ['admin', 'imports', job?.id],
    queryFn: async ({ signal }) => (await call(importStatus, { params: { id: job!.id }, signal })).data,
    enabled: job !== null && !isFinishedImport(job.status),
    refetchInterval: (query) => (query.state.data && isFinishedImport(query.state.data.status) ? false : POLL_MS),
    initialData: job ?? undefined,
  });
  const cancel = useMutation({ mutationFn: () => call(cancelImport, { params: { id: job!.id }, expected: [409] }), onSettled: () => progress.refetch() });
  const current = progress.data ?? job;

  const pick = (files: File[]) => {
    setFile(files[0] ?? null);
    setFileError(null);
  };
  const reject = (rejections: FileRejection[]) => {
    setFile(null);
    const tooLarge = rejections.some((rejection) => rejection.errors.some((error) => error.code === 'file-too-large'));
    setFileError(tooLarge ? t('admin.import.error.too.large', { max: MEGABYTES }) : t('admin.import.file.type'));
  };
  const reset = () => {
    setJob(null);
    setFile(null);
    start.reset();
  };
  const refusal = start.error instanceof ApiError && start.error.status !== 403 ? start.error.message : null;
  const targetResource = IMPORT_TARGETS[kind];

  return (
    <Stack maw={960}>
      <Title order={1} size="h2">
        {t('admin.import.title')}
      </Title>
      <Text>{t('admin.import.intro')}</Text>
      {current ? (
        <>
          <ImportProgress job={current} t={t} onCancel={() => cancel.mutate()} cancelling={cancel.isPending} />
          {isFinishedImport(current.status) && (
            <Group>
              <Button variant="default" onClick={reset}>
                {t('admin.import.again')}
              </Button>
            </Group>
          )}
        </>
      ) : (
        <Stack
          component="form"
          gap="md"
          onSubmit={(event) => {
            event.preventDefault();
            if (target !== null && file) start.mutate();
          }}
        >
          <Radio.Group
            label={t('admin.import.kind')}
            value={kind}
            onChange={(next) => {
              setKind(next as ImportKind);
              setTarget(null);
              start.reset();
            }}
          >
            <Group mt="xs">
              {IMPORT_KINDS.map((name) => (
                <Radio key={name} value={name} label={t(`admin.import.kind.${name}`)} disabled={!allowed.includes(name)} />
              ))}
            </Group>
          </Radio.Group>
          <Stack gap={4}>
            <RelationInput
              key={kind}
              id="import-target"
              field={{
                name: 'target',
                input: 'relation',
                label: `admin.import.target.${targetResource}`,
                relation: { resource: targetResource, labelField: targetResource === 'legal-entities' ? 'public_name' : 'name' },
              }}
              label={t(`admin.import.target.${targetResource}`)}
              required
              value={target}
              onChange={setTarget}
              t={t}
            />
            <Text size="sm" c="dimmed">
              {t(`admin.import.rule.${kind}`)}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={500} size="sm" id="import-file-label">
              {t('admin.import.file')}
            </Text>
            {/* The area takes a dropped file or a click; keyboards and screen readers use the button below it. */}
            <Dropzone
              onDrop={pick}
              onReject={reject}
              accept={ACCEPT}
              maxSize={MAX_IMPORT_BYTES}
              multiple={false}
              openRef={openFiles}
              activateOnKeyboard={false}
            >
              <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }}>
                <IconFileSpreadsheet size={40} stroke={1.5} aria-hidden />
                <div>
                  <Text id="import-drop-text">
                    {file ? t('admin.import.file.chosen', { name: file.name, size: Math.ceil(file.size / 1024) }) : t('admin.import.drop')}
                  </Text>
                  <Text id="import-drop-hint" size="sm" c="dimmed">
                    {t('admin.import.drop.hint', { max: MEGABYTES })}
                  </Text>
                </div>
              </Group>
            </Dropzone>
            <Group>
              <Button variant="default" size="xs" onClick={() => openFiles.current?.()} aria-describedby="import-drop-text import-drop-hint">
                {t('admin.import.file.pick')}
              </Button>
            </Group>
            {fileError && (
              <Text c="red" size="sm" role="alert">
                {fileError}
              </Text>
            )}
          </Stack>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={start.isPending} disabled={target === null || !file || !allowed.includes(kind)}>
              {t('admin.import.start')}
            </Button>
          </Group>
          <ImportColumns kind={kind} locale={locale} t={t} />
        </Stack>
      )}
    </Stack>
  );
}
