import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';

/** Who asks for a report, as the reports module needs it (role from the token, id of the user). */
export interface ReportViewer {
  role: 'admin' | 'teacher' | 'other';
  userId: number;
}

/** Academies a teacher teaches at (academy_teachers). */
export const teacherAcademyIds = async (db: Db, teacherId: number): Promise<number[]> => {
  const found = await rows<{ id: number }>(
    db,
    sql`select academy_id as id from academy_teachers where teacher_id = ${teacherId} order by academy_id`,
  );
  return found.map((r) => r.id);
};

/** A person and, for a guardian, the students in their care: whose data "their own" covers. */
export const ownSubjectIds = async (db: Db, userId: number): Promise<number[]> => {
  const wards = await rows<{ id: number }>(
    db,
    sql`select student_id as id from guardians where guardian_id = ${userId} order by student_id`,
  );
  return [userId, ...wards.map((r) => r.id)];
};

/** Academies a viewer may see in academy reports: null means all (admin). */
export const viewerAcademyIds = async (db: Db, viewer: ReportViewer): Promise<number[] | null> =>
  viewer.role === 'admin' ? null : viewer.role === 'teacher' ? teacherAcademyIds(db, viewer.userId) : [];
