CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`position` integer NOT NULL,
	`is_hidden` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `categories_position_idx` ON `categories` (`position`);--> statement-breakpoint
ALTER TABLE `foods` ADD `category_id` text REFERENCES categories(id);--> statement-breakpoint
CREATE INDEX `foods_category_idx` ON `foods` (`category_id`);--> statement-breakpoint
WITH `seed` (`id`, `name`, `description`, `image`, `rank`) AS (VALUES
  ('pizza', 'pizza', 'Stone-baked, from Margherita to BBQ chicken.', '/images/dishes/margherita-pizza.svg', 0),
  ('burger', 'burger', 'Halal beef and crispy chicken in toasted buns.', '/images/dishes/classic-burger.svg', 1),
  ('sushi', 'sushi', 'Rolls and nigiri, made to order.', '/images/dishes/dragon-roll.svg', 2),
  ('thali', 'thali', 'A whole meal on one plate.', '/images/dishes/veg-thali.svg', 3),
  ('chicken', 'Chicken', 'From the tandoor and the grill.', '/images/dishes/butter-chicken.svg', 4),
  ('pasta', 'pasta', 'Fresh sauces, cooked when you order.', '/images/dishes/fettuccine-alfredo.svg', 5)
)
INSERT INTO `categories` (`id`, `name`, `description`, `image`, `position`)
SELECT
  coalesce(`seed`.`id`, replace(lower(`found`.`name`), ' ', '-')),
  coalesce(`seed`.`name`, `found`.`name`),
  coalesce(`seed`.`description`, ''),
  coalesce(`seed`.`image`, ''),
  row_number() OVER (ORDER BY coalesce(`seed`.`rank`, 100), lower(`found`.`name`)) - 1
FROM (SELECT min(trim(`category`)) AS `name` FROM `foods` GROUP BY lower(trim(`category`))) AS `found`
LEFT JOIN `seed` ON lower(`seed`.`name`) = lower(`found`.`name`);
--> statement-breakpoint
UPDATE `foods` SET `category_id` = (SELECT `id` FROM `categories` WHERE lower(`categories`.`name`) = lower(trim(`foods`.`category`)));
--> statement-breakpoint
UPDATE `foods` SET `category` = (SELECT `name` FROM `categories` WHERE `categories`.`id` = `foods`.`category_id`) WHERE `category_id` IS NOT NULL;
