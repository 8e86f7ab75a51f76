/**
 * Writes every illustration the demo shop ships (site/public/images/**, favicon) from code, so
 * they share one style and stay small. Run: node scripts/images/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedFoods } from '../../db/seed/foods.ts';
import { classicBurger, crispyChickenBurger, doubleCheeseburger, mushroomSwissBurger } from './burger.ts';
import { californiaRoll, dragonRoll, salmonNigiri, spicyTunaRoll } from './sushi.ts';
import { chickenThali, paneerThali, vegThali } from './thali.ts';
import { butterChicken, chickenBiryani, chickenWings, tandooriChicken } from './chicken.ts';
import { fettuccineAlfredo, penneArrabbiata } from './pasta.ts';
import { appPromo, avatars, favicon, hero, placeholder } from './scenes.ts';
import { bbqChicken, margherita, pepperoni, veggieSupreme } from './pizza.ts';

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

files['images/hero.svg'] = hero();
files['images/app-promo.svg'] = appPromo();
files['images/placeholder.svg'] = placeholder();
avatars.forEach((text, i) => {
  files[`images/avatars/avatar-${i + 1}.svg`] = text;
});
files['favicon.svg'] = favicon();

// svgo ships with the toolchain (via astro); when it is present it trims another fifth off each file
const svgo = await import('svgo').catch(() => null);

let total = 0;
for (const [rel, raw] of Object.entries(files)) {
  const text = svgo ? svgo.optimize(raw, { multipass: true, floatPrecision: 1 }).data + '\n' : raw;
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  total += Buffer.byteLength(text);
  console.log(`${String(Buffer.byteLength(text)).padStart(6)}  ${rel}`);
}
console.log(`${String(total).padStart(6)}  total`);
