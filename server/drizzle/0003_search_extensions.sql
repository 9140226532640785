-- Trigram indexes for suggestions inside words and for 'did you mean'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
