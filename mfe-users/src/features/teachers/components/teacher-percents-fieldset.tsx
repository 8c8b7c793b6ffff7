import { Stack, Text } from '@academias/shared/ui';
import { percentTexts as t } from '../teacher-percent-texts.ts';
import { TeacherAcademyPercents } from './teacher-academy-percents.tsx';

interface Academy {
  id: number;
  name: string;
}

/**
 * The teacher's percent in each academy they belong to (saved), in the teacher form. An academy
 * ticked but not saved yet has no percent until the teacher is assigned to it (savePercent
 * accepts only a teacher of the academy).
 */
export const TeacherPercentsFieldset = ({
  teacherId,
  saved,
  chosen,
}: {
  teacherId: number;
  /** The academies the teacher belongs to now. */
  saved: readonly Academy[];
  /** The academies ticked in the form (saved or not). */
  chosen: readonly Academy[];
}) => {
  const savedIds = new Set(saved.map((a) => a.id));
  const kept = saved.filter((a) => chosen.some((c) => c.id === a.id));
  const pending = chosen.filter((a) => !savedIds.has(a.id));
  return (
    // minW 0: a fieldset is never narrower than its content, which pushed the dialog sideways at 390 px
    <Stack as="fieldset" gap="3" minW="0">
      <Text as="legend" fontWeight="medium" mb="1">
        {t.legend}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {t.help}
      </Text>
      {kept.length === 0 && pending.length === 0 && <Text color="fg.muted">{t.noAcademies}</Text>}
      {kept.map((a) => (
        <TeacherAcademyPercents key={a.id} academy={a} teacherId={teacherId} />
      ))}
      {pending.map((a) => (
        <Text key={a.id} color="fg.muted" fontSize="sm">
          {t.unsaved(a.name)}
        </Text>
      ))}
    </Stack>
  );
};
