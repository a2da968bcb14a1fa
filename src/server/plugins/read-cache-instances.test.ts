import { describe, expect, it } from 'vitest';
import { serverUrl, setUpTwoInstances } from '../testing/instances.ts';
import { OWNER_PASSWORD, staffHeaders } from '../testing/staff.ts';

const instances = setUpTwoInstances(() => ({ adminPassword: OWNER_PASSWORD }));

const card = (price: string) => ({
  name: 'Cached Elsewhere',
  gameType: 'Pokemon',
  setName: 'Two Instances',
  condition: 'Near Mint',
  price,
  quantity: 2,
  forSale: true,
  location: 'nlr',
});

describe.skipIf(!serverUrl)('catalog pages on several instances', () => {
  it('show an edit made through another instance within a second', async () => {
    const [writer, reader] = [instances[0]?.app, instances[1]?.app];
    if (!writer || !reader) throw new Error('the instances did not start');
    const staff = await staffHeaders(writer);
    const created = await writer.inject({
      method: 'POST',
      url: '/api/cards',
      headers: staff,
      payload: card('3.00'),
    });
    const page = () => reader.inject({ method: 'GET', url: '/api/cards?location=nlr&limit=100' });
    const priceOnReader = async () =>
      (await page()).json().items.find((item: { id: number }) => item.id === created.json().id)
        ?.price;
    expect(await priceOnReader()).toBe('3.00');
    expect((await page()).headers['x-cache']).toBe('hit');

    await writer.inject({
      method: 'PUT',
      url: `/api/cards/${created.json().id}`,
      headers: staff,
      payload: card('4.25'),
    });
    const edited = Date.now();
    while ((await priceOnReader()) !== '4.25' && Date.now() - edited < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Date.now() - edited).toBeLessThan(1_200);
  });
});
