import '../forms/form-styles.ts';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import type { SignInArea } from './account.ts';
import { setAccount } from './account-store.ts';
import { deadlineAfter } from './countdown.ts';
import { signInTarget } from './paths.ts';
import type { CodeSent } from './restore-api.ts';
import { RestoreCodeStep } from './restore-code-step.tsx';
import { RestorePasswordStep } from './restore-password-step.tsx';
import { RestorePhoneStep } from './restore-phone-step.tsx';
import { requestSignIn } from './sign-in-request.ts';
import classes from './account.module.css';

type Step = 'phone' | 'code' | 'password';
const STEP_NUMBER: Record<Step, number> = { phone: 1, code: 2, password: 3 };
const STEP_TITLE = { phone: 'restore.phone.title', code: 'restore.code.title', password: 'restore.password.title' } as const;

/**
 * SPEC §4 password restore: phone → SMS code → new password, then signed in and on to the area's
 * cabinet. The phone survives going back a step; focus moves to each step's heading.
 */
export function PasswordRestore({ area }: { area: SignInArea }) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // A set-password link staff e-mailed (a doctor's new cabinet) carries its token in the fragment.
  const [fromLink, setFromLink] = useState(false);

  useEffect(() => {
    const linked = /^#token=([\w-]{20,100})$/.exec(window.location.hash)?.[1];
    if (!linked) return;
    // Out of the address bar and the history at once: the token is a password until it is used.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setToken(linked);
    setFromLink(true);
    setStep('password');
  }, []);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [step]);

  const codeSent = (sent: CodeSent) => setResendAt(deadlineAfter(sent.resend_after_seconds, Date.now()));

  return (
    <div className={`${classes.narrow} ${classes.card}`}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t(fromLink ? 'restore.link.title' : 'restore.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('restore.area', { area: t(`signin.area.${area}`) })}
          </Text>
        </div>
        <div>
          {!fromLink && (
            <Text size="sm" c="dimmed">
              {t('restore.step', { n: STEP_NUMBER[step] })}
            </Text>
          )}
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1} className={classes.heading}>
            {t(STEP_TITLE[step])}
          </Title>
        </div>
        {step === 'phone' && (
          <RestorePhoneStep
            area={area}
            phone={phone}
            onPhoneChange={setPhone}
            onSent={(sent) => {
              codeSent(sent);
              setStep('code');
            }}
          />
        )}
        {step === 'code' && (
          <RestoreCodeStep
            area={area}
            phone={phone.trim()}
            resendAt={resendAt}
            onResent={codeSent}
            onVerified={(next) => {
              setToken(next);
              setStep('password');
            }}
            onChangePhone={() => setStep('phone')}
          />
        )}
        {step === 'password' && token && (
          <RestorePasswordStep
            token={token}
            onDone={(account) => {
              setAccount(account);
              void navigate(signInTarget(account.user_type, locale, null), { replace: true });
            }}
            onStartOver={() => {
              setToken(null);
              setFromLink(false);
              setStep('phone');
            }}
          />
        )}
        {area === 'doctors' ? (
          <Anchor component={Link} to={localizedPath('/cabinet-doctor/login', locale)} size="sm">
            {t('restore.back.to.sign.in')}
          </Anchor>
        ) : (
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => requestSignIn({ area, login: phone.trim() || undefined })}>
            {t('restore.back.to.sign.in')}
          </Anchor>
        )}
      </Stack>
    </div>
  );
}
