import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugify, transliterate } from './slug.ts';

describe('transliterate (resolution No. 55 of 2010)', () => {
  it('follows the examples of the national table', () => {
    const table: Array<[string, string]> = [
      ['Олексій', 'oleksii'],
      ['Юрій', 'yurii'],
      ['Щербак', 'shcherbak'],
      ['Згурський', 'zghurskyi'],
      ['Згорани', 'zghorany'],
      ['Розгон', 'rozghon'],
      ['Гадяч', 'hadiach'],
      ['Ґалаґан', 'galagan'],
      ['Єнакієве', 'yenakiieve'],
      ['Гаєвич', 'haievych'],
      ['Їжакевич', 'yizhakevych'],
      ['Кадиївка', 'kadyivka'],
      ['Йосипівка', 'yosypivka'],
      ['Стрий', 'stryi'],
      ['Юрченко', 'yurchenko'],
      ['Корюківка', 'koriukivka'],
      ['Яготин', 'yahotyn'],
      ['Костянтин', 'kostiantyn'],
      ['Знам’янка', 'znamianka'],
      ['Феодосія', 'feodosiia'],
      ['Жашків', 'zhashkiv'],
      ['Харків', 'kharkiv'],
      ['Біла Церква', 'bila tserkva'],
      ['Шостка', 'shostka'],
      ['Щербухи', 'shcherbukhy'],
      ['Гоща', 'hoshcha'],
      ['Русь', 'rus'],
      ['Львів', 'lviv'],
      ['Рівне', 'rivne'],
      ['Запоріжжя', 'zaporizhzhia'],
      ['Київ', 'kyiv'],
      ['Хмельницький', 'khmelnytskyi'],
    ];
    for (const [ukrainian, latin] of table) expect(transliterate(ukrainian), ukrainian).toBe(latin);
  });

  it('drops the apostrophe in each of its spellings', () => {
    for (const word of ["Мар'їне", 'Мар’їне', 'Марʼїне', 'Мар`їне']) expect(transliterate(word)).toBe('marine');
    expect(transliterate("П'ятихатки")).toBe('piatykhatky');
  });

  it('reads a letter after a digit as inside a word', () => {
    expect(transliterate('1я')).toBe('1ia');
    expect(transliterate('1 я')).toBe('1 ya');
  });

  it('gives the Russian letters Ukrainian lacks a place in the same scheme', () => {
    expect(transliterate('Подъезд')).toBe('podezd');
    expect(transliterate('Выход')).toBe('vykhod');
    expect(transliterate('Экран')).toBe('ekran');
    expect(transliterate('Ёлка')).toBe('yolka');
    expect(transliterate('Королёв')).toBe('koroliov');
  });

  it('folds Latin diacritics and keeps й and ї whole even when decomposed', () => {
    expect(transliterate('Déjà vu')).toBe('deja vu');
    expect(transliterate('Crème brûlée')).toBe('creme brulee');
    expect(transliterate('Юрій'.normalize('NFD'))).toBe('yurii');
    expect(transliterate('Їжак'.normalize('NFD'))).toBe('yizhak');
  });
});

describe('slugify', () => {
  it('joins words with single hyphens and trims them', () => {
    expect(slugify('  Клініка «Здоров’я», Київ!  ')).toBe('klinika-zdorovia-kyiv');
    expect(slugify('Déjà vu')).toBe('deja-vu');
    expect(slugify('Лікар-кардіолог №1')).toBe('likar-kardioloh-1');
    expect(slugify('!!!')).toBe('');
  });

  it('cuts a long name without leaving a hyphen at the end', () => {
    const slug = slugify(`${'а'.repeat(SLUG_MAX_LENGTH - 1)} б`);
    expect(slug).toBe('a'.repeat(SLUG_MAX_LENGTH - 1));
    expect(slugify('слово '.repeat(60)).length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
  });
});
