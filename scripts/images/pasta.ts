/** Pasta from above: creamy ribbons twirled on a plate versus red tubes in a bowl. */
import { at, backdrop, between, blob, circle, d, ellipse, g, line, path, rect, rng, scatter, spots, svg, use } from './svg.ts';

const stage = (seed: number, body: string, defs = ''): string =>
  svg(640, 480, backdrop(640, 480, '#f2f0da', '#e6e6c4', rng(seed)) + body, defs);

const parsley = (x: number, y: number): string => path(d`M${x} ${y}l4-5 4 3 2-5 4 4-3 4 4 3-6 2z`, '#4f9e3a');

export function fettuccineAlfredo(): string {
  const rand = rng(201);
  const [cx, cy] = [300, 244];
  const plate =
    circle(cx + 8, cy + 14, 200, '#5b341c', { 'fill-opacity': 0.14 }) +
    circle(cx, cy, 200, '#ffffff') +
    circle(cx, cy, 150, '#f1eee6') +
    circle(cx, cy, 146, '#f7f5ef');
  // a nest of ribbons: overlapping elliptical arcs around the centre, drawn as wide strokes
  let ribbons = '';
  for (let i = 0; i < 10; i++) {
    const r = between(rand, 36, 112);
    const a0 = between(rand, 0, Math.PI * 2);
    const sweep = between(rand, 2, 3.6);
    const ox = between(rand, -18, 18);
    const oy = between(rand, -14, 14);
    const p0 = [cx + ox + Math.cos(a0) * r, cy + oy + Math.sin(a0) * r * 0.82];
    const p1 = [cx + ox + Math.cos(a0 + sweep) * r, cy + oy + Math.sin(a0 + sweep) * r * 0.82];
    const arc = d`M${p0[0]!} ${p0[1]!}A${r} ${r * 0.82} 0 ${sweep > Math.PI ? 1 : 0} 1 ${p1[0]!} ${p1[1]!}`;
    ribbons += `<path d="${arc}" stroke="#d7b05e" stroke-width="28"/><path d="${arc}" stroke="#f3da92" stroke-width="23"/><path d="${arc}" stroke="#fcefc4" stroke-width="6"/>`;
  }
  const sauce = path(blob(cx, cy, 134, 114, rand, 12, 0.08), '#f8ecc6');
  const pepper = spots(scatter(rand, 26, cx, cy, 110, 92, 10), 1.8, 1.8, '#3b3026');
  const herbs = scatter(rand, 10, cx, cy, 100, 80, 22)
    .map(([x, y]) => parsley(x, y))
    .join('');
  const shavings = scatter(rand, 6, cx, cy, 80, 60, 36)
    .map(([x, y]) => path(d`M${x} ${y}l16-6 4 10-18 4z`, '#fff7dc', { stroke: '#e8d49a', 'stroke-width': 1 }))
    .join('');
  const fork = g(
    { transform: at(520, 250, 8) },
    rect(-8, -60, 16, 250, '#c3c9cf', { rx: 8 }) +
      path('M-18-130h36v60q0 24-18 24t-18-24z', '#c3c9cf') +
      rect(-18, -200, 6, 74, '#c3c9cf', { rx: 3 }) +
      rect(-6, -200, 6, 74, '#c3c9cf', { rx: 3 }) +
      rect(6, -200, 6, 74, '#c3c9cf', { rx: 3 }) +
      rect(12, -200, 6, 74, '#c3c9cf', { rx: 3 }) +
      rect(-4, -40, 4, 160, '#e6eaee', { rx: 2 }),
  );
  return stage(20, plate + sauce + g({ fill: 'none' }, ribbons) + shavings + pepper + herbs + fork);
}

export function penneArrabbiata(): string {
  const rand = rng(211);
  const [cx, cy] = [310, 240];
  const penne = g(
    { id: 'p' },
    path('M-32-9l56-8 10 17-10 17-56 8-8-17z', '#d8602a') +
      path('M-32-9l56-8-4 7-54 8z', '#ef8f48') +
      line('M-18-10l4 20M-4-12l4 20M10-14l4 20', '#b9531c', 2, { 'stroke-opacity': 0.6 }) +
      ellipse(30, 0, 4, 12, '#8a2d12'),
  );
  const bowl =
    circle(cx + 8, cy + 14, 206, '#5b341c', { 'fill-opacity': 0.15 }) +
    circle(cx, cy, 206, '#2f6f8f') +
    circle(cx, cy, 196, '#ffffff') +
    circle(cx, cy, 170, '#e9e5dd') +
    path(blob(cx, cy, 150, 146, rand, 14, 0.05), '#c8321f');
  const tubes = scatter(rand, 19, cx, cy, 110, 106, 40)
    .map(([x, y]) => use('p', x, y, between(rand, 0, 360), between(rand, 0.85, 0.95)))
    .join('');
  const flakes = g(
    { fill: '#8e1a0c' },
    scatter(rand, 22, cx, cy, 125, 120, 12)
      .map(([x, y]) => `<rect x="${Math.round(x)}" y="${Math.round(y)}" width="4" height="3"/>`)
      .join(''),
  );
  const herbs = scatter(rand, 12, cx, cy, 110, 100, 24)
    .map(([x, y]) => parsley(x, y))
    .join('');
  const chilli =
    path('M520 390c30-10 60-40 70-90 4 12 2 60-40 100-14 12-40 4-30-10z', '#d9281a') +
    path('M586 300q6-14 18-18l4 6q-10 4-14 16z', '#3f8f2e');
  return stage(21, bowl + tubes + flakes + herbs + chilli, penne);
}
