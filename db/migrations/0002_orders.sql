CREATE TABLE `coupons` (
	`code` text PRIMARY KEY NOT NULL,
	`discount_percent` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`expires_at` integer,
	`min_order_cents` integer DEFAULT 0 NOT NULL,
	`usage_limit` integer,
	`used_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "coupons_percent_range" CHECK("coupons"."discount_percent" between 1 and 100),
	CONSTRAINT "coupons_min_order_not_negative" CHECK("coupons"."min_order_cents" >= 0),
	CONSTRAINT "coupons_usage_within_limit" CHECK("coupons"."usage_limit" is null or "coupons"."used_count" <= "coupons"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE `store_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`delivery_fee_cents` integer DEFAULT 300 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "store_settings_single_row" CHECK("store_settings"."id" = 1),
	CONSTRAINT "store_settings_fee_not_negative" CHECK("store_settings"."delivery_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`order_id` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`)
);
--> statement-breakpoint
CREATE TABLE `order_lines` (
	`order_id` text NOT NULL,
	`position` integer NOT NULL,
	`food_id` text NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`order_id`, `position`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_lines_quantity_positive" CHECK("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE `order_status_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`changed_at` integer NOT NULL,
	`changed_by` text,
	`changed_by_name` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_status_history_order_idx` ON `order_status_history` (`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`payment_method` text NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`discount_percent` integer DEFAULT 0 NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`delivery_fee_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`coupon_code` text,
	`street` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip_code` text NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`card_brand` text,
	`card_last4` text,
	`card_holder_name` text,
	`upi_id` text,
	`upi_transaction_id` text,
	`payment_reference` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "orders_amounts_not_negative" CHECK("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."delivery_fee_cents" >= 0 and "orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`);--> statement-breakpoint
CREATE INDEX `orders_payment_status_idx` ON `orders` (`payment_status`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`user_name` text NOT NULL,
	`rating` integer NOT NULL,
	`review` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reviews_rating_range" CHECK("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX `reviews_created_idx` ON `reviews` (`created_at`);--> statement-breakpoint
INSERT INTO `store_settings` (`id`, `delivery_fee_cents`) VALUES (1, 300) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO `coupons` (`code`, `discount_percent`) VALUES ('SAVE10', 10), ('SAVE20', 20), ('SAVE30', 30) ON CONFLICT DO NOTHING;
