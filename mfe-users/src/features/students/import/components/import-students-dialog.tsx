import { callApi } from '@academias/shared/api';
import * as studentsApi from '@academias/shared/contract/students';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  DialogFrame,
  HStack,
  Link,
  List,
  Progress,
  Stack,
  Text,
} from '@academias/shared/ui';
import { useRef, useState } from 'react';
import { findPersonByRut } from '../../../../api/find-person-by-rut.ts';
import { resolveGuardianId } from '../../../../api/resolve-guardian.ts';
import { checkImportRows, importSummary, type CheckedRow } from '../check-import-rows.ts';
import { findExistingRuts } from '../existing-ruts.ts';
import { importStudents, type RowOutcome } from '../import-students.ts';
import { importTemplateCsv } from '../import-template.ts';
import { mapImportRows } from '../map-import-rows.ts';
import { ImportFileError, readImportFile } from '../read-import-file.ts';
import { parseStudentImportRow, type StudentImportData } from '../student-import-row.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';

type Step =
  | { kind: 'pick'; error?: string }
  | { kind: 'checking'; fileName: string; done: number; total: number }
  | {
      kind: 'preview';
      fileName: string;
      rows: CheckedRow<StudentImportData>[];
      fileErrors: string[];
      ignored: string[];
    }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'done'; outcomes: RowOutcome[]; cancelled: boolean };

interface ImportStudentsDialogProps {
  onClose: () => void;
  /** After rows were created, so the list refreshes. */
  onImported: () => void;
}

/**
 * Bulk import of students from CSV or Excel: read, check every row (RUT, duplicates in the file
 * and in the system, required fields), preview, and create only when the file is clean or the
 * user explicitly chooses to import just the valid rows.
 */
