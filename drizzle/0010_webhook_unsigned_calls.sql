CREATE TABLE "webhook_unsigned_calls" (
	"platform" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"calls" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "webhook_unsigned_calls_pkey" PRIMARY KEY("platform","hour")
);
