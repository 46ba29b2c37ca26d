CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room" text NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"filtered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"removed_at" timestamp (3) with time zone,
	"removed_by" bigint,
	"removed_reason" text,
	CONSTRAINT "chat_messages_text" CHECK (char_length("chat_messages"."text") BETWEEN 1 AND 300)
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"until" timestamp (3) with time zone NOT NULL,
	"reason" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"message_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "chat_reports_once" PRIMARY KEY("message_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"topic" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"user_unread" integer DEFAULT 0 NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"rating" integer,
	"rating_comment" text,
	"closed_by" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"closed_at" timestamp (3) with time zone,
	CONSTRAINT "support_conversations_status" CHECK ("support_conversations"."status" IN ('waiting', 'answered', 'closed')),
	CONSTRAINT "support_conversations_rating" CHECK ("support_conversations"."rating" IS NULL OR ("support_conversations"."rating" BETWEEN 1 AND 5 AND "support_conversations"."status" = 'closed')),
	CONSTRAINT "support_conversations_unread" CHECK ("support_conversations"."user_unread" >= 0 AND "support_conversations"."staff_unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"author" text NOT NULL,
	"operator_id" bigint,
	"text" text NOT NULL,
	"image" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "support_messages_author" CHECK ("support_messages"."author" IN ('user', 'staff', 'system'))
);
--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room" ON "chat_messages" USING btree ("room","id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_time" ON "chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_conversations_user" ON "support_conversations" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "support_conversations_queue" ON "support_conversations" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "support_messages_conversation" ON "support_messages" USING btree ("conversation_id","id");