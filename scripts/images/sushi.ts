/** Sushi from above: a roll's outside (rice, nori, avocado) and its plate tell the four apart. */
import { at, backdrop, between, blob, circle, d, ellipse, g, line, path, rect, ring, rng, svg, use } from './svg.ts';

const TINT = '#e6f0de';
const SOFT = '#d5e7cb';
const RICE = '#fbf7ee';

const stage = (seed: number, body: string, defs = ''): string => svg(640, 480, backdrop(640, 480, TINT, SOFT, rng(seed)) + body, defs);

/** Pickled ginger petals and a wasabi dab, at (x, y) in the caller's coordinates. */
function condiments(x: number, y: number): string {
  return (
    path(d`M${x - 30} ${y + 6}q8 -26 30 -22q12 14 -4 30q-16 6 -26 -8z`, '#f4aaa4') +
    path(d`M${x - 14} ${y + 10}q2 -22 22 -20q10 12 -6 26q-10 4 -16 -6z`, '#f8c6c0') +
    path(blob(x + 40, y + 4, 18, 13, rng(x), 7, 0.15), '#8dbb3c') +
    ellipse(x + 36, y, 7, 4, '#b2d66a')
  );
}

export function dragonRoll(): string {
  const rand = rng(91);
  let pieces = '';
  for (let i = 0; i < 8; i++) {
    const x = -206 + i * 56;
    pieces += rect(x - 27, -47, 54, 94, RICE, { rx: 16 }) + circle(x - 22, 40, 3, '#f07a32') + circle(x + 22, -40, 3, '#f07a32');
    for (let k = 0; k < 3; k++) pieces += use('a', x - 10 + k * 10, 0);
  }
  const avocado = g(
    { id: 'a' },
    path('M-15-30q0-12 15-12t15 12v60q0 12-15 12t-15-12z', '#4e7d22') +
      path('M-12-30q0-9 12-9t12 9v58q0 9-12 9t-12-9z', '#a6cf55') +
      path('M-8-26q0-7 8-7t8 7v50q0 7-8 7t-8-7z', '#dcec9f'),
  );
  let sauce = d`M-226 ${0}`;
  for (let i = 0; i < 14; i++) sauce += d`q16 ${i % 2 ? 22 : -22} 32 0`;
  const seeds = Array.from({ length: 26 }, () => ellipse(between(rand, -220, 220), between(rand, -36, 36), 2.6, 1.4, '#fffaf0')).join('');
  const tail = (x: number, flip: number): string =>
    g(
      { transform: at(x, -4, 0, 1) + (flip < 0 ? ' scale(-1 1)' : '') },
      path('M0 0c14-30 30-40 52-30-8 10-8 20 0 30-8 10-8 20 0 30-22 10-38 0-52-30z', '#e4572e') +
        line('M12 0h34M10-12l34-12M10 12l34 12', '#f59a6a', 3),
    );
  const plate =
    rect(-268, -96, 548, 200, '#5b341c', { rx: 26, 'fill-opacity': 0.14, transform: at(8, 14) }) +
    rect(-270, -100, 540, 200, '#ffffff', { rx: 26 }) +
    rect(-256, -86, 512, 172, '#f2f2ee', { rx: 18 });
  return stage(
    9,
    g(
      { transform: at(320, 250, -8) },
      plate + tail(-228, -1) + tail(226, 1) + pieces + line(sauce, '#4a2412', 5, { 'stroke-opacity': 0.9 }) + seeds + condiments(150, 70),
    ),
    avocado,
  );
}

