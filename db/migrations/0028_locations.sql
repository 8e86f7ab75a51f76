CREATE TABLE `location_menu` (
	`location_id` integer NOT NULL,
	`food_id` text NOT NULL,
	`is_available` integer DEFAULT true NOT NULL,
	`price_cents` integer,
	PRIMARY KEY(`location_id`, `food_id`),
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`food_id`) REFERENCES `foods`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "location_menu_price_not_negative" CHECK("location_menu"."price_cents" is null or "location_menu"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE `locations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`street` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`zip_code` text DEFAULT '' NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`fulfilment` text,
	`closed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
-- Hand-written: the shop as it was becomes location 1, with its hand-over settings, address
-- and phone. "City, ST 12345" (a United States shop's line) is split into its parts; elsewhere the
-- whole line is the city, for the owner to tidy on the Locations screen.
INSERT INTO `locations` (`id`, `name`, `street`, `city`, `state`, `zip_code`, `country`, `phone`, `fulfilment`)
SELECT 1, `store_name`, `street`,
  CASE WHEN `country_code` = 'US' AND instr(`locality`, ',') > 0 THEN trim(substr(`locality`, 1, instr(`locality`, ',') - 1)) ELSE trim(`locality`) END,
  CASE WHEN `country_code` = 'US' AND instr(`locality`, ',') > 0 THEN trim(substr(trim(substr(`locality`, instr(`locality`, ',') + 1)) || ' ', 1, instr(trim(substr(`locality`, instr(`locality`, ',') + 1)) || ' ', ' ') - 1)) ELSE '' END,
  CASE WHEN `country_code` = 'US' AND instr(`locality`, ',') > 0 THEN trim(substr(trim(substr(`locality`, instr(`locality`, ',') + 1)) || ' ', instr(trim(substr(`locality`, instr(`locality`, ',') + 1)) || ' ', ' '))) ELSE '' END,
  `country_code`, `phone`, `fulfilment`
FROM `store_settings` WHERE `id` = 1;
--> statement-breakpoint
INSERT OR IGNORE INTO `locations` (`id`, `name`) VALUES (1, 'Doorstep');
--> statement-breakpoint
CREATE TABLE `user_locations` (
	`user_id` text NOT NULL,
	`location_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `location_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_slot_bookings` (
	`location_id` integer DEFAULT 1 NOT NULL,
	`slot_start` integer NOT NULL,
	`orders` integer NOT NULL,
	`capacity` integer NOT NULL,
	PRIMARY KEY(`location_id`, `slot_start`),
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "slot_bookings_within_capacity" CHECK("__new_slot_bookings"."orders" <= "__new_slot_bookings"."capacity")
);
--> statement-breakpoint
INSERT INTO `__new_slot_bookings`("location_id", "slot_start", "orders", "capacity") SELECT 1, "slot_start", "orders", "capacity" FROM `slot_bookings`;--> statement-breakpoint
DROP TABLE `slot_bookings`;--> statement-breakpoint
ALTER TABLE `__new_slot_bookings` RENAME TO `slot_bookings`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `orders` ADD `location_id` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` DROP COLUMN `fulfilment`;--> statement-breakpoint
-- Hand-written: a location's settings date what the pages and orders read of the shop's, and its menu the menu's (worker/src/versions/versions.ts).
CREATE TRIGGER `locations_insert_bumps_store_details_version` AFTER INSERT ON `locations` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'store_details_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'store_details_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'store_details_version';
END;
--> statement-breakpoint
CREATE TRIGGER `locations_update_bumps_store_details_version` AFTER UPDATE ON `locations` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'store_details_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'store_details_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'store_details_version';
END;
--> statement-breakpoint
CREATE TRIGGER `locations_delete_bumps_store_details_version` AFTER DELETE ON `locations` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'store_details_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'store_details_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'store_details_version';
END;
--> statement-breakpoint
CREATE TRIGGER `location_menu_insert_bumps_menu_version` AFTER INSERT ON `location_menu` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `location_menu_update_bumps_menu_version` AFTER UPDATE ON `location_menu` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `location_menu_delete_bumps_menu_version` AFTER DELETE ON `location_menu` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
