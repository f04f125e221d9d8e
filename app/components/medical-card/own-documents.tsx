import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  MEDICAL_DOCUMENT_ACCEPT,
  MEDICAL_DOCUMENT_MAX_MEGABYTES,
  MEDICAL_DOCUMENTS_LIMIT,
  medicalDocumentProblem,
  type TMedicalDocument,
} from '../../../contracts/medical-card.ts';
import { useT } from '../../i18n/use-t.ts';
import { confirmAction } from '../../shell/dialogs.ts';
import { showToast } from '../../shell/toasts.ts';
import { isApiError } from '../forms/form-errors.ts';
import { DocumentList } from './card-sections.tsx';
import { ownCardKey, removeDocument, uploadDocument } from './medical-card-api.ts';

const PROBLEM_KEYS = { empty: 'medcard.document.empty', type: 'medcard.document.type', too_large: 'medcard.document.too_large' } as const;

/**
 * The patient's documents: upload (checked before sending: type and size; the server checks the bytes
 * again and its 413 / 415 read the same), download, remove.
 */
export function OwnDocuments({ documents, member }: { documents: readonly TMedicalDocument[]; member?: number }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const pickRef = useRef<HTMLButtonElement>(null);
  const full = documents.length >= MEDICAL_DOCUMENTS_LIMIT;

  async function send(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    const found = medicalDocumentProblem(file);
    if (found) {
      setProblem(t(PROBLEM_KEYS[found], { mb: MEDICAL_DOCUMENT_MAX_MEGABYTES }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await uploadDocument(file, member);
      showToast({ severity: 'success', detail: t('medcard.documents.uploaded') });
      await queryClient.invalidateQueries({ queryKey: ownCardKey });
    } catch (error) {
      if (!isApiError(error) || ![413, 415, 422].includes(error.status)) {
        setProblem(t('medcard.document.failed'));
        return;
      }
      setProblem(Object.values(error.body?.errors ?? {}).flat()[0] ?? error.message);
    } finally {
      setBusy(false);
    }
  }

  async function remove(document: TMedicalDocument) {
    if (!(await confirmAction({ header: t('medcard.documents.remove.title'), message: t('medcard.documents.remove.text', { name: document.name }) }))) return;
    try {
      await removeDocument(document.id);
      showToast({ severity: 'success', detail: t('medcard.documents.removed') });
    } catch (error) {
      // Removed already (another tab): the refreshed list says so.
      if (!isApiError(error) || error.status !== 404) throw error;
    }
    await queryClient.invalidateQueries({ queryKey: ownCardKey });
    pickRef.current?.focus();
  }

  return (
    <Stack gap="md" data-medical-documents>
      <Text size="sm" c="dimmed" id="medical-document-hint">
        {t('medcard.documents.hint', { mb: MEDICAL_DOCUMENT_MAX_MEGABYTES })}
      </Text>
      {problem && (
        <Alert color="red" role="alert" data-document-problem>
          {problem}
        </Alert>
      )}
      <Group>
        <FileButton
          onChange={(file) => void send(file)}
          accept={MEDICAL_DOCUMENT_ACCEPT}
          resetRef={resetRef}
          disabled={full || busy}
          inputProps={{ 'aria-describedby': 'medical-document-hint', name: 'file' }}
        >
          {(props) => (
            <Button {...props} ref={pickRef} loading={busy} aria-describedby="medical-document-hint" data-action="medical-document-upload">
              {t('medcard.documents.pick')}
            </Button>
          )}
        </FileButton>
      </Group>
      {full && <Text size="sm">{t('medcard.documents.limit')}</Text>}
      <DocumentList
        documents={documents}
        actions={(document) => (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            onClick={() => void remove(document)}
            aria-label={t('medcard.documents.remove', { name: document.name })}
            data-remove-document={document.id}
          >
            {t('medcard.documents.delete')}
          </Button>
        )}
      />
    </Stack>
  );
}
