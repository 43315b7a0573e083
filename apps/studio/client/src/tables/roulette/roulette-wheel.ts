import { s, svgFragment } from '../../dom';
import type { Pace } from '../../pace';
import { pocketColour, WHEEL_ORDER } from './roulette-spots';

const STEP = 360 / WHEEL_ORDER.length;
const COLOURS = { red: '#c8102e', black: '#15171f', green: '#0e8a4a' } as const;

function polar(r: number, degrees: number): [number, number] {
  const a = ((degrees - 90) * Math.PI) / 180;
  return [r * Math.cos(a), r * Math.sin(a)];
}

function sector(r1: number, r2: number, from: number, to: number): string {
  const [x1, y1] = polar(r2, from);
  const [x2, y2] = polar(r2, to);
  const [x3, y3] = polar(r1, to);
  const [x4, y4] = polar(r1, from);
  const f = (n: number): string => n.toFixed(2);
  return `M${f(x1)} ${f(y1)}A${r2} ${r2} 0 0 1 ${f(x2)} ${f(y2)}L${f(x3)} ${f(y3)}A${r1} ${r1} 0 0 0 ${f(x4)} ${f(y4)}z`;
}

function wheelHead(): string {
  const pockets = WHEEL_ORDER.map((n, k) => {
    const from = k * STEP - STEP / 2;
    const to = from + STEP;
    const [tx, ty] = polar(109, k * STEP);
    return (
      `<path d="${sector(84, 118, from, to)}" fill="${COLOURS[pocketColour(n)]}"/>` +
      `<text x="${tx.toFixed(2)}" y="${ty.toFixed(2)}" transform="rotate(${(k * STEP).toFixed(2)} ${tx.toFixed(2)} ${ty.toFixed(2)})" text-anchor="middle" dominant-baseline="central" class="wheel-number">${n}</text>`
    );
  }).join('');
  const frets = WHEEL_ORDER.map((_, k) => {
    const [x1, y1] = polar(84, k * STEP - STEP / 2);
    const [x2, y2] = polar(118, k * STEP - STEP / 2);
    return `<line x1="${x1.toFixed(2)}" y1="${y1.toFixed(2)}" x2="${x2.toFixed(2)}" y2="${y2.toFixed(2)}"/>`;
  }).join('');
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const angle = i * 45;
    return `<path d="M0 -78L5 -46 0 -40 -5 -46z" transform="rotate(${angle})" fill="url(#wheel-gold)" stroke="#6b4a08" stroke-width=".8"/>`;
  }).join('');
  return (
    `<circle r="120" fill="#d9b45a"/>` +
    pockets +
    `<g stroke="#e8c96a" stroke-width="1.4">${frets}</g>` +
    `<circle r="118" fill="none" stroke="#e8c96a" stroke-width="2"/>` +
    // The pockets the ball falls into, inside the ring of numbers.
    `<circle r="99" fill="none" stroke="#e8c96a" stroke-width="1.4"/>` +
    `<circle r="92" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="14"/>` +
    `<circle r="84" fill="url(#wheel-cone)" stroke="#e8c96a" stroke-width="2"/>` +
    `<circle r="60" fill="none" stroke="#3a1d0a" stroke-opacity=".4" stroke-width="10"/>` +
    spokes +
    `<circle r="22" fill="url(#wheel-gold)" stroke="#6b4a08" stroke-width="1.2"/>` +
    `<path d="M0 -34v68M-34 0h68" stroke="url(#wheel-gold)" stroke-width="5" stroke-linecap="round"/>` +
    `<circle r="9" fill="#fff3c4" stroke="#6b4a08"/>` +
    // A symmetric invisible disc keeps the group's box centred on the axle for rotation.
    `<circle r="120" fill="none" stroke="none"/>`
  );
}

export interface Wheel {
  el: SVGSVGElement;
  /** Spins the wheel and the ball so the ball comes to rest in `number`'s pocket. */
  spin(number: number, pace: Pace): Promise<void>;
  /** Spins slowly while waiting for the result. */
  idle(): void;
}

