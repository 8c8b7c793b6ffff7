import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * Chile's entry of libphonenumber-js's `min` metadata (metadata.min.json), alone: the whole file
 * is ~29 KB gzip in every remote that reads a form, this is under 1 KB. Not written by hand:
 * phone.test.ts fails when the installed library's Chilean rules differ, and prints the new entry.
 */
export const chilePhoneMetadata: MetadataJson = {
  version: 4,
  country_calling_codes: {
    '56': ['CL'],
  },
  countries: {
    CL: [
      '56',
      '(?:0|1(?:1[0-69]|2[02-5]|5[13-58]|69|7[0167]|8[018]))0',
      '12300\\d{6}|6\\d{9,10}|[2-9]\\d{8}',
      [9, 10, 11],
      [
        ['(\\d{5})(\\d{4})', '$1 $2', ['219', '2196'], '($1)'],
        ['(\\d{3})(\\d{3})(\\d{3})', '$1 $2 $3', ['60|809']],
        ['(\\d{2})(\\d{3})(\\d{4})', '$1 $2 $3', ['44']],
        ['(\\d)(\\d{4})(\\d{4})', '$1 $2 $3', ['2[1-36]'], '($1)'],
        ['(\\d)(\\d{4})(\\d{4})', '$1 $2 $3', ['9(?:10|[2-9])']],
        [
          '(\\d{2})(\\d{3})(\\d{4})',
          '$1 $2 $3',
          ['3[2-5]|[47]|5[1-3578]|6[13-57]|8(?:0[1-8]|[1-9])'],
          '($1)',
        ],
        ['(\\d{3})(\\d{3})(\\d{3,4})', '$1 $2 $3', ['60|8']],
        ['(\\d{4})(\\d{3})(\\d{4})', '$1 $2 $3', ['1']],
        ['(\\d{3})(\\d{3})(\\d{2})(\\d{3})', '$1 $2 $3 $4', ['60']],
      ],
    ],
  },
  nonGeographic: {},
};
