import { Alert, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Locale } from '../../../../contracts/locale.ts';
import { documentText, type RichDocument } from '../../../../contracts/rich-text.ts';
import { localizedPath } from '../../../../contracts/page-url.ts';
import {
  fillTemplate,
  patternUrlVariables,
  SEO_PAGE_TYPES,
  samplePath,
  snippetWarnings,
  textVariablesOf,
  textVariableValues,
  unknownVariables,
  type PatternVariable,
  type SeoPageType,
  type VariableSample,
} from '../../../../contracts/seo-patterns.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { RecordPanelProps } from '../record-panel-props.ts';
import { useVariableSample } from './use-variable-sample.ts';

const LANGUAGES: readonly Locale[] = ['ua', 'ru'];
const TEXT_FIELDS = ['h1', 'meta_title', 'meta_description', 'meta_keywords', 'text'] as const;

/** A field's text as a template: a line as typed, or the text of the editor's document above the footer. */
const stringOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const isDocument = typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc';
  return isDocument ? documentText(value as RichDocument) : '';
};
const pageType = (value: unknown): SeoPageType | null => ((SEO_PAGE_TYPES as readonly unknown[]).includes(value) ? (value as SeoPageType) : null);

/** The filter variables the record's url and texts name, of those its type has. */
function neededVariables(record: Record<string, unknown>, type: SeoPageType | null): PatternVariable[] {
  if (!type) return [];
  const named = new Set<PatternVariable>();
  for (const field of ['url', ...TEXT_FIELDS.flatMap((name) => LANGUAGES.map((language) => `${name}_${language}`))]) {
    for (const variable of patternUrlVariables(stringOf(record[field]))) named.add(variable);
  }
  const allowed = new Set<string>(textVariablesOf(type));
  return [...named].filter((variable) => allowed.has(variable));
}

/**
 * Beside the generic form of a filtered page, a pattern or a fixed page's text: what search results and the page
 * would show in each language as staff type, the variables filled from real records by the substitution the server
 * uses (contracts/seo-patterns.ts), with a warning where search results would cut a text.
 */
export function SeoPreviewPanel({ record, withType }: RecordPanelProps & { withType: boolean }) {
  const { t } = useT();
  const headingId = useId();
  const type = withType ? pageType(record.type) : null;
  const url = stringOf(record.url) || (typeof record.page === 'string' && record.page !== 'home' ? `/${record.page}` : '/');
  // A url without variables is one page's (a filtered page): its own segments give the values.
  const sample = useVariableSample(neededVariables(record, type), record, { ownUrl: patternUrlVariables(url).size === 0 ? url : null });
  const path = samplePath(url, sample.segments);
  const unknown = type
    ? [
        ...new Set(
          ['url', ...TEXT_FIELDS.flatMap((name) => LANGUAGES.map((language) => `${name}_${language}`))].flatMap((field) =>
            unknownVariables(stringOf(record[field]), type),
          ),
        ),
      ]
    : [];

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('admin.seo.preview.title')}
        </Title>
        {type && (
          <Text size="sm" c="dimmed">
            {t('admin.seo.preview.variables')}{' '}
            {textVariablesOf(type).map((name) => (
              <Code key={name} mr={4}>{`{${name}}`}</Code>
            ))}
          </Text>
        )}
        {unknown.length > 0 && (
          <Alert color="yellow" variant="light" data-testid="seo-unknown-variables">
            {t('admin.seo.preview.unknown', { names: unknown.map((name) => `{${name}}`).join(', ') })}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {LANGUAGES.map((language) => (
            <LanguagePreview key={language} language={language} record={record} sample={sample[language]} path={localizedPath(path, language)} />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function LanguagePreview({ language, record, sample, path }: { language: Locale; record: Record<string, unknown>; sample: VariableSample; path: string }) {
  const { t } = useT();
  const values = textVariableValues(sample, (city) => t('seo.place.city', { city }));
  const filled = (field: string) => fillTemplate(stringOf(record[`${field}_${language}`]), values);
  const texts = { title: filled('meta_title'), description: filled('meta_description'), h1: filled('h1') };
  const warnings = snippetWarnings(texts);
  const builtIn = t('admin.seo.preview.built.in');
  return (
    <Stack gap={6} data-testid={`seo-preview-${language}`} lang={language === 'ua' ? 'uk' : 'ru'}>
      <Text fw={600} size="sm">
        {t(`admin.seo.preview.language.${language}`)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="seo-preview-url" style={{ overflowWrap: 'anywhere' }}>
        {path}
      </Text>
      <Preview label={t('admin.seo.preview.meta_title')} value={texts.title || builtIn} testId="seo-preview-title" />
      <Preview label={t('admin.seo.preview.meta_description')} value={texts.description || builtIn} testId="seo-preview-description" />
      <Preview label={t('admin.seo.preview.h1')} value={texts.h1 || builtIn} testId="seo-preview-h1" />
      {warnings.map((warning) => (
        <Alert key={warning.field} color="yellow" variant="light" p="xs" data-testid={`seo-warning-${warning.field}`}>
          {t(`admin.seo.preview.too.long.${warning.field}`, { length: warning.length, limit: warning.limit })}
        </Alert>
      ))}
    </Stack>
  );
}

function Preview({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={120}>
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
