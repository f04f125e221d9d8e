import { describe, expect, it } from 'vitest';
import { audioConstraints, classifyMediaError, groupDevices, loadChoice, pickDevice, saveChoice, videoConstraints } from './media-devices.ts';

const failure = (name: string) => Object.assign(new Error(name), { name });

describe('cameras and microphones', () => {
  it('tells a refusal from a missing or busy device', () => {
    expect(classifyMediaError(failure('NotAllowedError'))).toBe('denied');
    expect(classifyMediaError(failure('NotFoundError'))).toBe('missing');
    expect(classifyMediaError(failure('NotReadableError'))).toBe('busy');
    expect(classifyMediaError(failure('Whatever'))).toBe('failed');
    expect(classifyMediaError('nonsense')).toBe('failed');
  });

  it('lists each device once by kind, without the "default" and "communications" copies', () => {
    const lists = groupDevices([
      { kind: 'audioinput', deviceId: 'default', label: 'Default - Mic A', groupId: 'g1' },
      { kind: 'audioinput', deviceId: 'communications', label: 'Communications - Mic A', groupId: 'g1' },
      { kind: 'audioinput', deviceId: 'a', label: 'Mic A', groupId: 'g1' },
      { kind: 'videoinput', deviceId: 'c', label: ' ', groupId: 'g2' },
      { kind: 'audiooutput', deviceId: 'default', label: 'Default', groupId: 'g3' },
    ]);
    expect(lists.audioinput).toEqual([{ id: 'a', label: 'Mic A' }]);
    expect(lists.videoinput).toEqual([{ id: 'c', label: null }]);
    expect(lists.audiooutput).toEqual([{ id: 'default', label: 'Default' }]);
  });

  it('uses the device chosen before only while it is still there', () => {
    const list = [{ id: 'a', label: 'A' }];
    expect(pickDevice(list, 'a')).toBe('a');
    expect(pickDevice(list, 'gone')).toBeUndefined();
  });

  it('asks for a picked device exactly and for a remembered one ideally', () => {
    expect(audioConstraints('a', true).deviceId).toEqual({ exact: 'a' });
    expect(videoConstraints('c').deviceId).toEqual({ ideal: 'c' });
    expect(videoConstraints(undefined).facingMode).toBe('user');
    expect(audioConstraints(undefined).echoCancellation).toBe(true);
  });

  it('remembers the choice and survives a damaged or missing store', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    saveChoice(storage, { audioinput: 'a', videoinput: 'c' });
    expect(loadChoice(storage)).toEqual({ audioinput: 'a', videoinput: 'c' });
    store.set('vizyt.video.devices', '{not json');
    expect(loadChoice(storage)).toEqual({});
    expect(loadChoice(null)).toEqual({});
  });
});
