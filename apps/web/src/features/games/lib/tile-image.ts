import type { Game } from '@casino/contract';

/**
 * The tile image's `srcset` when the game's further images hold a double-density copy of its
 * image (the same path with `@2x` before the extension, as our studio's covers and most
 * providers' CDNs name them): a 2x or 3x phone then gets sharp art, a 1x screen the smaller file.
 * Undefined when there is none: the image alone is used, as given.
 */
export function tileSrcSet(game: Pick<Game, 'img' | 'uploaded_images'>): string | undefined {
  const dot = game.img.lastIndexOf('.');
  if (dot <= game.img.lastIndexOf('/')) return undefined;
  const double = `${game.img.slice(0, dot)}@2x${game.img.slice(dot)}`;
  return game.uploaded_images.includes(double) ? `${game.img} 1x, ${double} 2x` : undefined;
}