export function californiaRoll(): string {
  const rand = rng(92);
  const piece = g(
    { id: 'p' },
    circle(0, 0, 44, RICE) +
      circle(0, 0, 27, '#1f2b22') +
      circle(0, 0, 24, RICE) +
      path('M-20-2a20 20 0 0 1 18-18v18z', '#7fb342') +
      rect(-4, -16, 22, 14, '#ffffff', { rx: 3 }) +
      rect(-4, -16, 22, 5, '#e8553f', { rx: 2 }) +
      rect(-16, 2, 14, 14, '#5aa03a', { rx: 3 }) +
      rect(-12, 6, 6, 6, '#d9efb0') +
      ellipse(8, 10, 9, 7, '#f6d9a8'),
  );
  let seeds = '';
  for (const [x, y] of ring(12, 0, 0, 36, 36, 8))
    seeds += ellipse(x, y, 3, 1.6, '#caa05a', {
      transform: `rotate(${Math.round(between(rand, 0, 180))} ${Math.round(x)} ${Math.round(y)})`,
    });
  const seedDef = g({ id: 's' }, seeds);
  let rows = '';
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 4; c++)
      rows += use('p', -150 + c * 100, -52 + r * 104, between(rand, 0, 360)) + use('s', -150 + c * 100, -52 + r * 104, r * 30 + c * 20);
  const slate =
    rect(-258, -118, 516, 236, '#5b341c', { rx: 16, 'fill-opacity': 0.16, transform: at(8, 14) }) +
    rect(-260, -120, 520, 240, '#3a3f47', { rx: 16 }) +
    rect(-248, -108, 496, 216, '#454b54', { rx: 10 });
  return stage(8, g({ transform: at(320, 244, 3) }, slate + rows + condiments(208, -70)), piece + seedDef);
}

export function salmonNigiri(): string {
  const piece = g(
    { id: 'n' },
    rect(-40, -22, 80, 44, '#e9e2d3', { rx: 20 }) +
      rect(-38, -24, 76, 42, RICE, { rx: 19 }) +
      path('M-52-6q4-24 50-24t54 18q2 20-40 28t-62-4q-6-6-2-18z', '#f0703c') +
      path('M-48-8q4-18 46-20t48 14q0 14-36 20t-56-2q-4-4-2-12z', '#f98b55') +
      line('M-30-22q10 14 4 36M-8-26q12 16 6 38M16-24q12 14 8 34M36-16q8 8 6 20', '#ffd3bc', 4, { 'stroke-opacity': 0.9 }) +
      path('M-40-14q20-12 50-10', 'none', { stroke: '#fff', 'stroke-width': 3, 'stroke-opacity': 0.6, 'stroke-linecap': 'round' }),
  );
  let rows = '';
  for (let r = 0; r < 2; r++) for (let c = 0; c < 3; c++) rows += use('n', -130 + c * 122 + r * 16, -52 + r * 104, -12);
  const board =
    rect(-262, -132, 524, 264, '#5b341c', { rx: 14, 'fill-opacity': 0.16, transform: at(8, 14) }) +
    rect(-262, -132, 524, 264, '#c8864a', { rx: 14 }) +
    rect(-250, -120, 500, 240, '#dca268', { rx: 8 }) +
    line('M-240-70h200m40 0h180M-240 10h120m40 0h260M-240 90h300', '#c98c52', 3);
  return stage(7, g({ transform: at(320, 240, -4) }, board + rows + condiments(190, 82)), piece);
}

export function spicyTunaRoll(): string {
  const rand = rng(94);
  const piece = g(
    { id: 't' },
    circle(2, 4, 38, '#0d1512', { 'fill-opacity': 0.35 }) +
      circle(0, 0, 38, '#1b2a22') +
      circle(0, 0, 33, RICE) +
      path(blob(0, 0, 15, 14, rand, 7, 0.15), '#d13a4e') +
      circle(-4, -4, 5, '#ea6c7d') +
      path('M-14-2q2-16 16-14q16 4 10 18q-10 8-26-4z', '#f28c38', { 'fill-opacity': 0.95 }) +
      circle(-2, -10, 3.4, 'none', { stroke: '#5cb33a', 'stroke-width': 2.2 }) +
      circle(8, -4, 3.4, 'none', { stroke: '#5cb33a', 'stroke-width': 2.2 }),
  );
  const pieces =
    ring(7, 0, 0, 118, 118, -90)
      .map(([x, y], i) => use('t', x, y, i * 47))
      .join('') + use('t', 0, 0, 20);
  const plate =
    circle(8, 14, 204, '#5b341c', { 'fill-opacity': 0.16 }) +
    circle(0, 0, 204, '#2f4a6b') +
    circle(0, 0, 184, '#3c5d85') +
    circle(0, 0, 178, '#35537a');
  const drizzle = line('M-150 40q40-60 80-10t80-10 80-20', '#f28c38', 5, { 'stroke-opacity': 0.9 });
  const chopsticks = line('M470 330L590 60M500 338L618 74', '#b9733c', 9);
  return stage(6, g({ transform: at(300, 240) }, plate + pieces + drizzle) + chopsticks, piece);
}
