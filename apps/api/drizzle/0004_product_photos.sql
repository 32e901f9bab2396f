CREATE TABLE "product_photos" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
