-- The demo's dishes and categories pointed at SVG pictures; the demo now ships AVIF renderings
-- of them beside the SVGs (scripts/images/generate.ts), which a browser decodes off the page's
-- main thread. Only rows still showing one of the demo's own SVGs move: a picture the owner
-- uploaded or typed is left as it is. Both updates bump the menu's version
-- (db/migrations/0013_version_triggers.sql), so every process serves the new paths on its next
-- page.
UPDATE `foods` SET `image` = substr(`image`, 1, length(`image`) - 4) || '.avif' WHERE `image` IN (
  '/images/dishes/margherita-pizza.svg',
  '/images/dishes/pepperoni-pizza.svg',
  '/images/dishes/bbq-chicken-pizza.svg',
  '/images/dishes/veggie-supreme-pizza.svg',
  '/images/dishes/classic-burger.svg',
  '/images/dishes/double-cheeseburger.svg',
  '/images/dishes/crispy-chicken-burger.svg',
  '/images/dishes/mushroom-swiss-burger.svg',
  '/images/dishes/dragon-roll.svg',
  '/images/dishes/california-roll.svg',
  '/images/dishes/salmon-nigiri.svg',
  '/images/dishes/spicy-tuna-roll.svg',
  '/images/dishes/veg-thali.svg',
  '/images/dishes/chicken-thali.svg',
  '/images/dishes/paneer-thali.svg',
  '/images/dishes/butter-chicken.svg',
  '/images/dishes/tandoori-chicken.svg',
  '/images/dishes/chicken-biryani.svg',
  '/images/dishes/chicken-wings.svg',
  '/images/dishes/fettuccine-alfredo.svg',
  '/images/dishes/penne-arrabbiata.svg'
);
--> statement-breakpoint
-- The demo's six categories showed these six of its dishes' pictures.
UPDATE `categories` SET `image` = substr(`image`, 1, length(`image`) - 4) || '.avif' WHERE `image` IN (
  '/images/dishes/margherita-pizza.svg',
  '/images/dishes/classic-burger.svg',
  '/images/dishes/dragon-roll.svg',
  '/images/dishes/veg-thali.svg',
  '/images/dishes/butter-chicken.svg',
  '/images/dishes/fettuccine-alfredo.svg'
);
