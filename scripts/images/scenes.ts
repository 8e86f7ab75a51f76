/** The non-dish art: home hero, app promo phone, customer avatars, placeholder and favicon. */
import { arcs, at, between, blob, circle, d, ellipse, g, leafDef, line, path, rect, rng, scatter, spots, svg, tag, use } from './svg.ts';
import { margheritaArt } from './pizza.ts';

function fruit(kind: 'orange' | 'apple' | 'green', x: number, y: number, r: number): string {
  const [body, shine] = kind === 'orange' ? ['#f7931e', '#ffb54d'] : kind === 'apple' ? ['#d92f2f', '#f0605a'] : ['#8cc63f', '#b5de74'];
  const top =
    kind === 'orange'
      ? circle(x + r * 0.1, y - r * 0.75, 3, '#7a9a2a')
      : line(d`M${x} ${y - r * 0.8}q2-10 8-14`, '#6b3f1f', 3) + use('lf', x + 14, y - r * 0.95, -30, 0.5);
  return (
    circle(x, y, r, body) +
    ellipse(x - r * 0.35, y - r * 0.35, r * 0.28, r * 0.18, shine, {
      transform: `rotate(-35 ${Math.round(x - r * 0.35)} ${Math.round(y - r * 0.35)})`,
    }) +
    top
  );
}

