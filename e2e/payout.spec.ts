import { randomUUID } from 'node:crypto';
import { expect, expectNoAxeViolations, seededUsers, signedPost, test } from './fixtures';

/** Issue 6 payouts: the seeded creator (earnings from a fan's tip) sets methods, tax settings and requests a payout. */
test.describe('/pay/payout', () => {
  test.describe.configure({ mode: 'serial' });
  test('bad ACH, USDT, Payoneer and amount inputs get their messages; a valid payout reaches the success page', async ({ page, loginAs, consoleErrors }) => {
    test.setTimeout(120_000); // one test walks every payout page, with axe on each
    await loginAs('creator');
    await page.goto('/pay/payout');
    await expect(page.getByRole('heading', { level: 1, name: 'Payout' })).toBeVisible();
    const earnings = page.locator('section[aria-labelledby="earnings-title"]');
    await expect(earnings).toContainText(/\$[1-9]\d*\.\d\d/);
    await expect(earnings).toContainText('The minimum payout is 20 dollars. Processing takes 1-2 business days.');
    await expect(page.getByText('No payout method yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The method page: PayPal, ACH, USDT have their pages; Payoneer's form is here.
    await page.getByRole('link', { name: 'Add a payout method' }).click();
    await expect(page).toHaveURL(/\/pay\/payout\/payout_method$/);
    await page.getByRole('button', { name: 'Add Payoneer' }).click();
    await page.getByRole('textbox', { name: /Payoneer email or customer ID/ }).fill('12ab');
    await page.getByRole('button', { name: 'Save Payoneer' }).click();
    await expect(page.getByText(/Please enter the email of your Payoneer account/)).toBeVisible();
    await expectNoAxeViolations(page);

    // ACH: a name with a digit and a routing number whose check digit is wrong.
    await page.getByRole('link', { name: 'Add ACH Bank Transfer' }).click();
    await expect(page).toHaveURL(/\/pay\/payout\/ach$/);
    await page.getByRole('textbox', { name: /Account name/ }).fill('Gold Creator 2');
    await page.getByRole('textbox', { name: /Routing number/ }).fill('021000022');
    await page.getByRole('textbox', { name: /Account number/ }).fill('123456789');
    await page.getByRole('button', { name: 'Save ACH Bank Transfer' }).click();
    await expect(page.getByText("The account name may use only letters, spaces and / ( ) & ' -")).toBeVisible();
    await expect(page.getByText('This routing number is not valid (its check digit does not match). Please check it.')).toBeVisible();
    await page.getByRole('textbox', { name: /Account name/ }).fill('Gold Creator Studio Holdings');
    await page.getByRole('textbox', { name: /Routing number/ }).fill('02100002');
    await page.getByRole('button', { name: 'Save ACH Bank Transfer' }).click();
    await expect(page.getByText('The account name can be up to 22 characters.')).toBeVisible();
    await expect(page.getByText('The routing number must be exactly nine digits.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: /Account name/ }).fill("Gold Creator's (US)");
    await page.getByRole('textbox', { name: /Routing number/ }).fill('021000021');
    await page.getByRole('button', { name: 'Save ACH Bank Transfer' }).click();
    await expect(page).toHaveURL(/\/pay\/payout$/);
    await expect(page.getByText("ACH Bank Transfer: Gold Creator's (US), checking ••••6789")).toBeVisible();

    // USDT: a TRON address with one character changed (checksum), then a real one.
    await page.goto('/pay/payout/usdt');
    await expectNoAxeViolations(page);
    const address = page.getByRole('textbox', { name: /USDT \(TRC20\) address/ });
    await address.fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await page.getByRole('button', { name: 'Save USDT (TRC20)' }).click();
    await expect(page.getByText('Please enter a TRON (TRC20) address: it starts with "T" and has 34 characters.')).toBeVisible();
    await address.fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T');
    await page.getByRole('button', { name: 'Save USDT (TRC20)' }).click();
    await expect(page.getByText('This TRON address is not valid (its checksum does not match). Please copy it again.')).toBeVisible();
    await address.fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await page.getByRole('button', { name: 'Save USDT (TRC20)' }).click();
    await expect(page).toHaveURL(/\/pay\/payout$/);
    await expect(page.getByText('USDT (TRC20): TR7NHq…Lj6t')).toBeVisible();

    await page.goto('/pay/payout/paypal');
    await expect(page.getByText(/0\.25 dollars per payout for US accounts/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Amounts: not a number, then under the minimum (the server's answer), before tax settings exist.
    await page.goto('/pay/payout');
    const amount = page.getByRole('textbox', { name: 'Amount in dollars' });
    await amount.fill('lots');
    await page.getByRole('button', { name: 'Request payout' }).click();
    await expect(page.getByText('Please enter an amount in dollars, like 25 or 25.50')).toBeVisible();
    await amount.fill('5');
    await page.getByRole('button', { name: 'Request payout' }).click();
    await expect(page.getByText('The minimum payout is 20 dollars.', { exact: true })).toBeVisible();
    await amount.fill('25');
    await expect(page.getByText('Fee 3.00 dollars; you receive 22.00 dollars.')).toBeVisible();
    await page.getByRole('button', { name: 'Request payout' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please complete your tax settings before requesting a payout.' })).toBeVisible();

    // Tax settings: a W-9 is for US persons only.
    await page.getByRole('button', { name: 'Add tax settings' }).click();
    await page.getByRole('textbox', { name: /Legal name/ }).fill('Gold Creator');
    await page.getByRole('textbox', { name: /^Country/ }).fill('DE');
    await page.getByText('W-9', { exact: true }).click();
    await page.getByRole('textbox', { name: /Last 4 digits/ }).fill('1234');
    await page.getByRole('button', { name: 'Save tax settings' }).click();
    await expect(page.getByText('US persons file a W-9; everyone else a W-8BEN.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: /^Country/ }).fill('US');
    await page.getByRole('button', { name: 'Save tax settings' }).click();
    await expect(page.getByText('Gold Creator, US, W-9, tax ID ending 1234')).toBeVisible();

    await page.getByRole('textbox', { name: 'Amount in dollars' }).fill('25');
    await page.getByRole('button', { name: 'Request payout' }).click();
    await expect(page).toHaveURL(/\/pay\/payout\/success\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Your payout is on its way' })).toBeVisible();
    await expect(page.getByText('$25.00').first()).toBeVisible();
    await expect(page.getByText('Processing takes 1-2 business days. Arrives 0-5 days after processing.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Back to payouts' }).click();
    await expect(page).toHaveURL(/\/pay\/payout$/);
    await expect(page.locator('section[aria-labelledby="history-title"]')).toContainText('$25.00 to USDT (TRC20)');
    expect(consoleErrors).toEqual([]);
  });

  test('concurrent requests straight at the API cannot pay out more than the earnings', async ({ request }) => {
    const { token } = seededUsers().creator;
    const ready = await signedPost(request, '/api/pay/payout/method', { kind: 'paypal', email: 'gold.creator@example.com', country: 'US' }, token);
    expect(ready.status()).toBe(200);
    await signedPost(request, '/api/pay/payout/tax', { legal_name: 'Gold Creator', country: 'US', tax_form: 'W-9', tax_id_last4: '1234' }, token);
    const overview = await request.get('/api/pay/payout', { headers: { Cookie: `__antk=${token}` }, params: await signedGetParams('/api/pay/payout') });
    const available = (await overview.json()).data.available_cents as number;
    expect(available).toBeGreaterThanOrEqual(2000);
    // Ten requests for everything at once, each with its own key: exactly one succeeds.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signedPost(request, '/api/pay/payout/request', { amount_cents: available, idem_key: randomUUID() }, token)),
    );
    const statuses = answers.map((a) => a.status());
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(9);
    // Nothing left: a retried key is refused as well, and no payout is written for it.
    const key = randomUUID();
    const [a, b] = await Promise.all([0, 1].map(() => signedPost(request, '/api/pay/payout/request', { amount_cents: 2000, idem_key: key }, token)));
    expect(a!.status()).toBe(402);
    expect(b!.status()).toBe(402);
  });
});

async function signedGetParams(path: string) {
  const { signRequest } = await import('../common/sign');
  const ts = Math.floor(Date.now() / 1000);
  const sign = signRequest(process.env.SIGN_KEY ?? 'fanstage-request-signature', 'GET', path, { ts });
  return { ts: String(ts), sign };
}