export const ImportStudentsDialog = ({ onClose, onImported }: ImportStudentsDialogProps) => {
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [onlyValid, setOnlyValid] = useState(false);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const busy = step.kind === 'checking' || step.kind === 'importing';

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setOnlyValid(false);
    try {
      const mapped = mapImportRows(await readImportFile(file));
      if (mapped.fileErrors.length > 0) {
        setStep({
          kind: 'preview',
          fileName: file.name,
          rows: [],
          fileErrors: mapped.fileErrors,
          ignored: mapped.ignoredHeaders,
        });
        return;
      }
      setStep({ kind: 'checking', fileName: file.name, done: 0, total: mapped.rows.length });
      const existing = await findExistingRuts(
        mapped.rows,
        async (rut) => (await findPersonByRut(rut)) !== null,
        (done, total) => setStep({ kind: 'checking', fileName: file.name, done, total }),
      );
      const rows = checkImportRows(mapped.rows, {
        parse: parseStudentImportRow,
        existingRuts: existing,
      });
      setOnlyErrors(rows.length > 20 && rows.some((r) => r.errors.length > 0));
      setStep({
        kind: 'preview',
        fileName: file.name,
        rows,
        fileErrors: [],
        ignored: mapped.ignoredHeaders,
      });
    } catch (error) {
      setStep({
        kind: 'pick',
        error:
          error instanceof ImportFileError
            ? error.message
            : 'No se pudo revisar el archivo. Inténtalo nuevamente.',
      });
    }
  };

  const runImport = async (rows: CheckedRow<StudentImportData>[]) => {
    const controller = new AbortController();
    abort.current = controller;
    setStep({ kind: 'importing', done: 0, total: importSummary(rows).valid });
    const outcomes = await importStudents(
      rows,
      {
        createStudent: (data) => callApi(studentsApi.createStudents, { body: { data } }),
        resolveGuardian: resolveGuardianId,
      },
      (p) => setStep({ kind: 'importing', ...p }),
      controller.signal,
    );
    setStep({ kind: 'done', outcomes, cancelled: controller.signal.aborted });
    if (outcomes.some((o) => o.ok)) onImported();
  };

  const downloadTemplate = () => {
    const url = URL.createObjectURL(
      new Blob([importTemplateCsv()], { type: 'text/csv;charset=utf-8' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = 'plantilla-alumnos.csv';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      title="Importar alumnos"
      size={{ base: 'full', md: 'xl' }}
      busy={busy}
      keepOnOutsideClick
      footer={
        <>
          {step.kind === 'preview' && (
            <>
              <Button variant="outline" onClick={() => setStep({ kind: 'pick' })}>
                Elegir otro archivo
              </Button>
              <ImportButton step={step} onlyValid={onlyValid} onImport={runImport} />
            </>
          )}
          {step.kind === 'importing' && (
            <Button variant="outline" onClick={() => abort.current?.abort()}>
              Detener
            </Button>
          )}
          {(step.kind === 'pick' || step.kind === 'done') && (
            <Button variant={step.kind === 'done' ? 'solid' : 'outline'} onClick={onClose}>
              {step.kind === 'done' ? 'Listo' : 'Cancelar'}
            </Button>
          )}
        </>
      }
    >
      {step.kind === 'pick' && (
        <Stack gap="4">
          <Text>
            Sube un archivo CSV o Excel (.xlsx) con una fila por alumno. La primera fila debe tener
            los encabezados: RUT, Nombres y Apellidos son obligatorios; también se leen Correo,
            Teléfono, Fecha de nacimiento, Dirección y los datos del apoderado.
          </Text>
          <Box>
            <Link as="button" onClick={downloadTemplate} colorPalette="colorPalette">
              Descargar plantilla CSV
            </Link>
          </Box>
          <Box>
            <label htmlFor="student-import-file">
              <Text fontWeight="medium" mb="1">
                Archivo
              </Text>
            </label>
            <input
              id="student-import-file"
              type="file"
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </Box>
          {step.error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{step.error}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      )}

      {step.kind === 'checking' && (
        <Stack gap="3" role="status">
          <Text>Revisando «{step.fileName}»: verificando los RUT en el sistema…</Text>
          <Progress.Root
            value={step.total ? (step.done / step.total) * 100 : null}
            aria-label="Verificación de RUT"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}

      {step.kind === 'preview' && (
        <PreviewStep
          step={step}
          onlyValid={onlyValid}
          setOnlyValid={setOnlyValid}
          onlyErrors={onlyErrors}
          setOnlyErrors={setOnlyErrors}
        />
      )}

      {step.kind === 'importing' && (
        <Stack gap="3" role="status">
          <Text>
            Importando alumnos: {step.done} de {step.total}…
          </Text>
          <Progress.Root
            value={step.total ? (step.done / step.total) * 100 : 0}
            aria-label="Avance de la importación"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}

      {step.kind === 'done' && <DoneStep outcomes={step.outcomes} cancelled={step.cancelled} />}
    </DialogFrame>
  );
};

type PreviewState = Extract<Step, { kind: 'preview' }>;

const PreviewStep = ({
  step,
  onlyValid,
  setOnlyValid,
  onlyErrors,
  setOnlyErrors,
}: {
  step: PreviewState;
  onlyValid: boolean;
  setOnlyValid: (v: boolean) => void;
  onlyErrors: boolean;
  setOnlyErrors: (v: boolean) => void;
}) => {
  if (step.fileErrors.length > 0) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>No se puede importar «{step.fileName}»</Alert.Title>
          <Alert.Description>
            <List.Root ps="4">
              {step.fileErrors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const summary = importSummary(step.rows);
  return (
    <Stack gap="4">
      <Alert.Root status={summary.invalid > 0 ? 'warning' : 'success'} role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            «{step.fileName}»: {summary.total} filas, {summary.valid} válidas
            {summary.invalid > 0 ? `, ${summary.invalid} con errores` : ''}.
          </Alert.Title>
          <Alert.Description>
            {summary.invalid > 0
              ? 'No se guardará nada mientras el archivo tenga errores: corrígelo y vuelve a subirlo, o importa solo las filas válidas.'
              : 'Revisa la vista previa y confirma la importación.'}
            {step.ignored.length > 0 && ` Columnas ignoradas: ${step.ignored.join(', ')}.`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {summary.invalid > 0 && (
        <HStack gap="6" wrap="wrap">
          <Checkbox.Root checked={onlyErrors} onCheckedChange={(e) => setOnlyErrors(!!e.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Mostrar solo filas con errores</Checkbox.Label>
          </Checkbox.Root>
          {summary.valid > 0 && (
            <Checkbox.Root checked={onlyValid} onCheckedChange={(e) => setOnlyValid(!!e.checked)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Importar solo las {summary.valid} filas válidas</Checkbox.Label>
            </Checkbox.Root>
          )}
        </HStack>
      )}
      <ImportPreviewTable rows={step.rows} onlyErrors={onlyErrors} />
    </Stack>
  );
};

const ImportButton = ({
  step,
  onlyValid,
  onImport,
}: {
  step: PreviewState;
  onlyValid: boolean;
  onImport: (rows: CheckedRow<StudentImportData>[]) => void;
}) => {
  const summary = importSummary(step.rows);
  const allowed =
    step.fileErrors.length === 0 && summary.valid > 0 && (summary.invalid === 0 || onlyValid);
  return (
    <Button disabled={!allowed} onClick={() => onImport(step.rows)}>
      {summary.invalid > 0
        ? `Importar ${summary.valid} filas válidas`
        : `Importar ${summary.valid} alumnos`}
    </Button>
  );
};

const DoneStep = ({ outcomes, cancelled }: { outcomes: RowOutcome[]; cancelled: boolean }) => {
  const ok = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.filter((o) => !o.ok);
  return (
    <Stack gap="4">
      <Alert.Root status={failed.length > 0 || cancelled ? 'warning' : 'success'} role="status">
        <Alert.Indicator />
        <Alert.Title>
          Se importaron {ok} {ok === 1 ? 'alumno' : 'alumnos'}
          {failed.length > 0
            ? `; ${failed.length} ${failed.length === 1 ? 'fila falló' : 'filas fallaron'}`
            : ''}
          {cancelled ? '. La importación se detuvo antes de terminar.' : '.'}
        </Alert.Title>
      </Alert.Root>
      {failed.length > 0 && (
        <List.Root ps="4" gap="1">
          {failed.map((f) => (
            <List.Item key={f.line}>
              Fila {f.line} ({f.rut}): {f.message}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
};
