import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { openDashboard } from './fixtures.ts';
import { asOwner, giveCredit } from './staff-api.ts';

/**
 * A day at the Benton counter on a 768 px tablet. Benton's demo tax is 9.5% on cards and
 * products, and no other journey rings up sales there, so the end of day is this day alone:
 * a $10.00 card and a $20.00 product come to $30.00 + $2.85 tax = $32.85, paid $5.00 in
 * store credit and $27.85 in cash from $40.00 ($12.15 change); the card comes back to store
 * credit ($10.95 with its tax); $3.00 is paid out; the drawer should hold
 * $100.00 + $27.85 - $3.00 = $124.85 and is counted a dollar short.
 */
test.use({ viewport: { width: 768, height: 1024 } });

const tag = randomUUID().slice(0, 8);
const CARD = `Counter Day Bolt ${tag}`;
const PRODUCT = `Counter Day Playmat ${tag}`;
const SKU = `DAY-${tag}`.toUpperCase();

async function stockTheShelf(customerEmail: string) {
  await asOwner(async (api) => {
    const card = await api.post('/api/cards', {
      data: {
        name: CARD,
        gameType: 'Magic: The Gathering',
        setName: 'Journey Set',
        condition: 'Near Mint',
        price: '10.00',
        quantity: 2,
        forSale: true,
        location: 'benton',
      },
    });
    expect(card.status()).toBe(201);
    const product = await api.post('/api/merchandise', {
      data: {
        name: PRODUCT,
        price: '20.00',
        stock: 3,
        sku: SKU,
        forSale: true,
        location: 'benton',
      },
    });
    expect(product.status()).toBe(201);
    const customer = await api.post('/api/admin/customers', {
      data: { location: 'benton', name: 'Dana Walker', email: customerEmail },
    });
    expect(customer.status()).toBe(201);
  });
  await giveCredit(customerEmail, '5.00');
}

/** The figure in a row of one of the end of day's sections. */
const figure = (page: Page, section: string, row: string) =>
  page.getByRole('region', { name: section }).getByRole('row', { name: new RegExp(`^${row}\\b`) });

