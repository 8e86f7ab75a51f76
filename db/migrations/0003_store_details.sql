ALTER TABLE `store_settings` ADD `store_name` text DEFAULT 'Doorstep' NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `contact_email` text DEFAULT 'support@doorstep.example' NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `phone` text DEFAULT '(217) 555-0142' NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `street` text DEFAULT '214 Market Street' NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `locality` text DEFAULT 'Springfield, IL 62701' NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `country` text DEFAULT 'United States' NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `opening_hours` text DEFAULT 'Every day, 10:00 am – 10:00 pm' NOT NULL;