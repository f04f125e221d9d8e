import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { TMedicalCard, TMedicalDocument } from '../../../contracts/medical-card.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDayNumeric, formatInstant } from '../booking/format.ts';
import { formatBytes } from '../video/views/video-format.ts';

/** The read-only parts of a card: the patient's own page, the doctor's and the back office's show the same. */

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Group justify="space-between" align="center" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
export { Section as CardSection };

function Items({ label, items }: { label: string; items: readonly string[] }) {
  const { t } = useT();
  return (
    <div>
      <Text fw={600} component="h3" size="md" mb={4}>
        {label}
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed">{t('medcard.list.empty')}</Text>
      ) : (
        <List spacing={2}>
          {items.map((item, index) => (
            <List.Item key={`${index}-${item}`}>{item}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

export function HealthFacts({ health }: { health: TMedicalCard['health'] }) {
  const { t, locale } = useT();
  return (
    <Stack gap="md" data-medical-health>
      <div>
        <Text fw={600} component="h3" size="md" mb={4}>
          {t('medcard.blood_type')}
        </Text>
        <Text data-blood-type>{health.blood_type ?? t('medcard.blood_type.none')}</Text>
      </div>
      <Items label={t('medcard.allergies')} items={health.allergies} />
      <Items label={t('medcard.chronic_conditions')} items={health.chronic_conditions} />
      <Items label={t('medcard.medications')} items={health.medications} />
      <Items label={t('medcard.vaccinations')} items={health.vaccinations.map((shot) => `${shot.name} — ${formatDayNumeric(locale, shot.date)}`)} />
      {health.updated_at && (
        <Text size="sm" c="dimmed">
          {t('medcard.updated', { date: formatInstant(locale, health.updated_at) })}
        </Text>
      )}
    </Stack>
  );
}

/** One document: its name as a download link, its size and day; `actions` for the owner's "remove". */
export function DocumentRow({ document, actions }: { document: TMedicalDocument; actions?: ReactNode }) {
  const { t, locale } = useT();
  const size = formatBytes(locale, document.bytes, { kb: t('video.unit.kb'), mb: t('video.unit.mb') });
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-medical-document={document.id}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          href={document.url}
          download={document.name}
          aria-label={t('medcard.documents.download', { name: document.name })}
          style={{ overflowWrap: 'anywhere' }}
        >
          {document.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('medcard.documents.size', { size, date: formatInstant(locale, document.uploaded_at) })}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}

export function DocumentList({ documents, actions }: { documents: readonly TMedicalDocument[]; actions?: (document: TMedicalDocument) => ReactNode }) {
  const { t } = useT();
  if (documents.length === 0) return <Text c="dimmed">{t('medcard.documents.empty')}</Text>;
  return (
    <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {documents.map((document) => (
        <li key={document.id}>
          <DocumentRow document={document} actions={actions?.(document)} />
        </li>
      ))}
    </Stack>
  );
}

/** The doctors' conclusions of past visits, latest first. */
export function Conclusions({ conclusions }: { conclusions: TMedicalCard['conclusions'] }) {
  const { t, locale } = useT();
  if (conclusions.length === 0) return <Text c="dimmed">{t('medcard.conclusions.empty')}</Text>;
  return (
    <Stack component="ul" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {conclusions.map((entry) => (
        <li key={entry.appointment_id} data-medical-conclusion={entry.appointment_id}>
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} component="h3" size="md">
                <time dateTime={entry.visit_at}>{formatInstant(locale, entry.visit_at)}</time>
              </Text>
              <Badge variant="light" color={entry.format === 'online' ? 'grape' : 'blue'}>
                {t(`medcard.conclusions.${entry.format}`)}
              </Badge>
            </Group>
            <Text>
              {entry.doctor}
              {entry.specialization ? `, ${entry.specialization}` : ''}
            </Text>
            <Text size="sm" fw={600}>
              {t('medcard.conclusions.conclusion')}
            </Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{entry.conclusion}</Text>
            {entry.recommendations && (
              <>
                <Text size="sm" fw={600}>
                  {t('medcard.conclusions.recommendations')}
                </Text>
                <Text style={{ whiteSpace: 'pre-line' }}>{entry.recommendations}</Text>
              </>
            )}
          </Stack>
        </li>
      ))}
    </Stack>
  );
}

/** A whole card, read only: what a doctor and staff see. */
export function MedicalCardView({ card }: { card: TMedicalCard }) {
  const { t, locale } = useT();
  return (
    <Stack gap="lg" data-medical-card-view>
      {card.member ? (
        <Stack gap={2} data-card-person={card.member.id}>
          <Text>
            <strong>{card.member.name}</strong>
            {card.member.birthday ? ` · ${t('medcard.patient.birthday')}: ${formatDayNumeric(locale, card.member.birthday)}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {t('medcard.view.member', { relation: t(`family.relation.${card.member.relation}`) })}. {t('medcard.view.holder', { name: card.patient.name })}
          </Text>
        </Stack>
      ) : (
        <Text data-card-person="self">
          <strong>{card.patient.name}</strong>
          {card.patient.birthday ? ` · ${t('medcard.patient.birthday')}: ${formatDayNumeric(locale, card.patient.birthday)}` : ''}
        </Text>
      )}
      <Section title={t('medcard.health.title')}>
        <HealthFacts health={card.health} />
      </Section>
      <Section title={t('medcard.documents.title')}>
        <DocumentList documents={card.documents} />
      </Section>
      <Section title={t('medcard.conclusions.title')}>
        <Conclusions conclusions={card.conclusions} />
      </Section>
    </Stack>
  );
}
