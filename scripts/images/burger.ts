/** Burgers, seen from the side on a round wooden board; the stack is what tells them apart. */
import { backdrop, between, blob, circle, d, ellipse, line, path, rect, rng, svg } from './svg.ts';
import type { Rand } from './svg.ts';

const CX = 320;
const BASE = 392;

type Layer = (yBottom: number) => { svg: string; height: number };

function bottomBun(color: string): Layer {
  return (y) => {
    const h = 44;
    const w = 146;
    const top = y - h;
    return {
      height: h - 4,
      svg:
        path(d`M${CX - w} ${top}h${2 * w}v${h - 24}q0 24 -24 24h${-2 * w + 48}q-24 0 -24 -24z`, color) +
        rect(CX - w, top, 2 * w, 9, '#f6d7a0', { rx: 4 }),
    };
  };
}

function patty(rand: Rand): Layer {
  return (y) => {
    const h = 42;
    const w = 156;
    const top = y - h;
    let bumps = '';
    for (let x = CX - w + 14; x < CX + w - 10; x += between(rand, 18, 30))
      bumps += circle(x, top + between(rand, 12, 32), between(rand, 2, 4), '#4a2614');
    return {
      height: h - 4,
      svg: rect(CX - w, top, 2 * w, h, '#5e321c', { rx: 21 }) + rect(CX - w + 10, top + 4, 2 * w - 20, 8, '#84502f', { rx: 4 }) + bumps,
    };
  };
}

function cheese(color: string, rand: Rand): Layer {
  return (y) => {
    const w = 160;
    let drips = '';
    for (let x = CX - w + 10; x < CX + w - 20; x += between(rand, 40, 70)) {
      const len = between(rand, 14, 30);
      drips += d`M${x} ${y - 2}q4 ${len} 10 ${len}q6 0 10 ${-len}z`;
    }
    return { height: 9, svg: path(d`M${CX - w} ${y - 10}h${2 * w}l-8 12h${-2 * w + 16}z` + drips, color) };
  };
}

function tomato(): Layer {
  return (y) => ({
    height: 14,
    svg: rect(CX - 150, y - 16, 300, 16, '#d93b26', { rx: 8 }) + line(d`M${CX - 130} ${y - 9}h60m30 0h70m30 0h60`, '#f07a5e', 4),
  });
}

function lettuce(): Layer {
  return (y) => {
    let scallops = '';
    for (let i = 0; i < 12; i++) scallops += d`a13 11 0 0 0 ${28} 0`;
    const edge = d`M${CX - 168} ${y - 22}h336l0 8` + d`l0 0`;
    const wave = d`M${CX - 168} ${y - 14}` + scallops.replace(/a13 11 0 0 0 28 0/g, 'a14 12 0 0 0 28 0');
    return {
      height: 18,
      svg:
        path(`${edge}z`, '#5aa630') +
        path(wave + d`V${y - 24}H${CX - 168}z`, '#78c547') +
        path(d`M${CX - 168} ${y - 20}` + scallops + d`v-8H${CX - 168}z`, '#8fd65a'),
    };
  };
}

function pickles(): Layer {
  return (y) => ({
    height: 8,
    svg: [CX - 120, CX - 10, CX + 100].map((x) => ellipse(x, y - 6, 26, 8, '#6f9a2e') + ellipse(x, y - 7, 20, 5, '#a3c55a')).join(''),
  });
}

function strands(color: string, rand: Rand): Layer {
  return (y) => {
    let s = '';
    for (let x = CX - 140; x < CX + 110; x += 22) s += d`M${x} ${y - between(rand, 4, 12)}q10 -14 22 -2t22 0`;
    return { height: 16, svg: line(s, color, 7) };
  };
}

function slaw(rand: Rand): Layer {
  return (y) => {
    const base = path(d`M${CX - 160} ${y}q20 -26 60 -20q40 -16 90 -6q50 -14 90 2q30 -4 40 24z`, '#f5f1e4');
    let shreds = '';
    for (let i = 0; i < 16; i++) {
      const x = CX - 140 + i * 18;
      const c = ['#8f3d8c', '#f08a2e', '#8bc34a'][i % 3] ?? '#8bc34a';
      shreds += line(d`M${x} ${y - between(rand, 6, 16)}l${between(rand, -8, 8)} ${-between(rand, 6, 10)}`, c, 3);
    }
    return { height: 18, svg: base + shreds };
  };
}

function crispyChicken(rand: Rand): Layer {
  return (y) => {
    let crumbs = '';
    for (let i = 0; i < 16; i++) crumbs += circle(CX - 150 + i * 20, y - between(rand, 18, 50), between(rand, 3, 6), '#f4b957');
    return {
      height: 60,
      svg: path(blob(CX, y - 30, 178, 32, rand, 26, 0.08), '#b8641a') + path(blob(CX, y - 35, 172, 28, rand, 26, 0.08), '#de922f') + crumbs,
    };
  };
}

