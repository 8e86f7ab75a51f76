ALTER TABLE `foods` ADD `translations` text;--> statement-breakpoint
ALTER TABLE `menu_options` ADD `translations` text;--> statement-breakpoint
ALTER TABLE `option_groups` ADD `translations` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `translations` text;