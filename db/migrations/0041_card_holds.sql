ALTER TABLE `store_settings` ADD `card_hold_margin_percent` integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `authorized_cents` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `authorized_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `captured_cents` integer;
--> statement-breakpoint
-- Card orders from before were charged their total at checkout: held and charged that, when it was taken.
UPDATE `orders` SET `authorized_cents` = `total_cents`, `authorized_at` = `created_at`, `captured_cents` = `total_cents`
  WHERE `payment_method` = 'card' AND `payment_status` IN ('completed', 'partially_refunded', 'refunded');
