ALTER TABLE `foods` ADD `sold_by` text DEFAULT 'unit' NOT NULL;--> statement-breakpoint
ALTER TABLE `foods` ADD `weight_unit` text;--> statement-breakpoint
ALTER TABLE `foods` ADD `quantity_step_milli` integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE `foods` ADD `min_quantity_milli` integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE `foods` ADD `max_quantity_milli` integer;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `weight_milli` integer;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `weight_unit` text;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `unit_price_cents` integer;