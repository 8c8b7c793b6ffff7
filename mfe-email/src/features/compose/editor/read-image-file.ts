import { emailImageMaxBytes, emailImageTypes } from '@academias/shared/contract/email-labels';

/** Checks type and size before uploading (the server checks again, by content) and reads it as base64. */
export const readImageFile = (file: File): Promise<string> => {
  if (!(emailImageTypes as readonly string[]).includes(file.type)) {
    return Promise.reject(new Error('Solo se admiten imágenes PNG, JPEG, GIF o WebP.'));
  }
  if (file.size > emailImageMaxBytes)
    return Promise.reject(new Error('La imagen supera el tamaño máximo de 700 KB.'));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('No se pudo leer el archivo.'));
    reader.readAsDataURL(file);
  });
};
