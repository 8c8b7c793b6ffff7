import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Page {
  items: { id: number; name: string }[];
  total: number;
  nextCursor?: string | null;
}

const search = async (as: FixtureUser, query: string): Promise<Page> => {
  const res = await t.call(as, { method: 'GET', url: `/api/v1/students?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (page: Page) => page.items.map((s) => s.name);

describe('name search (matches kept while nothing is written)', () => {
  it('pages through the matches in name order, and follows every write', async () => {
    expect(names(await search('admin', 'search=castro'))).toEqual([
      'Camila Castro',
      'Elena Castro',
    ]);
    // Added after the first search: the same search finds them (the kept matches are recomputed).
    const added = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          type: 2,
          username: `castro.${i}`,
          firstName: `Zoe ${String(i).padStart(2, '0')}`,
          lastName: 'Castro',
        })),
      )
      .returning({ id: users.id });
    const first = await search('admin', 'search=castro&pageSize=25');
    const second = await search('admin', 'search=castro&pageSize=25&page=2');
    const expected = [
      'Camila Castro',
      'Elena Castro',
      ...Array.from({ length: 30 }, (_, i) => `Zoe ${String(i).padStart(2, '0')} Castro`),
    ];
    expect({ total: first.total, names: [...names(first), ...names(second)] }).toEqual({
      total: 32,
      names: expected,
    });
    expect(second.total).toBe(32);
    expect(second.nextCursor ?? null).toBeNull();
    // The keyset page after the first is the same second page.
    const byCursor = await search(
      'admin',
      `search=castro&pageSize=25&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(names(byCursor)).toEqual(names(second));
    // Descending order is its own set of kept matches.
    const descending = await search('admin', 'search=castro&pageSize=3&order=desc');
    expect(names(descending)).toEqual(['Zoe 29 Castro', 'Zoe 28 Castro', 'Zoe 27 Castro']);
    // Archived after the search: gone from it.
    await t.database.db
      .update(users)
      .set({ archivedAt: new Date() })
      .where(eq(users.id, added[29]!.id));
    expect((await search('admin', 'search=castro&pageSize=3&order=desc')).items[0]?.name).toBe(
      'Zoe 28 Castro',
    );
  });

  it('keeps each scope apart: a teacher never gets the matches the admin saw', async () => {
    const admin = await search('admin', 'search=castro');
    const teacher = await search('teacherA', 'search=castro');
    expect(admin.total).toBeGreaterThan(1);
    expect({ total: teacher.total, names: names(teacher) }).toEqual({
      total: 1,
      names: ['Camila Castro'],
    });
    expect((await search('teacherB', 'search=castro')).total).toBe(0);
  });

  it('refuses a search over 100 characters in Spanish', async () => {
    const res = await t.call('admin', {
      method: 'GET',
      url: `/api/v1/students?search=${'a'.repeat(101)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'search' });
    expect(res.json().message).toMatch(/^El filtro search/);
  });
});
