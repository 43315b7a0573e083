import type { NewCategory, NewSlide, LocalizedNames } from './catalogue.repository.js';

/**
 * The lobby's own categories, reference data seeded on every start (an operator's later edits
 * stand). A feed's games join them by slug; a slug the lobby does not know becomes a category
 * named after it.
 */
export const LOBBY_CATEGORIES: readonly NewCategory[] = [
  {
    casino_type: 'casino',
    slug: 'popular',
    names: { en: 'Popular', es: 'Populares', pt: 'Populares', ru: 'Популярные' },
    icon: '/lobby/categories/popular.svg',
    sort: 10,
  },
  {
    casino_type: 'casino',
    slug: 'new',
    names: { en: 'New', es: 'Nuevos', pt: 'Novos', ru: 'Новинки' },
    icon: '/lobby/categories/new.svg',
    sort: 20,
  },
  {
    casino_type: 'casino',
    slug: 'slots',
    names: { en: 'Slots', es: 'Tragamonedas', pt: 'Caça-níqueis', ru: 'Слоты' },
    icon: '/lobby/categories/slots.svg',
    sort: 30,
  },
  {
    casino_type: 'casino',
    slug: 'free-spins',
    names: { en: 'Free spins', es: 'Giros gratis', pt: 'Rodadas grátis', ru: 'Фриспины' },
    icon: '/lobby/categories/free-spins.svg',
    sort: 40,
  },
  {
    casino_type: 'casino',
    slug: 'high-volatility',
    names: {
      en: 'High volatility',
      es: 'Alta volatilidad',
      pt: 'Alta volatilidade',
      ru: 'Высокая волатильность',
    },
    icon: '/lobby/categories/high-volatility.svg',
    sort: 50,
  },
  {
    casino_type: 'casino',
    slug: 'classic',
    names: { en: 'Classics', es: 'Clásicos', pt: 'Clássicos', ru: 'Классика' },
    icon: '/lobby/categories/classic.svg',
    sort: 60,
  },
  {
    casino_type: 'live_casino',
    slug: 'roulette',
    names: { en: 'Roulette', es: 'Ruleta', pt: 'Roleta', ru: 'Рулетка' },
    icon: '/lobby/categories/roulette.svg',
    sort: 10,
  },
  {
    casino_type: 'live_casino',
    slug: 'blackjack',
    names: { en: 'Blackjack', es: 'Blackjack', pt: 'Blackjack', ru: 'Блэкджек' },
    icon: '/lobby/categories/blackjack.svg',
    sort: 20,
  },
  {
    casino_type: 'live_casino',
    slug: 'baccarat',
    names: { en: 'Baccarat', es: 'Baccarat', pt: 'Bacará', ru: 'Баккара' },
    icon: '/lobby/categories/baccarat.svg',
    sort: 30,
  },
  {
    casino_type: 'live_casino',
    slug: 'table-games',
    names: { en: 'Table games', es: 'Juegos de mesa', pt: 'Jogos de mesa', ru: 'Настольные игры' },
    icon: '/lobby/categories/table-games.svg',
    sort: 40,
  },
];

/** Names of categories feeds often bring (mechanics, volatility, table kinds); not seeded. */
const FEED_CATEGORY_NAMES: Readonly<Record<string, LocalizedNames>> = {
  megaways: { en: 'Megaways', es: 'Megaways', pt: 'Megaways', ru: 'Megaways' },
  ways: { en: 'Ways to win', es: 'Formas de ganar', pt: 'Formas de ganhar', ru: 'Способы выигрыша' },
  cascading: {
    en: 'Cascading reels',
    es: 'Rodillos en cascada',
    pt: 'Rolos em cascata',
    ru: 'Каскадные барабаны',
  },
  'cluster-pays': {
    en: 'Cluster pays',
    es: 'Pagos por grupos',
    pt: 'Pagamentos em grupo',
    ru: 'Кластерные выплаты',
  },
  'hold-and-win': { en: 'Hold & Win', es: 'Hold & Win', pt: 'Hold & Win', ru: 'Hold & Win' },
  'bonus-buy': { en: 'Bonus buy', es: 'Compra de bono', pt: 'Compra de bônus', ru: 'Покупка бонуса' },
  multipliers: { en: 'Multipliers', es: 'Multiplicadores', pt: 'Multiplicadores', ru: 'Множители' },
  jackpots: { en: 'Jackpots', es: 'Botes', pt: 'Jackpots', ru: 'Джекпоты' },
  wilds: { en: 'Wilds', es: 'Comodines', pt: 'Wilds', ru: 'Вайлды' },
  'low-volatility': {
    en: 'Low volatility',
    es: 'Baja volatilidad',
    pt: 'Baixa volatilidade',
    ru: 'Низкая волатильность',
  },
  'medium-volatility': {
    en: 'Medium volatility',
    es: 'Volatilidad media',
    pt: 'Média volatilidade',
    ru: 'Средняя волатильность',
  },
  'game-shows': { en: 'Game shows', es: 'Concursos', pt: 'Game shows', ru: 'Игровые шоу' },
  poker: { en: 'Poker', es: 'Póker', pt: 'Pôquer', ru: 'Покер' },
  dice: { en: 'Dice', es: 'Dados', pt: 'Dados', ru: 'Кости' },
};

