import { apiErrorMessage } from '@academias/shared/api';
import type { StudentBulkActionInput, StudentSelection } from '@academias/shared/contract/students';
import { exportLists } from '@academias/shared/export/lists';
import {
  Button,
  ConfirmDialog,
  FilterSelect,
  Flex,
  type RowSelection,
  SelectionExportButton,
  selectedRows,
  Stack,
  Text,
  toaster,
} from '@academias/shared/ui';
import { useState } from 'react';
import type { StudentsQuery } from '../api/student-queries.ts';
import {
  fetchStudentsByIds,
  fetchStudentsOfFilter,
  useStudentBulkAction,
  useTemplateOptions,
} from './student-bulk-queries.ts';
import { studentBulkTexts as texts } from './student-bulk-texts.ts';

type Action = StudentBulkActionInput['action'];
const NO_TEMPLATE = new Error('no template');

interface StudentBulkActionsProps {
  selection: RowSelection;
  /** The list's total under its filter ("all N of this filter"). */
  total: number;
  /** The list's filters and search: what "all N of this filter" means on the server. */
  filter: NonNullable<StudentSelection['filter']>;
  /** The list's query without paging, to export "all of this filter". */
  query: StudentsQuery;
}

/** Alumnos' bulk actions on the ticked people (or all of the filter): remind, template, invite, export. */
export const StudentBulkActions = ({
  selection,
  total,
  filter,
  query,
}: StudentBulkActionsProps) => {
  const [action, setAction] = useState<Action | null>(null);
  // One key per opened dialog: a double click or a retry of the same dialog never sends twice.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [templateId, setTemplateId] = useState('');
  const templates = useTemplateOptions(action === 'plantilla');
  const run = useStudentBulkAction();
  const count = selection.count(total);
  if (count === 0) return null;
  const open = (next: Action) => {
    setKey(crypto.randomUUID());
    setTemplateId('');
    setAction(next);
  };
  const confirm = async () => {
    if (!action) return;
    if (action === 'plantilla' && !templateId) throw NO_TEMPLATE;
    const r = await run.mutateAsync({
      idempotencyKey: key,
      action,
      ...(action === 'plantilla' ? { templateId: Number(templateId) } : {}),
      students: selection.allOfFilter ? { filter } : { ids: [...selection.keys].map(Number) },
    });
    // the counts are the answer to the action: long enough to read them
    toaster.create({
      type: r.queued > 0 ? 'success' : 'warning',
      title: r.message,
      duration: 10_000,
    });
    selection.clear();
  };
  return (
    <Flex role="toolbar" aria-label={texts.toolbar} gap="2" wrap="wrap" mb="3">
      {(['recordatorio', 'plantilla', 'invitacion'] as const).map((a) => (
        <Button key={a} variant="outline" onClick={() => open(a)}>
          {texts.buttons[a](count)}
        </Button>
      ))}
      <SelectionExportButton
        selection={selection}
        total={total}
        fileName="alumnos-seleccion"
        columns={exportLists.students.columns}
        getRows={() =>
          selectedRows(selection, {
            byIds: fetchStudentsByIds,
            ofFilter: () => fetchStudentsOfFilter(query),
          })
        }
      />
      {action && (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => !isOpen && setAction(null)}
          title={texts.titles[action]}
          description={
            <Stack gap="3">
              <Text>{texts.confirm[action](count)}</Text>
              {action === 'plantilla' && (
                <FilterSelect
                  label={texts.templateLabel}
                  value={templateId}
                  onChange={setTemplateId}
                >
                  <option value="">
                    {templates.data?.items.length === 0
                      ? texts.noTemplates
                      : texts.templatePlaceholder}
                  </option>
                  {templates.data?.items.map((t) => (
                    <option key={t.id} value={String(t.id)}>
                      {t.name}
                    </option>
                  ))}
                </FilterSelect>
              )}
            </Stack>
          }
          confirmLabel={texts.confirmLabels[action]}
          busyLabel="Enviando…"
          onConfirm={confirm}
          describeError={(e) => (e === NO_TEMPLATE ? texts.chooseTemplate : apiErrorMessage(e))}
        />
      )}
    </Flex>
  );
};
