import type { Category, Game, MainPageRow, Page, Provider, Slide } from '@casino/contract';
import type { Locale } from '../../platform/i18n/locale.js';
import type { CategoryRow, GameTileRow, ProviderRow, SlideRow } from './catalogue.repository.js';
import type { MainPageCategory, SlotPage } from './catalogue.service.js';

/** A game tile: exactly document 1's fields. */
export function presentGame(row: GameTileRow): Game {
  return {
    game_id: row.game_id,
    name: row.name,
    img: row.img,
    uploaded_images: row.uploaded_images,
    is_hot: row.is_hot,
    is_exclusive: row.is_exclusive,
    demo: row.demo,
    basicRTP: row.basic_rtp,
  };
}

export function presentProvider(row: ProviderRow): Provider {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    uploaded_images: row.uploaded_images,
    slots_count: row.slots_count,
  };
}

/** A category named in the request's language (English when it has no translation). */
export function presentCategory(row: CategoryRow, locale: Locale): Category {
  return {
    id: row.id,
    name: row.names[locale] ?? row.names.en,
    uploaded_images: row.icon ? [row.icon] : [],
    slug: row.slug,
  };
}

export function presentMainPageRow(row: MainPageCategory, locale: Locale): MainPageRow {
  return {
    ...presentCategory(row.category, locale),
    slots: row.games.map(presentGame),
    slots_count: row.total,
  };
}

export function presentSlide(row: SlideRow, locale: Locale): Slide {
  const texts = row.texts[locale] ?? row.texts.en;
  return {
    id: row.id,
    title: texts.title,
    text: texts.text,
    button_text: texts.button_text,
    button_action: row.button_action,
    image: row.image,
  };
}

/**
 * A page in the DRF shape. next and previous are absolute paths carrying the request's other
 * query parameters; the first page's link has no page parameter. A page past the end is empty,
 * its previous link pointing at the last page.
 */
export function presentSlotPage(slots: SlotPage, path: string, rawQuery: string): Page<Game> {
  const lastPage = Math.max(1, Math.ceil(slots.count / slots.pageSize));
  const link = (page: number): string => {
    const params = new URLSearchParams(rawQuery);
    params.delete('page');
    if (page > 1) params.append('page', String(page));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  const next = slots.page < lastPage ? link(slots.page + 1) : null;
  const previous = slots.count === 0 || slots.page === 1 ? null : link(Math.min(slots.page - 1, lastPage));
  return { count: slots.count, next, previous, results: slots.games.map(presentGame) };
}
