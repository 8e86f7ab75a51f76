CREATE TABLE `order_line_picks` (
	`order_id` text NOT NULL,
	`position` integer NOT NULL,
	`status` text NOT NULL,
	`quantity_milli` integer,
	`product_id` text,
	`product_name` text,
	`product_price_cents` integer,
	`product_unit` text,
	`decided_at` integer NOT NULL,
	`decided_by` text,
	`placed_line` text,
	PRIMARY KEY(`order_id`, `position`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `picked_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `estimated_total_cents` integer;