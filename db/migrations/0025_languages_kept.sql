ALTER TABLE `users` ADD `language` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `language` text;--> statement-breakpoint
ALTER TABLE `outbox_mails` ADD `language` text;