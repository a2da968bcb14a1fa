import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setUpAdminCatalog } from '../../testing/admin-catalog.ts';
import { multipartBody } from '../../testing/multipart.ts';

const { ctx, as } = setUpAdminCatalog();

describe('image uploads', () => {
  const upload = (file: Buffer, filename = 'photo.png', type = 'image/png', headers = as.owner) => {
    const body = multipartBody({}, { field: 'image', filename, type, content: file });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('resizes an image to fit 400x600 as a JPEG, stored under its hash and served for a year', async () => {
    const png = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#14532d' },
    })
      .png()
      .toBuffer();
    const response = await upload(png);
    expect(response.statusCode).toBe(201);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.jpg$/);
    const served = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const size = await sharp(served.rawPayload).metadata();
    expect(size).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect((await upload(png)).json().imageUrl).toBe(imageUrl);
  });

  it('refuses a file that is not an image, whatever it claims, and callers who are not staff', async () => {
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toMatch(/not an image/);
    const text = await upload(Buffer.from('hello'), 'notes.txt', 'text/plain');
    expect(text.statusCode).toBe(400);
    const anonymous = await upload(Buffer.from('x'), 'x.png', 'image/png', {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a decompression bomb before decoding it in full', async () => {
    // A few kilobytes of PNG that would unpack to 20000 x 20000 pixels (1.2 GB).
    const bomb = await sharp({
      create: { width: 20_000, height: 20_000, channels: 3, background: '#000' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a form it cannot read (no boundary, or cut short) with a 400', async () => {
    const post = (contentType: string, payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        payload,
        headers: { ...as.owner, 'content-type': contentType },
      });
    const cutShort =
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
    for (const response of [
      await post('multipart/form-data', 'x'),
      await post('multipart/form-data; boundary=', 'x'),
      await post('multipart/form-data; boundary=x', cutShort),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/form could not be read/);
    }
    // Two files where the form takes one: built wrong, not too large.
    const file = (name: string) =>
      `--x\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\nabc\r\n`;
    const twoFiles = await post(
      'multipart/form-data; boundary=x',
      `${file('a.png')}${file('b.png')}--x--\r\n`,
    );
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().error).toMatch(/one file/);
  });

  it('refuses a body that is not a form with a 415', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: { image: 'photo.png' },
      headers: as.owner,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatch(/multipart\/form-data/);
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.alloc(9 * 1024 * 1024, 1);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
  });
});
