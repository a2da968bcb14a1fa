-- Trigram matching, so a text search ("contains") uses an index instead of reading every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
