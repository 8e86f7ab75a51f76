PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`email_normalized` text NOT NULL,
	`display_name` text DEFAULT '' NOT NULL,
	`role` text DEFAULT 'customer' NOT NULL,
	`password_hash` text,
	`google_sub` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "users_role_known" CHECK("__new_users"."role" in ('customer', 'staff', 'admin'))
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "email", "email_normalized", "display_name", "role", "password_hash", "google_sub", "created_at", "updated_at") SELECT "id", "email", "email_normalized", "display_name", "role", "password_hash", "google_sub", "created_at", "updated_at" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_normalized_unique` ON `users` (`email_normalized`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_sub_unique` ON `users` (`google_sub`);--> statement-breakpoint
ALTER TABLE `store_settings` ADD `answer_within_minutes` integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `travel_minutes` integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `accepted_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `ready_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `expected_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `rejection_reason` text;