ALTER TABLE `foods` ADD `sku` text;--> statement-breakpoint
ALTER TABLE `foods` ADD `barcode` text;--> statement-breakpoint
CREATE UNIQUE INDEX `foods_sku_unique` ON `foods` (`sku`);--> statement-breakpoint
CREATE INDEX `foods_barcode_idx` ON `foods` (`barcode`);