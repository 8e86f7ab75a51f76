CREATE TABLE `stock_adjustments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`food_id` text NOT NULL,
	`location_id` integer NOT NULL,
	`change_milli` integer NOT NULL,
	`quantity_after_milli` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`by_user_id` text,
	`by_name` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`food_id`) REFERENCES `foods`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stock_adjustments_food_idx` ON `stock_adjustments` (`food_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `stock_levels` (
	`food_id` text NOT NULL,
	`location_id` integer NOT NULL,
	`quantity_milli` integer NOT NULL,
	PRIMARY KEY(`food_id`, `location_id`),
	FOREIGN KEY (`food_id`) REFERENCES `foods`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "stock_levels_not_negative" CHECK("stock_levels"."quantity_milli" >= 0)
);
--> statement-breakpoint
ALTER TABLE `foods` ADD `stock_tracked` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `foods` ADD `stock_low_at_milli` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `stock_taken_milli` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TRIGGER `stock_levels_insert_bumps_menu_version` AFTER INSERT ON `stock_levels` WHEN new.`quantity_milli` > 0 BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `stock_levels_update_bumps_menu_version` AFTER UPDATE OF `quantity_milli` ON `stock_levels`
  WHEN (old.`quantity_milli` > 0) <> (new.`quantity_milli` > 0)
    OR (old.`quantity_milli` > (SELECT `stock_low_at_milli` FROM `foods` WHERE `id` = new.`food_id`))
       <> (new.`quantity_milli` > (SELECT `stock_low_at_milli` FROM `foods` WHERE `id` = new.`food_id`))
BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
