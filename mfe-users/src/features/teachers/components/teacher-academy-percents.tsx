import { toApiError } from '@academias/shared/api';
import { percentText } from '@academias/shared/contract/percent-field';
import type { AcademyPercent } from '@academias/shared/contract/academies';
import { showToast } from '@academias/shared/events';
import { todayInChile } from '@academias/shared/format';
import {
  Alert,
  Button,
  ConfirmDialog,
  Flex,
  FormField,
  Heading,
  Input,
  MonthInput,
  PercentHistoryTable,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@academias/shared/ui';
import { useState } from 'react';
import {
  useAcademyPercents,
  useDeleteTeacherPercent,
  useSaveTeacherPercent,
} from '../api/teacher-percent-queries.ts';
import { percentTexts as t } from '../teacher-percent-texts.ts';

interface Errors {
  percent?: string | undefined;
  validFrom?: string | undefined;
}

/**
 * One academy of a teacher: the teacher's dated percents there (history, what applies now) and a
 * new entry from a month on. The same calls as Parámetros Avanzados (savePercent/deletePercent);
 * no nested <form> (it lives inside the teacher form), so "Fijar porcentaje" is a plain button.
 */
export const TeacherAcademyPercents = ({
  academy,
  teacherId,
}: {
  academy: { id: number; name: string };
  teacherId: number;
}) => {
  const thisMonth = todayInChile().slice(0, 7);
  const detail = useAcademyPercents(academy.id);
  const save = useSaveTeacherPercent();
  const remove = useDeleteTeacherPercent(academy.id);
  const [percent, setPercent] = useState('');
  const [month, setMonth] = useState(thisMonth);
  const [errors, setErrors] = useState<Errors>({});
  const [deleting, setDeleting] = useState<AcademyPercent | null>(null);
  const mine = (list: readonly AcademyPercent[] = []) =>
    list.filter((p) => p.teacherId === teacherId);
  const history = mine(detail.data?.percentHistory);
  const inForce = mine(detail.data?.percents);

  const onSave = async () => {
    const parsed = percentText(2).safeParse(percent);
    const next: Errors = {
      percent: parsed.success ? undefined : parsed.error.issues[0]?.message,
      validFrom: month && month >= thisMonth ? undefined : t.pastMonth,
    };
    setErrors(next);
    if (!parsed.success || next.validFrom) return;
    try {
      const saved = await save.mutateAsync({
        academyId: academy.id,
        teacherId,
        percent: parsed.data,
        validFrom: `${month}-01`,
      });
      showToast({
        type: 'success',
        title: t.savedTitle,
        description: t.saved(academy.name, saved.percent, saved.validFrom),
      });
      setPercent('');
    } catch (error) {
      const e = toApiError(error);
      setErrors(e.field === 'data.validFrom' ? { validFrom: t.pastMonth } : { percent: e.message });
    }
  };

  return (
    <Stack
      as="section"
      gap="3"
      minW="0"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      aria-label={academy.name}
    >
      <Heading as="h3" size="sm">
        {academy.name}
      </Heading>
      {detail.isLoading ? (
        <Skeleton height="12" />
      ) : detail.error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{toApiError(detail.error).message}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm">
            {inForce[0] ? t.inForce(inForce[0].percent) : t.none}
          </Text>
          {history.length > 0 && (
            <PercentHistoryTable
              academyName={academy.name}
              history={history}
              inForce={inForce}
              thisMonth={thisMonth}
              onRemove={setDeleting}
              teacherColumn={false}
            />
          )}
        </>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField label={t.percent} error={errors.percent}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            // Enter fixes this percent; it must not submit the teacher form around it
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void onSave();
            }}
          />
        </FormField>
        <FormField label={t.from} error={errors.validFrom}>
          <MonthInput value={month} onChange={setMonth} />
        </FormField>
      </SimpleGrid>
      <Flex justify="flex-end">
        <Button
          type="button"
          size="sm"
          variant="outline"
          loading={save.isPending}
          aria-label={t.saveLabel(academy.name)}
          onClick={() => void onSave()}
        >
          {t.save}
        </Button>
      </Flex>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.removeTitle}
        description={deleting ? t.remove(deleting.percent, deleting.validFrom) : ''}
        confirmLabel="Quitar"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id).catch((error: unknown) => {
            showToast({
              type: 'error',
              title: t.removeError,
              description: toApiError(error).message,
            });
            throw error;
          });
          showToast({ type: 'success', title: t.removed });
        }}
      />
    </Stack>
  );
};
