ALTER TABLE `orders` ADD `channel` text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `pay_later` integer DEFAULT false NOT NULL;