import { downloadBlob } from '@academias/shared/export';

/** Saves a downloaded file (the report PDFs) under a name. */
export const saveBlob = (blob: Blob, fileName: string): void => downloadBlob(blob, fileName);
