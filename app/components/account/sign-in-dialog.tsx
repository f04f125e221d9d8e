import '../../shell/dialog-styles.ts';
import '@mantine/core/styles/SegmentedControl.css';
import '../forms/form-styles.ts';
import { Modal, SegmentedControl, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { DialogArea } from './account.ts';
import { parseDialogArea, signInTarget } from './paths.ts';
import { SignInForm } from './sign-in-form.tsx';

export interface SignInDialogProps {
  opened: boolean;
  area: DialogArea;
  /** Where to go after signing in, when it is a safe path of this site. */
  next: string | null;
  /** Prefills the login field. */
  login?: string;
  onAreaChange: (area: DialogArea) => void;
  /** `navigating` when the dialog closes because the page is about to change (signed in, or a link followed). */
  onClose: (navigating: boolean) => void;
}

/** The header's sign-in dialog (docs/decisions/053); loaded only when someone opens it. */
export default function SignInDialog({ opened, area, next, login, onAreaChange, onClose }: SignInDialogProps) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={() => onClose(false)}
      returnFocus={false}
      title={t('signin.title')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <Stack gap="lg">
        <SegmentedControl
          fullWidth
          aria-label={t('signin.area.label')}
          value={area}
          onChange={(value) => onAreaChange(parseDialogArea(value) ?? 'patients')}
          data={[
            { value: 'patients', label: t('signin.area.patients') },
            { value: 'partners', label: t('signin.area.partners') },
          ]}
        />
        <SignInForm
          key={area}
          area={area}
          initialLogin={login}
          onSignedIn={(account) => {
            onClose(true);
            void navigate(signInTarget(account.user_type, locale, next));
          }}
          onLeave={() => onClose(true)}
        />
      </Stack>
    </Modal>
  );
}
