/** Thalis from above: a round plate ringed with small bowls (katoris), rice and breads. */
import { backdrop, blob, circle, d, ellipse, line, path, rng, scatter, spots, svg, tag } from './svg.ts';
import type { Rand } from './svg.ts';

const CX = 320;
const CY = 240;

interface Metal {
  edge: string;
  rim: string;
  face: string;
}
const STEEL: Metal = { edge: '#a3acb6', rim: '#dde2e7', face: '#c9d0d7' };
const BRASS: Metal = { edge: '#b78428', rim: '#f1cf7a', face: '#e6bc5e' };

/** A pattern of rice grains laid over a white mound. */
export const riceDefs = tag(
  'pattern',
  { id: 'g', width: 22, height: 22, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(25)' },
  tag('path', { d: 'M0 0h22v22H0z', fill: '#fbf7ec' }) +
    ellipse(5, 5, 4.5, 1.6, '#e4dcc6') +
    ellipse(16, 9, 4.5, 1.6, '#e4dcc6', { transform: 'rotate(60 16 9)' }) +
    ellipse(8, 17, 4.5, 1.6, '#e4dcc6', { transform: 'rotate(-40 8 17)' }) +
    ellipse(18, 19, 4, 1.5, '#efe9d8'),
);

export function rice(x: number, y: number, rx: number, ry: number, rand: Rand, base = '#fbf7ec', specks = '#8a5a2b', under = ''): string {
  const outline = blob(x, y, rx, ry, rand, 12, 0.07);
  const dots = spots(scatter(rand, 9, x, y, rx * 0.75, ry * 0.75, 10), 2.6, 1.2, specks);
  return (base === '#fbf7ec' && !under ? '' : path(outline, base) + under) + path(outline, 'url(#g)') + dots;
}

function plate(m: Metal): string {
  return (
    circle(CX + 8, CY + 14, 212, '#5b341c', { 'fill-opacity': 0.16 }) +
    circle(CX, CY, 212, m.edge) +
    circle(CX, CY, 206, m.rim) +
    circle(CX, CY, 188, m.edge) +
    circle(CX, CY, 185, m.face) +
    path(d`M${CX - 150} ${CY - 120}a192 192 0 0 1 150 -72`, 'none', {
      stroke: '#fff',
      'stroke-width': 6,
      'stroke-opacity': 0.5,
      'stroke-linecap': 'round',
    })
  );
}

function katori(x: number, y: number, r: number, fill: string, inner: string, m: Metal = STEEL): string {
  return (
    circle(x + 3, y + 6, r + 1, '#3b2a20', { 'fill-opacity': 0.18 }) +
    circle(x, y, r, m.edge) +
    circle(x, y, r - 3, m.rim) +
    circle(x, y, r - 8, fill) +
    inner
  );
}

function curry(x: number, y: number, rand: Rand, gravy: string, piece: string, n: number, cubes = false): string {
  const bits = scatter(rand, n, x, y, 24, 24, 14)
    .map(([px, py]) =>
      cubes
        ? tag('rect', { x: Math.round(px - 7), y: Math.round(py - 7), width: 14, height: 14, rx: 3, fill: piece })
        : path(blob(px, py, 10, 8, rand, 6, 0.2), piece),
    )
    .join('');
  return katori(
    x,
    y,
    50,
    gravy,
    bits + line(d`M${x - 20} ${y + 14}q14 8 30 -4`, '#fff1dc', 3, { 'stroke-opacity': 0.8 }) + leaves(x + 12, y - 14, '#3f9b3a'),
  );
}

function leaves(x: number, y: number, c: string): string {
  return circle(x, y, 4, c) + circle(x + 6, y + 3, 3.5, c) + circle(x - 5, y + 4, 3.5, c);
}

function dal(x: number, y: number, rand: Rand, fill = '#e7ae2f', swirl = '#f7d57a'): string {
  const pts = scatter(rand, 8, x, y, 26, 26, 8);
  const bits = spots(pts.slice(0, 5), 2, 2, '#5a3412') + spots(pts.slice(5), 3.5, 3.5, '#c8321c');
  return katori(x, y, 48, fill, line(d`M${x - 22} ${y}q10 -16 22 -4t22 -2`, swirl, 4) + bits + leaves(x - 6, y + 16, '#3f9b3a'));
}

function raita(x: number, y: number, rand: Rand): string {
  const flecks = spots(scatter(rand, 10, x, y, 26, 26, 7), 2.4, 1.4, '#5aa83c');
  return katori(x, y, 46, '#f7f3ea', flecks + circle(x + 8, y - 6, 4, '#d2612a', { 'fill-opacity': 0.7 }));
}

function roti(x: number, y: number, r: number, rand: Rand, naan = false): string {
  const [rx, ry] = naan ? [r * 1.25, r * 0.8] : [r, r];
  const marks = spots(scatter(rand, naan ? 9 : 7, x, y, rx * 0.7, ry * 0.7, 12), 5, 3.5, naan ? '#8a5020' : '#b0702f', {
    'fill-opacity': 0.75,
  });
  return (
    ellipse(x + 3, y + 5, rx, ry, '#5b341c', { 'fill-opacity': 0.15 }) +
    ellipse(x, y, rx, ry, naan ? '#f0c780' : '#e4b36e') +
    ellipse(x - 4, y - 4, rx * 0.8, ry * 0.8, naan ? '#f6d596' : '#eabd7c') +
    marks
  );
}

function salad(x: number, y: number): string {
  return (
    circle(x, y, 18, '#e8eec0', { stroke: '#6aa83a', 'stroke-width': 4 }) +
    circle(x + 30, y + 10, 17, '#e0412b') +
    circle(x + 30, y + 10, 10, '#f27d62') +
    circle(x + 6, y + 30, 16, 'none', { stroke: '#a34a8c', 'stroke-width': 4 }) +
    path(d`M${x - 40} ${y + 20}a22 22 0 0 1 30 -26l-14 20z`, '#f7d33c')
  );
}

const BOWLS = [-165, -115, -65, -15]
  .map((deg) => [CX + Math.cos((deg * Math.PI) / 180) * 124, CY + Math.sin((deg * Math.PI) / 180) * 124] as [number, number])
  .map(([x, y], i) => [x, y + (i === 1 || i === 2 ? 6 : 0)] as [number, number]);

const stage = (seed: number, body: string): string => svg(640, 480, backdrop(640, 480, '#fde8c8', '#fbd9a6', rng(seed)) + body, riceDefs);

export function vegThali(): string {
  const rand = rng(131);
  const [a, b, c, e] = BOWLS;
  const jalebi = line(d`M${e![0]} ${e![1]}m-4 0a6 6 0 1 1 8 4a12 12 0 1 1 -18 -10a18 18 0 1 1 6 28`, '#f08c1c', 6);
  return stage(
    13,
    plate(STEEL) +
      dal(a![0], a![1], rand) +
      curry(b![0], b![1], rand, '#d8742a', '#f2cf5a', 5, true) +
      raita(c![0], c![1], rand) +
      katori(e![0], e![1], 44, '#f6d48a', jalebi) +
      roti(CX - 80, CY + 96, 62, rand) +
      roti(CX - 40, CY + 112, 60, rand) +
      rice(CX + 82, CY + 96, 72, 50, rand) +
      path(blob(CX - 14, CY + 10, 18, 13, rand, 6, 0.2), '#c8421c') +
      circle(CX - 20, CY + 6, 4, '#f0a13a') +
      path(d`M${CX + 10} ${CY + 20}q30 -4 44 -30q4 4 -2 10q-14 22 -42 20z`, '#3f9b3a'),
  );
}

export function chickenThali(): string {
  const rand = rng(141);
  const [a, b, c, e] = BOWLS;
  const jamun =
    circle(e![0] - 12, e![1] + 4, 15, '#5a230f') +
    circle(e![0] + 12, e![1] - 6, 15, '#6b2a12') +
    circle(e![0] - 16, e![1], 4, '#a0542a') +
    circle(e![0] + 8, e![1] - 10, 4, '#a0542a');
  return stage(
    14,
    plate(STEEL) +
      curry(a![0], a![1], rand, '#c9461c', '#8c2e10', 6) +
      dal(b![0], b![1], rand) +
      raita(c![0], c![1], rand) +
      katori(e![0], e![1], 44, '#eaa53c', jamun) +
      roti(CX - 92, CY + 96, 60, rand) +
      roti(CX - 52, CY + 116, 58, rand) +
      rice(CX + 70, CY + 104, 68, 48, rand) +
      salad(CX - 14, CY + 4),
  );
}

export function paneerThali(): string {
  const rand = rng(151);
  const [a, b, c, e] = BOWLS;
  const nuts = scatter(rand, 6, e![0], e![1], 20, 20, 9);
  const kheer = spots(nuts.slice(0, 3), 5, 3, '#8fbf4a') + spots(nuts.slice(3), 5, 3, '#e8c48c');
  const veg = scatter(rand, 12, CX + 76, CY + 100, 52, 34, 10);
  const peas = spots(veg.slice(0, 6), 3.5, 3.5, '#4fa33a') + spots(veg.slice(6), 3.5, 3.5, '#ee8a2c');
  return stage(
    15,
    plate(BRASS) +
      curry(a![0], a![1], rand, '#e9722a', '#fbf3e2', 6, true) +
      dal(b![0], b![1], rand, '#6e3419', '#f4e6cf') +
      raita(c![0], c![1], rand) +
      katori(e![0], e![1], 44, '#f7ecd2', kheer, BRASS) +
      roti(CX - 70, CY + 100, 56, rand, true) +
      salad(CX - 14, CY + 4) +
      rice(CX + 76, CY + 100, 70, 48, rand) +
      peas,
  );
}
