// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { formatDate, formatRupees } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import { CUSTOMER_PAGE_TEXTS as T } from '../../src/features/customer/customerPageTexts.ts';
import { customerPageQueries } from '../../src/features/customer/customerQueries.ts';
import { SocialTab } from '../../src/features/customer/tabs/SocialTab.tsx';
import { failing, openCustomerPage } from '../support/customerPageDriver.tsx';
import {
  type Answer,
  type CustomerRequest,
  fail,
  fakeCustomerServer,
  ok,
  sampleAnswer,
} from '../support/fakeCustomerServer.ts';
import { noContacts, sampleContacts } from '../support/fixtures/alternateContacts.ts';
import { SAMPLE_STAFF, SAMPLE_USERNAME } from '../support/fixtures/customer.ts';

const section = () => screen.getByRole('region', { name: T.contacts });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const [rita, , vrund] = sampleContacts.results;

describe("customer page's Social tab", () => {
  it('deep-links by #social and lists the contacts, each column as the spec says', async () => {
    openCustomerPage(undefined, { hash: '#social' });
    const page = await screen.findByRole('tablist', { name: T.tabsLabel });
    expect(within(page).getByRole('tab', { selected: true })).toHaveTextContent('Social');
    // The spec's sub-tabs in its order; Alternate Contacts, the table staff act on, opens first.
    const sub = await screen.findByRole('tablist', { name: T.socialSubTabsLabel });
    expect(
      within(sub)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Contacts Info', 'Alternate Contacts']);
    expect(within(sub).getByRole('tab', { selected: true })).toHaveTextContent(
      'Alternate Contacts',
    );
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

const dialog = () => within(screen.getByRole('dialog', { name: 'Add Details' }));
/** The row of a contact, found by its name's text (the name cell also holds its edit button). */
const rowWith = (name: string) => screen.getByText(name).closest('tr')!;
const INVALID = 'Invalid contact/name, please enter valid value.';
const saves = (requests: CustomerRequest[]) =>
  requests.filter((r) => r.read === 'customers/alternate-contacts' && r.method !== 'GET');

/** The sample customer, whose contacts list grows with what was added. */
function growingServer() {
  const added: unknown[] = [];
  const answer = (request: CustomerRequest): Answer => {
    const reply = sampleAnswer(request);
    if (request.read === 'customers/alternate-contacts' && request.method === 'POST') {
      added.push(reply.body);
    }
    if (request.read === 'alternate-contacts') {
      return ok({ results: [...added, ...sampleContacts.results] });
    }
    return reply;
  };
  return answer;
}

async function openDialog(answer = growingServer(), staff = SAMPLE_STAFF) {
  const page = openCustomerPage(answer, { hash: '#social', staff });
  await screen.findByRole('link', { name: 'Rita Guha' });
  await page.user.click(screen.getByRole('button', { name: 'Add New Contact' }));
  // The relations come from the server.
  await waitFor(() => expect(dialog().getByRole('option', { name: 'Friend' })).toBeInTheDocument());
  return page;
}

async function fill(
  user: ReturnType<typeof openCustomerPage>['user'],
  name: string,
  contact: string,
  relation = 'Friend',
) {
  const nameBox = dialog().getByRole('textbox', { name: 'Name' });
  const contactBox = dialog().getByRole('textbox', { name: 'Contact' });
  await user.clear(nameBox);
  await user.type(nameBox, name);
  await user.clear(contactBox);
  await user.type(contactBox, contact);
  await user.selectOptions(dialog().getByRole('combobox', { name: 'Relation' }), relation);
}

describe('Add New Contact', () => {
  it("refuses a 9-digit number and a 2-letter name with the spec's text and sends nothing", async () => {
    const { user, server } = await openDialog();
    const submit = dialog().getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await fill(user, 'Anita Rao', '981234567');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(dialog().getByRole('alert')).toHaveTextContent(INVALID);
    await fill(user, 'An', '9812345670');
    await user.click(dialog().getByRole('button', { name: 'Submit' }));
    expect(dialog().getByRole('alert')).toHaveTextContent(INVALID);
    expect(messages.customer.invalidContact).toBe(INVALID);
    expect(saves(server.requests)).toEqual([]);
  });

  it('keeps the number to ten digits as typed, dropping anything else', async () => {
    const { user } = await openDialog();
    const box = dialog().getByRole('textbox', { name: 'Contact' });
    await user.type(box, '98a12-345 67012');
    expect(box).toHaveValue('9812345670');
  });

  it('saves once with the body and an Idempotency-Key, closes and shows the new contact', async () => {
    const { user, server } = await openDialog();
    await fill(user, '  Anita Rao ', '9812345670');
    await user.click(dialog().getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section()).findByText('Anita Rao')).toBeVisible();
    const [save, ...more] = saves(server.requests);
    expect(more).toEqual([]);
    expect(save!.method).toBe('POST');
    expect(save!.body).toEqual({
      name: 'Anita Rao',
      contact: '9812345670',
      relation: 'Friend',
      username: SAMPLE_USERNAME,
      added_by: SAMPLE_STAFF.me,
    });
    expect(save!.headers.get('Idempotency-Key')).toMatch(
      /^alternate-contact-[A-Za-z0-9]+-[0-9a-z]+$/,
    );
    // The list was asked again after the save.
    expect(server.of('alternate-contacts').length).toBeGreaterThan(1);
  });

  it("keeps what was typed after a failure and shows the server's words; Submit tries again", async () => {
    const refusal = 'This number is already an alternate contact of this customer.';
    const base = growingServer();
    let refused = false;
    const answer = (request: CustomerRequest) => {
      if (request.read === 'customers/alternate-contacts' && !refused) {
        refused = true;
        return fail(400, refusal);
      }
      return base(request);
    };
    const { user, server } = await openDialog(answer);
    await fill(user, 'Anita Rao', '9812345670');
    await user.click(dialog().getByRole('button', { name: 'Submit' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(refusal);
    expect(dialog().getByRole('textbox', { name: 'Name' })).toHaveValue('Anita Rao');
    expect(dialog().getByRole('textbox', { name: 'Contact' })).toHaveValue('9812345670');
    expect(dialog().getByRole('combobox', { name: 'Relation' })).toHaveValue('Friend');
    await user.click(dialog().getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, second] = saves(server.requests);
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });
});

describe('editing contacts in place', () => {
  it('lets a credit underwriter set a reference check, sending only it and the id', async () => {
    const { user, server } = openCustomerPage(undefined, { hash: '#social' });
    await screen.findByRole('link', { name: 'Rita Guha' });
    await user.click(screen.getByRole('button', { name: 'Edit reference check of Rita Guha' }));
    const check = screen.getByRole('combobox', { name: 'New reference check of Rita Guha' });
    expect(check).toHaveFocus();
    // One edit at a time.
    expect(screen.getByRole('button', { name: 'Add New Contact' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit name of Rita Guha' })).toBeDisabled();
    await user.selectOptions(check, 'BAD');
    await user.click(within(rowWith('Rita Guha')).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: /reference check/ })).toBeNull(),
    );
    const [save] = saves(server.requests);
    expect(save!.method).toBe('PUT');
    expect(save!.body).toEqual({ id: 31, reference_check: 'BAD' });
  });

  it("refuses a 2-letter name in place with the spec's text, and keeps it on a failed save", async () => {
    const answer = (request: CustomerRequest) =>
      request.read === 'customers/alternate-contacts'
        ? fail(403, 'No permission')
        : sampleAnswer(request);
    const { user, server } = openCustomerPage(answer, { hash: '#social' });
    await screen.findByRole('link', { name: 'Rita Guha' });
    await user.click(screen.getByRole('button', { name: 'Edit name of Rita Guha' }));
    const box = screen.getByRole('textbox', { name: 'New name of Rita Guha' });
    await user.clear(box);
    await user.type(box, 'Ri{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(saves(server.requests)).toEqual([]);
    await user.type(box, 'ta Sen{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No permission');
    expect(box).toHaveValue('Rita Sen');
    expect(saves(server.requests).map((r) => r.body)).toEqual([{ id: 31, name: 'Rita Sen' }]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'New name of Rita Guha' })).toBeNull();
    // Focus returns to the edit button.
    expect(screen.getByRole('button', { name: 'Edit name of Rita Guha' })).toHaveFocus();
  });

  it('offers a recovery agent every edit but the reference check', async () => {
    openCustomerPage(undefined, {
      hash: '#social',
      staff: { flags: roleFlagsOf('is_recovery_agent'), me: '9000000007' },
    });
    await screen.findByRole('link', { name: 'Rita Guha' });
    const row = within(rowWith('Rita Guha'));
    expect(row.getByRole('button', { name: 'Edit contact of Rita Guha' })).toBeEnabled();
    expect(row.queryByRole('button', { name: /reference check/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add New Contact' })).toBeEnabled();
  });

  it.each(['is_lender_read_only', 'is_technology'] as const)(
    'gives %s no add and no edit controls, and says they may only view',
    async (role) => {
      const { server } = openCustomerPage(undefined, {
        hash: '#social',
        staff: { flags: roleFlagsOf(role), me: '9000000008' },
      });
      await screen.findByRole('link', { name: 'Rita Guha' });
      expect(within(section()).queryAllByRole('button')).toEqual([]);
      expect(within(section()).getByText('You may only view these contacts.')).toBeVisible();
      expect(server.of('customers/alternate-contacts/relations')).toEqual([]);
    },
  );
});

describe('contact saves under StrictMode', () => {
  it('a section started twice saves a contact once, over the v1 client, and lists it', async () => {
    const answer = growingServer();
    const server = fakeCustomerServer(answer);
    const user = userEvent.setup();
    render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
          <SocialTab
            queries={server.queries}
            username={SAMPLE_USERNAME}
            historyDate={null}
            flags={SAMPLE_STAFF.flags}
            me={SAMPLE_STAFF.me}
          />
        </QueryClientProvider>
      </StrictMode>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add New Contact' }));
    await waitFor(() =>
      expect(dialog().getByRole('option', { name: 'Friend' })).toBeInTheDocument(),
    );
    await fill(user, 'Anita Rao', '9812345670');
    await user.click(dialog().getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Anita Rao')).toBeVisible();
    expect(saves(server.requests)).toHaveLength(1);
  });
});
