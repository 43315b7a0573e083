import type { LocalizedNames, LocalizedSlideTexts, NewCategory, NewSlide } from './catalogue.repository.js';

/** One text in the lobby's four languages, in this order. */
type InFourLanguages = readonly [en: string, es: string, pt: string, ru: string];

function names([en, es, pt, ru]: InFourLanguages): LocalizedNames {
  return { en, es, pt, ru };
}

/** A seeded category; its icon is the lobby's picture named after the slug. */
function category(
  casino_type: NewCategory['casino_type'],
  slug: string,
  sort: number,
  inFour: InFourLanguages,
): NewCategory {
  return { casino_type, slug, names: names(inFour), icon: `/lobby/categories/${slug}.svg`, sort };
}

/**
 * The lobby's own categories, reference data seeded on every start (an operator's later edits
 * stand). A feed's games join them by slug; a slug the lobby does not know becomes a category
 * named after it.
 */
export const LOBBY_CATEGORIES: readonly NewCategory[] = [
  category('casino', 'popular', 10, ['Popular', 'Populares', 'Populares', 'Популярные']),
  category('casino', 'new', 20, ['New', 'Nuevos', 'Novos', 'Новинки']),
  category('casino', 'slots', 30, ['Slots', 'Tragamonedas', 'Caça-níqueis', 'Слоты']),
  category('casino', 'free-spins', 40, ['Free spins', 'Giros gratis', 'Rodadas grátis', 'Фриспины']),
  category('casino', 'high-volatility', 50, [
    'High volatility',
    'Alta volatilidad',
    'Alta volatilidade',
    'Высокая волатильность',
  ]),
  category('casino', 'classic', 60, ['Classics', 'Clásicos', 'Clássicos', 'Классика']),
  category('live_casino', 'roulette', 10, ['Roulette', 'Ruleta', 'Roleta', 'Рулетка']),
  category('live_casino', 'blackjack', 20, ['Blackjack', 'Blackjack', 'Blackjack', 'Блэкджек']),
  category('live_casino', 'baccarat', 30, ['Baccarat', 'Baccarat', 'Bacará', 'Баккара']),
  category('live_casino', 'table-games', 40, [
    'Table games',
    'Juegos de mesa',
    'Jogos de mesa',
    'Настольные игры',
  ]),
];

/** Names of categories feeds often bring (mechanics, volatility, table kinds); not seeded. */
const FEED_CATEGORY_NAMES: Readonly<Record<string, LocalizedNames>> = Object.fromEntries(
  Object.entries({
    megaways: ['Megaways', 'Megaways', 'Megaways', 'Megaways'],
    ways: ['Ways to win', 'Formas de ganar', 'Formas de ganhar', 'Способы выигрыша'],
    cascading: ['Cascading reels', 'Rodillos en cascada', 'Rolos em cascata', 'Каскадные барабаны'],
    'cluster-pays': ['Cluster pays', 'Pagos por grupos', 'Pagamentos em grupo', 'Кластерные выплаты'],
    'hold-and-win': ['Hold & Win', 'Hold & Win', 'Hold & Win', 'Hold & Win'],
    'bonus-buy': ['Bonus buy', 'Compra de bono', 'Compra de bônus', 'Покупка бонуса'],
    multipliers: ['Multipliers', 'Multiplicadores', 'Multiplicadores', 'Множители'],
    jackpots: ['Jackpots', 'Botes', 'Jackpots', 'Джекпоты'],
    wilds: ['Wilds', 'Comodines', 'Wilds', 'Вайлды'],
    'low-volatility': ['Low volatility', 'Baja volatilidad', 'Baixa volatilidade', 'Низкая волатильность'],
    'medium-volatility': [
      'Medium volatility',
      'Volatilidad media',
      'Média volatilidade',
      'Средняя волатильность',
    ],
    'game-shows': ['Game shows', 'Concursos', 'Game shows', 'Игровые шоу'],
    poker: ['Poker', 'Póker', 'Pôquer', 'Покер'],
    dice: ['Dice', 'Dados', 'Dados', 'Кости'],
  } satisfies Record<string, InFourLanguages>).map(([slug, inFour]) => [slug, names(inFour)]),
);

/** Translations for a slug a feed brings, in any mode (undefined for a slug nobody named). */
export function categoryNames(slug: string): LocalizedNames | undefined {
  return LOBBY_CATEGORIES.find((c) => c.slug === slug)?.names ?? FEED_CATEGORY_NAMES[slug];
}

/** A slide's title, text and button label. */
type SlideWords = readonly [title: string, text: string, button_text: string];

function slideTexts(byLanguage: Record<'en' | 'es' | 'pt' | 'ru', SlideWords>): LocalizedSlideTexts {
  const texts = ([title, text, button_text]: SlideWords) => ({ title, text, button_text });
  return {
    en: texts(byLanguage.en),
    es: texts(byLanguage.es),
    pt: texts(byLanguage.pt),
    ru: texts(byLanguage.ru),
  };
}

/** The welcome slides, demo content; their buttons lead to the studio's games once those exist. */
export function lobbySlides(links: { originals: string; liveTables: string }): NewSlide[] {
  return [
    {
      code: 'welcome-package',
      sort: 10,
      image: '/lobby/slide-welcome.webp',
      button_action: '/bonuses',
      texts: slideTexts({
        en: [
          'Welcome package',
          'Bonuses on your first three deposits, for the casino or for sports.',
          'Get the bonus',
        ],
        es: [
          'Paquete de bienvenida',
          'Bonos en tus tres primeros depósitos, para el casino o para deportes.',
          'Obtener el bono',
        ],
        pt: [
          'Pacote de boas-vindas',
          'Bônus nos seus três primeiros depósitos, para o cassino ou para esportes.',
          'Pegar o bônus',
        ],
        ru: [
          'Приветственный пакет',
          'Бонусы на первые три депозита — для казино или для ставок на спорт.',
          'Получить бонус',
        ],
      }),
    },
    {
      code: 'provably-fair-originals',
      sort: 20,
      image: '/lobby/slide-fair.webp',
      button_action: links.originals,
      texts: slideTexts({
        en: [
          'Provably fair originals',
          'Our own games: check any round yourself with its seeds.',
          'Play now',
        ],
        es: [
          'Originales demostrablemente justos',
          'Nuestros propios juegos: comprueba tú mismo cualquier ronda con sus semillas.',
          'Jugar ahora',
        ],
        pt: [
          'Originais comprovadamente justos',
          'Nossos próprios jogos: confira qualquer rodada você mesmo com as sementes.',
          'Jogar agora',
        ],
        ru: [
          'Доказуемо честные игры',
          'Наши собственные игры: проверьте любой раунд сами по его сидам.',
          'Играть',
        ],
      }),
    },
    {
      code: 'live-tables',
      sort: 30,
      image: '/lobby/slide-live.webp',
      button_action: links.liveTables,
      texts: slideTexts({
        en: ['Live tables', 'Roulette, blackjack and baccarat, open around the clock.', 'Take a seat'],
        es: ['Mesas en vivo', 'Ruleta, blackjack y baccarat, abiertas a toda hora.', 'Siéntate'],
        pt: ['Mesas ao vivo', 'Roleta, blackjack e bacará, abertas 24 horas por dia.', 'Sente-se'],
        ru: ['Живые столы', 'Рулетка, блэкджек и баккара — круглосуточно.', 'Занять место'],
      }),
    },
  ];
}
