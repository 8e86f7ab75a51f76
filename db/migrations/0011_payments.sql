CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`reference` text,
	`order_id` text,
	`received_at` integer NOT NULL
);
