import type { TeacherPayout } from '@academias/shared/contract/payouts';
import {
  Alert,
  Field,
  FilterSelect,
  HStack,
  MonthInput,
  PageHeader,
  Stack,
  Text,
} from '@academias/shared/ui';
import { useSession, userKindOf } from '@academias/shared/session';
import { useSearchParams } from '@academias/shared/router';
import { ExportActions } from '../../../components/export-actions.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { KpiGrid } from '../../../components/kpi-grid.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ReportTable } from '../../../components/report-table.tsx';
import { downloadReportPdf } from '../../../lib/download-report-pdf.ts';
import { currentMonth } from '../../../lib/report-dates.ts';
import { useTeacherOptions, useTeacherPayout } from '../api/use-teacher-payout.ts';
import { adjustmentColumns, lineColumns, payoutExportTable, totalOf } from './payout-columns.ts';
import { payoutTexts as tx } from './payouts-texts.ts';

const validMonth = (m: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(m) && m <= currentMonth();

/**
 * Reportes > Liquidaciones (admin: any teacher) and "Mi liquidación" (a teacher: their own).
 * docs/money.md "Teacher payouts"; the server refuses a teacher another teacher's statement.
 */
export default function PayoutsPage() {
  const session = useSession((s) => s.session);
  const isAdmin = session ? userKindOf(session.type) === 'admin' : false;
  const [params, setParams] = useSearchParams();
  const month = params.get('mes') ?? currentMonth();
  const chosen = Number(params.get('profesor')) || null;
  const teacherId = isAdmin ? chosen : (session?.data.id ?? null);
  const valid = validMonth(month);
  const statement = useTeacherPayout(teacherId, month, valid);
  const options = useTeacherOptions(isAdmin);

  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true },
    );

  const data = statement.data;
  const fileName = data ? tx.fileName(data.teacherName, data.month) : '';
  return (
    <>
      <PageHeader
        title={isAdmin ? tx.adminTitle : tx.teacherTitle}
        description={tx.description(month)}
        actions={
          <ExportActions
            table={data ? () => payoutExportTable(data, fileName) : null}
            pdf={
              data
                ? () =>
                    downloadReportPdf(
                      'payout',
                      { teacherId: data.teacherId, month: data.month },
                      fileName,
                    )
                : null
            }
          />
        }
      />
      <Stack gap="6">
        <HStack gap="3" align="flex-end" wrap="wrap">
          {isAdmin && (
            <FilterSelect
              label={tx.teacher}
              value={chosen ? String(chosen) : ''}
              onChange={(v) => set('profesor', v)}
            >
              <option value="">{tx.chooseTeacher}</option>
              {options.data?.items.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </FilterSelect>
          )}
          <Field.Root maxW={{ base: 'full', md: '64' }} invalid={!valid}>
            <Field.Label>{tx.month}</Field.Label>
            <MonthInput value={month} max={currentMonth()} onChange={(v) => v && set('mes', v)} />
          </Field.Root>
        </HStack>
        {isAdmin && (options.data?.total ?? 0) > 100 && (
          <Text textStyle="sm" color="fg.muted">
            {tx.teachersTruncated}
          </Text>
        )}
        {teacherId === null ? (
          <Text color="fg.muted">{tx.pickTeacher}</Text>
        ) : (
          <QueryState
            query={statement}
            isEmpty={(d) => d.lines.length === 0}
            emptyText={tx.noAcademies}
          >
            {(d) => <Statement data={d} />}
          </QueryState>
        )}
      </Stack>
    </>
  );
}

function Statement({ data }: { data: TeacherPayout }) {
  return (
    <Stack gap="4">
      <Alert.Root status={data.closed ? 'success' : 'info'}>
        <Alert.Indicator />
        <Alert.Title>{data.closed ? tx.closed(data.closedAt) : tx.open}</Alert.Title>
      </Alert.Root>
      <KpiGrid>
        <KpiCard label={tx.total} value={data.total} />
        <KpiCard label={tx.academies} value={data.lines.length} count />
      </KpiGrid>
      <ReportTable
        caption={tx.linesCaption}
        columns={lineColumns}
        rows={data.lines}
        rowKey={(l) => l.academyId ?? 0}
        total={totalOf(data.lines, data.total)}
      />
      {data.adjustments.length > 0 && (
        <ReportTable
          caption={tx.adjustmentsCaption}
          columns={adjustmentColumns}
          rows={data.adjustments}
          rowKey={(a) => a.id}
        />
      )}
      <Text textStyle="sm" color="fg.muted">
        {tx.rounding}
      </Text>
    </Stack>
  );
}
