import type { Game } from '@casino/contract';

/** A tile image's declared width: the tile's own box (game-tile.tsx), its @2x copy twice that. */
const BASE_WIDTH = 240;

/**
 * How wide a tile is drawn: about a third of a phone's screen (3.25 to a lobby row, 3 to a grid
 * row), at most about 240 px elsewhere. With the widths declared here, a phone under 2x and a 1x screen
 * take the image (300 px for our studio's covers), a 2x or 3x phone and a 2x screen its @2x copy.
 */
export const TILE_SIZES = '(max-width: 700px) 31vw, 240px';

/**
 * The tile image's `srcset` when the game's further images hold a double-density copy of its
 * image (the same path with `@2x` before the extension, as our studio's covers and most
 * providers' CDNs name them), so each screen fetches the smaller file that is still sharp; the
 * widths are declared conservatively (the tile's box), so a screen errs towards the larger copy.
 * Undefined when there is none: the image alone is used, as given.
 */
export function tileSrcSet(game: Pick<Game, 'img' | 'uploaded_images'>): string | undefined {
  const dot = game.img.lastIndexOf('.');
  if (dot <= game.img.lastIndexOf('/')) return undefined;
  const double = `${game.img.slice(0, dot)}@2x${game.img.slice(dot)}`;
  return game.uploaded_images.includes(double)
    ? `${game.img} ${BASE_WIDTH}w, ${double} ${BASE_WIDTH * 2}w`
    : undefined;
}
