import { describe, expect, it } from 'vitest';
import { tileSrcSet } from './tile-image';

describe('tileSrcSet', () => {
  it('offers the double-density copy named beside the image, at twice the width', () => {
    expect(
      tileSrcSet({
        img: '/studio/art/neon-fruits.webp',
        uploaded_images: ['/studio/art/neon-fruits.png', '/studio/art/neon-fruits@2x.webp'],
      }),
    ).toBe('/studio/art/neon-fruits.webp 240w, /studio/art/neon-fruits@2x.webp 480w');
  });

  it('leaves the image alone without such a copy', () => {
    expect(tileSrcSet({ img: '/studio/art/neon-fruits.svg', uploaded_images: [] })).toBeUndefined();
    // Another game's copy, or another format's, is not this image at twice the density.
    expect(
      tileSrcSet({ img: '/art/a.webp', uploaded_images: ['/art/b@2x.webp', '/art/a@2x.png'] }),
    ).toBeUndefined();
    // A dot in a folder's name is not an extension.
    expect(
      tileSrcSet({
        img: 'https://cdn.example/v1.2/cover',
        uploaded_images: ['https://cdn.example/v1@2x.2/cover'],
      }),
    ).toBeUndefined();
  });
});