/** Translations for a slug a feed brings, in any mode (undefined for a slug nobody named). */
export function categoryNames(slug: string): LocalizedNames | undefined {
  return LOBBY_CATEGORIES.find((c) => c.slug === slug)?.names ?? FEED_CATEGORY_NAMES[slug];
}

/** The welcome slides, demo content; their buttons lead to the studio's games once those exist. */
export function lobbySlides(links: { originals: string; liveTables: string }): NewSlide[] {
  return [
    {
      code: 'welcome-package',
      sort: 10,
      image: '/lobby/slide-welcome.svg',
      button_action: '/bonuses',
      texts: {
        en: {
          title: 'Welcome package',
          text: 'Bonuses on your first three deposits, for the casino or for sports.',
          button_text: 'Get the bonus',
        },
        es: {
          title: 'Paquete de bienvenida',
          text: 'Bonos en tus tres primeros depósitos, para el casino o para deportes.',
          button_text: 'Obtener el bono',
        },
        pt: {
          title: 'Pacote de boas-vindas',
          text: 'Bônus nos seus três primeiros depósitos, para o cassino ou para esportes.',
          button_text: 'Pegar o bônus',
        },
        ru: {
          title: 'Приветственный пакет',
          text: 'Бонусы на первые три депозита — для казино или для ставок на спорт.',
          button_text: 'Получить бонус',
        },
      },
    },
    {
      code: 'provably-fair-originals',
      sort: 20,
      image: '/lobby/slide-fair.svg',
      button_action: links.originals,
      texts: {
        en: {
          title: 'Provably fair originals',
          text: 'Our own games: check any round yourself with its seeds.',
          button_text: 'Play now',
        },
        es: {
          title: 'Originales demostrablemente justos',
          text: 'Nuestros propios juegos: comprueba tú mismo cualquier ronda con sus semillas.',
          button_text: 'Jugar ahora',
        },
        pt: {
          title: 'Originais comprovadamente justos',
          text: 'Nossos próprios jogos: confira qualquer rodada você mesmo com as sementes.',
          button_text: 'Jogar agora',
        },
        ru: {
          title: 'Доказуемо честные игры',
          text: 'Наши собственные игры: проверьте любой раунд сами по его сидам.',
          button_text: 'Играть',
        },
      },
    },
    {
      code: 'live-tables',
      sort: 30,
      image: '/lobby/slide-live.svg',
      button_action: links.liveTables,
      texts: {
        en: {
          title: 'Live tables',
          text: 'Roulette, blackjack and baccarat, open around the clock.',
          button_text: 'Take a seat',
        },
        es: {
          title: 'Mesas en vivo',
          text: 'Ruleta, blackjack y baccarat, abiertas a toda hora.',
          button_text: 'Siéntate',
        },
        pt: {
          title: 'Mesas ao vivo',
          text: 'Roleta, blackjack e bacará, abertas 24 horas por dia.',
          button_text: 'Sente-se',
        },
        ru: {
          title: 'Живые столы',
          text: 'Рулетка, блэкджек и баккара — круглосуточно.',
          button_text: 'Занять место',
        },
      },
    },
  ];
}
