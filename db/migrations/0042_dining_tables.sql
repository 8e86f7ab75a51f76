CREATE TABLE `dining_tables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`location_id` integer NOT NULL,
	`name` text NOT NULL,
	`seats` integer NOT NULL,
	`token` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dining_tables_token_idx` ON `dining_tables` (`token`);--> statement-breakpoint
CREATE INDEX `dining_tables_location_idx` ON `dining_tables` (`location_id`);--> statement-breakpoint
CREATE TABLE `table_tabs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`table_id` integer NOT NULL,
	`location_id` integer NOT NULL,
	`opened_at` integer NOT NULL,
	`closed_at` integer,
	`closed_by` text,
	`payment_method` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`closed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `table_tabs_one_open_idx` ON `table_tabs` (`table_id`) WHERE "table_tabs"."closed_at" is null;--> statement-breakpoint
ALTER TABLE `orders` ADD `table_id` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `table_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tab_id` integer;--> statement-breakpoint
CREATE INDEX `orders_tab_idx` ON `orders` (`tab_id`);