import type { TournamentCategory } from '@casino/contract';
import type { Deps } from '../../platform/deps.js';
import { STUDIO_PROVIDER_CODE } from '../games/integrations.js';
import { tournamentsOf } from './tournaments.service.js';

type Localized = { en: string; es: string; pt: string; ru: string };

interface DemoEvent {
  code: string;
  art: string;
  name: Localized;
  description: Localized;
  category: TournamentCategory;
  minBetCents: number;
  rounds: number | null;
  prizes: number[];
  /** Start and end, in days from the seeding time. */
  startDays: number;
  endDays: number;
  /** Which of the studio's slots (in lobby order) it counts. */
  slots: [number, number];
}

const USD = 100;

const DEMO_EVENTS: DemoEvent[] = [
  {
    code: 'demo-royal-spin-race',
    art: 'royal-spin-race',
    name: {
      en: 'Royal Spin Race',
      es: 'Carrera de giros real',
      pt: 'Corrida de giros real',
      ru: 'Королевская гонка вращений',
    },
    description: {
      en: '<p>Every real-money spin of at least <strong>0.20 USD</strong> on the Royal Originals slots below counts as a point. The <strong>20</strong> players with the most spins share the prize pool.</p><ul><li>Only your first 500 spins count.</li><li>On equal points, whoever got there first ranks higher.</li><li>Prizes are paid to your cash balance when the race ends.</li></ul>',
      es: '<p>Cada giro con dinero real de al menos <strong>0,20 USD</strong> en las tragaperras de Royal Originals de abajo cuenta como un punto. Los <strong>20</strong> jugadores con más giros se reparten el premio.</p><ul><li>Solo cuentan tus primeros 500 giros.</li><li>A igualdad de puntos, gana quien llegó antes.</li><li>Los premios se pagan a tu saldo al terminar la carrera.</li></ul>',
      pt: '<p>Cada giro com dinheiro real de pelo menos <strong>0,20 USD</strong> nos slots Royal Originals abaixo vale um ponto. Os <strong>20</strong> jogadores com mais giros dividem o prêmio.</p><ul><li>Só contam seus primeiros 500 giros.</li><li>Em caso de empate, fica à frente quem chegou primeiro.</li><li>Os prêmios são pagos no seu saldo quando a corrida termina.</li></ul>',
      ru: '<p>Каждое вращение на реальные деньги от <strong>0,20 USD</strong> в слотах Royal Originals ниже — одно очко. <strong>20</strong> игроков с наибольшим числом вращений делят призовой фонд.</p><ul><li>Засчитываются только первые 500 вращений.</li><li>При равенстве очков выше тот, кто набрал их раньше.</li><li>Призы зачисляются на основной баланс по окончании гонки.</li></ul>',
    },
    category: 'bet_count',
    minBetCents: 20,
    rounds: 500,
    prizes: [2000, 1000, 600, 400, 300, 250, 200, 150, 100, 100, 50, 50, 50, 50, 50, 40, 40, 40, 40, 40].map(
      (usd) => usd * USD,
    ),
    startDays: -1 / 24,
    endDays: 7,
    slots: [0, 6],
  },
  {
    code: 'demo-high-roller-cup',
    art: 'high-roller-cup',
    name: { en: 'High Roller Cup', es: 'Copa High Roller', pt: 'Copa High Roller', ru: 'Кубок хайроллеров' },
    description: {
      en: '<p>The sum of your stakes of at least <strong>1 USD</strong> on the slots below is your score. The top <strong>10</strong> win.</p>',
      es: '<p>La suma de tus apuestas de al menos <strong>1 USD</strong> en las tragaperras de abajo es tu puntuación. Ganan los <strong>10</strong> mejores.</p>',
      pt: '<p>A soma das suas apostas de pelo menos <strong>1 USD</strong> nos slots abaixo é a sua pontuação. Os <strong>10</strong> melhores ganham.</p>',
      ru: '<p>Ваш результат — сумма ставок от <strong>1 USD</strong> в слотах ниже. Побеждают <strong>10</strong> лучших.</p>',
    },
    category: 'bet_sum',
    minBetCents: 100,
    rounds: null,
    prizes: [5000, 2500, 1000, 500, 400, 300, 100, 100, 50, 50].map((usd) => usd * USD),
    startDays: 2,
    endDays: 9,
    slots: [0, 3],
  },
  {
    code: 'demo-big-win-hunt',
    art: 'big-win-hunt',
    name: {
      en: 'Big Win Hunt',
      es: 'Caza de grandes premios',
      pt: 'Caça às grandes vitórias',
      ru: 'Охота за крупным выигрышем',
    },
    description: {
      en: '<p>Your single largest win on the slots below is your score. The <strong>5</strong> biggest wins take the prizes.</p>',
      es: '<p>Tu mayor premio en una sola ronda en las tragaperras de abajo es tu puntuación. Los <strong>5</strong> mayores premios ganan.</p>',
      pt: '<p>Sua maior vitória numa única rodada nos slots abaixo é sua pontuação. As <strong>5</strong> maiores vitórias levam os prêmios.</p>',
      ru: '<p>Ваш результат — самый крупный выигрыш за один раунд в слотах ниже. Призы получают <strong>5</strong> крупнейших выигрышей.</p>',
    },
    category: 'max_win',
    minBetCents: 50,
    rounds: null,
    prizes: [1000, 500, 250, 150, 100].map((usd) => usd * USD),
    startDays: -8,
    endDays: -1,
    slots: [2, 5],
  },
];

const DAY_MS = 24 * 3600 * 1000;

/** Three demo events around the seeding time (running, starting in 2 days, ended yesterday); safe to run again. */
export async function seedDemoTournaments(deps: Pick<Deps, 'db' | 'clock'>): Promise<void> {
  const { rows } = await deps.db.query<{ id: number }>(
    `SELECT g.id FROM games g JOIN providers p ON p.id = g.provider_id
     WHERE p.code = $1 AND g.type = 'slots' AND g.active ORDER BY g.is_hot DESC, g.sort, g.id`,
    [STUDIO_PROVIDER_CODE],
  );
  const slots = rows.map((r) => r.id);
  if (slots.length === 0) return;
  // On the hour, so the demo's dates read well.
  const now = Math.floor(deps.clock.now().getTime() / 3_600_000) * 3_600_000;
  const tournaments = tournamentsOf(deps);
  for (const e of DEMO_EVENTS) {
    const picked = slots.slice(e.slots[0], e.slots[1]);
    await tournaments.create({
      code: e.code,
      name: e.name,
      description: e.description,
      rounds: e.rounds,
      mainImg: `/img/tournaments/${e.art}.svg`,
      previewImg: `/img/tournaments/${e.art}-preview.svg`,
      minBetCents: e.minBetCents,
      category: e.category,
      prizes: e.prizes,
      start: new Date(now + e.startDays * DAY_MS),
      end: new Date(now + e.endDays * DAY_MS),
      gameIds: picked.length > 0 ? picked : slots.slice(0, 1),
    });
  }
  // The ended one is settled as the job would (nobody played it here, so nothing is paid).
  await tournaments.settle(deps.clock.now());
}
