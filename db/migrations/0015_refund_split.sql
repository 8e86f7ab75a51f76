ALTER TABLE `order_lines` ADD `refunded_quantity` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `refunds` ADD `tax_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `refunds` ADD `tip_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `refunds` ADD `delivery_fee_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `refunds` ADD `tax_lines` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `refunds` ADD `lines` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Refunds recorded before the split was kept were amounts only, so each is split pro rata
-- (domain/refund-split.ts). Every part given back by the order's refunds up to and including
-- this one is rounded half up from the running total, and this refund keeps the difference:
-- the parts never go below zero, and an order refunded in full gives back each part exactly.
UPDATE `refunds` SET `tax_lines` = (
  SELECT coalesce(json_group_array(json_object(
    'rate', json_extract(l.`value`, '$.rate'),
    'taxable', (2 * c.`upto` * json_extract(l.`value`, '$.taxable') + o.`total_cents`) / (2 * o.`total_cents`)
      - (2 * c.`before` * json_extract(l.`value`, '$.taxable') + o.`total_cents`) / (2 * o.`total_cents`),
    'tax', (2 * c.`upto` * json_extract(l.`value`, '$.tax') + o.`total_cents`) / (2 * o.`total_cents`)
      - (2 * c.`before` * json_extract(l.`value`, '$.tax') + o.`total_cents`) / (2 * o.`total_cents`)
  )), '[]')
  FROM `orders` o
  JOIN (SELECT sum(r2.`amount_cents`) AS `upto`, sum(r2.`amount_cents`) - `refunds`.`amount_cents` AS `before`
        FROM `refunds` r2 WHERE r2.`order_id` = `refunds`.`order_id` AND r2.`id` <= `refunds`.`id`) c,
    json_each(o.`tax_lines`) l
  WHERE o.`id` = `refunds`.`order_id` AND o.`total_cents` > 0
), `tip_cents` = coalesce((
  SELECT (2 * c.`upto` * o.`tip_cents` + o.`total_cents`) / (2 * o.`total_cents`) - (2 * c.`before` * o.`tip_cents` + o.`total_cents`) / (2 * o.`total_cents`)
  FROM `orders` o
  JOIN (SELECT sum(r2.`amount_cents`) AS `upto`, sum(r2.`amount_cents`) - `refunds`.`amount_cents` AS `before`
        FROM `refunds` r2 WHERE r2.`order_id` = `refunds`.`order_id` AND r2.`id` <= `refunds`.`id`) c
  WHERE o.`id` = `refunds`.`order_id` AND o.`total_cents` > 0
), 0), `delivery_fee_cents` = coalesce((
  SELECT (2 * c.`upto` * o.`delivery_fee_cents` + o.`total_cents`) / (2 * o.`total_cents`) - (2 * c.`before` * o.`delivery_fee_cents` + o.`total_cents`) / (2 * o.`total_cents`)
  FROM `orders` o
  JOIN (SELECT sum(r2.`amount_cents`) AS `upto`, sum(r2.`amount_cents`) - `refunds`.`amount_cents` AS `before`
        FROM `refunds` r2 WHERE r2.`order_id` = `refunds`.`order_id` AND r2.`id` <= `refunds`.`id`) c
  WHERE o.`id` = `refunds`.`order_id` AND o.`total_cents` > 0
), 0);
--> statement-breakpoint
UPDATE `refunds` SET `tax_cents` = coalesce((SELECT sum(json_extract(l.`value`, '$.tax')) FROM json_each(`refunds`.`tax_lines`) l), 0);
