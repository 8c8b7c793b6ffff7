import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it('decodes each entity once: an escaped entity stays text', () => {
    expect(htmlToText('<p>&amp;lt;b&amp;gt; es &lt;b&gt; &amp; &quot;x&quot;</p>')).toBe(
      '&lt;b&gt; es <b> & "x"',
    );
  });
});
