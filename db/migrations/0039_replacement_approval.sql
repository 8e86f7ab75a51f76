ALTER TABLE `store_settings` ADD `replacement_approval` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `replacement_approval_minutes` integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_line_picks` ADD `approval_until` integer;--> statement-breakpoint
ALTER TABLE `order_line_picks` ADD `approval_answer` text;