ALTER TABLE "customers" ADD COLUMN "wizards_email" varchar(255);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pokemon_player_id" varchar(10);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "konami_card_game_id" varchar(10);