export function hero(): string {
  const rand = rng(301);
  const bg =
    rect(0, 0, 800, 640, '#fff4e6') +
    path(blob(470, 330, 330, 280, rand, 10, 0.1), '#ffe3c6') +
    circle(110, 110, 70, '#ffe9a8') +
    circle(720, 90, 44, '#d9f0c8');
  // basket with fruit
  const grapes = [
    [0, 0],
    [14, 2],
    [28, 0],
    [7, 13],
    [21, 13],
    [14, 25],
    [0, 24],
    [28, 24],
    [7, 36],
    [21, 36],
    [14, 47],
  ]
    .map(([x, y]) => circle(292 + x!, 160 + y!, 9, '#7b3f98') + circle(289 + x!, 157 + y!, 3, '#a970c4'))
    .join('');
  const fruits =
    grapes +
    path('M330 150q70-70 150-40q-10 12-24 8q-60-16-112 40z', '#f6c93a') +
    path('M330 150q56-46 126-32', 'none', { stroke: '#e0a81e', 'stroke-width': 3 }) +
    fruit('orange', 395, 170, 44) +
    fruit('apple', 470, 168, 40) +
    fruit('green', 540, 176, 38) +
    fruit('orange', 600, 190, 34) +
    fruit('apple', 340, 196, 34) +
    use('lf', 560, 130, -20, 1) +
    use('lf', 300, 150, 200, 0.9);
  const weave =
    [0, 1, 2, 3].map((i) => line(d`M${262 + i * 6} ${238 + i * 34}H${658 - i * 6}`, '#9c5f2a', 4, { 'stroke-opacity': 0.5 })).join('') +
    Array.from({ length: 9 }, (_, i) => line(d`M${290 + i * 44} ${226}l${-4 + i} 130`, '#b8763a', 3, { 'stroke-opacity': 0.5 })).join('');
  const basket =
    ellipse(470, 370, 200, 24, '#5b341c', { 'fill-opacity': 0.14 }) +
    line('M290 215q170-190 360 0', '#a86a32', 14) +
    path('M256 214h428l-40 150q-4 12-16 12h-316q-12 0-16-12z', '#c98a4b') +
    weave;
  const rim = rect(248, 204, 444, 28, '#b0703a', { rx: 14 }) + line('M262 218h416', '#d9a066', 4);
  const pizza = margheritaArt();
  const pizzaBody = g({ transform: 'translate(60 300) scale(.66)' }, pizza.body);
  // poke/salad bowl
  const [bx, by] = [610, 470];
  const bowl =
    circle(bx + 8, by + 14, 140, '#5b341c', { 'fill-opacity': 0.15 }) +
    circle(bx, by, 140, '#2f7d6d') +
    circle(bx, by, 130, '#ffffff') +
    circle(bx, by, 116, '#f4f1ea') +
    path(d`M${bx} ${by}L${bx - 116} ${by}A116 116 0 0 1 ${bx - 36} ${by - 110}z`, '#7cc04b') +
    path(d`M${bx} ${by}L${bx - 36} ${by - 110}A116 116 0 0 1 ${bx + 80} ${by - 84}z`, '#f7f3ea') +
    path(d`M${bx} ${by}L${bx + 80} ${by - 84}A116 116 0 0 1 ${bx + 110} ${by + 36}z`, '#fcd6c4') +
    path(d`M${bx} ${by}L${bx + 110} ${by + 36}A116 116 0 0 1 ${bx - 30} ${by + 112}z`, '#f6c93a') +
    path(d`M${bx} ${by}L${bx - 30} ${by + 112}A116 116 0 0 1 ${bx - 116} ${by}z`, '#9a4ea0') +
    spots(scatter(rand, 7, bx - 66, by - 40, 30, 30, 16), 7, 7, '#4e9a2e') +
    spots(scatter(rand, 9, bx - 10, by - 80, 22, 16, 10), 3, 1.5, '#d8cfbd') +
    [0, 1, 2, 3].map((i) => rect(bx + 36 + (i % 2) * 26, by - 60 + i * 14, 20, 20, i % 2 ? '#f58a6a' : '#e7624a', { rx: 4 })).join('') +
    spots(scatter(rand, 14, bx + 30, by + 66, 40, 24, 10), 4, 4, '#e0a800') +
    arcs(
      scatter(rand, 7, bx - 60, by + 50, 30, 24, 12).map(([x, y]) => [x, y, between(rand, 0, 360)] as [number, number, number]),
      22,
      8,
      '#c98fd0',
      3,
    ) +
    line(
      d`M${bx} ${by}L${bx - 116} ${by}M${bx} ${by}L${bx - 36} ${by - 110}M${bx} ${by}L${bx + 80} ${by - 84}M${bx} ${by}L${bx + 110} ${by + 36}M${bx} ${by}L${bx - 30} ${by + 112}`,
      '#f4f1ea',
      4,
    ) +
    circle(bx, by, 34, '#9bc863') +
    circle(bx, by, 24, '#d8eea0') +
    circle(bx, by, 12, '#8b5a2b');
  const extras =
    circle(200, 600, 20, '#e0382b') +
    circle(194, 594, 6, '#f47563') +
    circle(236, 612, 17, '#e0382b') +
    path('M440 560a40 40 0 0 1 80 0z', '#f2c21b') +
    path('M446 558a34 34 0 0 1 68 0z', '#fbe77a') +
    line('M480 556v-28M480 556l-22-18M480 556l22-18', '#f2c21b', 3) +
    use('lf', 96, 250, 30, 1.2) +
    use('lf', 740, 300, 200, 1.1) +
    use('lf', 410, 610, -10, 1);
  const leaf = leafDef('lf', 44, 16, '#4fa33a', '#2f7a28');
  return svg(800, 640, bg + basket + fruits + rim + pizzaBody + bowl + extras, leaf + pizza.defs);
}

