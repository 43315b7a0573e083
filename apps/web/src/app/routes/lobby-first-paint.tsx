import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import enShell from '../../locales/en/shell.json';
import shell from '../shell/app-shell.module.css';
import { LobbyHero } from './lobby-hero';
import styles from './lobby.module.css';

/** The language the pre-rendered banner speaks: the default one. */
export const FIRST_PAINT_LANGUAGE = 'en';

/**
 * The lobby's banner as static markup, for lobby.html (rendered at build time by
 * vite.config.ts). The banner is the lobby's largest paint; rendered by React it waited for the
 * app's code to arrive and run, so a phone's largest paint came seconds after its first. From
 * lobby.html it paints beneath the start-up overlay as soon as the stylesheet is in, inside the
 * shell's own boxes so that it has the size React's banner will have. React's first render
 * replaces it (the overlay still covers the page then), so nobody sees or taps it: it is inert.
 */
export async function renderLobbyFirstPaint(): Promise<{ guest: string; player: string }> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: FIRST_PAINT_LANGUAGE,
    resources: { [FIRST_PAINT_LANGUAGE]: { shell: enShell } },
    ns: ['shell'],
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
  });
  const render = (isPlayer: boolean) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <div className={shell.shell} inert>
            <div className={shell.body}>
              <div className={shell.column}>
                <main className={shell.main}>
                  <div className={styles.lobby}>
                    <LobbyHero isPlayer={isPlayer} />
                  </div>
                </main>
              </div>
            </div>
          </div>
        </MemoryRouter>
      </I18nextProvider>,
    );
  return { guest: render(false), player: render(true) };
}
