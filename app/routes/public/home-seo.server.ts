import { redirect, type AppLoadContext } from 'react-router';
import type { Locale } from '../../../contracts/locale.ts';
import type { SeoMessageKey } from '../../../contracts/seo-messages.ts';
import type { CityRow } from '../../../features/catalog/catalog.ts';
import type { MetaTag } from '../../../features/seo/head.ts';
import { translate } from '../../i18n/catalogs.ts';

/**
 * What staff set for a home page in the back office (docs/decisions/290): its title, description, h1 and the text
 * above the footer, each falling back to the page's own; a filtered page of the URL may redirect it or keep it out
 * of the index.
 */
export async function homePageSeo(context: AppLoadContext, locale: Locale, city: CityRow | null) {
  const t = (key: SeoMessageKey, values?: Record<string, string>) => translate(locale, key, values);
  const { catalog, seo: seoService } = context.services;
  // The dictionary's entry has the city's locative forms (`{city_locative}`: "у Києві").
  const entry = city && (await catalog.catalogDictionaries()).bySlug.city.get(city.city_slug.toLowerCase());
  const seo = await seoService.homePageSeo({
    city: city && (entry ?? { id: city.id, slug: city.city_slug, name_ua: city.name_ua, name_ru: city.name_ru }),
    locale,
    translate: t,
  });
  if (seo.redirect) throw redirect(seo.redirect, 301);
  const name = city && (locale === 'ru' ? city.name_ru : city.name_ua);
  const head: MetaTag[] = [
    { title: seo.title ?? (name ? translate(locale, 'home.city.title', { city: name }) : translate(locale, 'home.title')) },
    {
      name: 'description',
      content: seo.description ?? (name ? translate(locale, 'home.city.description', { city: name }) : translate(locale, 'home.description')),
    },
    ...(seo.is_index ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
  ];
  return { heading: seo.h1, seoText: seo.text, head };
}