/** An SVG European wheel with its ball. */
export function createWheel(label: string): Wheel {
  const el = s('svg', { viewBox: '0 0 320 320', class: 'wheel', role: 'img', 'aria-label': label });
  el.append(
    svgFragment(
      `<defs>` +
        `<radialGradient id="wheel-wood" cx=".5" cy=".5" r=".5"><stop offset=".78" stop-color="#5a2a0c"/><stop offset=".9" stop-color="#8a4a1c"/><stop offset="1" stop-color="#2a1004"/></radialGradient>` +
        `<radialGradient id="wheel-cone" cx=".45" cy=".4" r=".7"><stop offset="0" stop-color="#b06a2c"/><stop offset=".7" stop-color="#6a3410"/><stop offset="1" stop-color="#3a1a06"/></radialGradient>` +
        `<linearGradient id="wheel-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset=".5" stop-color="#e0b04a"/><stop offset="1" stop-color="#8a5a10"/></linearGradient>` +
        `<radialGradient id="wheel-track" cx=".5" cy=".5" r=".5"><stop offset=".8" stop-color="#1a0d05"/><stop offset=".92" stop-color="#4a2a12"/><stop offset="1" stop-color="#1a0d05"/></radialGradient>` +
        `<radialGradient id="ball-shade" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="#e6e6ee"/><stop offset="1" stop-color="#8a8a9a"/></radialGradient>` +
        `</defs>` +
        `<g transform="translate(160 160)">` +
        `<circle r="158" fill="url(#wheel-wood)"/>` +
        `<circle r="150" fill="none" stroke="url(#wheel-gold)" stroke-width="3"/>` +
        `<circle r="146" fill="url(#wheel-track)"/>` +
        `<circle r="124" fill="none" stroke="url(#wheel-gold)" stroke-width="2"/>` +
        `</g>`,
    ),
  );
  const axle = s('g', { transform: 'translate(160 160)' });
  const head = s('g', { class: 'wheel-head' });
  head.append(svgFragment(wheelHead()));
  const ball = s('circle', {
    r: 6.5,
    cx: 0,
    cy: 0,
    fill: 'url(#ball-shade)',
    stroke: '#555',
    'stroke-width': 0.6,
  });
  const ballRadius = s('g', { class: 'ball-radius' }, ball);
  const orbit = s(
    'g',
    { class: 'ball-orbit' },
    s('circle', { r: 150, fill: 'none', stroke: 'none' }),
    ballRadius,
  );
  axle.append(head, orbit);
  el.append(axle);

  let wheelAngle = 0;
  let ballAngle = 0;
  let idling: Animation | null = null;
  ballRadius.style.transform = 'translateY(-92px)';

  const setWheel = (angle: number): void => {
    head.style.transform = `rotate(${angle}deg)`;
  };
  const setBall = (angle: number): void => {
    orbit.style.transform = `rotate(${angle}deg)`;
  };
  setWheel(0);
  setBall(0);

  return {
    el,
    idle() {
      if (idling) return;
      idling = head.animate(
        [{ transform: `rotate(${wheelAngle}deg)` }, { transform: `rotate(${wheelAngle + 360}deg)` }],
        { duration: 5000, iterations: Infinity },
      );
      ballRadius.animate([{ transform: 'translateY(-92px)' }, { transform: 'translateY(-134px)' }], {
        duration: 300,
        fill: 'forwards',
      });
    },
    async spin(number, pace) {
      const index = Math.max(0, WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]));
      if (idling) {
        const progress = Number(idling.currentTime ?? 0) / 5000;
        wheelAngle += (progress % 1) * 360;
        idling.cancel();
        idling = null;
      }
      const restBall = Math.random() * 360;
      // The pocket ends under the ball: wheel angle + pocket angle = ball angle (mod 360).
      const target = restBall - index * STEP;
      const turn = ((((target - wheelAngle) % 360) + 360) % 360) + 720;
      const fromWheel = wheelAngle;
      const toWheel = wheelAngle + turn;
      const fromBall = ballAngle;
      const toBall = restBall - 360 * 4 - ((((ballAngle - restBall) % 360) + 360) % 360);
      wheelAngle = toWheel % 360;
      ballAngle = restBall;
      if (pace.reducedMotion || pace.fast) {
        setWheel(wheelAngle);
        setBall(ballAngle);
        ballRadius.getAnimations().forEach((a) => a.cancel());
        ballRadius.style.transform = 'translateY(-92px)';
        return;
      }
      const duration = 3600;
      await Promise.all([
        pace.animate(
          head,
          [{ transform: `rotate(${fromWheel}deg)` }, { transform: `rotate(${toWheel}deg)` }],
          {
            duration,
            easing: 'cubic-bezier(.15,.55,.25,1)',
          },
        ),
        pace.animate(
          orbit,
          [{ transform: `rotate(${fromBall}deg)` }, { transform: `rotate(${toBall}deg)` }],
          {
            duration: duration - 200,
            easing: 'cubic-bezier(.2,.6,.3,1)',
          },
        ),
        pace.animate(
          ballRadius,
          [
            { transform: 'translateY(-134px)', offset: 0 },
            { transform: 'translateY(-134px)', offset: 0.55 },
            { transform: 'translateY(-112px)', offset: 0.72 },
            { transform: 'translateY(-120px)', offset: 0.78 },
            { transform: 'translateY(-96px)', offset: 0.88 },
            { transform: 'translateY(-92px)', offset: 1 },
          ],
          { duration: duration - 200, easing: 'ease-in-out' },
        ),
      ]);
      head.getAnimations().forEach((a) => a.cancel());
      orbit.getAnimations().forEach((a) => a.cancel());
      ballRadius.getAnimations().forEach((a) => a.cancel());
      setWheel(wheelAngle);
      setBall(ballAngle);
      ballRadius.style.transform = 'translateY(-92px)';
    },
  };
}
