import { describe, expect, it, vi } from 'vitest';
import { closeModal, confirmAction, connectDialogs, openModal, type DialogSink } from './dialogs.ts';
import { onShellHostRequested } from './host-loader.ts';
import { connectToasts, showToast, type ToastMessage } from './toasts.ts';

describe('shell calls made before the host has loaded', () => {
  it('queue toasts, ask for the host, and deliver them once it connects', () => {
    const requested = vi.fn();
    const stop = onShellHostRequested(requested);
    showToast({ severity: 'error', detail: 'lack.of.rights' });
    expect(requested).toHaveBeenCalledTimes(1);
    const shown: ToastMessage[] = [];
    connectToasts((message) => shown.push(message));
    showToast({ severity: 'success', detail: 'Saved' });
    expect(shown.map((message) => message.detail)).toEqual(['lack.of.rights', 'Saved']);
    connectToasts(null);
    stop();
  });

  it('queue dialogs and settle a confirm with the answer', async () => {
    const id = openModal({ children: 'body' });
    const answer = confirmAction({ message: 'Delete?' });
    closeModal(id);
    const calls: string[] = [];
    const sink: DialogSink = {
      open: (modalId) => calls.push(`open ${modalId}`),
      close: (modalId) => calls.push(`close ${modalId}`),
      confirm: (confirmId, _options, settle) => {
        calls.push(`confirm ${confirmId}`);
        settle(true);
      },
    };
    connectDialogs(sink);
    await expect(answer).resolves.toBe(true);
    expect(calls).toEqual([`open ${id}`, expect.stringMatching(/^confirm /), `close ${id}`]);
    connectDialogs(null);
  });
});
