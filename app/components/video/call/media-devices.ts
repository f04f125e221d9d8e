/** Why this side has no microphone or camera track, as the page explains it. */
export type MediaProblem = 'denied' | 'missing' | 'busy' | 'unsupported' | 'failed';

export type DeviceKind = 'audioinput' | 'videoinput' | 'audiooutput';
export const DEVICE_KINDS: readonly DeviceKind[] = ['audioinput', 'videoinput', 'audiooutput'];

export interface DeviceOption {
  id: string;
  /** The device's own name, or null before the browser may tell it (no permission yet). */
  label: string | null;
}

export type DeviceLists = Record<DeviceKind, DeviceOption[]>;
export type DeviceChoice = Partial<Record<DeviceKind, string>>;

/** What a failed `getUserMedia` means for the person in front of it. */
export function classifyMediaError(error: unknown): MediaProblem {
  const name = error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}

/**
 * The browser's devices by kind, each listed once. Before permission the browser hides ids and names,
 * but an entry of a kind still says that such a device exists. The "default" and "communications"
 * entries of Chromium repeat a real device and are left out when that device is listed.
 */
export function groupDevices(devices: readonly Pick<MediaDeviceInfo, 'kind' | 'deviceId' | 'label' | 'groupId'>[]): DeviceLists {
  const lists: DeviceLists = { audioinput: [], videoinput: [], audiooutput: [] };
  for (const device of devices) {
    const list = lists[device.kind as DeviceKind] as DeviceOption[] | undefined;
    if (!list) continue;
    if (device.deviceId === 'communications') continue;
    if (list.some((item) => item.id === device.deviceId)) continue;
    list.push({ id: device.deviceId, label: device.label.trim() || null });
  }
  for (const kind of DEVICE_KINDS) {
    const list = lists[kind];
    const named = list.filter((item) => item.id !== 'default');
    if (named.length > 0 && list.length > named.length) lists[kind] = named;
  }
  return lists;
}

/** The device to use: the one chosen before when it is still there, else the browser's default (none named). */
export function pickDevice(list: readonly DeviceOption[], preferred: string | undefined): string | undefined {
  return preferred && list.some((item) => item.id === preferred) ? preferred : undefined;
}

/**
 * A device id as a constraint: `exact` for a device just picked from the list, `ideal` for one remembered
 * from last time (it may be gone, and before permission the browser cannot check the list).
 */
function device(deviceId: string | undefined, exact: boolean): MediaTrackConstraints {
  if (!deviceId) return {};
  return { deviceId: exact ? { exact: deviceId } : { ideal: deviceId } };
}

/** Constraints of a microphone: echo cancelled and noise suppressed, the chosen device if any. */
export function audioConstraints(deviceId: string | undefined, exact = false): MediaTrackConstraints {
  return { echoCancellation: true, noiseSuppression: true, autoGainControl: true, ...device(deviceId, exact) };
}

/** Constraints of a camera: 720p at most 30 frames a second is plenty for a face and light on the uplink. */
export function videoConstraints(deviceId: string | undefined, exact = false): MediaTrackConstraints {
  return {
    width: { ideal: 1280 },
    height: { ideal: 720 },
    frameRate: { ideal: 30, max: 30 },
    ...(deviceId ? device(deviceId, exact) : { facingMode: 'user' }),
  };
}

const CHOICE_KEY = 'vizyt.video.devices';

/** The devices chosen last time on this browser (nothing personal: ids the browser made up for this site). */
export function loadChoice(storage: Pick<Storage, 'getItem'> | null): DeviceChoice {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CHOICE_KEY) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(
      DEVICE_KINDS.flatMap((kind) => (typeof (value as DeviceChoice)[kind] === 'string' ? [[kind, (value as DeviceChoice)[kind]]] : [])),
    );
  } catch {
    return {};
  }
}

export function saveChoice(storage: Pick<Storage, 'setItem'> | null, choice: DeviceChoice): void {
  try {
    storage?.setItem(CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}
