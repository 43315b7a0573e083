import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signIn, stubFetch } from '../testing';
import { renderLobbyFirstPaint } from './lobby-first-paint';

/** The banner section of some markup, as the browser would parse it. */
function bannerOf(markup: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const banner = holder.querySelector('section');
  if (!banner) throw new Error('no banner section in the markup');
  return banner.outerHTML;
}

/** The banner the app renders on the lobby, once it is there. */
async function appBanner(): Promise<string> {
  stubFetch();
  const { findByRole } = renderApp('/');
  const title = await findByRole('heading', { level: 1 });
  const banner = title.closest('section');
  if (!banner) throw new Error('the lobby rendered no banner section');
  return banner.outerHTML;
}

describe('the lobby banner pre-rendered into the lobby page (lobby.html)', () => {
  afterEach(() => window.localStorage.clear());

  it('is the banner the app renders on the lobby for a guest', async () => {
    const { guest } = await renderLobbyFirstPaint();
    expect(bannerOf(guest)).toBe(await appBanner());
    expect(guest).toContain('Claim bonus');
  });

  it('is the banner the app renders on the lobby for a signed-in player', async () => {
    signIn();
    const { player } = await renderLobbyFirstPaint();
    expect(bannerOf(player)).toBe(await appBanner());
    expect(player).toContain('Deposit now');
  });

  it('sits in the shell boxes the app renders it in, inert beneath the start-up overlay', async () => {
    const { guest } = await renderLobbyFirstPaint();
    const holder = document.createElement('div');
    holder.innerHTML = guest;
    stubFetch();
    const { findByRole } = renderApp('/');
    const appLobby = (await findByRole('heading', { level: 1 })).closest('main');
    const firstPaintLobby = holder.querySelector('main');
    expect(firstPaintLobby?.className).toBe(appLobby?.className);
    expect(firstPaintLobby?.firstElementChild?.className).toBe(appLobby?.firstElementChild?.className);
    expect(holder.firstElementChild?.hasAttribute('inert')).toBe(true);
  });
});
