/** Pizzas, seen from above on a board or tray; toppings are what tell them apart. */
import {
  arcs,
  at,
  backdrop,
  between,
  blob,
  circle,
  d,
  ellipse,
  g,
  leafDef,
  line,
  path,
  rect,
  ring,
  rng,
  scatter,
  shadow,
  spots,
  svg,
  tag,
  use,
} from './svg.ts';
import type { Rand } from './svg.ts';

const TINT = '#ffe6d2';
const SOFT = '#ffd9bd';
const CX = 320;
const CY = 240;
const R = 168;

function base(rand: Rand, sauce: string, cheese: string | null, toppings: string): string {
  const crust = circle(CX, CY, R, '#dc9346') + circle(CX, CY, R - 5, '#eeb065');
  const chars = ring(9, CX, CY, R - 8, R - 8, between(rand, 0, 40))
    .map(([x, y]) =>
      ellipse(x, y, 7, 3.5, '#b9682c', {
        'fill-opacity': 0.55,
        transform: `rotate(${Math.round(Math.atan2(y - CY, x - CX) * 57.3 + 90)} ${Math.round(x)} ${Math.round(y)})`,
      }),
    )
    .join('');
  const sauceLayer = path(blob(CX, CY, R - 20, R - 20, rand, 16, 0.025), sauce);
  const cheeseLayer = cheese ? path(blob(CX, CY, R - 30, R - 30, rand, 14, 0.06), cheese) : '';
  const cuts = line(
    d`M${CX - R + 14} ${CY}L${CX + R - 14} ${CY}M${CX} ${CY - R + 14}L${CX} ${CY + R - 14}M${CX - 107} ${CY - 107}L${CX + 107} ${CY + 107}M${CX - 107} ${CY + 107}L${CX + 107} ${CY - 107}`,
    '#7a2e12',
    2,
    { 'stroke-opacity': 0.18 },
  );
  return crust + chars + sauceLayer + cheeseLayer + toppings + cuts;
}

function board(wood: boolean): string {
  if (!wood) {
    return (
      shadow(CX, CY, 196, 196, 0.18) + circle(CX, CY, 198, '#4b5260') + circle(CX, CY, 186, '#6b7280') + circle(CX, CY, 180, '#5a616e')
    );
  }
  return (
    rect(CX + 156, CY + 122, 150, 44, '#5b341c', { rx: 22, 'fill-opacity': 0.14, transform: `rotate(35 ${CX + 150} ${CY + 110})` }) +
    rect(CX + 150, CY + 110, 150, 44, '#c07f42', { rx: 22, transform: `rotate(35 ${CX + 150} ${CY + 110})` }) +
    circle(CX + 265, CY + 196, 9, '#a0622c') +
    shadow(CX, CY, 196, 196) +
    circle(CX, CY, 200, '#c4823f') +
    circle(CX, CY, 193, '#d99a5a')
  );
}

function withBackdrop(seed: number, body: string, defs = ''): string {
  return svg(640, 480, backdrop(640, 480, TINT, SOFT, rng(seed)) + body, defs);
}

/** The Margherita on its board without a backdrop, for other scenes (the hero). */
export function margheritaArt(): { body: string; defs: string } {
  const rand = rng(11);
  const mozz = scatter(rand, 8, CX, CY, 110, 110, 62)
    .map(([x, y]) => path(blob(x + 2, y + 3, 26, 22, rand, 8, 0.18), '#e9cfa4') + path(blob(x, y, 25, 21, rand, 8, 0.18), '#fff8e8'))
    .join('');
  const basil = scatter(rand, 7, CX, CY, 120, 120, 55)
    .map(([x, y]) => use('b', x, y, between(rand, 0, 360), between(rand, 0.85, 1.15)))
    .join('');
  const oil = spots(scatter(rand, 10, CX, CY, 130, 130, 20), 3, 3, '#ffd75a', { 'fill-opacity': 0.7 });
  return { body: board(true) + base(rand, '#d63b25', null, mozz + basil + oil), defs: leafDef('b', 44, 16, '#3c9a3a', '#2a7428') };
}

export function margherita(): string {
  const art = margheritaArt();
  return withBackdrop(1, art.body, art.defs);
}

