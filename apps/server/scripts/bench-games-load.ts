// The games bench's game provider, run as its own process (child_process.fork with tsx), as a
// real provider is: it neither shares the casino's event loop nor its CPU accounting. Each of
// `connections` players' loops plays rounds one after another (a signed bet, then a signed win
// that closes the round; every other round wins), for the players given round-robin, so two loops
// rarely play for the same player at once (as in a real casino). With several casino processes a
// loop keeps a connection to each and sends each call to the next one in turn, as a round-robin
// load balancer does: a round's bet and win usually reach different processes. It speaks HTTP/1.1
// on plain sockets (bench-load.mjs's Connection): node:http's client cost about as much CPU per
// call as the casino's answer, which the casino's two cores then lacked.
//
// Input (the message from the parent): GamesLoadJob. Messages to the parent: 'measuring' when the
// warm-up ends, then the GamesLoadResult.
import { pathToFileURL } from 'node:url';
import { providerCallHeaders } from '../src/modules/games/provider-signature.js';
import { Connection } from './bench-load.mjs';

export interface GamesLoadJob {
  /** The casino processes' ports (or one load balancer's). */
  ports: number[];
  players: Array<{ id: number; token: string }>;
  connections: number;
  warmupMs: number;
  seconds: number;
  provider: string;
  secret: string;
  game: string;
  /** A player whose accounts another session holds for the whole run: their calls are counted apart. */
  heldPlayerId?: number;
}

export interface GamesLoadResult {
  /** Latencies in ms of the measured rounds' calls, and of the rounds (bet + win). */
  bet: number[];
  win: number[];
  round: number[];
  failures: number;
  firstFailure: string;
  /** The held player's measured calls, and how many were answered 503 retry_later. */
  held: { calls: number[]; retryLater: number };
  /** Seconds measured, and CPU seconds this process used in them. */
  elapsed: number;
  cpuSeconds: number;
}

/** A signed POST of the seamless wallet, as bytes (any casino process takes the same bytes). */
function walletCall(job: GamesLoadJob, action: string, body: object): Buffer {
  const raw = JSON.stringify(body);
  const headers = providerCallHeaders(job.provider, job.secret, raw, new Date());
  const lines = [
    `POST /api/games/wallet/${action} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: keep-alive',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(raw)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${raw}`);
}

/** One player loop's connections, one per casino process, used in turn. */
class Rotation {
  private turn = 0;
  readonly connections: Connection[];

  constructor(ports: readonly number[], first: number) {
    this.connections = ports.map((port) => new Connection('127.0.0.1', port));
    this.turn = first;
  }

  next(): Connection {
    return this.connections[this.turn++ % this.connections.length] as Connection;
  }

  get broken(): boolean {
    return this.connections.some((c) => c.socket.destroyed);
  }
}

async function run(job: GamesLoadJob): Promise<GamesLoadResult> {
  // Loops start on different processes, so each process has work from the first call.
  const loops = Array.from({ length: job.connections }, (_, w) => new Rotation(job.ports, w));
  const connections = loops.flatMap((loop) => loop.connections);
  await Promise.all(connections.map((c) => c.ready));
  const result: GamesLoadResult = {
    bet: [],
    win: [],
    round: [],
    failures: 0,
    firstFailure: '',
    held: { calls: [], retryLater: 0 },
    elapsed: 0,
    cpuSeconds: 0,
  };
  let sequence = 0;
  const warmupEnds = performance.now() + job.warmupMs;
  const deadline = warmupEnds + job.seconds * 1000;
  let cpuFrom = process.cpuUsage();
  setTimeout(() => {
    cpuFrom = process.cpuUsage();
    process.send?.('measuring');
  }, job.warmupMs);

  const playRound = async (loop: Rotation, player: { id: number; token: string }) => {
    const n = ++sequence;
    const common = {
      session_token: player.token,
      player_id: String(player.id),
      game: job.game,
      currency: 'USD',
      round_id: `r-${n}`,
    };
    const started = performance.now();
    const bet = await loop
      .next()
      .request(walletCall(job, 'bet', { ...common, transaction_id: `b-${n}`, amount: 100 }));
    const betDone = performance.now();
    const win = await loop.next().request(
      walletCall(job, 'win', {
        ...common,
        transaction_id: `w-${n}`,
        amount: n % 2 === 0 ? 190 : 0,
        round_closed: true,
      }),
    );
    const winDone = performance.now();
    if (player.id === job.heldPlayerId) {
      // Their bet waits for the lock, then is answered "retry later"; the win finds no round.
      if (started >= warmupEnds) {
        result.held.calls.push(betDone - started, winDone - betDone);
        if (bet.status === 503) result.held.retryLater++;
      }
      return;
    }
    if (bet.status !== 200 || win.status !== 200) {
      result.failures++;
      result.firstFailure ||= `${bet.status} ${bet.body.toString()} / ${win.status} ${win.body.toString()}`;
    }
    if (started >= warmupEnds) {
      result.bet.push(betDone - started);
      result.win.push(winDone - betDone);
      result.round.push(winDone - started);
    }
  };
  await Promise.all(
    loops.map(async (loop, w) => {
      for (let i = 0; performance.now() < deadline && !loop.broken; i++) {
        const player = job.players[(w + i * job.connections) % job.players.length];
        if (player) await playRound(loop, player);
      }
    }),
  );
  result.elapsed = (performance.now() - warmupEnds) / 1000;
  const cpu = process.cpuUsage(cpuFrom);
  result.cpuSeconds = (cpu.user + cpu.system) / 1e6;
  for (const connection of connections) connection.close();
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.once('message', (job: GamesLoadJob) => {
    run(job).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