function topBun(color: string, shine: string, rand: Rand, seeds: boolean): Layer {
  return (yBase) => {
    const y = yBase - 10;
    const w = 150;
    const h = 112;
    const dome = d`M${CX - w} ${y}C${CX - w} ${y - h * 1.3} ${CX + w} ${y - h * 1.3} ${CX + w} ${y}q0 12 -12 12H${CX - w + 12}q-12 0 -12 -12z`;
    let s = '';
    if (seeds) {
      for (let i = 0; i < 16; i++) {
        const t = between(rand, 0.14, 0.86);
        const x = CX - w + 2 * w * t;
        const yTop = y - h * 1.3 * 3 * t * (1 - t) * 0.98;
        const yy = between(rand, yTop + 12, Math.min(y - 12, yTop + 60));
        s += ellipse(x, yy, 5.5, 3, '#fff4da', {
          transform: `rotate(${Math.round(between(rand, -40, 40))} ${Math.round(x)} ${Math.round(yy)})`,
        });
      }
    }
    return {
      height: 0,
      svg:
        path(dome, color) +
        path(
          d`M${CX - 118} ${y - 40}C${CX - 110} ${y - 92} ${CX - 30} ${y - 104} ${CX + 10} ${y - 98}C${CX - 50} ${y - 86} ${CX - 90} ${y - 70} ${CX - 118} ${y - 40}z`,
          shine,
          { 'fill-opacity': 0.7 },
        ) +
        s,
    };
  };
}

function sauce(color: string): Layer {
  return (y) => ({
    height: 0,
    svg: path(
      d`M${CX - 130} ${y - 4}h260q-10 4 -16 18q-8 4 -10 -12q-40 2 -80 0q-4 22 -12 22q-8 0 -10 -22q-50 0 -90 0q-6 14 -14 10z`,
      color,
    ),
  });
}

function stage(tint: string, soft: string, seed: number, layers: Layer[], sides = ''): string {
  const rand = rng(seed);
  let y = BASE;
  let stack = '';
  for (const layer of layers) {
    const out = layer(y);
    stack += out.svg;
    y -= out.height;
  }
  const board =
    ellipse(CX + 10, BASE + 30, 262, 62, '#5b341c', { 'fill-opacity': 0.16 }) +
    ellipse(CX, BASE + 12, 250, 60, '#a86a32') +
    ellipse(CX, BASE, 250, 58, '#cf9256') +
    ellipse(CX, BASE, 236, 50, '#dca267') +
    ellipse(CX + 4, BASE + 4, 160, 22, '#5b341c', { 'fill-opacity': 0.18 });
  return svg(640, 480, backdrop(640, 480, tint, soft, rand) + board + sides + stack);
}

const TINT = '#fff1c9';
const SOFT = '#ffe6a3';

export function classicBurger(): string {
  const rand = rng(5);
  const sides =
    ellipse(560, 420, 22, 20, '#d93b26') + ellipse(553, 412, 6, 4, '#f6836a') + path('M555 400l6 4 6-6-2 7 7 2-8 1z', '#4f9e2c');
  return stage(
    TINT,
    SOFT,
    51,
    [bottomBun('#d98a3d'), patty(rand), pickles(), tomato(), lettuce(), sauce('#f3a04a'), topBun('#e0913f', '#f2b766', rand, true)],
    sides,
  );
}

export function doubleCheeseburger(): string {
  const rand = rng(6);
  return stage(TINT, SOFT, 61, [
    bottomBun('#d98a3d'),
    patty(rand),
    cheese('#f7b32b', rand),
    patty(rand),
    cheese('#f9c03a', rand),
    strands('#a8602a', rand),
    sauce('#f2c230'),
    topBun('#dc8a38', '#f2b766', rand, true),
  ]);
}

export function crispyChickenBurger(): string {
  const rand = rng(7);
  return stage(TINT, SOFT, 71, [
    bottomBun('#ecb865'),
    slaw(rand),
    crispyChicken(rand),
    sauce('#e8901a'),
    topBun('#f0c071', '#fbe0a8', rand, false),
  ]);
}

export function mushroomSwissBurger(): string {
  const rand = rng(8);
  const mush = (x: number, y: number): string =>
    path(d`M${x - 22} ${y}a22 18 0 0 1 44 0z`, '#8a5a36') + rect(x - 8, y - 1, 16, 18, '#f0dfc2', { rx: 5 });
  const swiss: Layer = (y) => ({
    height: 8,
    svg:
      path(d`M${CX - 158} ${y - 12}h316l-10 14l-30 16l-20 -14h-100l-26 20l-24 -20h-60l-40 16l-16 -18z`, '#f6e39d') +
      [CX - 100, CX - 20, CX + 70, CX + 130].map((x, i) => ellipse(x, y - 4 + (i % 2) * 3, 9, 4, '#e2c266')).join(''),
  });
  const mushrooms: Layer = (y) => ({
    height: 26,
    svg: [CX - 120, CX - 60, CX, CX + 60, CX + 116]
      .map((x, i) =>
        path(d`M${x - 26} ${y - 2}q26 -${28 + (i % 2) * 6} 52 0q-8 -4 -16 -2l-2 -8h-16l-2 8q-8 -2 -16 2z`, i % 2 ? '#7a4a2a' : '#946038'),
      )
      .join(''),
  });
  return stage(
    '#f6ead2',
    '#eddcb8',
    81,
    [bottomBun('#b9662c'), patty(rand), swiss, mushrooms, topBun('#b8612a', '#d88a4c', rand, false)],
    mush(548, 414) + mush(588, 398),
  );
}
