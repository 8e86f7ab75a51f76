CREATE TABLE `order_extra_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`reference` text,
	`requested_at` integer NOT NULL,
	`paid_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_extra_payments_amount_positive" CHECK("order_extra_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX `order_extra_payments_order_idx` ON `order_extra_payments` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_extra_payments_reference_idx` ON `order_extra_payments` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_extra_payments_one_requested` ON `order_extra_payments` (`order_id`) WHERE "status" = 'requested';--> statement-breakpoint
ALTER TABLE `store_settings` ADD `kitchen_waits_for_extra` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `order_status_history` ADD `detail` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `changed_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `change_returned_cents` integer DEFAULT 0 NOT NULL;