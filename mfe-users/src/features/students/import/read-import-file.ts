import { readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';

/** 5 MB: thousands of rows; anything larger is almost surely the wrong file. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export class ImportFileError extends Error {}

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/** The picked file as a grid of strings, CSV or Excel by its extension. */
export const readImportFile = async (file: File): Promise<string[][]> => {
  if (file.size > MAX_IMPORT_BYTES)
    throw new ImportFileError('El archivo supera los 5 MB permitidos.');
  const ext = extensionOf(file.name);
  if (ext === 'csv' || ext === 'txt') return readCsv(await file.text());
  if (ext === 'xlsx') {
    try {
      return await readXlsx(await file.arrayBuffer());
    } catch {
      throw new ImportFileError(
        'No se pudo leer el archivo Excel. Revisa que sea un .xlsx válido.',
      );
    }
  }
  if (ext === 'xls')
    throw new ImportFileError('El formato .xls antiguo no se admite: guárdalo como .xlsx o CSV.');
  throw new ImportFileError('Formato no admitido: sube un archivo .csv o .xlsx.');
};