test('a day at the counter: drawer, sale, receipt, return, paid out, close and the end of day reconcile', async ({
  page,
}) => {
  // Two dozen steps through the Counter, each waiting on the server.
  test.slow();
  const email = `dana-${tag}@example.com`;
  await stockTheShelf(email);
  await openDashboard(page, 'benton');
  await page.getByRole('tab', { name: 'Counter' }).click();
  await expect(page).toHaveURL(/\/admin\/benton\/counter$/);

  await test.step('open the drawer with a counted float', async () => {
    await expect(page.getByLabel('Register')).toHaveValue('Main');
    await page.getByLabel('Starting float').fill('100.00');
    await page.getByRole('button', { name: 'Open drawer' }).click();
    await expect(page.getByText('Register: Main')).toBeVisible();
  });

  await test.step('scan a SKU, search a card, attach the customer', async () => {
    const scan = page.getByLabel('Scan or search');
    await scan.fill(SKU);
    await scan.press('Enter');
    const sale = page.getByRole('region', { name: 'Sale', exact: true });
    await expect(sale).toContainText(PRODUCT);
    await scan.fill(CARD);
    // One result: Enter adds it, without choosing it first.
    await expect(page.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('option', { name: new RegExp(CARD) })).toBeVisible();
    await scan.press('Enter');
    await expect(sale).toContainText(CARD);

    await page.getByLabel('Find customer').fill(email);
    await page.getByRole('button', { name: 'Search customers' }).click();
    await page.getByRole('button', { name: 'Attach Dana Walker' }).click();
    await expect(page.getByText('Store credit: $5.00')).toBeVisible();
    await expect(page.getByText('$32.85').first()).toBeVisible();
  });

  await test.step('pay part store credit, the rest in cash with change', async () => {
    await page.getByRole('tab', { name: 'Store credit' }).click();
    await page.getByLabel('Store credit ($)').fill('5.00');
    await page.getByRole('button', { name: 'Use credit' }).click();
    // A reload keeps the sale on the screen: its lines, its customer and the credit tendered.
    await page.reload();
    const sale = page.getByRole('region', { name: 'Sale', exact: true });
    await expect(sale).toContainText(PRODUCT);
    await expect(sale).toContainText(CARD);
    await expect(page.getByText('Store credit: $5.00')).toBeVisible();
    await expect(page.getByText('$27.85').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Cash' }).click();
    await page.getByLabel('Amount tendered ($)').fill('40.00');
    await page.getByRole('button', { name: 'Add cash' }).click();
    // What is due is paid: the tender buttons are off, and the keyboard goes on to the sale.
    const complete = page.getByRole('button', { name: 'Complete sale' });
    await expect(complete).toBeFocused();
    await page.keyboard.press('Enter');
    const done = page.getByRole('status', { name: 'Sale complete' });
    await expect(done).toContainText('Change due $12.15');
    // Ready for the next customer's first scan.
    await expect(page.getByLabel('Scan or search')).toBeFocused();
  });

  const receiptNumber = await test.step('view the receipt', async () => {
    await page.getByRole('link', { name: 'View receipt' }).click();
    await expect(page).toHaveURL(/\/admin\/benton\/counter\/receipts\/BEN-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Receipt BEN-\d+$/ })).toBeAttached();
    const receipt = page.getByRole('article', { name: /^Receipt BEN-/ });
    await expect(receipt).toContainText('1418 Military Rd');
    await expect(receipt).toContainText(CARD);
    await expect(receipt).toContainText('Sales tax (9.5%)');
    await expect(receipt).toContainText('$32.85');
    await expect(receipt).toContainText('$12.15');
    await expect(receipt).toContainText(/Store credit left\s*\$0\.00/);
    await expect(page.getByRole('button', { name: 'Email receipt' })).toBeVisible();
    return page.url().split('/').at(-1) ?? '';
  });

  await test.step('the receipt opened under the other store moves to its own store', async () => {
    await page.goto(`/admin/nlr/counter/receipts/${receiptNumber}`);
    await expect(page).toHaveURL(new RegExp(`/admin/benton/counter/receipts/${receiptNumber}$`));
    await expect(page.getByRole('article', { name: `Receipt ${receiptNumber}` })).toContainText(
      '1418 Military Rd',
    );
  });

  await test.step('take the card back to store credit, without restocking the product', async () => {
    await page.goto('/admin/benton/counter');
    await page.getByRole('button', { name: 'Return' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return' });
    await dialog.getByLabel('Receipt or order number').fill(receiptNumber);
    await dialog.getByRole('button', { name: 'Find' }).click();
    const lines = dialog.getByRole('list', { name: 'Lines sold' });
    const cardLine = lines.getByRole('listitem').filter({ hasText: CARD });
    await cardLine.getByLabel('Quantity to return').fill('1');
    // The choice says what "Original payment" would give back to.
    const refundTo = dialog.getByRole('group', { name: 'Refund to' });
    await expect(refundTo).toHaveAccessibleDescription(/^Paid with .*Store credit \$5\.00/);
    await expect(refundTo).toHaveAccessibleDescription(/Cash \$27\.85/);
    await dialog.getByRole('radio', { name: 'Store credit' }).check();
    await dialog.getByRole('button', { name: 'Complete return' }).click();
    const returned = dialog.getByRole('status', { name: 'Return complete' });
    await expect(returned).toContainText('$10.95');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const sales = page.getByRole('list', { name: 'Today’s sales, newest first' });
    await expect(sales.getByRole('listitem').filter({ hasText: receiptNumber })).toContainText(
      'Part returned: $10.95',
    );

    // Found again, the sale says what has gone back already.
    await page.getByRole('button', { name: 'Return' }).click();
    const again = page.getByRole('dialog', { name: 'Return' });
    await again.getByLabel('Receipt or order number').fill(receiptNumber);
    await again.getByRole('button', { name: 'Find' }).click();
    await expect(again).toContainText('$10.95 of it has been given back already.');
    await page.keyboard.press('Escape');
    await expect(again).toHaveCount(0);

    // The receipt reprinted shows the return under the sale.
    await sales.getByRole('link', { name: new RegExp(receiptNumber) }).click();
    const returns = page.getByRole('region', { name: 'Returns' });
    await expect(returns).toContainText(`Return ${receiptNumber}-R1`);
    await expect(returns).toContainText(/To Store credit\s*\$10\.95/);
    await page.goBack();
  });

  await test.step('pay out for the pizza, then close the drawer a dollar short', async () => {
    await page.getByRole('button', { name: 'Paid out' }).click();
    const paidOut = page.getByRole('dialog', { name: 'Paid out: Main' });
    await paidOut.getByLabel('Amount ($)').fill('3.00');
    await paidOut.getByLabel('Reason').fill('pizza for the prerelease');
    await paidOut.getByRole('button', { name: 'Paid out' }).click();
    await expect(paidOut).toHaveCount(0);
    await expect(page.getByText('$124.85').first()).toBeVisible();

    await page.getByRole('button', { name: 'Close drawer' }).click();
    const close = page.getByRole('dialog', { name: 'Close drawer: Main' });
    // $123.85 counted by denomination: a hundred, a twenty, three ones, three quarters, a dime.
    const counts: [string, string][] = [
      ['$100 count', '1'],
      ['$20 count', '1'],
      ['$1 count', '3'],
      ['25¢ count', '3'],
      ['10¢ count', '1'],
    ];
    for (const [label, count] of counts) {
      await close.getByLabel(label, { exact: true }).fill(count);
    }
    await expect(close).toContainText('$123.85');
    await close.getByRole('button', { name: 'Close drawer' }).click();
    await expect(page.getByLabel('Drawer closed: Main')).toContainText('Short $1.00');
    // Close drawer went with the drawer: the keyboard goes to the count just recorded.
    await expect(page.getByLabel('Drawer closed: Main')).toBeFocused();
  });

  await test.step('the end of day reconciles to the cent', async () => {
    await page.getByRole('link', { name: 'End of day' }).click();
    await expect(page).toHaveURL(/\/admin\/benton\/counter\/end-of-day/);
    await expect(figure(page, 'Sales', 'Sales')).toContainText('1');
    await expect(figure(page, 'Sales', 'Gross')).toContainText('$30.00');
    // The return's $10.00 beside gross and net, its $0.95 of tax off the day's $2.85.
    await expect(figure(page, 'Sales', 'Returns')).toContainText('$10.00');
    await expect(figure(page, 'Sales', 'Net')).toContainText('$20.00');
    await expect(figure(page, 'Sales', 'Tax')).toContainText('$1.90');
    await expect(figure(page, 'By tender', 'Cash')).toContainText('$27.85');
    await expect(figure(page, 'By tender', 'Store credit')).toContainText('$5.00');
    const drawer = 'Drawer: Main register';
    await expect(figure(page, drawer, 'Float')).toContainText('$100.00');
    await expect(figure(page, drawer, 'Cash sales')).toContainText('$27.85');
    await expect(figure(page, drawer, 'Paid out')).toContainText('$3.00');
    await expect(figure(page, drawer, 'Expected')).toContainText('$124.85');
    await expect(figure(page, drawer, 'Counted')).toContainText('$123.85');
    await expect(figure(page, drawer, 'Over/short')).toContainText('−$1.00');
    await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  });
});
