/**
 * Writes every illustration the demo shop ships (site/public/images/**, favicon) from code, so
 * they share one style and stay small. Run: node scripts/images/generate.ts
 *
 * The dishes' pictures are also written as AVIF, which the demo menu shows: a browser draws an
 * SVG picture by building a document for it on the page's main thread (tens of milliseconds each
 * on a slow phone, while the menu loads), but decodes a raster one off it. The SVGs stay for
 * orders and links that name them (db/migrations/0014_demo_pictures_avif.sql moves the shops
 * seeded before to the AVIF). The home hero and its avatars are written only as AVIF.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedFoods, seedImagePath } from '../../db/seed/foods.ts';
import { PICTURE_SIZES } from '../../domain/picture-sources.ts';
import { classicBurger, crispyChickenBurger, doubleCheeseburger, mushroomSwissBurger } from './burger.ts';
import { californiaRoll, dragonRoll, salmonNigiri, spicyTunaRoll } from './sushi.ts';
import { chickenThali, paneerThali, vegThali } from './thali.ts';
import { butterChicken, chickenBiryani, chickenWings, tandooriChicken } from './chicken.ts';
import { fettuccineAlfredo, penneArrabbiata } from './pasta.ts';
import { appPromo, avatars, favicon, hero, placeholder } from './scenes.ts';
import { bbqChicken, margherita, pepperoni, veggieSupreme } from './pizza.ts';

/** The dish illustrations' own width (their viewBox is 640 × 480). */
const SVG_WIDTH = 640;
/** Flat colours stay clean at this quality; a picture weighs 4–11 KB, a few more than its SVG gzipped. */
const AVIF_QUALITY = 50;
/** The hero's own width (its viewBox is 800 × 640). */
const HERO_SVG_WIDTH = 800;
/** The hero is shown at most 512 px wide, about 670 device pixels on a phone. */
const HERO_WIDTH = 720;
/** Avatars are shown 48 px wide (96 px viewBox, 2× for sharp screens). */
const AVATAR_WIDTH = 96;

const root = join(dirname(fileURLToPath(import.meta.url)), '../../site/public');

const dishes: Record<string, () => string> = {
  'margherita-pizza': margherita,
  'pepperoni-pizza': pepperoni,
  'bbq-chicken-pizza': bbqChicken,
  'veggie-supreme-pizza': veggieSupreme,
  'classic-burger': classicBurger,
  'double-cheeseburger': doubleCheeseburger,
  'crispy-chicken-burger': crispyChickenBurger,
  'mushroom-swiss-burger': mushroomSwissBurger,
  'dragon-roll': dragonRoll,
  'california-roll': californiaRoll,
  'salmon-nigiri': salmonNigiri,
  'spicy-tuna-roll': spicyTunaRoll,
  'veg-thali': vegThali,
  'chicken-thali': chickenThali,
  'paneer-thali': paneerThali,
  'butter-chicken': butterChicken,
  'tandoori-chicken': tandooriChicken,
  'chicken-biryani': chickenBiryani,
  'chicken-wings': chickenWings,
  'fettuccine-alfredo': fettuccineAlfredo,
  'penne-arrabbiata': penneArrabbiata,
};

const files: Record<string, string> = {};
for (const food of seedFoods) {
  const draw = dishes[food.id];
  if (draw) files[`images/dishes/${food.id}.svg`] = draw();
  else console.warn(`no illustration for ${food.id}`);
}

files['images/app-promo.svg'] = appPromo();
files['images/placeholder.svg'] = placeholder();
files['favicon.svg'] = favicon();

// svgo ships with the toolchain (via astro); when it is present it trims another fifth off each file
const svgo = await import('svgo').catch(() => null);

let total = 0;
for (const [rel, raw] of Object.entries(files)) {
  const text = svgo ? `${svgo.optimize(raw, { multipass: true, floatPrecision: 1 }).data}\n` : raw;
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  files[rel] = text;
  total += Buffer.byteLength(text);
  console.log(`${String(Buffer.byteLength(text)).padStart(6)}  ${rel}`);
}

// sharp ships with the toolchain (astro's image service).
const sharp = (await import('sharp')).default;
async function writeAvif(svg: string, svgWidth: number, width: number, rel: string): Promise<void> {
  const avif = await sharp(Buffer.from(svg), { density: 72 * (width / svgWidth) })
    .resize(width)
    .avif({ quality: AVIF_QUALITY, effort: 9, chromaSubsampling: '4:2:0' })
    .toBuffer();
  writeFileSync(join(root, rel), avif);
  total += avif.length;
  console.log(`${String(avif.length).padStart(6)}  ${rel}`);
}

// Each dish at the size a sharp phone screen shows the dish page's picture (PICTURE_SIZES' larger
// dish size).
const { width } = PICTURE_SIZES.dish[PICTURE_SIZES.dish.length - 1]!;
for (const food of seedFoods) {
  const svg = files[`images/dishes/${food.id}.svg`];
  if (svg) await writeAvif(svg, SVG_WIDTH, width, seedImagePath(food.id).slice(1));
}

// The home page carries its hero and avatars inside it (site/src/components/home/Hero.astro), so
// they are written beside that component's sources rather than into public/.
await writeAvif(hero(), HERO_SVG_WIDTH, HERO_WIDTH, '../src/assets/hero/hero.avif');
for (const [i, text] of avatars.entries()) await writeAvif(text, AVATAR_WIDTH, AVATAR_WIDTH, `../src/assets/hero/avatar-${i + 1}.avif`);

console.log(`${String(total).padStart(6)}  total`);
