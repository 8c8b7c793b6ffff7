import { describe, expect, it } from 'vitest';
import { decodeBase64Image, detectImageType } from './image-content.ts';

// A real 1x1 PNG.
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('image content', () => {
  it('recognises PNG, JPEG, GIF and WebP by their bytes', () => {
    expect(detectImageType(decodeBase64Image(png)!)).toBe('image/png');
    expect(detectImageType(decodeBase64Image(`data:image/png;base64,${png}`)!)).toBe('image/png');
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(detectImageType(new Uint8Array(Buffer.from('GIF89a....')))).toBe('image/gif');
    expect(
      detectImageType(new Uint8Array(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))),
    ).toBe('image/webp');
  });

  it('rejects SVG, HTML and text dressed as images, and bad base64', () => {
    expect(
      detectImageType(new Uint8Array(Buffer.from('<svg onload="alert(1)"></svg>'))),
    ).toBeNull();
    expect(detectImageType(new Uint8Array(Buffer.from('<html><script>x</script>')))).toBeNull();
    expect(detectImageType(new Uint8Array([]))).toBeNull();
    expect(decodeBase64Image('no es base64!')).toBeNull();
  });
});
