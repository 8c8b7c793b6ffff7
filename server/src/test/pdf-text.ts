import { PDFParse } from 'pdf-parse';

/** The text a PDF shows, as a reader extracts it. */
export const pdfText = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};
