/**
 * The simulator's world: sports, competitions and their sides with a strength rating each (1 is
 * an average side of its competition). Real names, so the book looks like a book.
 */

export interface WorldCompetition {
  id: string;
  name: string;
  country: string;
  /** [name, rating] */
  sides: ReadonlyArray<readonly [string, number]>;
  /** Basketball's quarter length in minutes. */
  quarterMinutes?: number;
}

export interface WorldSport {
  id: string;
  slug: 'football' | 'tennis' | 'basketball';
  name: string;
  /** Minutes between kick-offs of this sport's fixtures, around the clock. */
  everyMinutes: number;
  competitions: readonly WorldCompetition[];
}

export const WORLD: readonly WorldSport[] = [
  {
    id: 'sr:sport:1',
    slug: 'football',
    name: 'Football',
    everyMinutes: 60,
    competitions: [
      {
        id: 'sr:tournament:17',
        name: 'Premier League',
        country: 'GB',
        sides: [
          ['Arsenal', 1.35],
          ['Liverpool', 1.35],
          ['Manchester City', 1.4],
          ['Chelsea', 1.2],
          ['Tottenham Hotspur', 1.1],
          ['Newcastle United', 1.1],
          ['Aston Villa', 1.05],
          ['Brighton', 0.95],
          ['Everton', 0.85],
          ['Fulham', 0.85],
          ['Wolverhampton', 0.8],
          ['Brentford', 0.85],
        ],
      },
      {
        id: 'sr:tournament:8',
        name: 'LaLiga',
        country: 'ES',
        sides: [
          ['Real Madrid', 1.4],
          ['FC Barcelona', 1.4],
          ['Atletico Madrid', 1.2],
          ['Athletic Bilbao', 1.05],
          ['Real Sociedad', 1.0],
          ['Villarreal', 1.0],
          ['Real Betis', 0.95],
          ['Sevilla', 0.9],
          ['Valencia', 0.85],
          ['Celta Vigo', 0.85],
          ['Getafe', 0.8],
          ['Osasuna', 0.85],
        ],
      },
      {
        id: 'sr:tournament:23',
        name: 'Serie A',
        country: 'IT',
        sides: [
          ['Inter', 1.35],
          ['Napoli', 1.25],
          ['Juventus', 1.2],
          ['AC Milan', 1.2],
          ['Atalanta', 1.15],
          ['AS Roma', 1.05],
          ['Lazio', 1.0],
          ['Fiorentina', 0.95],
          ['Bologna', 0.95],
          ['Torino', 0.85],
        ],
      },
      {
        id: 'sr:tournament:35',
        name: 'Bundesliga',
        country: 'DE',
        sides: [
          ['Bayern Munich', 1.45],
          ['Bayer Leverkusen', 1.25],
          ['Borussia Dortmund', 1.2],
          ['RB Leipzig', 1.15],
          ['VfB Stuttgart', 1.05],
          ['Eintracht Frankfurt', 1.0],
          ['SC Freiburg', 0.95],
          ['Werder Bremen', 0.85],
          ['VfL Wolfsburg', 0.85],
          ['Union Berlin', 0.8],
        ],
      },
      {
        id: 'sr:tournament:325',
        name: 'Brasileirao Serie A',
        country: 'BR',
        sides: [
          ['Flamengo', 1.3],
          ['Palmeiras', 1.3],
          ['Botafogo', 1.15],
          ['Sao Paulo', 1.05],
          ['Fluminense', 1.0],
          ['Corinthians', 1.0],
          ['Internacional', 1.0],
          ['Gremio', 0.95],
          ['Atletico Mineiro', 1.05],
          ['Santos', 0.9],
        ],
      },
    ],
  },
  {
    id: 'sr:sport:5',
    slug: 'tennis',
    name: 'Tennis',
    everyMinutes: 90,
    competitions: [
      {
        id: 'sr:tournament:2553',
        name: 'ATP Challenger Montevideo',
        country: 'UY',
        sides: [
          ['Thiago Agustin Tirante', 1.3],
          ['Camilo Ugo Carabelli', 1.25],
          ['Federico Coria', 1.1],
          ['Juan Pablo Ficovich', 1.05],
          ['Facundo Diaz Acosta', 1.15],
          ['Hugo Dellien', 0.95],
          ['Franco Agamenone', 0.9],
          ['Gonzalo Bueno', 0.85],
        ],
      },
      {
        id: 'sr:tournament:2549',
        name: 'WTA 125 Buenos Aires',
        country: 'AR',
        sides: [
          ['Julia Riera', 1.2],
          ['Solana Sierra', 1.15],
          ['Laura Pigossi', 1.1],
          ['Maria Lourdes Carle', 1.05],
          ['Irina Bara', 1.0],
          ['Lucia Bronzetti', 1.2],
          ['Jazmin Ortenzi', 0.85],
          ['Nicole Fossa Huergo', 0.8],
        ],
      },
    ],
  },
  {
    id: 'sr:sport:2',
    slug: 'basketball',
    name: 'Basketball',
    everyMinutes: 120,
    competitions: [
      {
        id: 'sr:tournament:132',
        name: 'NBA',
        country: 'US',
        quarterMinutes: 12,
        sides: [
          ['Boston Celtics', 1.35],
          ['Oklahoma City Thunder', 1.4],
          ['Denver Nuggets', 1.2],
          ['New York Knicks', 1.15],
          ['Cleveland Cavaliers', 1.25],
          ['Milwaukee Bucks', 1.05],
          ['Los Angeles Lakers', 1.05],
          ['Golden State Warriors', 1.0],
          ['Miami Heat', 0.95],
          ['Chicago Bulls', 0.85],
          ['Toronto Raptors', 0.8],
          ['Detroit Pistons', 0.9],
        ],
      },
      {
        id: 'sr:tournament:138',
        name: 'EuroLeague',
        country: 'EU',
        quarterMinutes: 10,
        sides: [
          ['Real Madrid Baloncesto', 1.3],
          ['Panathinaikos', 1.3],
          ['Fenerbahce', 1.25],
          ['Olympiacos', 1.2],
          ['FC Barcelona Basquet', 1.15],
          ['Monaco', 1.15],
          ['Anadolu Efes', 1.0],
          ['Maccabi Tel Aviv', 0.95],
          ['Zalgiris Kaunas', 0.95],
          ['Partizan Belgrade', 0.9],
        ],
      },
    ],
  },
];
