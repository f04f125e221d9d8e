/**
 * Ukraine's alert regions (docs/decisions/308) by their ids in the public alert feeds (alerts.in.ua's
 * `location_uid`): the oblasts, the Autonomous Republic of Crimea, Sevastopol and Kyiv city. Migration 0040 adds
 * them to a deployment; the demo seed adds any missing (its reset empties every table).
 */
export interface AlertRegionData {
  feed_uid: string;
  name_ua: string;
  name_ru: string;
}

const region = (feed_uid: string, name_ua: string, name_ru: string): AlertRegionData => ({ feed_uid, name_ua, name_ru });

export const ALERT_REGIONS: readonly AlertRegionData[] = [
  region('3', 'Хмельницька область', 'Хмельницкая область'),
  region('4', 'Вінницька область', 'Винницкая область'),
  region('5', 'Рівненська область', 'Ровенская область'),
  region('8', 'Волинська область', 'Волынская область'),
  region('9', 'Дніпропетровська область', 'Днепропетровская область'),
  region('10', 'Житомирська область', 'Житомирская область'),
  region('11', 'Закарпатська область', 'Закарпатская область'),
  region('12', 'Запорізька область', 'Запорожская область'),
  region('13', 'Івано-Франківська область', 'Ивано-Франковская область'),
  region('14', 'Київська область', 'Киевская область'),
  region('15', 'Кіровоградська область', 'Кировоградская область'),
  region('16', 'Луганська область', 'Луганская область'),
  region('17', 'Миколаївська область', 'Николаевская область'),
  region('18', 'Одеська область', 'Одесская область'),
  region('19', 'Полтавська область', 'Полтавская область'),
  region('20', 'Сумська область', 'Сумская область'),
  region('21', 'Тернопільська область', 'Тернопольская область'),
  region('22', 'Харківська область', 'Харьковская область'),
  region('23', 'Херсонська область', 'Херсонская область'),
  region('24', 'Черкаська область', 'Черкасская область'),
  region('25', 'Чернігівська область', 'Черниговская область'),
  region('26', 'Чернівецька область', 'Черновицкая область'),
  region('27', 'Львівська область', 'Львовская область'),
  region('28', 'Донецька область', 'Донецкая область'),
  region('29', 'Автономна Республіка Крим', 'Автономная Республика Крым'),
  region('30', 'м. Севастополь', 'г. Севастополь'),
  region('31', 'м. Київ', 'г. Киев'),
];

/** Kyiv city's id in the feeds: the demo's alert falls back to it. */
export const KYIV_CITY_FEED_UID = '31';

/**
 * A region's name reduced to what tells it apart, so a city's `region_ua` as staff typed it finds its region:
 * `Київська обл.` and `Київська область` are one region, `м. Київ` and `місто Київ` another. Migration 0040 states
 * the same rule in SQL for the cities a deployment already has.
 */
export function regionKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|\s)(область|обл\.|м\.|місто)(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
