ALTER TABLE `store_settings` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `locale` text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `tax_mode` text DEFAULT 'exclusive' NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `delivery_tax_rate` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `tips_enabled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `tip_presets` text DEFAULT '[10,15,20]' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `category` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `tax_rate` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_mode` text DEFAULT 'exclusive' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_lines` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `tip_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `tax_rate` real DEFAULT 0 NOT NULL;