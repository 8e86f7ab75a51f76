ALTER TABLE `users` ADD `substitution_default` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `substitution_mode` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `substitution_product_id` text;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `substitution_name` text;