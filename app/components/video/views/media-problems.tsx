import { Alert, Button, Stack } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import type { LocalMedia, LocalMediaSnapshot } from '../call/local-media.ts';
import type { MediaKind } from '../call/peer-session.ts';

const NAME = { audio: 'microphone', video: 'camera' } as const;

/** Why the camera or the microphone is not there, what the call does without it, and a way to try again. */
export function MediaProblems({ media, state }: { media: LocalMedia; state: LocalMediaSnapshot }) {
  const { t } = useT();
  const kinds = (['audio', 'video'] as const).filter((kind) => state.problems[kind] !== null);
  if (kinds.length === 0) return null;
  return (
    <Stack gap="xs">
      {kinds.map((kind: MediaKind) => {
        const problem = state.problems[kind];
        if (!problem) return null;
        return (
          <Alert key={kind} color={problem === 'missing' ? 'yellow' : 'red'} role="alert" data-media-problem={`${kind}:${problem}`}>
            <Stack gap="xs" align="flex-start">
              <span>{t(`video.problem.${NAME[kind]}.${problem}`)}</span>
              {problem !== 'unsupported' && (
                <Button size="xs" variant="white" onClick={() => void media.retry(kind)}>
                  {t('video.problem.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
