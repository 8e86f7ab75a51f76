ALTER TABLE `orders` ADD `to_pick` integer DEFAULT false NOT NULL;
--> statement-breakpoint
-- Orders from before: a weighed line says it was to be picked (whether a product's stock was counted was not kept on its lines).
UPDATE `orders` SET `to_pick` = 1 WHERE `id` IN (SELECT `order_id` FROM `order_lines` WHERE `weight_milli` IS NOT NULL);
