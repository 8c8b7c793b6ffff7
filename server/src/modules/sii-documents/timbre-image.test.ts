import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { parseCaf } from '../sii-xml/caf.ts';
import { buildTed } from '../sii-xml/ted.ts';
import { createTestCaf } from '../sii-xml/test-material.ts';
import { timbrePng } from './timbre-image.ts';

/** Reads the PDF417 back from the PNG's pixels with ZXing, a decoder independent of bwip-js. */
const decode = (png: Buffer): string => {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) luminance[i] = image.data[i * 4]!;
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminance, image.width, image.height)),
  );
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.PDF_417]],
    [DecodeHintType.CHARACTER_SET, 'ISO-8859-1'],
  ]);
  return new PDF417Reader().decode(bitmap, hints).getText();
};

describe('timbre PDF417', () => {
  it('decodes back to exactly the TED, accents included', async () => {
    const caf = parseCaf(
      createTestCaf({
        rut: '76543210-3',
        businessName: 'Academias Demo SpA',
        type: 41,
        from: 1,
        to: 9,
        authorizedOn: '2026-01-02',
      }),
    );
    const { ted } = buildTed({
      caf,
      issuerRut: '76543210-3',
      folio: 3,
      date: '2026-03-10',
      receiverRut: '12345678-5',
      receiverName: 'José Muñoz Peña',
      total: 45000,
      firstItem: 'Mensualidad piano 2026-03',
      timestamp: '2026-03-10T12:00:00',
    });
    expect(decode(await timbrePng(ted))).toBe(ted);
  });
});
