import { describe, expect, it } from 'vitest';
import { readImageFile } from './read-image-file.ts';

describe('readImageFile', () => {
  it('reads an allowed image as a data URL', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
      type: 'image/png',
    });
    await expect(readImageFile(file)).resolves.toMatch(/^data:image\/png;base64,iVBORw==$/);
  });

  it('refuses SVG and files over 700 KB before uploading, in Spanish', async () => {
    await expect(
      readImageFile(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })),
    ).rejects.toThrow('Solo se admiten imágenes PNG, JPEG, GIF o WebP.');
    const big = new File([new Uint8Array(700 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
    await expect(readImageFile(big)).rejects.toThrow(
      'La imagen supera el tamaño máximo de 700 KB.',
    );
  });
});
