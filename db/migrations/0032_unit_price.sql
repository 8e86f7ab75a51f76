ALTER TABLE `foods` ADD `content_amount_milli` integer;--> statement-breakpoint
ALTER TABLE `foods` ADD `content_unit` text;