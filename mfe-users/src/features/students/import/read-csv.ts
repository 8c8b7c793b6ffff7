import Papa from 'papaparse';

/**
 * A CSV file as a grid of trimmed strings, one entry per line (blank lines kept, so row numbers
 * match what the user sees in their spreadsheet). The delimiter is detected, because Excel in a
 * Chilean locale saves CSV with `;`, and a UTF-8 byte-order mark is dropped so the first header
 * matches.
 */
export const readCsv = (text: string): string[][] => {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  return result.data.map((row) => row.map((cell) => (cell ?? '').trim()));
};