export function appPromo(): string {
  const rand = rng(401);
  const bg = path(blob(240, 340, 220, 250, rand, 9, 0.1), '#ffe3c6') + circle(70, 120, 36, '#ffd29e') + circle(420, 560, 28, '#d9f0c8');
  const phone =
    rect(118, 44, 260, 560, '#5b341c', { rx: 42, 'fill-opacity': 0.16 }) +
    rect(108, 32, 260, 560, '#1f2937', { rx: 42 }) +
    rect(120, 44, 236, 536, '#fff7ed', { rx: 32 }) +
    rect(200, 52, 76, 16, '#1f2937', { rx: 8 });
  const header =
    circle(150, 96, 14, '#f97316') +
    rect(174, 88, 90, 8, '#1f2937', { rx: 4 }) +
    rect(174, 100, 60, 6, '#9ca3af', { rx: 3 }) +
    circle(330, 96, 12, '#ffedd5') +
    circle(330, 96, 5, '#c2410c');
  // tracking map
  const map = g(
    {},
    rect(136, 124, 204, 150, '#e4f1dc', { rx: 16 }) +
      line('M136 170h204M136 236h204M190 124v150M290 124v150', '#ffffff', 10, { 'stroke-linecap': 'butt' }) +
      rect(200, 180, 80, 46, '#d2e8c4', { rx: 6 }) +
      line('M166 250V170H290V142', '#f97316', 5, { 'stroke-dasharray': '2 9' }) +
      path('M290 150c-12 0-20-9-20-19a20 20 0 0 1 40 0c0 10-8 19-20 19z', '#c2410c', { transform: 'translate(0 -10)' }) +
      circle(290, 121, 7, '#fff') +
      circle(166, 250, 14, '#1f2937') +
      circle(166, 250, 6, '#fbbf24'),
  );
  const eta =
    rect(146, 284, 184, 34, '#ffffff', { rx: 12 }) +
    circle(166, 301, 9, '#22c55e') +
    rect(184, 296, 80, 8, '#1f2937', { rx: 4 }) +
    rect(274, 296, 44, 10, '#ffedd5', { rx: 5 });
  const thumbs = [
    circle(0, 0, 24, '#e9a55b') +
      circle(0, 0, 19, '#d63b25') +
      circle(-7, -5, 5, '#fff8e8') +
      circle(6, 4, 5, '#fff8e8') +
      circle(5, -8, 3, '#3c9a3a'),
    path('M-22 2a22 18 0 0 1 44 0z', '#e0913f') +
      rect(-24, 2, 48, 7, '#5e321c', { rx: 3 }) +
      rect(-22, 8, 44, 4, '#78c547') +
      path('M-22 12h44v6q0 4-4 4h-36q-4 0-4-4z', '#d98a3d'),
    circle(0, 0, 24, '#fff') +
      circle(0, 0, 20, '#e4672a') +
      circle(-6, -4, 6, '#b9461a') +
      circle(7, 5, 6, '#b9461a') +
      circle(4, -8, 3, '#3f9b3a'),
  ];
  const cards = thumbs
    .map((thumb, i) => {
      const y = 332 + i * 74;
      return (
        rect(136, y, 204, 64, '#ffffff', { rx: 14 }) +
        circle(168, y + 32, 26, '#fff1e0') +
        g({ transform: at(168, y + 32) }, thumb) +
        rect(204, y + 16, 80 - i * 8, 8, '#1f2937', { rx: 4 }) +
        rect(204, y + 30, 100, 6, '#d1d5db', { rx: 3 }) +
        rect(204, y + 42, 38, 8, '#f97316', { rx: 4 }) +
        circle(318, y + 46, 11, '#c2410c') +
        line(d`M${318 - 5} ${y + 46}h10M318 ${y + 41}v10`, '#fff', 2.4)
      );
    })
    .join('');
  const nav =
    rect(120, 548, 236, 32, '#ffffff', { rx: 0 }) +
    [172, 238, 304].map((x, i) => circle(x, 562, 6, i === 0 ? '#c2410c' : '#d1d5db')).join('');
  const bubble = g(
    { transform: at(372, 172, 6) },
    rect(-4, -24, 92, 48, '#5b341c', { rx: 16, 'fill-opacity': 0.14, transform: 'translate(4 6)' }) +
      rect(-4, -24, 92, 48, '#ffffff', { rx: 16 }) +
      circle(18, 0, 13, '#22c55e') +
      line('M12 0l5 5 8-9', '#fff', 3) +
      rect(38, -6, 38, 6, '#1f2937', { rx: 3 }) +
      rect(38, 4, 26, 5, '#9ca3af', { rx: 2.5 }),
  );
  const scooter = g(
    { transform: at(70, 470, -6) },
    rect(-40, -30, 84, 60, '#5b341c', { rx: 20, 'fill-opacity': 0.14, transform: 'translate(4 6)' }) +
      rect(-40, -30, 84, 60, '#f97316', { rx: 20 }) +
      circle(-16, 12, 8, '#1f2937') +
      circle(20, 12, 8, '#1f2937') +
      path('M-22 4h30l8-18h8', 'none', { stroke: '#fff', 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
      rect(-24, -16, 18, 14, '#fff', { rx: 3 }),
  );
  return svg(480, 640, bg + phone + header + map + eta + cards + nav + bubble + scooter);
}

interface AvatarLook {
  bg: string;
  skin: string;
  shirt: string;
  hair: string;
  style: 'curls' | 'short' | 'hijab';
}

function avatar(look: AvatarLook): string {
  const clip = tag('clipPath', { id: 'c' }, circle(48, 48, 48, '#000'));
  const body = path('M14 100q0-30 34-30t34 30z', look.shirt);
  const neck = rect(41, 58, 14, 14, look.skin, { rx: 5 });
  const face = ellipse(48, 44, 19, 21, look.skin);
  let hairBack = '';
  let hairFront = '';
  if (look.style === 'curls') {
    hairBack = [
      [30, 30],
      [38, 20],
      [50, 17],
      [61, 22],
      [67, 33],
      [68, 46],
      [28, 44],
    ]
      .map(([x, y]) => circle(x!, y!, 11, look.hair))
      .join('');
    hairFront = path('M31 36q8-14 34-6q-2-8-10-10q-18-4-24 16z', look.hair);
  } else if (look.style === 'short') {
    hairFront =
      path('M29 42q-2-24 20-25q20 0 20 22q-4-10-16-12q-10 6-24 15z', look.hair) +
      path('M33 52q2 18 15 18t15-18q-4 8-15 8t-15-8z', look.hair);
  } else {
    hairBack = path('M16 100q0-34 10-52q2-30 22-30t22 30q10 18 10 52z', look.hair);
    hairFront =
      path('M27 46q0-26 21-26t21 26q-6-16-21-16t-21 16z', look.hair) + path('M30 56q4 20 18 20t18-20q2 14-6 22h-24q-8-8-6-22z', look.hair);
  }
  const eyes = circle(41, 45, 2.4, '#1f2937') + circle(55, 45, 2.4, '#1f2937');
  const glasses =
    look.style === 'short'
      ? circle(41, 45, 6, 'none', { stroke: '#1f2937', 'stroke-width': 1.8 }) +
        circle(55, 45, 6, 'none', { stroke: '#1f2937', 'stroke-width': 1.8 }) +
        line('M47 45h2', '#1f2937', 1.8)
      : '';
  const smile = line('M41 54q7 6 14 0', '#7c2d12', 2.2);
  const cheeks = circle(36, 52, 3.5, '#f87171', { 'fill-opacity': 0.35 }) + circle(60, 52, 3.5, '#f87171', { 'fill-opacity': 0.35 });
  const inner =
    circle(48, 48, 48, look.bg) +
    (look.style === 'hijab' ? body + hairBack : hairBack + body + neck) +
    face +
    hairFront +
    eyes +
    glasses +
    smile +
    cheeks;
  return svg(96, 96, g({ 'clip-path': 'url(#c)' }, inner), clip);
}

export const avatars = [
  avatar({ bg: '#fde68a', skin: '#8d5524', shirt: '#f97316', hair: '#1f1410', style: 'curls' }),
  avatar({ bg: '#bfdbfe', skin: '#f1c9a0', shirt: '#0f766e', hair: '#6b3f1f', style: 'short' }),
  avatar({ bg: '#fbcfe8', skin: '#d9a066', shirt: '#7c3aed', hair: '#5b21b6', style: 'hijab' }),
];

export function placeholder(): string {
  return svg(
    640,
    480,
    rect(0, 0, 640, 480, '#f3f4f6') +
      circle(326, 252, 130, '#d1d5db', { 'fill-opacity': 0.5 }) +
      circle(320, 240, 130, '#ffffff') +
      circle(320, 240, 96, '#e5e7eb') +
      circle(320, 240, 88, '#f9fafb') +
      rect(140, 150, 14, 180, '#cbd0d6', { rx: 7 }) +
      path('M128 110h38v50q0 16-19 16t-19-16z', '#cbd0d6') +
      line('M141 110v36M153 110v36', '#f3f4f6', 4) +
      path('M486 110q24 20 24 80v20h-24z', '#cbd0d6') +
      rect(486, 190, 14, 140, '#cbd0d6', { rx: 7 }),
  );
}

export function favicon(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    rect(0, 0, 32, 32, '#c2410c', { rx: 8 }) +
    path('M6 21a10 10 0 0 1 20 0z', '#fff') +
    circle(16, 9.5, 1.8, '#fff') +
    rect(4, 22, 24, 3, '#fed7aa', { rx: 1.5 }) +
    '</svg>\n'
  );
}