export function pepperoni(): string {
  const rand = rng(22);
  const grease = spots(scatter(rand, 14, CX, CY, 125, 125, 15), 5, 5, '#f0a53a', { 'fill-opacity': 0.6 });
  const melt = scatter(rand, 6, CX, CY, 100, 100, 40)
    .map(([x, y]) => path(blob(x, y, 22, 16, rand, 7, 0.2), '#fcd97e'))
    .join('');
  const pep = scatter(rand, 13, CX, CY, 118, 118, 46)
    .map(([x, y]) => use('p', x, y, between(rand, 0, 360), between(rand, 0.9, 1.08)))
    .join('');
  const pepDef = g(
    { id: 'p' },
    circle(0, 0, 21, '#9e2a1f') +
      circle(-1, -1, 18, '#c23a2b') +
      circle(-6, 4, 2.5, '#8a2117') +
      circle(5, -5, 2, '#8a2117') +
      circle(6, 6, 1.8, '#8a2117') +
      line('M-11-8q7-7 15-5', '#e46a52', 3),
  );
  const pizzaDef = g({ id: 'z' }, base(rand, '#d1432a', '#f5c04a', grease + melt + pep));
  // the pulled slice: a wedge from 15° to 60° drawn from the same pizza, shifted out
  const a0 = (15 * Math.PI) / 180;
  const a1 = (60 * Math.PI) / 180;
  const far = R + 4;
  const wedge = d`M${CX} ${CY}L${CX + Math.cos(a0) * far} ${CY + Math.sin(a0) * far}A${far} ${far} 0 0 1 ${CX + Math.cos(a1) * far} ${CY + Math.sin(a1) * far}Z`;
  const rest = d`M${CX} ${CY}L${CX + Math.cos(a1) * far} ${CY + Math.sin(a1) * far}A${far} ${far} 0 1 1 ${CX + Math.cos(a0) * far} ${CY + Math.sin(a0) * far}Z`;
  const clips = tag('clipPath', { id: 'w' }, path(wedge, '#000')) + tag('clipPath', { id: 'r' }, path(rest, '#000'));
  const strings = line(d`M${CX + 40} ${CY + 46}q14 4 26 16M${CX + 26} ${CY + 52}q10 8 22 22`, '#ffe08a', 3);
  const body =
    board(false) +
    tag('use', { href: '#z', 'clip-path': 'url(#r)' }) +
    g(
      { transform: at(26, 24) },
      path(wedge, '#3b2a20', { 'fill-opacity': 0.25, transform: at(5, 8) }) + tag('use', { href: '#z', 'clip-path': 'url(#w)' }),
    ) +
    strings;
  return withBackdrop(2, body, pepDef + pizzaDef + clips);
}

export function bbqChicken(): string {
  const rand = rng(33);
  const chicken = scatter(rand, 11, CX, CY, 118, 118, 42)
    .map(([x, y]) => use('c', x, y, between(rand, 0, 180), between(rand, 0.85, 1.1)))
    .join('');
  const chickenDef = g(
    { id: 'c' },
    rect(-17, -12, 34, 24, '#c98a4e', { rx: 9 }) +
      rect(-15, -11, 30, 19, '#e2ab6c', { rx: 8 }) +
      line('M-9-9l-4 16M0-9l-4 16M9-9l-4 16', '#8a4b22', 3),
  );
  const onion = arcs(
    scatter(rand, 8, CX, CY, 120, 120, 40).map(([x, y]) => [x, y, between(rand, 0, 360)] as [number, number, number]),
    32,
    20,
    '#9c2f6e',
    5,
  );
  const drizzle = [-90, -30, 30, 90]
    .map((o) =>
      line(d`M${CX - 100 + o / 3} ${CY + o - 40}c30-40 50 30 80 0s50 30 80 0 40 20 50 10`, '#5a1f0e', 5, { 'stroke-opacity': 0.85 }),
    )
    .join('');
  const coriander = scatter(rand, 9, CX, CY, 128, 128, 30)
    .map(([x, y]) => circle(x - 4, y, 5, '#48a542') + circle(x + 4, y, 5, '#48a542') + circle(x, y - 6, 5, '#5cba4f'))
    .join('');
  const cheese = scatter(rand, 7, CX, CY, 105, 105, 50)
    .map(([x, y]) => path(blob(x, y, 34, 28, rand, 8, 0.2), '#f6c65a'))
    .join('');
  const paper = path(d`M${CX - 215} ${CY - 190}L${CX + 200} ${CY - 220}L${CX + 222} ${CY + 200}L${CX - 205} ${CY + 222}Z`, '#f7efe1');
  const paperShadow = path(
    d`M${CX - 207} ${CY - 176}L${CX + 208} ${CY - 206}L${CX + 230} ${CY + 214}L${CX - 197} ${CY + 236}Z`,
    '#5b341c',
    { 'fill-opacity': 0.12 },
  );
  return withBackdrop(
    3,
    paperShadow + paper + shadow(CX, CY, R, R, 0.1) + base(rand, '#8a3a1b', null, cheese + chicken + onion + drizzle + coriander),
    chickenDef,
  );
}

export function veggieSupreme(): string {
  const rand = rng(44);
  const pts = scatter(rand, 42, CX, CY, 125, 125, 26).map(([x, y]) => [x, y, between(rand, 0, 360)] as [number, number, number]);
  const kind = (k: number): [number, number, number][] => pts.filter((_, i) => i % 6 === k);
  const corn = kind(4).flatMap(
    ([x, y]) =>
      [
        [x - 5, y],
        [x + 5, y + 2],
        [x, y - 7],
      ] as [number, number][],
  );
  const top =
    arcs(kind(0), 36, 24, '#2f8f35', 8) +
    arcs(kind(1), 32, 22, '#e03a26', 8) +
    kind(2)
      .map(([x, y, r]) => use('m', x, y, r))
      .join('') +
    spots(kind(3), 8, 8, 'none', { stroke: '#2b2624', 'stroke-width': 5 }) +
    spots(corn, 4.5, 4.5, '#f5b800', { stroke: '#d99a00', 'stroke-width': 1 }) +
    arcs(kind(5), 28, 18, '#9c2f6e', 4);
  const mushroom = g(
    { id: 'm' },
    path('M-18 2a18 15 0 0 1 36 0q-6 3-10 1l1 12h-18l1-12q-4 2-10-1z', '#8d6543') +
      path('M-15 1a15 12 0 0 1 30 0q-5 2-9 1l1 11h-14l1-11q-4 1-9-1z', '#f1e2c8'),
  );
  return withBackdrop(4, board(true) + base(rand, '#d2412a', '#f6c95e', top), mushroom);
}
