ALTER TABLE `store_settings` ADD `pay_cash` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `pay_card` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `pay_upi` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `upi_id` text DEFAULT '' NOT NULL;