-- Decision 0316: links mailed to an account that work without a session are signed with this, raised
-- whenever the account's sessions are revoked together. 0 keeps the links mailed before it working.
ALTER TABLE "users" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;