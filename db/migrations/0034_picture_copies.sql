CREATE TABLE `picture_copies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`food_id` text NOT NULL,
	`address` text NOT NULL,
	`state` text DEFAULT 'waiting' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`claimed_until` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	CONSTRAINT "picture_copies_state_known" CHECK("picture_copies"."state" in ('waiting', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `picture_copies_due_idx` ON `picture_copies` (`next_attempt_at`) WHERE "picture_copies"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX `picture_copies_food_idx` ON `picture_copies` (`food_id`);