import { defineConfig } from 'drizzle-kit';

// While nothing is released, `pnpm db:generate` rebuilds one initial migration from all schema
// files, so teammates editing the schema at once never produce clashing numbered migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
