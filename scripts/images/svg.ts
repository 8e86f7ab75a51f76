/**
 * Tiny SVG-string toolkit for the shop's illustrations: compact numbers, a seeded random source so
 * every run writes byte-identical files, and a few organic shapes (blobs, leaves) the dishes share.
 */
export type Attrs = Record<string, string | number>;

/** Rounds to one decimal and drops trailing zeros, which keeps path data short. */
export function num(n: number): string {
  const v = Math.round(n * 10) / 10;
  return Object.is(v, -0) ? '0' : String(v);
}

export function tag(name: string, attrs: Attrs, inner?: string): string {
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('');
  return inner === undefined ? `<${name}${a}/>` : `<${name}${a}>${inner}</${name}>`;
}

/** Template tag for path data: every interpolated number is rounded. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += num(v) + (strings[i + 1] ?? '');
  });
  return out;
}

export const circle = (cx: number, cy: number, r: number, fill: string, more: Attrs = {}): string =>
  tag('circle', { cx, cy, r, fill, ...more });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more: Attrs = {}): string =>
  tag('ellipse', { cx, cy, rx, ry, fill, ...more });
export const rect = (x: number, y: number, width: number, height: number, fill: string, more: Attrs = {}): string =>
  tag('rect', { x, y, width, height, fill, ...more });
export const path = (pd: string, fill: string, more: Attrs = {}): string => tag('path', { d: pd, fill, ...more });
export const line = (pd: string, stroke: string, width: number, more: Attrs = {}): string =>
  tag('path', { d: pd, fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...more });
export const g = (attrs: Attrs, inner: string): string => tag('g', attrs, inner);
export const at = (x: number, y: number, rot = 0, scale = 1): string =>
  `translate(${num(x)} ${num(y)})${rot ? ` rotate(${num(rot)})` : ''}${scale !== 1 ? ` scale(${num(scale)})` : ''}`;
export const use = (id: string, x: number, y: number, rot = 0, scale = 1, more: Attrs = {}): string =>
  tag('use', { href: `#${id}`, transform: at(x, y, rot, scale), ...more });

export function svg(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

export type Rand = () => number;

/** mulberry32: small, fast and deterministic. */
export function rng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rand: Rand, lo: number, hi: number): number => lo + rand() * (hi - lo);

/** A closed, smoothly wobbling outline around (cx, cy): sauces, cheese, rice mounds, gravy. */
export function blob(cx: number, cy: number, rx: number, ry: number, rand: Rand, points = 10, wobble = 0.08): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const t = (i / points) * Math.PI * 2;
    const k = 1 + (rand() * 2 - 1) * wobble;
    pts.push([cx + Math.cos(t) * rx * k, cy + Math.sin(t) * ry * k]);
  }
  const mid = (i: number): [number, number] => {
    const p = pts[i % points]!;
    const q = pts[(i + 1) % points]!;
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  };
  const [sx, sy] = mid(0);
  let out = d`M${sx} ${sy}`;
  for (let i = 1; i <= points; i++) {
    const [px, py] = pts[i % points]!;
    const [mx, my] = mid(i);
    out += d`Q${px} ${py} ${mx} ${my}`;
  }
  return `${out}Z`;
}

/** Scatter n points inside an ellipse, keeping a minimum spacing when it can. */
export function scatter(rand: Rand, n: number, cx: number, cy: number, rx: number, ry: number, gap = 0): [number, number][] {
  const out: [number, number][] = [];
  for (let tries = 0; out.length < n && tries < n * 60; tries++) {
    const a = rand() * Math.PI * 2;
    const r = Math.sqrt(rand());
    const x = cx + Math.cos(a) * rx * r;
    const y = cy + Math.sin(a) * ry * r;
    if (out.every(([px, py]) => Math.hypot(px - x, py - y) >= gap)) out.push([x, y]);
  }
  return out;
}

/** Points evenly spread on a ring, starting at angle `start` (degrees). */
export function ring(n: number, cx: number, cy: number, rx: number, ry: number, start = -90): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const t = ((start + (i * 360) / n) * Math.PI) / 180;
    return [cx + Math.cos(t) * rx, cy + Math.sin(t) * ry] as [number, number];
  });
}

/** A pointed leaf centred on the origin, pointing right (use with transforms via <use>). */
export function leafDef(id: string, len: number, wid: number, fill: string, vein: string): string {
  const h = len / 2;
  return g(
    { id },
    path(d`M${-h} 0Q${-h / 3} ${-wid} ${h} 0Q${-h / 3} ${wid} ${-h} 0Z`, fill) + line(d`M${-h + 4} 0L${h - 6} 0`, vein, 1.6),
  );
}

/** Full-bleed warm tint with two soft discs, so every dish sits on the same kind of stage. */
export function backdrop(w: number, h: number, tint: string, soft: string, rand: Rand): string {
  return (
    rect(0, 0, w, h, tint) +
    circle(w * between(rand, 0.05, 0.2), h * between(rand, 0.1, 0.3), h * 0.32, soft) +
    circle(w * between(rand, 0.8, 0.95), h * between(rand, 0.75, 0.95), h * 0.28, soft)
  );
}

/** Soft contact shadow: a darkened ellipse nudged down-right. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.14): string =>
  ellipse(cx + 6, cy + 12, rx, ry, '#5b341c', { 'fill-opacity': opacity });

/** Many same-coloured dots as one path (much smaller than one element per dot). Filled dots are
 * drawn as round-capped strokes of (almost) zero length; rings keep real arcs. */
export function spots(points: readonly (readonly number[])[], rx: number, ry: number, fill: string, more: Attrs = {}): string {
  if (points.length === 0) return '';
  const x = Math.round;
  if (fill === 'none') {
    const pd = points
      .map(
        ([px = 0, py = 0]) =>
          `M${x(px - rx)} ${x(py)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0`,
      )
      .join('');
    return path(pd, fill, more);
  }
  const run = Math.max(0.1, 2 * (rx - ry));
  const pd = points.map(([px = 0, py = 0]) => `M${x(px - run / 2)} ${x(py)}h${num(run)}`).join('');
  const { 'fill-opacity': op, ...rest } = more;
  return line(pd, fill, 2 * Math.min(rx, ry), op === undefined ? rest : { 'stroke-opacity': op, ...rest });
}

/** Many short curved strokes (pepper strips, onion slivers) as one path: each a bent segment of
 * length `len` centred on its point, turned by its own angle. */
export function arcs(
  items: [number, number, number][],
  len: number,
  bend: number,
  stroke: string,
  width: number,
  more: Attrs = {},
): string {
  if (items.length === 0) return '';
  const pd = items
    .map(([cx, cy, deg]) => {
      const t = (deg * Math.PI) / 180;
      const [c, s] = [Math.cos(t), Math.sin(t)];
      const pt = (u: number, v: number): string => `${Math.round(cx + u * c - v * s)} ${Math.round(cy + u * s + v * c)}`;
      return `M${pt(-len / 2, 0)}Q${pt(0, -bend)} ${pt(len / 2, 0)}`;
    })
    .join('');
  return line(pd, stroke, width, more);
}
