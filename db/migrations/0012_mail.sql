CREATE TABLE `order_tracking` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`sealed_token` text NOT NULL,
	`email_normalized` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_tracking_order_id_unique` ON `order_tracking` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_tracking_email_idx` ON `order_tracking` (`email_normalized`);--> statement-breakpoint
CREATE TABLE `outbox_mails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`order_id` text,
	`payload` text DEFAULT '{}' NOT NULL,
	`state` text DEFAULT 'waiting' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`claimed_until` integer,
	`last_error` text,
	`subject` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	CONSTRAINT "outbox_mails_state_known" CHECK("outbox_mails"."state" in ('waiting', 'sent', 'logged', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `outbox_mails_due_idx` ON `outbox_mails` (`next_attempt_at`) WHERE "outbox_mails"."state" = 'waiting';--> statement-breakpoint
CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`user_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
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
	`currency` text DEFAULT 'USD' NOT NULL,
	`tax_mode` text DEFAULT 'exclusive' NOT NULL,
	`tax_cents` integer DEFAULT 0 NOT NULL,
	`tax_lines` text DEFAULT '[]' NOT NULL,
	`tip_cents` integer DEFAULT 0 NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
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
	`fulfilment_type` text DEFAULT 'delivery' NOT NULL,
	`slot_start` integer,
	`promised_at` integer,
	`phone` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`delivery_zone` text,
	`accepted_at` integer,
	`ready_at` integer,
	`expected_at` integer,
	`rejection_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "orders_amounts_not_negative" CHECK("__new_orders"."subtotal_cents" >= 0 and "__new_orders"."discount_cents" >= 0 and "__new_orders"."delivery_fee_cents" >= 0 and "__new_orders"."total_cents" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_orders`("id", "user_id", "customer_name", "customer_email", "status", "payment_status", "payment_method", "subtotal_cents", "discount_percent", "discount_cents", "delivery_fee_cents", "total_cents", "currency", "tax_mode", "tax_cents", "tax_lines", "tip_cents", "refunded_cents", "coupon_code", "street", "city", "state", "zip_code", "country", "card_brand", "card_last4", "card_holder_name", "upi_id", "upi_transaction_id", "payment_reference", "fulfilment_type", "slot_start", "promised_at", "phone", "notes", "delivery_zone", "accepted_at", "ready_at", "expected_at", "rejection_reason", "created_at", "updated_at") SELECT "id", "user_id", "customer_name", "customer_email", "status", "payment_status", "payment_method", "subtotal_cents", "discount_percent", "discount_cents", "delivery_fee_cents", "total_cents", "currency", "tax_mode", "tax_cents", "tax_lines", "tip_cents", "refunded_cents", "coupon_code", "street", "city", "state", "zip_code", "country", "card_brand", "card_last4", "card_holder_name", "upi_id", "upi_transaction_id", "payment_reference", "fulfilment_type", "slot_start", "promised_at", "phone", "notes", "delivery_zone", "accepted_at", "ready_at", "expected_at", "rejection_reason", "created_at", "updated_at" FROM `orders`;--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`);--> statement-breakpoint
CREATE INDEX `orders_payment_status_idx` ON `orders` (`payment_status`);--> statement-breakpoint
ALTER TABLE `store_settings` ADD `order_notice_email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `guest_checkout` integer DEFAULT true NOT NULL;