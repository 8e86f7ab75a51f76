/** Chicken dishes: a curry bowl with rice, a sizzler of tandoori, a biryani handi, a board of wings. */
import { at, backdrop, between, blob, circle, d, ellipse, g, line, path, rect, rng, scatter, spots, svg, use } from './svg.ts';
import type { Rand } from './svg.ts';
import { rice, riceDefs } from './thali.ts';

const stage = (seed: number, body: string, defs = ''): string =>
  svg(640, 480, backdrop(640, 480, '#fcdfcf', '#f9cbb3', rng(seed)) + body, riceDefs + defs);

const sprig = (x: number, y: number, c = '#3f9b3a'): string =>
  circle(x, y, 6, c) + circle(x + 9, y + 4, 5, c) + circle(x - 7, y + 6, 5, c) + circle(x + 2, y + 10, 4.5, '#57b24a');

/** A drumstick pointing right, centred on the origin; its colours set the cooking style. */
function drumDef(id: string, meat: string, char: string, glow: string): string {
  return g(
    { id },
    path('M-46 0c0-26 26-36 50-22l26 14c6 3 6 13 0 16l-26 14c-24 14-50 4-50-22z', meat) +
      path('M30-6h14a7 7 0 1 1 4 6 7 7 0 1 1 -4 6h-14z', '#f6ecd8') +
      path('M-36-6c4-14 20-20 34-12', 'none', { stroke: glow, 'stroke-width': 6, 'stroke-linecap': 'round' }) +
      line('M-30 14l10-16M-14 18l12-18M2 14l8-12', char, 4, { 'stroke-opacity': 0.55 }),
  );
}

function lemon(x: number, y: number, rot: number): string {
  return g(
    { transform: at(x, y, rot) },
    path('M-26 0a26 26 0 0 1 52 0z', '#f2c21b') +
      path('M-21 -2a21 21 0 0 1 42 0z', '#fbe77a') +
      line('M0-2v-17M0-2l-13-12M0-2l13-12', '#f2c21b', 2),
  );
}

export function butterChicken(): string {
  const rand = rng(161);
  const [bx, by] = [262, 226];
  const chunks = scatter(rand, 9, bx, by, 92, 86, 42)
    .map(([x, y]) => path(blob(x, y, 22, 17, rand, 7, 0.18), '#b9461a') + path(blob(x - 3, y - 3, 15, 11, rand, 6, 0.2), '#d9692c'))
    .join('');
  const cream = line(d`M${bx - 70} ${by + 10}c20-50 90-60 120-20s-30 70-70 40 0-50 30-30`, '#fff3e0', 7, { 'stroke-opacity': 0.85 });
  const bowl =
    ellipse(bx + 8, by + 14, 168, 166, '#5b341c', { 'fill-opacity': 0.16 }) +
    ellipse(bx - 168, by, 26, 16, '#8f4219') +
    ellipse(bx + 168, by, 26, 16, '#8f4219') +
    circle(bx, by, 164, '#9c4a1f') +
    circle(bx, by, 156, '#d98a4a') +
    circle(bx, by, 146, '#8a3a16') +
    path(blob(bx, by, 132, 130, rand, 14, 0.02), '#e4672a') +
    path(blob(bx - 10, by - 14, 96, 88, rand, 12, 0.08), '#ec7d36');
  const butter =
    rect(bx + 20, by - 60, 30, 26, '#fce7a0', { rx: 5, transform: `rotate(15 ${bx + 35} ${by - 47})` }) +
    path(blob(bx + 34, by - 40, 26, 10, rand, 8, 0.2), '#f6c05a', { 'fill-opacity': 0.8 });
  const plate =
    circle(512 + 6, 372 + 12, 100, '#5b341c', { 'fill-opacity': 0.16 }) +
    circle(512, 372, 100, '#ffffff') +
    circle(512, 372, 84, '#eeeae2');
  return stage(
    16,
    bowl +
      chunks +
      cream +
      butter +
      sprig(bx - 40, by - 70) +
      sprig(bx + 60, by + 50) +
      sprig(bx - 80, by + 40) +
      plate +
      rice(512, 368, 70, 58, rand) +
      sprig(540, 340),
  );
}

export function tandooriChicken(): string {
  const rand = rng(171);
  const drum = drumDef('t', '#c8361c', '#5a180c', '#ea6a3a');
  const onions = scatter(rand, 5, 320, 330, 150, 30, 46)
    .map(([x, y]) => ellipse(x, y, 22, 12, 'none', { stroke: '#d7a0c8', 'stroke-width': 4 }))
    .join('');
  const sizzler =
    ellipse(328, 262, 282, 196, '#5b341c', { 'fill-opacity': 0.16 }) +
    ellipse(320, 250, 282, 196, '#a0622c') +
    ellipse(320, 246, 262, 178, '#2d2a28') +
    ellipse(320, 246, 244, 162, '#3c3835');
  const chutney =
    circle(510, 118, 54, '#5b341c', { 'fill-opacity': 0.18 }) +
    circle(506, 110, 52, '#ffffff') +
    circle(506, 110, 42, '#5ea83e') +
    circle(496, 100, 10, '#86c35c') +
    line('M520 120q-10-4-14 6', '#fff', 3, { 'stroke-opacity': 0.6 });
  return stage(
    17,
    sizzler +
      onions +
      use('t', 250, 210, -24, 1.5) +
      use('t', 320, 286, 12, 1.55) +
      use('t', 400, 200, -150, 1.4) +
      lemon(170, 300, -20) +
      lemon(460, 310, 30) +
      sprig(300, 160) +
      sprig(410, 280) +
      chutney,
    drum,
  );
}

