CREATE TABLE `food_option_groups` (
	`food_id` text NOT NULL,
	`group_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`food_id`, `group_id`),
	FOREIGN KEY (`food_id`) REFERENCES `foods`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `option_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `food_option_groups_group_idx` ON `food_option_groups` (`group_id`);--> statement-breakpoint
CREATE TABLE `menu_options` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`is_available` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `option_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "menu_options_price_not_negative" CHECK("menu_options"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `menu_options_group_idx` ON `menu_options` (`group_id`,`position`);--> statement-breakpoint
CREATE TABLE `option_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`min_select` integer DEFAULT 0 NOT NULL,
	`max_select` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "option_groups_select_range" CHECK("option_groups"."min_select" >= 0 and "option_groups"."max_select" >= 1 and "option_groups"."max_select" >= "option_groups"."min_select")
);
--> statement-breakpoint
ALTER TABLE `order_lines` ADD `options` text DEFAULT '[]' NOT NULL;