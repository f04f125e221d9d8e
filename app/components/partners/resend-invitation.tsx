import { Button } from '@mantine/core';
import { useState } from 'react';
import * as routes from '../../../contracts/routes/partner-doctors.ts';
import { call } from '../../api/call.ts';
import { useT } from '../../i18n/use-t.ts';
import { showToast } from '../../shell/toasts.ts';

/**
 * The doctor's cabinet waits for its password: the partner sends the set-password link again (the doctor lost
 * the mail, or it expired; docs/decisions/274). The earlier link stops working. A refusal (the password was
 * set meanwhile) is told by the shared error toast.
 */
export function ResendInvitation({ doctorId }: { doctorId: number }) {
  const { t } = useT();
  const [sending, setSending] = useState(false);
  async function send() {
    setSending(true);
    try {
      await call(routes.resendPartnerDoctorInvitation, { params: { id: doctorId } });
      showToast({ severity: 'success', detail: 'partner.doctor.invitation.sent' });
    } catch {
      // The API client has shown the answer's message.
    } finally {
      setSending(false);
    }
  }
  return (
    <Button variant="light" w="fit-content" loading={sending} onClick={() => void send()}>
      {t('partner.doctor.invitation.resend')}
    </Button>
  );
}
