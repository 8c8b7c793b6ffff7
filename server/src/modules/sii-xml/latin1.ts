import iconv from 'iconv-lite';

/** The SII requires ISO-8859-1 documents; the XML is built as a JS string and encoded once. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="ISO-8859-1"?>';

export const toLatin1 = (xml: string): Buffer => iconv.encode(xml, 'latin1');

export const fromLatin1 = (bytes: Uint8Array): string => iconv.decode(Buffer.from(bytes), 'latin1');
