import { describe, expect, test } from 'vitest';
import type { Messenger } from '../messaging/messenger.ts';
import { findResource } from '../../resources/registry.ts';
import { resourceHooks, resourceHooksByName } from './server-hooks.ts';

// Building the map only keeps the messenger for later sends; nothing here sends.
const messenger = {} as Messenger;

describe('server-side resource hooks', () => {
  test('every entry names a registry resource, one that can be written unless its hooks only present what it reads', () => {
    const byName = resourceHooksByName(messenger);
    const names = Object.keys(byName);
    expect(names.sort()).toEqual([
      'alert-regions',
      'blog/articles',
      'blog/comments',
      'content-blocks',
      'doctor-services',
      'doctors',
      'entry-feedback',
      'legal-entities',
      'promotion-participants',
      'promotions',
      'questions-answers',
      'representatives',
      'reviews',
      'support',
    ]);
    for (const name of names) {
      const definition = findResource(name);
      expect(definition, name).toBeDefined();
      const { beforeWrite, afterWrite, afterCommit } = byName[name];
      if (beforeWrite || afterWrite || afterCommit) expect(definition!.create ?? definition!.update, `${name} is written over the API`).toBeDefined();
    }
  });

  test('a resource without hooks gets none, also for inherited object keys', () => {
    const find = resourceHooks(messenger);
    expect(find('reviews')?.afterWrite).toBeTypeOf('function');
    expect(find('cities')).toBeUndefined();
    expect(find('constructor')).toBeUndefined();
  });
});
