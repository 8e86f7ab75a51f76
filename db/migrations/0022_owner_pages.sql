-- The owner's pages, and a counter in app_meta that every write to them bumps, whoever makes it,
-- so other processes and Workers isolates know to refill the pages they serve (worker/src/versions/versions.ts).
CREATE TABLE `pages` (
	`slug` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`markdown` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `pages_insert_bumps_pages_version` AFTER INSERT ON `pages` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'pages_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'pages_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'pages_version';
END;
--> statement-breakpoint
CREATE TRIGGER `pages_update_bumps_pages_version` AFTER UPDATE ON `pages` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'pages_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'pages_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'pages_version';
END;
--> statement-breakpoint
CREATE TRIGGER `pages_delete_bumps_pages_version` AFTER DELETE ON `pages` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'pages_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'pages_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'pages_version';
END;
