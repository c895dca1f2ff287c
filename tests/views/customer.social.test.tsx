// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate, formatRupees } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import { CUSTOMER_PAGE_TEXTS as T } from '../../src/features/customer/customerPageTexts.ts';
import { customerPageQueries } from '../../src/features/customer/customerQueries.ts';
import { failing, openCustomerPage } from '../support/customerPageDriver.tsx';
import { fail, fakeCustomerServer, ok, sampleAnswer } from '../support/fakeCustomerServer.ts';
import { noContacts, sampleContacts } from '../support/fixtures/alternateContacts.ts';
import { SAMPLE_USERNAME } from '../support/fixtures/customer.ts';

const section = () => screen.getByRole('region', { name: T.contacts });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const [rita, , vrund] = sampleContacts.results;

describe("customer page's Social tab", () => {
  it('deep-links by #social and lists the contacts, each column as the spec says', async () => {
    openCustomerPage(undefined, { hash: '#social' });
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Social');
    expect(await screen.findByRole('cell', { name: 'Rita Guha' })).toBeVisible();
    expect(
      within(section())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(T.contactColumns);
    expect(
      within(rowOf('Rita Guha'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      rita!.contact,
      'Rita Guha',
      'Family',
      '70412 Loan Disbursed',
      '12',
      formatRupees(123456.5),
      '',
      '9000000006',
      formatDate(rita!.added_on),
      'GOOD',
    ]);
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatDate(rita!.added_on)).toBe('15/02/2025');
    // A credit underwriter may add contacts and edit each editable cell in place.
    expect(within(section()).getByRole('button', { name: 'Add New Contact' })).toBeEnabled();
    expect(
      within(rowOf('Rita Guha')).getByRole('button', { name: 'Edit name of Rita Guha' }),
    ).toBeEnabled();
  });

  it("links a contact who is a customer to their page; a non-customer's name is plain, '-' elsewhere", async () => {
    openCustomerPage(undefined, { hash: '#social' });
    const link = await screen.findByRole('link', { name: 'Rita Guha' });
    expect(link).toHaveAttribute('href', `/lender/user/${rita!.username}`);
    const tagore = rowOf('Mrs. Ekaparnika Tagore');
    expect(within(tagore).queryByRole('link')).toBeNull();
    expect(
      within(tagore)
        .getAllByRole('cell')
        .slice(3, 7)
        .map((c) => c.textContent),
    ).toEqual(['-', '-', '-', '-']);
    expect(within(tagore).getAllByRole('cell').at(-1)).toHaveTextContent('-');
  });

  it('highlights a blacklisted contact (any feature off) as the customers list does', async () => {
    openCustomerPage(undefined, { hash: '#social' });
    await screen.findByRole('link', { name: vrund!.name });
    const marks = within(section()).getAllByText(T.blacklisted);
    expect(marks).toHaveLength(1);
    expect(rowOf(vrund!.name)).toContainElement(marks[0]!);
    expect(marks[0]).toHaveClass('bg-red-100');
  });

  it("says 'Data Not Available' when the customer has no contacts", async () => {
    openCustomerPage((r) => (r.read === 'alternate-contacts' ? ok(noContacts) : sampleAnswer(r)), {
      hash: '#social',
    });
    const region = await screen.findByRole('region', { name: T.contacts });
    expect(await within(region).findByText(messages.common.dataNotAvailable)).toBeVisible();
    expect(within(section()).queryByRole('table')).toBeNull();
  });

  it("fails with the spec's text and the server's words; Retry asks again", async () => {
    const { server, user } = openCustomerPage(
      failing(
        'alternate-contacts',
        [0, 1, 2].map(() => fail(502, 'Bad Gateway')),
      ),
      { hash: '#social' },
    );
    const box = await waitFor(() => within(section()).getByRole('alert'));
    expect(box).toHaveTextContent(messages.common.somethingWentWrong);
    expect(box).toHaveTextContent('Bad Gateway');
    expect(server.of('alternate-contacts')).toHaveLength(3);
    await user.click(within(box).getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('link', { name: 'Rita Guha' })).toBeVisible();
    expect(within(section()).queryByRole('alert')).toBeNull();
    expect(server.of('alternate-contacts')).toHaveLength(4);
  });

  it('keys the read by the username it asks about', () => {
    const { queries } = fakeCustomerServer();
    const key = customerPageQueries(queries, SAMPLE_USERNAME).alternateContacts.queryKey;
    expect(JSON.stringify(key)).toContain(SAMPLE_USERNAME);
  });
});
