import bwipjs from 'bwip-js/node';

/**
 * The timbre as the SII requires it on paper: the TED (DD + FRMT, as in the XML) in a PDF417
 * barcode with error correction level 5. The text is ISO-8859-1; bwip-js encodes each character
 * code below 256 as that byte with binarytext (by default it would write UTF-8).
 */
export const timbrePng = (ted: string): Promise<Buffer> => {
  // eclevel and columns are BWIPP options bwip-js passes through (not in its typings).
  const options: Record<string, unknown> = {
    bcid: 'pdf417',
    text: ted,
    binarytext: true,
    eclevel: 5,
    columns: 12,
    scale: 2,
    height: 2,
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  };
  return bwipjs.toBuffer(options as unknown as Parameters<typeof bwipjs.toBuffer>[0]);
};
