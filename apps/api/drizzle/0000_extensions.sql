-- Extensions and helpers the schema relies on. Both ship with PostgreSQL (contrib) and with PGlite,
-- and both are "trusted" since PostgreSQL 13, so a database owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); this wrapper pins the dictionary so it
-- can be IMMUTABLE and back the trigram indexes of the case- and accent-insensitive filters.
CREATE OR REPLACE FUNCTION forno_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
