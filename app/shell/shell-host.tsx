import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import './dialog-styles.ts';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/notifications/styles.css';
import { useEffect } from 'react';
import { ModalsProvider, modals } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { useTranslation } from '../i18n/i18n.ts';
import { connectDialogs, MODAL_DEFAULTS } from './dialogs.ts';
import { ModalTitle } from './modal-title.tsx';
import { connectToasts, TOAST_LIFE_MS, toastTitle, type ToastMessage } from './toasts.ts';
import toastClasses from './toasts.module.css';

/**
 * Bottom right, not SPEC's top centre: dialogs open near the top (`yOffset` below), so a toast there
 * covered the heading of the very dialog it was about (docs/decisions/177). On a phone Mantine stretches
 * the area across the screen, so this is the bottom edge there.
 */
const TOAST_POSITION = 'bottom-right';

const TOAST_COLORS: Record<ToastMessage['severity'], string> = { success: 'brand', info: 'blue', warning: 'yellow', error: 'red' };

/** The toast area and the dialog host. Loaded lazily by the root; never rendered on the server. */
export default function ShellHost() {
  const { t, i18n } = useTranslation();

  useEffect(() => {
    const text = (value?: string) => (value && i18n.exists(value) ? t(value) : value);
    connectToasts((message) =>
      notifications.show({
        color: TOAST_COLORS[message.severity],
        title: text(toastTitle(message)),
        message: text(message.detail) ?? '',
        autoClose: message.life ?? TOAST_LIFE_MS,
        withCloseButton: message.closable ?? true,
        closeButtonProps: { 'aria-label': t('toast.close') },
        classNames: { description: toastClasses.description },
      }),
    );
    connectDialogs({
      confirm(id, options, settle) {
        let settled = false;
        const finish = (accepted: boolean) => {
          if (settled) return;
          settled = true;
          settle(accepted);
        };
        modals.openConfirmModal({
          modalId: id,
          title: options.header ?? t('confirm.question'),
          children: options.message,
          labels: { confirm: t('confirm.accept'), cancel: t('confirm.reject') },
          centered: false,
          yOffset: '5dvh',
          onConfirm: () => finish(true),
          onCancel: () => finish(false),
          onClose: () => finish(false),
        });
      },
      open(id, options) {
        modals.open({
          modalId: id,
          title: <ModalTitle modalId={id}>{options.title ?? t('modal.default.header')}</ModalTitle>,
          children: options.children,
          size: options.width ?? MODAL_DEFAULTS.width,
          onClose: options.onClose,
        });
      },
      close: (id) => modals.close(id),
    });
    return () => {
      connectToasts(null);
      connectDialogs(null);
    };
  }, [t, i18n]);

  return (
    <>
      <Notifications position={TOAST_POSITION} autoClose={TOAST_LIFE_MS} />
      <ModalsProvider
        modalProps={{
          centered: true,
          closeOnClickOutside: true,
          closeOnEscape: true,
          lockScroll: true,
          transitionProps: { duration: MODAL_DEFAULTS.enterDurationMs, exitDuration: MODAL_DEFAULTS.enterDurationMs },
          styles: { content: { maxHeight: MODAL_DEFAULTS.maxHeight }, title: { flex: 1 } },
          closeButtonProps: { 'aria-label': t('modal.close') },
        }}
      />
    </>
  );
}
