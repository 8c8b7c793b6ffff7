import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardians } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guardiansOf = async (studentId: number) =>
  (
    await t.database.db
      .select({ id: guardians.guardianId })
      .from(guardians)
      .where(eq(guardians.studentId, studentId))
  ).map((g) => g.id);

const update = (guardianIds: number[]) =>
  t.post('admin', '/api/v1/updateStudent', {
    data: {
      id: t.fixture.users.studentB.id,
      rut: '16666666-K',
      firstName: 'Diego',
      lastName: 'Díaz',
      guardianIds,
    },
  });

describe('a student’s guardians (service rule)', () => {
  it('refuses the student as their own guardian, and a person who does not exist, changing nothing', async () => {
    const { studentB } = t.fixture.users;
    const self = await update([studentB.id]);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toContain('no puede incluir a la misma persona');
    const unknown = await update([99_999_999]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('incluye una persona que no existe');
    expect(await guardiansOf(studentB.id)).toEqual([]);
  });

  it('sets the guardians once each, and an empty list removes them', async () => {
    const { studentB, guardian } = t.fixture.users;
    expect((await update([guardian.id, guardian.id])).statusCode).toBe(200);
    expect(await guardiansOf(studentB.id)).toEqual([guardian.id]);
    expect((await update([])).statusCode).toBe(200);
    expect(await guardiansOf(studentB.id)).toEqual([]);
  });
});