export function chickenBiryani(): string {
  const rand = rng(181);
  const [hx, hy] = [290, 236];
  const saffron = scatter(rng(5), 6, hx, hy, 100, 100, 40)
    .map(([x, y], i) => ellipse(x, y, 36, 26, i % 2 ? '#f2b53a' : '#e8892c', { 'fill-opacity': 0.85 }))
    .join('');
  const onions = scatter(rand, 12, hx, hy, 115, 110, 26)
    .map(([x, y]) => line(d`M${x - 10} ${y}q5 -8 10 0t10 0`, '#8b4a1c', 4))
    .join('');
  const handi =
    circle(hx + 8, hy + 14, 190, '#5b341c', { 'fill-opacity': 0.16 }) +
    circle(hx, hy, 190, '#7d3d1d') +
    circle(hx, hy, 178, '#b5693a') +
    circle(hx, hy, 166, '#5e2a12');
  const drum = drumDef('b', '#a44b1a', '#5a2210', '#d07a3a');
  const egg = ellipse(hx + 70, hy - 60, 30, 24, '#fffdf6') + circle(hx + 70, hy - 60, 13, '#f7b82a');
  const raita =
    circle(528 + 5, 392 + 10, 62, '#5b341c', { 'fill-opacity': 0.16 }) +
    circle(528, 392, 62, '#ffffff') +
    circle(528, 392, 50, '#f6f2e8') +
    spots(scatter(rand, 10, 528, 392, 34, 34, 8), 3, 1.6, '#5aa83c');
  return stage(
    18,
    handi +
      rice(hx, hy, 152, 150, rand, '#fdf6e3', '#8b4a1c', saffron) +
      use('b', hx - 40, hy + 30, -30, 1.5) +
      use('b', hx + 30, hy + 70, 200, 1.3) +
      egg +
      onions +
      sprig(hx - 70, hy - 70, '#4fae4a') +
      sprig(hx + 100, hy + 10, '#4fae4a') +
      lemon(hx - 100, hy + 100, 30) +
      raita,
    drum,
  );
}

function wing(rand: Rand, id: string): string {
  return g(
    { id },
    path('M-38-8c0-14 14-20 30-18l28 4c14 2 22 10 22 22s-8 20-22 22l-28 4c-16 2-30-4-30-18z', '#b84a16') +
      path('M-32-8c2-10 14-14 26-12l24 4c10 2 16 8 16 14', 'none', { stroke: '#e5843c', 'stroke-width': 7, 'stroke-linecap': 'round' }) +
      line('M-20 12l10-20M0 14l10-20M18 12l8-16', '#5a1c08', 3, { 'stroke-opacity': 0.7 }) +
      ellipse(between(rand, -10, 10), 4, 3, 2, '#fff6e0'),
  );
}

export function chickenWings(): string {
  const rand = rng(191);
  const layout: [number, number, number][] = [
    [220, 180, -20],
    [300, 170, 10],
    [380, 190, -35],
    [200, 260, 30],
    [290, 250, -10],
    [370, 270, 20],
    [250, 330, -30],
    [330, 340, 5],
    [420, 340, -15],
    [450, 240, 40],
  ];
  const wings = layout.map(([x, y, r]) => use('w', x, y, r, 1.15)).join('');
  const board =
    rect(92, 98, 470, 320, '#5b341c', { rx: 28, 'fill-opacity': 0.16 }) +
    rect(80, 84, 470, 320, '#c8864a', { rx: 28 }) +
    rect(92, 96, 446, 296, '#dca268', { rx: 20 });
  const dip =
    circle(530, 380, 62, '#5b341c', { 'fill-opacity': 0.18 }) +
    circle(524, 370, 60, '#ffffff') +
    circle(524, 370, 48, '#f7f2e4') +
    spots(scatter(rand, 9, 524, 370, 32, 32, 8), 2.4, 2.4, '#5aa83c');
  const sticks = [0, 1, 2]
    .map((i) =>
      rect(116 + i * 4, 300 + i * 26, 120, 16, i === 1 ? '#f08a2e' : '#9fd36a', {
        rx: 8,
        transform: `rotate(-18 ${116 + i * 4} ${300 + i * 26})`,
      }),
    )
    .join('');
  const onion = spots(scatter(rand, 12, 320, 260, 130, 90, 22), 4, 4, 'none', { stroke: '#5cb33a', 'stroke-width': 2.4 });
  return stage(19, board + sticks + wings + onion + dip, wing(rand, 'w'));
}
