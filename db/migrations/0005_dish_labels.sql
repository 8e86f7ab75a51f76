ALTER TABLE `foods` ADD `allergens` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `foods` ADD `dietary` text DEFAULT '[]' NOT NULL;