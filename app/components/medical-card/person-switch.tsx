import { Button, Group, Text } from '@mantine/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TMedicalCardMember } from '../../../contracts/medical-card.ts';
import { useT } from '../../i18n/use-t.ts';

/** Long names wrap instead of pushing the page wider than a phone (360 px). */
const wrapping = {
  root: { height: 'auto', minHeight: 36, maxWidth: '100%', paddingBlock: 6 },
  label: { whiteSpace: 'normal' as const, textAlign: 'start' as const },
};

interface Props {
  family: readonly TMedicalCardMember[];
  /** The family member whose card is shown; undefined: the account holder's own. */
  selected: number | undefined;
  /** The patient's page: each card is an address (`?member=`), so Back and a reload keep it. */
  hrefOf?: (member: number | undefined) => string;
  /** The back office: each card is a button (nothing is read before it is pressed). */
  onSelect?: (member: number | undefined) => void;
  /** After the choices: the patient's "add a child or relative". */
  extra?: ReactNode;
}

/**
 * "Me" and each family member (docs/decisions/276): a labelled group of links or toggle buttons, the current
 * card marked for screen readers (`aria-current` / `aria-pressed`), reached with Tab like any link.
 */
export function PersonSwitch({ family, selected, hrefOf, onSelect, extra }: Props) {
  const { t } = useT();
  const labelId = useId();
  const choices: { id: number | undefined; label: string }[] = [
    { id: undefined, label: t('medcard.person.me') },
    ...family.map((member) => ({ id: member.id, label: t('medcard.person.member', { name: member.name, relation: t(`family.relation.${member.relation}`) }) })),
  ];
  return (
    <nav aria-labelledby={labelId} data-person-switch>
      <Text fw={600} id={labelId} mb={6}>
        {t('medcard.person.label')}
      </Text>
      <Group gap="xs" wrap="wrap">
        {choices.map((choice) => {
          const current = choice.id === selected;
          const common = { variant: current ? 'filled' : 'default', styles: wrapping, 'data-person': choice.id ?? 'self' } as const;
          return hrefOf ? (
            <Button key={choice.id ?? 'self'} {...common} component={Link} to={hrefOf(choice.id)} aria-current={current ? 'page' : undefined}>
              {choice.label}
            </Button>
          ) : (
            <Button key={choice.id ?? 'self'} {...common} onClick={() => onSelect?.(choice.id)} aria-pressed={current}>
              {choice.label}
            </Button>
          );
        })}
        {extra}
      </Group>
    </nav>
  );
}

/**
 * The family list of the last card read: every card the holder or staff read carries it, so switching reads
 * nothing more (a staff read of another card would be one more line in the action log), and the switch stays
 * in place while the next card loads.
 */
export function useKnownFamily(family: readonly TMedicalCardMember[] | undefined): readonly TMedicalCardMember[] {
  const [known, setKnown] = useState<readonly TMedicalCardMember[]>([]);
  useEffect(() => {
    if (family) setKnown(family);
  }, [family]);
  return family ?? known;
}
