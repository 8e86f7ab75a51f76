CREATE TABLE `review_dishes` (
	`review_id` text NOT NULL,
	`food_id` text NOT NULL,
	`rating` integer NOT NULL,
	PRIMARY KEY(`review_id`, `food_id`),
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "review_dishes_rating_range" CHECK("review_dishes"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX `review_dishes_food_idx` ON `review_dishes` (`food_id`);--> statement-breakpoint
ALTER TABLE `reviews` ADD `order_id` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_by` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `reply` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `replied_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_id_unique` ON `reviews` (`order_id`);--> statement-breakpoint
-- Dish ratings are part of the served menu (GET /api/foods): a dish's stars given or taken away,
-- or a review hidden or shown again, dates the menu as 0013_version_triggers.sql does its tables.
CREATE TRIGGER `review_dishes_insert_bumps_menu_version` AFTER INSERT ON `review_dishes` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `review_dishes_delete_bumps_menu_version` AFTER DELETE ON `review_dishes` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_hidden_bumps_menu_version` AFTER UPDATE OF `hidden_at` ON `reviews` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
