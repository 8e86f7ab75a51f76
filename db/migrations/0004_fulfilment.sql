CREATE TABLE `slot_bookings` (
	`slot_start` integer PRIMARY KEY NOT NULL,
	`orders` integer NOT NULL,
	`capacity` integer NOT NULL,
	CONSTRAINT "slot_bookings_within_capacity" CHECK("slot_bookings"."orders" <= "slot_bookings"."capacity")
);
--> statement-breakpoint
ALTER TABLE `store_settings` ADD `fulfilment` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `fulfilment_type` text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `slot_start` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `promised_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `notes` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_zone` text;