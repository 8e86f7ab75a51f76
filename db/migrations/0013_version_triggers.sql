-- Every write of the menu or the store settings, whoever makes it (the app on any process, or
-- SQL typed by hand), adds one to the counter that dates it in app_meta. Processes compare the
-- counters to know whether what they keep in memory (the served menu, an order's prices) is
-- still what the database holds (worker/src/services/versions/versions.ts). The counter's row is
-- made when missing without INSERT OR IGNORE: in a trigger, the outer statement's conflict
-- handling (an upsert's) would replace the IGNORE.
CREATE TRIGGER `foods_insert_bumps_menu_version` AFTER INSERT ON `foods` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `foods_update_bumps_menu_version` AFTER UPDATE ON `foods` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `foods_delete_bumps_menu_version` AFTER DELETE ON `foods` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `categories_insert_bumps_menu_version` AFTER INSERT ON `categories` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `categories_update_bumps_menu_version` AFTER UPDATE ON `categories` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `categories_delete_bumps_menu_version` AFTER DELETE ON `categories` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `option_groups_insert_bumps_menu_version` AFTER INSERT ON `option_groups` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `option_groups_update_bumps_menu_version` AFTER UPDATE ON `option_groups` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `option_groups_delete_bumps_menu_version` AFTER DELETE ON `option_groups` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `menu_options_insert_bumps_menu_version` AFTER INSERT ON `menu_options` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `menu_options_update_bumps_menu_version` AFTER UPDATE ON `menu_options` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `menu_options_delete_bumps_menu_version` AFTER DELETE ON `menu_options` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `food_option_groups_insert_bumps_menu_version` AFTER INSERT ON `food_option_groups` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `food_option_groups_update_bumps_menu_version` AFTER UPDATE ON `food_option_groups` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `food_option_groups_delete_bumps_menu_version` AFTER DELETE ON `food_option_groups` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'menu_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'menu_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'menu_version';
END;
--> statement-breakpoint
CREATE TRIGGER `store_settings_insert_bumps_store_details_version` AFTER INSERT ON `store_settings` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'store_details_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'store_details_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'store_details_version';
END;
--> statement-breakpoint
CREATE TRIGGER `store_settings_update_bumps_store_details_version` AFTER UPDATE ON `store_settings` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'store_details_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'store_details_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'store_details_version';
END;
--> statement-breakpoint
CREATE TRIGGER `store_settings_delete_bumps_store_details_version` AFTER DELETE ON `store_settings` BEGIN
  INSERT INTO `app_meta` (`key`, `value`) SELECT 'store_details_version', '0' WHERE NOT EXISTS (SELECT 1 FROM `app_meta` WHERE `key` = 'store_details_version');
  UPDATE `app_meta` SET `value` = cast(`value` as integer) + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `key` = 'store_details_version';
END;
