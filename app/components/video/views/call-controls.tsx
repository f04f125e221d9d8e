import { Button } from '@mantine/core';
import {
  IconDoorExit,
  IconMaximize,
  IconMessage,
  IconMicrophone,
  IconMicrophoneOff,
  IconMinimize,
  IconPhoneOff,
  IconScreenShare,
  IconScreenShareOff,
  IconSettings,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import type { LocalMedia, LocalMediaSnapshot } from '../call/local-media.ts';
import classes from './video.module.css';

/**
 * A toggle keeps its name and says its state with `aria-pressed` ("Mute microphone", pressed = muted), so
 * screen readers and tests find it by one name whatever its state.
 */
export function ControlToggle({
  name,
  label,
  pressed,
  icon,
  onClick,
  disabled,
}: {
  name: string;
  label: string;
  pressed: boolean;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant={pressed ? 'filled' : 'default'}
      color={pressed ? 'dark' : undefined}
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
      leftSection={icon}
      data-control={name}
      title={label}
      size="md"
    >
      <span className={classes.controlLabel}>{label}</span>
    </Button>
  );
}

/** Microphone and camera on and off: in the waiting room and in the call. */
export function MediaToggles({ media, state }: { media: LocalMedia; state: LocalMediaSnapshot }) {
  const { t } = useT();
  return (
    <>
      <ControlToggle
        name="mic"
        label={t('video.control.mute')}
        pressed={!state.micOn}
        icon={state.micOn ? <IconMicrophone size={20} aria-hidden /> : <IconMicrophoneOff size={20} aria-hidden />}
        onClick={() => media.toggleMic()}
      />
      <ControlToggle
        name="camera"
        label={t('video.control.camera')}
        pressed={!state.cameraOn}
        icon={state.cameraOn ? <IconVideo size={20} aria-hidden /> : <IconVideoOff size={20} aria-hidden />}
        onClick={() => void media.toggleCamera()}
      />
    </>
  );
}

export interface CallControlsProps {
  media: LocalMedia;
  state: LocalMediaSnapshot;
  fullscreen: { active: boolean; supported: boolean; toggle: () => void };
  chatOpen: boolean;
  onChat: () => void;
  devicesOpen: boolean;
  onDevices: () => void;
  role: 'doctor' | 'patient';
  onEnd: () => void;
}

/** The call's buttons: microphone, camera, screen, full screen, devices, chat, and End (doctor) or Leave (patient). */
export function CallControls({ media, state, fullscreen, chatOpen, onChat, devicesOpen, onDevices, role, onEnd }: CallControlsProps) {
  const { t } = useT();
  return (
    <div className={classes.controls} role="toolbar" aria-label={t('video.call.label')}>
      <MediaToggles media={media} state={state} />
      {media.canShare && (
        <ControlToggle
          name="share"
          label={t('video.control.share')}
          pressed={state.sharing}
          icon={state.sharing ? <IconScreenShareOff size={20} aria-hidden /> : <IconScreenShare size={20} aria-hidden />}
          onClick={() => (state.sharing ? media.stopShare() : void media.startShare())}
        />
      )}
      {fullscreen.supported && (
        <ControlToggle
          name="fullscreen"
          label={t('video.control.fullscreen')}
          pressed={fullscreen.active}
          icon={fullscreen.active ? <IconMinimize size={20} aria-hidden /> : <IconMaximize size={20} aria-hidden />}
          onClick={fullscreen.toggle}
        />
      )}
      <ControlToggle
        name="devices"
        label={t('video.control.devices')}
        pressed={devicesOpen}
        icon={<IconSettings size={20} aria-hidden />}
        onClick={onDevices}
      />
      <ControlToggle name="chat" label={t('video.control.chat')} pressed={chatOpen} icon={<IconMessage size={20} aria-hidden />} onClick={onChat} />
      <Button
        color="red.8"
        size="md"
        onClick={onEnd}
        title={t(role === 'doctor' ? 'video.control.end' : 'video.control.leave')}
        leftSection={role === 'doctor' ? <IconPhoneOff size={20} aria-hidden /> : <IconDoorExit size={20} aria-hidden />}
        data-control="end"
      >
        <span className={classes.controlLabel}>{t(role === 'doctor' ? 'video.control.end' : 'video.control.leave')}</span>
      </Button>
    </div>
  );
}
